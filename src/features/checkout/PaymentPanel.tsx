import { Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { chargeOutcomeUnknown, paymentMachine, type Payment, type PaymentInput } from '@/machines/payment.machine';
import { AuthenticationStep } from '@/payments/AuthenticationStep';
import { useAuthenticationActor } from '@/payments/use-authentication-actor';
import { useLatest } from '@/payments/use-latest';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { chargeActor, confirmPaymentActor } from './api';
import { CardChoice } from './CardChoice';

export interface PaymentPanelProps {
  /** Distinguishes this panel's ids from another's on the page. */
  id: string;
  input: PaymentInput;
  /** The pay button's words, with the amount. */
  payLabel: string;
  /** Why paying is not possible yet; the pay button stays disabled and says so. */
  blockedReason: string | null;
  onPaid: (payment: Payment) => void;
  /** The prices changed, or the payment was replaced: what it is paid for is loaded again. */
  onReload: () => void;
  reloadLabel: string;
  /** Whether a charge is under way, so that the page keeps the offers and the coupon as they are. */
  onBusyChange?: (busy: boolean) => void;
  /** The card chosen (see useChosenCard), kept by the page so that it outlives a new attempt. */
  card: string | null;
  onCardChange: (paymentMethodId: string) => void;
}

const alertBox = { bg: 'bg.error', borderWidth: '1px', borderColor: 'red.700', borderInlineStartWidth: '4px', borderRadius: 'l2', px: '4', py: '3' };

/** Paying by card: choose or add a card, pay, pass the bank's check when it asks, and try again after a refusal. */
export function PaymentPanel(props: PaymentPanelProps) {
  const { id, input, payLabel, blockedReason, onPaid, onReload, reloadLabel, onBusyChange, card, onCardChange } = props;
  const { authenticate, finish } = useAuthenticationActor();
  const [state, send] = useMachine(
    paymentMachine.provide({ actors: { charge: chargeActor, confirm: confirmPaymentActor, authenticate } }),
    { input },
  );
  const latest = useLatest({ onPaid, onBusyChange });
  const { payment, failure, problem } = state.context;
  const paid = state.matches('paid');
  const busy = state.matches('charging') || state.matches('authenticating') || state.matches('confirming') || paid;

  useEffect(() => {
    latest.current.onBusyChange?.(busy);
  }, [busy, latest]);
  useEffect(() => () => latest.current.onBusyChange?.(false), [latest]);
  useEffect(() => {
    if (paid && payment) latest.current.onPaid(payment);
  }, [paid, payment, latest]);

  const reasonId = `${id}-reason`;
  const noCard = card === null ? m.checkout_blocked_no_card() : null;
  const reason = blockedReason ?? noCard;
  // After a charge with no settled answer the same attempt goes again, on the same card.
  const resumes = state.matches('problem') && chargeOutcomeUnknown(problem);
  const canRetry = state.matches('declined') || (state.matches('problem') && state.can({ type: 'RETRY', paymentMethodId: card ?? '' }));
  const choosing = state.matches('idle') || (canRetry && !resumes);

  return (
    <Stack gap="4">
      {state.matches('declined') && failure ? (
        <Box role="alert" {...alertBox}>
          <Text fontWeight="semibold">{m.checkout_declined_title()}</Text>
          <Text textStyle="sm">{failure.message}</Text>
          <Text textStyle="sm">{m.checkout_declined_hint()}</Text>
        </Box>
      ) : null}
      {state.matches('problem') && problem ? (
        <Box role="alert" {...alertBox}>
          <Text fontWeight="semibold">{m.checkout_problem_title()}</Text>
          <Text textStyle="sm">{problem.message}</Text>
          {resumes ? <Text textStyle="sm">{m.checkout_problem_same_attempt()}</Text> : null}
        </Box>
      ) : null}

      {choosing ? <CardChoice value={card} onChange={onCardChange} /> : null}

      {state.matches('authenticating') && payment?.next_action ? (
        <AuthenticationStep nextAction={payment.next_action} amountCents={payment.amount_cents} onDone={finish} />
      ) : null}
      {busy ? (
        <Box role="status">
          <LoadingSpinner
            label={state.matches('authenticating') ? m.checkout_paying_authenticating() : paid ? m.checkout_paid() : m.checkout_paying()}
          />
        </Box>
      ) : null}

      {state.matches('idle') ? (
        <Stack gap="2">
          <Button
            look="primary"
            alignSelf="flex-start"
            disabled={reason !== null}
            aria-describedby={reason ? reasonId : undefined}
            onClick={() => card && send({ type: 'PAY', paymentMethodId: card })}
          >
            {payLabel}
          </Button>
          {reason ? (
            <Text id={reasonId} color="fg.muted" textStyle="sm">
              {reason}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {canRetry ? (
        <Stack gap="2">
          <Button
            look="primary"
            alignSelf="flex-start"
            disabled={!resumes && reason !== null}
            aria-describedby={!resumes && reason ? reasonId : undefined}
            onClick={() => send({ type: 'RETRY', paymentMethodId: resumes ? state.context.paymentMethodId! : card! })}
          >
            {resumes ? m.checkout_try_again() : payLabel}
          </Button>
          {!resumes && reason ? (
            <Text id={reasonId} color="fg.muted" textStyle="sm">
              {reason}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {state.matches('problem') && !canRetry ? <ProblemWayOut code={problem?.code} onReload={onReload} reloadLabel={reloadLabel} /> : null}
    </Stack>
  );
}

/** After a refusal that paying again cannot fix: see the new prices, or the staff already hired. */
function ProblemWayOut({ code, onReload, reloadLabel }: { code: string | undefined; onReload: () => void; reloadLabel: string }) {
  if (code === 'ALREADY_HIRED' || code === 'ALREADY_PAID') {
    return (
      <HStack>
        <ChakraLink asChild color="brand.fg">
          <Link to="/dashboard/activity/staffs">{m.checkout_go_to_staff()}</Link>
        </ChakraLink>
      </HStack>
    );
  }
  return (
    <Button look="secondary" alignSelf="flex-start" onClick={onReload}>
      {reloadLabel}
    </Button>
  );
}
