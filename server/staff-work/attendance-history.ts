import type { Schema } from '../http/handler-types.js';
import type { CandidateOwner, EmployerOwner } from '../http/owner.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { correctionsOf, leaveOf, sessionsOf } from './attendance-records.js';
import { HISTORY_MAX_DAYS, rangeOf, type DateRange } from './date-range.js';
import { attendanceDay, contractDays, totalsOf, type AttendanceDay } from './day-marks.js';
import { closeForgottenClockOut } from './forgotten-clock-outs.js';
import { currentHireOf, staffHireForEmployer, toStaffRef, type Hire } from './hires.js';
import { eachDate, localDate } from './local-time.js';
import { toCorrection } from './session-view.js';
import type { StaffWorkDeps } from './work-deps.js';

/*
 * A staff member's attendance over a range of days of their calendar (at most 62, the current
 * month by default), read by the employer who hired them (also after the contract ended) or by
 * the staff member (their current hire, or the last one that ended). A forgotten clock-out is
 * closed before the days are read, so the marks never depend on when housekeeping last ran.
 */

type RangeQuery = { from?: string; to?: string };

/** Every day of `range`, oldest first, marked against the hire's schedule as of `now`. */
export async function attendanceDays(db: Queryable, hire: Hire, range: DateRange, now: Date): Promise<AttendanceDay[]> {
  const [sessions, leave] = await Promise.all([sessionsOf(db, hire, range), leaveOf(db, hire, range)]);
  const contract = contractDays(hire);
  return eachDate(range.from, range.to).map((date) =>
    attendanceDay({
      date,
      now,
      schedule: hire.schedule,
      contract,
      sessions: sessions.filter((s) => s.workDate === date),
      leave: leave.get(date),
    }),
  );
}

async function historyOf({ db, clock }: StaffWorkDeps, hire: Hire, query: RangeQuery): Promise<Schema<'AttendanceHistory'>> {
  const now = clock.now();
  const today = localDate(hire.schedule.timezone, now);
  const range = rangeOf(query, today, HISTORY_MAX_DAYS);
  const [days, corrections] = await Promise.all([attendanceDays(db, hire, range, now), correctionsOf(db, hire, range)]);
  return {
    staff: toStaffRef(hire),
    from: range.from,
    to: range.to,
    today,
    days,
    totals: totalsOf(days, today),
    corrections: corrections.map(toCorrection),
  };
}

/** The employer reads the attendance of a staff member they hired. */
export async function getStaffAttendance(deps: StaffWorkDeps, owner: EmployerOwner, candidateId: string, query: RangeQuery) {
  const hire = await staffHireForEmployer(deps.db, owner.employerId, candidateId);
  await closeForgottenClockOut(deps, hire.candidateId);
  return historyOf(deps, hire, query);
}

/** The staff member reads their own attendance. */
export async function getMyAttendance(deps: StaffWorkDeps, owner: CandidateOwner, query: RangeQuery) {
  const hire = await currentHireOf(deps.db, owner.candidateId, { forWrite: false });
  await closeForgottenClockOut(deps, hire.candidateId);
  return historyOf(deps, hire, query);
}
