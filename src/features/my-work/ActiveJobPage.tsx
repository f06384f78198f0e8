import { Stack } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { JOBS_PATH } from '@/lib/candidate-paths';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { useMyActiveJob, type ActiveJob } from './api';
import { ClockPanel } from './ClockPanel';
import { ContractSummary } from './ContractSummary';
import { MonthAttendance } from './MonthAttendance';
import { RecentReports } from './RecentReports';
import { TimeOffSection } from './TimeOffSection';
import { WeekGlance } from './WeekGlance';
import { todayIn } from './work-time';

/** A staff member's working life: the clock first, then the week, the month, reports, time off and the contract. */
function WorkHome({ job }: { job: ActiveJob }) {
  // Today in the staff member's zone, as the server dates their days.
  const today = todayIn(job.schedule.timezone);
  return (
    <Stack gap="10">
      <ClockPanel />
      <WeekGlance today={today} />
      <MonthAttendance today={today} />
      <RecentReports />
      <TimeOffSection today={today} />
      <ContractSummary job={job} />
    </Stack>
  );
}

function ActiveJobView() {
  usePageTitle(m.cand_active_title());
  const active = useMyActiveJob();
  let body;
  if (active.isPending) body = <LoadingSpinner label={m.cand_active_loading()} />;
  else if (active.isError) body = <LoadProblem retryLabel={m.work_try_again()} error={active.error} onRetry={() => void active.refetch()} retrying={active.isFetching} />;
  else if (!active.data.job) {
    body = (
      <EmptyState
        title={m.cand_active_empty_title()}
        description={m.cand_active_empty_body()}
        action={
          <Button asChild>
            <Link to={JOBS_PATH}>{m.cand_find_jobs()}</Link>
          </Button>
        }
      />
    );
  } else body = <WorkHome job={active.data.job} />;

  return (
    <PageColumn maxW="5xl">
      <PageHeader title={m.cand_active_title()} description={m.cand_active_lead()} />
      {body}
    </PageColumn>
  );
}

/** /Candidate/ActiveJob: the staff member's work home, or the way to find a job. */
export default function ActiveJobPage() {
  return (
    <RoleGate role="candidate" title={m.cand_only_title()} otherRoleReason={m.cand_only_body()}>
      <ActiveJobView />
    </RoleGate>
  );
}
