import { and, eq } from 'drizzle-orm';
import { eodReports } from '../db/schema.js';
import { ApiError, fieldError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { CandidateOwner } from '../http/owner.js';
import { violatedUniqueIndex } from '../http/unique-violation.js';
import { currentHireOf, lockRunningHire } from './hires.js';
import { localDate } from './local-time.js';
import { tellEmployerOfWork } from './notify.js';
import { reportColumns, toEodReport } from './report-view.js';
import type { StaffWorkDeps } from './work-deps.js';

/*
 * The staff member files and edits their end-of-day reports.
 *
 * Invariants: one report per hire and working day, the day being the staff member's today in
 * the time zone of the hire's schedule when it is filed (`eod_reports_one_a_day_idx` is the
 * rule itself: a second report of the day, even one racing the first, answers 409
 * REPORT_EXISTS); a report changes only on its own working day (409 REPORT_LOCKED after) and
 * only while the contract runs (409 CONTRACT_ENDED).
 *
 * Transaction: each write locks the hire's offers row first (`lockRunningHire`), the lock every
 * write of a hire's work takes, so the schedule and status it reads are the ones it writes
 * under; the employer's news (activity and mail) is written in the same transaction.
 */

type ReportFields = Schema<'EodReportFields'>;

/** The columns of a report's fields; what was done and the plan must say something besides spaces. */
function fieldsOf(body: ReportFields) {
  for (const field of ['done', 'plan'] as const) if (!body[field].trim()) throw fieldError(field, 'required');
  return { done: body.done, blockers: body.blockers, plan: body.plan, workedMinutes: body.worked_minutes };
}

/** Today's report; the employer is told. */
export async function createMyReport({ db, clock, publicUrl }: StaffWorkDeps, owner: CandidateOwner, body: ReportFields): Promise<Schema<'EodReport'>> {
  const fields = fieldsOf(body);
  const hire = await currentHireOf(db, owner.candidateId, { forWrite: true });
  try {
    const report = await db.transaction(async (tx) => {
      const running = await lockRunningHire(tx, hire);
      const now = clock.now();
      const [row] = await tx
        .insert(eodReports)
        .values({
          offerId: hire.offerId,
          employerId: hire.employerId,
          candidateId: hire.candidateId,
          workDate: localDate(running.schedule.timezone, now),
          ...fields,
          submittedAt: now,
          updatedAt: now,
        })
        .returning();
      await tellEmployerOfWork(tx, publicUrl, running, 'report_filed');
      return row!;
    });
    return toEodReport({ report, commentCount: 0 }, true);
  } catch (error) {
    if (violatedUniqueIndex(error) === 'eod_reports_one_a_day_idx') throw new ApiError(409, 'REPORT_EXISTS');
    throw error;
  }
}

/** Changes a report on its own working day. */
export async function updateMyReport({ db, clock }: StaffWorkDeps, owner: CandidateOwner, reportId: string, body: ReportFields): Promise<Schema<'EodReport'>> {
  const fields = fieldsOf(body);
  const mine = and(eq(eodReports.id, reportId), eq(eodReports.candidateId, owner.candidateId));
  const [found] = await db.select({ offerId: eodReports.offerId }).from(eodReports).where(mine);
  if (!found) throw new ApiError(404, 'NOT_FOUND');
  const hire = await currentHireOf(db, owner.candidateId, { forWrite: true });
  // A report of an earlier hire belongs to a contract that has ended.
  if (found.offerId !== hire.offerId) throw new ApiError(409, 'CONTRACT_ENDED');
  return db.transaction(async (tx) => {
    const running = await lockRunningHire(tx, hire);
    const now = clock.now();
    const [current] = await tx.select({ workDate: eodReports.workDate }).from(eodReports).where(mine);
    if (current!.workDate !== localDate(running.schedule.timezone, now)) throw new ApiError(409, 'REPORT_LOCKED');
    await tx.update(eodReports).set({ ...fields, updatedAt: now }).where(mine);
    const [row] = await tx.select(reportColumns).from(eodReports).where(mine);
    return toEodReport(row!, true);
  });
}
