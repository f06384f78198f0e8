import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import {
  attendanceBreaks,
  attendanceSessions,
  billingAccounts,
  fractionalHourRanges,
  fractionalRequests,
  invoices,
  msas,
  paymentMethods,
  payments,
  platformSubscriptions,
  sandboxCards,
  users,
} from '../db/schema.js';
import { MSA_VERSION, PLATFORM_AGREEMENT_VERSION } from '../billing/agreements.js';
import { hiresBilledFor, monthlyBill } from '../billing/monthly-bill.js';
import { checkoutOfferOf, fractionalCheckoutLines, priceFractionalCheckout } from '../fractional/checkout-pricing.js';
import { fractionalBillFor } from '../fractional/month-bill.js';
import { encodeBehaviour } from '../payments/sandbox-cards.js';
import { addDays, eachDate, instantOf, isWorkingDay, localDate, scheduledWindow } from '../staff-work/local-time.js';
import { FEES } from '../../src/shared/fees.js';
import { monthStart, rangeChange } from '../../src/shared/fractional-pricing.js';
import { monthEnd, nextBillDate, type ChargeSums } from '../../src/shared/pricing.js';
import type { DemoJob } from './demo-data.js';
import type { DemoPipeline } from './demo-pipeline.js';
import type { DemoBilling, DemoFractionalRequest, DemoFractionalWork } from './demo-fractional-data.js';

const MINUTE = 60_000;
const turn = (list: number[], i: number) => list[i % list.length]!;
const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

export interface DemoFractionalRows {
  sessions: (typeof attendanceSessions.$inferInsert)[];
  breaks: (typeof attendanceBreaks.$inferInsert)[];
  ranges: (typeof fractionalHourRanges.$inferInsert)[];
  requests: (typeof fractionalRequests.$inferInsert)[];
}

/**
 * The fractional staff member's hours on the working days of his schedule, from his billing start
 * to the day before `now` in his time zone (today is left for whoever signs in to clock in), the
 * range his employer set for the month running, and the employer's open request with the job it
 * posted. Nothing of a person whose e-mail was already taken.
 */
export function buildDemoFractional(
  now: Date,
  pipeline: DemoPipeline,
  userIds: Map<string, string>,
  work: DemoFractionalWork,
  request: DemoFractionalRequest,
  demoJobs: DemoJob[],
): DemoFractionalRows {
  const rows: DemoFractionalRows = { sessions: [], breaks: [], ranges: [], requests: [] };
  const offer = pipeline.offers.find((o) => o.status === 'hired' && o.employerId === userIds.get(work.employer) && o.candidateId === userIds.get(work.staff));
  if (offer) {
    if (offer.contractType !== 'fractional' || offer.hoursMin == null || offer.hoursMax == null || !offer.billingStartDate) {
      throw new Error(`demo data: ${work.staff} is not a fractional hire paid for`);
    }
    const ids = { offerId: offer.id!, employerId: offer.employerId, candidateId: offer.candidateId };
    const today = localDate(offer.schedule.timezone, now);
    const workingDays = eachDate(offer.billingStartDate, addDays(today, -1)).filter((date) => isWorkingDay(offer.schedule, date));
    workingDays.forEach((date, i) => {
      const clockIn = plus(scheduledWindow(offer.schedule, date)!.start, turn(work.clockIn, i));
      const worked = turn(work.minutes, i);
      const breakMinutes = worked > work.breakAfterMinutes ? turn(work.breakMinutes, i) : 0;
      const id = randomUUID();
      rows.sessions.push({ id, ...ids, workDate: date, clockInAt: clockIn, clockOutAt: plus(clockIn, worked + breakMinutes), createdAt: clockIn });
      if (breakMinutes) {
        const breakStart = plus(clockIn, Math.round(worked / 2));
        rows.breaks.push({ sessionId: id, startAt: breakStart, endAt: plus(breakStart, breakMinutes) });
      }
    });
    // Set as the employer's change would be (server/fractional/hours-range.ts): a raise applies to the month running.
    const offerRange = { minHours: offer.hoursMin, maxHours: offer.hoursMax };
    const { thisMonth } = rangeChange(offerRange, work.rangeThisMonth);
    if (thisMonth.minHours !== work.rangeThisMonth.minHours || thisMonth.maxHours !== work.rangeThisMonth.maxHours) {
      throw new Error(`demo data: the range change of ${work.staff} lowers a bound, which would apply from the next month only`);
    }
    const fromMonth = monthStart(today);
    const changedAt = new Date(Math.min(now.getTime(), instantOf(offer.schedule.timezone, fromMonth, '09:00').getTime()));
    rows.ranges.push({ offerId: offer.id!, fromMonth, hoursMin: thisMonth.minHours, hoursMax: thisMonth.maxHours, changedBy: offer.employerId, createdAt: changedAt });
  }

  const employerId = userIds.get(request.employer);
  const posted = demoJobs.find((j) => j.key === request.job);
  const job = pipeline.jobs.find((j) => j.employerId === employerId && j.title === posted?.title);
  if (employerId && job) {
    if (job.hireType !== 'fractional' || job.status !== 'open' || job.hoursPerWeek !== request.schedule.hours_per_week) {
      throw new Error(`demo data: the fractional request's job ${request.job} is not the open fractional job it would have posted`);
    }
    rows.requests.push({
      employerId,
      jobId: job.id!,
      title: job.title,
      role: job.role,
      experienceLevel: job.experienceLevel,
      hoursMin: request.hoursRange.minHours,
      hoursMax: request.hoursRange.maxHours,
      schedule: request.schedule,
      budgetCents: job.payCents,
      startDate: new Date(now.getTime() + request.startInDays * 86_400_000).toISOString().slice(0, 10),
      details: job.description,
      status: 'open',
      createdAt: job.createdAt,
      updatedAt: job.createdAt,
    });
  }
  return rows;
}

