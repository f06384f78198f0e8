import { and, count, desc, eq } from 'drizzle-orm';
import type { Handlers, Schema } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { todayOf } from '../clock.js';
import { estimates, users } from '../db/schema.js';
import { ApiError, fieldError } from '../http/errors.js';
import { estimate, grantForEstimate, workHoursRange, type EstimateLine } from '../../src/shared/estimate.js';
import { grantsInForce, toEmployerGrant } from './grants.js';

type EstimateOps = 'listEstimates' | 'saveEstimate' | 'deleteEstimate';

/** A calculator's estimates are kept, but not without end. */
export const MAX_ESTIMATES = 50;

type EstimateRow = typeof estimates.$inferSelect;

const toEstimate = (row: EstimateRow): Schema<'Estimate'> => ({
  id: row.id,
  name: row.name,
  lines: row.lines as EstimateLine[],
  totals: row.totals as Schema<'EstimateTotals'>,
  created_at: row.createdAt.toISOString(),
});

/** One year from `today`, as a calendar date. */
function aYearAfter(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

export function estimateHandlers({ db, clock }: Deps): Pick<Handlers, EstimateOps> {
  return {
    async listEstimates(request) {
      const rows = await db
        .select()
        .from(estimates)
        .where(eq(estimates.employerId, request.auth!.user.id))
        .orderBy(desc(estimates.createdAt), desc(estimates.id));
      return { items: rows.map(toEstimate) };
    },

    async saveEstimate(request, reply) {
      const employerId = request.auth!.user.id;
      const { name, lines } = request.body;
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
      return reply.status(201).send(toEstimate(saved));
    },

    async deleteEstimate(request, reply) {
      const deleted = await db
        .delete(estimates)
        .where(and(eq(estimates.id, request.params.id), eq(estimates.employerId, request.auth!.user.id)))
        .returning({ id: estimates.id });
      if (deleted.length === 0) throw new ApiError(404, 'NOT_FOUND');
      return reply.status(204).send();
    },
  };
}
