import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { agentInvitations, users } from '../db/schema.js';
import type { Owner } from '../http/owner.js';
import { ApiError } from '../http/errors.js';
import { iso } from '../http/contract-fields.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { asLocale } from '../i18n.js';
import { enqueueMail } from '../mail/outbox.js';
import { assertVerifiedPartner } from '../partners/verified-partner.js';
import type { Schema } from '../http/handler-types.js';
import { agentNamesOf } from './agent-names.js';
import { effectiveStatus, stillOpen, toClientRef } from './invitation-views.js';

/*
 * The agent's side of an invitation: the ones addressed to its account, and those sent to its
 * e-mail address before it had one (agent_id still null; set when it answers). Only a verified
 * agent answers (server/partners/verified-partner.ts). The employer is mailed either way.
 */

interface Deps {
  db: Db;
  publicUrl: string;
}

/** Addressed to this agent: by account, or by its address while no account was named. */
const addressedTo = (agent: Owner): SQL =>
  or(eq(agentInvitations.agentId, agent.userId), and(isNull(agentInvitations.agentId), sql`lower(${agentInvitations.email}) = lower(${agent.account.email})`))!;

const columns = {
  id: agentInvitations.id,
  status: effectiveStatus,
  createdAt: agentInvitations.createdAt,
  expiresAt: agentInvitations.expiresAt,
  employer: { id: users.id, companyName: users.companyName, firstname: users.firstname, lastname: users.lastname },
};

type Row = { id: string; status: Schema<'AgentInvitationStatus'>; createdAt: Date; expiresAt: Date; employer: Parameters<typeof toClientRef>[0] };

const toClientInvitation = (r: Row): Schema<'ClientInvitation'> => ({
  id: r.id,
  status: r.status,
  employer: toClientRef(r.employer),
  created_at: iso(r.createdAt),
  expires_at: iso(r.expiresAt),
});

async function invitationFor(db: Db | Tx, agent: Owner, id: string) {
  const [row] = await db
    .select(columns)
    .from(agentInvitations)
    .innerJoin(users, eq(users.id, agentInvitations.employerId))
    .where(and(eq(agentInvitations.id, id), addressedTo(agent)));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

/** Invitations waiting for this agent's answer, newest first. Readable before verification: the agent sees why to verify. */
export async function listAgentInvitations(db: Db, agent: Owner, page = 1, pageSize = 20) {
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = await db
    .select(columns)
    .from(agentInvitations)
    .innerJoin(users, eq(users.id, agentInvitations.employerId))
    .where(and(addressedTo(agent), stillOpen))
    .orderBy(desc(agentInvitations.createdAt), desc(agentInvitations.id))
    .limit(limit)
    .offset(offset);
  const { items, ...rest } = pageOf(rows, page, pageSize);
  return { items: items.map(toClientInvitation), ...rest };
}

async function answer({ db, publicUrl }: Deps, agent: Owner, id: string, decision: 'accepted' | 'declined') {
  return db.transaction(async (tx) => {
    await assertVerifiedPartner(tx, agent.userId);
    const found = await invitationFor(tx, agent, id);
    const [row] = await tx.select().from(agentInvitations).where(eq(agentInvitations.id, found.id)).for('update');
    if (row!.status !== 'invited') throw new ApiError(409, 'AGENT_INVITATION_CLOSED');
    if (row!.expiresAt.getTime() <= Date.now()) throw new ApiError(409, 'AGENT_INVITATION_EXPIRED');
    await tx
      .update(agentInvitations)
      .set({ status: decision, agentId: agent.userId, answeredAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(agentInvitations.id, found.id));
    const [employer] = await tx.select().from(users).where(eq(users.id, row!.employerId));
    const name = (await agentNamesOf(tx, [agent.userId])).get(agent.userId)!;
    await enqueueMail(
      tx,
      employer!.email,
      { template: 'agents', event: decision, name: employer!.callMeBy || employer!.firstname, agent: name, link: `${publicUrl}/settings/partners` },
      asLocale(employer!.locale),
    );
    return toClientInvitation(await invitationFor(tx, agent, found.id));
  });
}

/** The agent becomes the employer's current agent. */
export const acceptAgentInvitation = (deps: Deps, agent: Owner, id: string) => answer(deps, agent, id, 'accepted');

export const declineAgentInvitation = (deps: Deps, agent: Owner, id: string) => answer(deps, agent, id, 'declined');
