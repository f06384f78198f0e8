import { m } from '../../src/generated/paraglide/messages.js';
import type { Schema } from '../http/handler-types.js';
import { CSV_BOM, csvRow } from '../http/csv.js';
import type { EmployerOwner } from '../http/owner.js';
import type { Locale } from '../i18n.js';
import { offsetMinutes } from '../../src/shared/time-zones.js';
import { attendanceDays } from './attendance-history.js';
import { EXPORT_MAX_DAYS, rangeOf } from './date-range.js';
import { closeForgottenClockOut } from './forgotten-clock-outs.js';
import { staffHireForEmployer } from './hires.js';
import { localDate } from './local-time.js';
import type { StaffWorkDeps } from './work-deps.js';

/*
 * A staff member's attendance as a CSV file for the employer: one row a day of the range (at
 * most 366), headed and marked in the reader's language, hours as decimals a spreadsheet sums,
 * clock times as the staff member's wall clock (the zone is in the header).
 */

type DayMark = Schema<'DayMark'>;

const markWords: Record<DayMark, (inputs: Record<string, never>, options: { locale: Locale }) => string> = {
  on_time: m.staff_work_srv_mark_on_time,
  late: m.staff_work_srv_mark_late,
  short: m.staff_work_srv_mark_short,
  absent: m.staff_work_srv_mark_absent,
  on_leave: m.staff_work_srv_mark_on_leave,
  day_off: m.staff_work_srv_mark_day_off,
  in_progress: m.staff_work_srv_mark_in_progress,
  upcoming: m.staff_work_srv_mark_upcoming,
};

/** Minutes as hours with two decimals: 450 → "7.50". */
const hours = (minutes: number) => (minutes / 60).toFixed(2);

/** An instant as `zone`'s wall clock, `YYYY-MM-DD HH:MM` (a night shift's clock-out falls on the next day). */
function wallClock(zone: string, iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  const local = new Date(at.getTime() + offsetMinutes(zone, at) * 60_000).toISOString();
  return `${localDate(zone, at)} ${local.slice(11, 16)}`;
}

type RangeQuery = { from?: string; to?: string };

/** The attendance of a staff member the employer hired, for a range of days (the current month by default). */
export async function exportAttendanceCsv(
  deps: StaffWorkDeps,
  owner: EmployerOwner,
  candidateId: string,
  query: RangeQuery,
  locale: Locale,
): Promise<{ fileName: string; csv: string }> {
  const hire = await staffHireForEmployer(deps.db, owner.employerId, candidateId);
  await closeForgottenClockOut(deps, hire.candidateId);
  const now = deps.clock.now();
  const zone = hire.schedule.timezone;
  const range = rangeOf(query, localDate(zone, now), EXPORT_MAX_DAYS);
  const days = await attendanceDays(deps.db, hire, range, now);
  const o = { locale };
  const header = [
    m.staff_work_srv_csv_date({}, o),
    m.staff_work_srv_csv_mark({}, o),
    m.staff_work_srv_csv_scheduled_hours({}, o),
    m.staff_work_srv_csv_worked_hours({}, o),
    m.staff_work_srv_csv_break_hours({}, o),
    m.staff_work_srv_csv_first_clock_in({ zone }, o),
    m.staff_work_srv_csv_last_clock_out({ zone }, o),
    m.staff_work_srv_csv_auto_closed({}, o),
  ];
  const yes = m.staff_work_srv_csv_yes({}, o);
  const no = m.staff_work_srv_csv_no({}, o);
  const lines = days.map((day) =>
    csvRow([
      day.date,
      markWords[day.mark]({}, o),
      hours(day.scheduled_minutes),
      hours(day.worked_minutes),
      hours(day.break_minutes),
      wallClock(zone, day.first_clock_in_at),
      wallClock(zone, day.sessions.at(-1)?.clock_out_at),
      day.sessions.some((s) => s.auto_closed) ? yes : no,
    ]),
  );
  return { fileName: `attendance-${range.from}-${range.to}.csv`, csv: CSV_BOM + csvRow(header) + lines.join('') };
}
