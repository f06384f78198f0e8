import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { prepared } from '../db/prepared.js';
import { activity, jobs } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { jobRefColumns } from '../hiring/read-columns.js';
import { iso, present } from '../http/contract-fields.js';
import { newestFirst } from '../http/list-order.js';
import { toJobRef } from '../views/refs.js';

/** The latest news from the other side, newest first (read off `activity_user_idx`). */
export async function latestActivity(db: Db, userId: string): Promise<Schema<'ActivityItem'>[]> {
  const rows = await prepared(db, 'latest_activity', (db, name) =>
    db
      .select({ item: activity, job: jobRefColumns })
      .from(activity)
      .innerJoin(jobs, eq(jobs.id, activity.jobId))
      .where(eq(activity.userId, sql.placeholder('userId')))
      .orderBy(newestFirst(activity.createdAt), desc(activity.id))
      .limit(20)
      .prepare(name),
  ).execute({ userId });
  return rows.map(({ item, job }) => ({
    id: item.id,
    type: item.type as Schema<'ActivityType'>,
    created_at: iso(item.createdAt),
    job: toJobRef(job),
    counterpart: item.counterpart,
    ...present('application_id', item.applicationId),
  }));
}
