// The monthly billing run: what it charges, exactly once, under a lease; and what a failed month does.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../../server/app.js';
import { runMonthlyBilling, startBillingRunner } from '../../server/billing/billing-run.js';
import { collectPayment } from '../../server/billing/collect.js';
import { withLease } from '../../server/billing/lease.js';
import type { ChargeRequest, PaymentProvider } from '../../server/payments/provider.js';
import { FEES } from '../../src/shared/fees.js';
import { API, Client, expectError, msg, startTestServer, testConfig, type TestServer } from './harness.js';
import { newEmployer, ok, type Person, type Pipeline } from './pipeline-fixtures.js';
import { BILLING_URLS, CARDS, collectDepsOf, hire, paidPayment, sandboxOf, saveCard, subscribe } from './billing-fixtures.js';

/** Billing's today in these tests: runs may be made as of days up to THREE_MONTHS_AHEAD. */
const TODAY = '2026-11-26';
const THREE_MONTHS_AHEAD = '2027-02-26';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.clock.set(`${TODAY}T12:00:00Z`);
});
// The run bills every subscription due: each test's are put away so the next sees only its own,
// and billing's clock (the last run's day) starts again from nothing.
afterEach(async () => {
  await t.query(`update platform_subscriptions set status = 'cancelled'`);
  await t.query('delete from job_leases');
  await t.query('delete from billing_runs');
  await t.resetLimits();
});

type Row = Record<string, unknown>;
type Report = { ran: boolean; charged: number; failed: number; skipped: number };

/** The offer of `offerBody()`: 1,600 dollars a month, intermediate, insurance and secure cloud computing. */
const MONTH_OF_HIRE = 160_000 + FEES.serviceFee.intermediate + FEES.addOns.insurance + FEES.addOns.secureCloudComputing;
const cardFee = (cents: number) => Math.round((cents * 2.9) / 100) + 30;
const withCardFee = (cents: number) => cents + cardFee(cents);

/** The dev tools answer only this machine. */
const loopback = (headers?: Record<string, string>) => t.client({ remoteAddress: '127.0.0.1', headers });

async function runBilling(date: string, browser: Client = loopback()): Promise<Report> {
  return ok<Report>(await browser.post(BILLING_URLS.billingRun, { date }));
}

const monthlyPayments = (employerId: string) =>
  t.query<Row>(`select * from payments where employer_id = '${employerId}' and kind = 'monthly' order by period_start`);

const subscriptionOf = async (employerId: string) =>
  (await t.query<Row>(`select status, next_bill_date::text as next_bill_date from platform_subscriptions where employer_id = '${employerId}'`))[0]!;

async function candidateName(p: Pipeline): Promise<string> {
  const [u] = await t.query<{ name: string }>(`select firstname || ' ' || lastname as name from users where id = '${p.candidate.user.id}'`);
  return u!.name;
}

/** An employer with a saved card (the default), one hire that began billing on `startedOn`, and its subscription. */
async function employerWithHire(startedOn = '2026-11-22', opts: { card?: string | null; nextBillDate?: string } = {}) {
  const employer = await newEmployer(t);
  if (opts.card !== null) await saveCard(t, employer.user.id, { number: opts.card ?? CARDS.visa });
  const staff = await hire(t, employer, startedOn);
  const subscription = await subscribe(t, employer.user.id, opts.nextBillDate ?? '2026-12-01');
  return { employer, staff, subscription };
}

