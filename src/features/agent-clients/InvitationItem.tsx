import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import type { ClientInvitation } from './api';
import { useInvitationAnswer } from './flows';

/** One employer's invitation: who, since when, until when; accept or decline in place. */
export function InvitationItem({ invitation }: { invitation: ClientInvitation }) {
  const locale = useLocale();
  const company = invitation.employer.company_name;
  const [state, send] = useInvitationAnswer(invitation.id, company);
  const busy = state.matches('submitting');
  const answer = (state.context.values as { answer?: string } | null)?.answer;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <Stack gap="2">
        <Text fontWeight="semibold" fontSize="lg">
          {company}
        </Text>
        <Text color="fg.muted">
          {invitation.employer.contact_name} · {m.agc_invited_on({ date: formatDate(invitation.created_at, locale), expires: formatDate(invitation.expires_at, locale) })}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button
            look="primary"
            size="sm"
            loading={busy && answer === 'accept'}
            disabled={busy || state.matches('succeeded')}
            aria-label={m.agc_accept_named({ company })}
            onClick={() => send({ type: 'SUBMIT', values: { answer: 'accept' } })}
          >
            {m.agc_accept()}
          </Button>
          <Button
            look="secondary"
            size="sm"
            loading={busy && answer === 'decline'}
            disabled={busy || state.matches('succeeded')}
            aria-label={m.agc_decline_named({ company })}
            onClick={() => send({ type: 'SUBMIT', values: { answer: 'decline' } })}
          >
            {m.agc_decline()}
          </Button>
        </HStack>
        {state.matches('failed') && state.context.problem ? <FormProblem title={m.agc_answer_failed()}>{state.context.problem.message}</FormProblem> : null}
      </Stack>
    </Box>
  );
}
