import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { prepared } from '../db/prepared.js';
import { users } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { Schema } from '../http/handler-types.js';
import { latestActivity } from './latest-activity.js';
import { count, numbers } from './dashboard-counts.js';

const me = sql.placeholder('employerId');
/** An application count kept by the triggers of migration 0006: one row, however many applications. */
const applications = (status: Schema<'ApplicationStatus'>) =>
  sql<number>`coalesce((select count from application_counts where employer_id = ${me} and status = ${sql.raw(`'${status}'`)}), 0)`;

// One statement, each count a bounded read: kept counters for applications (an employer may have
// tens of thousands), and for jobs, interviews and offers a range of an index led by employer_id
// that holds only the rows counted (interviews_employer_open_idx, offers_employer_status_idx).
const dashboardCounts = (db: Db) =>
  prepared(db, 'employer_dashboard_counts', (db, name) =>
    db
      .select({
        open_jobs: count(sql`select count(*) from jobs where employer_id = ${me} and status = 'open'`),
        draft_jobs: count(sql`select count(*) from jobs where employer_id = ${me} and status = 'draft'`),
        to_review: applications('applied'),
        shortlisted: applications('shortlisted'),
        interviews_upcoming: count(sql`select count(*) from interviews where employer_id = ${me} and status = 'accepted' and scheduled_at > now()`),
        interviews_to_reschedule: count(sql`select count(*) from interviews where employer_id = ${me} and status = 'reschedule_requested'`),
        offers_pending: count(sql`select count(*) from offers where employer_id = ${me} and status = 'pending' and expires_at > now()`),
        offers_awaiting_payment: count(sql`select count(*) from offers where employer_id = ${me} and status = 'awaiting_payment'`),
        active_staff: count(sql`select count(*) from offers where employer_id = ${me} and status = 'hired'`),
      })
      .from(users)
      .where(eq(users.id, me))
      .prepare(name),
  );

/** What waits for the employer, and what candidates did lately. */
export async function employerDashboard(db: Db, owner: EmployerOwner): Promise<Schema<'EmployerDashboard'>> {
  const [counts] = await dashboardCounts(db).execute({ employerId: owner.employerId });
  return { counts: numbers(counts!), activity: await latestActivity(db, owner.employerId) };
}
