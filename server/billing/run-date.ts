import { eq, sql } from 'drizzle-orm';
import { todayOf, type Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { billingRuns } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { daysInMonth, formatCalendarDate, parseDate } from '../../src/shared/pricing.js';

/**
 * The days a billing run may be made as of. The dev route moves billing's clock so a demo
 * sees its next bills; it may move it at most this far ahead of today (a year of months
 * would be a dozen charges on every saved card), and never back.
 */
const MONTHS_AHEAD = 3;

/** Three months after today; a day the month lacks (31 November) becomes its last. */
export function latestRunDate(clock: Clock): string {
  const today = parseDate(todayOf(clock));
  const months = today.year * 12 + today.month - 1 + MONTHS_AHEAD;
  const [year, month] = [Math.floor(months / 12), (months % 12) + 1];
  return formatCalendarDate({ year, month, day: Math.min(today.day, daysInMonth(year, month)) });
}

export function refuseDateTooFar(date: string, clock: Clock) {
  const latest = latestRunDate(clock);
  if (date > latest) throw new ApiError(400, 'VALIDATION_FAILED', { date: { key: 'billingRunTooFar', params: { date: latest } } });
}

/**
 * Records `date` as the day the job `name` last ran as of, or refuses it when the job already
 * ran as of a later day. Called under the job's lease, so its runs follow one another in the
 * order of their days.
 */
export async function claimRunDate(db: Db, name: string, date: string) {
  const [claimed] = await db
    .insert(billingRuns)
    .values({ name, lastDate: date })
    .onConflictDoUpdate({
      target: billingRuns.name,
      set: { lastDate: date, ranAt: sql`now()` },
      setWhere: sql`${billingRuns.lastDate} <= excluded.last_date`,
    })
    .returning({ name: billingRuns.name });
  if (claimed) return;
  const [last] = await db.select({ lastDate: billingRuns.lastDate }).from(billingRuns).where(eq(billingRuns.name, name));
  throw new ApiError(400, 'VALIDATION_FAILED', { date: { key: 'billingRunBeforeLast', params: { date: last!.lastDate } } });
}
