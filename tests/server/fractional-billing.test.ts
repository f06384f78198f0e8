// The monthly bill of fractional staff: each month billed in arrears, on the first of the next, for
// the attendance hours clamped to the range in force, less what checkout paid ahead; in the one
// payment of that month, with the full-time staff and the subscription, exactly once.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { runMonthlyBilling } from '../../server/billing/billing-run.js';
import { reconcileOpenAttempts } from '../../server/billing/collect.js';
import type { ChargeRequest, PaymentProvider } from '../../server/payments/provider.js';
import { FEES } from '../../src/shared/fees.js';
import { formatMonth } from '../../src/shared/format.js';
import { msg, startTestServer, type TestServer } from './harness.js';
import { ok, put, type Person } from './pipeline-fixtures.js';
import { BILLING_URLS, collectDepsOf, hire, sandboxOf } from './billing-fixtures.js';
import { CARDS, CHECKOUT, countRows, readyEmployer, saveCard, type ReadyEmployer } from './checkout-fixtures.js';
import { workedSession } from './fractional-fixtures.js';
import { acceptedFractional, hireFractional, type AcceptedFractional } from './fractional-checkout-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.resetLimits();
  t.clock.set('2026-11-10T12:00:00Z');
});
// The run bills every subscription due: each test's are put away so the next sees only its own,
// and billing's clock (the last run's day) starts again from nothing.
afterEach(async () => {
  await t.query(`update platform_subscriptions set status = 'cancelled'`);
  await t.query('delete from job_leases');
  await t.query('delete from billing_runs');
});

type Report = { ran: boolean; charged: number; failed: number; skipped: number };

const cardFee = (cents: number) => Math.round((cents * 2.9) / 100) + 30;
const withCardFee = (cents: number) => cents + cardFee(cents);
/** A full-time month of `offerBody()`'s terms (billing-fixtures' `hire`), billed in advance. */
const FULL_TIME_MONTH = 160_000 + FEES.serviceFee.intermediate + FEES.addOns.insurance + FEES.addOns.secureCloudComputing;

/** The run of the first of a month, as the dev route makes it, with billing's clock on that day. */
async function runBilling(date: string): Promise<Report> {
  t.clock.set(`${date}T12:00:00Z`);
  return ok<Report>(await t.client({ remoteAddress: '127.0.0.1' }).post(BILLING_URLS.billingRun, { date }));
}

const monthOf = async (employer: Person, periodStart: string) =>
  (await t.query<Json>(`select * from payments where employer_id = '${employer.user.id}' and kind = 'monthly' and period_start = '${periodStart}'`))[0];

const chargesOf = (employer: Person) =>
  countRows(t, 'sandbox_charges', `customer_id = (select provider_customer_id from billing_accounts where employer_id = '${employer.user.id}')`);

/** A fractional staff member paid for on 2026-11-10 at $40 an hour, 20 to 40 hours a month. */
async function hiredFractional(startDate: string): Promise<{ employer: ReadyEmployer; staff: AcceptedFractional }> {
  const employer = await readyEmployer(t);
  const staff = await acceptedFractional(t, employer, { startDate, hourlyCents: 4_000, range: { min: 20, max: 40 } });
  expect(ok<Json>(await hireFractional(employer, staff.offerId)).status).toBe('succeeded');
  return { employer, staff };
}

/** A `fractional_hours` line of this staff member. */
const hoursLine = (staff: AcceptedFractional, line: Json) => ({
  kind: 'fractional_hours',
  offer_id: staff.offerId,
  candidate_name: staff.candidateName,
  job_title: staff.job.title,
  hourly_rate_cents: 4_000,
  ...line,
});

