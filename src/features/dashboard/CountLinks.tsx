import { Link as ChakraLink, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Link } from 'react-router';

export interface CountLink {
  label: string;
  /** Undefined while the counts load: the card keeps its place with a placeholder. */
  count: number | undefined;
  /** There are more than `count`: shown as "count+". */
  more?: boolean;
  to: string;
}

/**
 * A group of counts, each a link to the list it counts. The label comes first in the
 * link so that screen readers say "Open jobs 3", the way the card reads at a glance.
 */
export function CountLinks({ labelledBy, items }: { labelledBy: string; items: CountLink[] }) {
  return (
    <SimpleGrid as="ul" aria-labelledby={labelledBy} listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
      {items.map((item) => (
        <li key={item.to}>
          <ChakraLink
            asChild
            display="flex"
            flexDirection="column"
            gap="1"
            h="full"
            p="4"
            borderWidth="1px"
            borderRadius="lg"
            bg="bg.panel"
            color="fg"
            textDecoration="none"
            _hover={{ borderColor: 'brand.solid', bg: 'brand.subtle', textDecoration: 'none' }}
          >
            <Link to={item.to}>
              <Text as="span" color="fg.muted" fontSize="sm">
                {item.label}
              </Text>{' '}
              {item.count === undefined ? (
                <Skeleton as="span" display="block" h="1lh" w="10" fontSize="3xl" lineHeight="1" aria-hidden="true" />
              ) : (
                <Text as="span" fontSize="3xl" fontWeight="bold" lineHeight="1" color={item.count > 0 ? 'brand.fg' : 'fg.muted'}>
                  {item.more ? `${item.count}+` : item.count}
                </Text>
              )}
            </Link>
          </ChakraLink>
        </li>
      ))}
    </SimpleGrid>
  );
}
