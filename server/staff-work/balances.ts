import { and, eq, inArray, sum } from 'drizzle-orm';
import { timeOffRequests } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import type { Hire } from './hires.js';
import { localDate } from './local-time.js';
import type { TimeOffPolicy } from './policy.js';

/*
 * Leave balances of a hire, per kind that has one (a public holiday uses none): accrued =
 * the policy's days a year / 12 for each month begun since the start date (until the contract
 * ended), used = approved days, pending = days asked for and not yet answered, available =
 * accrued − used − pending. No carry-over rule in this version. Sums are kept in 24ths of a day,
 * where a twelfth of a year's days and a half day are both whole, so no rounding decides a request.
 */

export type BalanceKind = Schema<'TimeOffBalance'>['kind'];
export const BALANCE_KINDS: readonly BalanceKind[] = ['vacation', 'sick', 'personal'];

const PARTS_PER_DAY = 24;
const PARTS_PER_HALF_DAY = PARTS_PER_DAY / 2;

const daysPerYearOf = (policy: TimeOffPolicy, kind: BalanceKind) =>
  ({ vacation: policy.vacation_days, sick: policy.sick_days, personal: policy.personal_days })[kind];

/** Months begun from `start` to `asOf`, both days of a calendar: the start's month counts from the start day on. */
export function monthsBegun(start: string, asOf: string): number {
  if (asOf < start) return 0;
  const [sy, sm, sd] = start.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = asOf.split('-').map(Number) as [number, number, number];
  // A start on the 31st begins a month on the last day of a shorter one.
  const lastDay = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  return (ty - sy) * 12 + (tm - sm) + (td >= Math.min(sd, lastDay) ? 1 : 0);
}

export interface Ledger {
  kind: BalanceKind;
  daysPerYear: number;
  /** In 24ths of a day. */
  accrued: number;
  used: number;
  pending: number;
}

const available = (l: Ledger) => l.accrued - l.used - l.pending;

/** Each balance of the hire as of now, in the staff member's calendar. */
export async function ledgersOf(db: Queryable, hire: Hire, policy: TimeOffPolicy, now: Date): Promise<Ledger[]> {
  const rows = await db
    .select({ kind: timeOffRequests.kind, status: timeOffRequests.status, halfDays: sum(timeOffRequests.halfDays).mapWith(Number) })
    .from(timeOffRequests)
    .where(
      and(
        eq(timeOffRequests.candidateId, hire.candidateId),
        eq(timeOffRequests.offerId, hire.offerId),
        inArray(timeOffRequests.status, ['requested', 'approved']),
      ),
    )
    .groupBy(timeOffRequests.kind, timeOffRequests.status);
  const halves = (kind: BalanceKind, status: 'requested' | 'approved') => rows.find((r) => r.kind === kind && r.status === status)?.halfDays ?? 0;
  const asOf = localDate(hire.schedule.timezone, hire.endedAt && hire.endedAt < now ? hire.endedAt : now);
  const months = monthsBegun(hire.startDate, asOf);
  return BALANCE_KINDS.map((kind) => {
    const daysPerYear = daysPerYearOf(policy, kind);
    return {
      kind,
      daysPerYear,
      accrued: (daysPerYear * months * PARTS_PER_DAY) / 12,
      used: halves(kind, 'approved') * PARTS_PER_HALF_DAY,
      pending: halves(kind, 'requested') * PARTS_PER_HALF_DAY,
    };
  });
}

/** Whether `halfDays` more of this kind fit in what is available. */
export const fitsBalance = (ledger: Ledger, halfDays: number) => halfDays * PARTS_PER_HALF_DAY <= available(ledger);

const days = (parts: number) => Math.round((parts / PARTS_PER_DAY) * 100) / 100;

export const toBalance = (l: Ledger): Schema<'TimeOffBalance'> => ({
  kind: l.kind,
  days_per_year: l.daysPerYear,
  accrued: days(l.accrued),
  used: days(l.used),
  pending: days(l.pending),
  available: days(available(l)),
});
