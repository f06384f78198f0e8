import { Stack } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { EmptyState, type EmptyStateProps } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { Pagination } from '@/ui/Pagination';

interface PagedQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface PagedListProps<T extends { has_more: boolean }, Item> {
  query: PagedQuery<T>;
  items: (data: T) => Item[];
  itemKey: (item: Item) => string;
  /** One row, as its own `<li>`. */
  renderItem: (item: Item) => ReactNode;
  /** Names the list for screen readers. */
  label: string;
  loadingLabel: string;
  /** A status filter is on: an empty page then says nothing matches rather than nothing yet. */
  filtered: boolean;
  emptyFiltered: string;
  empty: EmptyStateProps;
  page: number;
  onPageChange: (page: number) => void;
}

/** One of the candidate's server-paged lists: a spinner, the problem with a retry, why it is empty, or the rows and the pager. */
export function PagedList<T extends { has_more: boolean }, Item>(props: PagedListProps<T, Item>) {
  const { query, items, itemKey, renderItem, label, loadingLabel, filtered, emptyFiltered, empty, page, onPageChange } = props;
  if (query.isPending) return <LoadingSpinner label={loadingLabel} />;
  if (query.isError || !query.data) {
    return <LoadProblem retryLabel={m.cand_try_again()} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const rows = items(query.data);
  if (rows.length === 0) return filtered ? <EmptyState title={emptyFiltered} /> : <EmptyState {...empty} />;
  return (
    <Stack gap="4">
      <Stack as="ul" gap="4" m="0" p="0" aria-label={label} aria-busy={query.isFetching || undefined}>
        {rows.map((item) => (
          <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
        ))}
      </Stack>
      <Pagination page={page} hasMore={query.data.has_more} onPageChange={onPageChange} />
    </Stack>
  );
}
