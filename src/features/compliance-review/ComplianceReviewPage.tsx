import { Stack } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { RoleGate } from '@/app-state/RoleGate';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { StatusFilter } from '@/ui/StatusFilter';
import { useReviewList, type ReviewFilters } from './api';
import { DecisionNotice } from '@/review/DecisionNotice';
import { DocumentReview } from './DocumentReview';
import { countryChoices, DEFAULT_STATUS, filtersFromParams, firstPageSearch, kindChoices, pageFromParams, statusChoices, waitingChoices } from './list-params';
import { useDocumentDecisions } from './use-document-decisions';

function ReviewList({ filters, page }: { filters: ReviewFilters; page: number }) {
  const { status, kind, country, waitingDays } = filters;
  const locale = useLocale();
  const [, setParams] = useSearchParams();
  const list = useReviewList(filters, page);
  const decisions = useDocumentDecisions();
  const goToPage = (next: number) =>
    setParams((params) => {
      const copy = new URLSearchParams(params);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });

  return (
    <Stack gap="5">
      <Stack gap="3">
        <StatusFilter label={m.crev_filter_status_label()} choices={statusChoices()} current={status} fallback={DEFAULT_STATUS} />
        <StatusFilter label={m.crev_filter_kind_label()} choices={kindChoices()} current={kind} param="kind" />
        {list.data && (list.data.countries.length > 1 || country) ? (
          <StatusFilter label={m.crev_filter_country_label()} choices={countryChoices(list.data.countries, locale)} current={country} param="country" />
        ) : null}
        {status === 'submitted' ? (
          <StatusFilter label={m.crev_filter_waiting_label()} choices={waitingChoices()} current={waitingDays ? String(waitingDays) : undefined} param="waiting" />
        ) : null}
      </Stack>
      <DecisionNotice notice={decisions.notice} noticeRef={decisions.noticeRef} />
      {list.isError ? (
        <LoadProblem error={list.error} what={m.crev_load_failed()} retryLabel={m.crev_retry()} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !list.data ? (
        <Stack align="center" py="8">
          <LoadingSpinner />
        </Stack>
      ) : list.data.items.length === 0 ? (
        page > 1 ? (
          <EmptyState
            title={m.crev_empty_page()}
            action={
              <Button look="secondary" asChild>
                <Link to={{ search: firstPageSearch(filters) }}>{m.crev_first_page()}</Link>
              </Button>
            }
          />
        ) : status === 'submitted' && !kind && !country && !waitingDays ? (
          <EmptyState title={m.crev_empty_submitted()} description={m.crev_empty_submitted_hint()} />
        ) : (
          <EmptyState title={m.crev_empty_other()} />
        )
      ) : (
        <>
          <Stack as="ul" aria-label={m.crev_list_label()} listStyleType="none" ps="0" gap="4">
            {list.data.items.map((item) => (
              <li key={item.document.id}>
                <DocumentReview item={item} onApprove={decisions.approve} onReject={decisions.reject} />
              </li>
            ))}
          </Stack>
          <Pagination page={page} hasMore={list.data.has_more} onPageChange={goToPage} />
        </>
      )}
      {decisions.dialog}
    </Stack>
  );
}

/** /admin/compliance: administrators approve the documents candidates hand in, or send them back with a reason. */
export default function ComplianceReviewPage() {
  usePageTitle(m.crev_title());
  useMetaDescription(m.crev_description());
  const [params] = useSearchParams();
  return (
    <PageColumn maxW="4xl" gap="6">
      <RoleGate role="admin" title={m.crev_title()} otherRoleReason={m.crev_admin_only()}>
        <PageHeader title={m.crev_title()} description={m.crev_intro()} />
        <ReviewList filters={filtersFromParams(params)} page={pageFromParams(params)} />
      </RoleGate>
    </PageColumn>
  );
}
