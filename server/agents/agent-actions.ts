import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/database.js';
import { agentActions, applications, jobs, users } from '../db/schema.js';
import type { EmployerOwner, Owner } from '../http/owner.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { iso, present } from '../http/contract-fields.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { shortlistApplicant } from '../hiring/applicant-decisions.js';
import { sendInterviewInvite } from '../hiring/interview-invites.js';
import { inviteCandidateToJob } from '../hiring/invite-candidate.js';
import type { PipelineDeps } from '../hiring/pipeline-deps.js';
import { toJobRef } from '../views/refs.js';
import { asLocale } from '../i18n.js';
import { enqueueMail } from '../mail/outbox.js';
import { assertVerifiedPartner } from '../partners/verified-partner.js';
import { assertCurrentAgent } from './current-agent.js';
import { agentNamesOf } from './agent-names.js';
import { withoutOffer } from './agent-clients.js';

/*
 * What an agent does in a client's pipeline: shortlist an applicant, propose a candidate for an
 * open job (the candidate is invited to apply, as by the employer), invite an applicant to an
 * interview. Each runs the hiring pipeline's own rules and mails (server/hiring/), in one
 * transaction that first checks, with the invitation row held, that the agent is verified and
 * still the employer's current agent (server/agents/current-agent.ts), and ends by writing the
 * agent_actions row that marks the change as done by the agent. The pipeline's function opens
 * its transaction as a savepoint inside this one, so a refusal anywhere undoes all of it. The
 * employer is mailed what its agent did.
 * Never offers, payments or pay: those operations are the employer's alone (openapi/paths/hiring.yaml).
 */

type ActionKind = (typeof agentActions.$inferInsert)['kind'];

const candidate = alias(users, 'candidate');

/**
 * The employer the agent acts for, as the hiring pipeline knows an owner. The pipeline's changes
 * read nothing of the owner but `employerId` (server/hiring/pipeline-records.ts `ownedBy`), which
 * is the client's, never the agent's.
 */
const clientOwner = (employerId: string) => ({ employerId, role: 'employer' }) as EmployerOwner;

type ActionRecord = { kind: ActionKind; jobId: string; applicationId: string; interviewId?: string };

async function asAgent<T>(
  deps: PipelineDeps,
  agent: Owner,
  clientOf: (tx: Tx) => Promise<{ employerId: string } | undefined>,
  act: (pipeline: PipelineDeps, client: EmployerOwner, tx: Tx) => Promise<{ result: T; record: ActionRecord }>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    await assertVerifiedPartner(tx, agent.userId);
    const client = await clientOf(tx);
    if (!client) throw new ApiError(404, 'NOT_FOUND');
    const invitationId = await assertCurrentAgent(tx, agent.userId, client.employerId, { lock: true });
    // The pipeline's db.transaction on a transaction is a savepoint: one unit of work with the check above.
    const { result, record } = await act({ db: tx as unknown as Db, publicUrl: deps.publicUrl }, clientOwner(client.employerId), tx);
    await tx.insert(agentActions).values({ invitationId, agentId: agent.userId, employerId: client.employerId, ...record });
    await tellEmployer(tx, deps.publicUrl, agent.userId, client.employerId, record);
    return result;
  });
}

/** The employer hears of what its agent did, in its language; its dashboard lists it too (/dashboard/activity/partners). */
async function tellEmployer(tx: Tx, publicUrl: string, agentId: string, employerId: string, record: ActionRecord) {
  const [row] = await tx
    .select({ job: jobs.title, firstname: candidate.firstname, lastname: candidate.lastname })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidate, eq(candidate.id, applications.candidateId))
    .where(eq(applications.id, record.applicationId));
  const [employer] = await tx.select().from(users).where(eq(users.id, employerId));
  const name = (await agentNamesOf(tx, [agentId])).get(agentId)!;
  await enqueueMail(
    tx,
    employer!.email,
    {
      template: 'agents',
      event: 'acted',
      kind: record.kind,
      name: employer!.callMeBy || employer!.firstname,
      agent: name,
      candidate: `${row!.firstname} ${row!.lastname}`,
      job: row!.job,
      link: `${publicUrl}/dashboard/activity/partners`,
    },
    asLocale(employer!.locale),
  );
}

