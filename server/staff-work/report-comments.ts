import { and, eq, sql } from 'drizzle-orm';
import { eodReportComments, eodReports } from '../db/schema.js';
import { ApiError, fieldError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { EmployerOwner } from '../http/owner.js';
import { staffHireForEmployer } from './hires.js';
import { tellStaffOfComment } from './notify.js';
import { commentsOf, isEditable, reportColumns, toEodReport } from './report-view.js';
import type { StaffWorkDeps } from './work-deps.js';

/*
 * The employer comments on a staff member's report. Commenting reads the report, so an unread
 * one is marked read. The comment and the staff member's news (activity and mail) are written in
 * one transaction. An ended contract's records stay readable but take no new entries, comments
 * included (409 CONTRACT_ENDED): its former staff member is not written to about it.
 */

/** Adds the employer's comment and answers the report with all its comments. */
export async function commentOnReport({ db, clock, publicUrl }: StaffWorkDeps, owner: EmployerOwner, reportId: string, body: string): Promise<Schema<'EodReport'>> {
  if (!body.trim()) throw fieldError('body', 'required');
  const theirs = and(eq(eodReports.id, reportId), eq(eodReports.employerId, owner.employerId));
  const [found] = await db.select({ candidateId: eodReports.candidateId }).from(eodReports).where(theirs);
  if (!found) throw new ApiError(404, 'NOT_FOUND');
  const hire = await staffHireForEmployer(db, owner.employerId, found.candidateId);
  if (hire.status === 'ended') throw new ApiError(409, 'CONTRACT_ENDED');
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    await tx.insert(eodReportComments).values({ reportId, authorId: owner.employerId, body, createdAt: now });
    await tx
      .update(eodReports)
      .set({ readAt: sql`coalesce(${eodReports.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(theirs);
    await tellStaffOfComment(tx, publicUrl, hire, reportId);
    const [report] = await tx.select(reportColumns).from(eodReports).where(theirs);
    return report!;
  });
  return toEodReport(row, isEditable(row.report, hire, now), await commentsOf(db, row.report));
}
