import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { attendanceSessions, offers } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { closeForgottenClockOut } from '../staff-work/forgotten-clock-outs.js';
import type { StaffWorkDeps } from '../staff-work/work-deps.js';
import { billDateOf, coveredDays, previousMonthStart } from '../../src/shared/fractional-pricing.js';
import { endDateOf, fractionalHiresWhere, monthOfHire, rangeChangesOf } from './fractional-hires.js';

/*
 * The fractional part of a monthly bill (docs/decisions/018). The bill of the month starting P
 * charges, in arrears, the month before P of every fractional hire that covers a day of it,
 * ended hires included: one `fractional_hours` line each, priced by `monthOfHire` as the pages
 * show it. The run (server/billing/billing-run.ts) adds these lines to the full-time staff and the
 * subscription of P, in the one payment of that month, so decision 010's exactly-once holds.
 */

type InvoiceLine = Schema<'InvoiceLine'>;

export interface FractionalBill {
  /** The hires billed, oldest hire first. */
  offerIds: string[];
  lines: InvoiceLine[];
  /** What each line charges: a total without fees for `chargeSums` (a coupon never touches hours). */
  amounts: number[];
}

/**
 * The employer's hires, paid for, whose contract had not ended before `month` began. The end is
 * compared a day early, as the staff member's calendar may run a day behind UTC; `monthOfHire`
 * and `coveredDays` decide exactly.
 */
const billableFrom = (employerId: string, month: string) =>
  and(
    eq(offers.employerId, employerId),
    isNotNull(offers.billingStartDate),
    or(isNull(offers.endedAt), sql`(${offers.endedAt} at time zone 'UTC')::date >= ${month}::date - 1`),
  );

/** The fractional lines of the bill of the month starting `periodStart`: the month before it, hire by hire. */
export async function fractionalBillFor(db: Db | Tx, employerId: string, periodStart: string): Promise<FractionalBill> {
  const month = previousMonthStart(periodStart);
  // Newest first as read; a bill lists its staff oldest hire first.
  const hires = (await fractionalHiresWhere(db, and(billableFrom(employerId, month), lt(offers.billingStartDate, periodStart)))).reverse();
  const changes = await rangeChangesOf(db, hires.map((hire) => hire.offerId));
  const bill: FractionalBill = { offerIds: [], lines: [], amounts: [] };
  for (const hire of hires) {
    const worked = await monthOfHire(db, hire, changes, month);
    if (!worked) continue;
    bill.offerIds.push(hire.offerId);
    bill.amounts.push(worked.charge.amountCents);
    bill.lines.push({
      kind: 'fractional_hours',
      amount_cents: worked.charge.amountCents,
      offer_id: hire.offerId,
      candidate_name: hire.candidateName,
      job_title: hire.jobTitle,
      period_start: worked.periodStart,
      period_end: worked.periodEnd,
      minutes: worked.minutes,
      hourly_rate_cents: hire.hourlyCents,
      min_hours: worked.range.minHours,
      max_hours: worked.range.maxHours,
      prepaid_cents: worked.charge.prepaidCents,
      billed_cents: worked.charge.billedCents,
      attendance_days: worked.days.map((day) => ({ work_date: day.workDate, minutes: day.minutes })),
    });
  }
  return bill;
}

/**
 * The first bill, from `billDate` on, with a fractional line of this employer: for each hire, the
 * bill of its first month (or `billDate`, if later), when the hire still covers the month before
 * it. Null when no fractional month is left to bill.
 */
export async function firstFractionalBillOn(db: Db | Tx, employerId: string, billDate: string): Promise<string | null> {
  const hires = await fractionalHiresWhere(db, billableFrom(employerId, previousMonthStart(billDate)));
  const dates = hires.flatMap((hire) => {
    const first = billDateOf(hire.billingStart!);
    const date = first > billDate ? first : billDate;
    return coveredDays(previousMonthStart(date), hire.billingStart!, endDateOf(hire)).days > 0 ? [date] : [];
  });
  return dates.sort()[0] ?? null;
}

/**
 * Closes the forgotten clock-outs of the employer's fractional staff, as housekeeping would
 * (server/staff-work/forgotten-clock-outs.ts), so that a month's bill never depends on when
 * housekeeping last ran. Each closes in its own transaction: called before the bill's.
 */
export async function closeForgottenClockOutsOf(deps: StaffWorkDeps, employerId: string): Promise<void> {
  const open = await deps.db
    .selectDistinct({ candidateId: attendanceSessions.candidateId })
    .from(attendanceSessions)
    .innerJoin(offers, eq(offers.id, attendanceSessions.offerId))
    .where(and(eq(attendanceSessions.employerId, employerId), isNull(attendanceSessions.clockOutAt), eq(offers.contractType, 'fractional')));
  for (const { candidateId } of open) await closeForgottenClockOut(deps, candidateId);
}
