// The identity check (server/identity, decision 021): starting a session (once), the sandbox's
// capture screen with each of its test results, the signed webhook that records them (a bad
// signature changes nothing, a replay is applied once), the photos deleted once the result is in,
// a retry after a failure, who may read what, and the Stripe Identity adapter against a local
// server answering like Stripe.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../../server/app.js';
import { identityProviderFromConfig } from '../../server/identity/identity-provider-from-config.js';
import { identityStatusOf } from '../../server/identity/identity-checks.js';
import { SandboxIdentity, type SandboxOutcome } from '../../server/identity/sandbox-identity.js';
import { StripeIdentity } from '../../server/identity/stripe-identity.js';
import { BadSignatureError, ProviderUnavailableError } from '../../server/payments/provider.js';
import { signPayload } from '../../server/payments/webhook-signature.js';
import { StartupError } from '../../server/startup-error.js';
import { multipart } from './compliance-fixtures.js';
import { API, Client, expectError, field, startTestServer, testConfig, uniqueAddress, type Res, type TestServer, type TestUser } from './harness.js';

const SECRET = 'whsec_identity_sandbox_test';
const START = `${API}/candidate/identity-checks`;
const MINE = `${API}/candidate/identity-check`;
const WEBHOOK = `${API}/identity/webhook`;
const images = (session: string) => `${API}/sandbox/identity-sessions/${session}/images`;
const submission = (session: string) => `${API}/sandbox/identity-sessions/${session}/submission`;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
/** The sandbox's deliveries, waiting to be run by the test instead of by a timer. */
const deliveries: Array<() => Promise<void>> = [];
let app: FastifyInstance;
let photo: Buffer;

/** Runs the sandbox's deliveries due, as its timer would a few seconds later. */
async function deliver() {
  while (deliveries.length > 0) await deliveries.shift()!();
}

async function signInOn(on: FastifyInstance, user: Pick<TestUser, 'email' | 'password'>): Promise<Client> {
  const browser = new Client(on, uniqueAddress());
  const res = await browser.post(`${API}/auth/login`, { email: user.email, password: user.password });
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  return browser;
}

