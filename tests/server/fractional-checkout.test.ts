// The fractional checkout: what paying for an accepted fractional offer costs, its coupons (and the
// standard ones refused both ways), paying by card with the full-time checkout's guarantees, and
// twenty payments of one offer at once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { FEES } from '../../src/shared/fees.js';
import { expectError, field, msg, startTestServer, type Res, type TestServer } from './harness.js';
import { completeProfile, dbRow, newCandidate, newEmployer, ok, type Person } from './pipeline-fixtures.js';
import { CARDS, CHECKOUT, countRows, expectRefusal, readyEmployer, saveCard, type ReadyEmployer } from './checkout-fixtures.js';
import { FRACTIONAL } from './fractional-fixtures.js';
import { acceptedFractional, fractionalCheckout, fractionalTotal, hireFractional, newCoupon, type AcceptedFractional } from './fractional-checkout-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Billing's today: November has 30 days, December 31. */
const TODAY = '2026-11-10';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.resetLimits();
  t.clock.set(`${TODAY}T12:00:00Z`);
});

const cardFee = (cents: number) => Math.round((cents * 2.9) / 100) + 30;
const offerRow = (offerId: string) => dbRow<Json>(t, 'offers', offerId);
/** Makes an accepted fractional offer another kind or state of offer (making and answering offers have their own tests). */
async function restated(offer: AcceptedFractional, change: string): Promise<AcceptedFractional> {
  await t.query(`update offers set ${change} where id = '${offer.offerId}'`);
  return offer;
}
const FULL_TIME = `contract_type = 'full_time', hours_min = null, hours_max = null, pay_cents = 160000`;

const chargesOf = async (employer: Person) =>
  countRows(t, 'sandbox_charges', `customer_id = (select provider_customer_id from billing_accounts where employer_id = '${employer.user.id}')`);

describe('getFractionalCheckout', () => {
  test('prices the first month from the day billing starts: a start passed or today, mid-month, next month', async () => {
    const employer = await newEmployer(t);
    const candidate = await newCandidate(t);
    // [start date, hourly rate, range] → [billing start, days, days in month, minimum, next bill date]
    const table: [string, number, [number, number], string, number, number, number, string][] = [
      ['2026-11-02', 4_000, [20, 40], '2026-11-10', 21, 30, 56_000, '2026-12-01'],
      ['2026-11-10', 3_550, [10, 25], '2026-11-10', 21, 30, 24_850, '2026-12-01'],
      ['2026-11-16', 4_000, [20, 40], '2026-11-16', 15, 30, 40_000, '2026-12-01'],
      ['2026-12-01', 4_000, [20, 40], '2026-12-01', 31, 31, 80_000, '2027-01-01'],
    ];
    for (const [startDate, hourlyCents, range, billingStart, days, daysInMonth, minimum, nextBill] of table) {
      const offer = await acceptedFractional(t, employer, { startDate, hourlyCents, range: { min: range[0], max: range[1] }, staff: candidate });
      const checkout = await fractionalCheckout(employer, offer.offerId);
      // No subscription runs yet: this checkout starts it.
      const subtotal = minimum + FEES.onboardingSetup + FEES.platformSubscription;
      expect(checkout, startDate).toMatchObject({
        offer_id: offer.offerId,
        contract_type: 'fractional',
        setup_fee_cents: FEES.onboardingSetup,
        subscription_due_cents: FEES.platformSubscription,
        first_month: { start_date: billingStart, days, days_in_month: daysInMonth, minimum_hours: range[0], minimum_cents: minimum },
        fees_cents: FEES.onboardingSetup,
        subtotal_cents: subtotal,
        stripe_fee_cents: cardFee(subtotal),
        total_cents: subtotal + cardFee(subtotal),
        next_month_charge: { lower_pay_range: hourlyCents * range[0], upper_pay_range: hourlyCents * range[1] },
        next_bill_date: nextBill,
      });
    }
    // The figures of one row, to the cent.
    const [last] = await t.query<{ id: string }>(`select id from offers where employer_id = '${employer.user.id}' and start_date = '2026-11-16'`);
    expect((await fractionalCheckout(employer, last!.id)).total_cents).toBe(66_709);
  });

  test('shows who is hired and on which terms', async () => {
    const employer = await newEmployer(t);
    const offer = await acceptedFractional(t, employer, { startDate: '2026-11-16' });
    await completeProfile(t, offer.staff.user.id, { country: 'PH' });
    const { data } = await fractionalCheckout(employer, offer.offerId);
    const row = await offerRow(offer.offerId);
    expect(data.candidate_details).toEqual({
      id: offer.staff.user.id,
      firstname: 'Maria',
      lastname: offer.candidateName.replace(/^Maria /, ''),
      profile_image: null,
      headline: 'Bookkeeper',
      country: 'PH',
      role: 'bookkeeper',
    });
    expect(data.fractional_employment_offer).toEqual({
      id: offer.offerId,
      status: 'awaiting_payment',
      experience_level: 'intermediate',
      hourly_rate_cents: 4_000,
      currency: 'USD',
      hours_range: { min_hours: 20, max_hours: 40 },
      start_date: '2026-11-16',
      schedule: row.schedule,
      answered_at: new Date(row.answered_at).toISOString(),
      job: { id: offer.job.id, title: offer.job.title, hire_type: 'fractional', status: 'open' },
    });
  });

  test('a full-time, pending or declined offer is not payable here; another employer’s is unknown; a candidate is forbidden; a bad id is refused', async () => {
    const employer = await newEmployer(t);
    const candidate = await newCandidate(t);
    for (const change of [FULL_TIME, `status = 'pending', answered_at = null`, `status = 'declined'`]) {
      const offer = await restated(await acceptedFractional(t, employer, { startDate: '2026-11-16', staff: candidate }), change);
      expectRefusal(await employer.browser.get(FRACTIONAL.checkout(offer.offerId)), 409, 'OFFER_NOT_PAYABLE');
    }
    const offer = await acceptedFractional(t, employer, { startDate: '2026-11-16', staff: candidate });
    const stranger = await newEmployer(t);
    expectError(await stranger.browser.get(FRACTIONAL.checkout(offer.offerId)), 404, 'NOT_FOUND');
    expectError(await employer.browser.get(FRACTIONAL.checkout(randomUUID())), 404, 'NOT_FOUND');
    expectError(await offer.staff.browser.get(FRACTIONAL.checkout(offer.offerId)), 403, 'FORBIDDEN');
    expectError(await t.client().get(FRACTIONAL.checkout(offer.offerId)), 401, 'UNAUTHENTICATED');
    expect((await employer.browser.get(FRACTIONAL.checkout('not-an-id'))).statusCode).toBe(400);
  });
});