const applicationClient = (id: string) => async (tx: Tx) => {
  const [row] = await tx.select({ employerId: applications.employerId }).from(applications).where(eq(applications.id, id));
  return row;
};

export async function shortlistForClient(deps: PipelineDeps, agent: Owner, applicationId: string) {
  return asAgent(deps, agent, applicationClient(applicationId), async (pipeline, client) => {
    const applicant = await shortlistApplicant(pipeline, client, applicationId);
    return { result: withoutOffer(applicant), record: { kind: 'shortlisted', jobId: applicant.job.id, applicationId } };
  });
}

type InterviewInvite = RouteOf<'sendInterviewInvite'>['Body'];

export async function scheduleInterviewForClient(deps: PipelineDeps, agent: Owner, applicationId: string, body: InterviewInvite) {
  return asAgent(deps, agent, applicationClient(applicationId), async (pipeline, client, tx) => {
    const interview = await sendInterviewInvite(pipeline, client, applicationId, body);
    const [app] = await tx.select({ jobId: applications.jobId }).from(applications).where(eq(applications.id, applicationId));
    return { result: interview, record: { kind: 'interview_scheduled', jobId: app!.jobId, applicationId, interviewId: interview.id } };
  });
}

type Proposal = RouteOf<'proposeCandidateForClient'>['Body'];

export async function proposeCandidateForClient(deps: PipelineDeps, agent: Owner, jobId: string, body: Proposal) {
  const jobClient = async (tx: Tx) => {
    const [row] = await tx.select({ employerId: jobs.employerId }).from(jobs).where(eq(jobs.id, jobId));
    return row;
  };
  return asAgent(deps, agent, jobClient, async (pipeline, client, tx) => {
    const [candidate] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${body.candidate_email.trim()})`, eq(users.role, 'candidate')));
    if (!candidate) throw new ApiError(404, 'CANDIDATE_EMAIL_UNKNOWN');
    const applicant = await inviteCandidateToJob(pipeline, client, candidate.id, { job_id: jobId, message: body.message });
    return { result: withoutOffer(applicant), record: { kind: 'proposed', jobId, applicationId: applicant.id } };
  });
}


/** What agents did in the employer's pipeline, newest first: the records marked as done by the agent. */
export async function listAgentActions(db: Db, employer: EmployerOwner, q: { job_id?: string; page?: number; page_size?: number }) {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = await db
    .select({
      id: agentActions.id,
      kind: agentActions.kind,
      createdAt: agentActions.createdAt,
      agentId: agentActions.agentId,
      applicationId: agentActions.applicationId,
      interviewId: agentActions.interviewId,
      job: { id: jobs.id, title: jobs.title, hireType: jobs.hireType, status: jobs.status },
      candidate: { firstname: candidate.firstname, lastname: candidate.lastname },
    })
    .from(agentActions)
    .innerJoin(jobs, eq(jobs.id, agentActions.jobId))
    .innerJoin(applications, eq(applications.id, agentActions.applicationId))
    .innerJoin(candidate, eq(candidate.id, applications.candidateId))
    .where(and(eq(agentActions.employerId, employer.employerId), q.job_id ? eq(agentActions.jobId, q.job_id) : undefined))
    .orderBy(desc(agentActions.createdAt), desc(agentActions.id))
    .limit(limit)
    .offset(offset);
  const { items, ...rest } = pageOf(rows, page, pageSize);
  const names = await agentNamesOf(db, items.map((r) => r.agentId));
  return {
    items: items.map(
      (r): Schema<'AgentAction'> => ({
        id: r.id,
        kind: r.kind,
        created_at: iso(r.createdAt),
        agent: { id: r.agentId, name: names.get(r.agentId) ?? '' },
        job: toJobRef(r.job),
        application_id: r.applicationId,
        candidate_name: `${r.candidate.firstname} ${r.candidate.lastname}`,
        ...present('interview_id', r.interviewId),
      }),
    ),
    ...rest,
  };
}
