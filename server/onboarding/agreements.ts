import { and, eq } from 'drizzle-orm';
import { AGREEMENT_KINDS, namesMatch, type AgreementKind } from '../../src/shared/agreements.js';
import { complianceAgreements } from '../../src/shared/compliance.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { agreementSignatures, users } from '../db/schema.js';
import { iso } from '../http/contract-fields.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { CandidateOwner, Owner } from '../http/owner.js';
import type { Locale } from '../i18n.js';
import { agreementLibrary, type AgreementLibrary, type AgreementText } from './agreement-texts.js';
import { agreementsOf } from './agreement-standing.js';
import { recordIfReady } from './readiness.js';

/*
 * The agreements a candidate signs in the app (docs/product.md, "Onboarding"; the texts are
 * server/onboarding/agreement-texts.ts's). A signature records the text read (kind, version,
 * language and the SHA-256 of the exact text shown), the name typed, the time, the address and
 * the browser.
 *
 * Invariants: one signature per candidate, kind and version (a unique index): signing a version
 * again, twice at once included, inserts nothing and answers the first signature. A signature is
 * of the current version, and of the very text the candidate was shown: the request names the
 * text's fingerprint, and a text that is no longer the current one is refused, so nobody signs
 * what they did not read. Signatures are never changed; a new version asks for a new one and the
 * old ones stay.
 */

type SignatureRow = typeof agreementSignatures.$inferSelect;

const nameOnAccount = (account: Pick<Owner['account'], 'firstname' | 'lastname'>) => `${account.firstname} ${account.lastname}`;

/** A signature as the contract shows it (also in an administrator's case, server/onboarding/onboarding-case.ts). */
export function toSignature(row: SignatureRow): Schema<'AgreementSignature'> {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    language: row.language as Locale,
    sha256: row.textSha256,
    typed_name: row.typedName,
    signed_at: iso(row.signedAt),
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
  };
}

function toDocument(text: AgreementText, name: string, signature?: SignatureRow): Schema<'AgreementDocument'> {
  return {
    kind: text.kind,
    version: text.version,
    language: text.language,
    title: text.title,
    updated: text.updated,
    text: text.text,
    sha256: text.sha256,
    name_on_account: name,
    ...(signature ? { signature: toSignature(signature) } : {}),
  };
}

export async function getMyAgreements({ db }: { db: Db }, owner: CandidateOwner, library: AgreementLibrary = agreementLibrary()): Promise<Schema<'AgreementList'>> {
  const { signed, missing } = await agreementsOf(db, owner.candidateId, library);
  const agreements = complianceAgreements(owner.account.country).map((kind): Schema<'AgreementStanding'> => {
    const done = signed.find((s) => s.kind === kind);
    if (done) return { kind, version: done.version, status: 'signed', signed_at: iso(done.signedAt) };
    return { kind, version: missing.find((s) => s.kind === kind)!.version, status: 'to_sign' };
  });
  return { agreements };
}

/** The copy signed when the current version is signed; else the current version in `language`, to sign. */
export async function getMyAgreement(
  { db }: { db: Db },
  owner: CandidateOwner,
  kind: AgreementKind,
  language: Locale,
  library: AgreementLibrary = agreementLibrary(),
): Promise<Schema<'AgreementDocument'>> {
  const version = library.current(kind);
  const [row] = await db
    .select()
    .from(agreementSignatures)
    .where(and(eq(agreementSignatures.candidateId, owner.candidateId), eq(agreementSignatures.kind, kind), eq(agreementSignatures.version, version)));
  const name = nameOnAccount(owner.account);
  if (row) return toDocument(library.text(kind, row.version, row.language as Locale)!, name, row);
  return toDocument(library.text(kind, version, language)!, name);
}

export interface SigningFrom {
  ipAddress: string;
  userAgent: string;
}

/**
 * Signs the current version of `kind` as the text the body names. Answers the signature and
 * whether this call recorded it (false: the version was already signed, and that first
 * signature is the answer). The signature that completes the candidate's onboarding records it,
 * in the same transaction (server/onboarding/readiness.ts).
 */
export async function signAgreement(
  { db, clock, publicUrl }: { db: Db; clock: Clock; publicUrl: string },
  owner: CandidateOwner,
  kind: AgreementKind,
  body: Schema<'AgreementSigning'>,
  from: SigningFrom,
  library: AgreementLibrary = agreementLibrary(),
): Promise<{ signature: Schema<'AgreementSignature'>; created: boolean }> {
  const version = library.current(kind);
  const shown = library.text(kind, body.version, body.language);
  if (body.version !== version || !shown || shown.sha256 !== body.sha256) throw new ApiError(409, 'AGREEMENT_TEXT_CHANGED');
  const name = nameOnAccount(owner.account);
  const problems: Record<string, FieldProblem> = {};
  if (!namesMatch(body.full_name, name)) problems.full_name = { key: 'nameMismatch', params: { name } };
  if (!body.agreed) problems.agreed = { key: 'required' };
  if (Object.keys(problems).length > 0) throw new ApiError(400, 'VALIDATION_FAILED', problems);

  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agreementSignatures)
      .values({
        candidateId: owner.candidateId,
        kind,
        version,
        language: body.language,
        textSha256: shown.sha256,
        typedName: body.full_name.trim(),
        signedAt: clock.now(),
        ipAddress: from.ipAddress,
        userAgent: from.userAgent,
      })
      .onConflictDoNothing()
      .returning();
    if (row) await recordIfReady(tx, { clock, publicUrl }, owner.candidateId);
    return row;
  });
  if (inserted) return { signature: toSignature(inserted), created: true };
  const [first] = await db
    .select()
    .from(agreementSignatures)
    .where(and(eq(agreementSignatures.candidateId, owner.candidateId), eq(agreementSignatures.kind, kind), eq(agreementSignatures.version, version)));
  return { signature: toSignature(first!), created: false };
}

/** A signed copy by its signature's id: the candidate's own, or any for an administrator; anyone else's id is not found. */
export async function getAgreementSignature({ db }: { db: Db }, owner: Owner, id: string, library: AgreementLibrary = agreementLibrary()): Promise<Schema<'AgreementDocument'>> {
  const mine = owner.role === 'admin' ? undefined : eq(agreementSignatures.candidateId, owner.userId);
  const [row] = await db.select().from(agreementSignatures).where(and(eq(agreementSignatures.id, id), mine));
  if (!row || !AGREEMENT_KINDS.includes(row.kind)) throw new ApiError(404, 'NOT_FOUND');
  const [signer] = await db.select({ firstname: users.firstname, lastname: users.lastname }).from(users).where(eq(users.id, row.candidateId));
  return toDocument(library.text(row.kind, row.version, row.language as Locale)!, nameOnAccount(signer!), row);
}
