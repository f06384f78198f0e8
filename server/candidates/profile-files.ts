import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { applications, candidateProfileFiles, candidateProfiles, users } from '../db/schema.js';
import { API_PREFIX } from '../contract.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import type { Upload } from '../http/multipart.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { deleteScheduledFiles, scheduleFileDeletion } from '../storage/file-deletions.js';
import { newFileKey, type FileStore, type StoredFile } from '../storage/file-store.js';

/*
 * A candidate's photo and CV (docs/product.md, issue 21): at most one file of each kind per
 * candidate, read by the candidate, administrators, and the employers who may see the profile.
 *
 * Invariants: one row per candidate and kind (the primary key); a candidate's replacements and
 * removals are serialized on their user row, so two tabs at once each replace what the other left,
 * and every file a row stops pointing to is scheduled for deletion in the same transaction
 * (server/storage/file-deletions.ts). A new file is stored before its row is written: a failed
 * write deletes it again, so no row ever points to a missing file. Storage keys never leave
 * this module but through `candidateProfileFileKeys`, for the account's deletion.
 */

export type ProfileFileKind = (typeof candidateProfileFiles.$inferSelect)['kind'];

export interface ProfileFileDeps {
  db: Db;
  files: FileStore;
}

/** What is stored for one kind: the bytes as kept, and what the row says of them. */
export interface NewProfileFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

type Row = typeof candidateProfileFiles.$inferSelect;

/** The form's one file, sent as `file` and with no other field (the contract's CandidateFileUpload). */
export function fileOf(upload: Upload): { bytes: Buffer; sentName: string } {
  const problems: Record<string, FieldProblem> = {};
  for (const name of Object.keys(upload.fields)) problems[name] = { key: 'unknown' };
  if (!upload.file || upload.file.field !== 'file') problems.file = { key: 'required' };
  if (Object.keys(problems).length > 0) throw new ApiError(400, 'VALIDATION_FAILED', problems);
  return upload.file!;
}

/** The photo's version in its address: changes with every new photo, and says nothing of where it is stored. */
export const photoVersion = (fileKey: string) => createHash('sha256').update(fileKey).digest('hex').slice(0, 16);

const photoUrl = (userId: string, row: Row) => `${API_PREFIX}/candidates/${userId}/photo?v=${photoVersion(row.fileKey)}`;

/** The profile's `photo_url` and `cv`, as both the candidate's and the employer's view show them. */
export async function candidateFileFields(db: Db | Tx, userId: string): Promise<{ photo_url?: string; cv?: Schema<'CandidateCv'> }> {
  const rows = await db.select().from(candidateProfileFiles).where(eq(candidateProfileFiles.userId, userId));
  const photo = rows.find((row) => row.kind === 'photo');
  const cv = rows.find((row) => row.kind === 'cv');
  return {
    ...(photo ? { photo_url: photoUrl(userId, photo) } : {}),
    ...(cv
      ? { cv: { file_name: cv.fileName, size_bytes: cv.sizeBytes, uploaded_at: cv.uploadedAt.toISOString(), url: `${API_PREFIX}/candidates/${userId}/cv` } }
      : {}),
  };
}

/** The storage keys of a candidate's photo and CV: what deleting the account must remove from the file store. */
export async function candidateProfileFileKeys(db: Db | Tx, userId: string): Promise<string[]> {
  const rows = await db.select({ fileKey: candidateProfileFiles.fileKey }).from(candidateProfileFiles).where(eq(candidateProfileFiles.userId, userId));
  return rows.map((row) => row.fileKey);
}

/**
 * Stores `file` as the candidate's file of `kind`, replacing (and deleting) the one before.
 * `alongside` runs in the same transaction (the CV's text is written with its file).
 */