function ok<T = Json>(res: Res, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

const capture = (browser: Client, session: string, side: string, bytes = photo, filename = 'photo.png') =>
  browser.request('POST', images(session), undefined, multipart([
    { name: 'side', value: side },
    { name: 'file', filename, bytes, contentType: 'image/png' },
  ]));

async function newCandidate() {
  const user = await t.createUser({ type: 'candidate' });
  return { user, browser: await signInOn(app, user) };
}

/** The sandbox's own record of a session: where its photos are. */
async function sandboxSession(session: string) {
  const [row] = await t.query<{ document_file_key: string | null; selfie_file_key: string | null; status: string }>(
    `select document_file_key, selfie_file_key, status from sandbox_identity_sessions where id = '${session}'`,
  );
  return row!;
}

beforeAll(async () => {
  // One app, on the sandbox whose deliveries the tests run themselves (`deliver`).
  t = await startTestServer({}, { identity: ({ db, files }) => new SandboxIdentity({ db, files, webhookSecret: SECRET, schedule: (run) => void deliveries.push(run) }) });
  app = t.app;
  photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#8a6' } }).png().toBuffer();
});

afterAll(async () => {
  await t?.close();
});

describe('the sandbox, like Stripe Identity in test mode', () => {
  test('starting twice answers the one open check; each test result is recorded from its signed webhook, the photos deleted, and a failure can be tried again', async () => {
    const { user, browser } = await newCandidate();
    expect(ok(await browser.get(MINE))).toEqual({ status: 'not_started', attempts: [] });

    const outcomes: SandboxOutcome[] = ['document_unverified', 'document_expired', 'selfie_mismatch', 'verified'];
    for (const [index, outcome] of outcomes.entries()) {
      const check = ok(await browser.post(START), 201);
      expect(check).toMatchObject({ provider: 'sandbox', status: 'started', next_action: { type: 'sandbox_capture' } });
      const session: string = check.next_action.session_id;
      // A double click: the same check, the same session.
      expect(ok(await browser.post(START), 200)).toEqual(check);

      expect((await capture(browser, session, 'document_front')).statusCode).toBe(204);
      expect((await capture(browser, session, 'selfie')).statusCode).toBe(204);
      const kept = await sandboxSession(session);
      const keys = [kept.document_file_key!, kept.selfie_file_key!];
      for (const key of keys) expect(await t.files.open(key)).not.toBeNull();

      expect(ok(await browser.post(submission(session), { outcome }))).toMatchObject({ id: check.id, status: 'processing' });
      expect(ok(await browser.get(MINE))).toMatchObject({ status: 'processing' });
      // Sent once: the session takes no more photos.
      expectError(await capture(browser, session, 'selfie'), 409, 'IDENTITY_CHECK_NOT_OPEN', undefined, { messageKey: 'idc_api_error_not_open' });

      await deliver();
      const overview = ok(await browser.get(MINE));
      expect(overview.attempts).toHaveLength(index + 1);
      if (outcome === 'verified') {
        expect(overview).toMatchObject({ status: 'verified' });
        expect(overview.attempts[0]).toMatchObject({ id: check.id, status: 'verified' });
      } else {
        expect(overview).toMatchObject({ status: 'failed', reason: outcome });
        expect(overview.attempts[0]).toMatchObject({ id: check.id, status: 'failed', reason: outcome });
      }
      expect(overview.decided_at).toEqual(overview.attempts[0].decided_at);

      // The result is in: the photos are gone, and nothing is left for housekeeping.
      for (const key of keys) expect(await t.files.open(key)).toBeNull();
      expect(await t.query(`select 1 from file_deletions where file_key in ('${keys.join("','")}')`)).toEqual([]);
      expect(await sandboxSession(session)).toMatchObject({ document_file_key: null, selfie_file_key: null });
    }

    expectError(await browser.post(START), 409, 'IDENTITY_ALREADY_VERIFIED', undefined, { messageKey: 'idc_api_error_already_verified' });
    const status = await identityStatusOf(t.db, user.id);
    expect(status).toMatchObject({ status: 'verified', reason: null, provider: 'sandbox', attempts: 4 });
    expect(status.decidedAt).toBeInstanceOf(Date);
    // Every attempt kept, newest first.
    expect(ok(await browser.get(MINE)).attempts.map((a: Json) => a.reason ?? a.status)).toEqual(['verified', 'selfie_mismatch', 'document_expired', 'document_unverified']);
  });

  test('the capture screen takes only images, needs both photos, and replaces a photo taken again', async () => {
    const { browser } = await newCandidate();
    const session: string = ok(await browser.post(START), 201).next_action.session_id;

    expectError(await browser.post(submission(session), { outcome: 'verified' }), 400, 'VALIDATION_FAILED', { document_front: field('required'), selfie: field('required') });
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
    const refused = await capture(browser, session, 'document_front', pdf, 'passport.pdf');
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<Json>().fields)).toEqual(['file']);
    expectError(await browser.request('POST', images(session), undefined, multipart([{ name: 'side', value: 'back' }, { name: 'file', filename: 'a.png', bytes: photo }])), 400, 'VALIDATION_FAILED', { side: field('choice') });

    expect((await capture(browser, session, 'document_front')).statusCode).toBe(204);
    const first = (await sandboxSession(session)).document_file_key!;
    expect((await capture(browser, session, 'document_front')).statusCode).toBe(204);
    const second = (await sandboxSession(session)).document_file_key!;
    expect(second).not.toBe(first);
    expect(await t.files.open(first)).toBeNull();
    // Not yet needed by a result: scheduled to go within a day whatever happens (housekeeping).
    const [due] = await t.query<{ due: boolean }>(`select requested_at > now() + interval '23 hours' as due from file_deletions where file_key = '${second}'`);
    expect(due).toEqual({ due: true });
    expectError(await browser.post(submission(session), { outcome: 'verified' }), 400, 'VALIDATION_FAILED', { selfie: field('required') });
  });
});