describe('three months of a fractional hire beside a full-time one', () => {
  test('the first month bills its clamped hours less the minimum paid ahead; a raise of the maximum counts at once, a lowering from the next month; hours above it are not billed', async () => {
    // Paid on Nov 10 for a start on Nov 16: 15 of November's 30 days, so 10 to 20 hours, 10 paid ahead.
    const { employer, staff } = await hiredFractional('2026-11-16');
    const fullTime = await hire(t, employer, '2026-11-22');
    const [fullTimeName] = await t.query<{ name: string }>(`select firstname || ' ' || lastname as name from users where id = '${fullTime.candidate.user.id}'`);

    // Times of the schedule's zone (New York); the schedule runs 09:00 to 13:00 on weekdays.
    await workedSession(t, staff, '2026-11-13', '09:00', '12:00'); // before billing began: not billed
    await workedSession(t, staff, '2026-11-17', '09:00', '15:00'); // 6 h
    await workedSession(t, staff, '2026-11-18', '09:00', '14:00'); // 5 h
    await workedSession(t, staff, '2026-11-27', '09:00', null); // clock-out forgotten: closed at the schedule's end, 4 h

    expect(await runBilling('2026-12-01')).toEqual({ ran: true, charged: 1, failed: 0, skipped: 0 });
    const december = await monthOf(employer, '2026-12-01');
    const novemberHours = hoursLine(staff, {
      amount_cents: 60_000 - 40_000,
      period_start: '2026-11-16',
      period_end: '2026-11-30',
      minutes: 15 * 60,
      min_hours: 20,
      max_hours: 40,
      prepaid_cents: 40_000,
      billed_cents: 60_000,
      attendance_days: [
        { work_date: '2026-11-17', minutes: 360 },
        { work_date: '2026-11-18', minutes: 300 },
        { work_date: '2026-11-27', minutes: 240 },
      ],
    });
    const decemberPeriod = { period_start: '2026-12-01', period_end: '2026-12-31' };
    const fullTimeWho = { candidate_name: fullTimeName!.name, job_title: fullTime.job.title, ...decemberPeriod };
    const decemberSubtotal = FULL_TIME_MONTH + 20_000 + FEES.platformSubscription;
    expect(december).toMatchObject({
      status: 'succeeded',
      offer_ids: [fullTime.offerId, staff.offerId],
      subtotal_cents: decemberSubtotal,
      amount_cents: withCardFee(decemberSubtotal),
    });
    expect(december!.lines).toEqual([
      { kind: 'salary', amount_cents: 160_000, ...fullTimeWho },
      { kind: 'service_fee', amount_cents: FEES.serviceFee.intermediate, ...fullTimeWho },
      { kind: 'insurance', amount_cents: FEES.addOns.insurance, ...fullTimeWho },
      { kind: 'secure_cloud_computing', amount_cents: FEES.addOns.secureCloudComputing, ...fullTimeWho },
      novemberHours,
      { kind: 'platform_subscription', amount_cents: FEES.platformSubscription, ...decemberPeriod },
      { kind: 'card_fee', amount_cents: cardFee(decemberSubtotal) },
    ]);
    expect(await t.query(`select auto_closed from attendance_sessions where work_date = '2026-11-27' and offer_id = '${staff.offerId}'`)).toEqual([
      { auto_closed: true },
    ]);
    // The invoice shows the days behind the hours, and spans November's hours to December's month.
    const [invoice] = await t.query<{ id: string }>(`select id from invoices where payment_id = '${december!.id}'`);
    expect(ok<Json>(await employer.browser.get(CHECKOUT.invoice(invoice!.id)))).toMatchObject({
      kind: 'monthly',
      period_start: '2026-11-16',
      period_end: '2026-12-31',
      lines: december!.lines,
    });

    // December: the maximum raised to 50 from December (at once), then lowered to 30 (from January),
    // as a change of range records them (src/shared/fractional-pricing.ts `rangeChange`).
    await t.query(`insert into fractional_hour_ranges (offer_id, from_month, hours_min, hours_max) values
      ('${staff.offerId}', '2026-12-01', 20, 50), ('${staff.offerId}', '2027-01-01', 20, 30)`);
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07']) await workedSession(t, staff, day, '09:00', '18:00');
    const januarySubtotal = FULL_TIME_MONTH + 45 * 4_000 + FEES.platformSubscription;
    // What Settings shows as the next charge is what the run then charges.
    t.clock.set('2026-12-20T12:00:00Z');
    const { subscription } = ok<{ subscription: Json }>(await employer.browser.post(BILLING_URLS.subscription));
    expect(subscription).toMatchObject({ next_charge_date: '2027-01-01', next_charge_cents: withCardFee(januarySubtotal), active_staff: 2 });

    expect(await runBilling('2027-01-01')).toMatchObject({ charged: 1 });
    const january = await monthOf(employer, '2027-01-01');
    expect(january!.amount_cents).toBe(withCardFee(januarySubtotal));
    expect(january!.lines.filter((line: Json) => line.kind === 'fractional_hours')).toEqual([
      hoursLine(staff, {
        amount_cents: 180_000,
        period_start: '2026-12-01',
        period_end: '2026-12-31',
        minutes: 45 * 60,
        min_hours: 20,
        max_hours: 50,
        prepaid_cents: 0,
        billed_cents: 180_000,
        attendance_days: ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07'].map((work_date) => ({ work_date, minutes: 540 })),
      }),
    ]);

    // January: 35 hours worked, at most 30 billed.
    for (const day of ['2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07']) await workedSession(t, staff, day, '09:00', '17:00');
    await workedSession(t, staff, '2027-01-08', '09:00', '12:00');
    expect(await runBilling('2027-02-01')).toMatchObject({ charged: 1 });
    const february = await monthOf(employer, '2027-02-01');
    expect(february!.amount_cents).toBe(withCardFee(FULL_TIME_MONTH + 30 * 4_000 + FEES.platformSubscription));
    expect(february!.lines.find((line: Json) => line.kind === 'fractional_hours')).toMatchObject({
      amount_cents: 120_000,
      minutes: 35 * 60,
      min_hours: 20,
      max_hours: 30,
      billed_cents: 120_000,
    });

    // The subscription was charged once a month: November at checkout, then on each first.
    const fees = await t.query<{ period_start: string }>(
      `select line->>'period_start' as period_start from payments, jsonb_array_elements(lines) as line
       where employer_id = '${employer.user.id}' and status = 'succeeded' and line->>'kind' = 'platform_subscription' order by 1`,
    );
    expect(fees.map((fee) => fee.period_start)).toEqual(['2026-11-16', '2026-12-01', '2027-01-01', '2027-02-01']);
  });
});