export async function insertDemoFractional(tx: Tx, rows: DemoFractionalRows): Promise<void> {
  if (rows.sessions.length) await tx.insert(attendanceSessions).values(rows.sessions);
  if (rows.breaks.length) await tx.insert(attendanceBreaks).values(rows.breaks);
  if (rows.ranges.length) await tx.insert(fractionalHourRanges).values(rows.ranges);
  if (rows.requests.length) await tx.insert(fractionalRequests).values(rows.requests);
}

type Paid = Pick<typeof payments.$inferInsert, 'kind' | 'idempotencyKey' | 'offerIds' | 'periodStart' | 'periodEnd' | 'lines' | 'couponCode'> & {
  subscriptionId?: string;
  sums: ChargeSums;
  at: Date;
};

/**
 * The employer's billing as the product would have made it, once its hires (their sessions
 * included) are in: the agreements accepted and the card saved before the first checkout, each
 * fractional checkout priced by the fractional checkout's own code, the subscription that checkout
 * started, then every monthly bill since, made by the billing run's code (`hiresBilledFor`,
 * `fractionalBillFor`, `monthlyBill`, server/billing/billing-run.ts), each paid with its invoice.
 * The subscription is left due on the next first of the month, when the real run takes over.
 * Returns the number of payments.
 */
