import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { applications, candidateProfiles, jobs, users } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { Schema } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { toCandidateSummary, toJobRef } from '../views/refs.js';
import { onboardingOfStaff } from '../onboarding/staff-onboarding.js';
import { candidateFileFields } from './profile-files.js';
import { profileSections } from './profile-view.js';

// Everything but the search vector (only the database reads it) and the CV's text (the CV itself is offered).
const { search: _search, cvText: _cvText, ...profileColumns } = getTableColumns(candidateProfiles);

/**
 * A candidate's profile as an employer sees it, with the applications between them: what the
 * contract's CandidateProfileView holds and nothing else (never the e-mail address, phone number
 * or address, which live on the account). Onboarding shows only once this employer hired them.
 */
export async function candidateForEmployer(db: Db, owner: EmployerOwner, candidateId: string, now: Date): Promise<Schema<'CandidateProfileView'>> {
  const [row] = await db
    .select({ profile: profileColumns, user: { firstname: users.firstname, lastname: users.lastname, createdAt: users.createdAt } })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(eq(candidateProfiles.userId, candidateId));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  const mine = await db
    .select({ id: applications.id, status: applications.status, job: { id: jobs.id, title: jobs.title, hireType: jobs.hireType, status: jobs.status } })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.candidateId, candidateId), eq(applications.employerId, owner.employerId)))
    .orderBy(desc(applications.updatedAt), asc(applications.id));
  // An unlisted profile is shown only to the employers it applied to or was invited by.
  if (!row.profile.complete && mine.length === 0) throw new ApiError(404, 'NOT_FOUND');
  const { profile } = row;
  const hired = mine.some((a) => a.status === 'hired');
  const [files, onboarding] = await Promise.all([
    candidateFileFields(db, candidateId),
    hired ? onboardingOfStaff(db, [candidateId], now.toISOString().slice(0, 10)).then((all) => all.get(candidateId)) : undefined,
  ]);
  return {
    ...toCandidateSummary(profile, row.user),
    bio: profile.bio,
    ...profileSections(profile),
    ...files,
    ...(onboarding ? { onboarding } : {}),
    joined_at: row.user.createdAt.toISOString(),
    applications: mine.map((a) => ({ id: a.id, status: a.status, job: toJobRef(a.job) })),
  };
}
