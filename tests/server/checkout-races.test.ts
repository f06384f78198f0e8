// Checkout under pressure: double clicks, two tabs, a process dying mid-charge and a provider
// that cannot be reached. Whatever happens, a card is charged once and the hires are made once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { reconcileOpenAttempts } from '../../server/billing/collect.js';
import { recordCheckout } from '../../server/billing/checkout-hire.js';
import { SandboxProvider } from '../../server/payments/sandbox-provider.js';
import { ProviderUnavailableError, type ChargeRequest, type PaymentProvider } from '../../server/payments/provider.js';
import { cardDigits } from '../../server/payments/sandbox-cards.js';
import { expectError, msg, startTestServer, type Res, type TestServer } from './harness.js';
import { URLS, ok, type Person } from './pipeline-fixtures.js';
import { acceptedOffers, countRows, expectRefusal, expectedTotal, hireStaff, offerIdsOf, readyEmployer, type ReadyEmployer, type Tokenize } from './checkout-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The sandbox, with a switch that makes a charge go through at the provider and then be
 * lost on the way back: the process dies before recording it, or the network drops.
 */
class LossyProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  readonly publishableKey = null;
  sandbox!: SandboxProvider;
  loses: 'nothing' | 'the process' | 'the network' = 'nothing';

  createCustomer(...args: Parameters<SandboxProvider['createCustomer']>) {
    return this.sandbox.createCustomer(...args);
  }
  createSetupSession(customerId: string) {
    return this.sandbox.createSetupSession(customerId);
  }
  attachPaymentMethod(customerId: string, paymentMethodId: string) {
    return this.sandbox.attachPaymentMethod(customerId, paymentMethodId);
  }
  detachPaymentMethod(paymentMethodId: string) {
    return this.sandbox.detachPaymentMethod(paymentMethodId);
  }
  async charge(request: ChargeRequest, idempotencyKey: string) {
    const outcome = await this.sandbox.charge(request, idempotencyKey);
    if (this.loses === 'the process') throw new Error('the process died before it could record the charge');
    if (this.loses === 'the network') throw new ProviderUnavailableError('the answer was lost on the way back');
    return outcome;
  }
  retrieveCharge(providerPaymentId: string) {
    return this.sandbox.retrieveCharge(providerPaymentId);
  }
  parseWebhook(rawBody: string, signature: string | undefined) {
    return this.sandbox.parseWebhook(rawBody, signature);
  }
}

let t: TestServer;
const provider = new LossyProvider();
// The sandbox's own form route is there only when the sandbox itself is the provider.
const tokenize: Tokenize = async (_employer, number) =>
  (await provider.sandbox.tokenizeCard({ digits: cardDigits(number), expMonth: 12, expYear: 2030 })).id;

beforeAll(async () => {
  t = await startTestServer({}, { payments: provider });
  provider.sandbox = new SandboxProvider(t.db, 'whsec_test');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.resetLimits();
  provider.loses = 'nothing';
  t.clock.set(new Date());
});

const customerOf = async (employer: Person) =>
  (await t.query<{ c: string }>(`select provider_customer_id as c from billing_accounts where employer_id = '${employer.user.id}'`))[0]!.c;
const chargesOf = async (employer: Person) => countRows(t, 'sandbox_charges', `customer_id = '${await customerOf(employer)}'`);

/** Exactly one paid checkout of `offerIds` and its consequences, each made once. */
async function expectHiredOnce(employer: ReadyEmployer, offerIds: string[]) {
  expect(await chargesOf(employer)).toBe(1);
  expect(await countRows(t, 'payments', `employer_id = '${employer.user.id}' and status = 'succeeded'`)).toBe(1);
  expect(await countRows(t, 'payments', `employer_id = '${employer.user.id}' and status <> 'succeeded'`)).toBe(0);
  expect(await countRows(t, 'invoices', `employer_id = '${employer.user.id}'`)).toBe(1);
  expect(await countRows(t, 'platform_subscriptions', `employer_id = '${employer.user.id}'`)).toBe(1);
  const [{ company } = { company: '' }] = await t.query<{ company: string }>(`select company_name as company from users where id = '${employer.user.id}'`);
  for (const id of offerIds) {
    expect(await countRows(t, 'offers', `id = '${id}' and status = 'hired' and hired_at is not null`)).toBe(1);
    expect(await countRows(t, 'activity', `type = 'staff_hired' and application_id = (select application_id from offers where id = '${id}')`)).toBe(2);
    const [candidate] = await t.query<{ email: string }>(`select u.email from offers o join users u on u.id = o.candidate_id where o.id = '${id}'`);
    expect((await t.mailbox(candidate!.email)).filter((m) => m.subject === msg('checkout_mail_hired_subject', { company }))).toHaveLength(1);
  }
  const receipts = (await t.mailbox(employer.user.email)).filter((m) => m.subject === msg('checkout_mail_receipt_subject'));
  expect(receipts).toHaveLength(1);
}

