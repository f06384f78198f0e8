import { useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { AdminQueuePage } from '@/review/AdminQueuePage';
import { DecisionNotice } from '@/review/DecisionNotice';
import { PagedQueue } from '@/review/PagedQueue';
import { EmptyState } from '@/ui/EmptyState';
import { StatusFilter } from '@/ui/StatusFilter';
import { STATUSES, useReportQueue, type ReportStatus } from './api';
import { ReportCard } from './ReportCard';
import { DEFAULT_STATUS, pageFromParams, statusFromParams } from './report-params';
import { useReportDecisions } from './use-report-decisions';
import { STATUS } from './words';

const EMPTY: Record<ReportStatus, () => string> = { open: m.mrep_empty_open, resolved: m.mrep_empty_resolved, dismissed: m.mrep_empty_dismissed };

function Queue({ status, page }: { status: ReportStatus; page: number }) {
  const queue = useReportQueue(status, page);
  const decisions = useReportDecisions();
  return (
    <PagedQueue
      filters={<StatusFilter label={m.mrep_filter_status()} choices={STATUSES.map((value) => ({ value, label: STATUS[value].filter() }))} current={status} fallback={DEFAULT_STATUS} />}
      notice={<DecisionNotice notice={decisions.notice} noticeRef={decisions.noticeRef} />}
      read={queue}
      page={page}
      loadFailed={m.mrep_load_failed()}
      retryLabel={m.mrep_retry()}
      empty={<EmptyState title={EMPTY[status]()} description={status === 'open' ? m.mrep_empty_open_hint() : undefined} />}
      listLabel={m.mrep_list_label()}
      keyOf={(report) => report.id}
      renderItem={(report) => <ReportCard report={report} onResolve={decisions.resolve} onDismiss={decisions.dismiss} />}
      dialog={decisions.dialog}
    />
  );
}

/** /admin/message-reports: administrators read reported conversations and messages, newest first by status, and resolve or dismiss each with a note. */
export default function MessageReportsPage() {
  const [params] = useSearchParams();
  return (
    <AdminQueuePage title={m.mrep_title()} intro={m.mrep_intro()} metaDescription={m.mrep_description()} adminOnly={m.mrep_admin_only()}>
      <Queue status={statusFromParams(params)} page={pageFromParams(params)} />
    </AdminQueuePage>
  );
}
