import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale, useSession } from '@/app-state/app-actors';
import { RoleGate } from '@/app-state/RoleGate';
import { ACTIVE_JOB_PATH } from '@/lib/candidate-paths';
import { EOD_REPORT_KEY_PREFIX, readSession } from '@/lib/storage';
import { usePageTitle } from '@/lib/use-page-title';
import type { EodReportInput } from '@/machines/eod-report.machine';
import { BackLink } from '@/ui/BackLink';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { useMyClock, useMyReports, type ClockStatus, type EodReport } from './api';
import { ReportForm } from './ReportForm';
import { formatFullDate } from './work-time';

/** The composer once today and today's report (if any) are known; the tab's draft is read once. */
function Composer({ clock, todays, userId }: { clock: ClockStatus; todays: EodReport | null; userId: string }) {
  const locale = useLocale();
  const [input] = useState<EodReportInput>(() => {
    const storageKey = `${EOD_REPORT_KEY_PREFIX}${userId}`;
    return { today: clock.today, report: todays, suggestedMinutes: clock.day.worked_minutes, draft: readSession(storageKey), storageKey };
  });
  const title = todays ? m.work_report_edit_title() : m.work_report_new_title();
  usePageTitle(title);
  return (
    <>
      <Stack gap="3">
        <BackLink to={ACTIVE_JOB_PATH}>{m.work_back_home()}</BackLink>
        <PageHeader title={title} description={m.work_report_lead({ date: formatFullDate(clock.today, locale) })} />
      </Stack>
      <ReportForm input={input} workedToday={clock.day.worked_minutes} />
    </>
  );
}

function ComposerView() {
  const { user } = useSession();
  const clock = useMyClock();
  const reports = useMyReports();
  const failed = clock.isError ? clock : reports.isError ? reports : null;
  if (failed) {
    return (
      <Stack gap="4">
        <PageHeader title={m.work_report_new_title()} />
        <LoadProblem what={m.work_report_load_failed()} retryLabel={m.work_try_again()} error={failed.error} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
        <BackLink to={ACTIVE_JOB_PATH}>{m.work_back_home()}</BackLink>
      </Stack>
    );
  }
  if (!clock.data || !reports.data || !user) return <LoadingSpinner label={m.work_report_loading()} />;
  // Only today's report can still be changed, and it is the latest.
  const latest = reports.data.reports[0];
  const todays = latest?.editable ? latest : null;
  return <Composer key={todays?.id ?? 'new'} clock={clock.data} todays={todays} userId={user.id} />;
}

/** /candidate/create-eod-report: today's end-of-day report, new or changed. */
export default function ReportComposerPage() {
  return (
    <RoleGate role="candidate" title={m.cand_only_title()} otherRoleReason={m.cand_only_body()}>
      <PageColumn maxW="3xl">
        <ComposerView />
      </PageColumn>
    </RoleGate>
  );
}
