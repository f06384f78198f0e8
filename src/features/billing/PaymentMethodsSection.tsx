import { Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { usePaymentMethods, type PaymentMethod } from '@/payments/api';
import { isExpired } from '@/payments/card-checks';
import { cardName } from '@/payments/card-labels';
import { CardDetails } from '@/payments/CardDetails';
import { CardEntry } from '@/payments/CardEntry';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { Modal } from '@/ui/Modal';
import { notify } from '@/ui/toaster';
import { refreshCards, removeCard } from './api';
import { BillingConfirm } from './BillingConfirm';
import { BillingSection } from './BillingSection';
import { useMakeDefaultCard } from './flows';

/** The saved cards: add one, choose the one the monthly bill is charged to, remove one. */
export function PaymentMethodsSection() {
  const queryClient = useQueryClient();
  const cards = usePaymentMethods();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const makeDefault = useMakeDefaultCard();
  const today = new Date();

  return (
    <BillingSection
      id="billing-cards"
      title={m.billing_cards_heading()}
      intro={m.billing_cards_intro()}
      action={
        <Button look="secondary" onClick={() => setAdding(true)}>
          {m.billing_card_add()}
        </Button>
      }
    >
      {cards.isPending ? <LoadingSpinner /> : null}
      {cards.isError ? (
        <LoadProblem
          error={cards.error}
          what={m.billing_cards_load_failed()}
          retryLabel={m.billing_try_again()}
          onRetry={() => void cards.refetch()}
          retrying={cards.isFetching}
        />
      ) : null}
      {cards.data?.payment_methods.length === 0 ? <Text color="fg.muted">{m.billing_cards_empty()}</Text> : null}
      {cards.data && cards.data.payment_methods.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="3">
          {cards.data.payment_methods.map((card) => (
            <Box as="li" key={card.id} borderWidth="1px" borderRadius="l2" px="4" py="3">
              <HStack justify="space-between" gap="4" flexWrap="wrap">
                <CardDetails card={card} expired={isExpired({ month: card.exp_month, year: card.exp_year }, today)} />
                <HStack gap="2">
                  {card.is_default ? null : (
                    <Button
                      look="ghost"
                      size="sm"
                      loading={makeDefault.isPending && makeDefault.variables?.id === card.id}
                      disabled={makeDefault.isPending}
                      onClick={() => makeDefault.mutate(card)}
                    >
                      {/* The space outside: a name's leading space inside the hidden part is trimmed away. */}
                      {m.billing_card_make_default()}{' '}
                      <VisuallyHidden>{cardName(card)}</VisuallyHidden>
                    </Button>
                  )}
                  <Button look="ghost" size="sm" onClick={() => setRemoving(card)}>
                    {m.billing_card_remove()}{' '}
                    <VisuallyHidden>{cardName(card)}</VisuallyHidden>
                  </Button>
                </HStack>
              </HStack>
            </Box>
          ))}
        </Stack>
      ) : null}

      <Modal open={adding} onClose={() => setAdding(false)} title={m.billing_card_add()} size="lg">
        {adding ? (
          <CardEntry
            onSaved={() => {
              setAdding(false);
              notify({ kind: 'success', title: m.billing_card_added() });
            }}
          />
        ) : null}
      </Modal>

      {removing ? (
        <BillingConfirm
          title={m.billing_card_remove_title()}
          confirmLabel={m.billing_card_remove_confirm()}
          onConfirm={() => removeCard(removing.id)}
          onDone={() => {
            setRemoving(null);
            notify({ kind: 'success', title: m.billing_card_removed() });
            void refreshCards(queryClient);
          }}
          onClose={() => setRemoving(null)}
        >
          <Text>{m.billing_card_remove_body({ card: cardName(removing) })}</Text>
        </BillingConfirm>
      ) : null}
    </BillingSection>
  );
}
