import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import { candidateProfiles, users, vettingAnswers, vettingCases, vettingDecisions } from '../db/schema.js';
import { educationOf } from '../candidates/candidate-profiles.js';
import { iso, present } from '../http/contract-fields.js';
import { ApiError } from '../http/errors.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { toCandidateSummary } from '../views/refs.js';
import { answersTo, profileChecks, questionKeysOf } from './vetting-view.js';
import type { VettingDeps } from './vetting-deps.js';

/*
 * The administrators' review of vetting cases: a queue, the longest waiting first, and a decision
 * per submission, as server/onboarding/compliance-review.ts does for documents. A case moves from
 * `in_review` with a conditional update (two administrators at once: one decides, the other is
 * told it was decided), and the decision is recorded with who took it, when, the reasons and the
 * answers it was taken on. Vetting sets the profile's `vetted` flag in the same transaction, so
 * the badge employers see (candidate search, the profile) never disagrees with the case.
 */

type ReviewQuery = RouteOf<'listVettingReviews'>['Querystring'];

// Everything but the search vector, which only the database reads.
const { search: _search, ...profileColumns } = getTableColumns(candidateProfiles);

export async function listVettingReviews({ db }: VettingDeps, query: ReviewQuery): Promise<Schema<'VettingReviewPage'>> {
  const { status = 'in_review', country, page = 1, page_size = 20 } = query;
  const { limit, offset } = pageWindow(page, page_size);
  const rows = await db
    .select({
      case: vettingCases,
      candidate: { id: users.id, firstname: users.firstname, lastname: users.lastname, country: users.country },
      role: candidateProfiles.role,
    })
    .from(vettingCases)
    .innerJoin(users, eq(users.id, vettingCases.candidateId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, vettingCases.candidateId))
    .where(and(eq(vettingCases.status, status), country ? eq(users.country, country) : undefined))
    .orderBy(asc(vettingCases.submittedAt), asc(vettingCases.candidateId))
    .limit(limit)
    .offset(offset);
  return pageOf(
    rows.map((row) => ({
      candidate: { ...row.candidate, country: row.candidate.country ?? '', ...present('role', row.role as Schema<'JobRole'> | null) },
      status: row.case.status,
      ...(row.case.submittedAt ? { submitted_at: iso(row.case.submittedAt) } : {}),
      ...(row.case.decidedAt ? { decided_at: iso(row.case.decidedAt) } : {}),
    })),
    page,
    page_size,
  );
}

async function reviewCase(db: Queryable, candidateId: string): Promise<Schema<'VettingReviewCase'>> {
  const [row] = await db
    .select({ case: vettingCases, profile: profileColumns, user: users })
    .from(vettingCases)
    .innerJoin(users, eq(users.id, vettingCases.candidateId))
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, vettingCases.candidateId))
    .where(eq(vettingCases.candidateId, candidateId));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  const questions = questionKeysOf(row.profile.role);
  const decisions = await db
    .select({ decision: vettingDecisions, adminFirst: users.firstname, adminLast: users.lastname })
    .from(vettingDecisions)
    .leftJoin(users, eq(users.id, vettingDecisions.decidedBy))
    .where(eq(vettingDecisions.candidateId, candidateId))
    .orderBy(desc(vettingDecisions.decidedAt), desc(vettingDecisions.id));
  return {
    candidate: { ...toCandidateSummary(row.profile, row.user), bio: row.profile.bio, education: educationOf(row.user) },
    status: row.case.status,
    questions,
    answers: await answersTo(db, candidateId, questions),
    profile: profileChecks(row.profile, row.user),
    ...(row.case.submittedAt ? { submitted_at: iso(row.case.submittedAt) } : {}),
    decisions: decisions.map(({ decision, adminFirst, adminLast }) => ({
      decision: decision.decision,
      ...present('reasons', decision.reasons),
      decided_at: iso(decision.decidedAt),
      ...(adminFirst !== null ? { decided_by: `${adminFirst} ${adminLast ?? ''}`.trim() } : {}),
    })),
  };
}

/** One case as an administrator opens it; a candidate who never started has none (404). */
export function getVettingReview({ db }: VettingDeps, candidateId: string): Promise<Schema<'VettingReviewCase'>> {
  return reviewCase(db, candidateId);
}

export async function decideVetting(
  { db, clock }: VettingDeps,
  admin: Owner,
  candidateId: string,
  body: Schema<'VettingDecision'>,
): Promise<Schema<'VettingReviewCase'>> {
  const reasons = body.reasons?.trim() || null;
  if (body.decision === 'needs_changes' && !reasons) throw new ApiError(400, 'VALIDATION_FAILED', { reasons: { key: 'required' } });
  if (body.decision === 'vetted' && reasons) throw new ApiError(400, 'VALIDATION_FAILED', { reasons: { key: 'unknown' } });
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [decided] = await tx
      .update(vettingCases)
      .set({ status: body.decision, decidedBy: admin.userId, decidedAt: now, reasons, updatedAt: now })
      .where(and(eq(vettingCases.candidateId, candidateId), eq(vettingCases.status, 'in_review')))
      .returning();
    if (!decided) {
      const [exists] = await tx.select({ id: vettingCases.candidateId }).from(vettingCases).where(eq(vettingCases.candidateId, candidateId));
      throw exists ? new ApiError(409, 'VETTING_DECIDED') : new ApiError(404, 'NOT_FOUND');
    }
    const answered = await tx.select().from(vettingAnswers).where(eq(vettingAnswers.candidateId, candidateId));
    const answers = Object.fromEntries(answered.map((a) => [a.question, a.answer]));
    await tx.insert(vettingDecisions).values({ candidateId, decision: body.decision, reasons, answers, decidedBy: admin.userId, decidedAt: now });
    if (body.decision === 'vetted') await tx.update(candidateProfiles).set({ vetted: true }).where(eq(candidateProfiles.userId, candidateId));
    return reviewCase(tx, candidateId);
  });
}
