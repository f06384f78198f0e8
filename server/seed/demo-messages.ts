import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { agentInvitations, applications, conversationParticipants, conversations, messages } from '../db/schema.js';
import { DEMO_CANDIDATE, DEMO_EMPLOYER } from './demo-data.js';
import { DEMO_AGENT } from './demo-agents.js';

/*
 * Messages waiting on first sign-in (server/messages/): the demo employer (Northwind Dental Group)
 * and the demo candidate (Maria Santos) talk about her application to the job with the offer, and
 * the employer and its current agent (Kwame Mensah, server/seed/demo-agents.ts) about the week's
 * shortlist. Each side has a message or two it has not read, as the unread counts show. The
 * messages are marked as already mailed about, so the first start sends no unread-message mail.
 */

const MINUTE = 60_000;

type Line = { from: 'employer' | 'other'; text: string; minutesAgo: number };

const withCandidate: Line[] = [
  { from: 'employer', minutesAgo: 2 * 24 * 60 + 30, text: 'Hi Maria, thank you for the interview. We have just sent you an offer for the Medical Billing Specialist role.' },
  { from: 'other', minutesAgo: 2 * 24 * 60 - 45, text: 'Thank you, Grace! I read it and I am very glad. May I ask which practice management software your billing team uses day to day?' },
  { from: 'employer', minutesAgo: 26 * 60, text: 'We work in Dentrix at all four offices, and claims go through our clearinghouse. Our finance lead can walk you through it in your first week.' },
  { from: 'other', minutesAgo: 3 * 60, text: 'That is what I use today. One more question: would the start date work two weeks from Monday? I would like to give my current clients proper notice.' },
  { from: 'other', minutesAgo: 2 * 60 + 50, text: 'I can also send two references from the dental groups I bill for today, if that helps.' },
];

const withAgent: Line[] = [
  { from: 'other', minutesAgo: 4 * 24 * 60, text: 'Hello Grace, I shortlisted two strong applicants for the front desk and scheduled an interview for the billing role. Details are in your pipeline.' },
  { from: 'employer', minutesAgo: 3 * 24 * 60, text: 'Thanks Kwame, the shortlist looks good. Could you look for someone who speaks Spanish for the patient coordinator job?' },
  { from: 'other', minutesAgo: 5 * 60, text: 'Yes: I proposed a candidate this morning who speaks English, Portuguese and Spanish. Let me know what you think.' },
];

async function insertConversation(db: Db, now: Date, c: Omit<typeof conversations.$inferInsert, 'createdAt' | 'lastMessageId' | 'lastMessageAt'>, lines: Line[]) {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  const startedAt = at(lines[0]!.minutesAgo + 1);
  const [conversation] = await db
    .insert(conversations)
    .values({ ...c, createdAt: startedAt })
    .returning({ id: conversations.id });
  const sent = await db
    .insert(messages)
    .values(
      lines.map((l) => ({
        conversationId: conversation!.id,
        senderId: l.from === 'employer' ? c.employerId : c.memberId,
        text: l.text,
        clientKey: randomUUID(),
        createdAt: at(l.minutesAgo),
      })),
    )
    .returning({ id: messages.id, senderId: messages.senderId, createdAt: messages.createdAt });
  const last = sent.at(-1)!;
  await db.update(conversations).set({ lastMessageId: last.id, lastMessageAt: last.createdAt }).where(eq(conversations.id, conversation!.id));
  for (const userId of [c.employerId, c.memberId]) {
    // Each side has read up to its own last message; what the other sent after it is unread.
    const mine = sent.filter((m) => m.senderId === userId).at(-1);
    const unread = sent.filter((m) => m.senderId !== userId && m.id > (mine?.id ?? 0));
    await db.insert(conversationParticipants).values({
      conversationId: conversation!.id,
      userId,
      activityAt: last.createdAt,
      readUpTo: mine?.id ?? 0,
      readAt: mine?.createdAt ?? null,
      unreadCount: unread.length,
      unreadSince: unread[0]?.createdAt ?? null,
      digestedUpTo: last.id,
      digestedAt: now,
    });
  }
  return sent.length;
}

/** The demo's conversations; answers how many messages were written. */
export async function insertDemoMessages(db: Db, userIds: Map<string, string>, now: Date): Promise<number> {
  const employerId = userIds.get(DEMO_EMPLOYER);
  const candidateId = userIds.get(DEMO_CANDIDATE);
  const agentId = userIds.get(DEMO_AGENT);
  if (!employerId) return 0;
  let written = 0;
  if (candidateId) {
    const [application] = await db
      .select({ id: applications.id, jobId: applications.jobId })
      .from(applications)
      .where(and(eq(applications.employerId, employerId), eq(applications.candidateId, candidateId)))
      .orderBy(sql`${applications.status} = 'offered' desc`, desc(applications.updatedAt))
      .limit(1);
    if (application) {
      written += await insertConversation(
        db,
        now,
        { employerId, memberId: candidateId, jobId: application.jobId, subjectKind: 'application', subjectId: application.id, startedBy: employerId },
        withCandidate,
      );
    }
  }
  if (agentId) {
    const [current] = await db
      .select({ id: agentInvitations.id })
      .from(agentInvitations)
      .where(and(eq(agentInvitations.employerId, employerId), eq(agentInvitations.agentId, agentId), eq(agentInvitations.status, 'accepted')));
    if (current) {
      written += await insertConversation(db, now, { employerId, memberId: agentId, jobId: null, subjectKind: 'agent', subjectId: agentId, startedBy: agentId }, withAgent);
    }
  }
  return written;
}
