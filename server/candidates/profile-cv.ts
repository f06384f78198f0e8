import { eq, sql } from 'drizzle-orm';
import { candidateProfiles } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Upload } from '../http/multipart.js';
import type { CandidateOwner } from '../http/owner.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { inspectUpload } from '../uploads/inspect-upload.js';
import { CV } from '../../src/shared/uploads.js';
import { ensureCandidateProfile } from './candidate-profiles.js';
import { extractCvText } from './cv-text.js';
import { fileOf, removeProfileFile, replaceProfileFile, type ProfileFileDeps } from './profile-files.js';

/*
 * A candidate's CV: a PDF kept as it was sent (once server/uploads/ has found it a document and
 * not a program), and its words copied to candidate_profiles.cv_text in the same transaction as
 * its row, so employers' searches find what the CV says exactly while the CV is there.
 */

/** Keeps `file` as the candidate's CV once it passes CV's rule, with its text: what an upload and the demo's seed both do. */
export async function setCv(deps: ProfileFileDeps, userId: string, file: { bytes: Buffer; sentName: string }): Promise<void> {
  const accepted = await inspectUpload(file, CV);
  const text = await extractCvText(accepted.bytes);
  // pdf-check.ts found it a PDF, but one PDF.js cannot open is no CV anyone could read either.
  if (text === null) throw new ApiError(400, 'VALIDATION_FAILED', { file: { key: 'fileUnreadable' } });
  await replaceProfileFile(deps, userId, 'cv', { bytes: accepted.bytes, fileName: accepted.name, contentType: accepted.contentType }, async (tx) => {
    await tx.update(candidateProfiles).set({ cvText: text, updatedAt: sql`now()` }).where(eq(candidateProfiles.userId, userId));
  });
}

/** `readBody` reads the form only once the candidate may upload, so a refused one costs no 10 MB read. */
export async function uploadMyCv(deps: ProfileFileDeps, owner: CandidateOwner, readBody: () => Promise<Upload>): Promise<void> {
  await enforceLimit(deps.db, `upload:${owner.userId}`, limits.uploadsPerUser);
  const file = fileOf(await readBody());
  // The text goes to the profile's row: a candidate whose profile was never read has one made first.
  await ensureCandidateProfile(deps.db, owner.account);
  await setCv(deps, owner.userId, file);
}

export async function deleteMyCv(deps: ProfileFileDeps, owner: CandidateOwner): Promise<void> {
  await removeProfileFile(deps, owner.userId, 'cv', async (tx) => {
    await tx.update(candidateProfiles).set({ cvText: '', updatedAt: sql`now()` }).where(eq(candidateProfiles.userId, owner.userId));
  });
}
