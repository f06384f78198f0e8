import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { LabelledField } from '@/ui/LabelledField';
import { useReferralLinkCopy } from './flows';

/** The business agent's personal link, read-only, with a copy button and what came of the copy. */
export function ReferralLink({ link, id = 'referral-link' }: { link: string; id?: string }) {
  const [state, send] = useReferralLinkCopy(link);
  return (
    <Stack gap="2">
      <LabelledField id={id} label={m.ref_link_label()} hint={m.ref_link_hint()}>
        {(control) => (
          <HStack gap="2" align="stretch" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Input {...control} readOnly value={link} onFocus={(e) => e.currentTarget.select()} fontFamily="mono" />
            <Button look="secondary" onClick={() => send({ type: 'COPY' })} loading={state.hasTag('busy')} flexShrink={0}>
              {m.ref_copy()}
            </Button>
          </HStack>
        )}
      </LabelledField>
      <div role="status">
        {state.matches('copied') ? <Text color="fg.success">{m.ref_copied()}</Text> : null}
        {state.matches('manual') ? <Text>{m.ref_copy_manual()}</Text> : null}
      </div>
    </Stack>
  );
}
