import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { fileDeletions } from '../db/schema.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import type { FileStore } from './file-store.js';

/**
 * A file no longer needed is deleted in two steps, so that none is ever left behind: the
 * transaction that stops needing it records its key (`scheduleFileDeletion`), and once it has
 * committed the file is removed and the record with it (`deleteScheduledFiles`). A store that
 * fails then leaves the record, and housekeeping tries again (`deleteLeftoverFiles`).
 */
export async function scheduleFileDeletion(tx: Queryable, fileKey: string): Promise<void> {
  await tx.insert(fileDeletions).values({ fileKey }).onConflictDoNothing();
}

/** Removes the files of these keys and their records; a failure leaves the record for housekeeping. */
export async function deleteScheduledFiles(db: Db, files: FileStore, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await files.remove(key);
      await db.delete(fileDeletions).where(eq(fileDeletions.fileKey, key));
    } catch {
      // Left for deleteLeftoverFiles.
    }
  }
}

/** Housekeeping: the deletions an instance recorded and did not finish, older than a minute. */
export async function deleteLeftoverFiles(db: Db, files: FileStore): Promise<void> {
  const rows = await db
    .select({ key: fileDeletions.fileKey })
    .from(fileDeletions)
    .where(lt(fileDeletions.requestedAt, sql`now() - interval '1 minute'`))
    .limit(500);
  await deleteScheduledFiles(
    db,
    files,
    rows.map((row) => row.key),
  );
}