describe('a month of active staff', () => {
  test('a hire that began on 2026-11-22 is billed a full month with the subscription on 2026-12-01, with an invoice and a receipt', async () => {
    const { employer, staff, subscription } = await employerWithHire('2026-11-22');
    const expected = withCardFee(MONTH_OF_HIRE + FEES.platformSubscription);
    const status = ok<{ subscription: Row }>(await employer.browser.post(BILLING_URLS.subscription));
    expect(status.subscription).toMatchObject({ next_bill_date: '2026-12-01', next_charge_cents: expected, active_staff: 1 });

    expect(await runBilling('2026-12-01')).toEqual({ ran: true, charged: 1, failed: 0, skipped: 0 });

    const [payment, ...more] = await monthlyPayments(employer.user.id);
    expect(more).toEqual([]);
    const period = { period_start: '2026-12-01', period_end: '2026-12-31' };
    const who = { candidate_name: await candidateName(staff), job_title: staff.job.title, ...period };
    expect(payment).toMatchObject({
      status: 'succeeded',
      idempotency_key: `monthly:${subscription.id}:2026-12-01`,
      subscription_id: subscription.id,
      offer_ids: [staff.offerId],
      subtotal_cents: MONTH_OF_HIRE + FEES.platformSubscription,
      card_fee_cents: cardFee(MONTH_OF_HIRE + FEES.platformSubscription),
      amount_cents: expected,
      attempts: 1,
    });
    expect(payment!.lines).toEqual([
      { kind: 'salary', amount_cents: 160_000, ...who },
      { kind: 'service_fee', amount_cents: FEES.serviceFee.intermediate, ...who },
      { kind: 'insurance', amount_cents: FEES.addOns.insurance, ...who },
      { kind: 'secure_cloud_computing', amount_cents: FEES.addOns.secureCloudComputing, ...who },
      { kind: 'platform_subscription', amount_cents: FEES.platformSubscription, ...period },
      { kind: 'card_fee', amount_cents: cardFee(MONTH_OF_HIRE + FEES.platformSubscription) },
    ]);

    const [invoice] = await t.query<{ id: string }>(`select id from invoices where payment_id = '${payment!.id}'`);
    const printed = ok<Row>(await employer.browser.get(BILLING_URLS.invoice(invoice!.id)));
    expect(printed).toMatchObject({ kind: 'monthly', ...period, total_cents: expected, lines: payment!.lines, card: { brand: 'visa', last4: '4242' } });
    expect(await subscriptionOf(employer.user.id)).toEqual({ status: 'active', next_bill_date: '2027-01-01' });

    const [receipt] = await t.mailbox(employer.user.email);
    expect(receipt!.subject).toBe('Receipt for your monthly bill of December 2026');
    expect(receipt!.text).toContain('$2,259.98');
    expect(receipt!.text).toContain('ending in 4242');
    expect(receipt!.text).toContain(`http://localhost:3000/settings/billing/invoices/${invoice!.id}`);

    // The same day again: the month is paid, nothing is charged twice.
    expect(await runBilling('2026-12-01')).toEqual({ ran: true, charged: 0, failed: 0, skipped: 0 });
    expect(await monthlyPayments(employer.user.id)).toHaveLength(1);
  });

  test('next_charge_cents says what the run then charges; a checkout’s grant keeps taking its share of the service fee of the hires it covered', async () => {
    const employer = await newEmployer(t);
    await saveCard(t, employer.user.id);
    const covered = await hire(t, employer, '2026-11-22');
    const uncovered = await hire(t, employer, '2026-11-22');
    const [grant] = await t.query<{ id: string }>(
      `insert into grants (employer_id, name, percent, hires, hires_used) values ('${employer.user.id}', 'Small business grant', 50, 1, 1) returning id`,
    );
    // One grant line: the grant went to one of the two hires, which checkout marks on the offer.
    await paidPayment(t, employer.user.id, {
      paidAt: '2026-11-22T10:00:00Z',
      offerIds: [uncovered.offerId!, covered.offerId!],
      grantId: grant!.id,
      extraLines: [{ kind: 'grant', amount_cents: -10_000, offer_id: covered.offerId!, candidate_name: await candidateName(covered) }],
    });
    await t.query(`update offers set grant_id = '${grant!.id}' where id = '${covered.offerId}'`);
    await subscribe(t, employer.user.id, '2026-12-01');
    const grantShare = FEES.serviceFee.intermediate / 2;
    const expected = withCardFee(2 * MONTH_OF_HIRE - grantShare + FEES.platformSubscription);
    const status = ok<{ subscription: Row }>(await employer.browser.post(BILLING_URLS.subscription));
    expect(status.subscription.next_charge_cents).toBe(expected);

    expect(await runBilling('2026-12-01')).toMatchObject({ charged: 1 });
    const [payment] = await monthlyPayments(employer.user.id);
    expect(payment!.amount_cents).toBe(expected);
    const credits = (payment!.lines as Row[]).filter((line) => line.kind === 'grant');
    expect(credits).toEqual([expect.objectContaining({ amount_cents: -grantShare, candidate_name: await candidateName(covered) })]);
  });

  test('an ended contract is not billed: the month is skipped and the subscription moves on', async () => {
    const { employer, staff } = await employerWithHire('2026-11-22');
    await t.query(`update offers set status = 'ended', ended_at = '2026-11-28T12:00:00Z' where id = '${staff.offerId}'`);
    expect(await runBilling('2026-12-01')).toEqual({ ran: true, charged: 0, failed: 0, skipped: 1 });
    expect(await monthlyPayments(employer.user.id)).toEqual([]);
    expect(await subscriptionOf(employer.user.id)).toEqual({ status: 'active', next_bill_date: '2027-01-01' });
  });

  test('a hire whose billing begins in a later month waits for its first full month (the first was paid at checkout)', async () => {
    const { employer } = await employerWithHire('2027-01-15');
    expect(await runBilling('2026-12-01')).toMatchObject({ charged: 0, skipped: 1 });
    expect(await runBilling('2027-01-01')).toMatchObject({ charged: 0, skipped: 1 });
    expect(await runBilling('2027-02-01')).toMatchObject({ charged: 1, skipped: 0 });
    expect((await monthlyPayments(employer.user.id)).map((p) => p.period_start)).toEqual(['2027-02-01']);
  });

  test('a server down for two months bills each of them once, oldest first, one per run', async () => {
    const { employer, subscription } = await employerWithHire('2026-11-22');
    expect(await runBilling('2027-01-05')).toEqual({ ran: true, charged: 1, failed: 0, skipped: 0 });
    expect(await runBilling('2027-01-05')).toEqual({ ran: true, charged: 1, failed: 0, skipped: 0 });
    expect(await runBilling('2027-01-05')).toEqual({ ran: true, charged: 0, failed: 0, skipped: 0 });
    const months = await monthlyPayments(employer.user.id);
    expect(months.map((p) => [p.period_start, p.period_end, p.idempotency_key, p.status])).toEqual([
      ['2026-12-01', '2026-12-31', `monthly:${subscription.id}:2026-12-01`, 'succeeded'],
      ['2027-01-01', '2027-01-31', `monthly:${subscription.id}:2027-01-01`, 'succeeded'],
    ]);
    expect(await subscriptionOf(employer.user.id)).toEqual({ status: 'active', next_bill_date: '2027-02-01' });
  });

  test('a cancelled subscription is not billed', async () => {
    const { employer } = await employerWithHire('2026-11-22');
    await t.query(`update platform_subscriptions set status = 'cancelled' where employer_id = '${employer.user.id}'`);
    expect(await runBilling('2026-12-01')).toEqual({ ran: true, charged: 0, failed: 0, skipped: 0 });
    expect(await monthlyPayments(employer.user.id)).toEqual([]);
  });

  test('a month made but never charged (its run died in between) is charged by the next run', async () => {
    const { employer, subscription } = await employerWithHire('2026-11-22', { nextBillDate: '2027-01-01' });
    const [stranded] = await t.query<{ id: string }>(
      `insert into payments (employer_id, kind, idempotency_key, subscription_id, period_start, period_end, lines, subtotal_cents, card_fee_cents, amount_cents, created_at)
       values ('${employer.user.id}', 'monthly', 'monthly:${subscription.id}:2026-12-01', '${subscription.id}', '2026-12-01', '2026-12-31', '[]', 1000, 59, 1059, now() - interval '1 hour')
       returning id`,
    );
    expect(await runBilling('2026-12-15')).toEqual({ ran: true, charged: 1, failed: 0, skipped: 0 });
    const [row] = await t.query<Row>(`select status, attempts from payments where id = '${stranded!.id}'`);
    expect(row).toEqual({ status: 'succeeded', attempts: 1 });
  });
});

