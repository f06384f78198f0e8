import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { jobs, users } from '../db/schema.js';
import type { Owner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { toPrefixQuery } from '../http/search-query.js';
import { jobColumns } from './job-columns.js';
import { myApplications } from './job-queries.js';
import { toJobSummary } from './job-views.js';

type JobSearch = RouteOf<'searchJobs'>['Querystring'];

/** The open jobs anyone may search; a signed-in candidate also sees where they stand on each. */
export async function searchJobs(db: Db, visitor: Owner | null, query: JobSearch) {
  const { q, role, industry, hire_type, experience_level, country, page = 1, page_size = 20 } = query;
  const { limit, offset } = pageWindow(page, page_size);
  // A literal, not a parameter, so the planner can match the partial indexes on open jobs.
  const conditions: SQL[] = [sql`${jobs.status} = 'open'`];
  if (role) conditions.push(eq(jobs.role, role));
  if (industry) conditions.push(eq(jobs.industry, industry));
  if (hire_type) conditions.push(eq(jobs.hireType, hire_type));
  if (experience_level) conditions.push(eq(jobs.experienceLevel, experience_level));
  // A country lists the jobs someone living there can take: those for that country and those for anywhere.
  if (country) conditions.push(or(eq(jobs.country, country), isNull(jobs.country))!);
  const tsquery = toPrefixQuery(q);
  if (tsquery) conditions.push(sql`${jobs.search} @@ to_tsquery('simple', ${tsquery})`);
  const { description: _d, employerId: _e, createdAt: _c, updatedAt: _u, closedAt: _cl, ...summaryColumns } = jobColumns;
  // The order is exactly that of jobs_open_idx (and its role and industry siblings). The page is cut
  // before the employers are joined, so the rows an OFFSET skips cost no lookup in users.
  const listed = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(...conditions))
    .orderBy(sql`${jobs.publishedAt} desc nulls last`, asc(jobs.id))
    .limit(limit)
    .offset(offset)
    .as('listed');
  const rows = await db
    .select({ ...summaryColumns, companyName: users.companyName, firstname: users.firstname, lastname: users.lastname })
    .from(listed)
    .innerJoin(jobs, eq(jobs.id, listed.id))
    .innerJoin(users, eq(users.id, jobs.employerId))
    .orderBy(sql`${jobs.publishedAt} desc nulls last`, asc(jobs.id));
  const { items, ...rest } = pageOf(rows, page, page_size);
  const mine = await myApplications(db, visitor, items.map((j) => j.id));
  return { jobs: items.map((j) => toJobSummary(j, mine.get(j.id))), ...rest };
}

/** A published job as the board shows it. */
export async function boardJob(db: Db, visitor: Owner | null, id: string) {
  const [row] = await db
    .select({ ...jobColumns, companyName: users.companyName, firstname: users.firstname, lastname: users.lastname })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.employerId))
    .where(and(eq(jobs.id, id), sql`${jobs.status} <> 'draft'`));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  const mine = (await myApplications(db, visitor, [row.id])).get(row.id);
  // A closed job stays readable to the candidates who applied or were invited, and to nobody else.
  if (row.status === 'closed' && !mine) throw new ApiError(404, 'NOT_FOUND');
  return { ...toJobSummary(row, mine), description: row.description };
}
