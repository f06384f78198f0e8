import { Box, List, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';

// The sandbox behaves like the provider's own test cards (server/payments/sandbox-cards.ts).
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: m.cards_test_card_succeeds },
  { number: '4000 0000 0000 0002', outcome: m.cards_test_card_declined },
  { number: '4000 0000 0000 9995', outcome: m.cards_test_card_insufficient_funds },
  { number: '4000 0027 6000 3184', outcome: m.cards_test_card_authentication },
];

/** Without provider keys no real card can be used: this says so and lists the cards that work. */
export function SandboxTestCards() {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" borderRadius="l2" px="4" py="3" bg="bg.subtle" textStyle="sm">
      <Text fontWeight="semibold">{m.cards_test_mode_title()}</Text>
      <Text color="fg.muted">{m.cards_test_mode_intro()}</Text>
      <List.Root mt="2" ps="5" gap="1">
        {TEST_CARDS.map((card) => (
          <List.Item key={card.number}>
            <Text as="span" fontFamily="mono" whiteSpace="nowrap">
              {card.number}
            </Text>
            {' — '}
            {card.outcome()}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
