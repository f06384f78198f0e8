import { eq } from 'drizzle-orm';
import type { AgreementKind } from '../../src/shared/agreements.js';
import { complianceAgreements } from '../../src/shared/compliance.js';
import { agreementSignatures, users } from '../db/schema.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { agreementLibrary, type AgreementLibrary } from './agreement-texts.js';

export interface AgreementsStanding {
  /** The agreements whose current version is signed, with that signature. */
  signed: Array<{ kind: AgreementKind; version: number; signatureId: string; signedAt: Date }>;
  /** The agreements the candidate's country asks for whose current version is not signed. */
  missing: Array<{ kind: AgreementKind; version: number }>;
}

/**
 * What the candidate has signed and what is missing, of the agreements their country asks for
 * (src/shared/compliance.ts), each at its current version: for the onboarding checklist and the
 * administrators' view of a candidate. Reads only; usable inside a caller's transaction.
 */
export async function agreementsOf(db: Queryable, candidateId: string, library: AgreementLibrary = agreementLibrary()): Promise<AgreementsStanding> {
  const [candidate] = await db.select({ country: users.country }).from(users).where(eq(users.id, candidateId));
  const rows = await db.select().from(agreementSignatures).where(eq(agreementSignatures.candidateId, candidateId));
  const standing: AgreementsStanding = { signed: [], missing: [] };
  for (const kind of complianceAgreements(candidate?.country)) {
    const version = library.current(kind);
    const row = rows.find((r) => r.kind === kind && r.version === version);
    if (row) standing.signed.push({ kind, version, signatureId: row.id, signedAt: row.signedAt });
    else standing.missing.push({ kind, version });
  }
  return standing;
}
