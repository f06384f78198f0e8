import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { conversationParticipants, conversations, jobs, messages, threadPosition } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { toPrefixQuery } from '../http/search-query.js';
import { otherOf, otherSide, seatOf } from './conversation-access.js';
import { attachmentsOf, peopleOf, toAbout, toMessage } from './message-views.js';

/*
 * Reading messages: a conversation's thread and the search over the caller's conversations. Both
 * page by message id, newest first (`before` the last id of the page before): ids only grow, and the
 * sends of one conversation take theirs one after another (they hold its row: server/messages/
 * send-message.ts), so they commit in id order and a page never repeats a message nor skips one,
 * whatever is sent meanwhile (the new ones are on the first page; docs/decisions/007). The thread reads messages_thread_idx; the search messages_search_idx, within
 * the conversations the caller takes part in, deleted messages left out (their text is gone).
 */

export async function listConversationMessages(db: Db, owner: Owner, conversationId: string, query: { before?: number; page_size?: number }): Promise<Schema<'MessagePage'>> {
  const pageSize = query.page_size ?? 20;
  const { me } = await seatOf(db, owner, conversationId);
  // Ordered and cut by `id + 0`, not `id`: the primary key cannot serve that order, so PostgreSQL
  // cannot walk it backwards from the table's newest id in search of this thread's (nearly the whole
  // table for a long thread gone quiet); it scans messages_thread_idx from the thread's newest entry,
  // or from `before`, and stops after the page (server/db/schema.ts, threadPosition).
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), query.before ? lt(threadPosition, query.before) : undefined))
    .orderBy(desc(threadPosition))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const files = await attachmentsOf(
    db,
    page.filter((m) => m.deletedAt === null).map((m) => m.id),
  );
  const other = await otherSide(db, conversationId, owner.userId);
  return {
    items: page.map((m) => toMessage(m, owner.userId, files.get(m.id))),
    page_size: pageSize,
    has_more: rows.length > pageSize,
    read_up_to: Number(me.readUpTo),
    other_read_up_to: Number(other.readUpTo),
  };
}

export async function searchMessages(db: Db, owner: Owner, query: { q: string; before?: number; page_size?: number }): Promise<Schema<'MessageSearchPage'>> {
  const pageSize = query.page_size ?? 20;
  const words = toPrefixQuery(query.q);
  if (!words) return { items: [], page_size: pageSize, has_more: false };
  const mine = db.select({ id: conversationParticipants.conversationId }).from(conversationParticipants).where(eq(conversationParticipants.userId, owner.userId));
  const rows = await db
    .select({
      message: messages,
      conversation: conversations,
      job: { id: jobs.id, title: jobs.title, hireType: jobs.hireType, status: jobs.status },
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(jobs, eq(jobs.id, conversations.jobId))
    .where(
      and(
        inArray(messages.conversationId, mine),
        sql`${messages.search} @@ to_tsquery('simple', ${words})`,
        isNull(messages.deletedAt),
        query.before ? lt(messages.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const [files, people] = await Promise.all([
    attachmentsOf(
      db,
      page.map((r) => r.message.id),
    ),
    peopleOf(
      db,
      page.map((r) => otherOf(r.conversation, owner.userId)),
    ),
  ]);
  return {
    items: page.map((r) => ({
      message: toMessage(r.message, owner.userId, files.get(r.message.id)),
      other: people.get(otherOf(r.conversation, owner.userId))!,
      about: toAbout(r.conversation, r.job),
    })),
    page_size: pageSize,
    has_more: rows.length > pageSize,
  };
}
