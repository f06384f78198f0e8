import { and, count, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import { eodReports, offers } from '../db/schema.js';
import { ApiError, fieldError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { CandidateOwner, EmployerOwner } from '../http/owner.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { currentHireOf, staffHireForEmployer, toStaffRef, type Hire } from './hires.js';
import { commentsOf, isEditable, reportColumns, toEodReport } from './report-view.js';
import type { StaffWorkDeps } from './work-deps.js';

/*
 * Reading end-of-day reports. The staff member reads those of their current (or last) hire;
 * the employer those of a staff member they hired, and opening one marks it read. Every query
 * filters by the caller's own column (`candidate_id` or `employer_id`), so another tenant's
 * report is not found.
 */

type Paging = { page?: number; page_size?: number };

// The order of `eod_reports_employer_idx` and `eod_reports_candidate_idx`.
const latestDayFirst = [desc(eodReports.workDate), desc(eodReports.id)];

async function reportPage(db: Queryable, where: SQL, hire: Hire, now: Date, { page, page_size }: Paging) {
  const { limit, offset } = pageWindow(page, page_size);
  const rows = await db
    .select(reportColumns)
    .from(eodReports)
    .where(where)
    .orderBy(...latestDayFirst)
    .limit(limit)
    .offset(offset);
  const { items, ...rest } = pageOf(rows, page, page_size);
  return { reports: items.map((row) => toEodReport(row, isEditable(row.report, hire, now))), ...rest };
}

/** The staff member's reports, latest working day first. */
export async function listMyReports({ db, clock }: StaffWorkDeps, owner: CandidateOwner, paging: Paging): Promise<Schema<'EodReportList'>> {
  const hire = await currentHireOf(db, owner.candidateId, { forWrite: false });
  const where = and(eq(eodReports.candidateId, owner.candidateId), eq(eodReports.offerId, hire.offerId))!;
  return { staff: toStaffRef(hire), ...(await reportPage(db, where, hire, clock.now(), paging)), unread: 0 };
}

/** One of the staff member's reports with its comments. */
export async function getMyReport({ db, clock }: StaffWorkDeps, owner: CandidateOwner, reportId: string): Promise<Schema<'EodReport'>> {
  const [row] = await db
    .select({ ...reportColumns, hire: { offerId: offers.id, status: offers.status, schedule: offers.schedule } })
    .from(eodReports)
    .innerJoin(offers, eq(offers.id, eodReports.offerId))
    .where(and(eq(eodReports.id, reportId), eq(eodReports.candidateId, owner.candidateId)));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  const hire = { ...row.hire, status: row.hire.status === 'hired' ? ('hired' as const) : ('ended' as const) };
  return toEodReport(row, isEditable(row.report, hire, clock.now()), await commentsOf(db, row.report));
}

type StaffReportsQuery = Paging & { report?: string; from?: string; to?: string };

/**
 * The employer's one path to a staff member's reports: a page of them (`from`/`to` narrow it),
 * or with `report` that one report and its comments, marked read as it is opened.
 */
export async function getStaffReports(
  { db, clock }: StaffWorkDeps,
  owner: EmployerOwner,
  candidateId: string,
  query: StaffReportsQuery,
): Promise<Schema<'EodReportList'>> {
  const hire = await staffHireForEmployer(db, owner.employerId, candidateId);
  const theirs = and(eq(eodReports.employerId, owner.employerId), eq(eodReports.candidateId, candidateId))!;
  const now = clock.now();
  const staff = toStaffRef(hire);
  if (query.report) {
    const one = and(theirs, eq(eodReports.id, query.report))!;
    await db.update(eodReports).set({ readAt: now }).where(and(one, isNull(eodReports.readAt)));
    const [row] = await db.select(reportColumns).from(eodReports).where(one);
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    const report = toEodReport(row, isEditable(row.report, hire, now), await commentsOf(db, row.report));
    return { staff, reports: [report], page: 1, page_size: query.page_size ?? 20, has_more: false, unread: await unreadOf(db, theirs) };
  }
  if (query.from && query.to && query.from > query.to) throw fieldError('from', 'dateRange');
  const where = and(
    theirs,
    query.from ? gte(eodReports.workDate, query.from) : undefined,
    query.to ? lte(eodReports.workDate, query.to) : undefined,
  )!;
  return { staff, ...(await reportPage(db, where, hire, now, query)), unread: await unreadOf(db, theirs) };
}

/** Reports of this staff member the employer has not opened yet. */
async function unreadOf(db: Queryable, theirs: SQL): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(eodReports).where(and(theirs, isNull(eodReports.readAt)));
  return row?.unread ?? 0;
}
