import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { Pagination } from '@/ui/Pagination';
import { useCandidateSearch } from './api';
import { CandidateCard } from './CandidateCard';
import { CandidateSearchForm } from './CandidateSearchForm';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { RoleGate } from '@/app-state/RoleGate';
import { RequestCandidateDialog } from './RequestCandidateDialog';
import { filtersFromParams, hasFilters, paramsFromFilters, type CandidateFilters } from './search-filters';

/** /employer/search: employers look for candidates; the search lives in the URL. */
export default function CandidateSearchPage() {
  return (
    <RoleGate role="employer" title={m.talent_search_title()} otherRoleReason={m.talent_search_employers_only()} signInReason={m.talent_search_sign_in()}>
      <CandidateSearch />
    </RoleGate>
  );
}

function CandidateSearch() {
  usePageTitle(m.talent_search_title());
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const search = useCandidateSearch(filters);
  const [requesting, setRequesting] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const turnedPage = useRef(false);

  // Each search is its own history entry, so Back returns to the previous one.
  const show = (next: CandidateFilters) => setSearchParams(paramsFromFilters(next));
  const turnPage = (page: number) => {
    turnedPage.current = true;
    show({ ...filters, page });
  };

  // After "Next" or "Previous" the reader starts at the top of the new page, not at the pager.
  useEffect(() => {
    if (turnedPage.current && !search.isPlaceholderData && search.data) {
      turnedPage.current = false;
      resultsHeading.current?.focus();
    }
  }, [search.isPlaceholderData, search.data]);

  const candidates = search.data?.candidates ?? [];
  const askUs = (
    <Button look="secondary" onClick={() => setRequesting(true)}>
      {m.talent_ask_us()}
    </Button>
  );

  return (
    <PageColumn>
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {m.talent_search_title()}
        </Heading>
        <Text color="fg.muted">{m.talent_search_intro()}</Text>
      </Stack>
      <CandidateSearchForm filters={filters} onSearch={show} onClear={() => setSearchParams(new URLSearchParams())} />
      <Stack as="section" aria-labelledby="search-results" gap="4">
        <Heading as="h2" id="search-results" size="lg" ref={resultsHeading} tabIndex={-1}>
          {m.talent_results_heading()}
        </Heading>
        {search.isPending ? (
          <LoadingSpinner label={m.talent_results_loading()} />
        ) : search.isError ? (
          <LoadProblem retryLabel={m.talent_try_again()} what={m.talent_results_failed()} error={search.error} onRetry={() => void search.refetch()} />
        ) : candidates.length === 0 ? (
          <EmptyState
            title={filters.page > 1 ? m.talent_results_page_empty() : m.talent_results_empty_title()}
            description={hasFilters(filters) ? m.talent_results_empty_filtered() : m.talent_results_empty_any()}
            action={askUs}
          />
        ) : (
          <>
            <Stack as="ul" gap="4" m="0" p="0" aria-busy={search.isPlaceholderData || undefined}>
              {candidates.map((candidate) => (
                <CandidateCard key={candidate.id} candidate={candidate} />
              ))}
            </Stack>
            <Pagination page={filters.page} hasMore={search.data.has_more} onPageChange={turnPage} />
            <Text color="fg.muted" textStyle="sm">
              {m.talent_results_not_found_yet()}{' '}
              <Button look="link" onClick={() => setRequesting(true)}>
                {m.talent_ask_us()}
              </Button>
            </Text>
          </>
        )}
      </Stack>
      <RequestCandidateDialog open={requesting} onClose={() => setRequesting(false)} role={filters.role} level={filters.level} />
    </PageColumn>
  );
}
