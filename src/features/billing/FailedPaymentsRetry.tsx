import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/lib/app-actors';
import { formatMoney } from '@/shared/format';
import { chargeOutcomeUnknown, paymentMachine } from '@/machines/payment.machine';
import { usePaymentMethods } from '@/payments/api';
import { AuthenticationStep } from '@/payments/AuthenticationStep';
import { isExpired } from '@/payments/card-checks';
import { CardEntry } from '@/payments/CardEntry';
import { SavedCardPicker } from '@/payments/SavedCardPicker';
import { useAuthenticationActor } from '@/payments/use-authentication-actor';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { Modal } from '@/ui/Modal';
import { notify } from '@/ui/toaster';
import { confirmPaymentActor, refreshAfterPayment, retryChargeActor, type FailedPayment } from './api';

export interface FailedPaymentsRetryProps {
  failed: FailedPayment;
  onClose: () => void;
}

/**
 * Pays a failed payment again with a saved card or a new one, through the payment
 * machine: the card's authentication step when the bank asks, a decline to try again.
 */
export function FailedPaymentsRetry({ failed, onClose }: FailedPaymentsRetryProps) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const cards = usePaymentMethods();
  const { authenticate, finish } = useAuthenticationActor();
  const [state, send] = useMachine(
    paymentMachine.provide({ actors: { charge: retryChargeActor, confirm: confirmPaymentActor, authenticate } }),
    { input: { mode: 'retry', paymentId: failed.payment.id } },
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const [newCard, setNewCard] = useState(false);

  const paid = state.matches('paid');
  // Once, however often the parent renders before this panel goes away.
  const announced = useRef(false);
  useEffect(() => {
    if (!paid || announced.current) return;
    announced.current = true;
    notify({ kind: 'success', title: m.billing_retry_paid() });
    void refreshAfterPayment(queryClient);
    onClose();
  }, [paid, queryClient, onClose]);

  const amount = formatMoney(failed.payment.amount_cents, locale);
  const busy = state.matches('charging') || state.matches('confirming') || state.matches('authenticating');
  const { payment, failure, problem, paymentMethodId } = state.context;
  // No answer about the last charge: the same attempt goes again (same card, same key), so nothing is charged twice.
  const resume = state.matches('problem') && chargeOutcomeUnknown(problem);
  // A refusal after which paying again cannot help (already paid, replaced): only closing is left.
  const canPay = !resume && (state.matches('idle') || state.can({ type: 'RETRY', paymentMethodId: chosen ?? '' }));
  const today = new Date();
  const defaultCard = cards.data?.payment_methods.find(
    (card) => card.is_default && !isExpired({ month: card.exp_month, year: card.exp_year }, today),
  );
  const card = chosen ?? defaultCard?.id ?? null;

  const pay = (cardId: string) =>
    send(state.matches('idle') ? { type: 'PAY', paymentMethodId: cardId } : { type: 'RETRY', paymentMethodId: cardId });

  const close = () => {
    if (busy) return;
    // A refusal may mean the payment changed meanwhile (paid elsewhere, replaced): show the list as it is now.
    if (problem) void refreshAfterPayment(queryClient);
    onClose();
  };

  return (
    <Modal
      open
      size="lg"
      title={m.billing_retry_title()}
      onClose={close}
      footer={
        <Button look="secondary" onClick={close} disabled={busy}>
          {m.ui_close()}
        </Button>
      }
    >
      <Stack gap="5">
        <Box>
          <Text fontWeight="semibold">{failed.description}</Text>
          <Text color="fg.muted">{m.billing_retry_amount({ amount })}</Text>
        </Box>

        {busy ? <LoadingSpinner label={m.billing_retry_charging()} /> : null}
        {state.matches('authenticating') && payment?.next_action ? (
          <AuthenticationStep nextAction={payment.next_action} amountCents={payment.amount_cents} onDone={finish} />
        ) : null}
        {state.matches('declined') && failure ? (
          <Box role="alert" bg="bg.error" borderWidth="1px" borderColor="red.700" borderInlineStartWidth="4px" borderRadius="l2" px="4" py="3">
            {m.billing_retry_declined({ reason: failure.message })}
          </Box>
        ) : null}
        {state.matches('problem') && problem ? (
          <Box role="alert" bg="bg.error" borderWidth="1px" borderColor="red.700" borderInlineStartWidth="4px" borderRadius="l2" px="4" py="3">
            {problem.message}
          </Box>
        ) : null}

        {resume && paymentMethodId ? (
          <Button look="primary" alignSelf="flex-start" onClick={() => pay(paymentMethodId)}>
            {m.billing_try_again()}
          </Button>
        ) : null}
        {!busy && canPay && newCard ? (
          <Stack gap="3">
            <CardEntry
              submitLabel={m.billing_retry_save_and_pay({ amount })}
              onSaved={(saved) => {
                setNewCard(false);
                setChosen(saved.id);
                pay(saved.id);
              }}
            />
            <Button look="link" alignSelf="flex-start" onClick={() => setNewCard(false)}>
              {m.billing_retry_use_saved_card()}
            </Button>
          </Stack>
        ) : null}
        {!busy && canPay && !newCard ? (
          <Stack gap="4">
            <SavedCardPicker value={card} onChange={setChosen} />
            <HStack gap="3" flexWrap="wrap">
              <Button look="primary" disabled={!card} onClick={() => card && pay(card)}>
                {m.billing_retry_pay({ amount })}
              </Button>
              <Button look="secondary" onClick={() => setNewCard(true)}>
                {m.billing_retry_use_new_card()}
              </Button>
            </HStack>
            {card ? null : (
              <Text color="fg.muted" textStyle="sm">
                {m.billing_retry_choose_card()}
              </Text>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
