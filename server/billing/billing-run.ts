import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, asc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { todayOf } from '../clock.js';
import type { Tx } from '../db/database.js';
import { payments, platformSubscriptions } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import { nextBillDate } from '../../src/shared/pricing.js';
import { collectPayment, type CollectDeps } from './collect.js';
import { withLease } from './lease.js';
import { claimRunDate, refuseDateTooFar } from './run-date.js';
import { hiresBilledFor, monthlyBill } from './monthly-bill.js';
import { closeForgottenClockOutsOf, fractionalBillFor } from '../fractional/month-bill.js';
import { paymentEffects, type EffectContext } from './payment-effects.js';
import { defaultCardOf } from './payment-methods.js';

/**
 * The monthly billing run. Each subscription due is billed one month per run, its oldest
 * unbilled, so a server that was down over two first-of-the-months bills each month once,
 * over two runs (the runner makes them one after the other), and no run makes more than
 * one charge per card. A month is made a payment and the subscription moved on in one
 * transaction; the card is charged after it commits (never inside a transaction). The
 * unique (subscription, month) index makes a month billed once even if two runs met;
 * the lease makes them not meet in the first place. A month's payment bills the full-time
 * staff of that month in advance and the fractional staff's hours of the month before in
 * arrears (docs/decisions/018), with the subscription fee once.
 *
 * The run gives the event loop a turn after every subscription: on PGlite each query runs
 * on this thread, and a run over thousands of subscriptions would otherwise hold every
 * request (and SIGTERM) until it ends. Its signal stops it at the same points.
 */

export type BillingRunReport = Schema<'BillingRunReport'>;
type Tally = Omit<BillingRunReport, 'ran'>;

const LEASE_NAME = 'monthly-billing';
/** Renewed after every batch, so only a dead holder lets it lapse. */
const LEASE_TTL_MS = 10 * 60_000;
const BATCH_SIZE = 100;
/** A month whose payment was made but not charged (its run died) is picked up after this long. */
const STRANDED_AFTER_MS = 5 * 60_000;

/** This process's name on the lease. */
export const processHolder = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

export interface BillingRunOptions {
  holder?: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Stops the run before its next subscription (shutdown); each month it began is finished. */
  signal?: AbortSignal;
}

/** Bills as of `today`; a day more than three months ahead, or before the last run's, is a 400 (run-date.ts). */
export async function runMonthlyBilling(deps: CollectDeps, today: string, options: BillingRunOptions = {}): Promise<BillingRunReport> {
  refuseDateTooFar(today, deps.clock);
  const stopped = () => options.signal?.aborted === true;
  const context: EffectContext = { publicUrl: deps.publicUrl, today };
  const outcome = await withLease(deps.db, LEASE_NAME, options.holder ?? processHolder, LEASE_TTL_MS, async (lease) => {
    await claimRunDate(deps.db, LEASE_NAME, today);
    const tally: Tally = { charged: 0, failed: 0, skipped: 0 };
    const settle = async (payment: { id: string; employerId: string }) => {
      try {
        const settled = await settleMonth(deps, payment, context);
        if (settled) tally[settled] += 1;
      } catch (error) {
        // Left processing: the attempt is replayed by reconcileOpenAttempts, a stranded month by the next run.
        options.log?.warn({ err: error, paymentId: payment.id }, 'monthly bill not collected');
      }
    };

    for (const payment of await strandedMonths(deps)) {
      if (stopped()) return tally;
      await settle(payment);
      await yieldToEventLoop();
    }

    // In id order, so that a subscription this run moved on (still due: it is months behind)
    // is not met again further on.
    let after: string | null = null;
    while (!stopped()) {
      const due = await deps.db
        .select({ id: platformSubscriptions.id, employerId: platformSubscriptions.employerId })
        .from(platformSubscriptions)
        .where(
          and(
            ne(platformSubscriptions.status, 'cancelled'),
            lte(platformSubscriptions.nextBillDate, today),
            after ? gt(platformSubscriptions.id, after) : undefined,
          ),
        )
        .orderBy(asc(platformSubscriptions.id))
        .limit(BATCH_SIZE);
      if (due.length === 0) break;
      for (const subscription of due) {
        if (stopped()) return tally;
        try {
          // Before the month's transaction: each closes in a transaction of its own.
          await closeForgottenClockOutsOf(deps, subscription.employerId);
          const month = await deps.db.transaction((tx) => billNextMonth(tx, subscription.id, today));
          if (month.kind === 'skipped') tally.skipped += 1;
          if (month.kind === 'billed') await settle(month.payment);
        } catch (error) {
          options.log?.error({ err: error, subscriptionId: subscription.id }, 'could not bill a subscription');
        }
        await yieldToEventLoop();
      }
      after = due.at(-1)!.id;
      // Another instance took the lease over (this one stalled past its expiry): stop here.
      if (!(await lease.renew())) break;
    }
    return tally;
  });
  return outcome.acquired ? { ran: true, ...outcome.value } : { ran: false, charged: 0, failed: 0, skipped: 0 };
}

