// Tag auth: verifyEmail, resendVerification, forgotPassword, resetPassword.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, TOKEN_RE, expectError, field, msg, startTestServer, uniqueEmail, type TestServer } from './harness.js';
import { expectHostile, hostileBodies } from './hostile.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const VERIFY = `${API}/auth/verify-email`;
const RESEND = `${API}/auth/verify-email/resend`;
const FORGOT = `${API}/auth/password/forgot`;
const RESET = `${API}/auth/password/reset`;
const LOGIN = `${API}/auth/login`;
const ME = `${API}/auth/me`;

const bogusToken = () => randomBytes(32).toString('base64url');
const outboxCount = async () => Number((await t.query<{ n: number }>('select count(*)::int as n from outbox'))[0]!.n);
const verifiedAt = async (email: string) =>
  (await t.query<{ email_verified_at: unknown }>(`select email_verified_at from users where lower(email) = lower('${email}')`))[0]!
    .email_verified_at;
const tokensIn = (text: string, kind: 'verify' | 'reset') => new RegExp(TOKEN_RE[kind].source, 'g').exec(text)?.[1];

describe('verifyEmail', () => {
  test('200 {email}; the account is verified and can sign in', async () => {
    const user = await t.createUser({ verified: false });
    expect(await verifiedAt(user.email)).toBeNull();
    const token = await t.linkToken(user.email);
    const res = await t.client().post(VERIFY, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: user.email });
    expect(await verifiedAt(user.email)).not.toBeNull();
    expect((await t.client().post(LOGIN, { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  test('the same link used twice: the second is still 200 (already verified)', async () => {
    const user = await t.createUser({ verified: false });
    const token = await t.linkToken(user.email);
    expect((await t.client().post(VERIFY, { token })).statusCode).toBe(200);
    const again = await t.client().post(VERIFY, { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ email: user.email });
  });

  test('a bogus token: 410 TOKEN_INVALID', async () => {
    expectError(await t.client().post(VERIFY, { token: bogusToken() }), 410, 'TOKEN_INVALID');
  });

  test('an expired token: 410 TOKEN_INVALID, the account stays unverified', async () => {
    const user = await t.createUser({ verified: false });
    const token = await t.linkToken(user.email);
    await t.query(`update email_tokens set expires_at = now() - interval '1 second' where user_id = '${user.id}'`);
    expectError(await t.client().post(VERIFY, { token }), 410, 'TOKEN_INVALID');
    expect(await verifiedAt(user.email)).toBeNull();
  });

  test('a verification link lives 48 hours', async () => {
    const user = await t.createUser({ verified: false });
    const [row] = await t.query<{ hours: number }>(
      `select round(extract(epoch from expires_at - created_at) / 3600)::int as hours from email_tokens where user_id = '${user.id}' and purpose = 'verify_email'`,
    );
    expect(Number(row!.hours)).toBe(48);
  });

  test('a password-reset token is not a verification token: 410', async () => {
    const user = await t.createUser({ verified: false });
    expect((await t.client().post(FORGOT, { email: user.email })).statusCode).toBe(202);
    const resetToken = await t.linkToken(user.email, 'reset');
    expectError(await t.client().post(VERIFY, { token: resetToken }), 410, 'TOKEN_INVALID');
    expect(await verifiedAt(user.email)).toBeNull();
  });

  test('Accept-Language: fr', async () => {
    expectError(
      await t.client({ headers: { 'accept-language': 'fr' } }).post(VERIFY, { token: bogusToken() }),
      410,
      'TOKEN_INVALID',
      undefined,
      { locale: 'fr' },
    );
  });

  test.each([
    ['missing token', {}, { token: field('required') }],
    ['42 characters', { token: 'a'.repeat(42) }, { token: field('invalid') }],
    ['44 characters', { token: 'a'.repeat(44) }, { token: field('invalid') }],
    ['a character outside base64url', { token: `${'a'.repeat(42)}=` }, { token: field('invalid') }],
    ['a number', { token: 1234 }, { token: field('type') }],
    ['an unknown field', { token: 'a'.repeat(43), email: 'a@example.com' }, { email: field('unknown') }],
  ])('%s: 400 naming the field', async (_name, body, fields) => {
    expectError(await t.client().post(VERIFY, body), 400, 'VALIDATION_FAILED', fields);
  });

  describe('hostile bodies', () => {
    test.each(hostileBodies({ valid: { token: 'a'.repeat(43) }, stringField: 'token', firstRequired: 'token' }).map((c) => [c.name, c] as const))(
      '%s: never a 5xx',
      async (_name, c) => {
        await expectHostile(t.client(), 'POST', VERIFY, c);
      },
    );
  });
});

describe('resendVerification', () => {
  test('an unverified account: 202 with no body, and a new link is mailed; the old link is spent', async () => {
    const user = await t.createUser({ verified: false });
    const first = await t.linkToken(user.email);
    const res = await t.client().post(RESEND, { email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    const mails = await t.mailbox(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.to).toBe(user.email);
    const second = tokensIn(mails[0]!.text, 'verify')!;
    expect(second).not.toBe(first);
    // The replaced link no longer verifies...
    expectError(await t.client().post(VERIFY, { token: first }), 410, 'TOKEN_INVALID');
    expect((await t.client().post(VERIFY, { token: second })).statusCode).toBe(200);
    // ...though once the address is verified, a click on it is answered kindly.
    expect((await t.client().post(VERIFY, { token: first })).statusCode).toBe(200);
  });

  test('an unknown address: 202 and no mail', async () => {
    const before = await outboxCount();
    const res = await t.client().post(RESEND, { email: uniqueEmail('nobody') });
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    expect(await outboxCount()).toBe(before);
  });

  test('an already verified account: 202 and no mail', async () => {
    const user = await t.createUser();
    const before = await outboxCount();
    expect((await t.client().post(RESEND, { email: user.email })).statusCode).toBe(202);
    expect(await outboxCount()).toBe(before);
  });

  test('at most 3 mails per account and hour: the 4th request is still 202 but mails nothing', async () => {
    const user = await t.createUser({ verified: false });
    for (let i = 0; i < 4; i++) expect((await t.client().post(RESEND, { email: user.email })).statusCode).toBe(202);
    expect(await t.mailbox(user.email)).toHaveLength(1 + 3);
  });

  test.each([
    ['missing email', {}, { email: field('required') }],
    ['invalid email', { email: 'nope' }, { email: field('email') }],
    ['unknown locale', { email: 'a@example.com', locale: 'de' }, { locale: field('choice') }],
    ['an unknown field', { email: 'a@example.com', user_id: 1 }, { user_id: field('unknown') }],
  ])('%s: 400 naming the field', async (_name, body, fields) => {
    expectError(await t.client().post(RESEND, body), 400, 'VALIDATION_FAILED', fields);
  });

  describe('hostile bodies', () => {
    test.each(hostileBodies({ valid: { email: 'someone@example.com' }, stringField: 'email', firstRequired: 'email' }).map((c) => [c.name, c] as const))(
      '%s: never a 5xx',
      async (_name, c) => {
        await expectHostile(t.client(), 'POST', RESEND, c);
      },
    );
  });
});

describe('forgotPassword', () => {
  test('a known address: 202 with no body and a reset link in the account’s language', async () => {
    const user = await t.createUser({ overrides: { locale: 'es' } });
    const res = await t.client().post(FORGOT, { email: user.email });
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    const [mail] = await t.mailbox(user.email);
    expect(mail!.subject).toBe(msg('mail_reset_subject', {}, 'es'));
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/m);
  });

  test('the locale of the request wins over the account’s', async () => {
    const user = await t.createUser();
    expect((await t.client().post(FORGOT, { email: user.email, locale: 'fr' })).statusCode).toBe(202);
    expect((await t.mailbox(user.email))[0]!.subject).toBe(msg('mail_reset_subject', {}, 'fr'));
  });

  test('an unknown address: 202 and no mail', async () => {
    const before = await outboxCount();
    expect((await t.client().post(FORGOT, { email: uniqueEmail('nobody') })).statusCode).toBe(202);
    expect(await outboxCount()).toBe(before);
  });

  test('at most 3 reset mails per account and hour', async () => {
    const user = await t.createUser();
    const before = (await t.mailbox(user.email)).length;
    for (let i = 0; i < 4; i++) expect((await t.client().post(FORGOT, { email: user.email })).statusCode).toBe(202);
    expect((await t.mailbox(user.email)).length - before).toBe(3);
  });

  test('a reset link lives one hour', async () => {
    const user = await t.createUser();
    expect((await t.client().post(FORGOT, { email: user.email })).statusCode).toBe(202);
    const [row] = await t.query<{ minutes: number }>(
      `select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from email_tokens where user_id = '${user.id}' and purpose = 'reset_password'`,
    );
    expect(Number(row!.minutes)).toBe(60);
  });

  test.each([
    ['missing email', {}, { email: field('required') }],
    ['invalid email', { email: 'nobody@' }, { email: field('email') }],
    ['an email of 2 characters', { email: 'a@' }, { email: field('too_short', { min: 3 }) }],
    ['an email of 255 characters', { email: `${'e'.repeat(242)}@example.test` }, { email: field('too_long', { max: 254 }) }],
    ['an unknown field', { email: 'a@example.com', redirect: 'https://evil.example' }, { redirect: field('unknown') }],
  ])('%s: 400 naming the field', async (_name, body, fields) => {
    expectError(await t.client().post(FORGOT, body), 400, 'VALIDATION_FAILED', fields);
  });

  describe('hostile bodies', () => {
    test.each(hostileBodies({ valid: { email: 'someone@example.com' }, stringField: 'email', firstRequired: 'email' }).map((c) => [c.name, c] as const))(
      '%s: never a 5xx',
      async (_name, c) => {
        await expectHostile(t.client(), 'POST', FORGOT, c);
      },
    );
  });
});

describe('resetPassword', () => {
  test('204; the new password works, the old does not; every session ends; the link is single-use', async () => {
    const user = await t.createUser();
    const one = await t.signIn(user);
    const two = await t.signIn(user);
    expect((await t.client().post(FORGOT, { email: user.email })).statusCode).toBe(202);
    const token = await t.linkToken(user.email, 'reset');

    const res = await t.client().post(RESET, { token, password: 'a fresh passphrase' });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expectError(await one.get(ME), 401, 'UNAUTHENTICATED');
    expectError(await two.get(ME), 401, 'UNAUTHENTICATED');
    expectError(await t.client().post(LOGIN, { email: user.email, password: user.password }), 401, 'INVALID_CREDENTIALS');
    expect((await t.client().post(LOGIN, { email: user.email, password: 'a fresh passphrase' })).statusCode).toBe(200);
    expect((await t.mailbox(user.email))[0]!.subject).toBe(msg('mail_password_changed_subject'));

    expectError(await t.client().post(RESET, { token, password: 'yet another passphrase' }), 410, 'TOKEN_INVALID');
    expect((await t.client().post(LOGIN, { email: user.email, password: 'a fresh passphrase' })).statusCode).toBe(200);
  });

  test('resetting from the signed-in browser of that account also clears its cookie', async () => {
    const user = await t.createUser();
    const browser = await t.signIn(user);
    expect((await browser.post(FORGOT, { email: user.email })).statusCode).toBe(202);
    const token = await t.linkToken(user.email, 'reset');
    const res = await browser.post(RESET, { token, password: 'a fresh passphrase' });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'sid')!.value).toBe('');
    expectError(await browser.get(ME), 401, 'UNAUTHENTICATED');
  });

  test('following a reset link also verifies the address', async () => {
    const user = await t.createUser({ verified: false });
    expect((await t.client().post(FORGOT, { email: user.email })).statusCode).toBe(202);
    const token = await t.linkToken(user.email, 'reset');
    expect((await t.client().post(RESET, { token, password: 'a fresh passphrase' })).statusCode).toBe(204);
    expect(await verifiedAt(user.email)).not.toBeNull();
  });

  test('a newer reset link makes the older one worthless', async () => {
    const user = await t.createUser();
    expect((await t.client().post(FORGOT, { email: user.email })).statusCode).toBe(202);
    const older = await t.linkToken(user.email, 'reset');
    expect((await t.client().post(FORGOT, { email: user.email })).statusCode).toBe(202);
    const newer = await t.linkToken(user.email, 'reset');
    expect(newer).not.toBe(older);
    expectError(await t.client().post(RESET, { token: older, password: 'a fresh passphrase' }), 410, 'TOKEN_INVALID');
    expect((await t.client().post(RESET, { token: newer, password: 'a fresh passphrase' })).statusCode).toBe(204);
  });

  test('bogus, expired and verification tokens: 410 TOKEN_INVALID', async () => {
    expectError(await t.client().post(RESET, { token: bogusToken(), password: 'a fresh passphrase' }), 410, 'TOKEN_INVALID');

    const user = await t.createUser({ verified: false });
    const verifyToken = await t.linkToken(user.email);
    expectError(await t.client().post(RESET, { token: verifyToken, password: 'a fresh passphrase' }), 410, 'TOKEN_INVALID');

    expect((await t.client().post(FORGOT, { email: user.email })).statusCode).toBe(202);
    const token = await t.linkToken(user.email, 'reset');
    await t.query(`update email_tokens set expires_at = now() - interval '1 second' where user_id = '${user.id}' and purpose = 'reset_password'`);
    expectError(await t.client().post(RESET, { token, password: 'a fresh passphrase' }), 410, 'TOKEN_INVALID');
    expectError(await t.client().post(LOGIN, { email: user.email, password: 'a fresh passphrase' }), 401, 'INVALID_CREDENTIALS');
  });

  test('a common password: 400 PASSWORD_COMMON, and the link stays usable', async () => {
    const user = await t.createUser();
    expect((await t.client().post(FORGOT, { email: user.email })).statusCode).toBe(202);
    const token = await t.linkToken(user.email, 'reset');
    expectError(await t.client().post(RESET, { token, password: 'password123' }), 400, 'PASSWORD_COMMON', {
      password: msg('api_error_password_common'),
    });
    expect((await t.client().post(RESET, { token, password: 'k9#mQ2!x' })).statusCode).toBe(204);
  });

  test('a password of 128 characters is accepted', async () => {
    const user = await t.createUser();
    expect((await t.client().post(FORGOT, { email: user.email })).statusCode).toBe(202);
    const token = await t.linkToken(user.email, 'reset');
    expect((await t.client().post(RESET, { token, password: 'Zq7!'.repeat(32) })).statusCode).toBe(204);
    expect((await t.client().post(LOGIN, { email: user.email, password: 'Zq7!'.repeat(32) })).statusCode).toBe(200);
  });

  test.each([
    ['missing token', { password: 'a fresh passphrase' }, { token: field('required') }],
    ['missing password', { token: 'a'.repeat(43) }, { password: field('required') }],
    ['a password of 7', { token: 'a'.repeat(43), password: 'k9#mQ2!' }, { password: field('too_short', { min: 8 }) }],
    ['a password of 129', { token: 'a'.repeat(43), password: `${'Zq7!'.repeat(32)}x` }, { password: field('too_long', { max: 128 }) }],
    ['a malformed token', { token: 'short', password: 'a fresh passphrase' }, { token: field('invalid') }],
    ['an unknown field', { token: 'a'.repeat(43), password: 'a fresh passphrase', email: 'a@example.com' }, { email: field('unknown') }],
  ])('%s: 400 naming the field', async (_name, body, fields) => {
    expectError(await t.client().post(RESET, body), 400, 'VALIDATION_FAILED', fields);
  });

  describe('hostile bodies', () => {
    test.each(
      hostileBodies({ valid: { token: 'a'.repeat(43), password: 'a fresh passphrase' }, stringField: 'password', firstRequired: 'token' }).map(
        (c) => [c.name, c] as const,
      ),
    )('%s: never a 5xx', async (_name, c) => {
      await expectHostile(t.client(), 'POST', RESET, c);
    });
  });
});

describe('mail-link rate limit', () => {
  test('more than 10 mail-link requests from one address in 15 minutes: 429 with Retry-After, whichever operation', async () => {
    const browser = t.client();
    const calls = [
      () => browser.post(RESEND, { email: uniqueEmail('a') }),
      () => browser.post(FORGOT, { email: uniqueEmail('b') }),
      () => browser.post(RESET, { token: bogusToken(), password: 'a fresh passphrase' }),
    ];
    for (let i = 0; i < 10; i++) expect([202, 410]).toContain((await calls[i % 3]!()).statusCode);
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('RATE_LIMITED');
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(900);
    }
    // Another address is not affected.
    expect((await t.client().post(FORGOT, { email: uniqueEmail('c') })).statusCode).toBe(202);
  });
});
