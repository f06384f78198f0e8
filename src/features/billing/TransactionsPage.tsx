import { Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { RoleGate } from '@/app-state/RoleGate';
import { useSpendings } from './spendings-api';
import { spendingsExportHref, useSpendingsParams, type SpendingsRange } from './spendings-range';
import { SpendingsRangeForm } from './SpendingsRangeForm';
import { SpendingsSum } from './SpendingsSum';
import { SpendingsTable } from './SpendingsTable';

const BILLING_PATH = '/settings/billing';

function NoPayments({ range }: { range: SpendingsRange }) {
  // The form above offers every date again; the empty list only says why it is empty.
  if (range.from || range.to) return <EmptyState title={m.transactions_empty_range()} description={m.transactions_empty_range_hint()} />;
  return (
    <EmptyState
      title={m.transactions_empty()}
      description={m.transactions_empty_hint()}
      action={
        <Button look="secondary" asChild>
          <Link to={BILLING_PATH}>{m.transactions_go_to_billing()}</Link>
        </Button>
      }
    />
  );
}

function SpendingsResults({ range, page, onPageChange }: { range: SpendingsRange; page: number; onPageChange: (page: number) => void }) {
  const spendings = useSpendings(range, page);
  if (spendings.isPending) return <LoadingSpinner label={m.transactions_loading()} />;
  if (spendings.isError) {
    return (
      <LoadProblem
        error={spendings.error}
        what={m.transactions_load_failed()}
        retryLabel={m.transactions_try_again()}
        onRetry={() => void spendings.refetch()}
        retrying={spendings.isFetching}
      />
    );
  }
  const { spendings: rows, total_cents, has_more } = spendings.data;
  if (rows.length === 0 && page === 1) return <NoPayments range={range} />;
  return (
    <Stack gap="4" aria-busy={spendings.isPlaceholderData || undefined}>
      <SpendingsSum range={range} totalCents={total_cents} />
      {rows.length ? <SpendingsTable spendings={rows} /> : <EmptyState title={m.transactions_empty_page()} />}
      <Pagination page={page} hasMore={has_more} onPageChange={onPageChange} />
    </Stack>
  );
}

function Transactions() {
  const list = useSpendingsParams();
  return (
    <PageColumn maxW="6xl" gap="6">
      <Stack gap="2">
        <ChakraLink asChild color="brand.fg" textStyle="sm" alignSelf="flex-start">
          <Link to={BILLING_PATH}>
            <span aria-hidden="true">← </span>
            {m.transactions_back_to_billing()}
          </Link>
        </ChakraLink>
        <PageHeader
          title={m.transactions_title()}
          description={m.transactions_intro()}
          actions={
            // A plain link: the server answers with the file, so it downloads even without the app's JavaScript.
            list.problem ? null : (
              <Button look="secondary" asChild>
                <a href={spendingsExportHref(list.range)} download>
                  {m.transactions_export()}
                </a>
              </Button>
            )
          }
        />
      </Stack>
      <SpendingsRangeForm key={`${list.range.from ?? ''}/${list.range.to ?? ''}`} range={list.range} problem={list.problem} onApply={list.setRange} />
      {/* A range the server would refuse is not asked for: the form says what to change. */}
      {list.problem ? null : <SpendingsResults range={list.range} page={list.page} onPageChange={list.setPage} />}
    </PageColumn>
  );
}

/** /settings/billing/transactions: the employer's card payments in a range of dates, their sum, invoices and a CSV export. */
export default function TransactionsPage() {
  usePageTitle(m.transactions_title());
  return (
    <RoleGate role="employer" title={m.transactions_employers_only_title()} otherRoleReason={m.transactions_employers_only_body()}>
      <Transactions />
    </RoleGate>
  );
}
