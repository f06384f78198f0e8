import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { ApiError } from './errors.js';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one hit in a fixed window kept in the database, so that every server
 * instance shares the count. One statement: atomic without a transaction.
 */
export async function countHit(db: Db, key: string, limit: Limit): Promise<{ hits: number; retryAfter: number }> {
  const window = `${limit.windowSeconds} seconds`;
  const result = await db.execute<{ hits: number; retry_after: number }>(sql`
    insert into rate_limits (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start <= now() - ${window}::interval then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${window}::interval then now() else rate_limits.window_start end
    returning hits, ceil(extract(epoch from (window_start + ${window}::interval - now())))::int as retry_after`);
  const row = result.rows[0]!;
  return { hits: Number(row.hits), retryAfter: Math.max(1, Number(row.retry_after)) };
}

/** Throws 429 once the window's budget is spent. */
export async function enforceLimit(db: Db, key: string, limit: Limit): Promise<void> {
  const { hits, retryAfter } = await countHit(db, key, limit);
  if (hits > limit.max) throw tooMany(retryAfter);
}

/** Reads a counter without counting, for limits that only count failures. */
export async function peekLimit(db: Db, key: string, limit: Limit): Promise<void> {
  const result = await db.execute<{ hits: number; retry_after: number }>(sql`
    select hits, ceil(extract(epoch from (window_start + ${`${limit.windowSeconds} seconds`}::interval - now())))::int as retry_after
    from rate_limits where key = ${key} and window_start > now() - ${`${limit.windowSeconds} seconds`}::interval`);
  const row = result.rows[0];
  if (row && Number(row.hits) >= limit.max) throw tooMany(Math.max(1, Number(row.retry_after)));
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Old windows are worthless; dropped by the housekeeping loop. */
export async function pruneLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}

function tooMany(retryAfter: number) {
  return new ApiError(429, 'RATE_LIMITED', undefined, { minutes: Math.ceil(retryAfter / 60), retryAfter });
}

export const limits = {
  // The browser suites sign in and sign up dozens of people from one address (tests/e2e/server-for-tests.mjs).
  loginPerAddress: { max: Number(process.env.RATE_LIMIT_LOGINS_PER_ADDRESS ?? 30), windowSeconds: 15 * 60 },
  loginFailuresPerAccountAndAddress: { max: 5, windowSeconds: 15 * 60 },
  // Sign-ups that pass validation, per address: a team signing up together, not a script.
  signUpsPerAddress: { max: Number(process.env.RATE_LIMIT_SIGNUPS_PER_ADDRESS ?? 20), windowSeconds: 60 * 60 },
  registerAttemptsPerAddressAndEmail: { max: 10, windowSeconds: 15 * 60 },
  mailLinkPerAddress: { max: 10, windowSeconds: 15 * 60 },
  mailLinkPerAccount: { max: 3, windowSeconds: 60 * 60 },
  passwordChangePerUser: { max: 10, windowSeconds: 15 * 60 },
  // Six digits are guessable only by trying: five wrong codes lock the account's second step.
  twoFactorFailuresPerAccount: { max: 5, windowSeconds: 15 * 60 },
  // Each request is read by a person on our team and answered by mail.
  candidateRequestsPerEmployer: { max: 10, windowSeconds: 60 * 60 },
  // Each request for fractional help posts a job and is read by a person on our team, as above.
  fractionalRequestsPerEmployer: { max: 10, windowSeconds: 60 * 60 },
  // Each checkout or retry may charge a card: enough for a few cards tried, not for card testing.
  checkoutAttemptsPerEmployer: { max: 30, windowSeconds: 15 * 60 },
  // Coupon codes must not be guessable by trying them one after another.
  couponChecksPerEmployer: { max: 20, windowSeconds: 15 * 60 },
  // Each form is read by a person; a few a day is what a person sends, the rest is a script.
  publicFormPerAddress: { max: 10, windowSeconds: 60 * 60 },
  accountFormPerUser: { max: 10, windowSeconds: 60 * 60 },
  // An export gathers every record of an account: not something to ask for in a loop.
  personalDataExportPerUser: { max: 5, windowSeconds: 60 * 60 },
  // Each upload is inspected (an image decoded and encoded again) and kept: a person hands in a few.
  uploadsPerUser: { max: 30, windowSeconds: 60 * 60 },
  // Messages (server/messages/): a person types a few a minute; a script pasting to everyone stops here.
  messagesPerSender: { max: 30, windowSeconds: 60 },
  // New conversations only (starting one again answers the first): an employer reaching out to applicants, not a mailing list.
  conversationStartsPerUser: { max: 30, windowSeconds: 60 * 60 },
  // Each report is read by an administrator.
  messageReportsPerUser: { max: 10, windowSeconds: 60 * 60 },
  unsafePerAddress: { max: Number(process.env.RATE_LIMIT_UNSAFE_PER_MINUTE ?? 300), windowSeconds: 60 },
} satisfies Record<string, Limit>;
