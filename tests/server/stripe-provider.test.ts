// The Stripe adapter of the card provider port, against a local server that answers like
// the few Stripe endpoints it uses: what it sends, how it reads each answer, and that a
// retried request carries our idempotency key unchanged.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { StartupError } from '../../server/startup-error.js';
import { paymentProviderFromConfig } from '../../server/payments/provider-from-config.js';
import { BadSignatureError, ProviderUnavailableError, type ChargeRequest } from '../../server/payments/provider.js';
import { UnknownChargeError, UnknownPaymentMethodError } from '../../server/payments/provider.js';
import { SandboxProvider } from '../../server/payments/sandbox-provider.js';
import { ChargePendingError, StripeProvider } from '../../server/payments/stripe-provider.js';
import { signPayload } from '../../server/payments/webhook-signature.js';
import { openTestDatabase, type TestDatabase } from './harness.js';

interface Received {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** The form-encoded body, keys as Stripe spells them (`metadata[payment_id]`). */
  form: Record<string, string>;
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * Answers `METHOD /path` from a queue set per test; the last answer of a queue repeats.
 * A request nobody queued an answer for is kept in `unexpected` and fails the test.
 */
class FakeStripe {
  readonly requests: Received[] = [];
  readonly unexpected: string[] = [];
  private readonly queues = new Map<string, Answer[]>();
  private server!: Server;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      void readForm(req).then((form) => {
        const route = `${req.method} ${req.url}`;
        this.requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          idempotencyKey: req.headers['idempotency-key'] as string | undefined,
          authorization: req.headers.authorization,
          form,
        });
        const queue = this.queues.get(route);
        const answer = queue && (queue.length > 1 ? queue.shift() : queue[0]);
        if (!answer) this.unexpected.push(route);
        const { status, body } = answer ?? { status: 400, body: { error: { type: 'invalid_request_error', message: `no answer for ${route}` } } };
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  on(route: string, ...answers: Answer[]) {
    this.queues.set(route, answers);
  }

  reset() {
    this.requests.length = 0;
    this.unexpected.length = 0;
    this.queues.clear();
  }

  async stop() {
    // The SDK keeps its connections alive; close them or the server never stops.
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return Object.fromEntries(new URLSearchParams(text));
}

const ok = (body: unknown): Answer => ({ status: 200, body });
const apiError = (status: number, error: Record<string, unknown>): Answer => ({ status, body: { error } });

function intent(fields: Record<string, unknown> = {}) {
  return {
    id: 'pi_1',
    object: 'payment_intent',
    amount: 123_45,
    currency: 'usd',
    status: 'succeeded',
    client_secret: 'pi_1_secret_abc',
    last_payment_error: null,
    metadata: { payment_id: 'pay_1' },
    ...fields,
  };
}

function card(fields: Record<string, unknown> = {}) {
  return {
    id: 'pm_1',
    object: 'payment_method',
    type: 'card',
    customer: null,
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 },
    ...fields,
  };
}

const WEBHOOK_SECRET = 'whsec_test_stripe';
const fake = new FakeStripe();
let stripe: StripeProvider;

const chargeRequest: ChargeRequest = {
  customerId: 'cus_1',
  paymentMethodId: 'pm_1',
  amountCents: 123_45,
  currency: 'USD',
  offSession: false,
  description: 'RemoteHire: new hires',
  paymentId: 'pay_1',
};

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  // The SDK waits at least half a second before a retry; the retries still happen, at once.
  vi.spyOn(Stripe.prototype, 'getInitialNetworkRetryDelay').mockReturnValue(0);
  vi.spyOn(Stripe.prototype, 'getMaxNetworkRetryDelay').mockReturnValue(0);
  fake.reset();
  stripe = new StripeProvider({ secretKey: 'sk_test_local', publishableKey: 'pk_test_local', webhookSecret: WEBHOOK_SECRET, apiBase: fake.url });
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(fake.unexpected).toEqual([]);
});

