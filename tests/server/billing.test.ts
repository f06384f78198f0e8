// Tag billing: agreements, the subscription, saved cards, the provider's customer and invoices.
// Each operation: what it does, bad input named by field, another employer's ids (404), a
// candidate (403), no session (401), and nothing changed by a refused call.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { agreementsAccepted } from '../../server/billing/agreements.js';
import { ensurePaymentCustomer } from '../../server/billing/customers.js';
import { ProviderUnavailableError, type PaymentProvider } from '../../server/payments/provider.js';
import { FEES } from '../../src/shared/fees.js';
import { expectError, field, startTestServer, type Client, type TestServer } from './harness.js';
import { ISO, newCandidate, newEmployer, ok, put, type Person } from './pipeline-fixtures.js';
import { BILLING_URLS as U, CARDS, giveCustomer, hire, paidPayment, subscribe, tokenize } from './billing-fixtures.js';

let t: TestServer;
let candidate: Person;

beforeAll(async () => {
  t = await startTestServer();
  candidate = await newCandidate(t);
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown>;
type Card = { id: string; brand: string; last4: string; is_default: boolean; created_at: string };
type Cards = { payment_methods: Card[] };

const billingError = (code: string) => ({ messageKey: `billing_api_error_${code.toLowerCase()}` });
const cardRows = (employerId: string) =>
  t.query<Row>(`select id, is_default, removed_at is not null as removed from payment_methods where employer_id = '${employerId}' order by created_at, id`);
const cardsOf = async (browser: Client) => ok<Cards>(await browser.get(U.cards)).payment_methods;

/** Saves a sandbox card through the API, as the card form then the app do. */
async function attach(person: Person, number: string = CARDS.visa): Promise<Card> {
  const customer = ok<{ customer_id: string }>(await person.browser.post(U.createCustomer));
  const card = await tokenize(t, number);
  return ok<Card>(await person.browser.post(U.attachCard, { payment_methods: card.id, stripe_account_id: customer.customer_id }));
}

describe('getPaymentProviderInfo', () => {
  test('the sandbox, no publishable key, and the customer once there is one', async () => {
    const employer = await newEmployer(t);
    expect(ok(await employer.browser.get(U.providerInfo))).toEqual({ provider: 'sandbox', publishable_key: null, customer_id: null });
    const { customer_id } = ok<{ customer_id: string }>(await employer.browser.post(U.createCustomer));
    expect(ok(await employer.browser.get(U.providerInfo))).toEqual({ provider: 'sandbox', publishable_key: null, customer_id });
  });
});

describe('listMerchantCategories', () => {
  test('the 18 categories with their codes', async () => {
    const { codes } = ok<{ codes: { code: string; category: string }[] }>(await (await newEmployer(t)).browser.get(U.merchantCategories));
    expect(codes.map((c) => `${c.category} ${c.code}`)).toEqual([
      'computer_services 7372',
      'business_services 7399',
      'accounting 8931',
      'advertising 7311',
      'legal_services 8111',
      'medical_services 8099',
      'educational_services 8299',
      'real_estate 6513',
      'insurance 6300',
      'financial_institutions 6012',
      'retail 5399',
      'restaurants 5812',
      'software 5734',
      'telecommunications 4814',
      'charitable_organizations 8398',
      'professional_services 8999',
      'management_consulting 8742',
      'staffing_services 7361',
    ]);
  });
});

describe('getBillingDetails and updateBillingDetails', () => {
  test('empty until saved; saved trimmed; read back', async () => {
    const { browser } = await newEmployer(t);
    expect(ok(await browser.get(U.billingDetails))).toEqual({ name: '', address: '', mcc: null });
    const saved = ok(await put(browser, U.billingDetails, { name: '  Acme Staffing Ltd ', address: '1 Main Street\nSpringfield ', mcc: '7361' }));
    expect(saved).toEqual({ name: 'Acme Staffing Ltd', address: '1 Main Street\nSpringfield', mcc: '7361' });
    expect(ok(await browser.get(U.billingDetails))).toEqual(saved);
    expect(ok(await put(browser, U.billingDetails, { name: 'Acme', address: '', mcc: null }))).toEqual({ name: 'Acme', address: '', mcc: null });
  });

  test('bad input names the field and changes nothing', async () => {
    const { browser } = await newEmployer(t);
    const kept = { name: 'Acme', address: '1 Main Street', mcc: '7372' };
    ok(await put(browser, U.billingDetails, kept));
    const bad: [Row, Record<string, string>][] = [
      [{ ...kept, mcc: '1234' }, { mcc: field('choice') }],
      [{ ...kept, mcc: '12a4' }, { mcc: field('invalid') }],
      [{ ...kept, name: 'x'.repeat(201) }, { name: field('too_long', { max: 200 }) }],
      [{ name: 'Acme', mcc: null }, { address: field('required') }],
      [{ ...kept, vat: 'FR123' }, { vat: field('unknown') }],
    ];
    for (const [body, fields] of bad) expectError(await put(browser, U.billingDetails, body), 400, 'VALIDATION_FAILED', fields);
    expect(ok(await browser.get(U.billingDetails))).toEqual(kept);
  });
});

describe('createPaymentCustomer', () => {
  test('made on the first call, the same on every call, even two at once', async () => {
    const employer = await newEmployer(t);
    const [a, b] = await Promise.all([employer.browser.post(U.createCustomer), employer.browser.post(U.createCustomer)]);
    const first = ok<{ customer_id: string }>(a).customer_id;
    expect(first).toMatch(/^cus_sandbox_/);
    expect(ok<{ customer_id: string }>(b).customer_id).toBe(first);
    expect(ok<{ customer_id: string }>(await employer.browser.post(U.createCustomer)).customer_id).toBe(first);
    expect(await t.query(`select provider_customer_id from billing_accounts where employer_id = '${employer.user.id}'`)).toEqual([
      { provider_customer_id: first },
    ]);
  });

  test('503 UNAVAILABLE when the provider cannot be reached; nothing is stored', async () => {
    const employer = await newEmployer(t);
    const unreachable = {
      createCustomer: () => Promise.reject(new ProviderUnavailableError('connection refused')),
    } as unknown as PaymentProvider;
    await expect(ensurePaymentCustomer(t.db, unreachable, employer.user.id)).rejects.toMatchObject({ statusCode: 503, code: 'UNAVAILABLE' });
    expect(await t.query(`select * from billing_accounts where employer_id = '${employer.user.id}'`)).toEqual([]);
  });
});

describe('createCardSetupSession', () => {
  test('a secret for the caller’s own customer; another employer’s or a made-up one is 404', async () => {
    const employer = await newEmployer(t);
    const other = await newEmployer(t);
    const mine = await giveCustomer(t, employer.user.id);
    const theirs = await giveCustomer(t, other.user.id);
    const session = ok<{ client_secret: string }>(await employer.browser.post(U.setupSession, { customer_id: mine }));
    expect(session.client_secret).toMatch(/^seti_sandbox_.+_secret_/);
    expectError(await employer.browser.post(U.setupSession, { customer_id: theirs }), 404, 'NOT_FOUND');
    expectError(await employer.browser.post(U.setupSession, { customer_id: 'cus_made_up' }), 404, 'NOT_FOUND');
    expectError(await employer.browser.post(U.setupSession, {}), 400, 'VALIDATION_FAILED', { customer_id: field('required') });
  });
});

describe('attachPaymentMethod and listPaymentMethods', () => {
  test('the first card becomes the default; the list shows the default first, then the newest', async () => {
    const employer = await newEmployer(t);
    const first = await attach(employer);
    expect(first).toEqual({ id: first.id, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, is_default: true, created_at: expect.stringMatching(ISO) });
    const second = await attach(employer, '5555555555554444');
    const third = await attach(employer, CARDS.declined);
    expect(second).toMatchObject({ brand: 'mastercard', last4: '4444', is_default: false });
    expect((await cardsOf(employer.browser)).map((c) => [c.id, c.is_default])).toEqual([
      [first.id, true],
      [third.id, false],
      [second.id, false],
    ]);
  });

  test('attaching the same card again answers it as saved, once', async () => {
    const employer = await newEmployer(t);
    const customer = ok<{ customer_id: string }>(await employer.browser.post(U.createCustomer)).customer_id;
    const card = await tokenize(t);
    const body = { payment_methods: card.id, stripe_account_id: customer };
    const [a, b] = await Promise.all([employer.browser.post(U.attachCard, body), employer.browser.post(U.attachCard, body)]);
    expect(ok<Card>(b)).toEqual(ok<Card>(a));
    expect(ok<Card>(await employer.browser.post(U.attachCard, body))).toEqual(ok<Card>(a));
    expect(await cardRows(employer.user.id)).toEqual([{ id: card.id, is_default: true, removed: false }]);
  });

  test('a card the provider does not know is 404; another employer’s customer is 404; nothing is saved', async () => {
    const employer = await newEmployer(t);
    const other = await newEmployer(t);
    const customer = ok<{ customer_id: string }>(await employer.browser.post(U.createCustomer)).customer_id;
    const theirs = await giveCustomer(t, other.user.id);
    const card = await tokenize(t);
    expectError(await employer.browser.post(U.attachCard, { payment_methods: 'pm_sandbox_unknown', stripe_account_id: customer }), 404, 'NOT_FOUND');
    expectError(await employer.browser.post(U.attachCard, { payment_methods: card.id, stripe_account_id: theirs }), 404, 'NOT_FOUND');
    expectError(await employer.browser.post(U.attachCard, { stripe_account_id: customer }), 400, 'VALIDATION_FAILED', {
      payment_methods: field('required'),
    });
    expect(await cardRows(employer.user.id)).toEqual([]);
    expect(await cardRows(other.user.id)).toEqual([]);
  });

  test('a card another employer saved: 409 PAYMENT_METHOD_IN_USE, and it stays theirs', async () => {
    const owner = await newEmployer(t);
    const employer = await newEmployer(t);
    const card = await attach(owner);
    const customer = ok<{ customer_id: string }>(await employer.browser.post(U.createCustomer)).customer_id;
    expectError(
      await employer.browser.post(U.attachCard, { payment_methods: card.id, stripe_account_id: customer }),
      409,
      'PAYMENT_METHOD_IN_USE',
      undefined,
      billingError('PAYMENT_METHOD_IN_USE'),
    );
    expect(await cardRows(owner.user.id)).toEqual([{ id: card.id, is_default: true, removed: false }]);
    expect(await cardRows(employer.user.id)).toEqual([]);
  });

  test('a removed card saved again comes back', async () => {
    const employer = await newEmployer(t);
    const kept = await attach(employer);
    const removed = await attach(employer, '5555555555554444');
    ok(await employer.browser.delete(U.removeCard(removed.id)));
    const customer = ok<{ customer_id: string }>(await employer.browser.post(U.createCustomer)).customer_id;
    const back = ok<Card>(await employer.browser.post(U.attachCard, { payment_methods: removed.id, stripe_account_id: customer }));
    expect(back).toMatchObject({ id: removed.id, is_default: false });
    expect((await cardsOf(employer.browser)).map((c) => c.id)).toEqual([kept.id, removed.id]);
  });
});

describe('deletePaymentMethod', () => {
  test('a card other than the default: removed and detached, the default stays', async () => {
    const employer = await newEmployer(t);
    const first = await attach(employer);
    const second = await attach(employer, '5555555555554444');
    const left = ok<Cards>(await employer.browser.delete(U.removeCard(second.id)));
    expect(left.payment_methods.map((c) => [c.id, c.is_default])).toEqual([[first.id, true]]);
    expect(await cardRows(employer.user.id)).toEqual([
      { id: first.id, is_default: true, removed: false },
      { id: second.id, is_default: false, removed: true },
    ]);
    expect(await t.query(`select customer_id from sandbox_cards where id = '${second.id}'`)).toEqual([{ customer_id: null }]);
  });

  test('the default: the newest other card takes over', async () => {
    const employer = await newEmployer(t);
    const first = await attach(employer);
    const second = await attach(employer, '5555555555554444');
    const third = await attach(employer, CARDS.declined);
    ok(await put(employer.browser, U.setDefault, { payment_method_id: second.id }));
    const left = ok<Cards>(await employer.browser.delete(U.removeCard(second.id)));
    expect(left.payment_methods.map((c) => [c.id, c.is_default])).toEqual([
      [third.id, true],
      [first.id, false],
    ]);
  });

  test('the last card while staff are hired: 409 CARD_REQUIRED and it stays; without staff it goes', async () => {
    const employer = await newEmployer(t);
    const card = await attach(employer);
    const staff = await hire(t, employer, '2026-11-22');
    expectError(await employer.browser.delete(U.removeCard(card.id)), 409, 'CARD_REQUIRED', undefined, billingError('CARD_REQUIRED'));
    expect(await cardRows(employer.user.id)).toEqual([{ id: card.id, is_default: true, removed: false }]);
    await t.query(`update offers set status = 'ended', ended_at = now() where id = '${staff.offerId}'`);
    expect(ok<Cards>(await employer.browser.delete(U.removeCard(card.id)))).toEqual({ payment_methods: [] });
  });

  test('another employer’s card or an unknown one: 404; an overlong id: 400; nothing removed', async () => {
    const owner = await newEmployer(t);
    const employer = await newEmployer(t);
    const card = await attach(owner);
    await attach(employer);
    expectError(await employer.browser.delete(U.removeCard(card.id)), 404, 'NOT_FOUND');
    expectError(await employer.browser.delete(U.removeCard('pm_sandbox_unknown')), 404, 'NOT_FOUND');
    // Longer than the router reads a path parameter: refused before validation, as every path is.
    expectError(await employer.browser.delete(U.removeCard('p'.repeat(101))), 400, 'BODY_INVALID');
    expect(await cardRows(owner.user.id)).toEqual([{ id: card.id, is_default: true, removed: false }]);
  });
});

describe('setDefaultPaymentMethod', () => {
  test('one default: the chosen card, listed first', async () => {
    const employer = await newEmployer(t);
    const first = await attach(employer);
    const second = await attach(employer, '5555555555554444');
    const cards = ok<Cards>(await put(employer.browser, U.setDefault, { payment_method_id: second.id }));
    expect(cards.payment_methods.map((c) => [c.id, c.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // Choosing it again changes nothing.
    expect(ok<Cards>(await put(employer.browser, U.setDefault, { payment_method_id: second.id }))).toEqual(cards);
  });

  test('another employer’s card, a removed or unknown one: 404; no id: 400; the default stays', async () => {
    const owner = await newEmployer(t);
    const employer = await newEmployer(t);
    const theirs = await attach(owner);
    const mine = await attach(employer);
    const removed = await attach(employer, '5555555555554444');
    ok(await employer.browser.delete(U.removeCard(removed.id)));
    for (const id of [theirs.id, removed.id, 'pm_sandbox_unknown']) {
      expectError(await put(employer.browser, U.setDefault, { payment_method_id: id }), 404, 'NOT_FOUND');
    }
    expectError(await put(employer.browser, U.setDefault, {}), 400, 'VALIDATION_FAILED', { payment_method_id: field('required') });
    expect((await cardsOf(employer.browser)).map((c) => [c.id, c.is_default])).toEqual([[mine.id, true]]);
    expect((await cardsOf(owner.browser)).map((c) => [c.id, c.is_default])).toEqual([[theirs.id, true]]);
  });
});

describe('getInvoice', () => {
  test('the invoice with its lines and totals; another employer’s is 404; a bad id is 400', async () => {
    const employer = await newEmployer(t);
    const { payment, invoice } = await paidPayment(t, employer.user.id, { paidAt: '2026-11-22T10:00:00Z', names: ['Ada Lovelace'] });
    expect(ok(await employer.browser.get(U.invoice(invoice.id)))).toEqual({
      id: invoice.id,
      number: invoice.number,
      issued_at: expect.stringMatching(ISO),
      kind: 'hire',
      period_start: '2026-11-22',
      period_end: '2026-11-22',
      billing_name: 'Acme Staffing',
      billing_address: '1 Main Street, Springfield',
      company_name: 'Acme Staffing',
      lines: [{ kind: 'salary', amount_cents: 97_070, candidate_name: 'Ada Lovelace', job_title: 'Bookkeeper' }],
      subtotal_cents: 97_070,
      discount_cents: 0,
      card_fee_cents: 2_930,
      total_cents: 100_000,
      currency: 'USD',
      card: { brand: 'visa', last4: '4242' },
      payment_id: payment.id,
    });
    expectError(await (await newEmployer(t)).browser.get(U.invoice(invoice.id)), 404, 'NOT_FOUND');
    expectError(await employer.browser.get(U.invoice(randomUUID())), 404, 'NOT_FOUND');
    expectError(await employer.browser.get(U.invoice('INV-1')), 400, 'VALIDATION_FAILED', { invoice_id: field('invalid') });
  });
});

describe('the platform agreement', () => {
  test('not accepted until accepted; accepting again keeps the first time; an older version does not count', async () => {
    const employer = await newEmployer(t);
    expect(ok(await employer.browser.get(U.platformAgreement))).toEqual({ accepted: false, agreement_type: null, version: '2026-11', accepted_at: null });
    const accepted = ok<Row>(await put(employer.browser, U.acceptPlatformAgreement, { agreement_type: 'standard' }));
    expect(accepted).toEqual({ accepted: true, agreement_type: 'standard', version: '2026-11', accepted_at: expect.stringMatching(ISO) });
    expect(ok(await put(employer.browser, U.acceptPlatformAgreement, { agreement_type: 'standard' }))).toEqual(accepted);
    expect(ok(await employer.browser.get(U.platformAgreement))).toEqual(accepted);
    await t.query(`update billing_accounts set platform_agreement_version = '2025-01' where employer_id = '${employer.user.id}'`);
    expect(ok(await employer.browser.get(U.platformAgreement))).toMatchObject({ accepted: false, version: '2026-11', accepted_at: null });
  });

  test('an unknown agreement type names the field and accepts nothing', async () => {
    const employer = await newEmployer(t);
    expectError(await put(employer.browser, U.acceptPlatformAgreement, { agreement_type: 'premium' }), 400, 'VALIDATION_FAILED', {
      agreement_type: field('choice'),
    });
    expect(ok(await employer.browser.get(U.platformAgreement))).toMatchObject({ accepted: false });
  });
});

describe('the master service agreement', () => {
  test('pending on first read (the same one every time); accepting makes it active, once', async () => {
    const employer = await newEmployer(t);
    const [a, b] = await Promise.all([employer.browser.get(U.msa), employer.browser.get(U.msa)]);
    const msa = ok<Row>(a);
    expect(msa).toEqual({ id: expect.any(String), status: 'pending', contract_type: 'full_time', version: '2026-11', accepted_at: null });
    expect(ok(b)).toEqual(msa);
    const active = ok<Row>(await put(employer.browser, U.activateMsa(String(msa.id)), { contract_type: 'fractional', status: 'active' }));
    expect(active).toEqual({ ...msa, status: 'active', contract_type: 'fractional', accepted_at: expect.stringMatching(ISO) });
    const again = ok<Row>(await put(employer.browser, U.activateMsa(String(msa.id)), { contract_type: 'full_time', status: 'active' }));
    expect(again).toEqual({ ...active, contract_type: 'full_time' });
    expect(ok(await employer.browser.get(U.msa))).toEqual(again);
  });

  test('another employer’s MSA: 404 and it stays pending; bad input names the field', async () => {
    const owner = await newEmployer(t);
    const employer = await newEmployer(t);
    const msa = ok<{ id: string }>(await owner.browser.get(U.msa));
    expectError(await put(employer.browser, U.activateMsa(msa.id), { contract_type: 'full_time', status: 'active' }), 404, 'NOT_FOUND');
    expectError(await put(owner.browser, U.activateMsa(msa.id), { contract_type: 'full_time', status: 'pending' }), 400, 'VALIDATION_FAILED', {
      status: field('choice'),
    });
    expectError(await put(owner.browser, U.activateMsa('not-a-uuid'), { contract_type: 'full_time', status: 'active' }), 400, 'VALIDATION_FAILED', {
      id: field('invalid'),
    });
    expect(ok(await owner.browser.get(U.msa))).toMatchObject({ status: 'pending', accepted_at: null });
  });

  test('checkout’s guard holds only with both agreements accepted', async () => {
    const employer = await newEmployer(t);
    expect(await agreementsAccepted(t.db, employer.user.id)).toBe(false);
    const msa = ok<{ id: string }>(await employer.browser.get(U.msa));
    ok(await put(employer.browser, U.activateMsa(msa.id), { contract_type: 'full_time', status: 'active' }));
    expect(await agreementsAccepted(t.db, employer.user.id)).toBe(false);
    ok(await put(employer.browser, U.acceptPlatformAgreement, { agreement_type: 'standard' }));
    expect(await agreementsAccepted(t.db, employer.user.id)).toBe(true);
  });
});

describe('getAddendum', () => {
  test('the MSA and each hired staff member with a month’s charge', async () => {
    const employer = await newEmployer(t);
    const staff = await hire(t, employer, '2026-11-22');
    const ended = await hire(t, employer, '2026-11-22');
    await t.query(`update offers set status = 'ended', ended_at = now() where id = '${ended.offerId}'`);
    t.clock.set('2026-11-25T09:00:00Z');
    const msa = ok<{ id: string }>(await employer.browser.get(U.msa));
    const [name] = await t.query<{ name: string }>(`select firstname || ' ' || lastname as name from users where id = '${staff.candidate.user.id}'`);
    expect(ok(await employer.browser.get(U.addendum))).toEqual({
      msa_id: msa.id,
      as_of: '2026-11-25',
      hires: [
        {
          offer_id: staff.offerId,
          candidate_name: name!.name,
          job_title: staff.job.title,
          experience_level: 'intermediate',
          start_date: '2026-11-22',
          pay_cents: 160_000,
          include_insurance: true,
          include_healthcare: false,
          secure_cloud_computing: true,
          monthly_charge_cents: 160_000 + FEES.serviceFee.intermediate + FEES.addOns.insurance + FEES.addOns.secureCloudComputing,
        },
      ],
    });
  });
});

describe('checkSubscriptionStatus and cancelSubscription', () => {
  test('null before the first hire', async () => {
    expect(ok(await (await newEmployer(t)).browser.post(U.subscription))).toEqual({ subscription: null });
  });

  test('with hired staff: cancelling is 409 STAFF_ACTIVE; once their contracts end, it is cancelled', async () => {
    const employer = await newEmployer(t);
    const staff = await hire(t, employer, '2026-11-22');
    const subscription = await subscribe(t, employer.user.id, '2026-12-01');
    const status = ok<{ subscription: Row }>(await employer.browser.post(U.subscription));
    expect(status.subscription).toEqual({
      id: subscription.id,
      status: 'active',
      fee_cents: FEES.platformSubscription,
      next_bill_date: '2026-12-01',
      next_charge_date: '2026-12-01',
      next_charge_cents: expect.any(Number),
      active_staff: 1,
      started_at: expect.stringMatching(ISO),
      cancelled_at: null,
    });
    expectError(await put(employer.browser, U.cancelSubscription(subscription.id)), 409, 'STAFF_ACTIVE', undefined, billingError('STAFF_ACTIVE'));
    expect(ok<{ subscription: Row }>(await employer.browser.post(U.subscription)).subscription.status).toBe('active');

    await t.query(`update offers set status = 'ended', ended_at = '2026-11-28T12:00:00Z' where id = '${staff.offerId}'`);
    const cancelled = ok<{ subscription: Row }>(await put(employer.browser, U.cancelSubscription(subscription.id)));
    expect(cancelled.subscription).toMatchObject({ status: 'cancelled', active_staff: 0, next_charge_cents: 0, cancelled_at: expect.stringMatching(ISO) });
    expect(ok(await put(employer.browser, U.cancelSubscription(subscription.id)))).toEqual(cancelled);
  });

  test('another employer’s subscription: 404 and it stays; a bad id names the field', async () => {
    const owner = await newEmployer(t);
    const subscription = await subscribe(t, owner.user.id, '2026-12-01');
    const employer = await newEmployer(t);
    expectError(await put(employer.browser, U.cancelSubscription(subscription.id)), 404, 'NOT_FOUND');
    expectError(await put(employer.browser, U.cancelSubscription('nope')), 400, 'VALIDATION_FAILED', { id: field('invalid') });
    expect(ok<{ subscription: Row }>(await owner.browser.post(U.subscription)).subscription.status).toBe('active');
  });
});

describe('who may call', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const calls: [string, string, string, unknown?][] = [
    ['getPaymentProviderInfo', 'GET', U.providerInfo],
    ['listMerchantCategories', 'GET', U.merchantCategories],
    ['getBillingDetails', 'GET', U.billingDetails],
    ['updateBillingDetails', 'PUT', U.billingDetails, { name: 'x', address: 'y', mcc: null }],
    ['createPaymentCustomer', 'POST', U.createCustomer],
    ['createCardSetupSession', 'POST', U.setupSession, { customer_id: 'cus_x' }],
    ['attachPaymentMethod', 'POST', U.attachCard, { payment_methods: 'pm_x', stripe_account_id: 'cus_x' }],
    ['listPaymentMethods', 'GET', U.cards],
    ['deletePaymentMethod', 'DELETE', U.removeCard('pm_x')],
    ['setDefaultPaymentMethod', 'PUT', U.setDefault, { payment_method_id: 'pm_x' }],
    ['listSpendings', 'GET', U.spendings],
    ['exportSpendings', 'GET', U.exportSpendings],
    ['getInvoice', 'GET', U.invoice(id)],
    ['getPlatformAgreement', 'GET', U.platformAgreement],
    ['acceptPlatformAgreement', 'PUT', U.acceptPlatformAgreement, { agreement_type: 'standard' }],
    ['getMsa', 'GET', U.msa],
    ['activateMsa', 'PUT', U.activateMsa(id), { contract_type: 'full_time', status: 'active' }],
    ['getAddendum', 'GET', U.addendum],
    ['checkSubscriptionStatus', 'POST', U.subscription],
    ['cancelSubscription', 'PUT', U.cancelSubscription(id)],
  ];

  test.each(calls)('%s: a candidate 403 FORBIDDEN, no session 401 UNAUTHENTICATED, nothing made', async (_op, method, url, body) => {
    expectError(await candidate.browser.request(method, url, body), 403, 'FORBIDDEN');
    const anonymous = t.client();
    await anonymous.primeXsrf();
    expectError(await anonymous.request(method, url, body), 401, 'UNAUTHENTICATED');
    expect(await t.query(`select * from billing_accounts where employer_id = '${candidate.user.id}'`)).toEqual([]);
    expect(await t.query(`select * from msas where employer_id = '${candidate.user.id}'`)).toEqual([]);
  });
});
