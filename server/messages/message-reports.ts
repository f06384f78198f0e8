import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { accountDeletions, conversations, jobs, messageReports, messages, threadPosition, users } from '../db/schema.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import { cleanText, throwIfAny } from '../http/clean-input.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { iso, present } from '../http/contract-fields.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import type { RouteOf } from '../http/handler-types.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { asLocale } from '../i18n.js';
import { enqueueMail } from '../mail/outbox.js';
import { otherOf, seatOf } from './conversation-access.js';
import { peopleOf, toAbout } from './message-views.js';

/*
 * Reports to administrators (docs/product.md, "Messages"): a participant reports a conversation or
 * one of its messages with a reason. The report keeps the messages as they are when it is made
 * (the one reported, or the conversation's last 20, deleted ones left out) so that an edit or a
 * deletion afterwards hides nothing, and administrators never read the conversation itself. Every
 * administrator is mailed through the outbox in the report's transaction, in its own language: it
 * is the first notice of this product sent to administrators, who otherwise find their work in
 * their queues.
 */

interface Deps {
  db: Db;
  publicUrl: string;
}

const EVIDENCE = 20;
const REASON_IN_MAIL = 300;

export async function reportConversation({ db, publicUrl }: Deps, owner: Owner, conversationId: string, body: Schema<'MessageReportInput'>) {
  const problems: Record<string, FieldProblem> = {};
  const reason = cleanText(problems, 'reason', body.reason, 1);
  throwIfAny(problems);
  const { otherId } = await seatOf(db, owner, conversationId);
  const evidence = await db
    .select({ id: messages.id, senderId: messages.senderId, text: messages.text, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), isNull(messages.deletedAt), body.message_id ? eq(messages.id, body.message_id) : undefined))
    // A thread's newest first through its own index (server/db/schema.ts, threadPosition), never the primary key's.
    .orderBy(desc(threadPosition))
    .limit(EVIDENCE);
  // A message of another conversation, or one deleted, is not there to report.
  if (body.message_id && evidence.length === 0) throw new ApiError(404, 'NOT_FOUND');
  await enforceLimit(db, `message-report:${owner.userId}`, limits.messageReportsPerUser);
  const people = await peopleOf(db, [owner.userId, otherId]);
  return db.transaction(async (tx) => {
    const [report] = await tx
      .insert(messageReports)
      .values({
        conversationId,
        messageId: body.message_id ?? null,
        reporterId: owner.userId,
        reason,
        evidence: evidence.reverse().map((m) => ({ id: Number(m.id), sender_id: m.senderId, text: m.text, created_at: iso(m.createdAt) })),
      })
      .returning();
    const admins = await tx
      .select({ email: users.email, firstname: users.firstname, callMeBy: users.callMeBy, locale: users.locale })
      .from(users)
      .leftJoin(accountDeletions, eq(accountDeletions.userId, users.id))
      // Not an administrator whose account was deleted (its address is a placeholder: server/account-deletion/account-purge.ts).
      .where(and(eq(users.role, 'admin'), isNull(accountDeletions.purgedAt)));
    for (const admin of admins) {
      await enqueueMail(
        tx,
        admin.email,
        {
          template: 'messages',
          event: 'reported',
          name: admin.callMeBy || admin.firstname,
          reporter: people.get(owner.userId)!.name,
          reported: people.get(otherId)!.name,
          reason: reason.length > REASON_IN_MAIL ? `${reason.slice(0, REASON_IN_MAIL - 1)}…` : reason,
          link: `${publicUrl}/admin/message-reports`,
        },
        asLocale(admin.locale),
      );
    }
    return { id: report!.id, created_at: iso(report!.createdAt) };
  });
}

type ReportQuery = RouteOf<'listMessageReports'>['Querystring'];

const decider = alias(users, 'decider');

/** Reports as administrators read them (MessageReport), newest first: the people by name and role, the job, and the decision once taken. */
async function reportViews(db: Queryable, where: SQL, limit: number, offset = 0) {
  const rows = await db
    .select({
      report: messageReports,
      conversation: conversations,
      job: { id: jobs.id, title: jobs.title, hireType: jobs.hireType, status: jobs.status },
      decider: { firstname: decider.firstname, lastname: decider.lastname },
    })
    .from(messageReports)
    .innerJoin(conversations, eq(conversations.id, messageReports.conversationId))
    .leftJoin(jobs, eq(jobs.id, conversations.jobId))
    .leftJoin(decider, eq(decider.id, messageReports.decidedBy))
    .where(where)
    .orderBy(desc(messageReports.createdAt), asc(messageReports.id))
    .limit(limit)
    .offset(offset);
  const people = await peopleOf(
    db,
    rows.flatMap((r) => [r.report.reporterId, otherOf(r.conversation, r.report.reporterId)]),
  );
  return rows.map(({ report, conversation, job, decider: admin }): Schema<'MessageReport'> => ({
    id: report.id,
    conversation_id: conversation.id,
    about: toAbout(conversation, job),
    ...(report.messageId ? { message_id: Number(report.messageId) } : {}),
    reporter: people.get(report.reporterId)!,
    reported: people.get(otherOf(conversation, report.reporterId))!,
    reason: report.reason,
    evidence: report.evidence,
    created_at: iso(report.createdAt),
    status: report.status,
    ...(report.decidedAt ? { decided_at: iso(report.decidedAt) } : {}),
    ...(admin ? { decided_by: `${admin.firstname} ${admin.lastname}`.trim() } : {}),
    ...present('resolution_note', report.resolutionNote),
  }));
}

/** The reports of one status (open by default), newest first, for administrators. */
export async function listMessageReports(db: Db, query: ReportQuery): Promise<Schema<'MessageReportPage'>> {
  const { status = 'open', page = 1, page_size: pageSize = 20 } = query;
  const { limit, offset } = pageWindow(page, pageSize);
  // Served by message_reports_status_created_idx (server/db/schema.ts).
  const rows = await reportViews(db, eq(messageReports.status, status), limit, offset);
  return pageOf(rows, page, pageSize);
}

/** One report as administrators read it, or 404. */
export async function messageReportFor(db: Queryable, id: string): Promise<Schema<'MessageReport'>> {
  const [report] = await reportViews(db, eq(messageReports.id, id), 1);
  if (!report) throw new ApiError(404, 'NOT_FOUND');
  return report;
}
