import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { AdminQueuePage } from '@/review/AdminQueuePage';
import { DecisionNotice } from '@/review/DecisionNotice';
import { PagedQueue } from '@/review/PagedQueue';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { StatusFilter } from '@/ui/StatusFilter';
import { useReviewList, type ReviewFilters } from './api';
import { DocumentReview } from './DocumentReview';
import { countryChoices, DEFAULT_STATUS, filtersFromParams, firstPageSearch, kindChoices, pageFromParams, statusChoices, waitingChoices } from './list-params';
import { useDocumentDecisions } from './use-document-decisions';

function ReviewList({ filters, page }: { filters: ReviewFilters; page: number }) {
  const { status, kind, country, waitingDays } = filters;
  const locale = useLocale();
  const list = useReviewList(filters, page);
  const decisions = useDocumentDecisions();

  return (
    <PagedQueue
      filters={
        <>
          <StatusFilter label={m.crev_filter_status_label()} choices={statusChoices()} current={status} fallback={DEFAULT_STATUS} />
          <StatusFilter label={m.crev_filter_kind_label()} choices={kindChoices()} current={kind} param="kind" />
          {list.data && (list.data.countries.length > 1 || country) ? (
            <StatusFilter label={m.crev_filter_country_label()} choices={countryChoices(list.data.countries, locale)} current={country} param="country" />
          ) : null}
          {status === 'submitted' ? (
            <StatusFilter label={m.crev_filter_waiting_label()} choices={waitingChoices()} current={waitingDays ? String(waitingDays) : undefined} param="waiting" />
          ) : null}
        </>
      }
      notice={<DecisionNotice notice={decisions.notice} noticeRef={decisions.noticeRef} />}
      read={list}
      page={page}
      loadFailed={m.crev_load_failed()}
      retryLabel={m.crev_retry()}
      empty={
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
      }
      listLabel={m.crev_list_label()}
      keyOf={(item) => item.document.id}
      renderItem={(item) => <DocumentReview item={item} onApprove={decisions.approve} onReject={decisions.reject} />}
      dialog={decisions.dialog}
    />
  );
}

/** /admin/compliance: administrators approve the documents candidates hand in, or send them back with a reason. */
export default function ComplianceReviewPage() {
  const [params] = useSearchParams();
  return (
    <AdminQueuePage title={m.crev_title()} intro={m.crev_intro()} metaDescription={m.crev_description()} adminOnly={m.crev_admin_only()}>
      <ReviewList filters={filtersFromParams(params)} page={pageFromParams(params)} />
    </AdminQueuePage>
  );
}
