import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { worksiteAudits, worksitePhotos, worksites } from '../db/schema.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { Upload } from '../http/multipart.js';
import type { Owner } from '../http/owner.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { assertVerifiedPartner } from '../partners/verified-partner.js';
import { deleteScheduledFiles, scheduleFileDeletion } from '../storage/file-deletions.js';
import { newFileKey, type StoredFile } from '../storage/file-store.js';
import { displayName } from '../uploads/file-name.js';
import { inspectUpload } from '../uploads/inspect-upload.js';
import { CONTENT_TYPE, PHOTO } from '../../src/shared/uploads.js';
import type { BpoDeps } from './bpo-deps.js';
import { ownWorksite, toWorksite } from './worksite-view.js';

/*
 * A worksite's photos, kept in the file store (server/storage/file-store.ts) under keys only
 * `worksite_photos` knows; read by the worksite's BPO, the auditors assigned to audit it and
 * administrators (anyone else: 404).
 *
 * Invariants: at most MAX_PHOTOS a worksite, counted under the worksite row's lock so that two
 * uploads at once cannot pass it; a new file is stored before its row is written, and deleted again
 * when the write fails, so no row points to a missing file; a removed photo's file is scheduled for
 * deletion in the transaction that removes the row (server/storage/file-deletions.ts).
 */

export const MAX_PHOTOS = 12;

/** The longest side a photo is kept at: enough for an auditor to read a sign on a wall. */
export const PHOTO_LONG_SIDE = 1600;

/** The form's one file, sent as `file` and with no other field (the contract's WorksitePhotoUpload). */
function photoFileOf(upload: Upload): { bytes: Buffer; sentName: string } {
  const problems: Record<string, FieldProblem> = {};
  for (const name of Object.keys(upload.fields)) problems[name] = { key: 'unknown' };
  if (!upload.file || upload.file.field !== 'file') problems.file = { key: 'required' };
  if (Object.keys(problems).length > 0) throw new ApiError(400, 'VALIDATION_FAILED', problems);
  return upload.file!;
}

async function photoCount(db: Queryable, worksiteId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(worksitePhotos).where(eq(worksitePhotos.worksiteId, worksiteId));
  return Number(row?.n ?? 0);
}

/** Keeps `file` as a photo of the worksite once it passes PHOTO's rule: what an upload and the demo's seed both do. */
export async function addWorksitePhoto({ db, files }: Pick<BpoDeps, 'db' | 'files'>, bpoUserId: string, worksiteId: string, file: { bytes: Buffer; sentName: string }) {
  const accepted = await inspectUpload(file, PHOTO);
  const bytes = await sharp(accepted.bytes).resize(PHOTO_LONG_SIDE, PHOTO_LONG_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  const fileKey = newFileKey('worksite', worksiteId);
  await files.put(fileKey, bytes);
  try {
    await db.transaction(async (tx) => {
      const site = await ownWorksite(tx, bpoUserId, worksiteId, true);
      if (site.status === 'closed') throw new ApiError(409, 'WORKSITE_CLOSED');
      if ((await photoCount(tx, worksiteId)) >= MAX_PHOTOS) throw new ApiError(409, 'WORKSITE_PHOTOS_FULL');
      await tx.insert(worksitePhotos).values({
        worksiteId,
        fileKey,
        fileName: displayName(file.sentName, 'webp'),
        contentType: CONTENT_TYPE.webp,
        sizeBytes: bytes.length,
      });
      await tx.update(worksites).set({ updatedAt: new Date() }).where(eq(worksites.id, worksiteId));
    });
  } catch (error) {
    await files.remove(fileKey).catch(() => undefined);
    throw error;
  }
}

/** `readBody` reads the form only once the BPO may upload to this worksite, so a refused one costs no read. */
export async function uploadWorksitePhoto(deps: BpoDeps, owner: Owner, worksiteId: string, readBody: () => Promise<Upload>): Promise<Schema<'Worksite'>> {
  await assertVerifiedPartner(deps.db, owner.userId);
  const site = await ownWorksite(deps.db, owner.userId, worksiteId);
  if (site.status === 'closed') throw new ApiError(409, 'WORKSITE_CLOSED');
  if ((await photoCount(deps.db, worksiteId)) >= MAX_PHOTOS) throw new ApiError(409, 'WORKSITE_PHOTOS_FULL');
  await enforceLimit(deps.db, `upload:${owner.userId}`, limits.uploadsPerUser);
  await addWorksitePhoto(deps, owner.userId, worksiteId, photoFileOf(await readBody()));
  return toWorksite(deps.db, await ownWorksite(deps.db, owner.userId, worksiteId));
}

export async function deleteWorksitePhoto({ db, files }: BpoDeps, owner: Owner, photoId: string): Promise<Schema<'Worksite'>> {
  await assertVerifiedPartner(db, owner.userId);
  const [photo] = await db
    .select({ worksiteId: worksitePhotos.worksiteId })
    .from(worksitePhotos)
    .innerJoin(worksites, eq(worksites.id, worksitePhotos.worksiteId))
    .where(and(eq(worksitePhotos.id, photoId), eq(worksites.bpoUserId, owner.userId)));
  if (!photo) throw new ApiError(404, 'NOT_FOUND');
  const removed = await db.transaction(async (tx) => {
    await ownWorksite(tx, owner.userId, photo.worksiteId, true);
    const [gone] = await tx.delete(worksitePhotos).where(eq(worksitePhotos.id, photoId)).returning({ fileKey: worksitePhotos.fileKey });
    // Removed meanwhile by another tab: nothing left to remove.
    if (!gone) throw new ApiError(404, 'NOT_FOUND');
    await scheduleFileDeletion(tx, gone.fileKey);
    await tx.update(worksites).set({ updatedAt: new Date() }).where(eq(worksites.id, photo.worksiteId));
    return gone.fileKey;
  });
  await deleteScheduledFiles(db, files, [removed]);
  return toWorksite(db, await ownWorksite(db, owner.userId, photo.worksiteId));
}

/** Whether `viewer` may see the worksite's photos: its BPO, an auditor assigned to audit it, an administrator. */
async function maySee(db: Queryable, viewer: Owner, site: { id: string; bpoUserId: string }): Promise<boolean> {
  if (viewer.role === 'admin') return true;
  if (viewer.role === 'bpo') return viewer.userId === site.bpoUserId;
  if (viewer.role !== 'saa') return false;
  const [audit] = await db
    .select({ id: worksiteAudits.id })
    .from(worksiteAudits)
    .where(and(eq(worksiteAudits.worksiteId, site.id), eq(worksiteAudits.auditorId, viewer.userId)))
    .limit(1);
  return audit !== undefined;
}

/** The photo for whoever may see it; 404 for anyone else, as for a photo that does not exist. */
export async function openWorksitePhoto({ db, files }: BpoDeps, viewer: Owner, photoId: string): Promise<{ file: StoredFile; contentType: string }> {
  const [row] = await db
    .select({ fileKey: worksitePhotos.fileKey, contentType: worksitePhotos.contentType, worksiteId: worksites.id, bpoUserId: worksites.bpoUserId })
    .from(worksitePhotos)
    .innerJoin(worksites, eq(worksites.id, worksitePhotos.worksiteId))
    .where(eq(worksitePhotos.id, photoId));
  if (!row || !(await maySee(db, viewer, { id: row.worksiteId, bpoUserId: row.bpoUserId }))) throw new ApiError(404, 'NOT_FOUND');
  const file = await files.open(row.fileKey);
  if (!file) throw new ApiError(404, 'NOT_FOUND');
  return { file, contentType: row.contentType };
}