describe('exactly once', () => {
  /** The sandbox, but the process dies after the card is charged and before the answer is recorded. */
  function dyingAfterCharge(): PaymentProvider {
    const sandbox = sandboxOf(t);
    return Object.assign(Object.create(sandbox) as PaymentProvider, {
      async charge(request: ChargeRequest, idempotencyKey: string) {
        await sandbox.charge(request, idempotencyKey);
        throw new Error('the process died before it could record the charge');
      },
    });
  }

  test('a month with nothing to bill is skipped; a declined month goes to the failed payments and is paid by a retry; a run that dies after charging is replayed to one charge', async () => {
    // Billing begins on Dec 1: the subscription paid at checkout covers December, November has no hours to bill.
    const { employer, staff } = await hiredFractional('2026-12-01');
    expect(await runBilling('2026-12-01')).toEqual({ ran: true, charged: 0, failed: 0, skipped: 1 });
    expect(await monthOf(employer, '2026-12-01')).toBeUndefined();

    await workedSession(t, staff, '2026-12-02', '09:00', '17:00');
    const good = employer.card;
    const declined = await saveCard(employer, CARDS.declined);
    ok(await put(employer.browser, BILLING_URLS.setDefault, { payment_method_id: declined }));
    expect(await runBilling('2027-01-01')).toEqual({ ran: true, charged: 0, failed: 1, skipped: 0 });
    const failed = await monthOf(employer, '2027-01-01');
    // 8 hours worked, 20 the minimum, all of it paid ahead at checkout: December bills nothing beyond it.
    expect(failed).toMatchObject({ status: 'failed', failure_code: 'card_declined', amount_cents: withCardFee(FEES.platformSubscription) });
    expect(failed!.lines[0]).toMatchObject({ kind: 'fractional_hours', minutes: 480, billed_cents: 80_000, prepaid_cents: 80_000, amount_cents: 0 });
    const listed = ok<{ failed_payments: Json[] }>(await employer.browser.get(BILLING_URLS.failedPayments)).failed_payments;
    expect(listed.map((f) => [f.payment.id, f.description])).toEqual([[failed!.id, msg('billing_srv_spending_monthly', { month: formatMonth('2027-01-01', 'en') })]]);
    const retried = ok<Json>(await employer.browser.post(CHECKOUT.retry, { payment_id: failed!.id, payment_method_id: good, idempotency_key: randomUUID() }));
    expect(retried).toMatchObject({ status: 'succeeded', amount_cents: failed!.amount_cents });
    // A second run of the same day makes nothing: the month was billed once.
    expect(await runBilling('2027-01-01')).toEqual({ ran: true, charged: 0, failed: 0, skipped: 0 });

    await workedSession(t, staff, '2027-01-05', '09:00', '17:00');
    ok(await put(employer.browser, BILLING_URLS.setDefault, { payment_method_id: good }));
    t.clock.set('2027-02-01T12:00:00Z');
    const deps = collectDepsOf(t);
    expect(await runMonthlyBilling({ ...deps, payments: dyingAfterCharge() }, '2027-02-01', { holder: 'dies' })).toMatchObject({ charged: 0, failed: 0 });
    const stranded = await monthOf(employer, '2027-02-01');
    expect(stranded).toMatchObject({ status: 'processing', attempts: 1 });
    const chargesBefore = await chargesOf(employer);
    // The restarted process replays the attempt with its own key: the card's charge is found, not made again.
    expect(await runMonthlyBilling(deps, '2027-02-01', { holder: 'restarted' })).toMatchObject({ charged: 0, failed: 0 });
    expect(await reconcileOpenAttempts(deps, 0)).toEqual({ replayed: 1, failed: 0 });
    expect(await chargesOf(employer)).toBe(chargesBefore);
    expect(await monthOf(employer, '2027-02-01')).toMatchObject({ id: stranded!.id, status: 'succeeded', attempts: 1 });
    expect(await countRows(t, 'payments', `employer_id = '${employer.user.id}' and kind = 'monthly'`)).toBe(2);
    expect(await countRows(t, 'invoices', `payment_id = '${stranded!.id}'`)).toBe(1);
  });
});