describe('paying for a fractional hire', () => {
  let employer: ReadyEmployer;
  let offer: AcceptedFractional;
  let fullTime: AcceptedFractional;
  let fractionalCode: string;
  let standardCode: string;
  beforeAll(async () => {
    t.clock.set(`${TODAY}T12:00:00Z`);
    employer = await readyEmployer(t);
    offer = await acceptedFractional(t, employer, { startDate: '2026-11-16' });
    fullTime = await restated(await acceptedFractional(t, employer, { startDate: '2026-11-16', staff: offer.staff }), FULL_TIME);
    fractionalCode = await newCoupon(t, { type: 'percent', amount: 15, scope: 'fractional' });
    standardCode = await newCoupon(t, { type: 'percent', amount: 15, scope: 'standard' });
  });

  test('coupons: a fractional one takes its share of the setup fee; a standard one is refused on a fractional offer, and a fractional one on a full-time offer', async () => {
    const check = (url: string, code: string, offerId: string) => employer.browser.post(url, { code, offer_id: offerId });
    expect(ok<Json>(await check(FRACTIONAL.couponCheck, fractionalCode.toLowerCase(), offer.offerId))).toEqual({
      code: fractionalCode,
      type: 'percent',
      amount: 15,
      discount: Math.round(FEES.onboardingSetup * 0.15),
    });
    expectRefusal(await check(FRACTIONAL.couponCheck, standardCode, offer.offerId), 409, 'COUPON_WRONG_SCOPE');
    expectRefusal(await check(FRACTIONAL.couponCheck, fractionalCode, fullTime.offerId), 409, 'COUPON_WRONG_SCOPE');
    // The standard check, the other way round: a fractional offer, whatever the coupon.
    expectRefusal(await check(CHECKOUT.coupon, standardCode, offer.offerId), 409, 'COUPON_WRONG_SCOPE');
    expectRefusal(await check(CHECKOUT.coupon, fractionalCode, offer.offerId), 409, 'COUPON_WRONG_SCOPE');
    expectRefusal(await check(FRACTIONAL.couponCheck, 'NO-SUCH-CODE', offer.offerId), 404, 'COUPON_UNKNOWN');
    const pending = await restated(await acceptedFractional(t, employer, { startDate: '2026-11-16', staff: offer.staff }), `status = 'pending'`);
    expectRefusal(await check(FRACTIONAL.couponCheck, fractionalCode, pending.offerId), 409, 'OFFER_NOT_PAYABLE');
    expectError(await check(FRACTIONAL.couponCheck, fractionalCode, randomUUID()), 404, 'NOT_FOUND');
    // Paying with a standard coupon is refused the same way, and charges nothing.
    expectRefusal(await hireFractional(employer, offer.offerId, { coupon: standardCode }), 409, 'COUPON_WRONG_SCOPE');
    // A full-time offer is paid through the full-time checkout only.
    expectRefusal(await hireFractional(employer, fullTime.offerId, { total: 1 }), 409, 'OFFER_NOT_PAYABLE');
    expect(await countRows(t, 'payments', `employer_id = '${employer.user.id}'`)).toBe(0);
  });

  test('a total other than the checkout’s is PRICE_CHANGED and charges nothing', async () => {
    const total = await fractionalTotal(employer, offer.offerId);
    expectRefusal(await hireFractional(employer, offer.offerId, { total: total + 1 }), 409, 'PRICE_CHANGED');
    // The coupon changes the total: the page's total without it no longer matches.
    expectRefusal(await hireFractional(employer, offer.offerId, { total, coupon: fractionalCode }), 409, 'PRICE_CHANGED');
    expect(await countRows(t, 'payments', `employer_id = '${employer.user.id}'`)).toBe(0);
    expect(await chargesOf(employer)).toBe(0);
  });

  test('paid with a fractional coupon: the hire is made, the subscription starts, and the invoice has the first month’s minimum', async () => {
    const total = await fractionalTotal(employer, offer.offerId, { type: 'percent', amount: 15 });
    const discount = Math.round(FEES.onboardingSetup * 0.15);
    const subtotal = 40_000 + FEES.onboardingSetup + FEES.platformSubscription;
    expect(total).toBe(subtotal - discount + cardFee(subtotal - discount));
    const payment = ok<Json>(await hireFractional(employer, offer.offerId, { coupon: fractionalCode, total }));
    expect(payment).toMatchObject({ kind: 'hire', status: 'succeeded', amount_cents: total, discount_cents: discount, offer_ids: [offer.offerId] });

    const who = { offer_id: offer.offerId, candidate_name: offer.candidateName, job_title: offer.job.title, period_start: '2026-11-16', period_end: '2026-11-30' };
    const lines = [
      { kind: 'fractional_minimum', amount_cents: 40_000, ...who, days: 15, days_in_month: 30, hourly_rate_cents: 4_000, min_hours: 20, max_hours: 40 },
      { kind: 'setup_fee', amount_cents: FEES.onboardingSetup, ...who },
      { kind: 'platform_subscription', amount_cents: FEES.platformSubscription, period_start: '2026-11-16', period_end: '2026-11-30' },
      { kind: 'coupon', amount_cents: -discount, coupon_code: fractionalCode },
      { kind: 'card_fee', amount_cents: cardFee(subtotal - discount) },
    ];
    const invoice = ok<Json>(await employer.browser.get(CHECKOUT.invoice(payment.invoice_id)));
    expect(invoice).toMatchObject({ kind: 'hire', period_start: '2026-11-16', period_end: '2026-11-30', total_cents: total, lines });

    expect(await offerRow(offer.offerId)).toMatchObject({ status: 'hired', billing_start_date: '2026-11-16', grant_id: null });
    expect(await dbRow<Json>(t, 'applications', offer.applicationId)).toMatchObject({ status: 'hired' });
    expect((await t.query(`select used from coupons where code = '${fractionalCode}'`))[0]).toEqual({ used: 1 });
    // The subscription paid here covers November; the run bills December's fee with November's hours.
    const { subscription } = ok<{ subscription: Json }>(await employer.browser.post(CHECKOUT.subscription));
    // No hours yet: the first bill comes to the fee alone (the month's minimum was paid today).
    expect(subscription).toMatchObject({
      status: 'active',
      next_bill_date: '2026-12-01',
      next_charge_date: '2026-12-01',
      next_charge_cents: FEES.platformSubscription + cardFee(FEES.platformSubscription),
      active_staff: 1,
    });
    const company = (await t.query<{ c: string }>(`select company_name as c from users where id = '${employer.user.id}'`))[0]!.c;
    expect((await t.mailbox(offer.staff.user.email))[0]!.subject).toBe(msg('checkout_mail_hired_subject', { company }));
    expect((await t.mailbox(employer.user.email))[0]!.subject).toBe(msg('checkout_mail_receipt_subject'));

    // The hired offer's checkout is still there to read, as it would cost now: the subscription runs.
    expect(await fractionalCheckout(employer, offer.offerId)).toMatchObject({
      subscription_due_cents: 0,
      data: { fractional_employment_offer: { status: 'hired' } },
    });
    expectRefusal(await hireFractional(employer, offer.offerId, { total: 1 }), 409, 'ALREADY_HIRED');
    // The full-time checkout does not take it either.
    const fullTimeRes = await employer.browser.post(CHECKOUT.hire, {
      offer_ids: [fullTime.offerId],
      payment_method_id: employer.card,
      idempotency_key: randomUUID(),
      expected_total_cents: 1,
      coupon_code: fractionalCode,
    });
    expectRefusal(fullTimeRes, 409, 'COUPON_WRONG_SCOPE');
  });
});

