import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { candidateProfiles, type users } from '../db/schema.js';
import type { CandidateOwner } from '../http/owner.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { FieldProblem } from '../http/errors.js';
import { cleanText, throwIfAny } from '../http/clean-input.js';
import { toCandidateSummary } from '../views/refs.js';
import { ensureCandidateProfile, profileCompleteAfter } from './candidate-profiles.js';
import { candidateFileFields } from './profile-files.js';
import { profileCompleteness, profileSections } from './profile-view.js';
import { industryOf } from '../../src/shared/job-roles.js';

type ProfileRow = Omit<typeof candidateProfiles.$inferSelect, 'search'>;
type UserRow = typeof users.$inferSelect;
type ProfileInput = RouteOf<'updateMyCandidateProfile'>['Body'];

/** The candidate's own profile as the contract shows it: every section, the files, and how complete it is. */
export async function ownProfileOf(db: Db, p: ProfileRow, user: UserRow): Promise<Schema<'CandidateProfile'>> {
  const files = await candidateFileFields(db, user.id);
  return {
    ...toCandidateSummary(p, user),
    bio: p.bio,
    ...profileSections(p),
    ...files,
    completeness: profileCompleteness(p, { photo: files.photo_url !== undefined, cv: files.cv !== undefined }),
    email: user.email,
    complete: p.complete,
    updated_at: p.updatedAt.toISOString(),
  };
}

/** The candidate's own profile, started from the sign-up answers if need be. */
export async function ownProfile(db: Db, owner: CandidateOwner) {
  return ownProfileOf(db, await ensureCandidateProfile(db, owner.account), owner.account);
}

/** The candidate edits the "about" section (and rate and availability); the profile is listed once complete. */
export async function updateOwnProfile(db: Db, owner: CandidateOwner, body: ProfileInput) {
  const user = owner.account;
  const fields: Record<string, FieldProblem> = {};
  const headline = cleanText(fields, 'headline', body.headline);
  const bio = cleanText(fields, 'bio', body.bio);
  throwIfAny(fields);
  await ensureCandidateProfile(db, user);
  const values = {
    // The copies kept for search follow the account.
    fullName: `${user.firstname} ${user.lastname}`,
    country: user.country,
    headline,
    bio,
    role: body.role ?? null,
    // Without a role the industry given at sign-up stays.
    ...(body.role ? { industry: industryOf(body.role) } : {}),
    experienceLevel: body.experience_level ?? null,
    yearsExperience: body.years_experience,
    monthlyRateCents: body.monthly_rate_cents ?? null,
    availability: body.availability,
  };
  const about = headline !== '' && values.role != null && values.experienceLevel != null && values.monthlyRateCents != null;
  const [profile] = await db
    .update(candidateProfiles)
    .set({ ...values, complete: profileCompleteAfter({ about }), updatedAt: sql`now()` })
    .where(eq(candidateProfiles.userId, user.id))
    .returning();
  return ownProfileOf(db, profile!, user);
}
