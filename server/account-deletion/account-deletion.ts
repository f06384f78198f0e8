import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db, Tx } from '../db/database.js';
import { accountDeletions } from '../db/schema.js';
import { verifyPassword } from '../auth/passwords.js';
import { endSessionsOf } from '../auth/sessions.js';
import { iso } from '../http/contract-fields.js';
import { ApiError } from '../http/errors.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { asLocale } from '../i18n.js';
import { enqueueMail } from '../mail/outbox.js';
import { deletionBlockers } from './deletion-blockers.js';

/*
 * Asking for an account's deletion, and changing one's mind (docs/product.md, "Deleting an
 * account"; docs/decisions/024-account-deletion.md). The purge itself is ./account-purge.ts.
 *
 * Invariants: the password is asked again; nothing is scheduled while something listed by
 * ./deletion-blockers.ts still runs; one deletion per account (the primary key), so asking twice,
 * two tabs at once included, answers the first date and mails once; the request ends every other
 * session of the account, and the mail that confirms it is queued in the same transaction.
 */

/**
 * How long a deletion waits: long enough for a person who changes their mind, or whose password
 * was used by someone else, to read the mail and cancel; short enough that "delete" means soon.
 * During it the account works as before (the person can sign in, and cancel).
 */
export const DELETION_GRACE_MS = 14 * 24 * 60 * 60 * 1000;

export interface DeletionDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}

type Deletion = Schema<'AccountDeletion'>;
type Row = typeof accountDeletions.$inferSelect;

const view = (row: Row | undefined): Deletion =>
  row && !row.purgedAt ? { scheduled: true, requested_at: iso(row.requestedAt), deletes_at: iso(row.deletesAt) } : { scheduled: false };

async function scheduledRow(db: Db | Tx, userId: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.purgedAt)));
  return row;
}

/** The calendar day of an instant in a time zone (the account's, else UTC), `YYYY-MM-DD`. */
function dayIn(instant: Date, timeZone: string | null): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC' }).format(instant);
  } catch {
    return instant.toISOString().slice(0, 10);
  }
}

export async function getAccountDeletion(db: Db, owner: Owner): Promise<Deletion> {
  return view(await scheduledRow(db, owner.userId));
}

export async function requestAccountDeletion({ db, clock, publicUrl }: DeletionDeps, owner: Owner, { password }: RouteOf<'requestAccountDeletion'>['Body']): Promise<Deletion> {
  const user = owner.account;
  await enforceLimit(db, `password-confirm:${user.id}`, limits.passwordChangePerUser);
  if (!(await verifyPassword(user.passwordHash, password))) throw new ApiError(400, 'PASSWORD_WRONG', { password: { key: 'passwordWrong' } });
  const now = clock.now();
  const blockers = await deletionBlockers(db, user, now);
  if (Object.keys(blockers).length > 0) throw new ApiError(409, 'ACCOUNT_DELETION_BLOCKED', blockers);
  return db.transaction(async (tx) => {
    const deletesAt = new Date(now.getTime() + DELETION_GRACE_MS);
    const [added] = await tx.insert(accountDeletions).values({ userId: user.id, requestedAt: now, deletesAt }).onConflictDoNothing().returning();
    if (!added) {
      const existing = await scheduledRow(tx, user.id);
      // Only a purged account has a row that is not scheduled, and a purged account has no session.
      if (!existing) throw new ApiError(404, 'NOT_FOUND');
      return view(existing);
    }
    await endSessionsOf(tx, user.id, owner.sessionId);
    await enqueueMail(
      tx,
      user.email,
      { template: 'account_deletion_scheduled', name: user.callMeBy ?? user.firstname, day: dayIn(deletesAt, user.timezone), link: `${publicUrl}/settings` },
      asLocale(user.locale),
    );
    return view(added);
  });
}

/** Keeps the account: the deletion is forgotten. Answers the same when none was scheduled (another tab cancelled it). */
export async function cancelAccountDeletion(db: Db, owner: Owner): Promise<Deletion> {
  await db.delete(accountDeletions).where(and(eq(accountDeletions.userId, owner.userId), isNull(accountDeletions.purgedAt)));
  return { scheduled: false };
}
