import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { outbox } from '../db/schema.js';
import type { Locale } from '../i18n.js';
import { renderMail, type MailTemplate } from './templates.js';
import { categoryOf, turnedOff } from './categories.js';

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Queued in the same database as the change that caused it, so no mail is lost on a crash; not
 * queued at all when its category is one the recipient turned off (server/mail/categories.ts).
 */
export async function enqueueMail(db: Db | Tx, to: string, mail: MailTemplate, locale: Locale): Promise<void> {
  const category = categoryOf(mail);
  if (category && (await turnedOff(db, to, category))) return;
  const rendered = renderMail(mail, locale);
  await db.insert(outbox).values({ to, ...rendered });
}

/**
 * Takes up to `limit` due mails for this sender. Claiming pushes their next
 * attempt forward, so another instance skips them while they are being sent and
 * a crashed sender's mails come back later: at-least-once delivery.
 */
export async function claimDueMails(db: Db, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + interval '5 minutes'` })
    .where(sql`${outbox.id} in ${due}`)
    .returning();
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db.update(outbox).set({ sentAt: sql`now()`, lastError: null }).where(eq(outbox.id, id));
}

export async function markFailed(db: Db, row: OutboxRow, error: string): Promise<void> {
  // Back off 1, 2, 4 ... minutes, at most an hour.
  const minutes = Math.min(60, 2 ** Math.max(0, row.attempts - 1));
  await db
    .update(outbox)
    .set({ lastError: error.slice(0, 500), nextAttemptAt: sql`now() + ${`${minutes} minutes`}::interval` })
    .where(eq(outbox.id, row.id));
}

export async function listMailbox(db: Db, page: number, pageSize: number, to?: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? sql`lower(${outbox.to}) = lower(${to})` : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { mails: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}
