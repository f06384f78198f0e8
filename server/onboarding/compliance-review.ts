import { and, asc, eq, lte, type SQL } from 'drizzle-orm';
import { complianceDecisions, complianceDocuments, users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { toComplianceDocument } from './compliance-view.js';
import type { OnboardingDeps } from './onboarding-deps.js';
import { recordIfReady } from './readiness.js';

/*
 * The administrators' review of compliance documents: a queue, the longest waiting first, and a
 * decision per document. A decision is taken once per file: the document's row moves from
 * `submitted` with a conditional update (two administrators at once: one decides, the other is
 * told it was decided), and the decision is recorded with who took it, when, and the file's hash.
 */

type ReviewQuery = RouteOf<'listComplianceReviews'>['Querystring'];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A page of the queue, filtered as a case worker narrows it: by status, kind, the candidate's
 * country and how long the document has waited; with the countries present under the same status
 * and kind, so the country filter offers only those with cases.
 */
export async function listComplianceReviews({ db, clock }: OnboardingDeps, query: ReviewQuery): Promise<Schema<'ComplianceReviewPage'>> {
  const { status = 'submitted', kind, country, waiting_days, page = 1, page_size = 20 } = query;
  const { limit, offset } = pageWindow(page, page_size);
  const shared: SQL[] = [eq(complianceDocuments.status, status)];
  if (kind) shared.push(eq(complianceDocuments.kind, kind));
  const narrowed = [...shared];
  if (country) narrowed.push(eq(users.country, country));
  if (waiting_days) narrowed.push(lte(complianceDocuments.submittedAt, new Date(clock.now().getTime() - waiting_days * DAY_MS)));
  const [rows, countries] = await Promise.all([
    db
      .select({ document: complianceDocuments, candidate: { id: users.id, firstname: users.firstname, lastname: users.lastname, country: users.country } })
      .from(complianceDocuments)
      .innerJoin(users, eq(users.id, complianceDocuments.candidateId))
      .where(and(...narrowed))
      .orderBy(asc(complianceDocuments.submittedAt), asc(complianceDocuments.id))
      .limit(limit)
      .offset(offset),
    db
      .selectDistinct({ country: users.country })
      .from(complianceDocuments)
      .innerJoin(users, eq(users.id, complianceDocuments.candidateId))
      .where(and(...shared))
      .orderBy(asc(users.country)),
  ]);
  return {
    ...pageOf(
      rows.map(({ document, candidate }) => ({ document: toComplianceDocument(document, clock), candidate })),
      page,
      page_size,
    ),
    countries: countries.map((c) => c.country).filter((c): c is string => c !== null),
  };
}

/** The decision on one document; the approval that completes the candidate's onboarding records it (server/onboarding/readiness.ts). */
export async function decideComplianceDocument(
  { db, clock, publicUrl }: OnboardingDeps,
  admin: Owner,
  documentId: string,
  body: Schema<'ComplianceDecision'>,
): Promise<Schema<'ComplianceDocument'>> {
  const reason = body.reason?.trim() || null;
  if (body.decision === 'rejected' && !reason) throw new ApiError(400, 'VALIDATION_FAILED', { reason: { key: 'required' } });
  if (body.decision === 'approved' && reason) throw new ApiError(400, 'VALIDATION_FAILED', { reason: { key: 'unknown' } });
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [decided] = await tx
      .update(complianceDocuments)
      .set({ status: body.decision, reviewedBy: admin.userId, reviewedAt: now, rejectionReason: reason })
      .where(and(eq(complianceDocuments.id, documentId), eq(complianceDocuments.status, 'submitted')))
      .returning();
    if (!decided) {
      const [exists] = await tx.select({ id: complianceDocuments.id }).from(complianceDocuments).where(eq(complianceDocuments.id, documentId));
      throw exists ? new ApiError(409, 'COMPLIANCE_DOCUMENT_DECIDED') : new ApiError(404, 'NOT_FOUND');
    }
    await tx.insert(complianceDecisions).values({ documentId, sha256: decided.sha256, decision: body.decision, reason, decidedBy: admin.userId, decidedAt: now });
    if (body.decision === 'approved') await recordIfReady(tx, { clock, publicUrl }, decided.candidateId);
    return toComplianceDocument(decided, clock);
  });
}
