import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database.js';
import { pruneLimits } from './http/rate-limit.js';
import { sweepExpiredOffers } from './hiring/offer-expiry.js';
import { reconcileOpenAttempts, type CollectDeps } from './billing/collect.js';
import { systemClock } from './clock.js';
import { sweepForgottenClockOuts } from './staff-work/forgotten-clock-outs.js';
import { deleteLeftoverFiles } from './storage/file-deletions.js';
import { purgeDueAccounts } from './account-deletion/account-purge.js';
import { settleAllReferrals } from './referrals/referral-settlement.js';
import type { FileStore } from './storage/file-store.js';
import { deleteExpiredLiveEvents } from './live/live-events.js';

export { sweepExpiredOffers };

/**
 * Drops rows that can never matter again, expires offers left unanswered, closes the
 * attendance sessions of staff who forgot to clock out, settles card payments whose
 * answer was lost, purges the accounts whose deletion is due, deletes stored files no longer needed and live updates past their 48 hours; every instance may run it, it is idempotent.
 * `publicUrl` is the origin of mailed links.
 */
export function startHousekeeping(
  db: Db,
  log: FastifyBaseLogger,
  everyMs = 60 * 60 * 1000,
  publicUrl = 'http://localhost:3000',
  billing?: CollectDeps,
  files?: FileStore,
) {
  const run = async () => {
    await sweepExpiredOffers(db, publicUrl);
    await sweepForgottenClockOuts({ db, clock: systemClock, publicUrl });
    // Referrals whose qualifying payment was not settled when it succeeded (server/billing/payment-effects.ts):
    // their ledger line and mail (server/referrals/referral-settlement.ts).
    await settleAllReferrals(db, publicUrl);
    // Two minutes leaves alone the charges a live request is still waiting on.
    if (billing) await reconcileOpenAttempts(billing, 2 * 60 * 1000);
    // Accounts whose deletion's grace period is over (server/account-deletion/account-purge.ts); their files go with them.
    if (files) await purgeDueAccounts({ db, files }, systemClock.now());
    // Files no longer needed whose deletion did not finish when it was asked for.
    if (files) await deleteLeftoverFiles(db, files);
    await pruneLimits(db);
    await db.execute(sql`delete from sessions where expires_at < now() - interval '30 days'`);
    await db.execute(sql`delete from email_tokens where expires_at < now() - interval '30 days'`);
    await db.execute(sql`delete from sign_in_challenges where expires_at < now()`);
    await db.execute(sql`delete from remembered_devices where expires_at < now()`);
    // Live updates older than 48 hours; a stream resumed from before them is told to refetch (server/live/live-events.ts).
    await deleteExpiredLiveEvents(db);
  };
  const timer = setInterval(() => run().catch((error) => log.warn({ err: error }, 'housekeeping failed')), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
