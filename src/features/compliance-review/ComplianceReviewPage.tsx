import { Alert, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
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
import { useReviewList, type ComplianceDocument, type ComplianceReviewItem, type ReviewFilters } from './api';
import { ApproveDialog } from './ApproveDialog';
import { DocumentReview } from './DocumentReview';
import { countryChoices, DEFAULT_STATUS, filtersFromParams, firstPageSearch, kindChoices, pageFromParams, statusChoices, waitingChoices } from './list-params';
import { RejectDialog } from './RejectDialog';
import { candidateName, KIND_TITLE } from './words';

interface OpenDecision {
  kind: 'approve' | 'reject';
  item: ComplianceReviewItem;
  /** A fresh form and machine for every opening. */
  key: number;
}

function decisionNotice(item: ComplianceReviewItem, decided: ComplianceDocument): string {
  const words = { name: candidateName(item.candidate), kind: KIND_TITLE[decided.kind]() };
  return decided.status === 'rejected' ? m.crev_rejected_notice(words) : m.crev_approved_notice(words);
}

function ReviewList({ filters, page }: { filters: ReviewFilters; page: number }) {
  const { status, kind, country, waitingDays } = filters;
  const locale = useLocale();
  const [, setParams] = useSearchParams();
  const list = useReviewList(filters, page);
  const [decision, setDecision] = useState<OpenDecision | null>(null);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const opened = useRef(0);
  const decided = useRef(false);

  const openDecision = (kind: OpenDecision['kind']) => (item: ComplianceReviewItem) => {
    opened.current += 1;
    decided.current = false;
    setDecision({ kind, item, key: opened.current });
    setOpen(true);
  };
  const goToPage = (next: number) =>
    setParams((params) => {
      const copy = new URLSearchParams(params);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });

  const frame = decision && {
    item: decision.item,
    open,
    onClose: () => setOpen(false),
    onDone: (document: ComplianceDocument) => {
      decided.current = true;
      setNotice(decisionNotice(decision.item, document));
      setOpen(false);
    },
    // A decided document leaves the waiting list, and the button that opened the dialog with it.
    finalFocusEl: () => (decided.current ? noticeRef.current : null),
  };

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
      {notice ? (
        <Alert.Root ref={noticeRef} status="success" role="status" tabIndex={-1}>
          <Alert.Indicator />
          <Alert.Description>{notice}</Alert.Description>
        </Alert.Root>
      ) : null}
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
                <DocumentReview item={item} onApprove={openDecision('approve')} onReject={openDecision('reject')} />
              </li>
            ))}
          </Stack>
          <Pagination page={page} hasMore={list.data.has_more} onPageChange={goToPage} />
        </>
      )}
      {decision && frame ? (
        decision.kind === 'approve' ? <ApproveDialog key={decision.key} {...frame} /> : <RejectDialog key={decision.key} {...frame} />
      ) : null}
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
