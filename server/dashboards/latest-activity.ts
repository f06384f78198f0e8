import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { prepared } from '../db/prepared.js';
import { activity, jobs } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { jobRefColumns } from '../hiring/read-columns.js';
import { iso, present } from '../http/contract-fields.js';
import { newestFirst } from '../http/list-order.js';
import { toJobRef } from '../views/refs.js';
import { STAFF_WORK_NEWS } from '../staff-work/notify.js';

/**
 * The staff member a piece of news about a hire's work is about: the candidate of the hire's
 * application, looked up (by primary key) only for those rows, so the other news costs nothing more.
 */
const staffIdOf = sql<string | null>`case when ${inArray(activity.type, [...STAFF_WORK_NEWS])}
  then (select a."candidate_id" from "applications" as a where a."id" = "activity"."application_id") end`;

/** The latest news from the other side, newest first (read off `activity_user_idx`). */
export async function latestActivity(db: Db, userId: string): Promise<Schema<'ActivityItem'>[]> {
  const rows = await prepared(db, 'latest_activity', (db, name) =>
    db
      .select({ item: activity, job: jobRefColumns, staffId: staffIdOf })
      .from(activity)
      .innerJoin(jobs, eq(jobs.id, activity.jobId))
      .where(eq(activity.userId, sql.placeholder('userId')))
      .orderBy(newestFirst(activity.createdAt), desc(activity.id))
      .limit(20)
      .prepare(name),
  ).execute({ userId });
  return rows.map(({ item, job, staffId }) => ({
    id: item.id,
    type: item.type as Schema<'ActivityType'>,
    created_at: iso(item.createdAt),
    job: toJobRef(job),
    counterpart: item.counterpart,
    ...present('application_id', item.applicationId),
    ...present('staff_id', staffId),
  }));
}