describe('a card that does not simply pay', () => {
  test('declined: the payment fails, is listed with the failed payments, and a retry with another card makes the hire; a card that asks for authentication pays once confirmed (3-D Secure)', async () => {
    const employer = await readyEmployer(t);
    const declined = await saveCard(employer, CARDS.declined);
    const offer = await acceptedFractional(t, employer, { startDate: '2026-11-16' });
    const failed = ok<Json>(await hireFractional(employer, offer.offerId, { card: declined }));
    expect(failed).toMatchObject({ status: 'failed', failure: { code: 'card_declined' }, invoice_id: null });
    expect((await offerRow(offer.offerId)).status).toBe('awaiting_payment');
    const listed = ok<{ failed_payments: Json[] }>(await employer.browser.get(CHECKOUT.failed)).failed_payments;
    expect(listed.map((f) => [f.payment.id, f.description])).toEqual([[failed.id, msg('billing_srv_spending_hire', { names: offer.candidateName })]]);

    const retried = ok<Json>(await employer.browser.post(CHECKOUT.retry, { payment_id: failed.id, payment_method_id: employer.card, idempotency_key: randomUUID() }));
    expect(retried).toMatchObject({ id: failed.id, status: 'succeeded', amount_cents: failed.amount_cents });
    expect(await offerRow(offer.offerId)).toMatchObject({ status: 'hired', billing_start_date: '2026-11-16' });
    expect(await chargesOf(employer)).toBe(2);

    const strict = await saveCard(employer, CARDS.authenticates);
    const next = await acceptedFractional(t, employer, { startDate: '2026-12-01', staff: offer.staff });
    const waiting = ok<Json>(await hireFractional(employer, next.offerId, { card: strict }));
    // The subscription runs since the first hire: this checkout does not charge its fee again.
    expect(waiting).toMatchObject({ status: 'requires_action', amount_cents: (await fractionalCheckout(employer, next.offerId)).total_cents });
    expect((await fractionalCheckout(employer, next.offerId)).subscription_due_cents).toBe(0);
    expect(waiting.next_action).toMatchObject({ type: 'authenticate', provider: 'sandbox' });
    expect(await employer.browser.post(CHECKOUT.sandboxAuthenticate(waiting.next_action.provider_payment_id), { outcome: 'approve' })).toMatchObject({ statusCode: 204 });
    expect(ok<Json>(await employer.browser.post(CHECKOUT.confirm, { payment_id: waiting.id }))).toMatchObject({ status: 'succeeded' });
    expect(await offerRow(next.offerId)).toMatchObject({ status: 'hired', billing_start_date: '2026-12-01' });
  });
});

