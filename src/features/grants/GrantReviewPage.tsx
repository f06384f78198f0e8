import { Stack } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
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
import { RoleGate } from '@/app-state/RoleGate';
import { DecisionNotice } from '@/review/DecisionNotice';
import { useDecisionDialog } from '@/review/use-decision-dialog';
import { ApplicationReview } from './ApplicationReview';
import { ApproveDialog } from './ApproveDialog';
import { RejectDialog } from './RejectDialog';
import { DEFAULT_STATUS, pageFromParams, statusChoices, statusFromParams, type StatusChoice } from './list-params';
import { useReviewList, type GrantApplication } from './review-api';

function decisionNotice(decided: GrantApplication): string {
  const email = decided.employer?.email ?? '';
  const organisation = decided.organisation_name;
  return decided.status === 'approved' && decided.grant
    ? m.grants_approved_notice({ organisation, percent: decided.grant.percent, hires: decided.grant.hires, email })
    : m.grants_rejected_notice({ organisation, email });
}

function ReviewList({ status, page }: { status: StatusChoice; page: number }) {
  const [, setParams] = useSearchParams();
  const list = useReviewList(status === 'all' ? undefined : status, page);
  const decisions = useDecisionDialog<'approve' | 'reject', GrantApplication, GrantApplication>((_, decided) => decisionNotice(decided));
  const decision = decisions.opened;
  const goToPage = (next: number) =>
    setParams((params) => {
      const copy = new URLSearchParams(params);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });

  const frame = decision && { ...decisions.frame, application: decision.item };

  return (
    <Stack gap="5">
      <StatusFilter label={m.grants_review_filter_label()} choices={statusChoices()} current={status} fallback={DEFAULT_STATUS} />
      <DecisionNotice notice={decisions.notice} noticeRef={decisions.noticeRef} />
      {list.isError ? (
        <LoadProblem
          error={list.error}
          what={m.grants_review_load_failed()}
          retryLabel={m.grants_review_retry()}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <Stack align="center" py="8">
          <LoadingSpinner />
        </Stack>
      ) : list.data.items.length === 0 ? (
        page > 1 ? (
          <EmptyState
            title={m.grants_review_empty_page()}
            action={
              <Button look="secondary" asChild>
                <Link to={{ search: status === 'submitted' ? '' : `status=${status}` }}>{m.grants_review_first_page()}</Link>
              </Button>
            }
          />
        ) : status === 'submitted' ? (
          <EmptyState title={m.grants_review_empty_submitted()} description={m.grants_review_empty_submitted_hint()} />
        ) : (
          <EmptyState title={m.grants_review_empty_other()} />
        )
      ) : (
        <>
          <Stack as="ul" aria-label={m.grants_review_list_label()} listStyleType="none" ps="0" gap="4">
            {list.data.items.map((application) => (
              <li key={application.id}>
                <ApplicationReview application={application} onApprove={decisions.openWith('approve')} onReject={decisions.openWith('reject')} />
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

/** /admin/grant-applications: administrators decide employers' grant applications, oldest first. */
export default function GrantReviewPage() {
  usePageTitle(m.grants_review_title());
  useMetaDescription(m.grants_review_description());
  const [params] = useSearchParams();
  return (
    <PageColumn maxW="4xl" gap="6">
      <RoleGate role="admin" title={m.grants_review_title()} otherRoleReason={m.grants_review_admin_only()}>
        <PageHeader title={m.grants_review_title()} description={m.grants_review_intro()} />
        <ReviewList status={statusFromParams(params)} page={pageFromParams(params)} />
      </RoleGate>
    </PageColumn>
  );
}
