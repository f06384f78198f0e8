import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { conversationParticipants, conversations, jobs, messageAttachments, messages } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import { iso } from '../http/contract-fields.js';
import type { Owner } from '../http/owner.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { otherOf, readOnlyReasons } from './conversation-access.js';
import { excerptOf, peopleOf, toAbout } from './message-views.js';

/*
 * The caller's conversations: the list (unread first, then by last activity, newest first, paged
 * by a cursor over that order), one conversation, and the header's unread count. The list reads
 * the caller's rows of conversation_participants in the order of conversation_participants_list_idx,
 * with each conversation, its job, its last message and the other side's read position joined.
 *
 * The cursor is the last row's place in that order: whether it had unread messages, its activity
 * time and its id. A conversation that moves while someone pages (a new message puts it first) may
 * be met again or missed on a later page, as in any live list; the rows that stay put are listed
 * once each.
 */

const other = alias(conversationParticipants, 'other_side');
const unread = sql<boolean>`(${conversationParticipants.unreadCount} > 0)`;

function rowsQuery(db: Queryable, userId: string, where?: SQL) {
  return db
    .select({
      conversation: conversations,
      me: conversationParticipants,
      otherReadUpTo: other.readUpTo,
      job: { id: jobs.id, title: jobs.title, hireType: jobs.hireType, status: jobs.status },
      last: { id: messages.id, senderId: messages.senderId, text: messages.text, createdAt: messages.createdAt, deletedAt: messages.deletedAt },
      lastFiles: sql<number>`(select count(*)::int from ${messageAttachments} where ${messageAttachments.messageId} = ${conversations.lastMessageId})`,
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .innerJoin(other, and(eq(other.conversationId, conversations.id), ne(other.userId, conversationParticipants.userId)))
    .leftJoin(jobs, eq(jobs.id, conversations.jobId))
    .leftJoin(messages, eq(messages.id, conversations.lastMessageId))
    .where(and(eq(conversationParticipants.userId, userId), where));
}

type Row = Awaited<ReturnType<typeof rowsQuery>>[number];

async function toConversations(db: Queryable, owner: Owner, rows: Row[]): Promise<Schema<'Conversation'>[]> {
  const people = await peopleOf(
    db,
    rows.map((r) => otherOf(r.conversation, owner.userId)),
  );
  const reasons = await readOnlyReasons(
    db,
    owner.userId,
    rows.map((r) => r.conversation),
  );
  return rows.map(({ conversation: c, me, otherReadUpTo, job, last, lastFiles }) => {
    const reason = reasons.get(c.id);
    const excerpt = last && !last.deletedAt ? excerptOf(last.text) : null;
    return {
      id: c.id,
      about: toAbout(c, job),
      other: people.get(otherOf(c, owner.userId))!,
      ...(last
        ? {
            last_message: {
              id: Number(last.id),
              sender_id: last.senderId,
              mine: last.senderId === owner.userId,
              ...(excerpt ? { excerpt } : {}),
              attachments: last.deletedAt ? 0 : lastFiles,
              created_at: iso(last.createdAt),
              deleted: last.deletedAt !== null,
            },
          }
        : {}),
      unread_count: me.unreadCount,
      muted: me.mutedAt !== null,
      read_up_to: Number(me.readUpTo),
      other_read_up_to: Number(otherReadUpTo),
      can_send: reason === undefined,
      ...(reason ? { read_only_reason: reason } : {}),
      created_at: iso(c.createdAt),
      last_activity_at: iso(me.activityAt),
    };
  });
}

/** One of the caller's conversations; anyone else's is not found. */
export async function conversationFor(db: Queryable, owner: Owner, conversationId: string): Promise<Schema<'Conversation'>> {
  const [row] = await rowsQuery(db, owner.userId, eq(conversations.id, conversationId));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return (await toConversations(db, owner, [row]))[0]!;
}

interface Cursor {
  unread: boolean;
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.unread ? 1 : 0, c.at.toISOString(), c.id])).toString('base64url');

function decodeCursor(text: string): Cursor {
  try {
    const [u, at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    const when = new Date(String(at));
    if ((u === 0 || u === 1) && typeof at === 'string' && !Number.isNaN(when.getTime()) && typeof id === 'string' && UUID.test(id)) return { unread: u === 1, at: when, id };
  } catch {
    // Refused below, as any other cursor that is not one of ours.
  }
  throw new ApiError(400, 'VALIDATION_FAILED', { cursor: { key: 'invalid' } });
}

/** One page of the caller's conversations: unread first, then by last activity, newest first. */
export async function listConversations(db: Db, owner: Owner, query: { cursor?: string; page_size?: number }): Promise<Schema<'ConversationPage'>> {
  const pageSize = query.page_size ?? 20;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await rowsQuery(
    db,
    owner.userId,
    after
      ? sql`(${unread}, ${conversationParticipants.activityAt}, ${conversationParticipants.conversationId}) < (${after.unread}::boolean, ${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
      : undefined,
  )
    .orderBy(desc(unread), desc(conversationParticipants.activityAt), desc(conversationParticipants.conversationId))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const hasMore = rows.length > pageSize;
  return {
    items: await toConversations(db, owner, page),
    page_size: pageSize,
    has_more: hasMore,
    ...(hasMore && last ? { next_cursor: encodeCursor({ unread: last.me.unreadCount > 0, at: last.me.activityAt, id: last.conversation.id }) } : {}),
  };
}

/** The header's count: unread messages of the caller's conversations that are not muted. */
export async function unreadMessageCount(db: Db, owner: Owner): Promise<Schema<'UnreadMessages'>> {
  const [row] = await db
    .select({ unread: sql<number>`coalesce(sum(${conversationParticipants.unreadCount}), 0)::int` })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.userId, owner.userId), isNull(conversationParticipants.mutedAt), sql`${conversationParticipants.unreadCount} > 0`));
  return { unread: Number(row?.unread ?? 0) };
}
