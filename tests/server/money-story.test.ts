// Money shown is money charged (issue 20): what checkout shows is what the card is charged
// and what the invoice bills, and the next charge it promises is the one the billing run
// then makes, on that day. A property test over start dates, proration and coupons, then
// the card that paid, and the interviews a hire leaves behind.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { runMonthlyBilling } from '../../server/billing/billing-run.js';
import { chargeSums, daysInMonth, monthEnd, nextBillDate, nextCharge, parseDate, type Coupon } from '../../src/shared/pricing.js';
import { startTestServer, type TestServer } from './harness.js';
import { newEmployer, ok, pipeline, tag, URLS, type Person, type Pipeline } from './pipeline-fixtures.js';
import { BILLING_URLS, collectDepsOf } from './billing-fixtures.js';
import { acceptAgreements, CARDS, CHECKOUT, hireStaff, initiation, readyEmployer, saveCard, type ReadyEmployer } from './checkout-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
// The run bills every subscription due: each case's are put away so the next sees only its own.
afterEach(async () => {
  await t.query(`update platform_subscriptions set status = 'cancelled'`);
  await t.query('delete from job_leases');
  await t.query('delete from billing_runs');
  await t.resetLimits();
});

/** A fixed-seed generator (mulberry32), so a failing case is the same case on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T,>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const lastDayOf = (day: string) => monthEnd(day);
const daysFrom = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;

/** Start dates of every kind the issue names, from the checkout's day: this month, the 1st, a month's last day, later. */
const START_KINDS = [
  (today: string) => today,
  (today: string) => (addDays(today, 3) <= lastDayOf(today) ? addDays(today, 3) : today),
  (today: string) => lastDayOf(today),
  (today: string) => nextBillDate(today),
  (today: string) => addDays(nextBillDate(today), 13),
  (today: string) => lastDayOf(nextBillDate(today)),
  (today: string) => nextBillDate(nextBillDate(today)),
  (today: string) => addDays(nextBillDate(nextBillDate(today)), 19),
] as const;

/** Days checkout may be made on: mid-month, the 1st, a month's last day, a short February. */
const TODAYS = ['2026-11-26', '2026-12-01', '2026-12-31', '2027-01-15', '2027-01-31', '2027-02-28', '2027-03-01', '2027-04-30'] as const;

/** An accepted offer starting on `startDate`; the day is set in the database, as a checkout on `today` finds it. */
async function offerStarting(employer: Person, startDate: string, offer: Record<string, unknown> = {}): Promise<Pipeline> {
  const p = await pipeline(t, 'accepted', { employer, offer });
  await t.query(`update offers set start_date = '${startDate}' where id = '${p.offerId}'`);
  return p;
}

async function newCoupon(type: Coupon['type'], amount: number): Promise<string> {
  const code = `M${tag()}`.toUpperCase();
  await t.query(`insert into coupons (code, type, amount, scope) values ('${code}', '${type}', ${amount}, 'standard')`);
  return code;
}

/** Runs the monthly billing as of `day`, on billing's clock. */
async function runOn(day: string) {
  t.clock.set(`${day}T06:00:00Z`);
  return runMonthlyBilling(collectDepsOf(t), day);
}

const monthlyPayments = (employerId: string) =>
  t.query<{ period_start: string; period_end: string; amount_cents: number; status: string }>(
    `select period_start::text, period_end::text, amount_cents, status from payments where employer_id = '${employerId}' and kind = 'monthly' order by period_start`,
  );

interface Case {
  today: string;
  starts: string[];
  coupon: { type: Coupon['type']; amount: number } | null;
}