describe('a month that cannot be collected', () => {
  async function expectFailedMonth(employer: Person, code: string) {
    const [payment] = await monthlyPayments(employer.user.id);
    expect(payment).toMatchObject({ status: 'failed', failure_code: code });
    expect(await subscriptionOf(employer.user.id)).toMatchObject({ status: 'past_due', next_bill_date: '2027-01-01' });
    const [mail] = await t.mailbox(employer.user.email);
    expect(mail!.subject).toBe('We could not collect your monthly bill for December 2026');
    expect(mail!.text).toContain(msg(`payment_decline_${code}`));
    expect(mail!.text).toContain('http://localhost:3000/settings/billing');
    const failed = ok<{ failed_payments: { payment: { id: string; failure: { code: string } } }[] }>(
      await employer.browser.get(BILLING_URLS.failedPayments),
    );
    expect(failed.failed_payments.map((f) => [f.payment.id, f.payment.failure.code])).toEqual([[payment!.id, code]]);
    return payment!;
  }

  test('a declined default card: the month fails, the subscription is past due, the employer is told why', async () => {
    const { employer } = await employerWithHire('2026-11-22', { card: CARDS.declined });
    expect(await runBilling('2026-12-01')).toEqual({ ran: true, charged: 0, failed: 1, skipped: 0 });
    await expectFailedMonth(employer, 'card_declined');
  });

  test('a card that asks for authentication cannot be charged off session: authentication_required', async () => {
    const { employer } = await employerWithHire('2026-11-22', { card: CARDS.authenticate });
    expect(await runBilling('2026-12-01')).toEqual({ ran: true, charged: 0, failed: 1, skipped: 0 });
    await expectFailedMonth(employer, 'authentication_required');
  });

  test('no card at all: the month fails with no_payment_method', async () => {
    const { employer } = await employerWithHire('2026-11-22', { card: null });
    expect(await runBilling('2026-12-01')).toEqual({ ran: true, charged: 0, failed: 1, skipped: 0 });
    const payment = await expectFailedMonth(employer, 'no_payment_method');
    expect(payment.attempts).toBe(0);
  });

  test('the employer is told in its own language', async () => {
    const { employer } = await employerWithHire('2026-11-22', { card: CARDS.declined });
    await t.query(`update users set locale = 'fr' where id = '${employer.user.id}'`);
    await runBilling('2026-12-01');
    const [mail] = await t.mailbox(employer.user.email);
    expect(mail!.subject).toBe('Le paiement de votre facture mensuelle de décembre 2026 n’a pas abouti');
    expect(mail!.text).toContain(msg('payment_decline_card_declined', {}, 'fr'));
    expect(mail!.html).toContain('lang="fr"');
  });

  test('paying the failed month with another card puts the subscription back in good standing', async () => {
    const { employer } = await employerWithHire('2026-11-22', { card: CARDS.declined });
    await runBilling('2026-12-01');
    const [failed] = await monthlyPayments(employer.user.id);
    const good = await saveCard(t, employer.user.id, { number: CARDS.visa });
    const { payment } = await collectPayment(collectDepsOf(t), {
      paymentId: String(failed!.id),
      employerId: employer.user.id,
      paymentMethodId: good.id,
      requestKey: 'retry-1',
      offSession: false,
    });
    expect(payment.status).toBe('succeeded');
    expect(await subscriptionOf(employer.user.id)).toMatchObject({ status: 'active' });
    expect((await t.mailbox(employer.user.email))[0]!.subject).toBe('Receipt for your monthly bill of December 2026');
  });
});

