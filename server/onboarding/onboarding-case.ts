import { and, desc, eq } from 'drizzle-orm';
import { todayOf } from '../clock.js';
import { agreementSignatures, complianceDecisions, complianceDocuments, users, vettingDecisions } from '../db/schema.js';
import { iso, present } from '../http/contract-fields.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import { overviewOf } from '../identity/identity-checks.js';
import { toSignature } from './agreements.js';
import { toComplianceDocument } from './compliance-view.js';
import { checklistOf } from './onboarding-checklist.js';
import type { OnboardingDeps } from './onboarding-deps.js';

/*
 * One candidate's onboarding as an administrator reviews it (/admin/onboarding/:id): the case
 * behind the compliance and vetting queues. It only reads; decisions are taken where they always
 * are (server/onboarding/compliance-review.ts, server/vetting/vetting-review.ts) and are read back
 * here from their records, with who took them and when.
 */

const DECISIONS_SHOWN = 100;

type Decision = Schema<'OnboardingDecisionRecord'>;

const deciderName = (firstname: string | null, lastname: string | null) => (firstname === null ? undefined : `${firstname} ${lastname ?? ''}`.trim());

async function decisionsOf(db: OnboardingDeps['db'], candidateId: string): Promise<Decision[]> {
  const [onDocuments, onVetting] = await Promise.all([
    db
      .select({
        kind: complianceDocuments.kind,
        decision: complianceDecisions.decision,
        reason: complianceDecisions.reason,
        decidedAt: complianceDecisions.decidedAt,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(complianceDecisions)
      .innerJoin(complianceDocuments, eq(complianceDocuments.id, complianceDecisions.documentId))
      .leftJoin(users, eq(users.id, complianceDecisions.decidedBy))
      .where(eq(complianceDocuments.candidateId, candidateId))
      .orderBy(desc(complianceDecisions.decidedAt))
      .limit(DECISIONS_SHOWN),
    db
      .select({
        decision: vettingDecisions.decision,
        reason: vettingDecisions.reasons,
        decidedAt: vettingDecisions.decidedAt,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(vettingDecisions)
      .leftJoin(users, eq(users.id, vettingDecisions.decidedBy))
      .where(eq(vettingDecisions.candidateId, candidateId))
      .orderBy(desc(vettingDecisions.decidedAt))
      .limit(DECISIONS_SHOWN),
  ]);
  const records = [
    ...onDocuments.map((row) => ({ at: row.decidedAt, record: { step: 'documents', kind: row.kind, decision: row.decision, ...recordOf(row) } as Decision })),
    ...onVetting.map((row) => ({ at: row.decidedAt, record: { step: 'vetting', decision: row.decision, ...recordOf(row) } as Decision })),
  ];
  return records
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, DECISIONS_SHOWN)
    .map(({ record }) => record);
}

function recordOf(row: { reason: string | null; decidedAt: Date; firstname: string | null; lastname: string | null }) {
  return { ...present('reason', row.reason), ...present('decided_by', deciderName(row.firstname, row.lastname)), decided_at: iso(row.decidedAt) };
}

/** getOnboardingCase: an id that is not a candidate's is not found. */
export async function getOnboardingCase({ db, clock }: OnboardingDeps, candidateId: string): Promise<Schema<'OnboardingCase'>> {
  const [candidate] = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, country: users.country })
    .from(users)
    .where(and(eq(users.id, candidateId), eq(users.role, 'candidate')));
  if (!candidate) throw new ApiError(404, 'NOT_FOUND');
  const [checklist, documents, identity, signatures, decisions] = await Promise.all([
    checklistOf(db, candidateId, candidate.country, todayOf(clock)),
    db.select().from(complianceDocuments).where(eq(complianceDocuments.candidateId, candidateId)).orderBy(desc(complianceDocuments.submittedAt)),
    overviewOf(db, candidateId),
    db.select().from(agreementSignatures).where(eq(agreementSignatures.candidateId, candidateId)).orderBy(desc(agreementSignatures.signedAt)).limit(100),
    decisionsOf(db, candidateId),
  ]);
  return {
    candidate,
    checklist,
    documents: documents.map((row) => toComplianceDocument(row, clock)),
    identity,
    agreements: signatures.map(toSignature),
    decisions,
  };
}
