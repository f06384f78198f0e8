import { Heading, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { PAGE_SIZE, useJobSearch } from './api';
import { filtersFromParams, hasFilters, paramsFromFilters, searchQuery, type BoardFilters } from './board-filters';
import { BoardSearchForm } from './BoardSearchForm';
import { JobCard } from './JobCard';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';

/** /jobs: every open job, searchable by anyone; a signed-in candidate sees where they stand on each. */
export default function JobsBoardPage() {
  usePageTitle(m.cand_board_title());
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const jobs = useJobSearch(searchQuery(filters, PAGE_SIZE));
  const show = (next: BoardFilters) => setParams(paramsFromFilters(next));

  let results;
  if (jobs.isPending) {
    results = <LoadingSpinner label={m.cand_board_loading()} />;
  } else if (jobs.isError) {
    results = <LoadProblem retryLabel={m.cand_try_again()} error={jobs.error} onRetry={() => void jobs.refetch()} retrying={jobs.isFetching} />;
  } else if (jobs.data.jobs.length === 0) {
    results = hasFilters(filters) ? (
      <EmptyState
        title={m.cand_board_empty_filtered_title()}
        description={m.cand_board_empty_filtered_body()}
        action={
          <Button look="secondary" onClick={() => show({ q: '', page: 1 })}>
            {m.cand_board_clear()}
          </Button>
        }
      />
    ) : (
      <EmptyState title={m.cand_board_empty_title()} description={m.cand_board_empty_body()} />
    );
  } else {
    results = (
      <Stack gap="4">
        <Stack as="ul" gap="4" m="0" p="0" aria-busy={jobs.isFetching || undefined}>
          {jobs.data.jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </Stack>
        <Pagination page={filters.page} hasMore={jobs.data.has_more} onPageChange={(page) => show({ ...filters, page })} />
      </Stack>
    );
  }

  return (
    <PageColumn maxW="6xl">
      <PageHeader title={m.cand_board_title()} description={m.cand_board_lead()} />
      {/* Keyed by the URL: the back button brings the form back to the search it shows. */}
      <BoardSearchForm key={params.toString()} filters={filters} onSearch={show} />
      <Stack as="section" aria-labelledby="board-results" gap="4">
        <Heading as="h2" id="board-results" size="lg">
          {m.cand_board_results()}
        </Heading>
        {results}
      </Stack>
    </PageColumn>
  );
}
