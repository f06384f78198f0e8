import { HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import type { Payment, PaymentActorRef } from '@/machines/payment.machine';
import { Button } from '@/ui/Button';
import type { AuthenticationOutcome } from './authentication-outcome';
import { CardChoice } from './CardChoice';
import { PaymentPanel, type PaymentPanelTexts } from './PaymentPanel';

export interface CheckoutPaymentProps {
  /** Distinguishes this panel's ids from another's on the page. */
  id: string;
  payment: PaymentActorRef;
  onAuthenticated: (outcome: AuthenticationOutcome) => void;
  /** The pay button's words, with the amount. */
  payLabel: string;
  /** Why paying is not possible yet; the pay button stays disabled and says so. */
  blockedReason: string | null;
  onPaid: (payment: Payment) => void;
  /** The prices changed, or the payment was replaced: what it is paid for is loaded again. */
  onReload: () => void;
  reloadLabel: string;
  /** The card chosen (see useChosenCard), kept by the page so that it outlives a new attempt. */
  card: string | null;
  onCardChange: (paymentMethodId: string) => void;
  /** Where the staff hired already are listed, for a payment refused because the hire was made meanwhile. */
  staffPath?: string;
}

// Built at render, in the language of the moment.
const checkoutTexts = (): PaymentPanelTexts => ({
  declined: (failure) => (
    <>
      <Text fontWeight="semibold">{m.checkout_declined_title()}</Text>
      <Text textStyle="sm">{failure.message}</Text>
      <Text textStyle="sm">{m.checkout_declined_hint()}</Text>
    </>
  ),
  problem: (problem, resumable) => (
    <>
      <Text fontWeight="semibold">{m.checkout_problem_title()}</Text>
      <Text textStyle="sm">{problem.message}</Text>
      {resumable ? <Text textStyle="sm">{m.checkout_problem_same_attempt()}</Text> : null}
    </>
  ),
  busy: (step) => (step === 'authenticating' ? m.checkout_paying_authenticating() : step === 'paid' ? m.checkout_paid() : m.checkout_paying()),
  tryAgain: m.checkout_try_again(),
});

/** Paying at checkout: choose or add a card, pay, pass the bank's check when it asks, and try again after a refusal. */
export function CheckoutPayment(props: CheckoutPaymentProps) {
  const { id, payment, onAuthenticated, payLabel, blockedReason, onPaid, onReload, reloadLabel, card, onCardChange, staffPath = '/dashboard/activity/staffs' } = props;
  const reasonId = `${id}-reason`;
  const reason = blockedReason ?? (card === null ? m.checkout_blocked_no_card() : null);
  return (
    <PaymentPanel
      payment={payment}
      onAuthenticated={onAuthenticated}
      onPaid={onPaid}
      texts={checkoutTexts()}
      chooseCard={(pay) => (
        <>
          <CardChoice value={card} onChange={onCardChange} />
          <Stack gap="2">
            <Button
              look="primary"
              alignSelf="flex-start"
              disabled={reason !== null}
              aria-describedby={reason ? reasonId : undefined}
              onClick={() => card && pay(card)}
            >
              {payLabel}
            </Button>
            {reason ? (
              <Text id={reasonId} color="fg.muted" textStyle="sm">
                {reason}
              </Text>
            ) : null}
          </Stack>
        </>
      )}
      wayOut={(problem) => <ProblemWayOut code={problem?.code} onReload={onReload} reloadLabel={reloadLabel} staffPath={staffPath} />}
    />
  );
}

/** After a refusal that paying again cannot fix: see the new prices, or the staff already hired. */
function ProblemWayOut({ code, onReload, reloadLabel, staffPath }: { code: string | undefined; onReload: () => void; reloadLabel: string; staffPath: string }) {
  if (code === 'ALREADY_HIRED' || code === 'ALREADY_PAID') {
    return (
      <HStack>
        <ChakraLink asChild color="brand.fg">
          <Link to={staffPath}>{m.checkout_go_to_staff()}</Link>
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
