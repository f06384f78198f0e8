import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { conversationParticipants, conversations, messageAttachments, messages } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { cleanText, throwIfAny } from '../http/clean-input.js';
import type { FieldProblem } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { iso } from '../http/contract-fields.js';
import type { Clock } from '../clock.js';
import { assertMayWrite, seatOf } from './conversation-access.js';
import { tellMessageCreated } from './live-events.js';
import { attachmentsOf, excerptOf, toMessage } from './message-views.js';

/*
 * Sending a message (docs/product.md, "Messages"). Invariants:
 * - once per idempotency key: the key is unique per sender (messages_sender_key_idx), so a double
 *   click or a retry answers the first message, even past the rate limit, and the same key for
 *   another text or conversation is refused rather than taken for a new message;
 * - in the transaction that holds the conversation (seatOf's lock), with the write rules read in it
 *   (server/messages/conversation-access.ts): the message, its files (the sender's uploads to this
 *   conversation not sent yet, taken once), the conversation's last message, the sender's side read
 *   up to it and the recipient's unread count one more, and the live event, all or nothing.
 */

interface Deps {
  db: Db;
  clock: Clock;
}

type Sent = { created: boolean; message: Schema<'Message'> };

async function sentBefore(db: Db, owner: Owner, conversationId: string, key: string, text: string): Promise<Sent | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, owner.userId), eq(messages.clientKey, key)));
  if (!row) return undefined;
  // A deleted message answers as deleted: its text is gone, so it cannot be compared.
  if (row.conversationId !== conversationId || (row.deletedAt === null && row.text !== text)) throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED');
  const files = await attachmentsOf(db, [row.id]);
  return { created: false, message: toMessage(row, owner.userId, files.get(row.id)) };
}

export async function sendMessage({ db, clock }: Deps, owner: Owner, conversationId: string, body: Schema<'MessageInput'>): Promise<Sent> {
  const problems: Record<string, FieldProblem> = {};
  const text = cleanText(problems, 'text', body.text, 1);
  throwIfAny(problems);
  await seatOf(db, owner, conversationId);
  const before = await sentBefore(db, owner, conversationId, body.idempotency_key, text);
  if (before) return before;
  await enforceLimit(db, `message:${owner.userId}`, limits.messagesPerSender);
  const fileIds = body.attachment_ids ?? [];
  const sent = await db.transaction(async (tx) => {
    const seat = await seatOf(tx, owner, conversationId, { lock: true });
    await assertMayWrite(tx, seat);
    const files = fileIds.length
      ? await tx
          .select({ id: messageAttachments.id })
          .from(messageAttachments)
          .where(
            and(
              inArray(messageAttachments.id, fileIds),
              eq(messageAttachments.conversationId, conversationId),
              eq(messageAttachments.uploaderId, owner.userId),
              isNull(messageAttachments.messageId),
            ),
          )
          .for('update')
      : [];
    if (files.length !== fileIds.length) throw new ApiError(400, 'VALIDATION_FAILED', { attachment_ids: { key: 'invalid' } });
    const now = clock.now();
    const [message] = await tx
      .insert(messages)
      .values({ conversationId, senderId: owner.userId, text, clientKey: body.idempotency_key, createdAt: now })
      .onConflictDoNothing()
      .returning();
    // The same key's first send committed while this one waited for the conversation.
    if (!message) return undefined;
    if (fileIds.length) await tx.update(messageAttachments).set({ messageId: message.id }).where(inArray(messageAttachments.id, fileIds));
    await tx.update(conversations).set({ lastMessageId: message.id, lastMessageAt: now }).where(eq(conversations.id, conversationId));
    // Writing is reading: the sender's side is read up to its own message.
    await tx
      .update(conversationParticipants)
      .set({ activityAt: now, readUpTo: message.id, readAt: now, unreadCount: 0, unreadSince: null })
      .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, owner.userId)));
    await tx
      .update(conversationParticipants)
      .set({
        activityAt: now,
        unreadCount: sql`${conversationParticipants.unreadCount} + 1`,
        unreadSince: sql`coalesce(${conversationParticipants.unreadSince}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, seat.otherId)));
    await tellMessageCreated(tx, [seat.otherId, owner.userId], conversationId, {
      id: Number(message.id),
      sender_id: owner.userId,
      excerpt: excerptOf(text),
      attachments: fileIds.length,
      created_at: iso(now),
    });
    const attached = await attachmentsOf(tx, [message.id]);
    return { created: true, message: toMessage(message, owner.userId, attached.get(message.id)) };
  });
  return sent ?? (await sentBefore(db, owner, conversationId, body.idempotency_key, text))!;
}
