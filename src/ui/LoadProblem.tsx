import { Box, HStack, Text } from '@chakra-ui/react';
import { toProblem } from '@/lib/api-problem';
import { Button } from '@/ui/Button';

export interface LoadProblemProps {
  error: unknown;
  onRetry: () => void;
  /** The retry button's words; each page keeps its own. */
  retryLabel: string;
  /** What could not be loaded, in words, said before the server's reason. */
  what?: string;
  /** A retry is under way: the button shows it is working. */
  retrying?: boolean;
}

/** A read that failed: what, why (the server's words when it gave any), and a way to try again. */
export function LoadProblem({ error, onRetry, retryLabel, what, retrying = false }: LoadProblemProps) {
  return (
    <Box role="alert" bg="bg.error" borderWidth="1px" borderColor="red.700" borderInlineStartWidth="4px" borderRadius="l2" px="4" py="3">
      <HStack justify="space-between" gap="4" flexWrap="wrap">
        <Box>
          {/* The space keeps the two sentences apart when the alert is read as one text. */}
          {what && <Text fontWeight="semibold">{what}</Text>}{' '}
          <Text textStyle="sm">{toProblem(error).message}</Text>
        </Box>
        <Button look="secondary" size="sm" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      </HStack>
    </Box>
  );
}