export async function replaceProfileFile(
  { db, files }: ProfileFileDeps,
  userId: string,
  kind: ProfileFileKind,
  file: NewProfileFile,
  alongside?: (tx: Tx) => Promise<void>,
): Promise<void> {
  const fileKey = newFileKey('profile', kind, userId);
  await files.put(fileKey, file.bytes);
  const values = { fileKey, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.bytes.length, uploadedAt: sql`now()` };
  let replaced: string | undefined;
  try {
    replaced = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [current] = await tx
        .select({ fileKey: candidateProfileFiles.fileKey })
        .from(candidateProfileFiles)
        .where(and(eq(candidateProfileFiles.userId, userId), eq(candidateProfileFiles.kind, kind)));
      if (current) await scheduleFileDeletion(tx, current.fileKey);
      await tx
        .insert(candidateProfileFiles)
        .values({ userId, kind, ...values })
        .onConflictDoUpdate({ target: [candidateProfileFiles.userId, candidateProfileFiles.kind], set: values });
      await alongside?.(tx);
      return current?.fileKey;
    });
  } catch (error) {
    await files.remove(fileKey).catch(() => undefined);
    throw error;
  }
  if (replaced) await deleteScheduledFiles(db, files, [replaced]);
}

/** Removes the candidate's file of `kind`, if any; `alongside` runs in the same transaction. */
export async function removeProfileFile({ db, files }: ProfileFileDeps, userId: string, kind: ProfileFileKind, alongside?: (tx: Tx) => Promise<void>): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await tx
      .delete(candidateProfileFiles)
      .where(and(eq(candidateProfileFiles.userId, userId), eq(candidateProfileFiles.kind, kind)))
      .returning({ fileKey: candidateProfileFiles.fileKey });
    if (row) await scheduleFileDeletion(tx, row.fileKey);
    await alongside?.(tx);
    return row?.fileKey;
  });
  if (removed) await deleteScheduledFiles(db, files, [removed]);
}

/**
 * Whether an employer sees this candidate's profile: the rule of getCandidateProfile
 * (./candidate-for-employer.ts), a listed (complete) profile, or an unlisted one that applied to
 * or was invited by this employer. tests/server/candidate-files.test.ts holds the two together;
 * messages start from the same profiles (server/messages/conversation-start.ts).
 */
export async function employerSeesCandidate(db: Db, employerId: string, candidateId: string): Promise<boolean> {
  const [profile] = await db.select({ complete: candidateProfiles.complete }).from(candidateProfiles).where(eq(candidateProfiles.userId, candidateId));
  if (!profile) return false;
  if (profile.complete) return true;
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), eq(applications.employerId, employerId)))
    .limit(1);
  return application !== undefined;
}

async function mayRead(db: Db, owner: Owner, candidateId: string): Promise<boolean> {
  if (owner.role === 'admin') return true;
  if (owner.role === 'candidate') return owner.userId === candidateId;
  if (owner.role === 'employer') return employerSeesCandidate(db, owner.userId, candidateId);
  return false;
}

/** The candidate's row of `kind` for whoever may read it (`mayRead`); for anyone else, and when there is none, 404. */
async function readableRow(db: Db, owner: Owner, candidateId: string, kind: ProfileFileKind): Promise<Row> {
  if (!(await mayRead(db, owner, candidateId))) throw new ApiError(404, 'NOT_FOUND');
  const [row] = await db
    .select()
    .from(candidateProfileFiles)
    .where(and(eq(candidateProfileFiles.userId, candidateId), eq(candidateProfileFiles.kind, kind)));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

async function opened(files: FileStore, row: Row): Promise<StoredFile> {
  const file = await files.open(row.fileKey);
  if (!file) throw new ApiError(404, 'NOT_FOUND');
  return file;
}

/** The CV, for the candidate, administrators and the employers who see the profile; anyone else's id is not found. */
export async function openCandidateCv({ db, files }: ProfileFileDeps, owner: Owner, candidateId: string) {
  const row = await readableRow(db, owner, candidateId, 'cv');
  return { name: row.fileName, contentType: row.contentType, file: await opened(files, row) };
}

/**
 * The photo, for the same readers as the CV, with its version; `file` is null when the browser
 * already holds this version (`heldVersion`, from If-None-Match), so it is not opened for nothing.
 */
export async function openCandidatePhoto({ db, files }: ProfileFileDeps, owner: Owner, candidateId: string, heldVersion: string[]) {
  const row = await readableRow(db, owner, candidateId, 'photo');
  const version = photoVersion(row.fileKey);
  return { version, contentType: row.contentType, file: heldVersion.includes(version) ? null : await opened(files, row) };
}
