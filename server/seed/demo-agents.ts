import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { agentActions, agentInvitations, applications, interviews } from '../db/schema.js';
import { DEMO_EMPLOYER, DEMO_SECOND_EMPLOYER } from './demo-data.js';

/*
 * The demo agent (agent@, Kwame Mensah) on first sign-in: the current agent of Northwind Dental
 * Group (employer@) for a month, with what it did there marked as done by it (a shortlist, an
 * interview, a proposed candidate, on applications the demo pipeline already has in those states,
 * server/seed/demo-pipeline.ts), and an invitation from Harbor & Pine Realty (realty@) waiting for
 * its answer. Its verification is the partners' demo (server/seed/demo-partners.ts).
 */

export const DEMO_AGENT = 'agent@demo.remotehire.test';
const DAY = 86_400_000;

export async function insertDemoAgents(db: Db, userIds: Map<string, string>, now: Date): Promise<number> {
  const agentId = userIds.get(DEMO_AGENT);
  const employerId = userIds.get(DEMO_EMPLOYER);
  const realtyId = userIds.get(DEMO_SECOND_EMPLOYER);
  if (!agentId || !employerId || !realtyId) return 0;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const [current] = await db
    .insert(agentInvitations)
    .values({ employerId, agentId, email: DEMO_AGENT, status: 'accepted', createdAt: ago(31), expiresAt: ago(17), answeredAt: ago(30), updatedAt: ago(30) })
    .returning({ id: agentInvitations.id });
  await db.insert(agentInvitations).values({ employerId: realtyId, agentId, email: DEMO_AGENT, status: 'invited', createdAt: ago(2), expiresAt: new Date(now.getTime() + 12 * DAY) });

  const oneIn = async (status: (typeof applications.$inferSelect)['status'], source?: 'invited') => {
    const [row] = await db
      .select({ id: applications.id, jobId: applications.jobId })
      .from(applications)
      .where(and(eq(applications.employerId, employerId), eq(applications.status, status), source ? eq(applications.source, source) : undefined))
      .orderBy(desc(applications.updatedAt))
      .limit(1);
    return row;
  };
  const actions: Omit<typeof agentActions.$inferInsert, 'invitationId' | 'agentId' | 'employerId'>[] = [];
  const shortlisted = await oneIn('shortlisted');
  if (shortlisted) actions.push({ kind: 'shortlisted', jobId: shortlisted.jobId, applicationId: shortlisted.id, createdAt: ago(6) });
  const interviewing = await oneIn('interviewing');
  if (interviewing) {
    const [interview] = await db.select({ id: interviews.id }).from(interviews).where(eq(interviews.applicationId, interviewing.id)).orderBy(desc(interviews.createdAt)).limit(1);
    actions.push({ kind: 'interview_scheduled', jobId: interviewing.jobId, applicationId: interviewing.id, interviewId: interview?.id ?? null, createdAt: ago(4) });
  }
  const proposed = await oneIn('invited', 'invited');
  if (proposed) actions.push({ kind: 'proposed', jobId: proposed.jobId, applicationId: proposed.id, createdAt: ago(2) });
  if (actions.length) await db.insert(agentActions).values(actions.map((a) => ({ ...a, invitationId: current!.id, agentId, employerId })));
  return actions.length;
}
