import { Box, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ApiProblem } from '@/lib/api-problem';
import type { Payment, PaymentActorRef, PaymentFailure } from '@/machines/payment.machine';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { AuthenticationStep } from './AuthenticationStep';
import type { AuthenticationOutcome } from './authentication-outcome';
import { useLatest } from './use-latest';

/** What a charge under way is doing, for the spinner's words. */
export type PaymentStep = 'paying' | 'authenticating' | 'paid';

/** The panel's words, which differ between checkout and billing. */
export interface PaymentPanelTexts {
  /** The alert after the card was declined, with the bank's reason. */
  declined: (failure: PaymentFailure) => ReactNode;
  /** The alert after a problem; `resumable` when only the same attempt can go again. */
  problem: (problem: ApiProblem, resumable: boolean) => ReactNode;
  /** The spinner's words while the card is charged, checked by its bank, or paid. */
  busy: (step: PaymentStep) => string;
  /** The button that sends the same attempt again after a charge with no settled answer. */
  tryAgain: string;
}

export interface PaymentPanelProps {
  /** The running payment (see usePaymentRetry, useCheckout). */
  payment: PaymentActorRef;
  /** The onDone of the card's authentication step: the payment machine waits for it. */
  onAuthenticated: (outcome: AuthenticationOutcome) => void;
  /** Called once, when the payment went through. */
  onPaid: (payment: Payment) => void;
  texts: PaymentPanelTexts;
  /** While a card can be chosen: choosing it and paying; `pay` charges the card given. */
  chooseCard: (pay: (paymentMethodId: string) => void) => ReactNode;
  /** After a problem paying again cannot fix: the way on, if there is one. */
  wayOut?: (problem: ApiProblem | null) => ReactNode;
  gap?: string;
}

/**
 * Paying by card, as the payment machine's state says: choose a card and pay, pass the
 * bank's check when it asks, see why a charge failed, and try again.
 */
export function PaymentPanel({ payment: actor, onAuthenticated, onPaid, texts, chooseCard, wayOut, gap = '4' }: PaymentPanelProps) {
  const state = useSelector(actor, (snapshot) => snapshot);
  const { payment, failure, problem, paymentMethodId } = state.context;
  const paid = state.matches('paid');
  const resumable = state.hasTag('resumable');

  const latest = useLatest(onPaid);
  // Once, however often the page renders before it moves on.
  const announced = useRef(false);
  useEffect(() => {
    if (!paid || !payment || announced.current) return;
    announced.current = true;
    latest.current(payment);
  }, [paid, payment, latest]);

  const pay = (card: string) =>
    actor.send(state.matches('idle') ? { type: 'PAY', paymentMethodId: card } : { type: 'RETRY', paymentMethodId: card });
  const step: PaymentStep = state.matches('authenticating') ? 'authenticating' : paid ? 'paid' : 'paying';

  return (
    <Stack gap={gap}>
      {state.matches('declined') && failure ? <FormProblem>{texts.declined(failure)}</FormProblem> : null}
      {state.matches('problem') && problem ? <FormProblem>{texts.problem(problem, resumable)}</FormProblem> : null}

      {state.matches('authenticating') && payment?.next_action ? (
        <AuthenticationStep nextAction={payment.next_action} amountCents={payment.amount_cents} onDone={onAuthenticated} />
      ) : null}
      {state.hasTag('busy') ? (
        <Box role="status">
          <LoadingSpinner label={texts.busy(step)} />
        </Box>
      ) : null}

      {resumable && paymentMethodId ? (
        // No answer about the last charge: the same attempt goes again (same card, same key), so nothing is charged twice.
        <Button look="primary" alignSelf="flex-start" onClick={() => actor.send({ type: 'RETRY', paymentMethodId })}>
          {texts.tryAgain}
        </Button>
      ) : null}
      {state.hasTag('choosingCard') ? chooseCard(pay) : null}
      {state.hasTag('final') && wayOut ? wayOut(problem) : null}
    </Stack>
  );
}