type Month =
  | { kind: 'up_to_date' }
  | { kind: 'skipped' }
  | { kind: 'billed'; payment: { id: string; employerId: string } }
  /** This month already has its payment (made by an earlier run). */
  | { kind: 'already_billed' };

/** Makes the payment for the subscription's next month due, and moves its next bill date on. */
async function billNextMonth(tx: Tx, subscriptionId: string, today: string): Promise<Month> {
  const [subscription] = await tx.select().from(platformSubscriptions).where(eq(platformSubscriptions.id, subscriptionId)).for('update');
  if (!subscription || subscription.status === 'cancelled' || subscription.nextBillDate > today) return { kind: 'up_to_date' };
  const periodStart = subscription.nextBillDate;
  await tx
    .update(platformSubscriptions)
    .set({ nextBillDate: nextBillDate(periodStart), updatedAt: sql`now()` })
    .where(eq(platformSubscriptions.id, subscription.id));

  // The full-time staff of this month, in advance; the fractional staff's hours of the month before, in arrears.
  const hires = await hiresBilledFor(tx, subscription.employerId, periodStart);
  const fractional = await fractionalBillFor(tx, subscription.employerId, periodStart);
  if (hires.length === 0 && fractional.lines.length === 0) return { kind: 'skipped' };
  const bill = monthlyBill(hires, subscription.feeCents, periodStart, fractional);
  const [payment] = await tx
    .insert(payments)
    .values({
      employerId: subscription.employerId,
      kind: 'monthly',
      idempotencyKey: `monthly:${subscription.id}:${periodStart}`,
      offerIds: [...hires.map((hire) => hire.offerId), ...fractional.offerIds],
      subscriptionId: subscription.id,
      periodStart,
      periodEnd: bill.periodEnd,
      lines: bill.lines,
      subtotalCents: bill.sums.subtotal,
      discountCents: bill.sums.discount,
      cardFeeCents: bill.sums.cardFee,
      amountCents: bill.sums.total,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id, employerId: payments.employerId });
  return payment ? { kind: 'billed', payment } : { kind: 'already_billed' };
}

/** Monthly payments made but never charged: their run died between the two steps. */
function strandedMonths(deps: CollectDeps) {
  return deps.db
    .select({ id: payments.id, employerId: payments.employerId })
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'monthly'),
        eq(payments.status, 'processing'),
        eq(payments.attempts, 0),
        sql`${payments.createdAt} < now() - ${`${STRANDED_AFTER_MS} milliseconds`}::interval`,
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH_SIZE);
}

/** Charges a month to the employer's default card, off session; without a card it fails at once. */
async function settleMonth(
  deps: CollectDeps,
  payment: { id: string; employerId: string },
  context: EffectContext,
): Promise<'charged' | 'failed' | null> {
  const card = await defaultCardOf(deps.db, payment.employerId);
  if (!card) return (await deps.db.transaction((tx) => failForNoCard(tx, payment.id, context))) ? 'failed' : null;
  const collected = await collectPayment(deps, {
    paymentId: payment.id,
    employerId: payment.employerId,
    paymentMethodId: card.id,
    requestKey: 'auto',
    offSession: true,
  });
  if (collected.payment.status === 'succeeded') return 'charged';
  if (collected.payment.status === 'failed') return 'failed';
  return null;
}

/**
 * Records a month failed for want of a card, with the same effects as a declined card
 * (past due, a mail saying why). Only a month nobody has tried to charge is touched.
 */
async function failForNoCard(tx: Tx, paymentId: string, context: EffectContext): Promise<boolean> {
  const [failed] = await tx
    .update(payments)
    .set({ status: 'failed', failureCode: 'no_payment_method', lastAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'processing'), eq(payments.attempts, 0)))
    .returning();
  if (!failed) return false;
  await paymentEffects.monthly.failed(tx, failed, context);
  return true;
}

/**
 * After a run that billed something the next one follows at once, up to this many in a
 * row: a server that was down over several first-of-the-months catches up a month per run
 * without waiting an interval for each, and a fault that bills on every run cannot spin.
 */
const RUNS_IN_A_ROW = 12;

/**
 * Runs the monthly billing as of the clock's today on an interval (and once at start, so
 * a server that was down on the first bills without waiting). A run still going when the
 * next is due is not doubled. `stop()` ends the run going at its next subscription.
 */
export function startBillingRunner(deps: CollectDeps, log: FastifyBaseLogger, everyMs = 15 * 60_000) {
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  const runUntilCaughtUp = async () => {
    for (let run = 0; run < RUNS_IN_A_ROW && !stopping.signal.aborted; run += 1) {
      const report = await runMonthlyBilling(deps, todayOf(deps.clock), { log, signal: stopping.signal });
      if (report.charged + report.failed + report.skipped === 0) return;
      log.info(report, 'monthly billing run');
    }
  };
  const tick = () => {
    if (running) return;
    running = runUntilCaughtUp()
      .catch((error: unknown) => {
        // The dev route ran billing ahead of today: the runner waits for today to get there.
        if (error instanceof ApiError) log.debug({ err: error }, 'monthly billing run: already made as of a later day');
        else log.error({ err: error }, 'monthly billing run failed');
      })
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