export async function insertDemoBilling(tx: Tx, now: Date, pipeline: DemoPipeline, employerId: string, billing: DemoBilling): Promise<number> {
  const hires = pipeline.offers
    .filter((o) => o.employerId === employerId && o.hiredAt)
    .sort((a, b) => a.hiredAt!.getTime() - b.hiredAt!.getTime());
  if (hires.length === 0) return 0;
  if (hires.some((o) => o.contractType !== 'fractional')) throw new Error('demo data: the billing history prices fractional checkouts only');

  const firstPaid = hires[0]!.hiredAt!;
  const agreedAt = plus(firstPaid, -20);
  await tx.insert(billingAccounts).values({
    employerId,
    providerCustomerId: billing.customerId,
    billingName: billing.billingName,
    billingAddress: billing.billingAddress,
    mcc: billing.mcc,
    platformAgreementType: 'standard',
    platformAgreementVersion: PLATFORM_AGREEMENT_VERSION,
    platformAgreementAcceptedAt: agreedAt,
    createdAt: agreedAt,
  });
  await tx.insert(msas).values({ employerId, status: 'active', contractType: 'fractional', version: MSA_VERSION, acceptedAt: agreedAt, createdAt: agreedAt });
  // The sandbox's 4242 card, saved as its card form would (server/payments/sandbox-provider.ts), so the next monthly run can charge it.
  const { card } = billing;
  const expYear = now.getUTCFullYear() + card.yearsValid;
  await tx.insert(sandboxCards).values({ id: card.id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear, behaviour: encodeBehaviour('succeed'), customerId: billing.customerId, createdAt: plus(firstPaid, -5) });
  await tx.insert(paymentMethods).values({ id: card.id, employerId, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear, isDefault: true, createdAt: plus(firstPaid, -5) });

  const [employer] = await tx.select({ companyName: users.companyName }).from(users).where(eq(users.id, employerId));
  let paidCount = 0;
  const pay = async (paid: Paid) => {
    paidCount += 1;
    const [payment] = await tx
      .insert(payments)
      .values({
        employerId,
        kind: paid.kind,
        status: 'succeeded',
        idempotencyKey: paid.idempotencyKey,
        offerIds: paid.offerIds,
        subscriptionId: paid.subscriptionId ?? null,
        periodStart: paid.periodStart,
        periodEnd: paid.periodEnd,
        couponCode: paid.couponCode ?? null,
        lines: paid.lines,
        subtotalCents: paid.sums.subtotal,
        discountCents: paid.sums.discount,
        cardFeeCents: paid.sums.cardFee,
        amountCents: paid.sums.total,
        paymentMethodId: card.id,
        attempts: 1,
        lastAttemptAt: paid.at,
        paidAt: paid.at,
        createdAt: paid.at,
        updatedAt: paid.at,
      })
      .returning({ id: payments.id });
    // Numbered in the order paid, as collect.ts issues them.
    const [{ seq } = { seq: 0 }] = await tx.execute<{ seq: number }>(sql`select nextval('invoice_number_seq')::int as seq`).then((r) => r.rows);
    await tx.insert(invoices).values({
      number: `INV-${paid.at.getUTCFullYear()}-${String(seq).padStart(6, '0')}`,
      employerId,
      paymentId: payment!.id,
      billingName: billing.billingName,
      billingAddress: billing.billingAddress,
      companyName: employer?.companyName ?? null,
      cardBrand: card.brand,
      cardLast4: card.last4,
      issuedAt: paid.at,
    });
  };

  let subscription: { id: string; nextBillDate: string } | null = null;
  const today = now.toISOString().slice(0, 10);
  // Bills a month as the run does at its start (five minutes past midnight UTC, or now if earlier).
  const billMonthsBefore = async (until: Date) => {
    while (subscription && subscription.nextBillDate <= today) {
      const periodStart = subscription.nextBillDate;
      const at = new Date(Math.min(now.getTime(), Date.parse(`${periodStart}T00:05:00Z`)));
      if (at > until) return;
      subscription.nextBillDate = nextBillDate(periodStart);
      const fullTime = await hiresBilledFor(tx, employerId, periodStart);
      const fractional = await fractionalBillFor(tx, employerId, periodStart);
      if (fullTime.length === 0 && fractional.lines.length === 0) continue;
      const bill = monthlyBill(fullTime, FEES.platformSubscription, periodStart, fractional);
      await pay({
        kind: 'monthly',
        idempotencyKey: `monthly:${subscription.id}:${periodStart}`,
        offerIds: [...fullTime.map((hire) => hire.offerId), ...fractional.offerIds],
        subscriptionId: subscription.id,
        periodStart,
        periodEnd: bill.periodEnd,
        lines: bill.lines,
        sums: bill.sums,
        at,
      });
    }
  };

  for (const hire of hires) {
    await billMonthsBefore(hire.hiredAt!);
    const payDay = hire.hiredAt!.toISOString().slice(0, 10);
    const checkout = await checkoutOfferOf(tx, employerId, hire.id!);
    const price = await priceFractionalCheckout(tx, checkout!, payDay);
    if (price.billingStart !== hire.billingStartDate) throw new Error(`demo data: the checkout of offer ${hire.id} would bill from ${price.billingStart}`);
    await pay({
      kind: 'hire',
      idempotencyKey: `demo-checkout:${hire.id}`,
      offerIds: [hire.id!],
      periodStart: payDay,
      periodEnd: monthEnd(payDay),
      lines: fractionalCheckoutLines(price, { sums: price.sums, couponCode: null }),
      sums: price.sums,
      at: hire.hiredAt!,
    });
    if (!subscription) {
      // As server/billing/hire-effects.ts starts it: the fee paid at checkout covers the month paid in.
      const [started] = await tx
        .insert(platformSubscriptions)
        .values({ employerId, status: 'active', feeCents: FEES.platformSubscription, nextBillDate: nextBillDate(payDay), startedAt: hire.hiredAt!, updatedAt: hire.hiredAt! })
        .returning({ id: platformSubscriptions.id, nextBillDate: platformSubscriptions.nextBillDate });
      subscription = started!;
    }
  }
  await billMonthsBefore(now);
  const last = subscription as { id: string; nextBillDate: string } | null;
  if (last) await tx.update(platformSubscriptions).set({ nextBillDate: last.nextBillDate }).where(eq(platformSubscriptions.id, last.id));
  return paidCount;
}
