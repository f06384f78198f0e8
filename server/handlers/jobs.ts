import { and, asc, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Handlers, Schema } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import type { Db, Tx } from '../db/database.js';
import { applications, jobs, users } from '../db/schema.js';
import { ApiError, type ErrorCode, type FieldProblem } from '../http/errors.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { toPrefixQuery } from '../http/search-query.js';
import { toEmployerRef } from '../hiring/views.js';
import { cleanSkills, cleanText, throwIfAny } from '../hiring/clean-input.js';
import { industryOf } from '../../src/shared/job-roles.js';
import { HOURS_PER_WEEK } from '../../src/shared/working-hours.js';
import { nextStatus } from '../../src/machines/lifecycle.js';
import { jobMachine, type JobEvent, type JobStatus } from '../../src/machines/job.machine.js';

type JobOps =
  | 'listEmployerJobs'
  | 'createJob'
  | 'getEmployerJob'
  | 'updateJob'
  | 'publishJob'
  | 'closeJob'
  | 'reopenJob'
  | 'searchJobs'
  | 'getJob';

// Everything but the search vector, which only the database reads.
const { search: _search, ...jobColumns } = getTableColumns(jobs);
type JobRow = Omit<typeof jobs.$inferSelect, 'search'>;
type Counts = Schema<'ApplicantCounts'>;
type EmployerNames = Parameters<typeof toEmployerRef>[0];

/** What a refused change says depends only on the state the job is in (see job.machine.ts). */
const refusalFor: Record<JobStatus, ErrorCode> = {
  draft: 'JOB_NOT_PUBLISHED',
  open: 'JOB_ALREADY_OPEN',
  closed: 'JOB_CLOSED',
};

const noApplicants: Counts = {
  total: 0,
  invited: 0,
  to_review: 0,
  shortlisted: 0,
  interviewing: 0,
  offered: 0,
  hired: 0,
  rejected: 0,
  withdrawn: 0,
};

const iso = (d: Date | null) => (d ? d.toISOString() : undefined);

function toEmployerJob(j: JobRow, applicants: Counts): Schema<'EmployerJob'> {
  return {
    id: j.id,
    title: j.title,
    description: j.description,
    role: j.role as Schema<'JobRole'>,
    industry: j.industry as Schema<'Industry'>,
    hire_type: j.hireType,
    experience_level: j.experienceLevel,
    pay_cents: j.payCents,
    currency: j.currency as Schema<'Currency'>,
    hours_per_week: j.hoursPerWeek,
    skills: j.skills,
    ...(j.country ? { country: j.country } : {}),
    status: j.status,
    created_at: j.createdAt.toISOString(),
    updated_at: j.updatedAt.toISOString(),
    ...(j.publishedAt ? { published_at: iso(j.publishedAt) } : {}),
    ...(j.closedAt ? { closed_at: iso(j.closedAt) } : {}),
    applicants,
  };
}

type SummaryRow = Omit<JobRow, 'description' | 'employerId' | 'createdAt' | 'updatedAt' | 'closedAt'> & EmployerNames;

function toJobSummary(j: SummaryRow, mine?: Schema<'MyApplicationRef'>): Schema<'JobSummary'> {
  return {
    id: j.id,
    title: j.title,
    role: j.role as Schema<'JobRole'>,
    industry: j.industry as Schema<'Industry'>,
    hire_type: j.hireType,
    experience_level: j.experienceLevel,
    pay_cents: j.payCents,
    currency: j.currency as Schema<'Currency'>,
    hours_per_week: j.hoursPerWeek,
    skills: j.skills,
    ...(j.country ? { country: j.country } : {}),
    status: j.status,
    company_name: toEmployerRef(j).company_name,
    // Every job a candidate can see was published once; a draft is never shown.
    published_at: j.publishedAt!.toISOString(),
    ...(mine ? { my_application: mine } : {}),
  };
}

