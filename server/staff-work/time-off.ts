import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { todayOf } from '../clock.js';
import type { Tx } from '../db/database.js';
import { timeOffRequests } from '../db/schema.js';
import { ApiError, fieldError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { CandidateOwner, EmployerOwner } from '../http/owner.js';
import { fitsBalance, ledgersOf } from './balances.js';
import { currentHireOf, lockRunningHire, staffHireForEmployer, type Hire } from './hires.js';
import { MAX_REQUEST_DAYS, halfDaysOf } from './leave-days.js';
import { daysBetween, localDate } from './local-time.js';
import { tellEmployerOfWork, tellStaffOfWork } from './notify.js';
import { policyOf } from './policy.js';
import { toTimeOffRequest, type TimeOffRow } from './time-off-view.js';
import type { StaffWorkDeps } from './work-deps.js';

/*
 * Time off: the staff member asks, the employer answers.
 *
 * Lifecycle: requested → approved (with the employer's `accepted_date`) | declined (with a
 * reason) | cancelled (by the staff member). Only a request still `requested` moves: anything
 * else answers 409 TIME_OFF_NOT_PENDING.
 *
 * Invariants: a request starts today or later in the staff member's calendar (not before the
 * contract starts) and takes at least one working day of the schedule; a half day is for a
 * single day; two waiting or approved requests of a hire never overlap (409 TIME_OFF_OVERLAP);
 * a request of a kind with a balance fits in what is available, waiting requests counted
 * (409 TIME_OFF_BALANCE); an ended contract takes no new request or answer (409 CONTRACT_ENDED).
 *
 * Transaction: every change locks the hire's offers row first (`lockRunningHire`) and only then
 * reads what it checks, so two tabs asking for the same days, or for the last days of a
 * balance, wait for each other and the second is refused. The other side's news (activity and
 * mail) is written in the same transaction.
 */

type TimeOffInput = Schema<'TimeOffRequestInput'>;

/** The shape of a request, checked before anything is read. */
function checkShape({ start_date: start, end_date: end, part_of_day: part }: TimeOffInput) {
  if (end < start) throw fieldError('end_date', 'dateRange');
  if (part !== 'full' && start !== end) throw fieldError('part_of_day', 'halfDaySingle');
  if (daysBetween(start, end) + 1 > MAX_REQUEST_DAYS) {
    throw new ApiError(400, 'VALIDATION_FAILED', { end_date: { key: 'timeOffTooLong', params: { max: MAX_REQUEST_DAYS } } });
  }
}

const waitingOrApproved = inArray(timeOffRequests.status, ['requested', 'approved']);

async function overlapsAnother(tx: Tx, hire: Hire, start: string, end: string): Promise<boolean> {
  const [other] = await tx
    .select({ id: timeOffRequests.id })
    .from(timeOffRequests)
    .where(
      and(
        eq(timeOffRequests.candidateId, hire.candidateId),
        eq(timeOffRequests.offerId, hire.offerId),
        waitingOrApproved,
        lte(timeOffRequests.startDate, end),
        gte(timeOffRequests.endDate, start),
      ),
    )
    .limit(1);
  return !!other;
}

/** The staff member asks for time off; the employer is told. */
export async function requestTimeOff({ db, clock, publicUrl }: StaffWorkDeps, owner: CandidateOwner, body: TimeOffInput): Promise<Schema<'TimeOffRequest'>> {
  checkShape(body);
  const { kind, start_date: start, end_date: end, part_of_day: part } = body;
  const hire = await currentHireOf(db, owner.candidateId, { forWrite: true });
  const policy = await policyOf(db, hire.employerId);
  const row = await db.transaction(async (tx) => {
    const running = await lockRunningHire(tx, hire);
    const now = clock.now();
    if (start < localDate(running.schedule.timezone, now)) throw fieldError('start_date', 'todayOrLater');
    if (start < running.startDate) throw fieldError('start_date', 'beforeContractStart');
    const halfDays = halfDaysOf(running.schedule, start, end, part);
    if (halfDays === 0) throw fieldError('start_date', 'noWorkingDay');
    if (await overlapsAnother(tx, running, start, end)) throw new ApiError(409, 'TIME_OFF_OVERLAP');
    if (kind !== 'public_holiday') {
      const ledger = (await ledgersOf(tx, running, policy, now)).find((l) => l.kind === kind)!;
      if (!fitsBalance(ledger, halfDays)) throw new ApiError(409, 'TIME_OFF_BALANCE');
    }
    const [created] = await tx
      .insert(timeOffRequests)
      .values({
        offerId: hire.offerId,
        employerId: hire.employerId,
        candidateId: hire.candidateId,
        kind,
        startDate: start,
        endDate: end,
        partOfDay: part,
        halfDays,
        note: body.note?.trim() || null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tellEmployerOfWork(tx, publicUrl, running, 'time_off_requested');
    return created!;
  });
  return toTimeOffRequest(row);
}

type Decision = Pick<TimeOffRow, 'status'> & Partial<Pick<TimeOffRow, 'acceptedDate' | 'declineReason'>>;

/**
 * Moves a waiting request of `hire` on, under the hire's lock, and tells the other side. A
 * request of an earlier hire belongs to a contract that has ended.
 */
async function decide(
  { db, clock }: StaffWorkDeps,
  hire: Hire,
  request: { id: string; offerId: string },
  decision: Decision,
  tell: (tx: Tx, hire: Hire) => Promise<void>,
): Promise<Schema<'TimeOffRequest'>> {
  if (request.offerId !== hire.offerId) throw new ApiError(409, 'CONTRACT_ENDED');
  const row = await db.transaction(async (tx) => {
    const running = await lockRunningHire(tx, hire);
    const [current] = await tx.select({ status: timeOffRequests.status }).from(timeOffRequests).where(eq(timeOffRequests.id, request.id));
    if (current!.status !== 'requested') throw new ApiError(409, 'TIME_OFF_NOT_PENDING');
    const now = clock.now();
    const [updated] = await tx
      .update(timeOffRequests)
      .set({ ...decision, decidedAt: now, updatedAt: now })
      .where(eq(timeOffRequests.id, request.id))
      .returning();
    await tell(tx, running);
    return updated!;
  });
  return toTimeOffRequest(row);
}

async function findRequest(deps: StaffWorkDeps, where: SQL) {
  const [found] = await deps.db
    .select({ id: timeOffRequests.id, offerId: timeOffRequests.offerId, candidateId: timeOffRequests.candidateId })
    .from(timeOffRequests)
    .where(where);
  if (!found) throw new ApiError(404, 'NOT_FOUND');
  return found;
}

/** The staff member withdraws a request still waiting for an answer; the employer is told. */
export async function cancelTimeOff(deps: StaffWorkDeps, owner: CandidateOwner, requestId: string): Promise<Schema<'TimeOffRequest'>> {
  const request = await findRequest(deps, and(eq(timeOffRequests.id, requestId), eq(timeOffRequests.candidateId, owner.candidateId))!);
  const hire = await currentHireOf(deps.db, owner.candidateId, { forWrite: true });
  return decide(deps, hire, request, { status: 'cancelled' }, (tx, running) => tellEmployerOfWork(tx, deps.publicUrl, running, 'time_off_cancelled'));
}

/** The employer's request of this id and the hire it belongs to. */
async function employerRequest(deps: StaffWorkDeps, owner: EmployerOwner, requestId: string) {
  const request = await findRequest(deps, and(eq(timeOffRequests.id, requestId), eq(timeOffRequests.employerId, owner.employerId))!);
  return { request, hire: await staffHireForEmployer(deps.db, owner.employerId, request.candidateId) };
}

/**
 * The employer approves a request; `acceptedDate` is today in the employer's calendar, which
 * is the server's UTC day, the day before or the day after.
 */
export async function approveTimeOff(deps: StaffWorkDeps, owner: EmployerOwner, requestId: string, acceptedDate: string): Promise<Schema<'TimeOffRequest'>> {
  if (Math.abs(daysBetween(todayOf(deps.clock), acceptedDate)) > 1) throw fieldError('accepted_date', 'acceptedToday');
  const { request, hire } = await employerRequest(deps, owner, requestId);
  return decide(deps, hire, request, { status: 'approved', acceptedDate }, (tx, running) => tellStaffOfWork(tx, deps.publicUrl, running, 'time_off_approved'));
}

/** The employer declines a request, with a reason the staff member reads. */
export async function declineTimeOff(deps: StaffWorkDeps, owner: EmployerOwner, requestId: string, reason: string): Promise<Schema<'TimeOffRequest'>> {
  if (!reason.trim()) throw fieldError('reason', 'required');
  const { request, hire } = await employerRequest(deps, owner, requestId);
  return decide(deps, hire, request, { status: 'declined', declineReason: reason.trim() }, (tx, running) =>
    tellStaffOfWork(tx, deps.publicUrl, running, 'time_off_declined'),
  );
}
