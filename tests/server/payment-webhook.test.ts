// The card provider's webhook: signed over the raw body, acted on once per event, no session or anti-forgery token.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { signPayload } from '../../server/payments/webhook-signature.js';
import { expectError, msg, startTestServer, testConfig, type Client, type TestServer } from './harness.js';
import { ok } from './pipeline-fixtures.js';
import { CARDS, CHECKOUT, acceptedOffers, countRows, expectRefusal, hireStaff, offerIdsOf, readyEmployer, saveCard } from './checkout-fixtures.js';

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
});

const SECRET = testConfig.payments.webhookSecret!;
let eventCounter = 0;
const eventId = () => `evt_test_${Date.now()}_${(eventCounter += 1)}`;

/** The card provider: no cookies, no anti-forgery token, only its signature. */
const provider = (): Client => t.client();

function send(rawBody: string, signature: string | null = signPayload(rawBody, SECRET)) {
  return provider().post(CHECKOUT.webhook, undefined, {
    payload: rawBody,
    xsrf: 'omit',
    headers: signature === null ? {} : { 'stripe-signature': signature },
  });
}

const intentEvent = (type: string, chargeId: string, paymentId: string, extra: Json = {}) =>
  JSON.stringify({ id: eventId(), type, data: { object: { id: chargeId, metadata: { payment_id: paymentId }, ...extra } } });

/** A checkout paid with a card that asks for authentication, left waiting for it. */
async function waitingPayment() {
  const employer = await readyEmployer(t);
  const strict = await saveCard(employer, CARDS.authenticates);
  const offers = offerIdsOf(await acceptedOffers(t, employer, 1));
  const payment = ok<Json>(await hireStaff(employer, offers, { card: strict }));
  expect(payment.status).toBe('requires_action');
  return { employer, offers, payment, chargeId: payment.next_action.provider_payment_id as string };
}

const paymentStatus = async (id: string) => (await t.query<{ status: string }>(`select status from payments where id = '${id}'`))[0]!.status;

describe('receivePaymentWebhook', () => {
  test('a missing, wrong or stale signature, or a body changed after signing, is refused and changes nothing', async () => {
    const { payment, chargeId } = await waitingPayment();
    const body = intentEvent('payment_intent.succeeded', chargeId, payment.id);
    const stale = signPayload(body, SECRET, Math.floor(Date.now() / 1000) - 3600);
    for (const res of [
      await send(body, null),
      await send(body, 'garbage'),
      await send(body, signPayload(body, 'whsec_someone_else')),
      await send(body, stale),
      await send(body.replace('payment_intent.succeeded', 'payment_intent.payment_failed'), signPayload(body, SECRET)),
    ]) {
      expectRefusal(res, 400, 'BAD_SIGNATURE');
    }
    expect(await paymentStatus(payment.id)).toBe('requires_action');
    expect(await countRows(t, 'webhook_events')).toBe(0);
  });

  test('a signed payment_intent.succeeded settles the payment waiting for authentication, without a session or an anti-forgery token', async () => {
    const { employer, offers, payment, chargeId } = await waitingPayment();
    const res = await send(intentEvent('payment_intent.succeeded', chargeId, payment.id));
    expect(ok<Json>(res)).toEqual({ received: true, duplicate: false });
    expect(await paymentStatus(payment.id)).toBe('succeeded');
    expect(await countRows(t, 'offers', `id = '${offers[0]}' and status = 'hired'`)).toBe(1);
    expect(await countRows(t, 'invoices', `payment_id = '${payment.id}'`)).toBe(1);
    // The app, confirming afterwards, finds it paid.
    expectRefusal(await employer.browser.post(CHECKOUT.confirm, { payment_id: payment.id }), 409, 'PAYMENT_NOT_PENDING');
  });

  test('the same event delivered twice is acted on once', async () => {
    const { employer, payment, chargeId } = await waitingPayment();
    const body = intentEvent('payment_intent.succeeded', chargeId, payment.id);
    expect(ok<Json>(await send(body))).toEqual({ received: true, duplicate: false });
    expect(ok<Json>(await send(body))).toEqual({ received: true, duplicate: true });
    expect(await countRows(t, 'webhook_events', `id = '${JSON.parse(body).id}'`)).toBe(1);
    const receipts = (await t.mailbox(employer.user.email)).filter((m) => m.subject === msg('checkout_mail_receipt_subject'));
    expect(receipts).toHaveLength(1);
  });

  test('a signed payment_intent.payment_failed fails the payment with the reason it gives', async () => {
    const { payment, chargeId } = await waitingPayment();
    const body = intentEvent('payment_intent.payment_failed', chargeId, payment.id, {
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
    expect(ok<Json>(await send(body))).toEqual({ received: true, duplicate: false });
    expect(await t.query(`select status, failure_code from payments where id = '${payment.id}'`)).toEqual([{ status: 'failed', failure_code: 'authentication_failed' }]);
  });

  test('events the app does not act on, and events for charges it does not know, are acknowledged', async () => {
    const other = JSON.stringify({ id: eventId(), type: 'customer.created', data: { object: { id: 'cus_123' } } });
    expect(ok<Json>(await send(other))).toEqual({ received: true, duplicate: false });
    expect(await t.query(`select type from webhook_events where id = '${JSON.parse(other).id}'`)).toEqual([{ type: 'customer.created' }]);
    const unknown = intentEvent('payment_intent.succeeded', 'pi_not_ours', '00000000-0000-4000-8000-000000000000');
    expect(ok<Json>(await send(unknown))).toEqual({ received: true, duplicate: false });
  });

  test('the signature covers the body exactly as sent, spacing included', async () => {
    const { payment, chargeId } = await waitingPayment();
    const spaced = `{ "type" : "payment_intent.succeeded",\n  "id": "${eventId()}",\n  "data": { "object": { "id": "${chargeId}" } } }`;
    expect(ok<Json>(await send(spaced))).toEqual({ received: true, duplicate: false });
    expect(await paymentStatus(payment.id)).toBe('succeeded');
  });

  test('bodies that are not events are refused as such', async () => {
    const before = await countRows(t, 'webhook_events');
    expectError(await send('{"id":'), 400, 'BODY_INVALID');
    expectError(await send(''), 400, 'BODY_INVALID');
    expectError(await send('{"__proto__":{"admin":true},"id":"evt_x","type":"customer.created"}'), 400, 'BODY_INVALID');
    expectError(await send('[1,2]'), 400, 'VALIDATION_FAILED', { body: msg('api_field_type') });
    // Signed, readable, but not an event: it has no id.
    expectError(await send('{"type":"payment_intent.succeeded"}'), 400, 'BODY_INVALID');
    expect(await countRows(t, 'webhook_events')).toBe(before);
  });

  test('other unsafe routes still need the anti-forgery token', async () => {
    const { employer } = await waitingPayment();
    const res = await employer.browser.post(CHECKOUT.coupon, { code: 'WELCOME10', offer_id: '00000000-0000-4000-8000-000000000000' }, { xsrf: 'omit' });
    expectError(res, 403, 'XSRF_MISMATCH');
  });
});
