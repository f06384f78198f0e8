import { and, count, eq, gt, isNull, min, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { conversationParticipants, messageBlocks, messages, threadPosition } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import type { Clock } from '../clock.js';
import { seatOf } from './conversation-access.js';
import { conversationFor } from './conversation-reads.js';
import { tellConversationRead } from './live-events.js';

/*
 * What each side keeps of a conversation for itself: how far it has read (the other side's read
 * receipt, told live), muted or not (its own: no one is told), and whom it blocked (every
 * conversation with that person: server/messages/conversation-access.ts refuses their writes).
 *
 * A side's unread count and the time of its oldest unread message are counted again from the
 * messages whenever its read position moves or an unread message is deleted, in the transaction
 * that holds the conversation (seatOf's lock), so they always say what the messages say.
 */

interface Deps {
  db: Db;
  clock: Clock;
}

/** Counts again what `userId` has not read past `readUpTo`: the other side's messages still there. */
export async function recountUnread(tx: Tx, conversationId: string, userId: string, readUpTo: number): Promise<void> {
  const [row] = await tx
    .select({ n: count(), since: min(messages.createdAt) })
    .from(messages)
    // threadPosition (`id + 0`) is what messages_thread_idx holds: the count reads the unread messages only.
    .where(and(eq(messages.conversationId, conversationId), ne(messages.senderId, userId), gt(threadPosition, readUpTo), isNull(messages.deletedAt)));
  await tx
    .update(conversationParticipants)
    .set({ unreadCount: row?.n ?? 0, unreadSince: row?.since ?? null })
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)));
}

/**
 * Marks the conversation read up to a message: the position only moves forward, and never past the
 * conversation's last message (an id from elsewhere reads as "all of it").
 */
export async function markConversationRead({ db, clock }: Deps, owner: Owner, conversationId: string, body: Schema<'ConversationRead'>) {
  await db.transaction(async (tx) => {
    const { conversation, me, otherId } = await seatOf(tx, owner, conversationId, { lock: true });
    const upTo = Math.min(body.up_to, Number(conversation.lastMessageId ?? 0));
    if (upTo <= Number(me.readUpTo)) return;
    await tx
      .update(conversationParticipants)
      .set({ readUpTo: upTo, readAt: clock.now() })
      .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, owner.userId)));
    await recountUnread(tx, conversationId, owner.userId, upTo);
    await tellConversationRead(tx, [otherId, owner.userId], conversationId, owner.userId, upTo);
  });
  return conversationFor(db, owner, conversationId);
}

/** Mutes or unmutes the conversation for the caller only: left out of its header count and of the digest mail. */
export async function muteConversation({ db, clock }: Deps, owner: Owner, conversationId: string, body: Schema<'ConversationMute'>) {
  await seatOf(db, owner, conversationId);
  await db
    .update(conversationParticipants)
    .set({ mutedAt: body.muted ? sql`coalesce(${conversationParticipants.mutedAt}, ${clock.now().toISOString()}::timestamptz)` : null })
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, owner.userId)));
  return conversationFor(db, owner, conversationId);
}

/** Blocks or unblocks the conversation's other side, in every conversation with it. */
export async function blockConversationMember({ db }: Deps, owner: Owner, conversationId: string, body: Schema<'ConversationBlock'>) {
  const { otherId } = await seatOf(db, owner, conversationId);
  if (body.blocked) await db.insert(messageBlocks).values({ blockerId: owner.userId, blockedId: otherId }).onConflictDoNothing();
  else await db.delete(messageBlocks).where(and(eq(messageBlocks.blockerId, owner.userId), eq(messageBlocks.blockedId, otherId)));
  return conversationFor(db, owner, conversationId);
}