describe('exactly once across instances', () => {
  test('two server instances running at once make one payment', async () => {
    const { employer } = await employerWithHire('2026-11-22');
    const other = await t.buildAnotherApp({});
    const reports = await Promise.all([runBilling('2026-12-01'), runBilling('2026-12-01', new Client(other, '127.0.0.1'))]);
    expect(reports.reduce((sum, r) => sum + r.charged, 0)).toBe(1);
    expect(await monthlyPayments(employer.user.id)).toHaveLength(1);
  });

  test('two runs with different holders at once: one runs, the other finds the lease taken', async () => {
    const { employer } = await employerWithHire('2026-11-22');
    const deps = collectDepsOf(t);
    const reports = await Promise.all([
      runMonthlyBilling(deps, '2026-12-01', { holder: 'instance-a' }),
      runMonthlyBilling(deps, '2026-12-01', { holder: 'instance-b' }),
    ]);
    expect(reports.reduce((sum, r) => sum + r.charged, 0)).toBe(1);
    expect(await monthlyPayments(employer.user.id)).toHaveLength(1);
  });

  test('a lease held by a live instance: ran false and nothing billed; once it lapses, the run takes it over', async () => {
    const { employer } = await employerWithHire('2026-11-22');
    await t.query(`insert into job_leases (name, holder, expires_at) values ('monthly-billing', 'live-instance', now() + interval '5 minutes')`);
    expect(await runBilling('2026-12-01')).toEqual({ ran: false, charged: 0, failed: 0, skipped: 0 });
    expect(await monthlyPayments(employer.user.id)).toEqual([]);
    await t.query(`update job_leases set expires_at = now() - interval '1 second' where name = 'monthly-billing'`);
    expect(await runBilling('2026-12-01')).toEqual({ ran: true, charged: 1, failed: 0, skipped: 0 });
    expect(await t.query('select * from job_leases')).toEqual([]);
  });

  test('the runner bills on start and stops cleanly', async () => {
    const { employer } = await employerWithHire('2026-11-22');
    t.clock.set('2026-12-01T06:00:00Z');
    const logged: unknown[] = [];
    const log = { info: (o: unknown) => logged.push(o), warn: () => {}, error: () => {} } as never;
    const runner = startBillingRunner(collectDepsOf(t), log, 60 * 60_000);
    await vi.waitFor(() => expect(logged).toHaveLength(1), { timeout: 20_000 });
    await runner.stop();
    expect(await monthlyPayments(employer.user.id)).toHaveLength(1);
    expect(logged).toEqual([{ ran: true, charged: 1, failed: 0, skipped: 0 }]);
  });

  test('a runner that finds months missed runs again at once until caught up, a month per run', async () => {
    const { employer } = await employerWithHire('2026-09-10', { nextBillDate: '2026-10-01' });
    t.clock.set('2026-12-01T06:00:00Z');
    const logged: unknown[] = [];
    const log = { info: (o: unknown) => logged.push(o), warn: () => {}, error: () => {} } as never;
    // An interval of an hour: only the runs in a row can bill three months within the test.
    const runner = startBillingRunner(collectDepsOf(t), log, 60 * 60_000);
    await vi.waitFor(() => expect(logged).toHaveLength(3), { timeout: 20_000 });
    await runner.stop();
    expect(logged).toEqual(Array(3).fill({ ran: true, charged: 1, failed: 0, skipped: 0 }));
    expect((await monthlyPayments(employer.user.id)).map((p) => [p.period_start, p.status])).toEqual([
      ['2026-10-01', 'succeeded'],
      ['2026-11-01', 'succeeded'],
      ['2026-12-01', 'succeeded'],
    ]);
    expect(await subscriptionOf(employer.user.id)).toEqual({ status: 'active', next_bill_date: '2027-01-01' });
  });
});

