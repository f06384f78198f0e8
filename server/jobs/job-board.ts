import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { prepared, shapeName } from '../db/prepared.js';
import { jobs, users } from '../db/schema.js';
import type { Owner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { toPrefixQuery } from '../http/search-query.js';
import { companyCards } from '../employers/company-card.js';
import { jobColumns } from './job-columns.js';
import { myApplications } from './job-queries.js';
import { toJobSummary } from './job-views.js';

type JobSearch = RouteOf<'searchJobs'>['Querystring'];

// Everything but what only the job's own page shows.
const { description: _d, employerId: _e, createdAt: _c, updatedAt: _u, closedAt: _cl, ...summaryColumns } = jobColumns;
type SummaryColumn = keyof typeof summaryColumns;

interface SearchShape {
  role: boolean;
  industry: boolean;
  hireType: boolean;
  level: boolean;
  country: boolean;
  words: boolean;
}

/** The search for one shape of filter (which of them are given), prepared once per shape: every value is a parameter. */
function jobsPage(db: Db, shape: SearchShape) {
  return prepared(db, shapeName('jobs_page', shape), (db, name) => {
    const value = sql.placeholder;
    // A literal, not a parameter, so the planner can match the partial indexes on open jobs.
    const conditions: (SQL | undefined)[] = [
      sql`${jobs.status} = 'open'`,
      shape.role ? eq(jobs.role, value('role')) : undefined,
      shape.industry ? eq(jobs.industry, value('industry')) : undefined,
      shape.hireType ? eq(jobs.hireType, value('hireType')) : undefined,
      shape.level ? eq(jobs.experienceLevel, value('level')) : undefined,
      // A country lists the jobs someone living there can take: those for that country and those for anywhere.
      shape.country ? or(eq(jobs.country, value('country')), isNull(jobs.country)) : undefined,
      shape.words ? sql`${jobs.search} @@ to_tsquery('simple', ${value('words')})` : undefined,
    ];
    // The order is exactly that of jobs_open_idx (and its role and industry siblings). The page is cut,
    // with the columns it shows, before the employers are joined: the rows an OFFSET skips cost no
    // lookup in users. Two relations, not three (the page is not read again from jobs by id): from
    // about 100,000 jobs PostgreSQL plans this statement anew on every call (its generic plan sorts
    // every match), and planning a third relation cost as much as running the statement
    // (docs/performance.md, API). The price: a page deep into the unfiltered board reads the rows
    // its OFFSET skips from the table, not from jobs_open_idx alone (page 100: about 3 ms more).
    const listed = db
      .select({ ...summaryColumns, employerId: jobs.employerId })
      .from(jobs)
      .where(and(...conditions))
      .orderBy(sql`${jobs.publishedAt} desc nulls last`, asc(jobs.id))
      .limit(value('limit'))
      .offset(value('offset'))
      .as('listed');
    // The page's columns as the outer query reads them from the subquery ("listed"."title", ...).
    const shown = Object.fromEntries(Object.keys(summaryColumns).map((key) => [key, listed[key as SummaryColumn]])) as Pick<typeof listed, SummaryColumn>;
    return db
      .select({ ...shown, employerId: listed.employerId, companyName: users.companyName, firstname: users.firstname, lastname: users.lastname })
      .from(listed)
      .innerJoin(users, eq(users.id, listed.employerId))
      .orderBy(sql`${listed.publishedAt} desc nulls last`, asc(listed.id))
      .prepare(name);
  });
}

/** The open jobs anyone may search; a signed-in candidate also sees where they stand on each. */
export async function searchJobs(db: Db, visitor: Owner | null, query: JobSearch) {
  const { q, role, industry, hire_type, experience_level, country, page = 1, page_size = 20 } = query;
  const words = toPrefixQuery(q);
  const shape = { role: !!role, industry: !!industry, hireType: !!hire_type, level: !!experience_level, country: !!country, words: !!words };
  const rows = await jobsPage(db, shape).execute({
    role,
    industry,
    hireType: hire_type,
    level: experience_level,
    country,
    words,
    ...pageWindow(page, page_size),
  });
  const { items, ...rest } = pageOf(rows, page, page_size);
  const mine = await myApplications(db, visitor, items.map((j) => j.id));
  // The page's companies in one statement of their own, not a third relation here (./company-card.ts says why).
  const cards = await companyCards(db, items.map((j) => j.employerId), false);
  return { jobs: items.map((j) => toJobSummary(j, cards.get(j.employerId)!, mine.get(j.id))), ...rest };
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
  const cards = await companyCards(db, [row.employerId], true);
  return { ...toJobSummary(row, cards.get(row.employerId)!, mine), description: row.description };
}