describe('guards', () => {
  test('another employer’s offer is unknown, a candidate is forbidden, missing agreements are asked for, bad input names the field; nothing is charged', async () => {
    const owner = await readyEmployer(t);
    const candidate = await newCandidate(t);
    const offer = await acceptedFractional(t, owner, { startDate: '2026-11-16', staff: candidate });
    const total = await fractionalTotal(owner, offer.offerId);
    const stranger = await readyEmployer(t);
    expectError(await hireFractional(stranger, offer.offerId, { total }), 404, 'NOT_FOUND');
    expectError(await stranger.browser.post(FRACTIONAL.couponCheck, { code: 'ANY', offer_id: offer.offerId }), 404, 'NOT_FOUND');
    // The owner paying with the stranger's card: not a card of theirs.
    expectError(await hireFractional(owner, offer.offerId, { total, card: stranger.card }), 404, 'NOT_FOUND');

    const body = { offer_id: offer.offerId, payment_method_id: 'pm_x', idempotency_key: randomUUID(), expected_total_cents: total };
    expectError(await candidate.browser.post(FRACTIONAL.hire, body), 403, 'FORBIDDEN');
    expectError(await candidate.browser.post(FRACTIONAL.couponCheck, { code: 'ANY', offer_id: offer.offerId }), 403, 'FORBIDDEN');
    expectError(await t.client().post(FRACTIONAL.hire, body), 401, 'UNAUTHENTICATED');

    const unready = await newEmployer(t);
    const theirs = await acceptedFractional(t, unready, { startDate: '2026-11-16', staff: candidate });
    const unreadyCard = await saveCard(unready);
    expectRefusal(await hireFractional({ ...unready, card: unreadyCard }, theirs.offerId), 409, 'AGREEMENTS_REQUIRED');

    const valid = { offer_id: offer.offerId, payment_method_id: owner.card, idempotency_key: randomUUID(), expected_total_cents: total };
    const cases: [Json, string, string][] = [
      [{ ...valid, offer_id: 'not-a-uuid' }, 'offer_id', field('invalid')],
      [{ ...valid, idempotency_key: 'again' }, 'idempotency_key', field('invalid')],
      [{ ...valid, expected_total_cents: -1 }, 'expected_total_cents', field('min', { min: 0 })],
      [{ ...valid, coupon_code: '' }, 'coupon_code', field('required')],
      [{ ...valid, payment_method_id: undefined }, 'payment_method_id', field('required')],
    ];
    for (const [input, name, message] of cases) expectError(await owner.browser.post(FRACTIONAL.hire, input), 400, 'VALIDATION_FAILED', { [name]: message });
    expectError(await owner.browser.post(FRACTIONAL.couponCheck, { code: '', offer_id: offer.offerId }), 400, 'VALIDATION_FAILED', { code: field('required') });

    expect(await countRows(t, 'payments', `employer_id in ('${owner.user.id}', '${stranger.user.id}', '${unready.user.id}')`)).toBe(0);
    expect((await offerRow(offer.offerId)).status).toBe('awaiting_payment');
  });
});

