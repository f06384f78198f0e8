import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { agentInvitations, users } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { asLocale } from '../i18n.js';
import { enqueueMail } from '../mail/outbox.js';
import { isVerifiedPartner } from '../partners/verified-partner.js';
import { toEmployerRef } from '../views/refs.js';
import { agentNamesOf } from './agent-names.js';
import { effectiveStatus, INVITATION_DAYS, stillOpen, toAgentInvitation } from './invitation-views.js';

/*
 * The employer's side of its agent (docs/product.md, agents): invite one agent at a time, see the
 * invitation waiting and the current agent, remove either at any time. Invariants, kept by the
 * partial unique indexes of agent_invitations (server/db/schema.ts) even when two requests race:
 * at most one invitation waiting and one current agent per employer. An invitation past its 14
 * days is marked expired by the employer's next invitation, and reads as expired before that.
 */

interface Deps {
  db: Db;
  publicUrl: string;
}
type AgentRequest = RouteOf<'requestAgent'>['Body'];

const invitationColumns = {
  id: agentInvitations.id,
  email: agentInvitations.email,
  agentId: agentInvitations.agentId,
  status: effectiveStatus,
  createdAt: agentInvitations.createdAt,
  expiresAt: agentInvitations.expiresAt,
  answeredAt: agentInvitations.answeredAt,
  removedAt: agentInvitations.removedAt,
};

async function invitationById(db: Db | Tx, employerId: string, id: string) {
  const [row] = await db
    .select(invitationColumns)
    .from(agentInvitations)
    .where(and(eq(agentInvitations.id, id), eq(agentInvitations.employerId, employerId)));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return toAgentInvitation(row, await agentNamesOf(db, row.agentId ? [row.agentId] : []));
}

/** The agent the request names: by id only a verified agent; by e-mail an agent's account, or none yet. */
async function invitedAgent(tx: Tx, body: AgentRequest): Promise<{ email: string; agent: typeof users.$inferSelect | null }> {
  if (body.agent_id) {
    const [agent] = await tx.select().from(users).where(and(eq(users.id, body.agent_id), eq(users.role, 'agent')));
    if (!agent || !(await isVerifiedPartner(tx, agent.id))) throw new ApiError(404, 'NOT_FOUND');
    return { email: agent.email, agent };
  }
  const email = body.email!.trim();
  const [account] = await tx.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  if (account && account.role !== 'agent') throw new ApiError(409, 'AGENT_EMAIL_NOT_AGENT');
  return { email: account?.email ?? email, agent: account ?? null };
}

/** Invites an agent; mails it the invitation, or the invitation to sign up as an agent. */
export async function requestAgent({ db, publicUrl }: Deps, owner: EmployerOwner, body: AgentRequest) {
  const { employerId } = owner;
  return db.transaction(async (tx) => {
    await tx
      .update(agentInvitations)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(and(eq(agentInvitations.employerId, employerId), eq(agentInvitations.status, 'invited'), sql`${agentInvitations.expiresAt} <= now()`));
    const [current] = await tx
      .select({ status: agentInvitations.status })
      .from(agentInvitations)
      .where(and(eq(agentInvitations.employerId, employerId), sql`${agentInvitations.status} in ('invited', 'accepted')`));
    if (current?.status === 'accepted') throw new ApiError(409, 'AGENT_ALREADY_CURRENT');
    if (current) throw new ApiError(409, 'AGENT_INVITATION_PENDING');
    const { email, agent } = await invitedAgent(tx, body);
    const [created] = await tx
      .insert(agentInvitations)
      .values({ employerId, agentId: agent?.id ?? null, email, expiresAt: sql`now() + ${`${INVITATION_DAYS} days`}::interval` })
      .onConflictDoNothing()
      .returning({ id: agentInvitations.id });
    // Another tab's invitation (or an acceptance) got in first.
    if (!created) throw new ApiError(409, 'AGENT_INVITATION_PENDING');
    const company = toEmployerRef(owner.account).company_name;
    await enqueueMail(
      tx,
      email,
      agent
        ? { template: 'agents', event: 'invited', name: agent.callMeBy || agent.firstname, company, link: `${publicUrl}/agent/clients` }
        : { template: 'agents', event: 'invited_signup', name: email, company, link: `${publicUrl}/signup/agent` },
      asLocale(agent?.locale ?? owner.account.locale),
    );
    return invitationById(tx, employerId, created.id);
  });
}

/** The invitations still waiting for an answer (at most one today), newest first. */
export async function listRequestedAgents(db: Db, owner: EmployerOwner, page = 1, pageSize = 20) {
  const rows = await db
    .select(invitationColumns)
    .from(agentInvitations)
    .where(and(eq(agentInvitations.employerId, owner.employerId), stillOpen))
    .orderBy(desc(agentInvitations.createdAt), desc(agentInvitations.id))
    .limit(pageWindow(page, pageSize).limit)
    .offset(pageWindow(page, pageSize).offset);
  const names = await agentNamesOf(db, rows.flatMap((r) => (r.agentId ? [r.agentId] : [])));
  const { items, ...rest } = pageOf(rows, page, pageSize);
  return { items: items.map((r) => toAgentInvitation(r, names)), ...rest };
}

export async function getCurrentAgent(db: Db, owner: EmployerOwner) {
  const [row] = await db
    .select({ id: agentInvitations.id })
    .from(agentInvitations)
    .where(and(eq(agentInvitations.employerId, owner.employerId), eq(agentInvitations.status, 'accepted')));
  return row ? { current: await invitationById(db, owner.employerId, row.id) } : {};
}

/**
 * Removes the current agent (its access ends on its next request: server/agents/current-agent.ts)
 * or withdraws an invitation still waiting. The row is kept, `removed`, so the agent's past
 * actions keep their author and a removed agent is told why it is refused.
 */
export async function removeAgent({ db, publicUrl }: Deps, owner: EmployerOwner, id: string) {
  const { employerId } = owner;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: effectiveStatus, agentId: agentInvitations.agentId })
      .from(agentInvitations)
      .where(and(eq(agentInvitations.id, id), eq(agentInvitations.employerId, employerId)))
      .for('update');
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    if (row.status !== 'accepted' && row.status !== 'invited') throw new ApiError(409, 'AGENT_INVITATION_CLOSED');
    await tx.update(agentInvitations).set({ status: 'removed', removedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(agentInvitations.id, id));
    if (row.status === 'accepted' && row.agentId) {
      const [agent] = await tx.select().from(users).where(eq(users.id, row.agentId));
      if (agent) {
        await enqueueMail(
          tx,
          agent.email,
          { template: 'agents', event: 'removed', name: agent.callMeBy || agent.firstname, company: toEmployerRef(owner.account).company_name, link: `${publicUrl}/agent/clients` },
          asLocale(agent.locale),
        );
      }
    }
    return invitationById(tx, employerId, id);
  });
}