/** The job's row, or 404 when it is not this employer's. */
async function ownJob(db: Db | Tx, employerId: string, id: string, forUpdate = false): Promise<JobRow> {
  const query = db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.employerId, employerId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

/** Applicant counts of a page of jobs, in one grouped query over their ids. */
async function applicantCounts(db: Db | Tx, jobIds: string[]): Promise<Map<string, Counts>> {
  if (jobIds.length === 0) return new Map();
  const withStatus = (status: string) => sql<number>`(count(*) filter (where ${applications.status} = ${status}))::int`;
  const rows = await db
    .select({
      jobId: applications.jobId,
      total: sql<number>`count(*)::int`,
      invited: withStatus('invited'),
      to_review: withStatus('applied'),
      shortlisted: withStatus('shortlisted'),
      interviewing: withStatus('interviewing'),
      offered: withStatus('offered'),
      hired: withStatus('hired'),
      rejected: withStatus('rejected'),
      withdrawn: withStatus('withdrawn'),
    })
    .from(applications)
    .where(inArray(applications.jobId, jobIds))
    .groupBy(applications.jobId);
  return new Map(rows.map(({ jobId, ...counts }) => [jobId, counts]));
}

/** The job input as stored: trimmed text, industry from the role, no country for "anywhere". */
function jobValues(body: Schema<'JobInput'>) {
  const fields: Record<string, FieldProblem> = {};
  const values = {
    title: cleanText(fields, 'title', body.title, 3),
    description: cleanText(fields, 'description', body.description, 20),
    role: body.role,
    industry: industryOf(body.role),
    hireType: body.hire_type,
    experienceLevel: body.experience_level,
    payCents: body.pay_cents,
    hoursPerWeek: body.hours_per_week,
    skills: cleanSkills(fields, 'skills', body.skills),
    country: body.country ?? null,
  };
  const hours = HOURS_PER_WEEK[body.hire_type];
  if (body.hours_per_week < hours.min) fields.hours_per_week = { key: 'min', params: { min: hours.min } };
  if (body.hours_per_week > hours.max) fields.hours_per_week = { key: 'max', params: { max: hours.max } };
  throwIfAny(fields);
  return values;
}

export function jobHandlers({ db }: Deps): Pick<Handlers, JobOps> {
  async function withCounts(row: JobRow) {
    const counts = await applicantCounts(db, [row.id]);
    return toEmployerJob(row, counts.get(row.id) ?? noApplicants);
  }

  /**
   * Moves a job by its lifecycle, under a row lock so that two tabs publishing and
   * closing at once cannot both win; a refused event is a 409 naming the job's state.
   */
  async function change(employerId: string, id: string, event: JobEvent, values: PgUpdateSetSource<typeof jobs> = {}) {
    const row = await db.transaction(async (tx) => {
      const job = await ownJob(tx, employerId, id, true);
      const next = nextStatus(jobMachine, job.status, event) as JobStatus | null;
      if (!next) throw new ApiError(409, refusalFor[job.status]);
      const [updated] = await tx
        .update(jobs)
        .set({ ...values, status: next, updatedAt: sql`now()` })
        .where(eq(jobs.id, id))
        .returning(jobColumns);
      return updated!;
    });
    return withCounts(row);
  }

  return {
    async listEmployerJobs(request, reply) {
      const { status, q, page = 1, page_size = 20 } = request.query;
      const { limit, offset } = pageWindow(page, page_size);
      const conditions: SQL[] = [eq(jobs.employerId, request.auth!.user.id)];
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
      return reply.code(200).send({ jobs: items.map((j) => toEmployerJob(j, counts.get(j.id) ?? noApplicants)), ...rest });
    },

    async createJob(request, reply) {
      const [row] = await db
        .insert(jobs)
        .values({ ...jobValues(request.body), employerId: request.auth!.user.id })
        .returning(jobColumns);
      return reply.code(201).send(toEmployerJob(row!, noApplicants));
    },

    async getEmployerJob(request, reply) {
      const row = await ownJob(db, request.auth!.user.id, request.params.id);
      return reply.code(200).send(await withCounts(row));
    },

    async updateJob(request, reply) {
      const values = jobValues(request.body);
      return reply.code(200).send(await change(request.auth!.user.id, request.params.id, { type: 'EDIT' }, values));
    },

    async publishJob(request, reply) {
      const job = await change(request.auth!.user.id, request.params.id, { type: 'PUBLISH' }, { publishedAt: sql`now()` });
      return reply.code(200).send(job);
    },

    async closeJob(request, reply) {
      const job = await change(request.auth!.user.id, request.params.id, { type: 'CLOSE' }, { closedAt: sql`now()` });
      return reply.code(200).send(job);
    },

    async reopenJob(request, reply) {
      // A reopened job is dated from its reopening, so the board shows it among the fresh ones.
      const job = await change(request.auth!.user.id, request.params.id, { type: 'REOPEN' }, { publishedAt: sql`now()`, closedAt: null });
      return reply.code(200).send(job);
    },

    async searchJobs(request, reply) {
      const { q, role, industry, hire_type, experience_level, country, page = 1, page_size = 20 } = request.query;
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
      const mine = await myApplications(db, request.auth, items.map((j) => j.id));
      return reply.code(200).send({ jobs: items.map((j) => toJobSummary(j, mine.get(j.id))), ...rest });
    },

    async getJob(request, reply) {
      const [row] = await db
        .select({ ...jobColumns, companyName: users.companyName, firstname: users.firstname, lastname: users.lastname })
        .from(jobs)
        .innerJoin(users, eq(users.id, jobs.employerId))
        .where(and(eq(jobs.id, request.params.id), sql`${jobs.status} <> 'draft'`));
      if (!row) throw new ApiError(404, 'NOT_FOUND');
      const mine = (await myApplications(db, request.auth, [row.id])).get(row.id);
      // A closed job stays readable to the candidates who applied or were invited, and to nobody else.
      if (row.status === 'closed' && !mine) throw new ApiError(404, 'NOT_FOUND');
      return reply.code(200).send({ ...toJobSummary(row, mine), description: row.description });
    },
  };
}

/** Where a signed-in candidate stands on each of these jobs, in one query; nothing for anyone else. */
async function myApplications(
  db: Db,
  auth: { user: { id: string; role: string } } | null,
  jobIds: string[],
): Promise<Map<string, Schema<'MyApplicationRef'>>> {
  if (auth?.user.role !== 'candidate' || jobIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      status: applications.status,
      invitationMessage: applications.invitationMessage,
    })
    .from(applications)
    .where(and(eq(applications.candidateId, auth.user.id), inArray(applications.jobId, jobIds)));
  return new Map(
    rows.map((a) => [
      a.jobId,
      { id: a.id, status: a.status, ...(a.invitationMessage ? { invitation_message: a.invitationMessage } : {}) },
    ]),
  );
}