describe('withLease', () => {
  test('one holder at a time; the other gets it once released; a lapsed lease passes to whoever asks', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = withLease(t.db, 'test-lease', 'a', 60_000, async () => {
      order.push('a runs');
      await held;
      return 'a done';
    });
    // Let the first take the lease before the second asks.
    while (order.length === 0) await new Promise((r) => setTimeout(r, 5));
    expect(await withLease(t.db, 'test-lease', 'b', 60_000, async () => order.push('b runs'))).toEqual({ acquired: false });
    release();
    expect(await first).toEqual({ acquired: true, value: 'a done' });
    expect(await withLease(t.db, 'test-lease', 'b', 60_000, async () => 'b done')).toEqual({ acquired: true, value: 'b done' });
    expect(order).toEqual(['a runs']);

    const lost = await withLease(t.db, 'test-lease', 'a', 60_000, async (lease) => {
      await t.query(`update job_leases set expires_at = now() - interval '1 second' where name = 'test-lease'`);
      const takenOver = await withLease(t.db, 'test-lease', 'b', 60_000, async () => 'b took it over');
      return { takenOver, renewed: await lease.renew() };
    });
    expect(lost).toEqual({ acquired: true, value: { takenOver: { acquired: true, value: 'b took it over' }, renewed: false } });
  });
});

