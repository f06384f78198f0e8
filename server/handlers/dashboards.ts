import { desc, eq, sql } from 'drizzle-orm';
import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import type { Db } from '../db/database.js';
import { activity, candidateProfiles, jobs } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { iso, jobRefColumns, newestFirst, present } from '../hiring/read-columns.js';
import { toJobRef } from '../hiring/views.js';

/** The latest news from the other side, newest first (read off `activity_user_idx`). */
async function latestActivity(db: Db, userId: string): Promise<Schema<'ActivityItem'>[]> {
  const rows = await db
    .select({ item: activity, job: jobRefColumns })
    .from(activity)
    .innerJoin(jobs, eq(jobs.id, activity.jobId))
    .where(eq(activity.userId, userId))
    .orderBy(newestFirst(activity.createdAt), desc(activity.id))
    .limit(20);
  return rows.map(({ item, job }) => ({
    id: item.id,
    type: item.type as Schema<'ActivityType'>,
    created_at: iso(item.createdAt),
    job: toJobRef(job),
    counterpart: item.counterpart,
    ...present('application_id', item.applicationId),
  }));
}

const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})::int`;

/** The two home pages: what waits for this user, and what the other side did lately. */
export function dashboardHandlers({ db }: Deps): Pick<Handlers, 'getEmployerDashboard' | 'getCandidateDashboard'> {
  return {
    async getEmployerDashboard(request, reply) {
      const me = request.auth!.user.id;
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
      return reply.code(200).send({ counts: numbers(counts), activity: await latestActivity(db, me) });
    },

    async getCandidateDashboard(request, reply) {
      const me = request.auth!.user.id;
      const result = await db.execute<Record<keyof Schema<'CandidateDashboard'>['counts'], number>>(sql`select
        ${count(sql`select count(*) from applications where candidate_id = ${me} and status = 'invited'`)} as invitations,
        ${count(sql`select count(*) from applications where candidate_id = ${me} and status in ('applied', 'shortlisted', 'interviewing', 'offered')`)} as active_applications,
        ${count(sql`select count(*) from interviews where candidate_id = ${me} and status = 'proposed'`)} as interviews_to_answer,
        ${count(sql`select count(*) from interviews where candidate_id = ${me} and status = 'accepted' and scheduled_at > now()`)} as interviews_upcoming,
        ${count(sql`select count(*) from offers where candidate_id = ${me} and status = 'pending' and expires_at > now()`)} as offers_to_answer`);
      const [profile] = await db.select({ complete: candidateProfiles.complete }).from(candidateProfiles).where(eq(candidateProfiles.userId, me));
      return reply.code(200).send({
        counts: numbers(result.rows[0]!),
        profile_complete: profile?.complete ?? false,
        activity: await latestActivity(db, me),
      });
    },
  };
}

/** Both drivers may hand integers back as strings; the contract says integers. */
function numbers<T extends Record<string, unknown>>(row: T): { [K in keyof T]: number } {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as { [K in keyof T]: number };
}
