import { Stack } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { EmptyState, type EmptyStateProps } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { Pagination } from '@/ui/Pagination';
import type { useListParams } from './list-params';
import { StatusFilter } from './StatusFilter';

interface PagedQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface PagedListProps<T extends { has_more: boolean }, Item, S extends string> {
  /** The status and page in the address (useListParams), which the filter and the pager change. */
  list: ReturnType<typeof useListParams<S>>;
  /** The status filter's id, and how it words a status. */
  filterId: string;
  statusLabel: (status: S) => string;
  query: PagedQuery<T>;
  items: (data: T) => Item[];
  itemKey: (item: Item) => string;
  /** One row, as its own `<li>`. */
  renderItem: (item: Item) => ReactNode;
  /** Names the list for screen readers. */
  label: string;
  loadingLabel: string;
  /** With a status chosen, an empty page says nothing matches rather than nothing yet. */
  emptyFiltered: string;
  empty: EmptyStateProps;
}

/**
 * One of the candidate's server-paged lists, under its status filter: a spinner, the problem
 * with a retry, why it is empty, or the rows and the pager.
 */
export function PagedList<T extends { has_more: boolean }, Item, S extends string>(props: PagedListProps<T, Item, S>) {
  const { list, filterId, statusLabel } = props;
  return (
    <>
      <StatusFilter id={filterId} statuses={list.statuses} value={list.status} label={statusLabel} onChange={list.setStatus} />
      <Rows {...props} />
    </>
  );
}

function Rows<T extends { has_more: boolean }, Item, S extends string>(props: PagedListProps<T, Item, S>) {
  const { list, query, items, itemKey, renderItem, label, loadingLabel, emptyFiltered, empty } = props;
  if (query.isPending) return <LoadingSpinner label={loadingLabel} />;
  if (query.isError || !query.data) {
    return <LoadProblem retryLabel={m.cand_try_again()} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const rows = items(query.data);
  if (rows.length === 0) return list.status ? <EmptyState title={emptyFiltered} /> : <EmptyState {...empty} />;
  return (
    <Stack gap="4">
      <Stack as="ul" gap="4" m="0" p="0" aria-label={label} aria-busy={query.isFetching || undefined}>
        {rows.map((item) => (
          <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
        ))}
      </Stack>
      <Pagination page={list.page} hasMore={query.data.has_more} onPageChange={list.setPage} />
    </Stack>
  );
}
