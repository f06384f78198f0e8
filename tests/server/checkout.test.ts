// Tag checkout: pricing accepted offers, paying for them by card, failed payments and retries, coupons and the card sandbox.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { billingStartDate, cardFeeCents, firstMonth, monthEnd, monthlyCharge, nextBillDate } from '../../src/shared/pricing.js';
import { FEES } from '../../src/shared/fees.js';
import type { PaymentProvider } from '../../server/payments/provider.js';
import { expectError, field, msg, startTestServer, type TestServer } from './harness.js';
import { URLS, dayFromToday, dbRow, newCandidate, newEmployer, ok, pipeline, put, tag, type Person } from './pipeline-fixtures.js';
import {
  CARDS,
  CHECKOUT,
  acceptAgreements,
  acceptedOffers,
  cardInput,
  countRows,
  expectRefusal,
  expectedTotal,
  hireStaff,
  initiation,
  offerIdsOf,
  readyEmployer,
  saveCard,
  type ReadyEmployer,
} from './checkout-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
/** Billing's today: a few days from now, so that offers starting in two weeks start after it. */
const TODAY = dayFromToday(3);
beforeEach(async () => {
  await t.resetLimits();
  t.clock.set(`${TODAY}T12:00:00Z`);
});

const nameOf = async (userId: string) => {
  const [u] = await t.query<{ firstname: string; lastname: string }>(`select firstname, lastname from users where id = '${userId}'`);
  return `${u!.firstname} ${u!.lastname}`;
};
const companyOf = async (p: Person) => (await t.query<{ company_name: string }>(`select company_name from users where id = '${p.user.id}'`))[0]!.company_name;
const setLocale = (p: Person, locale: string) => t.query(`update users set locale = '${locale}' where id = '${p.user.id}'`);
const offerStatus = async (offerId: string) => (await dbRow<{ status: string }>(t, 'offers', offerId)).status;

async function newCoupon(values: { type: 'percent' | 'fixed'; amount: number; scope?: string; expiresOn?: string; maxUses?: number; used?: number }) {
  const code = `T${tag()}`.toUpperCase();
  await t.query(
    `insert into coupons (code, type, amount, scope, expires_on, max_uses, used) values ('${code}', '${values.type}', ${values.amount},
      '${values.scope ?? 'standard'}', ${values.expiresOn ? `'${values.expiresOn}'` : 'null'}, ${values.maxUses ?? 'null'}, ${values.used ?? 0})`,
  );
  return code;
}

async function newGrant(employerId: string, percent: number, hires: number, expiresOn?: string) {
  const [grant] = await t.query<{ id: string }>(
    `insert into grants (employer_id, name, percent, hires, expires_on) values ('${employerId}', 'Digital skills grant', ${percent}, ${hires},
      ${expiresOn ? `'${expiresOn}'` : 'null'}) returning id`,
  );
  return grant!.id;
}

/** What the pricing module says an offer's first month costs today. */
function priced(offer: Json, grantPercent = 0) {
  const terms = {
    monthlyPayCents: offer.employment_offer.pay_cents,
    level: offer.employment_offer.experience_level,
    includeInsurance: offer.employment_offer.include_insurance,
    includeHealthcare: offer.employment_offer.include_healthcare,
    secureCloudComputing: offer.employment_offer.secure_cloud_computing,
    grantPercent,
  };
  const start = billingStartDate(offer.employment_offer.start_date, TODAY);
  return { start, first: firstMonth({ ...terms, startDate: start }), monthly: monthlyCharge(terms) };
}

