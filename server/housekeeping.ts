import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database.js';
import { pruneLimits } from './auth/rate-limit.js';
import { sweepExpiredOffers } from './hiring/offer-expiry.js';

export { sweepExpiredOffers };

/**
 * Drops rows that can never matter again and expires offers left unanswered; every
 * instance may run it, it is idempotent. `publicUrl` is the origin of mailed links.
 */
export function startHousekeeping(db: Db, log: FastifyBaseLogger, everyMs = 60 * 60 * 1000, publicUrl = 'http://localhost:3000') {
  const run = async () => {
    await sweepExpiredOffers(db, publicUrl);
    await pruneLimits(db);
    await db.execute(sql`delete from sessions where expires_at < now() - interval '30 days'`);
    await db.execute(sql`delete from email_tokens where expires_at < now() - interval '30 days'`);
  };
  const timer = setInterval(() => run().catch((error) => log.warn({ err: error }, 'housekeeping failed')), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
