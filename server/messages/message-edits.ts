import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { conversationParticipants, messageAttachments, messages } from '../db/schema.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import { cleanText, throwIfAny } from '../http/clean-input.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { iso } from '../http/contract-fields.js';
import type { Clock } from '../clock.js';
import { deleteScheduledFiles, scheduleFileDeletion } from '../storage/file-deletions.js';
import type { FileStore } from '../storage/file-store.js';
import { assertMayWrite, otherSide, seatOf } from './conversation-access.js';
import { recountUnread } from './conversation-state.js';
import { tellMessageDeleted, tellMessageEdited } from './live-events.js';
import { attachmentsOf, excerptOf, toMessage } from './message-views.js';

/*
 * Changing one's own message: its text, or deleting it, within 15 minutes of sending it (by the
 * server's clock, server/clock.ts). Another's message is refused; anyone else's id not found. A
 * deleted message keeps its row, its place in the thread, with its text cleared in the database
 * and its files deleted from the store once the transaction has committed
 * (server/storage/file-deletions.ts); the recipient's unread count forgets it. Editing is writing,
 * so it follows the write rules (server/messages/conversation-access.ts); deleting is always
 * allowed, a person may take back their words even from someone who blocked them.
 */

export const EDIT_WINDOW_MS = 15 * 60 * 1000;

interface Deps {
  db: Db;
  clock: Clock;
  files: FileStore;
}

/** The caller's own message, in the transaction that holds its conversation; 404 for anyone else's. */
async function ownMessage(tx: Tx, clock: Clock, owner: Owner, messageId: number) {
  const [found] = await tx
    .select({ conversationId: messages.conversationId })
    .from(messages)
    .innerJoin(conversationParticipants, and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.userId, owner.userId)))
    .where(eq(messages.id, messageId));
  if (!found) throw new ApiError(404, 'NOT_FOUND');
  const seat = await seatOf(tx, owner, found.conversationId, { lock: true });
  const [message] = await tx.select().from(messages).where(eq(messages.id, messageId));
  if (message!.senderId !== owner.userId) throw new ApiError(403, 'MESSAGE_NOT_YOURS');
  const withinWindow = clock.now().getTime() - message!.createdAt.getTime() <= EDIT_WINDOW_MS;
  return { seat, message: message!, withinWindow };
}

export async function editMessage({ db, clock }: Deps, owner: Owner, messageId: number, body: Schema<'MessageEdit'>): Promise<Schema<'Message'>> {
  const problems: Record<string, FieldProblem> = {};
  const text = cleanText(problems, 'text', body.text, 1);
  throwIfAny(problems);
  return db.transaction(async (tx) => {
    const { seat, message, withinWindow } = await ownMessage(tx, clock, owner, messageId);
    if (message.deletedAt) throw new ApiError(409, 'MESSAGE_DELETED');
    if (!withinWindow) throw new ApiError(409, 'MESSAGE_EDIT_WINDOW_CLOSED');
    await assertMayWrite(tx, seat);
    const now = clock.now();
    const [edited] = await tx.update(messages).set({ text, editedAt: now }).where(eq(messages.id, messageId)).returning();
    await tellMessageEdited(tx, [seat.otherId, owner.userId], seat.conversation.id, { id: messageId, excerpt: excerptOf(text) ?? '', edited_at: iso(now) });
    const files = await attachmentsOf(tx, [messageId]);
    return toMessage(edited!, owner.userId, files.get(messageId));
  });
}

export async function deleteMessage({ db, clock, files }: Deps, owner: Owner, messageId: number): Promise<Schema<'Message'>> {
  const { message, keys } = await db.transaction(async (tx) => {
    const { seat, message, withinWindow } = await ownMessage(tx, clock, owner, messageId);
    if (message.deletedAt) return { message, keys: [] };
    if (!withinWindow) throw new ApiError(409, 'MESSAGE_EDIT_WINDOW_CLOSED');
    const removed = await tx.delete(messageAttachments).where(eq(messageAttachments.messageId, messageId)).returning({ key: messageAttachments.fileKey });
    for (const { key } of removed) await scheduleFileDeletion(tx, key);
    const [deleted] = await tx.update(messages).set({ text: '', deletedAt: clock.now() }).where(eq(messages.id, messageId)).returning();
    const other = await otherSide(tx, seat.conversation.id, owner.userId);
    if (messageId > Number(other.readUpTo)) await recountUnread(tx, seat.conversation.id, other.userId, Number(other.readUpTo));
    await tellMessageDeleted(tx, [seat.otherId, owner.userId], seat.conversation.id, messageId);
    return { message: deleted!, keys: removed.map((r) => r.key) };
  });
  await deleteScheduledFiles(db, files, keys);
  return toMessage(message, owner.userId);
}
