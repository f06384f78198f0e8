import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { agentActions, agentInvitations, jobs, users } from '../db/schema.js';
import type { Owner } from '../http/owner.js';
import type { Schema } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { iso } from '../http/contract-fields.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { findApplicants } from '../hiring/application-reads.js';
import { toJobRef } from '../views/refs.js';
import { assertVerifiedPartner } from '../partners/verified-partner.js';
import { assertCurrentAgent } from './current-agent.js';
import { toClientRef } from './invitation-views.js';

/*
 * What an agent reads of its clients: the employers whose current agent it is, their jobs (no
 * drafts) and their applicants as the employer sees them, but without offers: an agent never
 * makes offers nor sees payments (docs/product.md, agents). Every read checks the agent is still
 * current (server/agents/current-agent.ts).
 */

const openJobs = sql<number>`(select count(*)::int from ${jobs} where ${jobs.employerId} = ${agentInvitations.employerId} and ${jobs.status} = 'open')`;
const actionsDone = sql<number>`(select count(*)::int from ${agentActions} where ${agentActions.invitationId} = ${agentInvitations.id})`;

const clientColumns = {
  since: agentInvitations.answeredAt,
  openJobs,
  actions: actionsDone,
  employer: { id: users.id, companyName: users.companyName, firstname: users.firstname, lastname: users.lastname },
};

type ClientRow = { since: Date | null; openJobs: number; actions: number; employer: Parameters<typeof toClientRef>[0] };

const toAgentClient = (r: ClientRow): Schema<'AgentClient'> => ({
  employer: toClientRef(r.employer),
  since: iso(r.since!),
  open_jobs: Number(r.openJobs),
  actions: Number(r.actions),
});

export async function listAgentClients(db: Db, agent: Owner, page = 1, pageSize = 20) {
  await assertVerifiedPartner(db, agent.userId);
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = await db
    .select(clientColumns)
    .from(agentInvitations)
    .innerJoin(users, eq(users.id, agentInvitations.employerId))
    .where(and(eq(agentInvitations.agentId, agent.userId), eq(agentInvitations.status, 'accepted')))
    .orderBy(desc(agentInvitations.answeredAt), desc(agentInvitations.id))
    .limit(limit)
    .offset(offset);
  const { items, ...rest } = pageOf(rows, page, pageSize);
  return { items: items.map(toAgentClient), ...rest };
}

export async function getAgentClient(db: Db, agent: Owner, employerId: string) {
  await assertVerifiedPartner(db, agent.userId);
  const invitationId = await assertCurrentAgent(db, agent.userId, employerId);
  const [row] = await db
    .select(clientColumns)
    .from(agentInvitations)
    .innerJoin(users, eq(users.id, agentInvitations.employerId))
    .where(eq(agentInvitations.id, invitationId));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return toAgentClient(row);
}

/** The client's jobs an agent works on: open, paused or closed ones, never drafts. Newest first. */
export async function listClientJobs(db: Db, agent: Owner, employerId: string, page = 1, pageSize = 20) {
  await assertVerifiedPartner(db, agent.userId);
  await assertCurrentAgent(db, agent.userId, employerId);
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = await db
    .select({ id: jobs.id, title: jobs.title, hireType: jobs.hireType, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.employerId, employerId), ne(jobs.status, 'draft')))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit)
    .offset(offset);
  const { items, ...rest } = pageOf(rows, page, pageSize);
  return { items: items.map(toJobRef), ...rest };
}

/** An applicant as an agent sees it: the employer's view less the offer. */
export const withoutOffer = ({ offer: _offer, ...applicant }: Schema<'Applicant'>): Schema<'Applicant'> => applicant;

export async function listClientApplicants(
  db: Db,
  agent: Owner,
  employerId: string,
  q: { job_id?: string; status?: Schema<'ApplicationStatus'>; page?: number; page_size?: number },
) {
  await assertVerifiedPartner(db, agent.userId);
  await assertCurrentAgent(db, agent.userId, employerId);
  const { applicants, ...rest } = await findApplicants(db, { employerId, jobId: q.job_id, status: q.status }, q.page, q.page_size);
  return { applicants: applicants.map(withoutOffer), ...rest };
}

