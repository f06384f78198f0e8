import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { jobs } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { toPrefixQuery } from '../http/search-query.js';
import { jobColumns } from './job-columns.js';
import { applicantCounts, employersJob, withCounts } from './job-queries.js';
import { noApplicants, toEmployerJob } from './job-views.js';

type EmployerJobsQuery = RouteOf<'listEmployerJobs'>['Querystring'];

/** The employer's own jobs, newest first, by status and words. */
export async function listEmployerJobs(db: Db, owner: EmployerOwner, query: EmployerJobsQuery) {
  const { status, q, page = 1, page_size = 20 } = query;
  const { limit, offset } = pageWindow(page, page_size);
  const conditions: SQL[] = [eq(jobs.employerId, owner.employerId)];
  if (status) conditions.push(eq(jobs.status, status));
  const tsquery = toPrefixQuery(q);
  if (tsquery) conditions.push(sql`${jobs.search} @@ to_tsquery('simple', ${tsquery})`);
  // The order is exactly that of jobs_employer_idx / jobs_employer_status_idx, so a page reads the index.
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .where(and(...conditions))
    .orderBy(sql`${jobs.createdAt} desc nulls last`, asc(jobs.id))
    .limit(limit)
    .offset(offset);
  const { items, ...rest } = pageOf(rows, page, page_size);
  const counts = await applicantCounts(db, items.map((j) => j.id));
  return { jobs: items.map((j) => toEmployerJob(j, counts.get(j.id) ?? noApplicants)), ...rest };
}

/** One of the employer's jobs, with its applicants counted. */
export async function employerJob(db: Db, owner: EmployerOwner, id: string) {
  return withCounts(db, await employersJob(db, owner, id));
}
