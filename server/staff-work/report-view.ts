import { asc, eq, sql } from 'drizzle-orm';
import { eodReportComments, eodReports, users } from '../db/schema.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { iso } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';
import { toEmployerRef } from '../views/refs.js';
import type { Hire } from './hires.js';
import { localDate } from './local-time.js';

export type ReportRow = typeof eodReports.$inferSelect;

/**
 * A report with the number of its comments, read off `eod_report_comments_report_idx`. The
 * columns are named in full: in a query of one table Drizzle leaves them unqualified, and the
 * subquery's own table would then answer for `id`.
 */
export const reportColumns = {
  report: eodReports,
  commentCount: sql<number>`(select count(*)::int from "eod_report_comments" as c where c."report_id" = "eod_reports"."id")`,
};

/**
 * The staff member may still change a report while it is its working day in their time zone,
 * and only in the hire that is still running (an ended contract takes no new entries).
 */
export function isEditable(report: Pick<ReportRow, 'offerId' | 'workDate'>, hire: Pick<Hire, 'offerId' | 'status' | 'schedule'>, now: Date): boolean {
  return report.offerId === hire.offerId && hire.status === 'hired' && localDate(hire.schedule.timezone, now) === report.workDate;
}

export function toEodReport(
  { report, commentCount }: { report: ReportRow; commentCount: number },
  editable: boolean,
  comments?: Schema<'EodReportComment'>[],
): Schema<'EodReport'> {
  return {
    id: report.id,
    work_date: report.workDate,
    done: report.done,
    blockers: report.blockers,
    plan: report.plan,
    worked_minutes: report.workedMinutes,
    submitted_at: iso(report.submittedAt),
    updated_at: iso(report.updatedAt),
    read_at: report.readAt && iso(report.readAt),
    editable,
    comment_count: commentCount,
    ...(comments ? { comments } : {}),
  };
}

/** A report's comments, oldest first, each with who wrote it: the employer (by company) or the staff member. */
export async function commentsOf(db: Queryable, report: Pick<ReportRow, 'id' | 'employerId'>): Promise<Schema<'EodReportComment'>[]> {
  const rows = await db
    .select({
      comment: eodReportComments,
      author: { firstname: users.firstname, lastname: users.lastname, companyName: users.companyName },
    })
    .from(eodReportComments)
    .innerJoin(users, eq(users.id, eodReportComments.authorId))
    .where(eq(eodReportComments.reportId, report.id))
    .orderBy(asc(eodReportComments.createdAt), asc(eodReportComments.id));
  return rows.map(({ comment, author }) => {
    const byEmployer = comment.authorId === report.employerId;
    return {
      id: comment.id,
      body: comment.body,
      author: byEmployer ? 'employer' : 'staff',
      author_name: byEmployer ? toEmployerRef(author).company_name : `${author.firstname} ${author.lastname}`,
      created_at: iso(comment.createdAt),
    };
  });
}
