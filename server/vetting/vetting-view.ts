import { eq } from 'drizzle-orm';
import { profileCompleteness } from '../../src/shared/vetting-profile.js';
import { questionsFor, type VettingQuestionKey } from '../../src/shared/vetting-questions.js';
import { vettingAnswers, type candidateProfiles, type users } from '../db/schema.js';
import { iso } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { educationOf } from '../candidates/candidate-profiles.js';

type ProfileRow = Pick<
  typeof candidateProfiles.$inferSelect,
  'headline' | 'bio' | 'role' | 'experienceLevel' | 'monthlyRateCents' | 'skills'
>;
type UserRow = Pick<typeof users.$inferSelect, 'profile'>;

/** The profile's parts vetting asks for, from the profile row and the sign-up's education. */
export function profileChecks(profile: ProfileRow | undefined, user: UserRow): Schema<'VettingProfileCheck'>[] {
  return profileCompleteness({
    headline: profile?.headline ?? '',
    bio: profile?.bio ?? '',
    role: profile?.role,
    experience_level: profile?.experienceLevel,
    monthly_rate_cents: profile?.monthlyRateCents,
    skills: profile?.skills ?? [],
    highest_degree: educationOf(user).highest_degree,
  });
}

/** The role's question keys (the generic set for a role without its own). */
export const questionKeysOf = (role: string | null | undefined): VettingQuestionKey[] =>
  questionsFor(role as Schema<'JobRole'> | null).map((q) => q.key);

/** The candidate's saved answers to the given questions, in the questions' order. */
export async function answersTo(db: Queryable, candidateId: string, questions: readonly VettingQuestionKey[]): Promise<Schema<'VettingAnswer'>[]> {
  const rows = await db.select().from(vettingAnswers).where(eq(vettingAnswers.candidateId, candidateId));
  return questions.flatMap((question) => {
    const row = rows.find((r) => r.question === question);
    return row ? [{ question, answer: row.answer, updated_at: iso(row.updatedAt) }] : [];
  });
}
