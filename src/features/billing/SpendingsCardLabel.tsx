import { Text, VisuallyHidden } from '@chakra-ui/react';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { brandName } from '@/payments/card-labels';

type CardBrief = components['schemas']['CardBrief'];

/** "Visa •••• 4242", read out as "Visa ending in 4242". */
export function SpendingsCardLabel({ card }: { card: CardBrief | undefined }) {
  if (!card) {
    return (
      <Text as="span" color="fg.muted">
        {m.transactions_no_card()}
      </Text>
    );
  }
  return (
    <Text as="span" whiteSpace="nowrap">
      {brandName(card.brand)} <span aria-hidden="true">•••• {card.last4}</span>
      <VisuallyHidden>{m.transactions_card_ending({ last4: card.last4 })}</VisuallyHidden>
    </Text>
  );
}
