import { inArray } from 'drizzle-orm';
import { messageAttachments, users } from '../db/schema.js';
import type { conversations, messages } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { iso } from '../http/contract-fields.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { agentNamesOf } from '../agents/agent-names.js';
import { toEmployerRef } from '../views/refs.js';

/*
 * How messages appear in the contract (openapi/components/schemas/messages.yaml): the people by
 * name and role, never an e-mail address; a deleted message without its text or files.
 */

export type MessageRow = Pick<typeof messages.$inferSelect, 'id' | 'conversationId' | 'senderId' | 'text' | 'createdAt' | 'editedAt' | 'deletedAt'>;
export type AttachmentView = Schema<'MessageAttachment'>;
type ConversationRow = Pick<typeof conversations.$inferSelect, 'subjectKind' | 'subjectId'>;
type JobRow = { id: string; title: string; hireType: Schema<'HireType'>; status: Schema<'JobStatus'> } | null;

const EXCERPT = 140;

/** The start of a message, as a list row and a live event show it; null for one without text. */
export function excerptOf(text: string): string | null {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return null;
  return line.length <= EXCERPT ? line : `${line.slice(0, EXCERPT - 1)}…`;
}

/**
 * The people of conversations as the other side sees them: an employer by its company, a
 * candidate by name, an agent by the business name an administrator verified.
 */
export async function peopleOf(db: Queryable, ids: string[]): Promise<Map<string, Schema<'ConversationPerson'>>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, role: users.role, firstname: users.firstname, lastname: users.lastname, companyName: users.companyName })
    .from(users)
    .where(inArray(users.id, unique));
  const agents = await agentNamesOf(
    db,
    rows.filter((r) => r.role === 'agent').map((r) => r.id),
  );
  return new Map(
    rows.map((r) => {
      const role = r.role === 'employer' || r.role === 'agent' ? r.role : 'candidate';
      const name = role === 'employer' ? toEmployerRef(r).company_name : role === 'agent' ? agents.get(r.id)! : `${r.firstname} ${r.lastname}`;
      return [r.id, { id: r.id, name, role }];
    }),
  );
}

/** The files of these messages, by message. */
export async function attachmentsOf(db: Queryable, messageIds: number[]): Promise<Map<number, AttachmentView[]>> {
  const byMessage = new Map<number, AttachmentView[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({
      id: messageAttachments.id,
      messageId: messageAttachments.messageId,
      name: messageAttachments.fileName,
      contentType: messageAttachments.contentType,
      size: messageAttachments.sizeBytes,
      createdAt: messageAttachments.createdAt,
    })
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(messageAttachments.createdAt, messageAttachments.id);
  for (const r of rows) {
    const list = byMessage.get(r.messageId!) ?? [];
    list.push(toAttachment(r));
    byMessage.set(r.messageId!, list);
  }
  return byMessage;
}

export const toAttachment = (r: { id: string; name: string; contentType: string; size: number }): AttachmentView => ({
  id: r.id,
  name: r.name,
  content_type: r.contentType,
  size_bytes: r.size,
});

export function toMessage(row: MessageRow, viewerId: string, attachments: AttachmentView[] = []): Schema<'Message'> {
  const deleted = row.deletedAt !== null;
  return {
    id: Number(row.id),
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    mine: row.senderId === viewerId,
    ...(deleted ? {} : { text: row.text }),
    attachments: deleted ? [] : attachments,
    created_at: iso(row.createdAt),
    ...(row.editedAt && !deleted ? { edited_at: iso(row.editedAt) } : {}),
    deleted,
    ...(row.deletedAt ? { deleted_at: iso(row.deletedAt) } : {}),
  };
}

export function toAbout(c: ConversationRow, job: JobRow): Schema<'ConversationAbout'> {
  return {
    kind: c.subjectKind,
    id: c.subjectId,
    ...(job ? { job: { id: job.id, title: job.title, hire_type: job.hireType, status: job.status } } : {}),
  };
}
