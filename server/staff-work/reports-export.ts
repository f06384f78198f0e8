import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { m } from '../../src/generated/paraglide/messages.js';
import { eodReports } from '../db/schema.js';
import { CSV_BOM, csvRow } from '../http/csv.js';
import type { EmployerOwner } from '../http/owner.js';
import type { Locale } from '../i18n.js';
import { EXPORT_MAX_DAYS, rangeOf } from './date-range.js';
import { staffHireForEmployer } from './hires.js';
import { localDate } from './local-time.js';
import type { StaffWorkDeps } from './work-deps.js';

/*
 * A staff member's end-of-day reports as a CSV file for the employer: one row a report of the
 * range (at most 366 days, the current month by default), oldest first, headed in the reader's
 * language; the hours as decimals a spreadsheet sums, the filing time in UTC.
 */

/** Minutes as hours with two decimals: 465 → "7.75". */
const hours = (minutes: number) => (minutes / 60).toFixed(2);

/** `YYYY-MM-DD HH:MM`, in UTC. */
const utcMinute = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

export async function exportReportsCsv(
  { db, clock }: StaffWorkDeps,
  owner: EmployerOwner,
  candidateId: string,
  query: { from?: string; to?: string },
  locale: Locale,
): Promise<{ fileName: string; csv: string }> {
  const hire = await staffHireForEmployer(db, owner.employerId, candidateId);
  const range = rangeOf(query, localDate(hire.schedule.timezone, clock.now()), EXPORT_MAX_DAYS);
  const rows = await db
    .select()
    .from(eodReports)
    .where(
      and(
        eq(eodReports.employerId, owner.employerId),
        eq(eodReports.candidateId, candidateId),
        gte(eodReports.workDate, range.from),
        lte(eodReports.workDate, range.to),
      ),
    )
    .orderBy(asc(eodReports.workDate), asc(eodReports.id));
  const o = { locale };
  const header = [
    m.staff_work_srv_csv_date({}, o),
    m.staff_work_srv_csv_worked_hours({}, o),
    m.staff_work_srv_csv_done({}, o),
    m.staff_work_srv_csv_blockers({}, o),
    m.staff_work_srv_csv_plan({}, o),
    m.staff_work_srv_csv_submitted({}, o),
  ];
  const lines = rows.map((r) => csvRow([r.workDate, hours(r.workedMinutes), r.done, r.blockers, r.plan, utcMinute(r.submittedAt)]));
  return { fileName: `reports-${range.from}-${range.to}.csv`, csv: CSV_BOM + csvRow(header) + lines.join('') };
}
