import { and, eq } from 'drizzle-orm';
import { agentInvitations } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Queryable } from '../hiring/pipeline-records.js';

/*
 * Whether an agent may act for an employer right now: it is the employer's current agent (its
 * invitation `accepted`, not yet `removed`). Every agent call asks this first, in the transaction
 * of the action itself with the invitation row held FOR SHARE: a removal (an UPDATE of that row)
 * waits for an action already under way, and every request after the removal is refused. So the
 * removal ends the agent's access on its very next request, with no session to revoke.
 */

/**
 * The id of the agent's current invitation with this employer. An agent the employer removed is
 * told so (403 AGENT_ACCESS_ENDED); one that never worked for it finds nothing (404), as with any
 * other tenant's id.
 */
export async function assertCurrentAgent(db: Queryable, agentId: string, employerId: string, opts: { lock?: boolean } = {}): Promise<string> {
  const current = db
    .select({ id: agentInvitations.id })
    .from(agentInvitations)
    .where(and(eq(agentInvitations.employerId, employerId), eq(agentInvitations.agentId, agentId), eq(agentInvitations.status, 'accepted')));
  const [row] = opts.lock ? await current.for('share') : await current;
  if (row) return row.id;
  const [removed] = await db
    .select({ id: agentInvitations.id })
    .from(agentInvitations)
    .where(and(eq(agentInvitations.employerId, employerId), eq(agentInvitations.agentId, agentId), eq(agentInvitations.status, 'removed')))
    .limit(1);
  if (removed) throw new ApiError(403, 'AGENT_ACCESS_ENDED');
  throw new ApiError(404, 'NOT_FOUND');
}