/** One checkout, paid, then billed month by month up to the charge it promised. */
async function checkMoneyStory({ today, starts, coupon }: Case) {
  t.clock.set(`${today}T12:00:00Z`);
  const employer: ReadyEmployer = await readyEmployer(t);
  const offers = [];
  for (const start of starts) offers.push(await offerStarting(employer, start, { pay_cents: 100_000 + 7_919 * offers.length }));
  const code = coupon ? await newCoupon(coupon.type, coupon.amount) : undefined;

  // What the checkout page shows, computed as its machine computes it (checkoutSums).
  const { standing, offers: priced, subscriptionFee, nextBillDate: runBillsFrom } = await initiation(employer);
  const shown = chargeSums(
    priced.map((o) => ({ total: o.first_month.total, fees: o.first_month.fees })),
    subscriptionFee,
    coupon ?? undefined,
  );
  const billed = [
    ...standing.monthly_bill.staff.map((s: Json) => ({ billingStart: s.billing_start, monthlyCents: s.monthly_charge_cents })),
    ...priced.map((o) => ({ billingStart: o.first_month.start_date, monthlyCents: o.monthly_charge_cents })),
  ];
  const promised = nextCharge(billed, standing.monthly_bill.subscription_fee_cents, runBillsFrom)!;
  expect(promised).not.toBeNull();

  // Checkout total = charged amount = invoice total.
  const paid = ok<Json>(await hireStaff(employer, offers.map((o) => o.offerId!), { total: shown.total, coupon: code }));
  expect(paid).toMatchObject({ status: 'succeeded', amount_cents: shown.total });
  const invoice = ok<Json>(await employer.browser.get(CHECKOUT.invoice(paid.invoice_id)));
  expect(invoice.total_cents).toBe(shown.total);
  expect(invoice.lines.reduce((sum: number, line: Json) => sum + line.amount_cents, 0)).toBe(shown.total);

  // The invoice's period is the service period it bills, and each line's days are the days it charges.
  const firstStart = priced.map((o) => o.first_month.start_date as string).sort()[0]!;
  const lastEnd = priced.map((o) => monthEnd(o.first_month.start_date)).sort().at(-1)!;
  expect({ start: invoice.period_start, end: invoice.period_end }).toEqual({ start: firstStart, end: lastEnd });
  for (const line of invoice.lines as Json[]) {
    if (line.days === undefined) continue;
    const { year, month } = parseDate(line.period_start);
    expect(daysFrom(line.period_start, line.period_end)).toBe(line.days);
    expect(line.days_in_month).toBe(daysInMonth(year, month));
    expect(line.period_end).toBe(monthEnd(line.period_start));
  }

  // Settings → Billing tells the same next charge.
  const { subscription } = ok<Json>(await employer.browser.post(BILLING_URLS.subscription));
  expect(subscription).toMatchObject({ next_charge_date: promised.date, next_charge_cents: promised.sums.total });

  // The run charges nothing before the promised day, and the promised amount on it.
  for (let day = runBillsFrom; day < promised.date; day = nextBillDate(day)) {
    await runOn(day);
    expect(await monthlyPayments(employer.user.id)).toEqual([]);
  }
  await runOn(promised.date);
  expect(await monthlyPayments(employer.user.id)).toEqual([
    { period_start: promised.date, period_end: monthEnd(promised.date), amount_cents: promised.sums.total, status: 'succeeded' },
  ]);
}

