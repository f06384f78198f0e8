import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { COMPLIANCE_DOCUMENT_KINDS, complianceRequirements, hasExpiry, type ComplianceDocumentKind } from '../../src/shared/compliance.js';
import { todayOf } from '../clock.js';
import { complianceDocuments, users } from '../db/schema.js';
import { isContractDate } from '../http/date-formats.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { Upload } from '../http/multipart.js';
import type { CandidateOwner, Owner } from '../http/owner.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { deleteScheduledFiles, scheduleFileDeletion } from '../storage/file-deletions.js';
import { newFileKey, type StoredFile } from '../storage/file-store.js';
import { inspectUpload } from '../uploads/inspect-upload.js';
import { DOCUMENT } from '../../src/shared/uploads.js';
import { toComplianceDocument } from './compliance-view.js';
import type { OnboardingDeps } from './onboarding-deps.js';

/*
 * A candidate's compliance documents (docs/product.md, "Onboarding"): what their country asks for,
 * handed in as files, replaced, taken back while not approved, and read back.
 *
 * Invariants: one current document per candidate and kind (a unique index); a candidate's
 * uploads and deletions are serialized on their user row, so two tabs at once each replace the
 * document the other left, and every file a row stops pointing to is scheduled for deletion in
 * the same transaction (server/storage/file-deletions.ts). A new file is stored before its row is
 * written: a failed write deletes it again, so no row ever points to a missing file.
 */

const KINDS = new Set<string>(COMPLIANCE_DOCUMENT_KINDS);

export async function getMyCompliance({ db, clock }: OnboardingDeps, owner: CandidateOwner): Promise<Schema<'ComplianceOverview'>> {
  const rows = await db.select().from(complianceDocuments).where(eq(complianceDocuments.candidateId, owner.candidateId));
  const country = owner.account.country;
  const requirements = complianceRequirements(country).map(({ kind, taxForm }): Schema<'ComplianceRequirement'> => {
    const row = rows.find((r) => r.kind === kind);
    const document = row ? toComplianceDocument(row, clock) : undefined;
    return { kind, ...(taxForm ? { tax_form: taxForm } : {}), status: document?.status ?? 'missing', ...(document ? { document } : {}) };
  });
  return { country, requirements, complete: requirements.every((r) => r.status === 'approved') };
}

/** The form's fields as the contract's ComplianceUpload says; every bad one named at once. */
function readFields(fields: Record<string, string>, today: string): { kind: ComplianceDocumentKind; expiresOn: string | null } {
  const problems: Record<string, FieldProblem> = {};
  for (const name of Object.keys(fields)) if (name !== 'kind' && name !== 'expires_on') problems[name] = { key: 'unknown' };
  const kind = fields.kind;
  if (kind === undefined || kind === '') problems.kind = { key: 'required' };
  else if (!KINDS.has(kind)) problems.kind = { key: 'choice' };
  const expiresOn = fields.expires_on?.trim() || null;
  if (kind && KINDS.has(kind)) {
    if (hasExpiry(kind as ComplianceDocumentKind)) {
      if (!expiresOn) problems.expires_on = { key: 'required' };
      else if (!isContractDate(expiresOn)) problems.expires_on = { key: 'invalid' };
      else if (expiresOn < today) problems.expires_on = { key: 'todayOrLater' };
    } else if (expiresOn) problems.expires_on = { key: 'unknown' };
  }
  if (Object.keys(problems).length > 0) throw new ApiError(400, 'VALIDATION_FAILED', problems);
  return { kind: kind as ComplianceDocumentKind, expiresOn };
}

/** `readBody` reads the request's form: only once the candidate may upload, so a refused one costs no 10 MB read. */
export async function uploadComplianceDocument(deps: OnboardingDeps, owner: CandidateOwner, readBody: () => Promise<Upload>): Promise<Schema<'ComplianceDocument'>> {
  const { db, files, clock } = deps;
  await enforceLimit(db, `upload:${owner.userId}`, limits.uploadsPerUser);
  const upload = await readBody();
  const { kind, expiresOn } = readFields(upload.fields, todayOf(clock));
  if (!upload.file || upload.file.field !== 'file') throw new ApiError(400, 'VALIDATION_FAILED', { file: { key: 'required' } });
  const accepted = await inspectUpload(upload.file, DOCUMENT);

  const fileKey = newFileKey('compliance', owner.candidateId);
  await files.put(fileKey, accepted.bytes);
  const values = {
    status: 'submitted' as const,
    fileKey,
    fileName: accepted.name,
    contentType: accepted.contentType,
    sizeBytes: accepted.bytes.length,
    sha256: createHash('sha256').update(accepted.bytes).digest('hex'),
    expiresOn,
    submittedAt: clock.now(),
    reviewedBy: null,
    reviewedAt: null,
    rejectionReason: null,
  };
  let replaced: string | null = null;
  let row: typeof complianceDocuments.$inferSelect;
  try {
    row = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.candidateId)).for('update');
      const [current] = await tx
        .select({ id: complianceDocuments.id, fileKey: complianceDocuments.fileKey })
        .from(complianceDocuments)
        .where(and(eq(complianceDocuments.candidateId, owner.candidateId), eq(complianceDocuments.kind, kind)));
      if (current) {
        replaced = current.fileKey;
        await scheduleFileDeletion(tx, current.fileKey);
        const [updated] = await tx.update(complianceDocuments).set(values).where(eq(complianceDocuments.id, current.id)).returning();
        return updated!;
      }
      const [inserted] = await tx.insert(complianceDocuments).values({ ...values, candidateId: owner.candidateId, kind }).returning();
      return inserted!;
    });
  } catch (error) {
    await files.remove(fileKey).catch(() => undefined);
    throw error;
  }
  if (replaced) await deleteScheduledFiles(db, files, [replaced]);
  return toComplianceDocument(row, clock);
}

export async function deleteComplianceDocument({ db, files }: OnboardingDeps, owner: CandidateOwner, documentId: string): Promise<void> {
  const fileKey = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.candidateId)).for('update');
    const [row] = await tx
      .select()
      .from(complianceDocuments)
      .where(and(eq(complianceDocuments.id, documentId), eq(complianceDocuments.candidateId, owner.candidateId)));
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    if (row.status === 'approved') throw new ApiError(409, 'COMPLIANCE_DOCUMENT_APPROVED');
    await scheduleFileDeletion(tx, row.fileKey);
    await tx.delete(complianceDocuments).where(eq(complianceDocuments.id, row.id));
    return row.fileKey;
  });
  await deleteScheduledFiles(db, files, [fileKey]);
}

/** A document's file for its candidate, or for an administrator; anyone else's id is not found. */
export async function openComplianceDocument(
  { db, files }: OnboardingDeps,
  owner: Owner,
  documentId: string,
): Promise<{ name: string; contentType: string; file: StoredFile }> {
  const mine = owner.role === 'admin' ? undefined : eq(complianceDocuments.candidateId, owner.userId);
  const [row] = await db
    .select({ fileKey: complianceDocuments.fileKey, name: complianceDocuments.fileName, contentType: complianceDocuments.contentType })
    .from(complianceDocuments)
    .where(and(eq(complianceDocuments.id, documentId), mine));
  const file = row ? await files.open(row.fileKey) : null;
  if (!row || !file) throw new ApiError(404, 'NOT_FOUND');
  return { name: row.name, contentType: row.contentType, file };
}
