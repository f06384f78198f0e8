import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db, Tx } from '../db/database.js';
import { employerProfiles, users } from '../db/schema.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import type { Upload } from '../http/multipart.js';
import type { EmployerOwner, Owner } from '../http/owner.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { inspectUpload } from '../uploads/inspect-upload.js';
import { deleteScheduledFiles, scheduleFileDeletion } from '../storage/file-deletions.js';
import { newFileKey, type FileStore, type StoredFile } from '../storage/file-store.js';
import { LOGO } from '../../src/shared/uploads.js';
import { logoVersion } from './company-card.js';
import { hasOpenJob, myCompanyProfile } from './company-profile.js';

/*
 * The company's logo (docs/product.md, "The company profile"): at most one per employer, kept in
 * the file store (server/storage/file-store.ts) under a key only `employer_profiles.logo_key`
 * knows. Anyone may read it while the employer has an open job, since the public job board shows
 * it; otherwise only the employer and administrators.
 *
 * Invariants: replacements and removals are serialized on the employer's user row, and the file a
 * row stops pointing to is scheduled for deletion in the same transaction
 * (server/storage/file-deletions.ts). A new file is stored before its row is written: a failed
 * write deletes it again, so no row points to a missing file.
 */

export interface CompanyLogoDeps {
  db: Db;
  files: FileStore;
}

/** The logo's largest side in pixels: sharp at the 64-pixel size job pages show it, on a retina screen and more. */
export const LOGO_SIDE = 256;

/**
 * The picture fitted inside LOGO_SIDE pixels a side, never enlarged, as WebP with its transparency.
 * sharp writes no metadata unless asked; the bytes given were decoded and encoded once already by
 * server/uploads/inspect-upload.ts.
 */
export const fittedLogo = (bytes: Buffer): Promise<Buffer> =>
  sharp(bytes).resize(LOGO_SIDE, LOGO_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 85 }).toBuffer();

/** The form's one file, sent as `file` and with no other field (the contract's CompanyLogoUpload). */
function logoFileOf(upload: Upload): { bytes: Buffer; sentName: string } {
  const problems: Record<string, FieldProblem> = {};
  for (const name of Object.keys(upload.fields)) problems[name] = { key: 'unknown' };
  if (!upload.file || upload.file.field !== 'file') problems.file = { key: 'required' };
  if (Object.keys(problems).length > 0) throw new ApiError(400, 'VALIDATION_FAILED', problems);
  return upload.file!;
}

/** Keeps `file` as the company's logo once it passes LOGO's rule, deleting the one before: what an upload and the demo's seed both do. */
export async function setCompanyLogo({ db, files }: CompanyLogoDeps, employerId: string, file: { bytes: Buffer; sentName: string }): Promise<void> {
  const accepted = await inspectUpload(file, LOGO);
  const bytes = await fittedLogo(accepted.bytes);
  const logoKey = newFileKey('company', 'logo', employerId);
  await files.put(logoKey, bytes);
  let replaced: string | null | undefined;
  try {
    replaced = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, employerId)).for('update');
      const [current] = await tx.select({ logoKey: employerProfiles.logoKey }).from(employerProfiles).where(eq(employerProfiles.userId, employerId));
      if (current?.logoKey) await scheduleFileDeletion(tx, current.logoKey);
      await tx
        .insert(employerProfiles)
        .values({ userId: employerId, logoKey })
        .onConflictDoUpdate({ target: employerProfiles.userId, set: { logoKey, updatedAt: new Date() } });
      return current?.logoKey;
    });
  } catch (error) {
    await files.remove(logoKey).catch(() => undefined);
    throw error;
  }
  if (replaced) await deleteScheduledFiles(db, files, [replaced]);
}

/** `readBody` reads the form only once the employer may upload, so a refused one costs no read. */
export async function uploadMyCompanyLogo(deps: CompanyLogoDeps, owner: EmployerOwner, readBody: () => Promise<Upload>) {
  await enforceLimit(deps.db, `upload:${owner.userId}`, limits.uploadsPerUser);
  await setCompanyLogo(deps, owner.employerId, logoFileOf(await readBody()));
  return myCompanyProfile(deps.db, owner);
}

export async function deleteMyCompanyLogo({ db, files }: CompanyLogoDeps, owner: EmployerOwner) {
  const removed = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.employerId)).for('update');
    const [current] = await tx.select({ logoKey: employerProfiles.logoKey }).from(employerProfiles).where(eq(employerProfiles.userId, owner.employerId));
    if (!current?.logoKey) return null;
    await scheduleFileDeletion(tx, current.logoKey);
    await tx.update(employerProfiles).set({ logoKey: null, updatedAt: new Date() }).where(eq(employerProfiles.userId, owner.employerId));
    return current.logoKey;
  });
  if (removed) await deleteScheduledFiles(db, files, [removed]);
  return myCompanyProfile(db, owner);
}

/** The storage key of the company's logo, if any: what deleting the account must remove from the file store. */
export async function companyLogoKeys(db: Db | Tx, employerId: string): Promise<string[]> {
  const [row] = await db.select({ logoKey: employerProfiles.logoKey }).from(employerProfiles).where(eq(employerProfiles.userId, employerId));
  return row?.logoKey ? [row.logoKey] : [];
}

/**
 * The logo for whoever may see it, with its version and whether anyone may (`open`: the answer may
 * then be cached publicly); `file` is null when the browser already holds this version
 * (`heldVersions`, from If-None-Match). For anyone else, and without a logo, 404.
 */
export async function openCompanyLogo({ db, files }: CompanyLogoDeps, viewer: Owner | null, employerId: string, heldVersions: string[]) {
  const [row] = await db.select({ logoKey: employerProfiles.logoKey }).from(employerProfiles).where(eq(employerProfiles.userId, employerId));
  if (!row?.logoKey) throw new ApiError(404, 'NOT_FOUND');
  const open = await hasOpenJob(db, employerId);
  const own = viewer?.role === 'admin' || viewer?.userId === employerId;
  if (!open && !own) throw new ApiError(404, 'NOT_FOUND');
  const version = logoVersion(row.logoKey);
  if (heldVersions.includes(version)) return { version, open, file: null };
  const file: StoredFile | null = await files.open(row.logoKey);
  if (!file) throw new ApiError(404, 'NOT_FOUND');
  return { version, open, file };
}