describe('initiateCheckout', () => {
  test('prices each accepted offer with the shared pricing module, with the subscription due and the next bill date', async () => {
    const employer = await newEmployer(t);
    const [entry] = await acceptedOffers(t, employer, 1, { include_insurance: true, include_healthcare: true, secure_cloud_computing: false, pay_cents: 120_000 });
    const expert = await pipeline(t, 'accepted', { employer, job: { experienceLevel: 'expert' }, offer: { start_date: dayFromToday(1), pay_cents: 310_000 } });
    // Neither an offer still to be answered nor another employer's accepted one is on the bill.
    await pipeline(t, 'offered', { employer });
    await acceptedOffers(t, await newEmployer(t));

    const { standing, offers, subscriptionFee, nextBillDate: nextBill } = await initiation(employer);
    expect(standing).toMatchObject({ msa: { status: 'pending' }, platform_agreement_accepted: false, subscription_active: false, default_payment_method: null, today: TODAY });
    expect(subscriptionFee).toBe(FEES.platformSubscription);
    expect(nextBill).toBe(nextBillDate(TODAY));
    expect(offers.map((o) => o.employment_offer.id)).toEqual([entry!.offerId, expert.offerId]);

    for (const offer of offers) {
      const { start, first, monthly } = priced(offer);
      expect(offer.first_month).toEqual({
        start_date: start,
        days: first.days,
        days_in_month: first.daysInMonth,
        salary: first.salary,
        service_fee: first.serviceFee,
        setup_fee: FEES.onboardingSetup,
        insurance: first.addOns.insurance,
        healthcare: first.addOns.healthcare,
        secure_cloud_computing: first.addOns.secureCloudComputing,
        grant: 0,
        fees: first.fees,
        total: first.total,
      });
      expect(offer.monthly_charge_cents).toBe(monthly);
      expect(offer).toMatchObject({ status: 'awaiting_payment', employer_id: employer.user.id, onboarding_setup_fee: FEES.onboardingSetup, grant: null });
    }
    const [first, second] = offers as [Json, Json];
    // Starting in two weeks: billed from the start date; starting tomorrow, which billing's today has passed: from today.
    expect(first.first_month.start_date).toBe(first.employment_offer.start_date);
    expect(second.first_month.start_date).toBe(TODAY);
    expect(first.first_month.insurance).toBe(FEES.addOns.insurance);
    expect(second.first_month.service_fee).toBe(Math.round((FEES.serviceFee.expert * second.first_month.days) / second.first_month.days_in_month));
    expect(first).toMatchObject({
      candidate: { id: entry!.candidate.user.id, profile_image: null },
      job_listing: { id: entry!.job.id, title: entry!.job.title, location: 'Remote' },
      employment_offer: { contract_type: 'full_time', pay_cents: 120_000, currency: 'USD', include_insurance: true },
    });
  });

  test('a grant covers the oldest acceptances first, as many as it has hires left; an expired one covers none', async () => {
    const employer = await newEmployer(t);
    const grantId = await newGrant(employer.user.id, 50, 3);
    await t.query(`update grants set hires_used = 2 where id = '${grantId}'`);
    await newGrant(employer.user.id, 90, 5, dayFromToday(-1));
    const [older, newer] = await acceptedOffers(t, employer, 2);
    const { offers } = await initiation(employer);
    const byId = new Map(offers.map((o) => [o.employment_offer.id, o]));
    const covered = byId.get(older!.offerId!)!;
    expect(covered.grant).toEqual({ id: grantId, name: 'Digital skills grant', percent: 50 });
    expect(covered.first_month.grant).toBe(priced(covered, 50).first.grant);
    expect(covered.first_month.grant).toBe(Math.round((covered.first_month.service_fee + FEES.onboardingSetup) / 2));
    expect(covered.monthly_charge_cents).toBe(priced(covered, 50).monthly);
    expect(byId.get(newer!.offerId!)!).toMatchObject({ grant: null, first_month: { grant: 0 } });
  });

  test('a fractional offer has its own checkout and is not listed', async () => {
    const employer = await newEmployer(t);
    const fractional = await pipeline(t, 'accepted', { employer, job: { hireType: 'fractional', payCents: 4_000 }, offer: { contract_type: 'fractional', pay_cents: 4_000, hours_range: { min_hours: 20, max_hours: 40 } } });
    expect((await initiation(employer)).offers).toEqual([]);
    const ready = { ...employer, card: await saveCard(employer) };
    await acceptAgreements(employer);
    expectRefusal(await hireStaff(ready, [fractional.offerId!], { total: 1 }), 409, 'OFFER_NOT_PAYABLE');
  });
});

