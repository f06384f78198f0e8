import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { conversationParticipants, conversations, jobs, messageAttachments, messageBlocks, messageReports, messages } from '../db/schema.js';
import { iso } from '../http/contract-fields.js';
import { peopleOf } from '../messages/message-views.js';

/*
 * A person's messages in their personal-data export (server/public-site/personal-data-export.ts;
 * docs/product.md, "Messages" and "Your data"): each conversation they take part in with the other
 * side as they see it in the app (name and role, never an address: server/messages/message-views.ts),
 * what it is about, their own side's state, and every message both ways with its times, its edited
 * and deleted marks and its files' names (a deleted message has no text left to give); the reports
 * they filed, with the messages as they stood when reported; and the people they blocked. The keys
 * follow the rest of the file: snake_case, instants in ISO 8601, one array per kind of record.
 */

const when = (at: Date | null) => (at ? iso(at) : null);

export async function collectMessages(tx: Tx, userId: string) {
  const mine = await tx
    .select({ conversation: conversations, me: conversationParticipants, jobTitle: jobs.title })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .leftJoin(jobs, eq(jobs.id, conversations.jobId))
    .where(eq(conversationParticipants.userId, userId))
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
  const ids = mine.map((row) => row.conversation.id);
  const otherOf = (c: typeof conversations.$inferSelect) => (c.employerId === userId ? c.memberId : c.employerId);

  const [sent, files, reports, blocks] = await Promise.all([
    ids.length ? tx.select().from(messages).where(inArray(messages.conversationId, ids)).orderBy(asc(messages.conversationId), asc(messages.id)) : [],
    ids.length
      ? tx
          .select({ messageId: messageAttachments.messageId, name: messageAttachments.fileName, contentType: messageAttachments.contentType, size: messageAttachments.sizeBytes })
          .from(messageAttachments)
          .where(inArray(messageAttachments.conversationId, ids))
          .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id))
      : [],
    tx.select().from(messageReports).where(eq(messageReports.reporterId, userId)).orderBy(asc(messageReports.createdAt), asc(messageReports.id)),
    tx.select().from(messageBlocks).where(eq(messageBlocks.blockerId, userId)).orderBy(asc(messageBlocks.createdAt)),
  ]);
  const people = await peopleOf(tx, [...mine.map((row) => otherOf(row.conversation)), ...blocks.map((b) => b.blockedId)]);
  const person = (id: string) => {
    const p = people.get(id);
    return p ? { name: p.name, role: p.role } : null;
  };

  // A file belongs to the message it was sent with; one uploaded and never sent is the uploader's draft, not part of the conversation.
  const filesOf = new Map<number, { name: string; content_type: string; size_bytes: number }[]>();
  for (const f of files) {
    if (f.messageId === null) continue;
    const list = filesOf.get(f.messageId) ?? [];
    list.push({ name: f.name, content_type: f.contentType, size_bytes: f.size });
    filesOf.set(f.messageId, list);
  }
  const threadOf = new Map<string, (typeof sent)[number][]>();
  for (const m of sent) threadOf.set(m.conversationId, [...(threadOf.get(m.conversationId) ?? []), m]);

  return {
    conversations: mine.map(({ conversation: c, me, jobTitle }) => ({
      id: c.id,
      with: person(otherOf(c)),
      about: { kind: c.subjectKind, id: c.subjectId, job_title: jobTitle },
      started_by_me: c.startedBy === userId,
      created_at: iso(c.createdAt),
      read_up_to: Number(me.readUpTo),
      muted_at: when(me.mutedAt),
      messages: (threadOf.get(c.id) ?? []).map((m) => ({
        id: Number(m.id),
        mine: m.senderId === userId,
        text: m.deletedAt ? null : m.text,
        attachments: m.deletedAt ? [] : (filesOf.get(Number(m.id)) ?? []),
        created_at: iso(m.createdAt),
        edited_at: when(m.editedAt),
        deleted_at: when(m.deletedAt),
      })),
    })),
    message_reports: reports.map((r) => ({
      id: r.id,
      conversation_id: r.conversationId,
      message_id: r.messageId === null ? null : Number(r.messageId),
      reason: r.reason,
      // The messages as they stood when reported, each marked as the reporter's or the other side's.
      messages: r.evidence.map((e) => ({ id: e.id, mine: e.sender_id === userId, text: e.text, created_at: e.created_at })),
      created_at: iso(r.createdAt),
    })),
    message_blocks: blocks.map((b) => ({ blocked: person(b.blockedId), created_at: iso(b.createdAt) })),
  };
}