describe('many requests at once', () => {
  test('20 identical requests (one key) charge once, make one payment, one invoice, the hires once and one set of mails', async () => {
    const employer = await readyEmployer(t, {}, tokenize);
    const offers = offerIdsOf(await acceptedOffers(t, employer, 2));
    const total = await expectedTotal(employer, offers);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => hireStaff(employer, offers, { key, total })));
    const payments = answers.map((res) => ok<Json>(res));
    expect(new Set(payments.map((p) => p.id)).size).toBe(1);
    expect(payments.every((p) => p.status === 'succeeded' && p.amount_cents === total)).toBe(true);
    await expectHiredOnce(employer, offers);
  });

  test('20 different requests (twenty keys) charge once; the others are told a payment is under way or the staff are hired', async () => {
    const employer = await readyEmployer(t, {}, tokenize);
    const offers = offerIdsOf(await acceptedOffers(t, employer, 2));
    const total = await expectedTotal(employer, offers);
    const answers = await Promise.all(Array.from({ length: 20 }, () => hireStaff(employer, offers, { total })));
    const paid = answers.filter((res) => res.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.json()).toMatchObject({ status: 'succeeded' });
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(['PAYMENT_IN_PROGRESS', 'ALREADY_HIRED']).toContain(res.json().code);
    }
    await expectHiredOnce(employer, offers);
  });
});

describe('a charge whose answer is lost', () => {
  test('a process that dies between the charge and its recording: the next start finds the charge and makes the hires, once', async () => {
    const employer = await readyEmployer(t, {}, tokenize);
    const offers = offerIdsOf(await acceptedOffers(t, employer, 1));
    provider.loses = 'the process';
    const died: Res = await hireStaff(employer, offers);
    expectError(died, 500, 'INTERNAL');
    expect(await t.query(`select a.status from payment_attempts a join payments p on p.id = a.payment_id where p.employer_id = '${employer.user.id}'`)).toEqual([
      { status: 'processing' },
    ]);
    expect(await chargesOf(employer)).toBe(1);
    expect(await countRows(t, 'offers', `id = '${offers[0]}' and status = 'awaiting_payment'`)).toBe(1);

    // The restarted process asks the provider again with the attempt's own key.
    provider.loses = 'nothing';
    t.clock.set(new Date());
    const deps = { db: t.db, payments: provider, clock: t.clock, publicUrl: 'http://localhost:3000' };
    expect(await reconcileOpenAttempts(deps, 0)).toEqual({ replayed: 1, failed: 0 });
    await expectHiredOnce(employer, offers);
    const before = await t.query(`select id, status, updated_at from payments where employer_id = '${employer.user.id}'`);
    expect(await reconcileOpenAttempts(deps, 0)).toEqual({ replayed: 0, failed: 0 });
    expect(await t.query(`select id, status, updated_at from payments where employer_id = '${employer.user.id}'`)).toEqual(before);
    await expectHiredOnce(employer, offers);
  });

  test('a provider that cannot be reached answers 503; sending the same checkout again finishes it without a second charge', async () => {
    const employer = await readyEmployer(t, {}, tokenize);
    const offers = offerIdsOf(await acceptedOffers(t, employer, 1));
    const total = await expectedTotal(employer, offers);
    const key = randomUUID();
    provider.loses = 'the network';
    expectError(await hireStaff(employer, offers, { key, total }), 503, 'UNAVAILABLE');
    // Meanwhile a second checkout of the same offers is refused: the first may have been charged.
    expect((await hireStaff(employer, offers, { total })).json().code).toBe('PAYMENT_IN_PROGRESS');
    provider.loses = 'nothing';
    const finished = ok<Json>(await hireStaff(employer, offers, { key, total }));
    expect(finished).toMatchObject({ status: 'succeeded', amount_cents: total });
    await expectHiredOnce(employer, offers);
  });

  test('a process that dies between recording a checkout and charging it holds the offers for a minute only, and never charges them later', async () => {
    const employer = await readyEmployer(t, {}, tokenize);
    const [first, second] = offerIdsOf(await acceptedOffers(t, employer, 2)) as [string, string];
    const today = new Date().toISOString().slice(0, 10);
    const record = async (offerId: string) => {
      const request = { offerIds: [offerId], paymentMethodId: employer.card, idempotencyKey: randomUUID(), expectedTotalCents: await expectedTotal(employer, [offerId]) };
      const payment = await t.db.transaction((tx) => recordCheckout(tx, employer.user.id, today, request));
      return { payment, request };
    };
    const died = await record(first);
    // Recorded and committed, never charged: for now it may still be on its way to the card.
    expectRefusal(await employer.browser.post(URLS.withdrawOffer(first)), 409, 'PAYMENT_IN_PROGRESS');
    await t.query(`update payments set created_at = now() - interval '2 minutes' where id = '${died.payment.id}'`);
    ok(await employer.browser.post(URLS.withdrawOffer(first)));
    // The request, sent again at last, finds its offer withdrawn: nothing is charged.
    expectRefusal(await hireStaff(employer, [first], { key: died.request.idempotencyKey, total: died.request.expectedTotalCents }), 409, 'OFFER_NOT_PAYABLE');
    expect(await t.query(`select status from payments where id = '${died.payment.id}'`)).toEqual([{ status: 'void' }]);

    // Another such checkout is replaced by the next checkout of its offer.
    const stuck = await record(second);
    await t.query(`update payments set created_at = now() - interval '2 minutes' where id = '${stuck.payment.id}'`);
    expect(ok<Json>(await hireStaff(employer, [second])).status).toBe('succeeded');
    expect(await t.query(`select status from payments where id = '${stuck.payment.id}'`)).toEqual([{ status: 'void' }]);
    expect(await chargesOf(employer)).toBe(1);
  });
});
