// Development and production modes (docs/decisions/012-development-and-production-modes.md):
// what a stranger can reach in each, what production refuses to start without, and the
// headers and client addresses a deployment behind a proxy relies on.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { fastifyTrustProxy, readConfig, readTrustProxy } from '../../server/config.js';
import { StartupError } from '../../server/startup-error.js';
import { paymentProviderFromConfig } from '../../server/payments/provider-from-config.js';
import { signPayload } from '../../server/payments/webhook-signature.js';
import { API, expectError, startTestServer, testConfig, type TestServer } from './harness.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example.test:587',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  S3_BUCKET: 'remotehire-files',
};
const LOOPBACK = '127.0.0.1';
const STRANGER = '203.0.113.9';

describe('reading the mode', () => {
  test('development is the default: demo data seeded unless SEED_DEMO=0, mail kept for the dev mailbox', () => {
    expect(readConfig({})).toMatchObject({ mode: 'development', seedDemo: true, mailTransport: 'log', trustProxy: false });
    expect(readConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  test('production needs a mail transport: SMTP_URL, or MAIL_TRANSPORT=log said out loud', () => {
    const { SMTP_URL: _smtp, ...withoutMail } = PRODUCTION;
    expect(() => readConfig(withoutMail)).toThrow(StartupError);
    expect(() => readConfig(withoutMail)).toThrow(/SMTP_URL.*MAIL_TRANSPORT=log/);
    expect(readConfig({ ...withoutMail, MAIL_TRANSPORT: 'log' })).toMatchObject({ mode: 'production', mailTransport: 'log' });
    expect(readConfig(PRODUCTION).mailTransport).toBe('smtp');
  });

  test('production needs a bucket for uploaded files, or STORAGE=disk said out loud', () => {
    const { S3_BUCKET: _bucket, ...withoutBucket } = PRODUCTION;
    expect(() => readConfig(withoutBucket)).toThrow(/S3_BUCKET.*STORAGE=disk/);
    expect(readConfig({ ...withoutBucket, STORAGE: 'disk' }).storage).toEqual({ kind: 'disk' });
    expect(readConfig(PRODUCTION).storage).toMatchObject({ kind: 's3', s3: { bucket: 'remotehire-files' } });
  });

  test('production needs Stripe, or PAYMENTS=sandbox said out loud', () => {
    const { STRIPE_SECRET_KEY: _key, ...withoutStripe } = PRODUCTION;
    expect(() => readConfig(withoutStripe)).toThrow(/STRIPE_SECRET_KEY.*PAYMENTS=sandbox/);
    expect(readConfig({ ...withoutStripe, PAYMENTS: 'sandbox' }).mode).toBe('production');
  });

  test('production never seeds the demo accounts unless SEED_DEMO=1', () => {
    expect(readConfig(PRODUCTION).seedDemo).toBe(false);
    expect(readConfig({ ...PRODUCTION, SEED_DEMO: 'yes' }).seedDemo).toBe(false);
    expect(readConfig({ ...PRODUCTION, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  test('the server refuses to start in production without a mail transport, in one line and before touching a database', { timeout: 120_000 }, () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PAYMENTS: 'sandbox', DATA_DIR: '/nonexistent/never-created', PORT: '0' },
      encoding: 'utf8',
      // Loading the server's modules takes seconds, many more on a busy machine.
      timeout: 100_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('Cannot start: NODE_ENV=production needs SMTP_URL, or MAIL_TRANSPORT=log to keep mails in the outbox and the log only.');
  });
});

describe('TRUST_PROXY', () => {
  test('a hop count or a list of proxy addresses; "trust everyone" is refused', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy('0')).toBe(false);
    expect(readTrustProxy('1')).toBe(1);
    expect(readTrustProxy('10.0.0.5, 10.1.0.0/16,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    expect(() => readTrustProxy('true')).toThrow(StartupError);
    expect(() => readTrustProxy('proxy.internal')).toThrow(/proxy\.internal/);
  });

  test('a hop count trusts exactly that many hops nearest the server', () => {
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ trustProxy: 1 });
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a client rotating its own X-Forwarded-For does not escape the sign-in limit: the address the proxy appended counts', async () => {
    const user = await t.createUser();
    const proxy = t.client({ remoteAddress: '10.0.0.2' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await proxy.post(`${API}/auth/login`, { email: user.email, password: 'not the password at all' }, {
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.50` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Another client behind the same proxy is someone else.
    const other = await proxy.post(`${API}/auth/login`, { email: user.email, password: 'not the password at all' }, {
      headers: { 'x-forwarded-for': '203.0.113.51' },
    });
    expect(other.statusCode).toBe(401);
  });

  test('HSTS only on answers that came over HTTPS', async () => {
    const overTls = await t.client({ remoteAddress: '10.0.0.2' }).get(`${API}/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await t.client({ remoteAddress: '10.0.0.2' }).get(`${API}/health`);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('development: the dev tools answer this machine or an administrator only', () => {
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

  test('the account takeover through the dev mailbox is closed: a stranger asks for the admin reset link and cannot read it', async () => {
    const admin = await t.createUser();
    await t.makeAdmin(admin.id);
    const stranger = t.client({ remoteAddress: STRANGER });
    expect((await stranger.post(`${API}/auth/password/forgot`, { email: admin.email })).statusCode).toBe(202);
    expectError(await stranger.get(`${API}/dev/mailbox?to=${encodeURIComponent(admin.email)}`), 404, 'NOT_FOUND');
    expectError(await stranger.get(`${API}/%64ev/mailbox`), 404, 'NOT_FOUND');
    // The link exists; only this machine can read it.
    const local = await t.client({ remoteAddress: LOOPBACK }).get(`${API}/dev/mailbox?to=${encodeURIComponent(admin.email)}`);
    expect(local.statusCode).toBe(200);
    expect(local.json().mails[0].text).toMatch(/reset-password\?token=/);
    expect((await t.client({ remoteAddress: '::1' }).get(`${API}/dev/mailbox`)).statusCode).toBe(200);
    expect((await t.client({ remoteAddress: '::ffff:127.0.0.1' }).get(`${API}/dev/mailbox`)).statusCode).toBe(200);
  });

  test('a signed-in administrator may use them from anywhere; any other signed-in user may not', async () => {
    const admin = await t.createUser();
    const adminBrowser = await t.signIn(admin, { remoteAddress: STRANGER });
    await t.makeAdmin(admin.id);
    expect((await adminBrowser.get(`${API}/dev/mailbox`)).statusCode).toBe(200);
    const employer = await t.createUser({ type: 'business_owner' });
    expectError(await (await t.signIn(employer, { remoteAddress: STRANGER })).get(`${API}/dev/mailbox`), 404, 'NOT_FOUND');
  });

  test('a stranger cannot run the billing: 404, and nothing is billed', async () => {
    const before = await t.query<{ n: number }>('select count(*)::int as n from payments');
    expectError(await t.client({ remoteAddress: STRANGER }).post(`${API}/dev/billing-run`, { date: '2026-12-01' }), 404, 'NOT_FOUND');
    expect(await t.query<{ n: number }>('select count(*)::int as n from payments')).toEqual(before);
  });

  test('API answers are never cached; a Permissions-Policy on every answer', async () => {
    const res = await t.client().get(`${API}/jobs`);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const feature of ['camera', 'microphone', 'geolocation']) expect(res.headers['permissions-policy']).toContain(`${feature}=()`);
  });
});

describe('production', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ mode: 'production' });
  });
  afterAll(async () => {
    await t?.close();
  });

  test('the dev routes do not exist, even for this machine, and the served contract does not list them', async () => {
    for (const [method, url, body] of [
      ['GET', `${API}/dev/mailbox`, undefined],
      ['POST', `${API}/dev/billing-run`, { date: '2026-12-01' }],
    ] as const) {
      const res = await t.client({ remoteAddress: LOOPBACK }).request(method, url, body);
      expectError(res, 404, 'NOT_FOUND');
      expect(t.app.hasRoute({ method, url })).toBe(false);
    }
    const contract = (await t.client().get(`${API}/openapi.json`)).json();
    expect(Object.keys(contract.paths).filter((path) => path.startsWith('/dev/'))).toEqual([]);
    expect(contract.tags.map((tag: { name: string }) => tag.name)).not.toContain('dev');
  });

  test('the sandbox card form stays while the sandbox is the provider (PAYMENTS=sandbox)', async () => {
    const contract = (await t.client().get(`${API}/openapi.json`)).json();
    expect(Object.keys(contract.paths)).toContain('/sandbox/payment-methods');
  });
});

describe('the card sandbox', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ payments: { ...testConfig.payments, webhookSecret: undefined } });
  });
  afterAll(async () => {
    await t?.close();
  });

  test('its webhook secret is random per start, never a constant anyone could read in the source', () => {
    const secretOf = () => (paymentProviderFromConfig({ payments: { ...testConfig.payments, webhookSecret: undefined } }, t.db) as unknown as { webhookSecret: string }).webhookSecret;
    const [a, b] = [secretOf(), secretOf()];
    expect(a).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(b).not.toBe(a);
  });

  test('an event signed with the secret the source used to hold is refused', async () => {
    const body = JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded', data: { object: { id: 'pi_sandbox_x', metadata: { payment_id: 'x' } } } });
    const res = await t.client().post(`${API}/payments/webhook`, undefined, {
      payload: body,
      xsrf: 'omit',
      headers: { 'stripe-signature': signPayload(body, 'whsec_sandbox_local') },
    });
    expectError(res, 400, 'BAD_SIGNATURE', undefined, { messageKey: 'billing_api_error_bad_signature' });
  });
});
