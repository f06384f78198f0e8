import type { Db } from '../db/database.js';
import { jobs } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { Schema } from '../http/handler-types.js';
import { jobColumns } from './job-columns.js';
import { jobValues } from './job-input.js';
import { noApplicants, toEmployerJob } from './job-views.js';

/** The employer writes a new job; it stays a draft until published. */
export async function postJob(db: Db, owner: EmployerOwner, body: Schema<'JobInput'>) {
  const [row] = await db
    .insert(jobs)
    .values({ ...jobValues(body), employerId: owner.employerId })
    .returning(jobColumns);
  return toEmployerJob(row!, noApplicants);
}
