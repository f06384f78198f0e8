import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { candidateProfiles, type users } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';

type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof candidateProfiles.$inferSelect;
type SignUp = Pick<Schema<'RegisterRequest'>, 'job_title' | 'industry'>;

/** What a candidate said at sign-up starts their profile; it stays unlisted until completed on /profile. */
function firstProfile(user: UserRow, signUp: SignUp): typeof candidateProfiles.$inferInsert {
  return {
    userId: user.id,
    fullName: `${user.firstname} ${user.lastname}`,
    country: user.country,
    headline: signUp.job_title?.trim() ?? '',
    industry: signUp.industry ?? null,
  };
}

/** Called in the registration's transaction, so no candidate exists without a profile. */
export async function startCandidateProfile(tx: Db | Tx, user: UserRow, signUp: SignUp): Promise<void> {
  await tx.insert(candidateProfiles).values(firstProfile(user, signUp));
}

/**
 * The candidate's profile; accounts created before profiles existed (or seeded straight
 * into the users table) get theirs from their sign-up answers on first use.
 */
export async function ensureCandidateProfile(db: Db | Tx, user: UserRow): Promise<ProfileRow> {
  const [existing] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id));
  if (existing) return existing;
  const answers = user.profile as SignUp;
  await db
    .insert(candidateProfiles)
    .values(firstProfile(user, { job_title: typeof answers.job_title === 'string' ? answers.job_title : undefined, industry: answers.industry }))
    .onConflictDoNothing();
  const [created] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id));
  return created!;
}

/** Only complete profiles are listed in searches (the contract's `complete`). */
export function isComplete(p: Pick<ProfileRow, 'headline' | 'role' | 'experienceLevel' | 'monthlyRateCents' | 'skills'>): boolean {
  return p.headline.trim() !== '' && p.role != null && p.experienceLevel != null && p.monthlyRateCents != null && p.skills.length > 0;
}

/** The sign-up answers about education, kept in users.profile. */
export function educationOf(user: Pick<UserRow, 'profile'>): Schema<'Education'> {
  const p = user.profile;
  return {
    ...(typeof p.highest_degree === 'string' ? { highest_degree: p.highest_degree as Schema<'Degree'> } : {}),
    ...(typeof p.institution === 'string' ? { institution: p.institution } : {}),
    ...(typeof p.graduation_year === 'number' ? { graduation_year: p.graduation_year } : {}),
  };
}