describe('hireStaff: a card that pays', () => {
  let employer: ReadyEmployer;
  let hired: Awaited<ReturnType<typeof acceptedOffers>>;
  let payment: Json;
  let total: number;

  beforeAll(async () => {
    await t.resetLimits();
    t.clock.set(`${TODAY}T12:00:00Z`);
    employer = await readyEmployer(t);
    hired = await acceptedOffers(t, employer, 2);
    await setLocale(hired[1]!.candidate, 'fr');
    total = await expectedTotal(employer, offerIdsOf(hired));
    payment = ok<Json>(await hireStaff(employer, offerIdsOf(hired), { total }));
  });

  test('charges what checkout showed, once, and answers the paid payment with its invoice', async () => {
    expect(payment).toMatchObject({
      kind: 'hire',
      status: 'succeeded',
      amount_cents: total,
      discount_cents: 0,
      currency: 'USD',
      offer_ids: offerIdsOf(hired),
      card: { brand: 'visa', last4: '4242' },
      failure: null,
      next_action: null,
    });
    expect(payment.card_fee_cents).toBe(cardFeeCents(total - payment.card_fee_cents));
    expect(payment.invoice_id).toEqual(expect.any(String));
    const customer = (await t.query<{ c: string }>(`select provider_customer_id as c from billing_accounts where employer_id = '${employer.user.id}'`))[0]!.c;
    expect(await t.query(`select amount_cents, status from sandbox_charges where customer_id = '${customer}'`)).toEqual([{ amount_cents: total, status: 'succeeded' }]);
  });

  test('the offers and their applications are hired, and the staff list shows them', async () => {
    for (const p of hired) {
      const offer = await dbRow<Json>(t, 'offers', p.offerId!);
      expect(offer).toMatchObject({ status: 'hired', billing_start_date: billingStartDate(offer.start_date, TODAY) });
      expect(offer.hired_at).not.toBeNull();
      expect((await dbRow<Json>(t, 'applications', p.applicationId)).status).toBe('hired');
      expect((await t.query(`select engaged from candidate_profiles where user_id = '${p.candidate.user.id}'`))[0]).toEqual({ engaged: true });
    }
    const staff = ok<Json>(await employer.browser.get(URLS.staff));
    expect(staff.staff.map((s: Json) => s.offer_id).sort()).toEqual(offerIdsOf(hired).sort());
    expect((await initiation(employer)).offers).toEqual([]);
    ok(await hired[0]!.candidate.browser.get(URLS.activeJob));
  });

  test('the invoice lists each hire line by line and adds up to the charge', async () => {
    const invoice = ok<Json>(await employer.browser.get(CHECKOUT.invoice(payment.invoice_id)));
    const lines = invoice.lines as Json[];
    // The invoice's period is the service it bills (the hires' first months), not the day it was paid.
    const salaries = lines.filter((l) => l.kind === 'salary');
    const firstStart = salaries.map((l) => l.period_start as string).sort()[0]!;
    const lastEnd = salaries.map((l) => l.period_end as string).sort().at(-1)!;
    expect(invoice).toMatchObject({ kind: 'hire', period_start: firstStart, period_end: lastEnd, total_cents: total, payment_id: payment.id });
    expect(lines.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(total);
    for (const p of hired) {
      const name = await nameOf(p.candidate.user.id);
      const kinds = lines.filter((l) => l.candidate_name === name).map((l) => l.kind);
      expect(kinds).toEqual(['salary', 'service_fee', 'setup_fee', 'insurance', 'secure_cloud_computing']);
      expect(lines.find((l) => l.candidate_name === name && l.kind === 'salary')).toMatchObject({ job_title: p.job.title, days: expect.any(Number), days_in_month: expect.any(Number) });
    }
    expect(lines.filter((l) => !l.candidate_name)).toEqual([
      // The subscription pays for the month the first hire starts in: the run charges no fee before the month after.
      { kind: 'platform_subscription', amount_cents: FEES.platformSubscription, period_start: firstStart, period_end: monthEnd(firstStart) },
      { kind: 'card_fee', amount_cents: payment.card_fee_cents },
    ]);
  });

  test('the platform subscription starts, billed next on the first of next month; the next checkout owes no fee', async () => {
    const { subscription } = ok<Json>(await employer.browser.post(CHECKOUT.subscription));
    expect(subscription).toMatchObject({ status: 'active', fee_cents: FEES.platformSubscription, next_bill_date: nextBillDate(TODAY), active_staff: 2 });
    await acceptedOffers(t, employer, 1);
    const { standing, subscriptionFee, nextBillDate: nextBill } = await initiation(employer);
    expect(standing).toMatchObject({ subscription_active: true, platform_agreement_accepted: true, msa: { status: 'active' }, default_payment_method: { id: employer.card } });
    expect(subscriptionFee).toBe(0);
    expect(nextBill).toBe(nextBillDate(TODAY));
  });

  test('the employer gets a receipt and each candidate a welcome, in their own language; both dashboards tell the news', async () => {
    const receipts = await t.mailbox(employer.user.email);
    expect(receipts.filter((m) => m.subject === msg('checkout_mail_receipt_subject'))).toHaveLength(1);
    const receipt = receipts.find((m) => m.subject === msg('checkout_mail_receipt_subject'))!;
    expect(receipt.text).toContain(`http://localhost:3000/settings/billing/invoices/${payment.invoice_id}`);
    expect(receipt.text).toContain('4242');
    for (const p of hired) expect(receipt.text).toContain(await nameOf(p.candidate.user.id));

    const company = await companyOf(employer);
    const [english] = await t.mailbox(hired[0]!.candidate.user.email);
    expect(english!.subject).toBe(msg('checkout_mail_hired_subject', { company }));
    expect(english!.text).toContain('http://localhost:3000/Candidate/ActiveJob');
    const [french] = await t.mailbox(hired[1]!.candidate.user.email);
    expect(french!.subject).toBe(msg('checkout_mail_hired_subject', { company }, 'fr'));

    for (const p of hired) {
      expect(await countRows(t, 'activity', `type = 'staff_hired' and application_id = '${p.applicationId}' and user_id = '${employer.user.id}'`)).toBe(1);
      expect(await countRows(t, 'activity', `type = 'staff_hired' and application_id = '${p.applicationId}' and user_id = '${p.candidate.user.id}' and counterpart = '${company}'`)).toBe(1);
    }
  });

  test('sending the same checkout again answers the same payment; a new one for the same offers is refused', async () => {
    const [again] = await t.query<{ idempotency_key: string }>(`select idempotency_key from payments where id = '${payment.id}'`);
    const resent = ok<Json>(await hireStaff(employer, offerIdsOf(hired), { key: again!.idempotency_key, total }));
    expect(resent).toEqual(payment);
    expectRefusal(await hireStaff(employer, offerIdsOf(hired), { total }), 409, 'ALREADY_HIRED');
    expect(await countRows(t, 'payments', `employer_id = '${employer.user.id}'`)).toBe(1);
  });

  test('retrying the paid payment is refused', async () => {
    const res = await employer.browser.post(CHECKOUT.retry, { payment_id: payment.id, payment_method_id: employer.card, idempotency_key: randomUUID() });
    expectRefusal(res, 409, 'ALREADY_PAID');
  });
});

describe('hireStaff: cards that do not pay', () => {
  test('a declined card fails with its reason in the caller\'s language, is listed among failed payments, and a retry with a good card hires', async () => {
    const employer = await readyEmployer(t);
    const declined = await saveCard(employer, CARDS.declined);
    const offers = await acceptedOffers(t, employer, 2);
    const names = [await nameOf(offers[0]!.candidate.user.id), await nameOf(offers[1]!.candidate.user.id)];
    employer.browser.defaultHeaders['accept-language'] = 'fr';
    const failed = ok<Json>(await hireStaff(employer, offerIdsOf(offers), { card: declined }));
    expect(failed).toMatchObject({ status: 'failed', invoice_id: null, failure: { code: 'card_declined', message: msg('payment_decline_card_declined', {}, 'fr') }, card: { last4: '0002' } });
    for (const p of offers) expect(await offerStatus(p.offerId!)).toBe('awaiting_payment');

    const { failed_payments } = ok<Json>(await employer.browser.get(CHECKOUT.failed));
    expect(failed_payments).toEqual([
      {
        payment: failed,
        description: msg('billing_srv_spending_hire', { names: names.join(', ') }, 'fr'),
        attempts: 1,
        last_attempt_at: expect.any(String),
      },
    ]);
    const [mail] = await t.mailbox(employer.user.email);
    expect(mail!.subject).toBe(msg('checkout_mail_failed_subject'));
    expect(mail!.text).toContain(msg('payment_decline_card_declined'));
    expect(mail!.text).toContain('http://localhost:3000/settings/billing');

    const retried = ok<Json>(await employer.browser.post(CHECKOUT.retry, { payment_id: failed.id, payment_method_id: employer.card, idempotency_key: randomUUID() }));
    expect(retried).toMatchObject({ id: failed.id, status: 'succeeded', failure: null, card: { last4: '4242' }, amount_cents: failed.amount_cents });
    expect(retried.invoice_id).toEqual(expect.any(String));
    for (const p of offers) expect(await offerStatus(p.offerId!)).toBe('hired');
    expect(ok<Json>(await employer.browser.get(CHECKOUT.failed)).failed_payments).toEqual([]);
    expect((await dbRow<Json>(t, 'payments', failed.id)).attempts).toBe(2);
  });

  test('insufficient funds fail with their own reason; a new checkout of the same offers replaces the failed one', async () => {
    const employer = await readyEmployer(t);
    const poor = await saveCard(employer, CARDS.insufficientFunds);
    const offers = await acceptedOffers(t, employer, 1);
    const failed = ok<Json>(await hireStaff(employer, offerIdsOf(offers), { card: poor }));
    expect(failed).toMatchObject({ status: 'failed', failure: { code: 'insufficient_funds', message: msg('payment_decline_insufficient_funds') } });
    const paid = ok<Json>(await hireStaff(employer, offerIdsOf(offers)));
    expect(paid.status).toBe('succeeded');
    expect((await dbRow<Json>(t, 'payments', failed.id)).status).toBe('void');
    expect(ok<Json>(await employer.browser.get(CHECKOUT.failed)).failed_payments).toEqual([]);
  });

  test('a card that asks for authentication waits for it, holds its offers, and is paid once approved and confirmed', async () => {
    const employer = await readyEmployer(t);
    const strict = await saveCard(employer, CARDS.authenticates);
    const offers = await acceptedOffers(t, employer, 1);
    const waiting = ok<Json>(await hireStaff(employer, offerIdsOf(offers), { card: strict }));
    expect(waiting).toMatchObject({ status: 'requires_action', invoice_id: null, next_action: { type: 'authenticate', provider: 'sandbox' } });
    const { provider_payment_id: chargeId, client_secret } = waiting.next_action;
    expect(client_secret).toEqual(expect.any(String));

    // While the bank's step is open the offer is being paid for: it cannot be withdrawn (nor its
    // applicant turned down, which would withdraw it) nor checked out again.
    expectRefusal(await employer.browser.post(URLS.withdrawOffer(offers[0]!.offerId!)), 409, 'PAYMENT_IN_PROGRESS');
    expectRefusal(await employer.browser.post(URLS.reject(offers[0]!.applicationId), { reason: 'Changed our mind.' }), 409, 'PAYMENT_IN_PROGRESS');
    expect(await offerStatus(offers[0]!.offerId!)).toBe('awaiting_payment');
    expect((await dbRow<Json>(t, 'applications', offers[0]!.applicationId)).status).toBe('offered');
    expectRefusal(await hireStaff(employer, offerIdsOf(offers)), 409, 'PAYMENT_IN_PROGRESS');

    const early = ok<Json>(await employer.browser.post(CHECKOUT.confirm, { payment_id: waiting.id }));
    expect(early.status).toBe('requires_action');
    expect(await employer.browser.post(CHECKOUT.sandboxAuthenticate(chargeId), { outcome: 'approve' })).toMatchObject({ statusCode: 204 });
    const paid = ok<Json>(await employer.browser.post(CHECKOUT.confirm, { payment_id: waiting.id }));
    expect(paid).toMatchObject({ id: waiting.id, status: 'succeeded', next_action: null });
    expect(await offerStatus(offers[0]!.offerId!)).toBe('hired');
    expectRefusal(await employer.browser.post(CHECKOUT.confirm, { payment_id: waiting.id }), 409, 'PAYMENT_NOT_PENDING');
    expectRefusal(await employer.browser.post(CHECKOUT.sandboxAuthenticate(chargeId), { outcome: 'approve' }), 409, 'PAYMENT_NOT_PENDING');
  });

  test('a failed authentication fails the payment, and the offer may then be withdrawn', async () => {
    const employer = await readyEmployer(t);
    const strict = await saveCard(employer, CARDS.authenticates);
    const offers = await acceptedOffers(t, employer, 1);
    const waiting = ok<Json>(await hireStaff(employer, offerIdsOf(offers), { card: strict }));
    expect(await employer.browser.post(CHECKOUT.sandboxAuthenticate(waiting.next_action.provider_payment_id), { outcome: 'fail' })).toMatchObject({ statusCode: 204 });
    const failed = ok<Json>(await employer.browser.post(CHECKOUT.confirm, { payment_id: waiting.id }));
    expect(failed).toMatchObject({ status: 'failed', failure: { code: 'authentication_failed', message: msg('payment_decline_authentication_failed') } });
    ok(await employer.browser.post(URLS.withdrawOffer(offers[0]!.offerId!)));
    // Its offers no longer await payment: the failed payment cannot be retried, and leaves the list.
    const retry = await employer.browser.post(CHECKOUT.retry, { payment_id: waiting.id, payment_method_id: employer.card, idempotency_key: randomUUID() });
    expectRefusal(retry, 409, 'OFFER_NOT_PAYABLE');
    expect((await dbRow<Json>(t, 'payments', waiting.id)).status).toBe('void');
    expect(ok<Json>(await employer.browser.get(CHECKOUT.failed)).failed_payments).toEqual([]);
  });

  test('a failed checkout from an earlier month is not retried at last month\'s prices', async () => {
    const employer = await readyEmployer(t);
    const declined = await saveCard(employer, CARDS.declined);
    const offers = await acceptedOffers(t, employer, 1);
    const failed = ok<Json>(await hireStaff(employer, offerIdsOf(offers), { card: declined }));
    t.clock.set(`${nextBillDate(TODAY)}T12:00:00Z`);
    const retry = await employer.browser.post(CHECKOUT.retry, { payment_id: failed.id, payment_method_id: employer.card, idempotency_key: randomUUID() });
    expectRefusal(retry, 409, 'PRICE_CHANGED');
    expect((await dbRow<Json>(t, 'payments', failed.id)).status).toBe('void');
    expect(await offerStatus(offers[0]!.offerId!)).toBe('awaiting_payment');
  });
});

describe('hireStaff: refusals change nothing', () => {
  const nothingHappened = async (employer: Person, offerIds: string[]) => {
    expect(await countRows(t, 'payments', `employer_id = '${employer.user.id}'`)).toBe(0);
    expect(await countRows(t, 'sandbox_charges', `customer_id in (select provider_customer_id from billing_accounts where employer_id = '${employer.user.id}')`)).toBe(0);
    for (const id of offerIds) expect(await offerStatus(id)).toBe('awaiting_payment');
  };

  test('a total other than the server\'s price charges nothing (PRICE_CHANGED)', async () => {
    const employer = await readyEmployer(t);
    const offers = offerIdsOf(await acceptedOffers(t, employer, 2));
    const total = await expectedTotal(employer, offers);
    expectRefusal(await hireStaff(employer, offers, { total: total - 1 }), 409, 'PRICE_CHANGED');
    // Paying for one offer costs what checkout shows for that one, not the total of both.
    expectRefusal(await hireStaff(employer, offers.slice(0, 1), { total }), 409, 'PRICE_CHANGED');
    await nothingHappened(employer, offers);
  });

  test('both agreements must be accepted first (AGREEMENTS_REQUIRED)', async () => {
    const employer = await newEmployer(t);
    const ready = { ...employer, card: await saveCard(employer) };
    const offers = offerIdsOf(await acceptedOffers(t, employer, 1));
    expectRefusal(await hireStaff(ready, offers), 409, 'AGREEMENTS_REQUIRED');
    const msa = ok<{ id: string }>(await employer.browser.get(CHECKOUT.msa));
    ok(await put(employer.browser, CHECKOUT.activateMsa(msa.id), { contract_type: 'full_time', status: 'active' }));
    expectRefusal(await hireStaff(ready, offers), 409, 'AGREEMENTS_REQUIRED');
    await nothingHappened(employer, offers);
    ok(await put(employer.browser, CHECKOUT.platformAgreement, { agreement_type: 'standard' }));
    expect(ok<Json>(await hireStaff(ready, offers)).status).toBe('succeeded');
  });

  test('only accepted offers can be paid for (OFFER_NOT_PAYABLE)', async () => {
    const employer = await readyEmployer(t);
    const pending = await pipeline(t, 'offered', { employer });
    const withdrawn = (await acceptedOffers(t, employer, 1))[0]!;
    ok(await employer.browser.post(URLS.withdrawOffer(withdrawn.offerId!)));
    const good = offerIdsOf(await acceptedOffers(t, employer, 1));
    for (const bad of [pending.offerId!, withdrawn.offerId!]) {
      expectRefusal(await hireStaff(employer, [...good, bad], { total: await expectedTotal(employer, good) }), 409, 'OFFER_NOT_PAYABLE');
    }
    await nothingHappened(employer, good);
  });

  test('a card that is not the employer\'s is unknown', async () => {
    const employer = await readyEmployer(t);
    const other = await readyEmployer(t);
    const offers = offerIdsOf(await acceptedOffers(t, employer, 1));
    expectError(await hireStaff(employer, offers, { card: other.card }), 404, 'NOT_FOUND');
    expectError(await hireStaff(employer, offers, { card: 'pm_sandbox_made_up' }), 404, 'NOT_FOUND');
    await nothingHappened(employer, offers);
  });

  test('bad input names the field', async () => {
    const employer = await readyEmployer(t);
    const offers = offerIdsOf(await acceptedOffers(t, employer, 1));
    const valid = { offer_ids: offers, payment_method_id: employer.card, idempotency_key: randomUUID(), expected_total_cents: 100 };
    const cases: [Json, string, string][] = [
      [{ ...valid, offer_ids: [] }, 'offer_ids', field('select_some', { min: 1 })],
      [{ ...valid, offer_ids: [offers[0], offers[0]] }, 'offer_ids', field('duplicates')],
      [{ ...valid, offer_ids: ['not-a-uuid'] }, 'offer_ids.0', field('invalid')],
      [{ ...valid, idempotency_key: 'again' }, 'idempotency_key', field('invalid')],
      [{ ...valid, expected_total_cents: -1 }, 'expected_total_cents', field('min', { min: 0 })],
      [{ ...valid, expected_total_cents: 12.5 }, 'expected_total_cents', field('type')],
      [{ ...valid, coupon_code: '' }, 'coupon_code', field('required')],
      [{ ...valid, payment_method_id: undefined }, 'payment_method_id', field('required')],
    ];
    for (const [body, name, message] of cases) {
      expectError(await employer.browser.post(CHECKOUT.hire, body), 400, 'VALIDATION_FAILED', { [name]: message });
    }
    expectError(await employer.browser.get(CHECKOUT.cardFee('ten')), 400, 'VALIDATION_FAILED', { amount: field('type') });
    await nothingHappened(employer, offers);
  });
});

describe('ownership', () => {
  test('another employer\'s offers and payments are unknown, a candidate is forbidden, an anonymous caller unauthenticated; nothing changes', async () => {
    const owner = await readyEmployer(t);
    const declined = await saveCard(owner, CARDS.declined);
    const offers = offerIdsOf(await acceptedOffers(t, owner, 2));
    const failed = ok<Json>(await hireStaff(owner, offers.slice(0, 1), { card: declined }));
    const coupon = await newCoupon({ type: 'percent', amount: 10 });

    const stranger = await readyEmployer(t);
    expectError(await hireStaff(stranger, offers.slice(1), { total: 1 }), 404, 'NOT_FOUND');
    expectError(await stranger.browser.post(CHECKOUT.coupon, { code: coupon, offer_id: offers[1] }), 404, 'NOT_FOUND');
    expectError(await stranger.browser.post(CHECKOUT.retry, { payment_id: failed.id, payment_method_id: stranger.card, idempotency_key: randomUUID() }), 404, 'NOT_FOUND');
    expectError(await stranger.browser.post(CHECKOUT.confirm, { payment_id: failed.id }), 404, 'NOT_FOUND');
    expect(ok<Json>(await stranger.browser.get(CHECKOUT.failed)).failed_payments).toEqual([]);
    expect((await initiation(stranger)).offers).toEqual([]);

    const candidate = await newCandidate(t);
    for (const res of [
      await candidate.browser.get(CHECKOUT.initiate),
      await candidate.browser.post(CHECKOUT.hire, { offer_ids: offers, payment_method_id: 'pm_x', idempotency_key: randomUUID(), expected_total_cents: 1 }),
      await candidate.browser.post(CHECKOUT.retry, { payment_id: failed.id, payment_method_id: 'pm_x', idempotency_key: randomUUID() }),
      await candidate.browser.post(CHECKOUT.coupon, { code: coupon, offer_id: offers[1] }),
      await candidate.browser.get(CHECKOUT.failed),
      await candidate.browser.post(CHECKOUT.sandboxCard, cardInput(CARDS.succeeds)),
    ]) {
      expectError(res, 403, 'FORBIDDEN');
    }
    const anonymous = t.client();
    expectError(await anonymous.get(CHECKOUT.initiate), 401, 'UNAUTHENTICATED');
    expectError(await anonymous.post(CHECKOUT.confirm, { payment_id: failed.id }), 401, 'UNAUTHENTICATED');
    expectError(await anonymous.get(CHECKOUT.cardFee(100)), 401, 'UNAUTHENTICATED');

    expect(await countRows(t, 'payments', `employer_id = '${owner.user.id}'`)).toBe(1);
    expect((await dbRow<Json>(t, 'payments', failed.id))).toMatchObject({ status: 'failed', attempts: 1 });
    for (const id of offers) expect(await offerStatus(id)).toBe('awaiting_payment');
  });

  test('the sandbox\'s authentication step is the card owner\'s alone', async () => {
    const owner = await readyEmployer(t);
    const strict = await saveCard(owner, CARDS.authenticates);
    const offers = offerIdsOf(await acceptedOffers(t, owner, 1));
    const waiting = ok<Json>(await hireStaff(owner, offers, { card: strict }));
    const stranger = await readyEmployer(t);
    const chargeId = waiting.next_action.provider_payment_id;
    expectError(await stranger.browser.post(CHECKOUT.sandboxAuthenticate(chargeId), { outcome: 'approve' }), 404, 'NOT_FOUND');
    expectError(await owner.browser.post(CHECKOUT.sandboxAuthenticate('pi_sandbox_made_up'), { outcome: 'approve' }), 404, 'NOT_FOUND');
    expect((await t.query(`select status from sandbox_charges where id = '${chargeId}'`))[0]).toEqual({ status: 'requires_action' });
  });
});

describe('coupons', () => {
  let employer: ReadyEmployer;
  let offerId: string;
  let fees: number;
  beforeAll(async () => {
    await t.resetLimits();
    t.clock.set(`${TODAY}T12:00:00Z`);
    employer = await readyEmployer(t);
    offerId = offerIdsOf(await acceptedOffers(t, employer, 1))[0]!;
    fees = (await initiation(employer)).offers[0]!.first_month.fees;
  });
  const check = (code: string, id = offerId) => employer.browser.post(CHECKOUT.coupon, { code, offer_id: id });

  test('an unknown code, an expired, a used-up and a fractional coupon are refused, each with its reason', async () => {
    expectRefusal(await check('NO-SUCH-CODE'), 404, 'COUPON_UNKNOWN');
    expectRefusal(await check(await newCoupon({ type: 'percent', amount: 10, expiresOn: dayFromToday(1) })), 409, 'COUPON_EXPIRED');
    expectRefusal(await check(await newCoupon({ type: 'fixed', amount: 5_000, maxUses: 3, used: 3 })), 409, 'COUPON_USED_UP');
    expectRefusal(await check(await newCoupon({ type: 'percent', amount: 15, scope: 'fractional' })), 409, 'COUPON_WRONG_SCOPE');
    // Its last day still counts.
    expect(ok<Json>(await check(await newCoupon({ type: 'percent', amount: 10, expiresOn: TODAY }))).discount).toBe(Math.round(fees / 10));
  });

  test('a percent coupon takes its share of the fees; a fixed one its amount, never more than the fees; codes are read in any case', async () => {
    const percent = await newCoupon({ type: 'percent', amount: 10 });
    expect(ok<Json>(await check(` ${percent.toLowerCase()} `))).toEqual({ code: percent, type: 'percent', amount: 10, discount: Math.round(fees / 10) });
    const fixed = await newCoupon({ type: 'fixed', amount: 5_000 });
    expect(ok<Json>(await check(fixed))).toEqual({ code: fixed, type: 'fixed', amount: 5_000, discount: 5_000 });
    const huge = await newCoupon({ type: 'fixed', amount: 10_000_000 });
    expect(ok<Json>(await check(huge)).discount).toBe(fees);
  });

  test('only an offer awaiting payment can be checked, and the checks are rate limited', async () => {
    const code = await newCoupon({ type: 'percent', amount: 10 });
    const pending = await pipeline(t, 'offered', { employer });
    expectRefusal(await check(code, pending.offerId!), 409, 'OFFER_NOT_PAYABLE');
    expectError(await check(code, randomUUID()), 404, 'NOT_FOUND');
    await t.resetLimits();
    for (let i = 0; i < 20; i += 1) ok(await check(code));
    const limited = await check(code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    await t.resetLimits();
  });

  test('paying with a coupon takes it off the fees, shows it on the invoice and counts its use', async () => {
    const code = await newCoupon({ type: 'percent', amount: 20, maxUses: 10 });
    const total = await expectedTotal(employer, [offerId], { type: 'percent', amount: 20 });
    expectRefusal(await hireStaff(employer, [offerId], { coupon: code }), 409, 'PRICE_CHANGED');
    const paid = ok<Json>(await hireStaff(employer, [offerId], { coupon: code.toLowerCase(), total }));
    expect(paid).toMatchObject({ status: 'succeeded', amount_cents: total, discount_cents: Math.round(fees / 5) });
    const invoice = ok<Json>(await employer.browser.get(CHECKOUT.invoice(paid.invoice_id)));
    expect(invoice.lines).toContainEqual({ kind: 'coupon', amount_cents: -Math.round(fees / 5), coupon_code: code });
    expect(invoice.discount_cents).toBe(Math.round(fees / 5));
    expect((await t.query(`select used from coupons where code = '${code}'`))[0]).toEqual({ used: 1 });
  });
});

describe('grants at checkout', () => {
  test('the grant pays its share of the covered hire, shows as a credit, and counts the hire', async () => {
    const employer = await readyEmployer(t);
    const grantId = await newGrant(employer.user.id, 50, 1);
    const offers = await acceptedOffers(t, employer, 2);
    const [covered] = (await initiation(employer)).offers as [Json];
    const paid = ok<Json>(await hireStaff(employer, offerIdsOf(offers)));
    expect(paid.status).toBe('succeeded');
    expect((await dbRow<Json>(t, 'payments', paid.id)).grant_id).toBe(grantId);
    const invoice = ok<Json>(await employer.browser.get(CHECKOUT.invoice(paid.invoice_id)));
    const credits = invoice.lines.filter((l: Json) => l.kind === 'grant');
    expect(credits).toEqual([expect.objectContaining({ amount_cents: -covered.first_month.grant, candidate_name: await nameOf(offers[0]!.candidate.user.id) })]);
    expect((await dbRow<Json>(t, 'grants', grantId)).hires_used).toBe(1);
    // The monthly bill keeps giving the grant to the hire it covered, and to that one only.
    expect((await dbRow<Json>(t, 'offers', offers[0]!.offerId!)).grant_id).toBe(grantId);
    expect((await dbRow<Json>(t, 'offers', offers[1]!.offerId!)).grant_id).toBeNull();
    await acceptedOffers(t, employer, 1);
    expect((await initiation(employer)).offers[0]).toMatchObject({ grant: null });
  });
});

describe('the card fee and the sandbox card form', () => {
  test('the card fee is 2.9 % plus 30 cents of the amount', async () => {
    const employer = await newEmployer(t);
    expect(ok<Json>(await employer.browser.get(CHECKOUT.cardFee(10_000)))).toEqual({ amount_cents: 10_000, fee_cents: 320 });
    expect(ok<Json>(await employer.browser.get(CHECKOUT.cardFee(0)))).toEqual({ amount_cents: 0, fee_cents: 0 });
  });

  test('a test card becomes a payment method; a number failing the Luhn check or a past expiry is refused by field', async () => {
    const employer = await newEmployer(t);
    const [year, month] = TODAY.split('-').map(Number) as [number, number];
    const card = ok<Json>(await employer.browser.post(CHECKOUT.sandboxCard, cardInput('4000-0027-6000-3184', { exp_year: year, exp_month: month })));
    expect(card).toEqual({ id: expect.stringMatching(/^pm_sandbox_/), brand: 'visa', last4: '3184', exp_month: month, exp_year: year });
    expectError(await employer.browser.post(CHECKOUT.sandboxCard, cardInput('4242 4242 4242 4241')), 400, 'VALIDATION_FAILED', {
      number: msg('billing_api_field_card_number'),
    });
    expectError(await employer.browser.post(CHECKOUT.sandboxCard, cardInput(CARDS.succeeds, { exp_year: year - 1 })), 400, 'VALIDATION_FAILED', {
      exp_year: msg('billing_api_field_card_expired'),
    });
    if (month > 1) {
      expectError(await employer.browser.post(CHECKOUT.sandboxCard, cardInput(CARDS.succeeds, { exp_year: year, exp_month: month - 1 })), 400, 'VALIDATION_FAILED', {
        exp_month: msg('billing_api_field_card_expired'),
      });
    }
    // Card numbers are never stored.
    expect(JSON.stringify(await t.query(`select * from sandbox_cards where id = '${card.id}'`))).not.toContain('27600031');
  });
});

describe('with Stripe as the provider', () => {
  test('the sandbox\'s routes do not exist', async () => {
    const notCalled = () => {
      throw new Error('the card provider is not asked here');
    };
    const stripe: PaymentProvider = {
      kind: 'stripe',
      publishableKey: 'pk_test_checkout',
      createCustomer: notCalled,
      createSetupSession: notCalled,
      attachPaymentMethod: notCalled,
      detachPaymentMethod: notCalled,
      charge: notCalled,
      retrieveCharge: notCalled,
      parseWebhook: notCalled,
    };
    const server = await startTestServer({}, { payments: stripe });
    try {
      const employer = await newEmployer(server);
      expectError(await employer.browser.post(CHECKOUT.sandboxCard, cardInput(CARDS.succeeds)), 404, 'NOT_FOUND');
      expectError(await employer.browser.post(CHECKOUT.sandboxAuthenticate('pi_x'), { outcome: 'approve' }), 404, 'NOT_FOUND');
    } finally {
      await server.close();
    }
  });
});
