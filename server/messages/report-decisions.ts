import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { messageReports } from '../db/schema.js';
import { cleanText, throwIfAny } from '../http/clean-input.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import type { Clock } from '../clock.js';
import { messageReportFor } from './message-reports.js';

/*
 * An administrator's decision on a report (docs/product.md, "Messages"): resolved or dismissed,
 * with a note, once. The report moves out of `open` in one conditional UPDATE (… WHERE status =
 * 'open'), so of two administrators deciding at once, in two tabs or on two instances, exactly one
 * wins: PostgreSQL makes the second wait for the first's row lock, then finds the row no longer
 * open and updates nothing; it is told 409 REPORT_ALREADY_DECIDED. The decision records only the
 * status, the note, who and when: it blocks, removes or mails nothing.
 */

interface Deps {
  db: Db;
  clock: Clock;
}

export async function decideMessageReport({ db, clock }: Deps, admin: Owner, id: string, body: Schema<'MessageReportDecision'>): Promise<Schema<'MessageReport'>> {
  const problems: Record<string, FieldProblem> = {};
  const note = cleanText(problems, 'note', body.note, 1);
  throwIfAny(problems);
  const decided = await db
    .update(messageReports)
    .set({ status: body.status, resolutionNote: note, decidedBy: admin.userId, decidedAt: clock.now() })
    .where(and(eq(messageReports.id, id), eq(messageReports.status, 'open')))
    .returning({ id: messageReports.id });
  if (decided.length === 0) {
    const [exists] = await db.select({ id: messageReports.id }).from(messageReports).where(eq(messageReports.id, id));
    throw exists ? new ApiError(409, 'REPORT_ALREADY_DECIDED') : new ApiError(404, 'NOT_FOUND');
  }
  return messageReportFor(db, id);
}
