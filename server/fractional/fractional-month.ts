import { and, desc, eq, sql } from 'drizzle-orm';
import { invoices, offers, payments } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { EmployerOwner } from '../http/owner.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { monthEnd } from '../../src/shared/pricing.js';
import { monthStart } from '../../src/shared/fractional-pricing.js';
import { fractionalHiresWhere, monthOfHire, rangeChangesOf, todayOfHire } from './fractional-hires.js';
import type { FractionalDeps } from './fractional-deps.js';
import { toHoursRange } from './hours-range-fields.js';

/*
 * One month of a fractional hire, as its bill charges it (or will, while the month runs): the
 * month facts the billing run charges (`monthOfHire`, server/fractional/fractional-hires.ts), and
 * the monthly payment whose `fractional_hours` line billed it, once made. A month the hire
 * covers no day of (before its billing began, after it ended) is not found, as is another
 * employer's hire or a full-time one.
 */

/**
 * The monthly payment with this hire's `fractional_hours` line for a day of this month. The
 * billing run lists the hire in the payment's `offer_ids` too, which `payments_offers_idx` finds.
 */
async function paymentOfMonth(db: Queryable, employerId: string, offerId: string, month: string): Promise<Schema<'FractionalMonth'>['payment']> {
  const [row] = await db
    .select({ id: payments.id, status: payments.status, invoiceId: invoices.id })
    .from(payments)
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(
      and(
        eq(payments.employerId, employerId),
        eq(payments.kind, 'monthly'),
        sql`${payments.offerIds} @> array[${offerId}]::uuid[]`,
        sql`exists (select 1 from jsonb_array_elements(${payments.lines}) as line
          where line->>'kind' = 'fractional_hours' and line->>'offer_id' = ${offerId}
            and line->>'period_start' between ${month} and ${monthEnd(month)})`,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!row) return undefined;
  return { id: row.id, status: row.status, ...(row.invoiceId ? { invoice_id: row.invoiceId } : {}) };
}

/** `month` is `YYYY-MM`; without it, the month running in the staff member's calendar. */
export async function getFractionalMonth(
  { db, clock }: FractionalDeps,
  owner: EmployerOwner,
  offerId: string,
  month: string | undefined,
): Promise<Schema<'FractionalMonth'>> {
  const [hire] = await fractionalHiresWhere(db, and(eq(offers.id, offerId), eq(offers.employerId, owner.employerId)));
  if (!hire) throw new ApiError(404, 'NOT_FOUND');
  const today = todayOfHire(hire, clock.now());
  const first = month ? `${month}-01` : monthStart(today);
  const facts = await monthOfHire(db, hire, await rangeChangesOf(db, [offerId]), first);
  if (!facts) throw new ApiError(404, 'NOT_FOUND');
  const payment = await paymentOfMonth(db, owner.employerId, offerId, facts.month);
  const { charge } = facts;
  return {
    offer_id: hire.offerId,
    candidate_name: hire.candidateName,
    job_title: hire.jobTitle,
    month: facts.month,
    period_start: facts.periodStart,
    period_end: facts.periodEnd,
    hourly_rate_cents: hire.hourlyCents,
    // Fractional rates are USD cents, as every price of the platform (server/db/schema.ts `offers.currency`).
    currency: 'USD',
    hours_range: toHoursRange(facts.range),
    days: facts.days.map((day) => ({ work_date: day.workDate, minutes: day.minutes })),
    minutes: facts.minutes,
    worked_cents: charge.workedCents,
    floor_cents: charge.floorCents,
    cap_cents: charge.capCents,
    billed_cents: charge.billedCents,
    prepaid_cents: charge.prepaidCents,
    amount_cents: charge.amountCents,
    bill_date: facts.billDate,
    // Over once its last day has passed for the staff member: its hours no longer grow.
    final: today > monthEnd(facts.month),
    ...(payment ? { payment } : {}),
  };
}
