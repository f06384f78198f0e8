import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { EmployerOwner } from '../http/owner.js';
import type { Schema } from '../http/handler-types.js';
import { latestActivity } from './latest-activity.js';
import { count, numbers } from './dashboard-counts.js';

/** What waits for the employer, and what candidates did lately. */
export async function employerDashboard(db: Db, owner: EmployerOwner): Promise<Schema<'EmployerDashboard'>> {
  const me = owner.employerId;
  // Each count is one range of an index led by employer_id.
  const result = await db.execute<Record<keyof Schema<'EmployerDashboard'>['counts'], number>>(sql`select
    ${count(sql`select count(*) from jobs where employer_id = ${me} and status = 'open'`)} as open_jobs,
    ${count(sql`select count(*) from jobs where employer_id = ${me} and status = 'draft'`)} as draft_jobs,
    ${count(sql`select count(*) from applications where employer_id = ${me} and status = 'applied'`)} as to_review,
    ${count(sql`select count(*) from applications where employer_id = ${me} and status = 'shortlisted'`)} as shortlisted,
    ${count(sql`select count(*) from interviews where employer_id = ${me} and status = 'accepted' and scheduled_at > now()`)} as interviews_upcoming,
    ${count(sql`select count(*) from interviews where employer_id = ${me} and status = 'reschedule_requested'`)} as interviews_to_reschedule,
    ${count(sql`select count(*) from offers where employer_id = ${me} and status = 'pending' and expires_at > now()`)} as offers_pending,
    ${count(sql`select count(*) from offers where employer_id = ${me} and status = 'awaiting_payment'`)} as offers_awaiting_payment,
    ${count(sql`select count(*) from offers where employer_id = ${me} and status = 'hired'`)} as active_staff`);
  const counts = result.rows[0]!;
  return { counts: numbers(counts), activity: await latestActivity(db, me) };
}
