import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { partnerDocumentKinds, partnerVerificationDocuments, partnerVerifications } from '../db/schema.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { Upload } from '../http/multipart.js';
import type { Owner } from '../http/owner.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { deleteScheduledFiles, scheduleFileDeletion } from '../storage/file-deletions.js';
import { newFileKey, type StoredFile } from '../storage/file-store.js';
import { inspectUpload } from '../uploads/inspect-upload.js';
import { DOCUMENT } from '../../src/shared/uploads.js';
import { MAX_PARTNER_DOCUMENTS } from '../../src/shared/partner-verification.js';
import { lockedVerification, partnerKindOf, statusAfterEdit } from './my-verification.js';
import type { PartnerDeps } from './partner-deps.js';
import { toPartnerDocument } from './verification-view.js';

/*
 * A partner's verification documents: added through the file store port (server/storage), removed,
 * and read back by the partner and administrators. As for compliance documents
 * (server/onboarding/compliance-documents.ts), a new file is stored before its row is written and
 * removed again if the write fails, and a removed row's file is scheduled for deletion in the same
 * transaction. Adding or removing one is a change of the verification like any other
 * (statusAfterEdit): refused in review and after a rejection, and a new edit of a verified partner.
 */

type DocumentKind = (typeof partnerDocumentKinds)[number];
const KINDS = new Set<string>(partnerDocumentKinds);

function readKind(fields: Record<string, string>): DocumentKind {
  const problems: Record<string, FieldProblem> = {};
  for (const name of Object.keys(fields)) if (name !== 'kind') problems[name] = { key: 'unknown' };
  const kind = fields.kind;
  if (kind === undefined || kind === '') problems.kind = { key: 'required' };
  else if (!KINDS.has(kind)) problems.kind = { key: 'choice' };
  if (Object.keys(problems).length > 0) throw new ApiError(400, 'VALIDATION_FAILED', problems);
  return kind as DocumentKind;
}

/** `readBody` reads the form only once the partner may upload, so a refused one costs no 10 MB read. */
export async function uploadPartnerDocument(deps: PartnerDeps, owner: Owner, readBody: () => Promise<Upload>): Promise<Schema<'PartnerDocument'>> {
  const { db, files, clock } = deps;
  partnerKindOf(owner);
  await enforceLimit(db, `upload:${owner.userId}`, limits.uploadsPerUser);
  const upload = await readBody();
  const kind = readKind(upload.fields);
  if (!upload.file || upload.file.field !== 'file') throw new ApiError(400, 'VALIDATION_FAILED', { file: { key: 'required' } });
  const accepted = await inspectUpload(upload.file, DOCUMENT);
  const fileKey = newFileKey('partner-verification', owner.userId);
  await files.put(fileKey, accepted.bytes);
  try {
    return await db.transaction(async (tx) => {
      const verification = await lockedVerification(tx, owner);
      const status = statusAfterEdit(verification);
      const [held] = await tx.select({ n: count() }).from(partnerVerificationDocuments).where(eq(partnerVerificationDocuments.verificationId, verification.id));
      if ((held?.n ?? 0) >= MAX_PARTNER_DOCUMENTS) throw new ApiError(409, 'PARTNER_DOCUMENT_LIMIT');
      const now = clock.now();
      const [row] = await tx
        .insert(partnerVerificationDocuments)
        .values({
          verificationId: verification.id,
          kind,
          fileKey,
          fileName: accepted.name,
          contentType: accepted.contentType,
          sizeBytes: accepted.bytes.length,
          sha256: createHash('sha256').update(accepted.bytes).digest('hex'),
          uploadedAt: now,
        })
        .returning();
      await tx.update(partnerVerifications).set({ status, updatedAt: now }).where(eq(partnerVerifications.id, verification.id));
      return toPartnerDocument(row!);
    });
  } catch (error) {
    await files.remove(fileKey).catch(() => undefined);
    throw error;
  }
}

export async function deletePartnerDocument({ db, files, clock }: PartnerDeps, owner: Owner, documentId: string): Promise<void> {
  const fileKey = await db.transaction(async (tx) => {
    const verification = await lockedVerification(tx, owner);
    const [row] = await tx
      .select()
      .from(partnerVerificationDocuments)
      .where(and(eq(partnerVerificationDocuments.id, documentId), eq(partnerVerificationDocuments.verificationId, verification.id)));
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    const status = statusAfterEdit(verification);
    await scheduleFileDeletion(tx, row.fileKey);
    await tx.delete(partnerVerificationDocuments).where(eq(partnerVerificationDocuments.id, row.id));
    await tx.update(partnerVerifications).set({ status, updatedAt: clock.now() }).where(eq(partnerVerifications.id, verification.id));
    return row.fileKey;
  });
  await deleteScheduledFiles(db, files, [fileKey]);
}

/** A document's file for the partner who added it, or for an administrator; anyone else's id is not found. */
export async function openPartnerDocument(
  { db, files }: PartnerDeps,
  owner: Owner,
  documentId: string,
): Promise<{ name: string; contentType: string; file: StoredFile }> {
  const mine = owner.role === 'admin' ? undefined : eq(partnerVerifications.userId, owner.userId);
  const [row] = await db
    .select({ fileKey: partnerVerificationDocuments.fileKey, name: partnerVerificationDocuments.fileName, contentType: partnerVerificationDocuments.contentType })
    .from(partnerVerificationDocuments)
    .innerJoin(partnerVerifications, eq(partnerVerifications.id, partnerVerificationDocuments.verificationId))
    .where(and(eq(partnerVerificationDocuments.id, documentId), mine));
  const file = row ? await files.open(row.fileKey) : null;
  if (!row || !file) throw new ApiError(404, 'NOT_FOUND');
  return { name: row.name, contentType: row.contentType, file };
}
