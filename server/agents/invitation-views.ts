import { sql } from 'drizzle-orm';
import { agentInvitations } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { iso, present } from '../http/contract-fields.js';
import { toEmployerRef } from '../views/refs.js';

/** 14 days to answer (docs/product.md's agents); past it the invitation reads as expired. */
export const INVITATION_DAYS = 14;

/** An open invitation past its 14 days is expired, whether or not a later write has marked it yet. */
export const effectiveStatus = sql<Schema<'AgentInvitationStatus'>>`case when ${agentInvitations.status} = 'invited' and ${agentInvitations.expiresAt} <= now() then 'expired' else ${agentInvitations.status} end`;

/** Still waiting for the agent's answer. */
export const stillOpen = sql`(${agentInvitations.status} = 'invited' and ${agentInvitations.expiresAt} > now())`;

type InvitationRow = Pick<typeof agentInvitations.$inferSelect, 'id' | 'email' | 'agentId' | 'createdAt' | 'expiresAt' | 'answeredAt' | 'removedAt'> & {
  status: Schema<'AgentInvitationStatus'>;
};

/** An invitation as the employer sees it: the agent by the name employers see (server/agents/agent-names.ts). */
export function toAgentInvitation(row: InvitationRow, names: Map<string, string>): Schema<'AgentInvitation'> {
  const name = row.agentId ? names.get(row.agentId) : undefined;
  return {
    id: row.id,
    status: row.status,
    email: row.email,
    ...(row.agentId && name ? { agent: { id: row.agentId, name } } : {}),
    created_at: iso(row.createdAt),
    expires_at: iso(row.expiresAt),
    ...present('answered_at', row.answeredAt && iso(row.answeredAt)),
    ...present('removed_at', row.removedAt && iso(row.removedAt)),
  };
}

type EmployerRow = { id: string; companyName: string | null; firstname: string; lastname: string };

export function toClientRef(e: EmployerRow): Schema<'ClientRef'> {
  const { company_name, contact_name } = toEmployerRef(e);
  return { id: e.id, company_name, contact_name };
}
