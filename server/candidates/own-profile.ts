import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { candidateProfiles, type users } from '../db/schema.js';
import type { CandidateOwner } from '../http/owner.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { FieldProblem } from '../http/errors.js';
import { cleanSkills, cleanText, throwIfAny } from '../http/clean-input.js';
import { toCandidateSummary } from '../views/refs.js';
import { educationOf, ensureCandidateProfile, isComplete } from './candidate-profiles.js';
import { industryOf } from '../../src/shared/job-roles.js';

type ProfileRow = Omit<typeof candidateProfiles.$inferSelect, 'search'>;
type UserRow = typeof users.$inferSelect;
type ProfileInput = RouteOf<'updateMyCandidateProfile'>['Body'];

function toOwnProfile(p: ProfileRow, user: UserRow): Schema<'CandidateProfile'> {
  return {
    ...toCandidateSummary(p, user),
    bio: p.bio,
    education: educationOf(user),
    email: user.email,
    complete: p.complete,
    updated_at: p.updatedAt.toISOString(),
  };
}

/** The candidate's own profile, started from the sign-up answers if need be. */
export async function ownProfile(db: Db, owner: CandidateOwner) {
  return toOwnProfile(await ensureCandidateProfile(db, owner.account), owner.account);
}

/** The candidate edits the profile; it is listed once complete. */
export async function updateOwnProfile(db: Db, owner: CandidateOwner, body: ProfileInput) {
  const user = owner.account;
  const fields: Record<string, FieldProblem> = {};
  const headline = cleanText(fields, 'headline', body.headline);
  const bio = cleanText(fields, 'bio', body.bio);
  const skills = cleanSkills(fields, 'skills', body.skills);
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
    skills,
  };
  const [profile] = await db
    .update(candidateProfiles)
    .set({ ...values, complete: isComplete(values), updatedAt: sql`now()` })
    .where(eq(candidateProfiles.userId, user.id))
    .returning();
  return toOwnProfile(profile!, user);
}
