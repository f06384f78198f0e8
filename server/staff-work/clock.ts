import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { attendanceBreaks, attendanceSessions } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { CandidateOwner } from '../http/owner.js';
import { violatedUniqueIndex } from '../http/unique-violation.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { isReadyToStart } from '../onboarding/readiness.js';
import { attendanceDays } from './attendance-history.js';
import { forgottenSessionsOf, openSessionOf } from './attendance-records.js';
import { closeForgottenClockOut } from './forgotten-clock-outs.js';
import { currentHireOf, lockRunningHire, toStaffRef, type Hire } from './hires.js';
import { addDays, localDate } from './local-time.js';
import { toAttendanceSession, type SessionRecord } from './session-view.js';
import type { StaffWorkDeps } from './work-deps.js';

/*
 * The staff member's clock: clock in, breaks, clock out, and where the day stands.
 *
 * Invariants: at most one open session per staff member (`attendance_one_open_idx`) and one open
 * break per session (`attendance_breaks_one_open_idx`); a session is clocked out after it was
 * clocked in and never overlaps another; a break lies inside its session; the times are the
 * server's clock (`deps.clock`), never the browser's. A contract that ended takes no new entries.
 *
 * Transaction: a forgotten clock-out is closed first (server/staff-work/forgotten-clock-outs.ts),
 * then each change runs in one transaction that locks the hire's offers row (`lockRunningHire`)
 * before it reads the open session, so a double click or a second tab waits for the first and
 * then gets the 409 that says what happened, never a second row.
 */

type ClockStatus = Schema<'ClockStatus'>;

/** How far back the clock lists the sessions closed for a forgotten clock-out. */
const FORGOTTEN_SHOWN_DAYS = 14;

/**
 * Where the staff member's day stands at `now`. The day shown is the open session's (a night
 * shift's day began yesterday), else today's.
 */
async function clockStatus(db: Queryable, hire: Hire, open: SessionRecord | undefined, now: Date): Promise<ClockStatus> {
  const today = localDate(hire.schedule.timezone, now);
  const date = open?.workDate ?? today;
  const [[day], forgotten, ready] = await Promise.all([
    attendanceDays(db, hire, { from: date, to: date }, now),
    forgottenSessionsOf(db, hire, addDays(today, -FORGOTTEN_SHOWN_DAYS)),
    open ? true : isReadyToStart(db, hire.candidateId),
  ]);
  const onBreak = open?.breaks.some((b) => b.endAt === null);
  const state = open ? (onBreak ? 'on_break' : 'working') : !ready ? 'waiting_for_onboarding' : day!.sessions.length > 0 ? 'done' : 'off';
  return {
    state,
    staff: toStaffRef(hire),
    today,
    session: day!.sessions.find((s) => s.clock_out_at === null) ?? day!.sessions.at(-1) ?? null,
    day: day!,
    forgotten: forgotten.map((s) => toAttendanceSession(s, now)),
  };
}

/** Today's clock; an ended contract's last day stays readable. */
export async function getMyClock(deps: StaffWorkDeps, owner: CandidateOwner): Promise<ClockStatus> {
  const hire = await currentHireOf(deps.db, owner.candidateId, { forWrite: false });
  await closeForgottenClockOut(deps, owner.candidateId);
  const now = deps.clock.now();
  return clockStatus(deps.db, hire, await openSessionOf(deps.db, hire), now);
}

type Change = (tx: Tx, hire: Hire, open: SessionRecord | undefined, now: Date) => Promise<void>;

async function changeClock(deps: StaffWorkDeps, owner: CandidateOwner, change: Change): Promise<ClockStatus> {
  const hire = await currentHireOf(deps.db, owner.candidateId, { forWrite: true });
  await closeForgottenClockOut(deps, owner.candidateId);
  return deps.db.transaction(async (tx) => {
    const running = await lockRunningHire(tx, hire);
    const now = deps.clock.now();
    await change(tx, running, await openSessionOf(tx, running), now);
    return clockStatus(tx, running, await openSessionOf(tx, running), now);
  });
}

/**
 * Starts a session, dated today in the staff member's time zone. Only once onboarding is complete
 * (server/onboarding/readiness.ts): until then the hire exists but its work has not started.
 */
export async function clockIn(deps: StaffWorkDeps, owner: CandidateOwner): Promise<ClockStatus> {
  try {
    return await changeClock(deps, owner, async (tx, hire, open, now) => {
      if (open) throw new ApiError(409, 'ALREADY_CLOCKED_IN');
      if (!(await isReadyToStart(tx, hire.candidateId))) throw new ApiError(409, 'ONBOARDING_INCOMPLETE');
      // Another hire's session (one that ended with a session open) or a corrected one reaching past now.
      const [other] = await tx
        .select({ clockOutAt: attendanceSessions.clockOutAt })
        .from(attendanceSessions)
        .where(and(eq(attendanceSessions.candidateId, hire.candidateId), gt(attendanceSessions.clockOutAt, now)))
        .limit(1);
      if (other) throw new ApiError(409, 'ATTENDANCE_OVERLAP');
      await tx.insert(attendanceSessions).values({
        offerId: hire.offerId,
        employerId: hire.employerId,
        candidateId: hire.candidateId,
        workDate: localDate(hire.schedule.timezone, now),
        clockInAt: now,
        createdAt: now,
      });
    });
  } catch (error) {
    // A session left open in another hire holds the one open place.
    if (violatedUniqueIndex(error) === 'attendance_one_open_idx') throw new ApiError(409, 'ALREADY_CLOCKED_IN');
    throw error;
  }
}

/** Ends the open session, and its break if one is still going on. */
export async function clockOut(deps: StaffWorkDeps, owner: CandidateOwner): Promise<ClockStatus> {
  return changeClock(deps, owner, async (tx, _hire, open, now) => {
    if (!open) throw new ApiError(409, 'NOT_CLOCKED_IN');
    await tx
      .update(attendanceBreaks)
      .set({ endAt: now })
      .where(and(eq(attendanceBreaks.sessionId, open.id), isNull(attendanceBreaks.endAt)));
    await tx.update(attendanceSessions).set({ clockOutAt: now }).where(eq(attendanceSessions.id, open.id));
  });
}

export async function startBreak(deps: StaffWorkDeps, owner: CandidateOwner): Promise<ClockStatus> {
  return changeClock(deps, owner, async (tx, _hire, open, now) => {
    if (!open) throw new ApiError(409, 'NOT_CLOCKED_IN');
    if (open.breaks.some((b) => b.endAt === null)) throw new ApiError(409, 'ALREADY_ON_BREAK');
    await tx.insert(attendanceBreaks).values({ sessionId: open.id, startAt: now });
  });
}

export async function endBreak(deps: StaffWorkDeps, owner: CandidateOwner): Promise<ClockStatus> {
  return changeClock(deps, owner, async (tx, _hire, open, now) => {
    const running = open?.breaks.find((b) => b.endAt === null);
    if (!open || !running) throw new ApiError(409, 'NOT_ON_BREAK');
    await tx
      .update(attendanceBreaks)
      .set({ endAt: now })
      .where(and(eq(attendanceBreaks.sessionId, open.id), isNull(attendanceBreaks.endAt)));
  });
}
