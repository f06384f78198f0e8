// Tag public: sendContactMessage, sendPrivacyInquiry; tag account: sendAccountPrivacyInquiry.
// The demo booking form has its own file (demo-bookings.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API, expectError, field, msg, startTestServer, uniqueAddress, uniqueEmail, type TestServer } from './harness.js';

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

const REFERENCE = /^[A-Z]{2}-[A-HJ-NP-Z2-9]{6}$/;
const CONTACT = `${API}/public/contact`;
const PRIVACY = `${API}/public/privacy-inquiries`;
const ACCOUNT_PRIVACY = `${API}/account/privacy-inquiries`;

const count = async (table: string, where: string) =>
  (await t.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0]!.n;

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ama Mensah',
  email: uniqueEmail('contact'),
  company: 'Mensah Realty',
  topic: 'hiring',
  message: 'We would like to hire two remote bookkeepers for our offices.',
  locale: 'en',
  ...overrides,
});

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Wei Zhang',
  email: uniqueEmail('privacy'),
  kind: 'deletion',
  details: 'Please delete everything you hold about me from an old application.',
  locale: 'zh',
  ...overrides,
});

describe('sendContactMessage', () => {
  test('stores the message and mails a confirmation with its reference, in the sender language', async () => {
    const body = contact({ locale: 'fr' });
    const res = await t.client().post(CONTACT, body);
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json();
    expect(receipt).toEqual({ reference: expect.stringMatching(REFERENCE), received_at: expect.any(String) });
    expect(receipt.reference.startsWith('CT-')).toBe(true);
    const [row] = await t.query<Record<string, unknown>>(`select name, email, company, topic, message, locale from contact_messages where reference = '${receipt.reference}'`);
    expect(row).toEqual({ name: body.name, email: body.email, company: body.company, topic: 'hiring', message: body.message, locale: 'fr' });
    const mails = await t.mailbox(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(msg('public_mail_contact_subject', { reference: receipt.reference }, 'fr'));
    expect(mails[0]!.text).toContain(receipt.reference);
  });

  test('bad input names each field, in the caller language, and nothing is stored or sent', async () => {
    const body = contact({ email: 'not-an-address', message: 'too short', topic: 'gossip', name: '' });
    const res = await t.client().post(CONTACT, body, { headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'message', 'name', 'topic']);
    expect(res.json().fields.email).toBe(field('email', {}, 'es'));
    expect(await count('contact_messages', `email = 'not-an-address'`)).toBe(0);
    expect(await t.mailbox('not-an-address')).toHaveLength(0);
  });

  test('a missing language or an unknown field is refused rather than guessed or dropped', async () => {
    const { locale: _locale, ...withoutLocale } = contact();
    const missing = await t.client().post(CONTACT, withoutLocale);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ locale: field('required') });
    const extra = await t.client().post(CONTACT, contact({ admin: true }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({ admin: field('unknown') });
  });

  test('a filled honeypot is answered like a person but nothing is kept or sent', async () => {
    const body = contact({ website: 'http://spam.example' });
    const res = await t.client().post(CONTACT, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ reference: expect.stringMatching(REFERENCE), received_at: expect.any(String) });
    expect(await count('contact_messages', `email = '${body.email}'`)).toBe(0);
    expect(await t.mailbox(body.email)).toHaveLength(0);
  });

  test('ten messages an hour from one address, bots included; the eleventh waits; other addresses and forms are not held back', async () => {
    const client = t.client({ remoteAddress: uniqueAddress() });
    for (let i = 0; i < 5; i++) expect((await client.post(CONTACT, contact({ website: 'spam' }))).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) expect((await client.post(CONTACT, contact())).statusCode).toBe(201);
    const res = await client.post(CONTACT, contact(), { headers: { 'accept-language': 'fr' } });
    expectError(res, 429, 'RATE_LIMITED', undefined, { locale: 'fr', params: { minutes: 60 } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.client({ remoteAddress: uniqueAddress() }).post(CONTACT, contact())).statusCode).toBe(201);
    expect((await client.post(PRIVACY, inquiry())).statusCode).toBe(201);
  });

  test('needs the anti-forgery token like every unsafe call', async () => {
    const body = contact();
    expect((await t.client().post(CONTACT, body, { xsrf: 'omit' })).statusCode).toBe(403);
    expect(await count('contact_messages', `email = '${body.email}'`)).toBe(0);
  });
});

