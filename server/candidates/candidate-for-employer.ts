import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { applications, candidateProfiles, jobs, users } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { Schema } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { toCandidateSummary, toJobRef } from '../views/refs.js';
import { educationOf } from './candidate-profiles.js';

// Everything but the search vector, which only the database reads.
const { search: _search, ...profileColumns } = getTableColumns(candidateProfiles);

/** A candidate's profile as an employer sees it, with the applications between them. */
export async function candidateForEmployer(db: Db, owner: EmployerOwner, candidateId: string): Promise<Schema<'CandidateProfileView'>> {
  const [row] = await db
    .select({ profile: profileColumns, user: users })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(eq(candidateProfiles.userId, candidateId));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  const mine = await db
    .select({ id: applications.id, status: applications.status, job: { id: jobs.id, title: jobs.title, hireType: jobs.hireType, status: jobs.status } })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.candidateId, row.user.id), eq(applications.employerId, owner.employerId)))
    .orderBy(desc(applications.updatedAt), asc(applications.id));
  // An unlisted profile is shown only to the employers it applied to or was invited by.
  if (!row.profile.complete && mine.length === 0) throw new ApiError(404, 'NOT_FOUND');
  return {
    ...toCandidateSummary(row.profile, row.user),
    bio: row.profile.bio,
    education: educationOf(row.user),
    joined_at: row.user.createdAt.toISOString(),
    applications: mine.map((a) => ({ id: a.id, status: a.status, job: toJobRef(a.job) })),
  };
}
