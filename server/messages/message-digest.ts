import { and, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { conversationParticipants, conversations, jobs, messages, threadPosition, users } from '../db/schema.js';
import { asLocale } from '../i18n.js';
import { enqueueMail } from '../mail/outbox.js';
import type { Clock } from '../clock.js';
import type { FileStore } from '../storage/file-store.js';
import { otherOf } from './conversation-access.js';
import { removeUnsentAttachments } from './message-attachments.js';
import { excerptOf, peopleOf } from './message-views.js';

/*
 * The mail about messages left unread (docs/product.md, "Messages"): when a message has stayed
 * unread by its recipient for DIGEST_DELAY_MS, the recipient is mailed once for that conversation,
 * naming who wrote and quoting the latest message; the next mail for the same conversation comes
 * no sooner than DIGEST_WINDOW_MS later, and only for messages the last one did not cover. Nothing
 * is mailed for a conversation the recipient read meanwhile or muted, and the outbox leaves the
 * mail out when the recipient turned the `messages` mails off (server/mail/categories.ts).
 *
 * Every instance runs it on its own timer (`startMessageDigest`). Each mail is claimed by moving the
 * side's `digested_up_to` with a compare-and-set on its old value, in the transaction that queues
 * the mail: of two instances at the same row, the second's update finds the value changed and
 * sends nothing. The times are the server's clock (server/clock.ts), which tests move.
 */

export const DIGEST_DELAY_MS = 15 * 60 * 1000;
export const DIGEST_WINDOW_MS = 60 * 60 * 1000;

export interface DigestDeps {
  db: Db;
  clock: Clock;
  /** Origin of the mailed link. */
  publicUrl: string;
}

/** Mails every conversation side that is due, a batch at a time; answers how many were claimed. */
export async function sendMessageDigests({ db, clock, publicUrl }: DigestDeps, limit = 100): Promise<number> {
  const now = clock.now();
  const due = new Date(now.getTime() - DIGEST_DELAY_MS);
  const lastWindow = new Date(now.getTime() - DIGEST_WINDOW_MS);
  const p = conversationParticipants;
  const candidates = await db
    .select({ conversationId: p.conversationId, userId: p.userId, readUpTo: p.readUpTo, digestedUpTo: p.digestedUpTo })
    .from(p)
    .where(
      and(
        sql`${p.unreadCount} > 0`,
        isNull(p.mutedAt),
        lte(p.unreadSince, due),
        or(isNull(p.digestedAt), lte(p.digestedAt, lastWindow)),
        // A message no mail covered yet: sides already told of all they have not read are not rows to look at again.
        // `id + 0` (threadPosition) so that messages_thread_idx bounds the look to the messages after that position.
        sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${p.conversationId} and ${messages.senderId} <> ${p.userId}
          and ${threadPosition} > greatest(${p.readUpTo}, ${p.digestedUpTo}) and ${messages.deletedAt} is null and ${messages.createdAt} <= ${due.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(p.unreadSince)
    .limit(limit);
  let claimed = 0;
  for (const side of candidates) {
    const mailed = await db.transaction(async (tx) => {
      const from = Math.max(Number(side.readUpTo), Number(side.digestedUpTo));
      // The newest message the recipient has not read, that no mail covered, and that waited long enough.
      // Ordered by `id + 0` like a thread's page (server/messages/message-reads.ts): a scan of
      // messages_thread_idx from the conversation's newest entry, never of the primary key from the table's.
      const [latest] = await tx
        .select({ id: messages.id, text: messages.text })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, side.conversationId),
            ne(messages.senderId, side.userId),
            gt(threadPosition, from),
            isNull(messages.deletedAt),
            lte(messages.createdAt, due),
          ),
        )
        .orderBy(desc(threadPosition))
        .limit(1);
      if (!latest) return false;
      const [won] = await tx
        .update(p)
        .set({ digestedUpTo: latest.id, digestedAt: now })
        .where(
          and(
            eq(p.conversationId, side.conversationId),
            eq(p.userId, side.userId),
            eq(p.digestedUpTo, side.digestedUpTo),
            sql`${p.readUpTo} < ${latest.id}`,
            isNull(p.mutedAt),
          ),
        )
        .returning({ userId: p.userId });
      if (!won) return false;
      const [row] = await tx
        .select({
          conversation: conversations,
          jobTitle: jobs.title,
          recipient: { email: users.email, firstname: users.firstname, callMeBy: users.callMeBy, locale: users.locale },
        })
        .from(conversations)
        .innerJoin(users, eq(users.id, side.userId))
        .leftJoin(jobs, eq(jobs.id, conversations.jobId))
        .where(eq(conversations.id, side.conversationId));
      const { conversation, jobTitle, recipient } = row!;
      const fromId = otherOf(conversation, side.userId);
      const sender = (await peopleOf(tx, [fromId])).get(fromId)!;
      await enqueueMail(
        tx,
        recipient.email,
        {
          template: 'messages',
          event: 'digest',
          name: recipient.callMeBy || recipient.firstname,
          from: sender.name,
          about: jobTitle,
          excerpt: excerptOf(latest.text),
          link: `${publicUrl}/messages/${side.conversationId}`,
        },
        asLocale(recipient.locale),
      );
      return true;
    });
    if (mailed) claimed += 1;
  }
  return claimed;
}

/**
 * The digest's own timer, every minute by default: the hourly housekeeping (server/housekeeping.ts)
 * is too slow for a 15-minute promise. It also removes the files uploaded and never sent.
 */
export function startMessageDigest(deps: DigestDeps & { files: FileStore }, log: FastifyBaseLogger, everyMs = 60 * 1000) {
  const run = async () => {
    await sendMessageDigests(deps);
    await removeUnsentAttachments(deps);
  };
  const timer = setInterval(() => run().catch((error) => log.warn({ err: error }, 'message digest failed')), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
