import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { afterPayment } from '@/lib/cache';
import { formatMoney } from '@/shared/format';
import { usePaymentMethods } from '@/payments/api';
import { isExpired } from '@/payments/card-checks';
import { CardEntry } from '@/payments/CardEntry';
import { usePaymentRetry } from '@/payments/flows';
import { PaymentPanel, type PaymentPanelTexts } from '@/payments/PaymentPanel';
import { SavedCardPicker } from '@/payments/SavedCardPicker';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { notify } from '@/ui/toaster';
import type { FailedPayment } from './api';

export interface FailedPaymentsRetryProps {
  failed: FailedPayment;
  onClose: () => void;
}

// Built at render, in the language of the moment.
const billingTexts = (): PaymentPanelTexts => ({
  declined: (failure) => m.billing_retry_declined({ reason: failure.message }),
  problem: (problem) => problem.message,
  busy: () => m.billing_retry_charging(),
  tryAgain: m.billing_try_again(),
});

/**
 * Pays a failed payment again with a saved card or a new one, through the payment
 * machine: the card's authentication step when the bank asks, a decline to try again.
 */
export function FailedPaymentsRetry({ failed, onClose }: FailedPaymentsRetryProps) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const cards = usePaymentMethods();
  const { payment, finishAuthentication } = usePaymentRetry(failed.payment.id);
  const busy = useSelector(payment, (state) => state.hasTag('busy'));
  const problem = useSelector(payment, (state) => state.context.problem);
  const [chosen, setChosen] = useState<string | null>(null);
  const [newCard, setNewCard] = useState(false);

  const amount = formatMoney(failed.payment.amount_cents, locale);
  const today = new Date();
  const defaultCard = cards.data?.payment_methods.find(
    (card) => card.is_default && !isExpired({ month: card.exp_month, year: card.exp_year }, today),
  );
  const card = chosen ?? defaultCard?.id ?? null;

  const paid = () => {
    notify({ kind: 'success', title: m.billing_retry_paid() });
    void afterPayment(queryClient);
    onClose();
  };

  const close = () => {
    if (busy) return;
    // A refusal may mean the payment changed meanwhile (paid elsewhere, replaced): show the list as it is now.
    if (problem) void afterPayment(queryClient);
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
        <PaymentPanel
          payment={payment}
          onAuthenticated={finishAuthentication}
          onPaid={paid}
          texts={billingTexts()}
          gap="5"
          // After a refusal paying again cannot help (already paid, replaced), only closing is left: no way out here.
          chooseCard={(pay) =>
            newCard ? (
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
            ) : (
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
            )
          }
        />
      </Stack>
    </Modal>
  );
}
