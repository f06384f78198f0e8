import sharp from 'sharp';
import type { Upload } from '../http/multipart.js';
import type { CandidateOwner } from '../http/owner.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { displayName } from '../uploads/file-name.js';
import { inspectUpload } from '../uploads/inspect-upload.js';
import { CONTENT_TYPE, PHOTO } from '../../src/shared/uploads.js';
import { fileOf, removeProfileFile, replaceProfileFile, type ProfileFileDeps } from './profile-files.js';

/** The photo's side in pixels: sharp on a retina screen at the 200-pixel size profiles show it. */
export const PHOTO_SIDE = 400;

/**
 * The picture as profiles show it: the largest centred square, PHOTO_SIDE pixels a side, as WebP.
 * sharp writes no metadata unless asked, so nothing of the camera or the place survives; the bytes
 * given have already been decoded and encoded once by server/uploads/inspect-upload.ts.
 */
export async function squarePhoto(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }).toBuffer();
}

/** Keeps `file` as the candidate's photo once it passes PHOTO's rule: what an upload and the demo's seed both do. */
export async function setPhoto(deps: ProfileFileDeps, userId: string, file: { bytes: Buffer; sentName: string }): Promise<void> {
  const accepted = await inspectUpload(file, PHOTO);
  await replaceProfileFile(deps, userId, 'photo', {
    bytes: await squarePhoto(accepted.bytes),
    fileName: displayName(file.sentName, 'webp'),
    contentType: CONTENT_TYPE.webp,
  });
}

/** `readBody` reads the form only once the candidate may upload, so a refused one costs no 10 MB read. */
export async function uploadMyPhoto(deps: ProfileFileDeps, owner: CandidateOwner, readBody: () => Promise<Upload>): Promise<void> {
  await enforceLimit(deps.db, `upload:${owner.userId}`, limits.uploadsPerUser);
  await setPhoto(deps, owner.userId, fileOf(await readBody()));
}

export async function deleteMyPhoto(deps: ProfileFileDeps, owner: CandidateOwner): Promise<void> {
  await removeProfileFile(deps, owner.userId, 'photo');
}
