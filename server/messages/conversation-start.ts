import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { applications, conversationParticipants, conversations, interviews, offers, users, type conversationSubjects } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { assertCurrentAgent } from '../agents/current-agent.js';
import { employerSeesCandidate } from '../candidates/profile-files.js';
import type { Clock } from '../clock.js';
import { conversationFor } from './conversation-reads.js';

/*
 * Starting a conversation (docs/product.md, "Messages"). Who may start one about what:
 * - an employer, from its own application, interview, offer or hire (`staff`), from a candidate's
 *   profile it may see (server/candidates/profile-files.ts, employerSeesCandidate), or with its
 *   current agent;
 * - a candidate, only about its own application, interview, offer or job, never cold, and not
 *   about an application that is closed (rejected or withdrawn) unless the conversation exists;
 * - an agent, with the employer whose current agent it is.
 * Anything else is not found (404), as another tenant's id.
 *
 * One conversation per employer, other person and job, and one without a job per pair: starting
 * again from any subject of the same job returns it, with the subject it was first started from.
 * Two starts at once insert one row: the unique constraint conversations_pair_job_key (nulls not
 * distinct) makes the second insert wait for the first and do nothing, and it then reads the
 * first's conversation. The rate limit counts only starts that create one.
 */

interface Deps {
  db: Db;
  clock: Clock;
}

type SubjectKind = (typeof conversationSubjects)[number];
interface Pair {
  employerId: string;
  memberId: string;
  jobId: string | null;
  subjectKind: SubjectKind;
  subjectId: string;
  /** A candidate's application closed: it may not start a conversation about it. */
  closed?: boolean;
}

const notFound = () => new ApiError(404, 'NOT_FOUND');
const CLOSED = new Set(['rejected', 'withdrawn']);

/** The pair and subject the request names, by the caller's role; 404 for anything that is not the caller's. */
async function pairOf(db: Db, owner: Owner, start: Schema<'ConversationStart'>): Promise<Pair> {
  const { about, id } = start;
  if (owner.role === 'agent') {
    if (about !== 'client') throw notFound();
    await assertCurrentAgent(db, owner.userId, id);
    return { employerId: id, memberId: owner.userId, jobId: null, subjectKind: 'agent', subjectId: owner.userId };
  }
  if (owner.role === 'employer') {
    const employerId = owner.userId;
    if (about === 'application') {
      const [row] = await db
        .select({ candidateId: applications.candidateId, jobId: applications.jobId })
        .from(applications)
        .where(and(eq(applications.id, id), eq(applications.employerId, employerId)));
      if (!row) throw notFound();
      return { employerId, memberId: row.candidateId, jobId: row.jobId, subjectKind: 'application', subjectId: id };
    }
    if (about === 'interview') {
      const [row] = await db
        .select({ candidateId: interviews.candidateId, jobId: interviews.jobId })
        .from(interviews)
        .where(and(eq(interviews.id, id), eq(interviews.employerId, employerId)));
      if (!row) throw notFound();
      return { employerId, memberId: row.candidateId, jobId: row.jobId, subjectKind: 'interview', subjectId: id };
    }
    if (about === 'offer' || about === 'staff') {
      const [row] = await db
        .select({ candidateId: offers.candidateId, jobId: offers.jobId })
        .from(offers)
        .where(and(eq(offers.id, id), eq(offers.employerId, employerId), about === 'staff' ? isNotNull(offers.hiredAt) : undefined));
      if (!row) throw notFound();
      return { employerId, memberId: row.candidateId, jobId: row.jobId, subjectKind: about, subjectId: id };
    }
    if (about === 'candidate') {
      const [candidate] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
      if (candidate?.role !== 'candidate' || !(await employerSeesCandidate(db, employerId, id))) throw notFound();
      return { employerId, memberId: id, jobId: null, subjectKind: 'candidate', subjectId: id };
    }
    if (about === 'agent') {
      await assertCurrentAgent(db, id, employerId);
      return { employerId, memberId: id, jobId: null, subjectKind: 'agent', subjectId: id };
    }
    throw notFound();
  }
  if (owner.role === 'candidate') {
    const candidateId = owner.userId;
    const application = (where: ReturnType<typeof and>) =>
      db
        .select({ id: applications.id, employerId: applications.employerId, jobId: applications.jobId, status: applications.status })
        .from(applications)
        .where(and(where, eq(applications.candidateId, candidateId)));
    let row: { employerId: string; jobId: string; status: string } | undefined;
    if (about === 'application') [row] = await application(eq(applications.id, id));
    else if (about === 'job') [row] = await application(eq(applications.jobId, id));
    else if (about === 'interview') {
      [row] = await db
        .select({ employerId: interviews.employerId, jobId: interviews.jobId, status: applications.status })
        .from(interviews)
        .innerJoin(applications, eq(applications.id, interviews.applicationId))
        .where(and(eq(interviews.id, id), eq(interviews.candidateId, candidateId)));
    } else if (about === 'offer') {
      [row] = await db
        .select({ employerId: offers.employerId, jobId: offers.jobId, status: applications.status })
        .from(offers)
        .innerJoin(applications, eq(applications.id, offers.applicationId))
        .where(and(eq(offers.id, id), eq(offers.candidateId, candidateId)));
    } else throw notFound();
    if (!row) throw notFound();
    return { employerId: row.employerId, memberId: candidateId, jobId: row.jobId, subjectKind: about, subjectId: id, closed: CLOSED.has(row.status) };
  }
  throw new ApiError(403, 'FORBIDDEN');
}

async function existing(db: Db, pair: Pair): Promise<string | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.employerId, pair.employerId),
        eq(conversations.memberId, pair.memberId),
        pair.jobId === null ? isNull(conversations.jobId) : eq(conversations.jobId, pair.jobId),
      ),
    );
  return row?.id;
}

/** Starts the conversation the request names, or answers the one that exists (`created` false). */
export async function startConversation({ db, clock }: Deps, owner: Owner, start: Schema<'ConversationStart'>) {
  const pair = await pairOf(db, owner, start);
  const found = await existing(db, pair);
  if (found) return { created: false, conversation: await conversationFor(db, owner, found) };
  if (pair.closed) throw new ApiError(409, 'APPLICATION_CLOSED');
  await enforceLimit(db, `conversation-start:${owner.userId}`, limits.conversationStartsPerUser);
  const now = clock.now();
  const createdId = await db.transaction(async (tx) => {
    const { closed: _closed, ...columns } = pair;
    const [row] = await tx
      .insert(conversations)
      .values({ ...columns, startedBy: owner.userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (!row) return undefined;
    await tx.insert(conversationParticipants).values([
      { conversationId: row.id, userId: pair.employerId, activityAt: now },
      { conversationId: row.id, userId: pair.memberId, activityAt: now },
    ]);
    return row.id;
  });
  // Another start of the same conversation committed first: its conversation is the one.
  const id = createdId ?? (await existing(db, pair));
  if (!id) throw new Error('startConversation: the conversation that won the race is gone');
  return { created: createdId !== undefined, conversation: await conversationFor(db, owner, id) };
}