describe('runBillingNow', () => {
  test('404 NOT_FOUND while mail goes out by SMTP (no dev mailbox)', async () => {
    const production = await t.buildAnotherApp({ smtpUrl: 'smtp://localhost:2525' });
    const browser = new Client(production, '127.0.0.1');
    expectError(await browser.post(BILLING_URLS.billingRun, { date: '2026-12-01' }), 404, 'NOT_FOUND');
  });

  test('400 with the field named for a date that is not one', async () => {
    const res = await loopback().post(BILLING_URLS.billingRun, { date: '2026-13-01' });
    expectError(res, 400, 'VALIDATION_FAILED', { date: msg('api_field_invalid') });
  });

  test('9999-12-31 is refused and charges nothing', async () => {
    const { employer } = await employerWithHire('2026-11-22');
    const res = await loopback().post(BILLING_URLS.billingRun, { date: '9999-12-31' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { date: expect.any(String) } });
    expect(await monthlyPayments(employer.user.id)).toEqual([]);
    expect(await subscriptionOf(employer.user.id)).toEqual({ status: 'active', next_bill_date: '2026-12-01' });
  });

  test('a day more than three months ahead is refused, saying the last day allowed, in the reader’s language', async () => {
    const { employer } = await employerWithHire('2026-11-22');
    const tooFar = (locale: 'en' | 'fr' | 'es' | 'zh') => ({ date: msg('billing_api_field_run_too_far', { date: THREE_MONTHS_AHEAD }, locale) });
    expectError(await loopback().post(BILLING_URLS.billingRun, { date: '2027-02-27' }), 400, 'VALIDATION_FAILED', tooFar('en'));
    for (const locale of ['fr', 'es', 'zh'] as const) {
      const res = await loopback({ 'accept-language': locale }).post(BILLING_URLS.billingRun, { date: '2200-12-31' });
      expectError(res, 400, 'VALIDATION_FAILED', tooFar(locale), { locale });
    }
    expect(await monthlyPayments(employer.user.id)).toEqual([]);
  });

  test('a day before the last run’s is refused: billing’s clock does not go back', async () => {
    const { employer } = await employerWithHire('2026-11-22');
    expect(await runBilling('2027-01-15')).toMatchObject({ charged: 1 });
    const beforeLast = { date: msg('billing_api_field_run_before_last', { date: '2027-01-15' }) };
    expectError(await loopback().post(BILLING_URLS.billingRun, { date: '2027-01-14' }), 400, 'VALIDATION_FAILED', beforeLast);
    expectError(await loopback().post(BILLING_URLS.billingRun, { date: '1900-01-01' }), 400, 'VALIDATION_FAILED', beforeLast);
    // The same day again is a run like any other: it bills the next month due.
    expect(await runBilling('2027-01-15')).toMatchObject({ charged: 1 });
    expect((await monthlyPayments(employer.user.id)).map((p) => p.period_start)).toEqual(['2026-12-01', '2027-01-01']);
  });

  test('three months ahead, each call bills at most one month per subscription', async () => {
    const { employer } = await employerWithHire('2026-11-22');
    const idle = await newEmployer(t);
    await subscribe(t, idle.user.id, '2026-12-01');
    const oneMonthEach = { ran: true, charged: 1, failed: 0, skipped: 1 };
    expect(await runBilling(THREE_MONTHS_AHEAD)).toEqual(oneMonthEach);
    expect((await monthlyPayments(employer.user.id)).map((p) => p.period_start)).toEqual(['2026-12-01']);
    expect(await subscriptionOf(idle.user.id)).toEqual({ status: 'active', next_bill_date: '2027-01-01' });
    expect(await runBilling(THREE_MONTHS_AHEAD)).toEqual(oneMonthEach);
    expect(await runBilling(THREE_MONTHS_AHEAD)).toEqual(oneMonthEach);
    expect(await runBilling(THREE_MONTHS_AHEAD)).toEqual({ ran: true, charged: 0, failed: 0, skipped: 0 });
    expect((await monthlyPayments(employer.user.id)).map((p) => p.period_start)).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
    expect(await subscriptionOf(employer.user.id)).toEqual({ status: 'active', next_bill_date: '2027-03-01' });
  });

  test('no day the contract accepts is a 5xx', async () => {
    for (const date of ['1900-01-01', '2028-02-29', '2200-12-31', TODAY, '1999-12-31']) {
      const res = await loopback().post(BILLING_URLS.billingRun, { date });
      expect([200, 400], `${date}: ${res.body}`).toContain(res.statusCode);
    }
  });
});

