import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { fractionalHourRanges, offers } from '../db/schema.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import { throwIfAny } from '../http/clean-input.js';
import type { Schema } from '../http/handler-types.js';
import type { EmployerOwner } from '../http/owner.js';
import { billDateOf, monthStart, rangeChange, type HoursRange } from '../../src/shared/fractional-pricing.js';
import { fractionalHiresWhere, rangeChangesOf, rangeInForce, todayOfHire } from './fractional-hires.js';
import type { FractionalDeps } from './fractional-deps.js';
import { hoursRangeOf, sameRange } from './hours-range-fields.js';
import { fractionalStaffViews } from './staff-view.js';

/*
 * The employer changes the hours range of a running fractional hire (docs/product.md,
 * "Fractional hire"; src/shared/fractional-pricing.ts `rangeChange`): a bound that goes up
 * applies to the month running, a bound that goes down from the next month. The ranges are
 * `fractional_hour_ranges` rows keyed (offer, first day of the month they apply from); the range
 * in force in a month is the latest row not after it, else the offer's own.
 *
 * Lock order: the hire's offers row, then its range rows. The row lock is the one every write of
 * a hire takes (server/staff-work/hires.ts `lockHire`, ending the contract), so two tabs changing
 * the range wait for each other, the second reading the first's rows, and a contract ending
 * meanwhile is seen.
 */

/** Locks the employer's offer; another employer's is not found. Refuses what has no range to change. */
async function lockFractionalHire(tx: Tx, employerId: string, offerId: string): Promise<void> {
  const [row] = await tx
    .select({ contractType: offers.contractType, status: offers.status })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.employerId, employerId)))
    .for('update');
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  if (row.contractType !== 'fractional') throw new ApiError(409, 'NOT_FRACTIONAL');
  if (row.status === 'ended') throw new ApiError(409, 'CONTRACT_ENDED');
  // Offered, awaiting payment, declined…: the range is the offer's until the hire is paid for.
  if (row.status !== 'hired') throw new ApiError(409, 'OFFER_STATE_CONFLICT');
}

async function rangeFrom(tx: Tx, offerId: string, fromMonth: string, range: HoursRange, changedBy: string) {
  const values = { hoursMin: range.minHours, hoursMax: range.maxHours, changedBy };
  await tx
    .insert(fractionalHourRanges)
    .values({ offerId, fromMonth, ...values })
    .onConflictDoUpdate({ target: [fractionalHourRanges.offerId, fractionalHourRanges.fromMonth], set: values });
}

export async function changeFractionalHours(
  { db, clock }: FractionalDeps,
  owner: EmployerOwner,
  offerId: string,
  body: Schema<'HoursRange'>,
): Promise<Schema<'FractionalStaff'>> {
  const fields: Record<string, FieldProblem> = {};
  const wanted = hoursRangeOf(fields, '', body);
  throwIfAny(fields);
  return db.transaction(async (tx) => {
    await lockFractionalHire(tx, owner.employerId, offerId);
    const [hire] = await fractionalHiresWhere(tx, eq(offers.id, offerId));
    const now = clock.now();
    const thisMonth = monthStart(todayOfHire(hire!, now));
    const nextMonth = billDateOf(thisMonth);
    const current = rangeInForce(hire!, await rangeChangesOf(tx, [offerId]), thisMonth);
    const change = rangeChange(current, wanted);
    if (!sameRange(change.thisMonth, current)) await rangeFrom(tx, offerId, thisMonth, change.thisMonth, owner.userId);
    // The newest change wins: what an earlier change planned for the months ahead is replaced.
    await tx.delete(fractionalHourRanges).where(and(eq(fractionalHourRanges.offerId, offerId), gt(fractionalHourRanges.fromMonth, thisMonth)));
    if (!sameRange(change.fromNextMonth, change.thisMonth)) await rangeFrom(tx, offerId, nextMonth, change.fromNextMonth, owner.userId);
    const [view] = await fractionalStaffViews(tx, [hire!], now);
    return view!;
  });
}
