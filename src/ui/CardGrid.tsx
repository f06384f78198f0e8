import { SimpleGrid, Stack, Heading, Text, type SimpleGridProps } from '@chakra-ui/react';

export interface CardGridProps {
  cards: ReadonlyArray<{ title: string; body: string }>;
  /** Steps in order: an ordered list, each card showing its number. */
  numbered?: boolean;
  columns: SimpleGridProps['columns'];
}

/** Short cards of a heading (h3) and a sentence, in a grid: what we do, or how it goes step by step. */
export function CardGrid({ cards, numbered = false, columns }: CardGridProps) {
  return (
    <SimpleGrid as={numbered ? 'ol' : 'ul'} columns={columns} gap="6" listStyleType="none" m="0" p="0">
      {cards.map((card, index) => (
        <Stack as="li" key={card.title} p="6" borderWidth="1px" borderRadius="l3" bg="bg.panel" gap="2">
          {numbered ? (
            // The list already says the number; it is drawn for sighted readers only.
            <Text fontWeight="bold" color="brand.fg" aria-hidden="true">
              {index + 1}
            </Text>
          ) : null}
          <Heading as="h3" size="md">
            {card.title}
          </Heading>
          <Text color="fg.muted">{card.body}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