describe('a long run', () => {
  /** `count` employers without staff, each with a subscription due on 2026-12-01 (a skipped month each). */
  const idleSubscriptions = (count: number) =>
    t.query(
      `with employers as (
         insert into users (email, password_hash, role, firstname, lastname, country, terms_accepted_at)
         select 'idle-' || gen_random_uuid() || '@example.test', 'x', 'employer', 'Idle', 'Employer', 'US', now() from generate_series(1, ${count})
         returning id)
       insert into platform_subscriptions (employer_id, fee_cents, next_bill_date) select id, ${FEES.platformSubscription}, '2026-12-01' from employers`,
    );

  test('health keeps answering while a run bills 150 subscriptions', { timeout: 120_000 }, async () => {
    await idleSubscriptions(150);
    const server = await t.buildAnotherApp({});
    const origin = await server.listen({ host: '127.0.0.1', port: 0 });
    let running = true;
    const started = performance.now();
    const run = runMonthlyBilling(collectDepsOf(t), '2026-12-01', { holder: 'long-run' }).finally(() => (running = false));
    // Over a real socket: a run that never gave the event loop a turn would leave every answer until it ended.
    const waits: number[] = [];
    while (running) {
      const asked = performance.now();
      const res = await fetch(`${origin}${API}/health`);
      expect(res.status).toBe(200);
      if (running) waits.push(performance.now() - asked);
    }
    expect(await run).toEqual({ ran: true, charged: 0, failed: 0, skipped: 150 });
    const runMs = performance.now() - started;
    const slowest = Math.max(...waits);
    expect(waits.length, `${waits.length} answers during a run of ${Math.round(runMs)} ms`).toBeGreaterThanOrEqual(10);
    expect(slowest, `slowest answer ${Math.round(slowest)} ms during a run of ${Math.round(runMs)} ms`).toBeLessThan(runMs / 4);
  });

  test('closing the server stops a dev run going on at its next subscription', { timeout: 120_000 }, async () => {
    await idleSubscriptions(150);
    const server = await buildApp({ config: testConfig, database: t.database, logger: false, clock: t.clock });
    await server.ready();
    const answer = new Client(server, '127.0.0.1').post(BILLING_URLS.billingRun, { date: '2026-12-01' });
    const movedOn = async () =>
      (await t.query<{ n: number }>(`select count(*)::int as n from platform_subscriptions where status <> 'cancelled' and next_bill_date = '2027-01-01'`))[0]!.n;
    await vi.waitFor(async () => expect(await movedOn()).toBeGreaterThan(0), { timeout: 60_000, interval: 20 });
    await server.close();
    const report = ok<Report>(await answer);
    expect(report.skipped).toBeLessThan(150);
    // Every month the run began was finished: as many subscriptions moved on as it reports.
    expect(await movedOn()).toBe(report.skipped);
  });
});

