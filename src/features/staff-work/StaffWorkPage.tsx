import { Badge, Link as ChakraLink, Tabs, VisuallyHidden } from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { toProblem } from '@/lib/api-problem';
import { usePageTitle } from '@/lib/use-page-title';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { NotFoundNotice } from '@/ui/NotFoundNotice';
import { PageColumn } from '@/ui/PageColumn';
import { useStaffReports, type StaffRef } from './api';
import { AttendanceTab } from './AttendanceTab';
import { ReportsTab } from './ReportsTab';
import { StaffHeader, staffName } from './StaffHeader';
import { asId, useStaffWorkParams, type StaffTab } from './staff-work-params';
import { TimeOffTab } from './TimeOffTab';

const STAFF_LIST = '/dashboard/activity/staffs';

function BackToStaff() {
  return (
    <ChakraLink asChild color="brand.fg" textStyle="sm" alignSelf="flex-start">
      <Link to={STAFF_LIST}>
        <span aria-hidden="true">← </span>
        {m.staffwork_back_to_staff()}
      </Link>
    </ChakraLink>
  );
}

function StaffNotFound() {
  return <NotFoundNotice title={m.staffwork_not_found_title()} body={m.staffwork_not_found_body()} linkTo={STAFF_LIST} linkText={m.staffwork_back_to_staff()} />;
}

/** The unread count beside the reports tab: the number shown, the words read out. */
function UnreadCount({ count }: { count: number }) {
  return (
    <Badge ms="2" variant="solid" colorPalette="brand" borderRadius="full">
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden>{m.staffwork_unread_count({ count })}</VisuallyHidden>
    </Badge>
  );
}

function StaffWorkTabs({ staff, unread }: { staff: StaffRef; unread: number }) {
  const params = useStaffWorkParams();
  return (
    <>
      <StaffHeader staff={staff} />
      <Tabs.Root value={params.tab} onValueChange={({ value }) => params.setTab(value as StaffTab)} lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="attendance">{m.staffwork_tab_attendance()}</Tabs.Trigger>
          <Tabs.Trigger value="reports">
            {m.staffwork_tab_reports()}
            {unread > 0 ? (
              <>
                {' '}
                <UnreadCount count={unread} />
              </>
            ) : null}
          </Tabs.Trigger>
          <Tabs.Trigger value="time-off">{m.staffwork_tab_time_off()}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="attendance" pt="6">
          <AttendanceTab staff={staff} month={params.month} view={params.view} onMonth={params.setMonth} onView={params.setView} />
        </Tabs.Content>
        <Tabs.Content value="reports" pt="6">
          <ReportsTab staff={staff} page={params.page} report={params.report} onPage={params.setPage} />
        </Tabs.Content>
        <Tabs.Content value="time-off" pt="6">
          <TimeOffTab staff={staff} page={params.page} onPage={params.setPage} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

function StaffWork({ staffId }: { staffId: string }) {
  // The first page of reports names the staff member and counts the unread for the tab.
  const summary = useStaffReports(staffId);
  usePageTitle(summary.data ? staffName(summary.data.staff) : m.staffwork_page_title());
  if (summary.isPending) return <LoadingSpinner size="lg" label={m.staffwork_loading()} />;
  if (summary.isError) {
    if (toProblem(summary.error).code === 'NOT_FOUND') return <StaffNotFound />;
    return (
      <LoadProblem
        error={summary.error}
        what={m.staffwork_load_error()}
        retryLabel={m.staffwork_try_again()}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  return <StaffWorkTabs staff={summary.data.staff} unread={summary.data.unread} />;
}

function StaffWorkRoute() {
  const staffId = asId(useParams().id);
  return (
    <PageColumn gap="6">
      <BackToStaff />
      {staffId ? <StaffWork key={staffId} staffId={staffId} /> : <StaffNotFound />}
    </PageColumn>
  );
}

/**
 * /dashboard/activity/staffs/:id (the candidate's user id): one staff member's attendance,
 * end-of-day reports and time off, for the employer who hired them. A contract that has ended
 * stays readable; what would add entries is not offered.
 */
export default function StaffWorkPage() {
  return (
    <RoleGate role="employer" title={m.staffwork_employers_only_title()} otherRoleReason={m.staffwork_employers_only_body()}>
      <StaffWorkRoute />
    </RoleGate>
  );
}
