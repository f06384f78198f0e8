import { HStack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from './Button';

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  /** Whether the server has rows after this page. */
  hasMore: boolean;
  onPageChange: (page: number) => void;
}

/**
 * Previous and next pages of a list. Lists are paged by the server without a total
 * (a count would cost a scan at a million rows), so there are no numbered pages to jump to.
 */
export function Pagination({ page, hasMore, onPageChange }: PaginationProps) {
  if (page <= 1 && !hasMore) return null;
  return (
    <HStack as="nav" aria-label={m.ui_pagination_label()} justify="space-between" gap="4" py="2">
      <Button look="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {m.ui_pagination_previous()}
      </Button>
      <Text aria-live="polite" fontSize="sm" color="fg.muted">
        {m.ui_pagination_current({ page })}
      </Text>
      <Button look="secondary" size="sm" disabled={!hasMore} onClick={() => onPageChange(page + 1)}>
        {m.ui_pagination_next()}
      </Button>
    </HStack>
  );
}
