import { and, asc, desc, eq } from 'drizzle-orm';
import { partnerVerificationDecisions, partnerVerifications, users } from '../db/schema.js';
import { iso, present } from '../http/contract-fields.js';
import { ApiError } from '../http/errors.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import type { PartnerDeps } from './partner-deps.js';
import { tellPartner } from './partner-notify.js';
import { viewOf } from './verification-view.js';

/*
 * The administrators' queue of partner verifications, every kind in one, the longest waiting
 * first, and a decision per submission, as server/vetting/vetting-review.ts does for candidates.
 * A verification moves from `submitted` with a conditional update (two administrators at once: one
 * decides, the other is told it was decided); the decision is recorded with who took it, when and
 * why, and the partner is mailed in the same transaction.
 *
 * What each decision does to the partner's right to work (server/partners/verified-partner.ts):
 * `verified` records the details as the last verified state; `changes_requested` keeps whatever was
 * verified before (an edit sent back does not stop a verified partner's work); `rejected` is final
 * and withdraws it.
 */

type ReviewQuery = RouteOf<'listPartnerVerifications'>['Querystring'];

const person = { id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email };

export async function listPartnerVerifications({ db }: PartnerDeps, query: ReviewQuery): Promise<Schema<'PartnerReviewPage'>> {
  const { status = 'submitted', kind, page = 1, page_size = 20 } = query;
  const { limit, offset } = pageWindow(page, page_size);
  const rows = await db
    .select({ verification: partnerVerifications, partner: person })
    .from(partnerVerifications)
    .innerJoin(users, eq(users.id, partnerVerifications.userId))
    .where(and(eq(partnerVerifications.status, status), kind ? eq(partnerVerifications.kind, kind) : undefined))
    // Waiting longest first; drafts (never submitted) by when they were last changed.
    .orderBy(asc(partnerVerifications.submittedAt), asc(partnerVerifications.updatedAt), asc(partnerVerifications.id))
    .limit(limit)
    .offset(offset);
  return pageOf(
    rows.map(({ verification: v, partner }) => ({
      id: v.id,
      kind: v.kind,
      status: v.status,
      verified: v.verifiedAt !== null,
      business_name: v.businessName,
      country: v.country,
      partner,
      ...(v.submittedAt ? { submitted_at: iso(v.submittedAt) } : {}),
      updated_at: iso(v.updatedAt),
    })),
    page,
    page_size,
  );
}

async function review(db: Queryable, id: string): Promise<Schema<'PartnerReview'>> {
  const [row] = await db
    .select({ verification: partnerVerifications, partner: person })
    .from(partnerVerifications)
    .innerJoin(users, eq(users.id, partnerVerifications.userId))
    .where(eq(partnerVerifications.id, id));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  const decisions = await db
    .select({ decision: partnerVerificationDecisions, adminFirst: users.firstname, adminLast: users.lastname })
    .from(partnerVerificationDecisions)
    .leftJoin(users, eq(users.id, partnerVerificationDecisions.decidedBy))
    .where(eq(partnerVerificationDecisions.verificationId, id))
    .orderBy(desc(partnerVerificationDecisions.decidedAt), desc(partnerVerificationDecisions.id))
    .limit(100);
  const v = row.verification;
  const verification = await viewOf(db, v);
  return {
    id: v.id,
    partner: row.partner,
    // The reviewer reads the reason of the last decision even while a resubmission waits.
    verification: { ...verification, ...present('reason', v.reviewerReason) },
    ...(v.verifiedBusinessName && v.verifiedBusinessName !== v.businessName ? { verified_business_name: v.verifiedBusinessName } : {}),
    decisions: decisions.map(({ decision, adminFirst, adminLast }) => ({
      decision: decision.decision,
      ...present('reason', decision.reason),
      decided_at: iso(decision.decidedAt),
      ...(adminFirst !== null ? { decided_by: `${adminFirst} ${adminLast ?? ''}`.trim() } : {}),
    })),
  };
}

/** One verification as an administrator opens it. */
export function getPartnerVerificationReview({ db }: PartnerDeps, id: string): Promise<Schema<'PartnerReview'>> {
  return review(db, id);
}

export async function decidePartnerVerification(
  { db, clock, publicUrl }: PartnerDeps,
  admin: Owner,
  id: string,
  body: Schema<'PartnerDecision'>,
): Promise<Schema<'PartnerReview'>> {
  const reason = body.reason?.trim() || null;
  if (body.decision !== 'verified' && !reason) throw new ApiError(400, 'VALIDATION_FAILED', { reason: { key: 'required' } });
  if (body.decision === 'verified' && reason) throw new ApiError(400, 'VALIDATION_FAILED', { reason: { key: 'unknown' } });
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [current] = await tx.select().from(partnerVerifications).where(eq(partnerVerifications.id, id)).for('update');
    if (!current) throw new ApiError(404, 'NOT_FOUND');
    if (current.status !== 'submitted') throw new ApiError(409, 'PARTNER_VERIFICATION_DECIDED');
    const lastVerified =
      body.decision === 'verified'
        ? { verifiedAt: now, verifiedBusinessName: current.businessName, verifiedRegions: current.regions }
        : body.decision === 'rejected'
          ? { verifiedAt: null, verifiedBusinessName: null, verifiedRegions: null }
          : {};
    const [decided] = await tx
      .update(partnerVerifications)
      .set({ status: body.decision, reviewerReason: reason, reviewedBy: admin.userId, reviewedAt: now, updatedAt: now, ...lastVerified })
      .where(eq(partnerVerifications.id, id))
      .returning();
    await tx.insert(partnerVerificationDecisions).values({ verificationId: id, decision: body.decision, reason, decidedBy: admin.userId, decidedAt: now });
    const [partner] = await tx.select().from(users).where(eq(users.id, decided!.userId));
    await tellPartner(tx, publicUrl, partner!, decided!, body.decision === 'verified' ? { event: 'verified' } : { event: body.decision, reason: reason! });
    return review(tx, id);
  });
}
