import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import type { PaymentMethod } from './api';
import { expiryText } from './card-labels';
import { CardSummary } from './CardSummary';

export interface CardDetailsProps {
  card: PaymentMethod;
  /** Whether the card's expiry month is over (see isExpired). */
  expired: boolean;
}

/** A saved card as the employer recognises it: brand, last digits, expiry, and whether it is the default. */
export function CardDetails({ card, expired }: CardDetailsProps) {
  const expiry = expiryText(card.exp_month, card.exp_year);
  return (
    <Stack gap="1">
      <HStack gap="2" flexWrap="wrap">
        <CardSummary card={card} />
        {/* Keeps the words apart when the card is read as one label. */}
        {card.is_default ? ' ' : null}
        {card.is_default ? (
          <Badge colorPalette="brand" variant="subtle">
            {m.cards_default_badge()}
          </Badge>
        ) : null}
      </HStack>
      <Text color={expired ? 'fg.error' : 'fg.muted'} textStyle="sm">
        {expired ? m.cards_expired({ date: expiry }) : m.cards_expires({ date: expiry })}
      </Text>
    </Stack>
  );
}