describe('money shown is money charged', { timeout: 120_000 }, () => {
  test('the issue’s case: an offer made on Nov 26 starting Dec 14 bills Dec 14 – Dec 31 now and is next charged on Jan 1', async () => {
    t.clock.set('2026-11-26T12:00:00Z');
    const employer = await readyEmployer(t);
    const offer = await offerStarting(employer, '2026-12-14');
    const { standing, offers, nextBillDate: runBillsFrom } = await initiation(employer);
    expect(offers[0]!.first_month).toMatchObject({ start_date: '2026-12-14', days: 18, days_in_month: 31 });
    const promised = nextCharge(
      [{ billingStart: '2026-12-14', monthlyCents: offers[0]!.monthly_charge_cents }],
      standing.monthly_bill.subscription_fee_cents,
      runBillsFrom,
    );
    expect(promised?.date).toBe('2027-01-01');

    const paid = ok<Json>(await hireStaff(employer, [offer.offerId!]));
    const invoice = ok<Json>(await employer.browser.get(CHECKOUT.invoice(paid.invoice_id)));
    expect(invoice).toMatchObject({ period_start: '2026-12-14', period_end: '2026-12-31' });
    expect(invoice.lines.find((line: Json) => line.kind === 'service_fee')).toMatchObject({ days: 18, days_in_month: 31 });
    const { subscription } = ok<Json>(await employer.browser.post(BILLING_URLS.subscription));
    expect(subscription).toMatchObject({ next_bill_date: '2026-12-01', next_charge_date: '2027-01-01', next_charge_cents: promised!.sums.total });
  });

  test('over start dates, proration and coupons: checkout total = charged = invoiced, and the next charge is the run’s', async () => {
    const rand = random(20_261_126);
    const coupons = [null, null, { type: 'percent', amount: 15 }, { type: 'fixed', amount: 12_345 }, { type: 'percent', amount: 100 }] as const;
    for (let i = 0; i < 8; i += 1) {
      const today = TODAYS[i % TODAYS.length]!;
      const count = 1 + rand.int(2);
      const starts = Array.from({ length: count }, () => rand.pick(START_KINDS)(today));
      const chosen = rand.pick(coupons);
      const story: Case = { today, starts, coupon: chosen ? { ...chosen } : null };
      try {
        await checkMoneyStory(story);
      } catch (error) {
        throw new Error(`case ${i} ${JSON.stringify(story)}: ${(error as Error).message}`, { cause: error });
      }
      await t.query(`update platform_subscriptions set status = 'cancelled'`);
      await t.query('delete from job_leases');
    }
  });

  test('with staff hired already, a later hire does not move their next charge, and joins the bill the month after its first', async () => {
    t.clock.set('2027-01-10T12:00:00Z');
    const employer = await readyEmployer(t);
    const first = await offerStarting(employer, '2027-01-12');
    ok(await hireStaff(employer, [first.offerId!]));
    const later = await offerStarting(employer, '2027-02-20');
    const { standing, offers, nextBillDate: runBillsFrom } = await initiation(employer);
    expect(standing.monthly_bill.staff).toHaveLength(1);
    const staff = standing.monthly_bill.staff.map((s: Json) => ({ billingStart: s.billing_start, monthlyCents: s.monthly_charge_cents }));
    const hire = { billingStart: offers[0]!.first_month.start_date, monthlyCents: offers[0]!.monthly_charge_cents };
    const promised = nextCharge([...staff, hire], standing.monthly_bill.subscription_fee_cents, runBillsFrom)!;
    expect(promised.date).toBe('2027-02-01');
    ok(await hireStaff(employer, [later.offerId!]));
    const { subscription } = ok<Json>(await employer.browser.post(BILLING_URLS.subscription));
    expect(subscription).toMatchObject({ next_charge_date: '2027-02-01', next_charge_cents: promised.sums.total });
    await runOn('2027-02-01');
    await runOn('2027-03-01');
    const march = nextCharge([...staff, hire], standing.monthly_bill.subscription_fee_cents, '2027-03-01')!;
    expect((await monthlyPayments(employer.user.id)).map((p) => [p.period_start, p.amount_cents])).toEqual([
      ['2027-02-01', promised.sums.total],
      ['2027-03-01', march.sums.total],
    ]);
  });
});

describe('after paying', { timeout: 60_000 }, () => {
  test('the card that paid becomes the default for the monthly bill, not the one declined before it', async () => {
    t.clock.set('2026-11-26T12:00:00Z');
    const employer = await newEmployer(t);
    await acceptAgreements(employer);
    const declined = await saveCard(employer, CARDS.declined);
    const offer = await offerStarting(employer, '2026-12-14');
    const ready = { ...employer, card: declined };
    expect(ok<Json>(await hireStaff(ready, [offer.offerId!]))).toMatchObject({ status: 'failed' });
    const paying = await saveCard(employer, CARDS.succeeds);
    expect(ok<Json>(await hireStaff(ready, [offer.offerId!], { card: paying }))).toMatchObject({ status: 'succeeded' });
    const cards = ok<Json>(await employer.browser.get(BILLING_URLS.cards)).payment_methods as Json[];
    expect(cards.map((card) => [card.id, card.is_default])).toEqual([
      [paying, true],
      [declined, false],
    ]);
  });

  test('the interview of a hire is no longer upcoming on either side', async () => {
    t.clock.set('2026-11-26T12:00:00Z');
    const employer = await readyEmployer(t);
    const offer = await offerStarting(employer, '2026-12-14');
    const before = ok<Json>(await employer.browser.get(URLS.employerDashboard));
    expect(before.counts.interviews_upcoming).toBe(1);
    ok(await hireStaff(employer, [offer.offerId!]));
    const [interview] = await t.query<{ status: string }>(`select status from interviews where id = '${offer.interviewId}'`);
    expect(interview!.status).toBe('cancelled');
    expect(ok<Json>(await employer.browser.get(URLS.employerDashboard)).counts.interviews_upcoming).toBe(0);
    expect(ok<Json>(await offer.candidate.browser.get(URLS.candidateDashboard)).counts.interviews_upcoming).toBe(0);
  });
});