describe('stopping', () => {
  /** The sandbox, telling `onCharge` as each card is charged. */
  function watchedSandbox(onCharge: () => void): PaymentProvider {
    const sandbox = sandboxOf(t);
    return Object.assign(Object.create(sandbox) as PaymentProvider, {
      charge(request: ChargeRequest, idempotencyKey: string) {
        onCharge();
        return sandbox.charge(request, idempotencyKey);
      },
    });
  }

  test('a run stopped by its signal finishes the month it began and bills no other; the next run bills the rest', async () => {
    const employers = [await employerWithHire('2026-11-22'), await employerWithHire('2026-11-22'), await employerWithHire('2026-11-22')];
    const shutdown = new AbortController();
    // The signal comes while the first card is being charged.
    const deps = { ...collectDepsOf(t), payments: watchedSandbox(() => shutdown.abort()) };
    expect(await runMonthlyBilling(deps, '2026-12-01', { holder: 'stopping', signal: shutdown.signal })).toEqual({
      ran: true,
      charged: 1,
      failed: 0,
      skipped: 0,
    });
    const ids = employers.map(({ employer }) => `'${employer.user.id}'`).join(', ');
    const months = () =>
      t.query<Row>(
        `select s.next_bill_date::text as next_bill_date, p.status from platform_subscriptions s
         left join payments p on p.subscription_id = s.id where s.employer_id in (${ids}) order by 1 desc, 2`,
      );
    // One month whole (made, charged, moved on), two not begun; none made and left uncharged.
    expect(await months()).toEqual([
      { next_bill_date: '2027-01-01', status: 'succeeded' },
      { next_bill_date: '2026-12-01', status: null },
      { next_bill_date: '2026-12-01', status: null },
    ]);
    expect(await t.query('select * from job_leases')).toEqual([]);

    expect(await runMonthlyBilling(collectDepsOf(t), '2026-12-01', { holder: 'next' })).toEqual({ ran: true, charged: 2, failed: 0, skipped: 0 });
    expect((await months()).map((m) => m.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
  });

  test('stop() ends the runner’s run before its next subscription and waits for it', async () => {
    const employers = [await employerWithHire('2026-11-22'), await employerWithHire('2026-11-22')];
    t.clock.set('2026-12-01T06:00:00Z');
    let stopped: Promise<void> | undefined;
    const log = { info: () => {}, warn: () => {}, error: () => {} } as never;
    // SIGTERM while the first card is being charged: shutdown calls stop().
    const runner = startBillingRunner({ ...collectDepsOf(t), payments: watchedSandbox(() => (stopped ??= runner.stop())) }, log, 60 * 60_000);
    await vi.waitFor(() => expect(stopped).toBeDefined(), { timeout: 20_000 });
    await stopped;
    const charged = await t.query(`select count(*)::int as n from payments where kind = 'monthly' and status = 'succeeded'
      and employer_id in (${employers.map(({ employer }) => `'${employer.user.id}'`).join(', ')})`);
    expect(charged).toEqual([{ n: 1 }]);
  });
});
