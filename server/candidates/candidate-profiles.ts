import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { candidateProfiles, type EducationItem, type users } from '../db/schema.js';
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
    education: firstEducation(user),
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

/**
 * isComplete in SQL, as `complete` (only complete profiles are listed in searches: headline, role, level, rate and a skill)
 * as it will be once `changed` is written: what is not changed is read from the row being updated, in
 * the same statement, so two sections saved at once cannot leave it stale.
 */
export function profileCompleteAfter(changed: { about?: boolean; skills?: string[] }): SQL {
  const t = candidateProfiles;
  const about =
    changed.about ??
    sql`(btrim(${t.headline}) <> '' and ${t.role} is not null and ${t.experienceLevel} is not null and ${t.monthlyRateCents} is not null)`;
  const skills = changed.skills ? changed.skills.length > 0 : sql`cardinality(${t.skills}) > 0`;
  return sql`(${about} and ${skills})`;
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

/** The sign-up's one education (when it names a school) as the first entry of the profile's education section. */
function firstEducation(user: Pick<UserRow, 'profile'>): EducationItem[] {
  const { highest_degree, institution, graduation_year } = educationOf(user);
  if (!highest_degree || !institution?.trim()) return [];
  return [{ institution: institution.trim(), degree: highest_degree, ...(graduation_year !== undefined ? { end_year: graduation_year } : {}) }];
}
