import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { agentInvitations, conversationParticipants, conversations, messageBlocks } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import type { Queryable } from '../hiring/pipeline-records.js';

/*
 * Who may read and who may write in a conversation (docs/product.md, "Messages").
 *
 * Reading: only its two participants; anyone else's id is not found (404), as the contract does
 * everywhere. Writing (a message, a file, an edit): not while either side blocked the other, and
 * not in a conversation with an agent the employer removed, which stays readable. Both are read in
 * the transaction of the write, the agent's invitation held FOR SHARE as every agent action holds it
 * (server/agents/current-agent.ts): a removal waits for a send under way, and refuses the next one.
 */

export type ConversationRow = typeof conversations.$inferSelect;
export type ParticipantRow = typeof conversationParticipants.$inferSelect;
export type ReadOnlyReason = Schema<'ConversationReadOnlyReason'>;

/** The caller's place in a conversation: the conversation, its own side, and who the other is. */
export interface Seat {
  conversation: ConversationRow;
  me: ParticipantRow;
  otherId: string;
}

export const otherOf = (c: Pick<ConversationRow, 'employerId' | 'memberId'>, userId: string) => (c.employerId === userId ? c.memberId : c.employerId);

/**
 * The caller's seat in the conversation, or 404. `lock` holds the conversation row FOR UPDATE: the
 * writes of one conversation (a message, a read position) then happen one after the other, so its
 * last message and each side's unread count stay what its messages say.
 */
export async function seatOf(db: Queryable, owner: Owner, conversationId: string, opts: { lock?: boolean } = {}): Promise<Seat> {
  const query = db
    .select({ conversation: conversations, me: conversationParticipants })
    .from(conversations)
    .innerJoin(conversationParticipants, and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, owner.userId)))
    .where(eq(conversations.id, conversationId));
  const [row] = opts.lock ? await query.for('update', { of: conversations }) : await query;
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return { ...row, otherId: otherOf(row.conversation, owner.userId) };
}

/** Why each of these conversations is read-only for `userId`, if it is; read outside a write. */
export async function readOnlyReasons(db: Queryable, userId: string, rows: Pick<ConversationRow, 'id' | 'employerId' | 'memberId' | 'subjectKind'>[]) {
  const reasons = new Map<string, ReadOnlyReason>();
  if (rows.length === 0) return reasons;
  const others = [...new Set(rows.map((c) => otherOf(c, userId)))];
  const blocks = await db
    .select({ blockerId: messageBlocks.blockerId, blockedId: messageBlocks.blockedId })
    .from(messageBlocks)
    .where(
      or(
        and(eq(messageBlocks.blockerId, userId), inArray(messageBlocks.blockedId, others)),
        and(eq(messageBlocks.blockedId, userId), inArray(messageBlocks.blockerId, others)),
      ),
    );
  const agentPairs = rows.filter((c) => c.subjectKind === 'agent');
  const current = agentPairs.length
    ? await db
        .select({ employerId: agentInvitations.employerId, agentId: agentInvitations.agentId })
        .from(agentInvitations)
        .where(and(inArray(agentInvitations.employerId, [...new Set(agentPairs.map((c) => c.employerId))]), eq(agentInvitations.status, 'accepted')))
    : [];
  for (const c of rows) {
    const other = otherOf(c, userId);
    if (c.subjectKind === 'agent' && !current.some((i) => i.employerId === c.employerId && i.agentId === c.memberId)) reasons.set(c.id, 'agent_removed');
    else if (blocks.some((b) => b.blockerId === userId && b.blockedId === other)) reasons.set(c.id, 'blocked_by_you');
    else if (blocks.some((b) => b.blockerId === other && b.blockedId === userId)) reasons.set(c.id, 'blocked_by_them');
  }
  return reasons;
}

const REFUSALS: Record<ReadOnlyReason, () => ApiError> = {
  agent_removed: () => new ApiError(409, 'CONVERSATION_READ_ONLY'),
  blocked_by_you: () => new ApiError(409, 'RECIPIENT_BLOCKED'),
  blocked_by_them: () => new ApiError(403, 'MESSAGING_BLOCKED'),
};

/** Refuses a write the caller may not make in this conversation, in the write's transaction. */
export async function assertMayWrite(tx: Tx, seat: Seat): Promise<void> {
  const { conversation, me, otherId } = seat;
  if (conversation.subjectKind === 'agent') {
    const [current] = await tx
      .select({ id: agentInvitations.id })
      .from(agentInvitations)
      .where(and(eq(agentInvitations.employerId, conversation.employerId), eq(agentInvitations.agentId, conversation.memberId), eq(agentInvitations.status, 'accepted')))
      .for('share');
    if (!current) throw REFUSALS.agent_removed();
  }
  const blocks = await tx
    .select({ blockerId: messageBlocks.blockerId })
    .from(messageBlocks)
    .where(
      or(
        and(eq(messageBlocks.blockerId, me.userId), eq(messageBlocks.blockedId, otherId)),
        and(eq(messageBlocks.blockerId, otherId), eq(messageBlocks.blockedId, me.userId)),
      ),
    );
  if (blocks.some((b) => b.blockerId === me.userId)) throw REFUSALS.blocked_by_you();
  if (blocks.length) throw REFUSALS.blocked_by_them();
}

/** The other side's row of a conversation (its read position is the caller's read receipt). */
export async function otherSide(db: Queryable, conversationId: string, userId: string): Promise<ParticipantRow> {
  const [row] = await db
    .select()
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, conversationId), ne(conversationParticipants.userId, userId)));
  return row!;
}
