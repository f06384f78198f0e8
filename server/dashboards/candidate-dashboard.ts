import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { candidateProfiles } from '../db/schema.js';
import type { CandidateOwner } from '../http/owner.js';
import type { Schema } from '../http/handler-types.js';
import { latestActivity } from './latest-activity.js';
import { count, numbers } from './dashboard-counts.js';

/** What waits for the candidate, and what employers did lately. */
export async function candidateDashboard(db: Db, owner: CandidateOwner): Promise<Schema<'CandidateDashboard'>> {
  const me = owner.candidateId;
  const result = await db.execute<Record<keyof Schema<'CandidateDashboard'>['counts'], number>>(sql`select
    ${count(sql`select count(*) from applications where candidate_id = ${me} and status = 'invited'`)} as invitations,
    ${count(sql`select count(*) from applications where candidate_id = ${me} and status in ('applied', 'shortlisted', 'interviewing', 'offered')`)} as active_applications,
    ${count(sql`select count(*) from interviews where candidate_id = ${me} and status = 'proposed'`)} as interviews_to_answer,
    ${count(sql`select count(*) from interviews where candidate_id = ${me} and status = 'accepted' and scheduled_at > now()`)} as interviews_upcoming,
    ${count(sql`select count(*) from offers where candidate_id = ${me} and status = 'pending' and expires_at > now()`)} as offers_to_answer`);
  const [profile] = await db.select({ complete: candidateProfiles.complete }).from(candidateProfiles).where(eq(candidateProfiles.userId, me));
  return {
    counts: numbers(result.rows[0]!),
    profile_complete: profile?.complete ?? false,
    activity: await latestActivity(db, me),
  };
}
