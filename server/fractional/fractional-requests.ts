import { asc, eq } from 'drizzle-orm';
import { fractionalRequests, jobs } from '../db/schema.js';
import { iso, present } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';
import { newestFirst } from '../http/list-order.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { jobRefColumns } from '../hiring/read-columns.js';
import { toJobRef } from '../views/refs.js';
import { toHoursRange } from './hours-range-fields.js';

type RequestRow = typeof fractionalRequests.$inferSelect;
type JobRefRow = Parameters<typeof toJobRef>[0];

/**
 * A request as the contract's `FractionalRequest`; `job` is absent once the job it posted was
 * deleted. The employer says they no longer need the help by closing (or deleting) that job: the
 * request then reads as closed, whatever our team had answered.
 */
export function toFractionalRequest(row: RequestRow, job: JobRefRow | null): Schema<'FractionalRequest'> {
  const jobGone = !job || job.status === 'closed';
  return {
    id: row.id,
    status: jobGone ? 'closed' : row.status,
    title: row.title,
    role: row.role as Schema<'JobRole'>,
    experience_level: row.experienceLevel,
    hours_range: toHoursRange({ minHours: row.hoursMin, maxHours: row.hoursMax }),
    schedule: row.schedule,
    budget_cents: row.budgetCents,
    currency: row.currency as Schema<'Currency'>,
    ...present('start_date', row.startDate),
    ...present('details', row.details),
    ...(job ? { job: toJobRef(job) } : {}),
    created_at: iso(row.createdAt),
  };
}

/** The employer's latest requests, newest first (read off `fractional_requests_employer_idx`). */
export async function latestRequests(db: Queryable, employerId: string, limit = 20): Promise<Schema<'FractionalRequest'>[]> {
  const rows = await db
    .select({ request: fractionalRequests, job: jobRefColumns })
    .from(fractionalRequests)
    .leftJoin(jobs, eq(jobs.id, fractionalRequests.jobId))
    .where(eq(fractionalRequests.employerId, employerId))
    .orderBy(newestFirst(fractionalRequests.createdAt), asc(fractionalRequests.id))
    .limit(limit);
  return rows.map(({ request, job }) => toFractionalRequest(request, job));
}
