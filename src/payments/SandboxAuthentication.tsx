import { HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatMoney } from '@/shared/format';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import type { AuthenticationOutcome } from './authentication-outcome';
import { useSandboxAuthentication } from './flows';

type Answer = 'approve' | 'fail';

export interface SandboxAuthenticationProps {
  providerPaymentId: string;
  amountCents?: number;
  onDone: (outcome: AuthenticationOutcome) => void;
}

/** Test mode's stand-in for the bank's 3-D Secure page: the tester chooses how the check ends. */
export function SandboxAuthentication({ providerPaymentId, amountCents, onDone }: SandboxAuthenticationProps) {
  const locale = useLocale();
  const [state, send] = useSandboxAuthentication(providerPaymentId, onDone);
  const busy = state.matches('submitting');
  const answering = busy ? (state.context.values?.outcome as Answer) : null;
  const answer = (outcome: Answer) => send({ type: 'SUBMIT', values: { outcome } });

  return (
    <Modal
      open={!state.matches('succeeded')}
      size="md"
      // Leaving the bank's page is failing its check, as with a real bank.
      onClose={() => {
        if (!busy) answer('fail');
      }}
      title={m.cards_auth_title()}
      footer={
        <HStack gap="3" flexWrap="wrap">
          <Button look="secondary" onClick={() => answer('fail')} loading={answering === 'fail'} disabled={busy}>
            {m.cards_auth_fail()}
          </Button>
          <Button look="primary" onClick={() => answer('approve')} loading={answering === 'approve'} disabled={busy}>
            {m.cards_auth_complete()}
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <Text fontWeight="semibold">
          {amountCents === undefined ? m.cards_auth_this_payment() : m.cards_auth_amount({ amount: formatMoney(amountCents, locale) })}
        </Text>
        <Text color="fg.muted" textStyle="sm">
          {m.cards_auth_sandbox_note()}
        </Text>
        {state.matches('failed') && state.context.problem ? (
          <Text role="alert" color="fg.error">
            {state.context.problem.message}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
