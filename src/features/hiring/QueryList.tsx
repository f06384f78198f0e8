import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { Pagination } from '@/ui/Pagination';
import { NoMatch } from './NoMatch';

export interface PagedQuery<T extends { has_more: boolean }> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface QueryListProps<T extends { has_more: boolean }, Item> {
  query: PagedQuery<T>;
  items: (data: T) => Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** What is loading, for screen readers. */
  loadingLabel: string;
  errorText: string;
  /** Shown when the page has no rows and no filter is on. */
  empty: ReactNode;
  /** A filter is on: no rows then means nothing matches it. */
  filtered: boolean;
  /** Names the list for screen readers. */
  label: string;
  page: number;
  onPageChange: (page: number) => void;
}

/** A server-paged list: a spinner, the error with a retry, the empty state, or the rows and the pager. */
export function QueryList<T extends { has_more: boolean }, Item>(props: QueryListProps<T, Item>) {
  const { query, items, itemKey, renderItem, loadingLabel, errorText, empty, filtered, label, page, onPageChange } = props;
  if (query.isPending) return <LoadingSpinner label={loadingLabel} />;
  if (query.isError || !query.data) {
    return (
      <Stack gap="3" align="flex-start">
        <Text role="alert" color="fg.error">
          {errorText}
        </Text>
        <Button look="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
          {m.hiring_try_again()}
        </Button>
      </Stack>
    );
  }
  const rows = items(query.data);
  return (
    <Stack gap="4" aria-busy={query.isPlaceholderData || undefined}>
      {rows.length === 0 ? (
        filtered ? (
          <NoMatch />
        ) : (
          empty
        )
      ) : (
        <Stack as="ul" aria-label={label} gap="4" ps="0" m="0" listStyleType="none">
          {rows.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </Stack>
      )}
      <Pagination page={page} hasMore={query.data.has_more} onPageChange={onPageChange} />
    </Stack>
  );
}
