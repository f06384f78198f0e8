import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { attendanceChanges, attendanceCorrections, attendanceSessions } from '../db/schema.js';
import { ApiError, fieldError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { CandidateOwner, EmployerOwner } from '../http/owner.js';
import { violatedUniqueIndex } from '../http/unique-violation.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { closeForgottenClockOut } from './forgotten-clock-outs.js';
import { currentHireOf, hireById, lockHire, lockRunningHire, type Hire } from './hires.js';
import { addDays, instantOf, localDate } from './local-time.js';
import { tellEmployerOfWork, tellStaffOfWork } from './notify.js';
import { toCorrection, type CorrectionRow } from './session-view.js';
import type { StaffWorkDeps } from './work-deps.js';

/*
 * Corrections of attendance: times are never edited in place. The staff member asks (a
 * pending request, for one of their sessions or for a day with none), the employer approves or
 * declines, and the staff member may withdraw a request still pending.
 *
 * Invariants: one pending request per session (`attendance_corrections_one_pending_idx`) and
 * per day without a session; a request's clock-in falls on its work date, its clock-out after
 * the clock-in, by noon of the next day and not in the future; an approved correction never
 * makes two of the staff member's sessions overlap (409 ATTENDANCE_OVERLAP), and each one
 * leaves a row in `attendance_changes` with the times before and after and who approved them.
 * An ended contract takes no new request and no approval (its pending requests can still be
 * declined or withdrawn).
 *
 * Transaction: each change locks the hire's offers row first (`lockHire`), the lock of every
 * write of a hire's attendance, then the correction row; the other side's news (activity and
 * mail) is written in the same transaction.
 */

type CorrectionBody = Schema<'CorrectionRequest'>;
type Correction = Schema<'AttendanceCorrection'>;

/** What a request may ask for, checked before anything is locked; each problem names its field. */
function checkRequest(hire: Hire, body: CorrectionBody, now: Date): { clockInAt: Date; clockOutAt: Date; reason: string } {
  const reason = body.reason.trim();
  if (!reason) throw fieldError('reason', 'required');
  const clockInAt = new Date(body.clock_in_at);
  const clockOutAt = new Date(body.clock_out_at);
  const zone = hire.schedule.timezone;
  if (localDate(zone, clockInAt) !== body.work_date) throw fieldError('clock_in_at', 'aroundWorkDay');
  if (clockOutAt <= clockInAt) throw fieldError('clock_out_at', 'clockOutAfterClockIn');
  if (clockOutAt > instantOf(zone, addDays(body.work_date, 1), '12:00')) throw fieldError('clock_out_at', 'aroundWorkDay');
  if (clockOutAt > now) throw fieldError('clock_out_at', 'notInFuture');
  return { clockInAt, clockOutAt, reason };
}

/** Refuses times that overlap another of the staff member's sessions (in any hire: one person works one session at a time). */
async function refuseOverlap(tx: Tx, candidateId: string, times: { clockInAt: Date; clockOutAt: Date }, sessionId: string | null) {
  const [other] = await tx
    .select({ id: attendanceSessions.id })
    .from(attendanceSessions)
    .where(
      and(
        eq(attendanceSessions.candidateId, candidateId),
        sessionId ? ne(attendanceSessions.id, sessionId) : undefined,
        lt(attendanceSessions.clockInAt, times.clockOutAt),
        or(isNull(attendanceSessions.clockOutAt), gt(attendanceSessions.clockOutAt, times.clockInAt)),
      ),
    )
    .limit(1);
  if (other) throw new ApiError(409, 'ATTENDANCE_OVERLAP');
}

/** The staff member asks for a day's times to be corrected; the employer is told. */
export async function requestCorrection(deps: StaffWorkDeps, owner: CandidateOwner, body: CorrectionBody): Promise<Correction> {
  const hire = await currentHireOf(deps.db, owner.candidateId, { forWrite: true });
  const { reason, ...times } = checkRequest(hire, body, deps.clock.now());
  await closeForgottenClockOut(deps, owner.candidateId);
  try {
    return await deps.db.transaction(async (tx) => {
      const running = await lockRunningHire(tx, hire);
      const sessionId = body.session_id ?? null;
      if (sessionId) {
        const [session] = await tx
          .select()
          .from(attendanceSessions)
          .where(and(eq(attendanceSessions.id, sessionId), eq(attendanceSessions.candidateId, owner.candidateId), eq(attendanceSessions.offerId, hire.offerId)));
        if (!session) throw new ApiError(404, 'NOT_FOUND');
        // An open session is ended by clocking out; its day is the one it was clocked in on.
        if (!session.clockOutAt) throw fieldError('session_id', 'invalid');
        if (session.workDate !== body.work_date) throw fieldError('work_date', 'aroundWorkDay');
      }
      const [pending] = await tx
        .select({ id: attendanceCorrections.id })
        .from(attendanceCorrections)
        .where(
          and(
            eq(attendanceCorrections.offerId, hire.offerId),
            eq(attendanceCorrections.status, 'pending'),
            sessionId
              ? eq(attendanceCorrections.sessionId, sessionId)
              : and(isNull(attendanceCorrections.sessionId), eq(attendanceCorrections.workDate, body.work_date)),
          ),
        );
      if (pending) throw new ApiError(409, 'CORRECTION_PENDING');
      await refuseOverlap(tx, owner.candidateId, times, sessionId);
      const [row] = await tx
        .insert(attendanceCorrections)
        .values({
          offerId: hire.offerId,
          employerId: hire.employerId,
          candidateId: hire.candidateId,
          sessionId,
          workDate: body.work_date,
          ...times,
          reason,
          createdAt: deps.clock.now(),
        })
        .returning();
      await tellEmployerOfWork(tx, deps.publicUrl, running, 'correction_requested');
      return toCorrection(row!);
    });
  } catch (error) {
    if (violatedUniqueIndex(error) === 'attendance_corrections_one_pending_idx') throw new ApiError(409, 'CORRECTION_PENDING');
    throw error;
  }
}

const ownedBy = (owner: EmployerOwner | CandidateOwner) =>
  owner.role === 'employer' ? eq(attendanceCorrections.employerId, owner.employerId) : eq(attendanceCorrections.candidateId, owner.candidateId);

/** The hire a correction belongs to, found through the caller's own column: another tenant's correction is not found. */
async function offerOfCorrection(db: Queryable, id: string, owner: EmployerOwner | CandidateOwner): Promise<string> {
  const [ref] = await db.select({ offerId: attendanceCorrections.offerId }).from(attendanceCorrections).where(and(eq(attendanceCorrections.id, id), ownedBy(owner)));
  if (!ref) throw new ApiError(404, 'NOT_FOUND');
  return ref.offerId;
}

/** Locks the hire, then the correction, which must still be pending. */
async function lockPending(tx: Tx, id: string, offerId: string) {
  const locked = await lockHire(tx, offerId);
  const [correction] = await tx.select().from(attendanceCorrections).where(eq(attendanceCorrections.id, id)).for('update');
  if (correction!.status !== 'pending') throw new ApiError(409, 'CORRECTION_NOT_PENDING');
  return { correction: correction!, locked };
}

const timesOf = (s: { clockInAt: Date; clockOutAt: Date | null }) => ({
  clock_in_at: s.clockInAt.toISOString(),
  clock_out_at: s.clockOutAt && s.clockOutAt.toISOString(),
});

/** The employer approves: the session takes the times (or a session is added), and the change is recorded. */
export async function approveCorrection(deps: StaffWorkDeps, owner: EmployerOwner, id: string): Promise<Correction> {
  const hire = await hireById(deps.db, await offerOfCorrection(deps.db, id, owner));
  await closeForgottenClockOut(deps, hire.candidateId);
  return deps.db.transaction(async (tx) => {
    const { correction, locked } = await lockPending(tx, id, hire.offerId);
    if (locked.status !== 'hired') throw new ApiError(409, 'CONTRACT_ENDED');
    const times = { clockInAt: correction.clockInAt, clockOutAt: correction.clockOutAt };
    await refuseOverlap(tx, correction.candidateId, times, correction.sessionId);
    const now = deps.clock.now();
    const session = await applyTimes(tx, correction);
    await tx.insert(attendanceChanges).values({
      sessionId: session.id,
      kind: 'correction_approved',
      correctionId: correction.id,
      changedBy: owner.employerId,
      before: session.before,
      after: timesOf(times),
      createdAt: now,
    });
    const [row] = await tx
      .update(attendanceCorrections)
      .set({ status: 'approved', sessionId: session.id, decidedAt: now })
      .where(eq(attendanceCorrections.id, id))
      .returning();
    await tellStaffOfWork(tx, deps.publicUrl, { ...hire, ...locked }, 'correction_approved');
    return toCorrection(row!);
  });
}

/** The corrected session: the one asked about with its new times, or a new one for a day that had none. */
async function applyTimes(tx: Tx, c: CorrectionRow): Promise<{ id: string; before: ReturnType<typeof timesOf> | null }> {
  if (c.sessionId) {
    const [old] = await tx.select().from(attendanceSessions).where(eq(attendanceSessions.id, c.sessionId)).for('update');
    await tx
      .update(attendanceSessions)
      .set({ clockInAt: c.clockInAt, clockOutAt: c.clockOutAt, corrected: true })
      .where(eq(attendanceSessions.id, c.sessionId));
    return { id: c.sessionId, before: timesOf(old!) };
  }
  const [added] = await tx
    .insert(attendanceSessions)
    .values({
      offerId: c.offerId,
      employerId: c.employerId,
      candidateId: c.candidateId,
      workDate: c.workDate,
      clockInAt: c.clockInAt,
      clockOutAt: c.clockOutAt,
      corrected: true,
    })
    .returning({ id: attendanceSessions.id });
  return { id: added!.id, before: null };
}

/** The employer declines, saying why; the times stay as they were. */
export async function declineCorrection(deps: StaffWorkDeps, owner: EmployerOwner, id: string, reason: string): Promise<Correction> {
  const declineReason = reason.trim();
  if (!declineReason) throw fieldError('reason', 'required');
  const hire = await hireById(deps.db, await offerOfCorrection(deps.db, id, owner));
  return deps.db.transaction(async (tx) => {
    const { locked } = await lockPending(tx, id, hire.offerId);
    const [row] = await tx
      .update(attendanceCorrections)
      .set({ status: 'declined', declineReason, decidedAt: deps.clock.now() })
      .where(eq(attendanceCorrections.id, id))
      .returning();
    await tellStaffOfWork(tx, deps.publicUrl, { ...hire, ...locked }, 'correction_declined');
    return toCorrection(row!);
  });
}

/** The staff member withdraws a request still pending. */
export async function cancelCorrection(deps: StaffWorkDeps, owner: CandidateOwner, id: string): Promise<Correction> {
  const offerId = await offerOfCorrection(deps.db, id, owner);
  return deps.db.transaction(async (tx) => {
    await lockPending(tx, id, offerId);
    const [row] = await tx
      .update(attendanceCorrections)
      .set({ status: 'cancelled' })
      .where(eq(attendanceCorrections.id, id))
      .returning();
    return toCorrection(row!);
  });
}
