import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { applications, jobs } from '../db/schema.js';
import type { EmployerOwner, Owner } from '../http/owner.js';
import type { Schema } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { jobColumns, type JobRow } from './job-columns.js';
import { noApplicants, toEmployerJob, type Counts } from './job-views.js';

/** The job's row, or 404 when it is not this employer's. */
export async function employersJob(db: Db | Tx, owner: EmployerOwner, id: string, forUpdate = false): Promise<JobRow> {
  const query = db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.employerId, owner.employerId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

/** Applicant counts of a page of jobs, in one grouped query over their ids. */
export async function applicantCounts(db: Db | Tx, jobIds: string[]): Promise<Map<string, Counts>> {
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

/** The job as its employer sees it, with its applicants counted. */
export async function withCounts(db: Db, row: JobRow) {
  const counts = await applicantCounts(db, [row.id]);
  return toEmployerJob(row, counts.get(row.id) ?? noApplicants);
}

/** Where a signed-in candidate stands on each of these jobs, in one query; nothing for anyone else. */
export async function myApplications(db: Db, owner: Owner | null, jobIds: string[]): Promise<Map<string, Schema<'MyApplicationRef'>>> {
  if (owner?.role !== 'candidate' || jobIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      status: applications.status,
      invitationMessage: applications.invitationMessage,
    })
    .from(applications)
    .where(and(eq(applications.candidateId, owner.userId), inArray(applications.jobId, jobIds)));
  return new Map(
    rows.map((a) => [
      a.jobId,
      { id: a.id, status: a.status, ...(a.invitationMessage ? { invitation_message: a.invitationMessage } : {}) },
    ]),
  );
}