describe('twenty payments of one offer at once', () => {
  /** One charge more than `chargesBefore`, one payment, invoice and hire of the offer; the others were told why not. */
  async function expectOneHire(employer: ReadyEmployer, offer: AcceptedFractional, answers: Res[], chargesBefore: number) {
    const paid = answers.filter((res) => res.statusCode === 200).map((res) => res.json<Json>());
    expect(new Set(paid.map((p) => p.id)).size).toBe(1);
    expect(paid.every((p) => p.status === 'succeeded')).toBe(true);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(['PAYMENT_IN_PROGRESS', 'ALREADY_HIRED']).toContain(res.json().code);
    }
    expect(await chargesOf(employer)).toBe(chargesBefore + 1);
    expect(await countRows(t, 'payments', `'${offer.offerId}' = any(offer_ids)`)).toBe(1);
    expect(await countRows(t, 'invoices', `payment_id = '${paid[0]!.id}'`)).toBe(1);
    expect(await countRows(t, 'offers', `id = '${offer.offerId}' and status = 'hired'`)).toBe(1);
    expect(await countRows(t, 'activity', `type = 'staff_hired' and application_id = '${offer.applicationId}'`)).toBe(2);
  }

  test('with twenty keys, then with one: one charge and one hire each; the others hear a payment is under way or the staff member is hired', async () => {
    const employer = await readyEmployer(t);
    const first = await acceptedFractional(t, employer, { startDate: '2026-11-16' });
    const second = await acceptedFractional(t, employer, { startDate: '2026-11-16', staff: first.staff });

    const total = await fractionalTotal(employer, first.offerId);
    const keys = await Promise.all(Array.from({ length: 20 }, () => hireFractional(employer, first.offerId, { total })));
    expect(keys.filter((res) => res.statusCode === 200)).toHaveLength(1);
    await expectOneHire(employer, first, keys, 0);

    // Forty checkouts in a few seconds are over an employer's rate limit; each burst is measured alone.
    await t.resetLimits();
    const again = await fractionalTotal(employer, second.offerId);
    const key = randomUUID();
    const sameKey = await Promise.all(Array.from({ length: 20 }, () => hireFractional(employer, second.offerId, { key, total: again })));
    expect(sameKey.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    await expectOneHire(employer, second, sameKey, 1);
  });
});
