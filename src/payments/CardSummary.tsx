import { Text, VisuallyHidden } from '@chakra-ui/react';
import { cardName, brandName } from './card-labels';

/** "Visa •••• 4242" to the eye; "Visa ending in 4242" to a screen reader, which would read out the dots. */
export function CardSummary({ card }: { card: { brand: string; last4: string } }) {
  return (
    <Text as="span" fontWeight="semibold">
      <span aria-hidden="true">
        {brandName(card.brand)} •••• {card.last4}
      </span>
      <VisuallyHidden>{cardName(card)}</VisuallyHidden>
    </Text>
  );
}
