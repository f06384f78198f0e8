import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** What to do next, usually one button or link. */
  action?: ReactNode;
}

/**
 * What a list shows when it has nothing yet: why, and the way forward. The title is
 * not a heading, so it never breaks the page's heading order wherever it is placed.
 */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="2"
      py="10"
      px="6"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
      bg="bg.subtle"
    >
      {/* Only the words are announced when the list turns empty; the way forward is not read out with them. */}
      <Stack role="status" gap="2" align="center">
        <Text fontWeight="semibold" fontSize="lg">
          {title}
        </Text>
        {description && (
          <Text color="fg.muted" maxW="prose">
            {description}
          </Text>
        )}
      </Stack>
      {action && <Stack pt="2">{action}</Stack>}
    </Stack>
  );
}
