import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { Pagination } from '@/ui/Pagination';
import { useQueueAddress } from './use-queue-address';

/** The read of one page of a queue, as a query gives it (or several joined, when the items need more). */
export interface QueueRead<Item> {
  /** The page once it has come. */
  data: { items: readonly Item[]; has_more: boolean } | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PagedQueueProps<Item> {
  /** The queue's filters (StatusFilter, a country), above everything else. */
  filters: ReactNode;
  /** What the last thing done from the queue did (DecisionNotice.tsx). */
  notice?: ReactNode;
  read: QueueRead<Item>;
  /** The page shown, from 1, as the address says. */
  page: number;
  /** What could not be loaded, in words, and the retry button's words. */
  loadFailed: string;
  retryLabel: string;
  /** What an empty page says (EmptyState); each queue words it for its filters. */
  empty: ReactNode;
  /** Names the list of items. */
  listLabel: string;
  keyOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** A decision dialog, after the list. */
  dialog?: ReactNode;
}

/**
 * One page of an administrators' queue under its filters: the read's failure with a retry, a
 * spinner while it comes, what an empty page says, or the items as a named list, with the pages
 * before and after.
 */
export function PagedQueue<Item>({ filters, notice, read, page, loadFailed, retryLabel, empty, listLabel, keyOf, renderItem, dialog }: PagedQueueProps<Item>) {
  const { goToPage } = useQueueAddress();
  return (
    <Stack gap="5">
      <Stack gap="3">{filters}</Stack>
      {notice}
      {read.isError ? (
        <LoadProblem error={read.error} what={loadFailed} retryLabel={retryLabel} onRetry={() => void read.refetch()} retrying={read.isFetching} />
      ) : !read.data ? (
        <Stack align="center" py="8">
          <LoadingSpinner />
        </Stack>
      ) : read.data.items.length === 0 ? (
        empty
      ) : (
        <>
          <Stack as="ul" aria-label={listLabel} listStyleType="none" ps="0" gap="4">
            {read.data.items.map((item) => (
              <li key={keyOf(item)}>{renderItem(item)}</li>
            ))}
          </Stack>
          <Pagination page={page} hasMore={read.data.has_more} onPageChange={goToPage} />
        </>
      )}
      {dialog}
    </Stack>
  );
}
