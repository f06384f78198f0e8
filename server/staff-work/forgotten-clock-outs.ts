import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { WorkScheduleRow } from '../db/schema.js';
import { attendanceBreaks, attendanceChanges, attendanceSessions } from '../db/schema.js';
import { hireById, lockHire } from './hires.js';
import { scheduledWindow } from './local-time.js';
import { tellEmployerOfWork } from './notify.js';
import type { StaffWorkDeps } from './work-deps.js';

/*
 * A forgotten clock-out: a session still open 8 hours after the later of its day's scheduled
 * end and its clock-in is closed at that moment (so a session begun after hours closes at its
 * own start: the time is the staff member's to claim by a correction), flagged `auto_closed`,
 * kept in `attendance_changes`, and the employer is told.
 *
 * It is done by the housekeeping sweep and again before any read or write of that staff member's
 * clock, so what anyone sees never depends on when the sweep last ran. Each session is closed in
 * its own transaction under its hire's lock (`lockHire`, the lock of every write of a hire's
 * attendance) and re-checked there, so a clock-out racing the sweep wins or loses whole and two
 * sweeps close it once.
 */

const FORGOTTEN_AFTER_MS = 8 * 60 * 60_000;

/** Where a session left open closes, if it counts as forgotten at `now`; null while it does not. */
function forgottenCloseAt(schedule: WorkScheduleRow, session: { workDate: string; clockInAt: Date }, now: Date): Date | null {
  const end = scheduledWindow(schedule, session.workDate)?.end;
  const closeAt = end && end > session.clockInAt ? end : session.clockInAt;
  return now.getTime() >= closeAt.getTime() + FORGOTTEN_AFTER_MS ? closeAt : null;
}

const openSince = (cutoff: Date) => and(isNull(attendanceSessions.clockOutAt), lte(attendanceSessions.clockInAt, cutoff));

async function closeIfForgotten({ db, clock, publicUrl }: StaffWorkDeps, session: { id: string; offerId: string }): Promise<boolean> {
  const hire = await hireById(db, session.offerId);
  return db.transaction(async (tx) => {
    const locked = await lockHire(tx, hire.offerId);
    const [open] = await tx
      .select()
      .from(attendanceSessions)
      .where(and(eq(attendanceSessions.id, session.id), isNull(attendanceSessions.clockOutAt)))
      .for('update');
    const now = clock.now();
    const closeAt = open && forgottenCloseAt(locked.schedule, open, now);
    if (!open || !closeAt) return false;
    await tx.update(attendanceSessions).set({ clockOutAt: closeAt, autoClosed: true }).where(eq(attendanceSessions.id, open.id));
    // A break still running ends with the session (or at its own start, if it began after).
    await tx
      .update(attendanceBreaks)
      .set({ endAt: sql`greatest(${attendanceBreaks.startAt}, ${closeAt.toISOString()}::timestamptz)` })
      .where(and(eq(attendanceBreaks.sessionId, open.id), isNull(attendanceBreaks.endAt)));
    await tx.insert(attendanceChanges).values({
      sessionId: open.id,
      kind: 'auto_closed',
      before: { clock_in_at: open.clockInAt.toISOString(), clock_out_at: null },
      after: { clock_in_at: open.clockInAt.toISOString(), clock_out_at: closeAt.toISOString() },
      createdAt: now,
    });
    await tellEmployerOfWork(tx, publicUrl, { ...hire, ...locked }, 'clock_out_forgotten');
    return true;
  });
}

/** The staff member's open session, closed first if it was forgotten: called before their clock is read or written. */
export async function closeForgottenClockOut(deps: StaffWorkDeps, candidateId: string): Promise<void> {
  const cutoff = new Date(deps.clock.now().getTime() - FORGOTTEN_AFTER_MS);
  const [open] = await deps.db
    .select({ id: attendanceSessions.id, offerId: attendanceSessions.offerId })
    .from(attendanceSessions)
    .where(and(eq(attendanceSessions.candidateId, candidateId), openSince(cutoff)));
  if (open) await closeIfForgotten(deps, open);
}

/**
 * Housekeeping: closes every forgotten session, one transaction each (a failure leaves the
 * others done). Idempotent and safe on several instances at once. Returns how many it closed.
 */
export async function sweepForgottenClockOuts(deps: StaffWorkDeps, batch = 200): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - FORGOTTEN_AFTER_MS);
  let closed = 0;
  // Keyset pages: a session open long before its scheduled end is not forgotten yet and stays open.
  let after: { clockInAt: Date; id: string } | undefined;
  for (;;) {
    const due = await deps.db
      .select({ id: attendanceSessions.id, offerId: attendanceSessions.offerId, clockInAt: attendanceSessions.clockInAt })
      .from(attendanceSessions)
      .where(
        and(
          openSince(cutoff),
          after &&
            or(gt(attendanceSessions.clockInAt, after.clockInAt), and(eq(attendanceSessions.clockInAt, after.clockInAt), gt(attendanceSessions.id, after.id))),
        ),
      )
      .orderBy(asc(attendanceSessions.clockInAt), asc(attendanceSessions.id))
      .limit(batch);
    for (const session of due) if (await closeIfForgotten(deps, session)) closed += 1;
    if (due.length < batch) return closed;
    after = due[due.length - 1];
  }
}