describe('sendPrivacyInquiry (without an account)', () => {
  test('stored with its language, confirmed in that language', async () => {
    const body = inquiry();
    const res = await t.client().post(PRIVACY, body);
    expect(res.statusCode, res.body).toBe(201);
    const { reference } = res.json();
    expect(reference).toMatch(/^PR-/);
    const [row] = await t.query<Record<string, unknown>>(`select email, kind, locale, user_id from privacy_inquiries where reference = '${reference}'`);
    expect(row).toEqual({ email: body.email, kind: 'deletion', locale: 'zh', user_id: null });
    const [mail] = await t.mailbox(body.email);
    expect(mail!.subject).toBe(msg('public_mail_privacy_subject', { reference }, 'zh'));
    expect(mail!.text).toContain(reference);
  });

  test('bad input is named', async () => {
    const res = await t.client().post(PRIVACY, inquiry({ kind: 'everything', details: 'short', email: 'nobody' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ kind: field('choice'), details: field('too_short', { min: 20 }), email: field('email') });
  });

  test('a bot is answered, and nothing is kept or sent', async () => {
    const bot = inquiry({ website: 'y' });
    const res = await t.client().post(PRIVACY, bot);
    expect(res.statusCode).toBe(201);
    expect(res.json().reference).toMatch(/^PR-/);
    expect(await count('privacy_inquiries', `email = '${bot.email}'`)).toBe(0);
    expect(await t.mailbox(bot.email)).toHaveLength(0);
  });

  test('rate limited per address', async () => {
    const client = t.client({ remoteAddress: uniqueAddress() });
    for (let i = 0; i < 10; i++) expect((await client.post(PRIVACY, inquiry())).statusCode).toBe(201);
    expect((await client.post(PRIVACY, inquiry())).statusCode).toBe(429);
  });
});

describe('sendAccountPrivacyInquiry', () => {
  test('answered at the account address, in the account language, tied to the account', async () => {
    const user = await t.createUser();
    await t.query(`update users set locale = 'es' where id = '${user.id}'`);
    const client = await t.signIn(user);
    const res = await client.post(ACCOUNT_PRIVACY, { kind: 'access', details: 'Which of my details do employers see on my profile?' });
    expect(res.statusCode, res.body).toBe(201);
    const { reference } = res.json();
    expect(reference).toMatch(REFERENCE);
    const [row] = await t.query<Record<string, unknown>>(`select email, user_id, locale, kind from privacy_inquiries where reference = '${reference}'`);
    expect(row).toEqual({ email: user.email, user_id: user.id, locale: 'es', kind: 'access' });
    const [mail] = await t.mailbox(user.email);
    expect(mail!.subject).toBe(msg('public_mail_privacy_subject', { reference }, 'es'));
  });

  test('any role may ask', async () => {
    for (const type of ['business_owner', 'bpo', 'ba'] as const) {
      const client = await t.signIn(await t.createUser({ type }));
      expect((await client.post(ACCOUNT_PRIVACY, { kind: 'correction', details: 'My company name is spelled wrongly.' })).statusCode).toBe(201);
    }
  });

  test('needs a session; takes no address from the body; names bad fields', async () => {
    expect((await t.client().post(ACCOUNT_PRIVACY, { kind: 'access', details: 'Which details do you keep about me?' })).statusCode).toBe(401);
    const client = await t.signIn(await t.createUser({ type: 'business_owner' }));
    const other = await client.post(ACCOUNT_PRIVACY, { kind: 'access', details: 'Which details do you keep?', email: 'x@y.z' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ email: field('unknown') });
    const bad = await client.post(ACCOUNT_PRIVACY, { kind: 'gossip', details: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['details', 'kind']);
  });

  test('rate limited per user, whatever the address', async () => {
    const user = await t.createUser({ type: 'business_owner' });
    const client = await t.signIn(user);
    for (let i = 0; i < 10; i++) {
      expect((await client.post(ACCOUNT_PRIVACY, { kind: 'other', details: `Question number ${i} about my data.` })).statusCode).toBe(201);
    }
    expect((await client.post(ACCOUNT_PRIVACY, { kind: 'other', details: 'One question too many about my data.' })).statusCode).toBe(429);
    const elsewhere = await t.signIn(user);
    expect((await elsewhere.post(ACCOUNT_PRIVACY, { kind: 'other', details: 'The same question from my phone.' })).statusCode).toBe(429);
  });

  test('rate limited per address, whatever the account', async () => {
    const address = uniqueAddress();
    const first = await t.signIn(await t.createUser(), { remoteAddress: address });
    for (let i = 0; i < 10; i++) {
      expect((await first.post(ACCOUNT_PRIVACY, { kind: 'other', details: `Question number ${i} about my data.` })).statusCode).toBe(201);
    }
    const second = await t.signIn(await t.createUser(), { remoteAddress: address });
    expect((await second.post(ACCOUNT_PRIVACY, { kind: 'other', details: 'A question from the same address.' })).statusCode).toBe(429);
  });
});
