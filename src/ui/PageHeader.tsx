import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: string;
  /** The page's main actions, placed beside the title on wide screens and under it on phones. */
  actions?: ReactNode;
}

/** The page's one h1, with its short explanation and main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} justify="space-between" gap="4">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {actions && (
        <HStack gap="3" flexWrap="wrap" flexShrink={0}>
          {actions}
        </HStack>
      )}
    </Flex>
  );
}
