import { eq } from 'drizzle-orm';
import { questionsFor, answerProblem, YEARS_MAX } from '../../src/shared/vetting-questions.js';
import type { Tx } from '../db/database.js';
import { candidateProfiles, users, vettingAnswers, vettingCases } from '../db/schema.js';
import { iso, present } from '../http/contract-fields.js';
import { ApiError, fieldError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { CandidateOwner } from '../http/owner.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { answersTo, profileChecks, questionKeysOf } from './vetting-view.js';
import type { VettingDeps } from './vetting-deps.js';

/*
 * A candidate's own vetting (docs/product.md, "Onboarding"): answers to their role's questions
 * saved one at a time as drafts, then the whole submitted for review.
 *
 * Invariants: one `vetting_cases` row per candidate, made by the first save or submission; a
 * candidate without one is answering. Answers change only while the case is answering or sent
 * back (needs changes), and a submission moves it to review only when the profile is complete and
 * every question of the candidate's role is answered. Both read and write under the case row's
 * lock (`for update`, the row made first if need be), so a save racing a submission either lands
 * before it, and is part of what is reviewed, or is refused; an administrator's decision
 * (server/vetting/vetting-review.ts) takes the same lock.
 */

type Status = Schema<'VettingStatus'>;
type CaseRow = typeof vettingCases.$inferSelect;

const OPEN: readonly Status[] = ['answering', 'needs_changes'];

/** Where a candidate's vetting stands, for the onboarding checklist: `answering` when never started. */
export async function vettingStatusOf(db: Queryable, candidateId: string): Promise<Status> {
  const [row] = await db.select({ status: vettingCases.status }).from(vettingCases).where(eq(vettingCases.candidateId, candidateId));
  return row?.status ?? 'answering';
}

async function readCase(db: Queryable, owner: CandidateOwner, row: CaseRow | undefined): Promise<Schema<'VettingCase'>> {
  const [profile] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, owner.candidateId));
  const [user] = await db.select({ profile: users.profile }).from(users).where(eq(users.id, owner.candidateId));
  const questions = questionKeysOf(profile?.role);
  const answers = await answersTo(db, owner.candidateId, questions);
  const profileList = profileChecks(profile, user ?? owner.account);
  const profileComplete = profileList.every((p) => p.done);
  const status = row?.status ?? 'answering';
  return {
    status,
    ...present('role', profile?.role as Schema<'JobRole'> | null),
    questions,
    answers,
    profile: profileList,
    profile_complete: profileComplete,
    can_submit: OPEN.includes(status) && profileComplete && answers.length === questions.length,
    ...(row?.submittedAt ? { submitted_at: iso(row.submittedAt) } : {}),
    ...(row?.decidedAt ? { decided_at: iso(row.decidedAt) } : {}),
    ...(status === 'needs_changes' ? present('reasons', row?.reasons) : {}),
  };
}

export async function getMyVetting({ db }: VettingDeps, owner: CandidateOwner): Promise<Schema<'VettingCase'>> {
  const [row] = await db.select().from(vettingCases).where(eq(vettingCases.candidateId, owner.candidateId));
  return readCase(db, owner, row);
}

/** The candidate's case row, made if need be, locked until the transaction ends. */
async function lockedCase(tx: Tx, candidateId: string): Promise<CaseRow> {
  await tx.insert(vettingCases).values({ candidateId }).onConflictDoNothing();
  const [row] = await tx.select().from(vettingCases).where(eq(vettingCases.candidateId, candidateId)).for('update');
  return row!;
}

export async function saveVettingAnswer(
  { db, clock }: VettingDeps,
  owner: CandidateOwner,
  question: Schema<'VettingQuestionKey'>,
  body: Schema<'VettingAnswerInput'>,
): Promise<Schema<'VettingCase'>> {
  return db.transaction(async (tx) => {
    const row = await lockedCase(tx, owner.candidateId);
    if (!OPEN.includes(row.status)) throw new ApiError(409, 'VETTING_NOT_OPEN');
    const [profile] = await tx.select({ role: candidateProfiles.role }).from(candidateProfiles).where(eq(candidateProfiles.userId, owner.candidateId));
    const asked = questionsFor(profile?.role as Schema<'JobRole'> | undefined).find((q) => q.key === question);
    // A question of another role's set is as unknown here as a misspelled one.
    if (!asked) throw fieldError('question', 'unknown');
    const answer = typeof body.answer === 'string' ? body.answer.trim() : body.answer;
    const problem = answerProblem(asked, answer);
    if (problem) {
      const params =
        asked.kind === 'text' ? { min: asked.minLength, max: asked.maxLength } : asked.kind === 'years' ? { min: 0, max: YEARS_MAX } : undefined;
      throw new ApiError(400, 'VALIDATION_FAILED', { answer: { key: problem, ...(params ? { params } : {}) } });
    }
    const updatedAt = clock.now();
    await tx
      .insert(vettingAnswers)
      .values({ candidateId: owner.candidateId, question, answer, updatedAt })
      .onConflictDoUpdate({ target: [vettingAnswers.candidateId, vettingAnswers.question], set: { answer, updatedAt } });
    return readCase(tx, owner, row);
  });
}

export async function submitVetting({ db, clock }: VettingDeps, owner: CandidateOwner): Promise<Schema<'VettingCase'>> {
  return db.transaction(async (tx) => {
    const row = await lockedCase(tx, owner.candidateId);
    if (!OPEN.includes(row.status)) throw new ApiError(409, 'VETTING_NOT_OPEN');
    const before = await readCase(tx, owner, row);
    if (!before.can_submit) throw new ApiError(409, 'VETTING_INCOMPLETE');
    const [submitted] = await tx
      .update(vettingCases)
      .set({ status: 'in_review', submittedAt: clock.now(), reasons: null, updatedAt: clock.now() })
      .where(eq(vettingCases.candidateId, owner.candidateId))
      .returning();
    return readCase(tx, owner, submitted);
  });
}
