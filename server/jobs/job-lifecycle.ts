import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { jobs } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { Schema } from '../http/handler-types.js';
import { ApiError, type ErrorCode } from '../http/errors.js';
import { nextStatus } from '../../src/shared/lifecycle/lifecycle.js';
import { jobMachine, type JobEvent, type JobStatus } from '../../src/shared/lifecycle/job.machine.js';
import { jobColumns } from './job-columns.js';
import { jobValues } from './job-input.js';
import { employersJob, withCounts } from './job-queries.js';

/** What a refused change says depends only on the state the job is in (see job.machine.ts). */
const refusalFor: Record<JobStatus, ErrorCode> = {
  draft: 'JOB_NOT_PUBLISHED',
  open: 'JOB_ALREADY_OPEN',
  closed: 'JOB_CLOSED',
};

/**
 * Moves a job by its lifecycle, under a row lock so that two tabs publishing and
 * closing at once cannot both win; a refused event is a 409 naming the job's state.
 */
async function change(db: Db, owner: EmployerOwner, id: string, event: JobEvent, values: PgUpdateSetSource<typeof jobs> = {}) {
  const row = await db.transaction(async (tx) => {
    const job = await employersJob(tx, owner, id, true);
    const next = nextStatus(jobMachine, job.status, event) as JobStatus | null;
    if (!next) throw new ApiError(409, refusalFor[job.status]);
    const [updated] = await tx
      .update(jobs)
      .set({ ...values, status: next, updatedAt: sql`now()` })
      .where(eq(jobs.id, id))
      .returning(jobColumns);
    return updated!;
  });
  return withCounts(db, row);
}

/** The employer edits a job (a closed one cannot be). */
export const editJob = async (db: Db, owner: EmployerOwner, id: string, body: Schema<'JobInput'>) => {
  const values = jobValues(body);
  return change(db, owner, id, { type: 'EDIT' }, values);
};

/** Puts a draft on the board. */
export const publishJob = (db: Db, owner: EmployerOwner, id: string) => change(db, owner, id, { type: 'PUBLISH' }, { publishedAt: sql`now()` });

/** Takes an open job off the board. */
export const closeJob = (db: Db, owner: EmployerOwner, id: string) => change(db, owner, id, { type: 'CLOSE' }, { closedAt: sql`now()` });

// A reopened job is dated from its reopening, so the board shows it among the fresh ones.
export const reopenJob = (db: Db, owner: EmployerOwner, id: string) =>
  change(db, owner, id, { type: 'REOPEN' }, { publishedAt: sql`now()`, closedAt: null });