describe('the identity webhook', () => {
  test('a bad signature answers 400 and changes nothing; the same event twice is applied once; a decided check stays decided', async () => {
    const { browser } = await newCandidate();
    const check = ok(await browser.post(START), 201);
    const session: string = check.next_action.session_id;
    const event = (id: string, type: string, lastError: Json | null = null) =>
      JSON.stringify({ id, object: 'event', type, data: { object: { id: session, object: 'identity.verification_session', last_error: lastError } } });
    const post = (body: string, signature: string) =>
      browser.request('POST', WEBHOOK, undefined, { payload: body, headers: { 'stripe-signature': signature }, xsrf: 'omit' });

    const verified = event('evt_manual_1', 'identity.verification_session.verified');
    expectError(await post(verified, signPayload(verified, 'whsec_someone_else')), 400, 'BAD_SIGNATURE', undefined, { messageKey: 'billing_api_error_bad_signature' });
    expectError(await post(verified, 't=1,v1=00'), 400, 'BAD_SIGNATURE', undefined, { messageKey: 'billing_api_error_bad_signature' });
    expect(ok(await browser.get(MINE))).toMatchObject({ status: 'started' });
    expect(await t.query(`select 1 from webhook_events where id = 'evt_manual_1'`)).toEqual([]);

    expect(ok(await post(verified, signPayload(verified, SECRET)))).toEqual({ received: true, duplicate: false });
    const first = ok(await browser.get(MINE));
    expect(first).toMatchObject({ status: 'verified' });
    t.clock.set(new Date(Date.now() + 60_000));
    expect(ok(await post(verified, signPayload(verified, SECRET)))).toEqual({ received: true, duplicate: true });
    const failed = event('evt_manual_2', 'identity.verification_session.requires_input', { code: 'selfie_face_mismatch' });
    expect(ok(await post(failed, signPayload(failed, SECRET)))).toEqual({ received: true, duplicate: false });
    expect(ok(await browser.get(MINE))).toEqual(first);
    t.clock.set(new Date());
  });
});

describe('who may read what', () => {
  test('a candidate reads only their own check; employers and strangers are refused; administrators read any candidate’s', async () => {
    const maria = await newCandidate();
    const other = await newCandidate();
    const session: string = ok(await maria.browser.post(START), 201).next_action.session_id;

    // Another candidate knows nothing of Maria's session.
    expectError(await capture(other.browser, session, 'selfie'), 404, 'NOT_FOUND');
    expectError(await other.browser.post(submission(session), { outcome: 'verified' }), 404, 'NOT_FOUND');
    expectError(await other.browser.get(`${API}/admin/identity-checks/${maria.user.id}`), 403, 'FORBIDDEN');
    expect(ok(await other.browser.get(MINE))).toEqual({ status: 'not_started', attempts: [] });

    const employer = await signInOn(app, await t.createUser({ type: 'business_owner' }));
    expectError(await employer.get(MINE), 403, 'FORBIDDEN');
    expectError(await employer.post(START), 403, 'FORBIDDEN');
    expectError(await employer.post(submission(session), { outcome: 'verified' }), 403, 'FORBIDDEN');

    const stranger = new Client(app, uniqueAddress());
    expectError(await stranger.get(MINE), 401, 'UNAUTHENTICATED');
    expectError(await stranger.post(START), 401, 'UNAUTHENTICATED');
    expectError(await stranger.post(submission(session), { outcome: 'verified' }), 401, 'UNAUTHENTICATED');

    const adminUser = await t.createUser({ type: 'candidate' });
    const admin = await signInOn(app, adminUser);
    await t.makeAdmin(adminUser.id);
    expect(ok(await admin.get(`${API}/admin/identity-checks/${maria.user.id}`))).toMatchObject({ status: 'started', attempts: [{ provider: 'sandbox' }] });
    const employerId = (await t.query<{ id: string }>(`select id from users where role = 'employer' order by created_at desc limit 1`))[0]!.id;
    expectError(await admin.get(`${API}/admin/identity-checks/${employerId}`), 404, 'NOT_FOUND');
  });
});

interface Received {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

/** Answers Stripe Identity's two calls the adapter makes; `failNext` answers 500s. */
class FakeStripeIdentity {
  readonly requests: Received[] = [];
  failing = false;
  private server!: Server;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      void readForm(req).then((form) => {
        this.requests.push({ method: req.method ?? '', path: req.url ?? '', idempotencyKey: req.headers['idempotency-key'] as string | undefined, form });
        if (this.failing) return void res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'api_error', message: 'down' } }));
        const id = req.url?.startsWith('/v1/identity/verification_sessions/') ? req.url.split('/').pop() : 'vs_fake_1';
        const body = { id, object: 'identity.verification_session', status: 'requires_input', url: `https://verify.stripe.com/start/${id}`, last_error: null, metadata: {} };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return Object.fromEntries(new URLSearchParams(text));
}

