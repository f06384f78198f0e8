import { count, eq } from 'drizzle-orm';
import { worksiteAuditPhotos } from '../db/schema.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import type { Upload } from '../http/multipart.js';
import type { Owner } from '../http/owner.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { assertVerifiedPartner } from '../partners/verified-partner.js';
import { deleteScheduledFiles, scheduleFileDeletion } from '../storage/file-deletions.js';
import { newFileKey, type StoredFile } from '../storage/file-store.js';
import { inspectUpload } from '../uploads/inspect-upload.js';
import { PHOTO } from '../../src/shared/uploads.js';
import type { AuditDeps } from './audit-deps.js';
import { auditFor, auditView } from './audit-view.js';

/*
 * The photos an auditor takes at a worksite, in the file store (server/storage/file-store.ts)
 * under keys only worksite_audit_photos knows. Added and removed while the audit is in progress;
 * kept with the decided audit as its evidence. A new file is stored before its row is written and
 * deleted again if the write fails, so no row points to a missing file.
 */

export const MAX_AUDIT_PHOTOS = 20;

function photoFileOf(upload: Upload): { bytes: Buffer; sentName: string } {
  const problems: Record<string, FieldProblem> = {};
  for (const name of Object.keys(upload.fields)) problems[name] = { key: 'unknown' };
  if (!upload.file || upload.file.field !== 'file') problems.file = { key: 'required' };
  if (Object.keys(problems).length > 0) throw new ApiError(400, 'VALIDATION_FAILED', problems);
  return upload.file!;
}

/** `readBody` reads the form only once the auditor may add a photo, so a refused one costs no read. */
export async function uploadAuditPhoto(deps: AuditDeps, auditor: Owner, auditId: string, readBody: () => Promise<Upload>) {
  const { db, files } = deps;
  await assertVerifiedPartner(db, auditor.userId);
  const audit = await auditFor(db, auditor, auditId);
  if (audit.status !== 'in_progress') throw new ApiError(409, 'AUDIT_NOT_OPEN');
  await enforceLimit(db, `upload:${auditor.userId}`, limits.uploadsPerUser);
  const accepted = await inspectUpload(photoFileOf(await readBody()), PHOTO);
  const fileKey = newFileKey('audit', audit.id);
  await files.put(fileKey, accepted.bytes);
  try {
    return await db.transaction(async (tx) => {
      const locked = await auditFor(tx, auditor, auditId, true);
      if (locked.status !== 'in_progress') throw new ApiError(409, 'AUDIT_NOT_OPEN');
      const [held] = await tx.select({ n: count() }).from(worksiteAuditPhotos).where(eq(worksiteAuditPhotos.auditId, audit.id));
      if (Number(held?.n ?? 0) >= MAX_AUDIT_PHOTOS) throw new ApiError(409, 'AUDIT_PHOTO_LIMIT');
      await tx
        .insert(worksiteAuditPhotos)
        .values({ auditId: audit.id, fileKey, fileName: accepted.name, contentType: accepted.contentType, sizeBytes: accepted.bytes.length });
      return auditView(tx, locked);
    });
  } catch (error) {
    await files.remove(fileKey).catch(() => undefined);
    throw error;
  }
}

/** The photo and its audit, for whoever may read the audit (server/audits/audit-view.ts); anyone else 404. */
async function photoFor(db: Queryable, viewer: Owner, photoId: string, forUpdate = false) {
  const [photo] = await db.select().from(worksiteAuditPhotos).where(eq(worksiteAuditPhotos.id, photoId));
  if (!photo) throw new ApiError(404, 'NOT_FOUND');
  return { photo, audit: await auditFor(db, viewer, photo.auditId, forUpdate) };
}

export async function deleteAuditPhoto({ db, files }: AuditDeps, auditor: Owner, photoId: string) {
  await assertVerifiedPartner(db, auditor.userId);
  const { view, removed } = await db.transaction(async (tx) => {
    const { photo, audit } = await photoFor(tx, auditor, photoId, true);
    if (audit.status !== 'in_progress') throw new ApiError(409, 'AUDIT_NOT_OPEN');
    await scheduleFileDeletion(tx, photo.fileKey);
    await tx.delete(worksiteAuditPhotos).where(eq(worksiteAuditPhotos.id, photo.id));
    return { view: await auditView(tx, audit), removed: photo.fileKey };
  });
  await deleteScheduledFiles(db, files, [removed]);
  return view;
}

/** The photo's bytes for the auditor of its audit or an administrator; anyone else 404. */
export async function openAuditPhoto({ db, files }: AuditDeps, viewer: Owner, photoId: string): Promise<{ file: StoredFile; contentType: string }> {
  if (viewer.role !== 'admin') await assertVerifiedPartner(db, viewer.userId);
  const { photo } = await photoFor(db, viewer, photoId);
  const file = await files.open(photo.fileKey);
  if (!file) throw new ApiError(404, 'NOT_FOUND');
  return { file, contentType: photo.contentType };
}
