import { count, eq } from 'drizzle-orm';
import { todayOf, type Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { estimates, users } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { Schema } from '../http/handler-types.js';
import { ApiError, fieldError } from '../http/errors.js';
import { estimate, grantForEstimate, workHoursRange } from '../../src/shared/estimate.js';
import { grantsInForce } from '../grants/grants-in-force.js';
import { toEmployerGrant } from '../grants/grant-views.js';
import { toEstimate } from './estimate-views.js';

/** A calculator's estimates are kept, but not without end. */
export const MAX_ESTIMATES = 50;

/** One year from `today`, as a calendar date. */
function aYearAfter(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/** The employer keeps an estimate, priced here with the grant checkout would apply. */
export async function saveEstimate({ db, clock }: { db: Db; clock: Clock }, owner: EmployerOwner, input: Schema<'EstimateRequest'>) {
  const { employerId } = owner;
  const { name, lines } = input;
  const today = todayOf(clock);
  const lastDay = aYearAfter(today);
  lines.forEach((line, i) => {
    if (line.start_date < today || line.start_date > lastDay) throw fieldError(`lines.${i}.start_date`, 'startWindow');
    const hours = workHoursRange(line.type_of_hire);
    if (line.work_hours < hours.min || line.work_hours > hours.max) throw fieldError(`lines.${i}.work_hours`, 'workHours');
  });
  const saved = await db.transaction(async (tx) => {
    // The employer's row is the lock: two saves at once count one after the other, so the cap holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, employerId)).for('update');
    const [{ value: kept }] = (await tx.select({ value: count() }).from(estimates).where(eq(estimates.employerId, employerId))) as [{ value: number }];
    if (kept >= MAX_ESTIMATES) throw new ApiError(409, 'ESTIMATE_LIMIT');
    // Priced here, with the grant checkout would apply: the client's figures are not taken on trust.
    const grant = grantForEstimate((await grantsInForce(tx, employerId, today)).map(toEmployerGrant));
    const result = estimate(lines, grant?.terms);
    const [row] = await tx
      .insert(estimates)
      .values({
        employerId,
        name: name.trim(),
        lines,
        totals: {
          first_month_cents: result.firstMonth,
          monthly_cents: result.monthly,
          period_cents: result.period,
          grant_savings_cents: result.grantSavings,
        },
      })
      .returning();
    return row!;
  });
  return toEstimate(saved);
}