describe('Stripe Identity, when its keys are set', () => {
  const fake = new FakeStripeIdentity();
  const STRIPE_SECRET = 'whsec_identity_stripe_test';
  let stripeApp: FastifyInstance;
  let stripe: StripeIdentity;

  beforeAll(async () => {
    await fake.start();
    vi.spyOn(Stripe.prototype, 'getInitialNetworkRetryDelay').mockReturnValue(0);
    vi.spyOn(Stripe.prototype, 'getMaxNetworkRetryDelay').mockReturnValue(0);
    stripe = new StripeIdentity({ secretKey: 'sk_test_identity', webhookSecret: STRIPE_SECRET, apiBase: fake.url });
    stripeApp = await buildApp({ config: testConfig, database: t.database, logger: false, clock: t.clock, files: t.files, identity: stripe });
    await stripeApp.ready();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await stripeApp?.close();
    await fake.stop();
  });

  test('a document session with a matching selfie, the candidate sent to its page and back, the result from its signed events', async () => {
    const user = await t.createUser({ type: 'candidate' });
    const browser = await signInOn(stripeApp, user);
    const check = ok(await browser.post(START), 201);
    expect(check).toMatchObject({ provider: 'stripe', status: 'started', next_action: { type: 'redirect', url: 'https://verify.stripe.com/start/vs_fake_1' } });
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/identity/verification_sessions',
      idempotencyKey: check.id,
      form: {
        type: 'document',
        'options[document][require_matching_selfie]': 'true',
        return_url: 'http://localhost:3000/candidate/kyc',
        'metadata[identity_check_id]': check.id,
        'metadata[candidate_id]': user.id,
      },
    });
    // Back from Stripe's page and starting again: the same session, with a fresh link.
    expect(ok(await browser.post(START), 200)).toMatchObject({ id: check.id, next_action: { type: 'redirect' } });
    expect(fake.requests[1]).toMatchObject({ method: 'GET', path: '/v1/identity/verification_sessions/vs_fake_1' });
    // The sandbox's screen is not there.
    expectError(await capture(browser, 'vs_fake_1', 'selfie'), 404, 'NOT_FOUND');

    const send = (id: string, type: string, lastError: Json | null = null) => {
      const body = JSON.stringify({ id, object: 'event', type, data: { object: { id: 'vs_fake_1', object: 'identity.verification_session', last_error: lastError } } });
      return browser.request('POST', WEBHOOK, undefined, { payload: body, headers: { 'stripe-signature': signPayload(body, STRIPE_SECRET) }, xsrf: 'omit' });
    };
    ok(await send('evt_stripe_1', 'identity.verification_session.processing'));
    expect(ok(await browser.get(MINE))).toMatchObject({ status: 'processing' });
    ok(await send('evt_stripe_2', 'identity.verification_session.requires_input', { code: 'document_expired' }));
    expect(ok(await browser.get(MINE))).toMatchObject({ status: 'failed', reason: 'document_expired' });
  });

  test('the adapter reads Stripe’s error codes, refuses a bad signature, and reports an unreachable Stripe as unavailable', async () => {
    const read = (code: string) => {
      const body = JSON.stringify({ id: `evt_${code}`, type: 'identity.verification_session.requires_input', data: { object: { id: 'vs_1', last_error: { code } } } });
      return stripe.parseWebhook(body, signPayload(body, STRIPE_SECRET));
    };
    expect(read('selfie_face_mismatch')).toMatchObject({ type: 'failed', reason: 'selfie_mismatch' });
    expect(read('selfie_manipulated')).toMatchObject({ type: 'failed', reason: 'selfie_mismatch' });
    expect(read('document_unverified_other')).toMatchObject({ type: 'failed', reason: 'document_unverified' });
    expect(read('document_expired')).toMatchObject({ type: 'failed', reason: 'document_expired' });
    // The candidate left or declined: not a verdict, the session stays open.
    expect(read('consent_declined')).toMatchObject({ type: 'other' });
    expect(() => stripe.parseWebhook('{"id":"evt_x"}', signPayload('{"id":"evt_x"}', 'whsec_wrong'))).toThrow(BadSignatureError);

    fake.failing = true;
    try {
      await expect(stripe.createSession({ checkId: 'c1', candidateId: 'u1', returnUrl: 'http://localhost:3000/candidate/kyc' }, 'c1')).rejects.toThrow(ProviderUnavailableError);
    } finally {
      fake.failing = false;
    }
  });

  test('the provider is chosen at start: the sandbox without keys; Stripe with its key and the identity webhook secret, never one without the other', () => {
    const payments = testConfig.payments;
    expect(identityProviderFromConfig({ payments }, t.db, t.files)).toBeInstanceOf(SandboxIdentity);
    expect(() => identityProviderFromConfig({ payments: { ...payments, stripeSecretKey: 'sk_test_x' } }, t.db, t.files)).toThrow(StartupError);
    expect(identityProviderFromConfig({ payments: { ...payments, stripeSecretKey: 'sk_test_x', identityWebhookSecret: 'whsec_x' } }, t.db, t.files)).toBeInstanceOf(StripeIdentity);
  });
});