describe('charge', () => {
  test('a successful charge sends the amount, the card, our payment id and our idempotency key', async () => {
    fake.on('POST /v1/payment_intents', ok(intent()));
    await expect(stripe.charge(chargeRequest, 'attempt_1')).resolves.toEqual({ status: 'succeeded', providerPaymentId: 'pi_1' });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent!.idempotencyKey).toBe('attempt_1');
    expect(sent!.authorization).toBe('Bearer sk_test_local');
    expect(sent!.form).toMatchObject({
      amount: '12345',
      currency: 'usd',
      customer: 'cus_1',
      payment_method: 'pm_1',
      confirm: 'true',
      description: 'RemoteHire: new hires',
      'metadata[payment_id]': 'pay_1',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
    // On-session: the customer is there to authenticate, so Stripe may ask for it.
    expect(sent!.form).not.toHaveProperty('off_session');
  });

  test('a 500 is retried by the SDK with the same idempotency key, and the retry answers', async () => {
    fake.on('POST /v1/payment_intents', apiError(500, { type: 'api_error', message: 'boom' }), ok(intent()));
    await expect(stripe.charge(chargeRequest, 'attempt_retry')).resolves.toEqual({ status: 'succeeded', providerPaymentId: 'pi_1' });
    expect(fake.requests.map((r) => r.idempotencyKey)).toEqual(['attempt_retry', 'attempt_retry']);
  });

  test('a declined card fails with the decline code and the intent Stripe made', async () => {
    fake.on(
      'POST /v1/payment_intents',
      apiError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
        payment_intent: intent({ id: 'pi_declined', status: 'requires_payment_method' }),
      }),
    );
    await expect(stripe.charge(chargeRequest, 'attempt_2')).resolves.toEqual({
      status: 'failed',
      providerPaymentId: 'pi_declined',
      code: 'insufficient_funds',
    });
    // A decline is an answer, not a failure to reach Stripe: nothing is retried.
    expect(fake.requests).toHaveLength(1);
  });

  test('a card that asks for authentication answers its client secret', async () => {
    fake.on('POST /v1/payment_intents', ok(intent({ id: 'pi_3ds', status: 'requires_action', client_secret: 'pi_3ds_secret_xyz' })));
    await expect(stripe.charge(chargeRequest, 'attempt_3')).resolves.toEqual({
      status: 'requires_action',
      providerPaymentId: 'pi_3ds',
      clientSecret: 'pi_3ds_secret_xyz',
    });
  });

  test('off-session, a card that needs authentication fails with authentication_required', async () => {
    fake.on(
      'POST /v1/payment_intents',
      apiError(402, {
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'This payment requires authentication.',
        payment_intent: intent({ id: 'pi_offsession', status: 'requires_payment_method' }),
      }),
    );
    await expect(stripe.charge({ ...chargeRequest, offSession: true }, 'attempt_4')).resolves.toEqual({
      status: 'failed',
      providerPaymentId: 'pi_offsession',
      code: 'authentication_required',
    });
    expect(fake.requests[0]!.form.off_session).toBe('true');
  });

  test('a card Stripe does not know for this customer fails as declined, as in the sandbox', async () => {
    fake.on(
      'POST /v1/payment_intents',
      apiError(400, { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: "No such PaymentMethod: 'pm_1'" }),
    );
    await expect(stripe.charge(chargeRequest, 'attempt_5')).resolves.toEqual({ status: 'failed', providerPaymentId: null, code: 'card_declined' });
  });

  test('a Stripe that keeps answering 503 is unavailable after the retries, each with the same key', async () => {
    fake.on('POST /v1/payment_intents', apiError(503, { type: 'api_error', message: 'unavailable' }));
    await expect(stripe.charge(chargeRequest, 'attempt_6')).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(fake.requests.map((r) => r.idempotencyKey)).toEqual(['attempt_6', 'attempt_6', 'attempt_6']);
  });

  test('a Stripe that cannot be reached is unavailable, never a failed charge', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = new StripeProvider({
      secretKey: 'sk_test_local',
      publishableKey: 'pk_test_local',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: `http://127.0.0.1:${port}`,
    });
    const error = await unreachable.charge(chargeRequest, 'attempt_7').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).cause).toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });

  test('a rate limit is unavailable; a rejected key is a configuration error, not an outage', async () => {
    fake.on('POST /v1/payment_intents', apiError(429, { type: 'invalid_request_error', code: 'rate_limit', message: 'slow down' }));
    await expect(stripe.charge(chargeRequest, 'attempt_8')).rejects.toBeInstanceOf(ProviderUnavailableError);
    fake.on('POST /v1/payment_intents', apiError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' }));
    const error = await stripe.charge(chargeRequest, 'attempt_9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).not.toBeInstanceOf(ProviderUnavailableError);
  });

  test('a charge still processing is read again; while it stays so, its outcome is not known', async () => {
    fake.on('POST /v1/payment_intents', ok(intent({ id: 'pi_slow', status: 'processing' })));
    fake.on('GET /v1/payment_intents/pi_slow', ok(intent({ id: 'pi_slow', status: 'succeeded' })));
    await expect(stripe.charge(chargeRequest, 'attempt_10')).resolves.toEqual({ status: 'succeeded', providerPaymentId: 'pi_slow' });

    fake.on('GET /v1/payment_intents/pi_slow', ok(intent({ id: 'pi_slow', status: 'processing' })));
    const error = await stripe.charge(chargeRequest, 'attempt_10').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChargePendingError);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('retrieveCharge', () => {
  test.each([
    ['succeeded', intent({ status: 'succeeded' }), { status: 'succeeded', providerPaymentId: 'pi_1' }],
    [
      'waiting for authentication',
      intent({ status: 'requires_action', client_secret: 'pi_1_secret_abc' }),
      { status: 'requires_action', providerPaymentId: 'pi_1', clientSecret: 'pi_1_secret_abc' },
    ],
    [
      'authentication failed',
      intent({ status: 'requires_payment_method', last_payment_error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' } }),
      { status: 'failed', providerPaymentId: 'pi_1', code: 'authentication_failed' },
    ],
    [
      'back to requires_payment_method with no error recorded',
      intent({ status: 'requires_payment_method', last_payment_error: null }),
      { status: 'failed', providerPaymentId: 'pi_1', code: 'authentication_failed' },
    ],
    [
      'declined after authentication',
      intent({ status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'expired_card' } }),
      { status: 'failed', providerPaymentId: 'pi_1', code: 'expired_card' },
    ],
    ['canceled', intent({ status: 'canceled' }), { status: 'failed', providerPaymentId: 'pi_1', code: 'card_declined' }],
  ])('%s', async (_name, answer, outcome) => {
    fake.on('GET /v1/payment_intents/pi_1', ok(answer));
    await expect(stripe.retrieveCharge('pi_1')).resolves.toEqual(outcome);
  });

  test('a charge Stripe does not know is unknown; an outage is unavailable', async () => {
    fake.on('GET /v1/payment_intents/pi_nope', apiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' }));
    await expect(stripe.retrieveCharge('pi_nope')).rejects.toBeInstanceOf(UnknownChargeError);
    fake.on('GET /v1/payment_intents/pi_1', apiError(502, { type: 'api_error', message: 'bad gateway' }));
    await expect(stripe.retrieveCharge('pi_1')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('customers and cards', () => {
  test('createCustomer sends the employer and our idempotency key', async () => {
    fake.on('POST /v1/customers', ok({ id: 'cus_new', object: 'customer' }));
    await expect(stripe.createCustomer({ employerId: 'emp_1', email: 'boss@example.test', name: 'Acme' }, 'customer:emp_1')).resolves.toEqual({
      customerId: 'cus_new',
    });
    expect(fake.requests[0]).toMatchObject({
      idempotencyKey: 'customer:emp_1',
      form: { email: 'boss@example.test', name: 'Acme', 'metadata[employer_id]': 'emp_1' },
    });
  });

  test('createSetupSession asks for a card kept for off-session charges', async () => {
    fake.on('POST /v1/setup_intents', ok({ id: 'seti_1', object: 'setup_intent', client_secret: 'seti_1_secret_abc' }));
    await expect(stripe.createSetupSession('cus_1')).resolves.toEqual({ clientSecret: 'seti_1_secret_abc' });
    expect(fake.requests[0]!.form).toMatchObject({ customer: 'cus_1', usage: 'off_session', 'allowed_payment_method_types[0]': 'card' });
  });

  test('attaching a card answers what may be shown of it', async () => {
    fake.on('GET /v1/payment_methods/pm_1', ok(card()));
    fake.on('POST /v1/payment_methods/pm_1/attach', ok(card({ customer: 'cus_1' })));
    await expect(stripe.attachPaymentMethod('cus_1', 'pm_1')).resolves.toEqual({ id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 });
    expect(fake.requests.at(-1)!.form).toEqual({ customer: 'cus_1' });
  });

  test('a card the SetupIntent already attached to this customer is not attached again', async () => {
    fake.on('GET /v1/payment_methods/pm_1', ok(card({ customer: 'cus_1' })));
    await expect(stripe.attachPaymentMethod('cus_1', 'pm_1')).resolves.toMatchObject({ id: 'pm_1', last4: '4242' });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/payment_methods/pm_1']);
  });

  test("another customer's card, or one Stripe does not know, is an unknown card", async () => {
    fake.on('GET /v1/payment_methods/pm_1', ok(card({ customer: 'cus_other' })));
    await expect(stripe.attachPaymentMethod('cus_1', 'pm_1')).rejects.toBeInstanceOf(UnknownPaymentMethodError);
    fake.on('GET /v1/payment_methods/pm_gone', apiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' }));
    await expect(stripe.attachPaymentMethod('cus_1', 'pm_gone')).rejects.toBeInstanceOf(UnknownPaymentMethodError);
    expect(fake.requests.filter((r) => r.path.endsWith('/attach'))).toEqual([]);
  });

  test('detaching is done once the card is attached to nobody; an outage is unavailable', async () => {
    fake.on('POST /v1/payment_methods/pm_1/detach', ok(card()));
    await expect(stripe.detachPaymentMethod('pm_1')).resolves.toBeUndefined();
    fake.on(
      'POST /v1/payment_methods/pm_1/detach',
      apiError(400, { type: 'invalid_request_error', message: 'The payment method you provided is not attached to a customer so detachment is impossible.' }),
    );
    await expect(stripe.detachPaymentMethod('pm_1')).resolves.toBeUndefined();
    fake.on('POST /v1/payment_methods/pm_1/detach', apiError(503, { type: 'api_error', message: 'unavailable' }));
    await expect(stripe.detachPaymentMethod('pm_1')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('parseWebhook', () => {
  const succeeded = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intent({ id: 'pi_hook' }) },
  });

  test('accepts an event signed with our secret in Stripe scheme', () => {
    expect(stripe.parseWebhook(succeeded, signPayload(succeeded, WEBHOOK_SECRET))).toEqual({
      id: 'evt_1',
      type: 'payment.succeeded',
      providerPaymentId: 'pi_hook',
      paymentId: 'pay_1',
    });
    const failed = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: intent({ id: 'pi_hook', status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' } }) },
    });
    expect(stripe.parseWebhook(failed, signPayload(failed, WEBHOOK_SECRET))).toMatchObject({ type: 'payment.failed', code: 'insufficient_funds' });
  });

  test('rejects a tampered body, another secret, an old signature or none', () => {
    const signature = signPayload(succeeded, WEBHOOK_SECRET);
    const tampered = succeeded.replace('pi_hook', 'pi_evil');
    expect(() => stripe.parseWebhook(tampered, signature)).toThrow(BadSignatureError);
    expect(() => stripe.parseWebhook(succeeded, signPayload(succeeded, 'whsec_someone_else'))).toThrow(BadSignatureError);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect(() => stripe.parseWebhook(succeeded, signPayload(succeeded, WEBHOOK_SECRET, tenMinutesAgo))).toThrow(BadSignatureError);
    expect(() => stripe.parseWebhook(succeeded, undefined)).toThrow(BadSignatureError);
  });
});

describe('paymentProviderFromConfig', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase();
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  const payments = { stripeSecretKey: undefined, stripePublishableKey: undefined, webhookSecret: WEBHOOK_SECRET, stripeApiBase: undefined };

  test('without a Stripe key: the sandbox', () => {
    const provider = paymentProviderFromConfig({ payments }, testDb.database.db);
    expect(provider).toBeInstanceOf(SandboxProvider);
    expect(provider).toMatchObject({ kind: 'sandbox', publishableKey: null });
  });

  test('with both keys: Stripe, at the configured API base', async () => {
    const provider = paymentProviderFromConfig(
      { payments: { ...payments, stripeSecretKey: 'sk_test_config', stripePublishableKey: 'pk_test_config', stripeApiBase: fake.url } },
      testDb.database.db,
    );
    expect(provider).toBeInstanceOf(StripeProvider);
    expect(provider).toMatchObject({ kind: 'stripe', publishableKey: 'pk_test_config' });
    fake.on('POST /v1/customers', ok({ id: 'cus_config', object: 'customer' }));
    await expect(provider.createCustomer({ employerId: 'emp_2', email: 'e@example.test', name: 'E' }, 'customer:emp_2')).resolves.toEqual({
      customerId: 'cus_config',
    });
    expect(fake.requests[0]!.authorization).toBe('Bearer sk_test_config');
  });

  test('a secret key without its publishable key stops the start, naming the missing setting', () => {
    const start = () => paymentProviderFromConfig({ payments: { ...payments, stripeSecretKey: 'sk_test_config' } }, testDb.database.db);
    expect(start).toThrow(StartupError);
    expect(start).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });
});
