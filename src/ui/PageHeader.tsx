import { Flex, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageHeaderProps {
  title: string;
  description?: string;
  /** A link under the explanation to read more (the policy, the programme). */
  link?: { to: string; label: string };
  /** The page's main actions, placed beside the title on wide screens and under it on phones. */
  actions?: ReactNode;
}

/** The page's one h1, with its short explanation, a link to read more, and its main actions. */
export function PageHeader({ title, description, link, actions }: PageHeaderProps) {
  return (
    <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} justify="space-between" gap="4">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
        {link && (
          <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
            <Link to={link.to}>{link.label}</Link>
          </ChakraLink>
        )}
      </Stack>
      {actions && (
        <HStack gap="3" flexWrap="wrap" flexShrink={0}>
          {actions}
        </HStack>
      )}
    </Flex>
  );
}
