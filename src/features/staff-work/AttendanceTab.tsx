import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { zonePlace } from '@/shared/time-zones';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { useStaffAttendance, type StaffRef } from './api';
import { AttendanceCalendar } from './AttendanceCalendar';
import { AttendanceDayList } from './AttendanceDayList';
import { AttendanceSummary } from './AttendanceSummary';
import { CorrectionRequests } from './CorrectionRequests';
import { monthOf } from './month';
import { MonthSwitcher } from './MonthSwitcher';
import { StaffExport } from './StaffExport';
import type { AttendanceView } from './staff-work-params';

export interface AttendanceTabProps {
  staff: StaffRef;
  /** The month in the address; none for the staff member's current month. */
  month: string | undefined;
  view: AttendanceView;
  onMonth: (month: string) => void;
  onView: (view: AttendanceView) => void;
}

const MONTH_HEADING = 'attendance-month';

/** A month of attendance: its totals, the corrections asked for, the days as a calendar or a list, and the export. */
export function AttendanceTab({ staff, month, view, onMonth, onView }: AttendanceTabProps) {
  const attendance = useStaffAttendance(staff.candidate_id, month);
  if (attendance.isPending) return <LoadingSpinner label={m.staffwork_attendance_loading()} />;
  if (attendance.isError) {
    return (
      <LoadProblem
        error={attendance.error}
        what={m.staffwork_attendance_error()}
        retryLabel={m.staffwork_try_again()}
        onRetry={() => void attendance.refetch()}
        retrying={attendance.isFetching}
      />
    );
  }
  const history = attendance.data;
  const shown = monthOf(history.from);
  const zone = history.staff.schedule.timezone;
  return (
    <Stack gap="8">
      <Stack gap="6" aria-busy={attendance.isPlaceholderData || undefined}>
        <Stack gap="2">
          <MonthSwitcher month={shown} headingId={MONTH_HEADING} earliest={monthOf(staff.start_date)} latest={monthOf(history.today)} onChange={onMonth} />
          <Text color="fg.muted" textStyle="sm" textAlign="center">
            {m.staffwork_times_in_zone({ name: staff.firstname, zone: zonePlace(zone) })}
          </Text>
        </Stack>
        <AttendanceSummary totals={history.totals} name={staff.firstname} />
        <CorrectionRequests corrections={history.corrections} staff={staff} days={history.days} />
        <Stack as="section" aria-labelledby="attendance-days" gap="4">
          <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
            <Heading as="h3" id="attendance-days" size="md">
              {m.staffwork_days_title()}
            </Heading>
            <ChoiceGroup
              look="plain"
              legend={m.staffwork_view_legend()}
              choices={[
                { value: 'calendar', label: m.staffwork_view_calendar() },
                { value: 'list', label: m.staffwork_view_list() },
              ]}
              value={view}
              onChange={onView}
              columns={2}
            />
          </HStack>
          {view === 'calendar' ? (
            <AttendanceCalendar days={history.days} labelledBy={MONTH_HEADING} />
          ) : (
            <AttendanceDayList days={history.days} zone={zone} labelledBy={MONTH_HEADING} />
          )}
        </Stack>
      </Stack>
      <StaffExport key={`${history.from}/${history.to}`} staffId={staff.candidate_id} range={{ from: history.from, to: history.to }} />
    </Stack>
  );
}
