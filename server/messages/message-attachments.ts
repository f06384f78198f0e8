import { createHash } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { conversationParticipants, messageAttachments } from '../db/schema.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import type { Upload } from '../http/multipart.js';
import type { Owner } from '../http/owner.js';
import type { Schema } from '../http/handler-types.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { deleteScheduledFiles, scheduleFileDeletion } from '../storage/file-deletions.js';
import { newFileKey, type FileStore, type StoredFile } from '../storage/file-store.js';
import { inspectUpload } from '../uploads/inspect-upload.js';
import { DOCUMENT } from '../../src/shared/uploads.js';
import { assertMayWrite, seatOf } from './conversation-access.js';
import { toAttachment } from './message-views.js';

/*
 * A message's files, through the file store port (server/storage) and the upload inspection of
 * every other document (server/uploads: PDF, JPEG, PNG or WebP, decided by the bytes, 10 MB). A
 * file is uploaded first, to a conversation the caller may write in, and is sent by naming it in a
 * message (server/messages/send-message.ts); as for partners' documents
 * (server/partners/partner-documents.ts), it is stored before its row is written and removed again
 * if the write fails. Only the conversation's two participants read a sent file, and only its
 * uploader one not sent yet; one never sent is deleted after a day (`removeUnsentAttachments`).
 */

interface Deps {
  db: Db;
  files: FileStore;
}

const UNSENT_KEPT = '1 day';

/** `readBody` reads the form only once the caller may write here, so a refused upload costs no 10 MB read. */
export async function uploadMessageAttachment({ db, files }: Deps, owner: Owner, conversationId: string, readBody: () => Promise<Upload>): Promise<Schema<'MessageAttachment'>> {
  await db.transaction(async (tx) => assertMayWrite(tx, await seatOf(tx, owner, conversationId)));
  await enforceLimit(db, `upload:${owner.userId}`, limits.uploadsPerUser);
  const upload = await readBody();
  const problems: Record<string, FieldProblem> = {};
  for (const name of Object.keys(upload.fields)) problems[name] = { key: 'unknown' };
  if (!upload.file || upload.file.field !== 'file') problems.file = { key: 'required' };
  if (Object.keys(problems).length) throw new ApiError(400, 'VALIDATION_FAILED', problems);
  const accepted = await inspectUpload(upload.file!, DOCUMENT);
  const fileKey = newFileKey('messages', conversationId);
  await files.put(fileKey, accepted.bytes);
  try {
    const [row] = await db
      .insert(messageAttachments)
      .values({
        conversationId,
        uploaderId: owner.userId,
        fileKey,
        fileName: accepted.name,
        contentType: accepted.contentType,
        sizeBytes: accepted.bytes.length,
        sha256: createHash('sha256').update(accepted.bytes).digest('hex'),
      })
      .returning();
    return toAttachment({ id: row!.id, name: row!.fileName, contentType: row!.contentType, size: row!.sizeBytes });
  } catch (error) {
    await files.remove(fileKey).catch(() => undefined);
    throw error;
  }
}

/** A file for a participant of its conversation: sent, or its own not sent yet; anyone else's is not found. */
export async function openMessageAttachment({ db, files }: Deps, owner: Owner, attachmentId: string): Promise<{ name: string; contentType: string; file: StoredFile }> {
  const [row] = await db
    .select({ fileKey: messageAttachments.fileKey, name: messageAttachments.fileName, contentType: messageAttachments.contentType })
    .from(messageAttachments)
    .innerJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, messageAttachments.conversationId), eq(conversationParticipants.userId, owner.userId)),
    )
    .where(and(eq(messageAttachments.id, attachmentId), or(isNotNull(messageAttachments.messageId), eq(messageAttachments.uploaderId, owner.userId))));
  const file = row ? await files.open(row.fileKey) : null;
  if (!row || !file) throw new ApiError(404, 'NOT_FOUND');
  return { name: row.name, contentType: row.contentType, file };
}

/** Uploads never sent, older than a day: their rows and files go (run with the digest, server/messages/message-digest.ts). */
export async function removeUnsentAttachments({ db, files }: Deps, limit = 200): Promise<number> {
  const keys = await db.transaction(async (tx) => {
    const stale = tx
      .select({ id: messageAttachments.id })
      .from(messageAttachments)
      .where(and(isNull(messageAttachments.messageId), lt(messageAttachments.createdAt, sql`now() - ${UNSENT_KEPT}::interval`)))
      .limit(limit)
      .for('update', { skipLocked: true });
    const removed = await tx
      .delete(messageAttachments)
      .where(sql`${messageAttachments.id} in ${stale}`)
      .returning({ key: messageAttachments.fileKey });
    for (const { key } of removed) await scheduleFileDeletion(tx, key);
    return removed.map((r) => r.key);
  });
  await deleteScheduledFiles(db, files, keys);
  return keys.length;
}
