import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { activity, jobs } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { jobRefColumns } from '../hiring/read-columns.js';
import { iso, present } from '../http/contract-fields.js';
import { newestFirst } from '../http/list-order.js';
import { toJobRef } from '../views/refs.js';

/** The latest news from the other side, newest first (read off `activity_user_idx`). */
export async function latestActivity(db: Db, userId: string): Promise<Schema<'ActivityItem'>[]> {
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
