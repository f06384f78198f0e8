// Anti-forgery, across every unsafe operation of the contract.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, GOOD_PASSWORD, expectError, registrationBody, startTestServer, uniqueEmail, type Client, type TestServer, type TestUser } from './harness.js';

let t: TestServer;
let user: TestUser;
beforeAll(async () => {
  t = await startTestServer();
  user = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

const token = () => randomBytes(32).toString('base64url');

/** Every unsafe operation with a body it would accept (the anti-forgery check comes first). */
const unsafe: Array<{ op: string; method: 'POST' | 'PATCH' | 'DELETE'; url: () => string; body?: () => unknown }> = [
  { op: 'register', method: 'POST', url: () => `${API}/auth/register`, body: () => registrationBody('candidate') },
  { op: 'login', method: 'POST', url: () => `${API}/auth/login`, body: () => ({ email: user.email, password: user.password }) },
  { op: 'logout', method: 'POST', url: () => `${API}/auth/logout` },
  { op: 'verifyEmail', method: 'POST', url: () => `${API}/auth/verify-email`, body: () => ({ token: token() }) },
  { op: 'resendVerification', method: 'POST', url: () => `${API}/auth/verify-email/resend`, body: () => ({ email: user.email }) },
  { op: 'forgotPassword', method: 'POST', url: () => `${API}/auth/password/forgot`, body: () => ({ email: user.email }) },
  { op: 'resetPassword', method: 'POST', url: () => `${API}/auth/password/reset`, body: () => ({ token: token(), password: 'a fresh passphrase' }) },
  {
    op: 'changePassword',
    method: 'POST',
    url: () => `${API}/auth/password/change`,
    body: () => ({ current_password: user.password, new_password: 'never applied passphrase' }),
  },
  { op: 'updateMe', method: 'PATCH', url: () => `${API}/auth/me`, body: () => ({ locale: 'es' }) },
  { op: 'endSession', method: 'DELETE', url: () => `${API}/auth/sessions/${randomUUID()}` },
];
const cases = unsafe.map((u) => [u.op, u] as const);

const send = (browser: Client, u: (typeof unsafe)[number], xsrf?: string) =>
  browser.request(u.method, u.url(), u.body?.(), xsrf === undefined ? {} : { xsrf });

describe('anonymous browser', () => {
  test.each(cases)('%s without X-XSRF-TOKEN: 403 XSRF_MISMATCH', async (_op, u) => {
    const browser = t.client();
    await browser.primeXsrf();
    expectError(await send(browser, u, 'omit'), 403, 'XSRF_MISMATCH');
  });

  test.each(cases)('%s with a wrong X-XSRF-TOKEN: 403 XSRF_MISMATCH', async (_op, u) => {
    const browser = t.client();
    await browser.primeXsrf();
    expectError(await send(browser, u, token()), 403, 'XSRF_MISMATCH');
  });

  test.each(cases)('%s with a header but no XSRF-TOKEN cookie: 403 XSRF_MISMATCH', async (_op, u) => {
    expectError(await send(t.client(), u, token()), 403, 'XSRF_MISMATCH');
  });

  test.each(cases)('%s with an empty header: 403 XSRF_MISMATCH', async (_op, u) => {
    const browser = t.client();
    await browser.primeXsrf();
    expectError(await send(browser, u, ''), 403, 'XSRF_MISMATCH');
  });

  test.each(cases)('%s with the matching token is not refused as forged', async (_op, u) => {
    const browser = t.client();
    const res = await send(browser, u);
    expect(res.statusCode).not.toBe(403);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('signed-in browser', () => {
  let signedIn: Client;
  beforeAll(async () => {
    signedIn = await t.signIn(user);
  });

  test.each(cases)('%s with an anonymous token from another browser (as cookie and header): 403 XSRF_MISMATCH', async (_op, u) => {
    const other = t.client();
    const anonymous = await other.primeXsrf();
    const browser = t.client();
    browser.setCookie('sid', signedIn.cookie('sid')!);
    browser.setCookie('XSRF-TOKEN', anonymous);
    expectError(await send(browser, u, anonymous), 403, 'XSRF_MISMATCH');
  });

  test.each(cases)('%s without a header: 403 XSRF_MISMATCH', async (_op, u) => {
    expectError(await send(signedIn, u, 'omit'), 403, 'XSRF_MISMATCH');
  });

  test('the session still works after all those refusals', async () => {
    expect((await signedIn.get(`${API}/auth/me`)).statusCode).toBe(200);
  });

  test('the anonymous token this browser had before signing in is no longer accepted', async () => {
    const browser = t.client();
    const before = await browser.primeXsrf();
    expect((await browser.post(`${API}/auth/login`, { email: user.email, password: user.password })).statusCode).toBe(200);
    const after = browser.cookie('XSRF-TOKEN')!;
    expect(after).not.toBe(before);
    browser.setCookie('XSRF-TOKEN', before);
    expectError(await browser.post(`${API}/auth/logout`, undefined, { xsrf: before }), 403, 'XSRF_MISMATCH');
    browser.setCookie('XSRF-TOKEN', after);
    expect((await browser.post(`${API}/auth/logout`)).statusCode).toBe(204);
  });

  test('a signed-in browser that lost its token gets a new one bound to its session', async () => {
    const browser = await t.signIn(user);
    browser.deleteCookie('XSRF-TOKEN');
    expectError(await browser.post(`${API}/auth/logout`, undefined, { xsrf: token() }), 403, 'XSRF_MISMATCH');
    const fresh = browser.cookie('XSRF-TOKEN')!;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await browser.get(`${API}/auth/me`)).statusCode).toBe(200);
    expect((await browser.post(`${API}/auth/logout`)).statusCode).toBe(204);
    expect((await browser.get(`${API}/auth/me`)).statusCode).toBe(401);
  });
});

describe('order of checks', () => {
  test('a forged request with a bad body is a 403, not a 400', async () => {
    const browser = t.client();
    await browser.primeXsrf();
    expectError(await browser.post(`${API}/auth/register`, { nonsense: true }, { xsrf: 'omit' }), 403, 'XSRF_MISMATCH');
  });

  test('a forged registration creates nothing and mails nothing', async () => {
    const email = uniqueEmail('forged');
    const browser = t.client();
    await browser.primeXsrf();
    expect((await browser.post(`${API}/auth/register`, registrationBody('candidate', { email, password: GOOD_PASSWORD }), { xsrf: 'omit' })).statusCode).toBe(403);
    expect(await t.query(`select 1 from users where email = '${email}'`)).toHaveLength(0);
    expect(await t.mailbox(email)).toHaveLength(0);
  });

  test('safe methods need no token', async () => {
    const browser = await t.signIn(user);
    expect((await browser.get(`${API}/auth/me`, { xsrf: 'omit' })).statusCode).toBe(200);
    expect((await browser.get(`${API}/auth/sessions`, { xsrf: 'omit' })).statusCode).toBe(200);
  });

  test('Accept-Language: fr', async () => {
    const browser = t.client({ headers: { 'accept-language': 'fr' } });
    expectError(await browser.post(`${API}/auth/logout`, undefined, { xsrf: 'omit' }), 403, 'XSRF_MISMATCH', undefined, { locale: 'fr' });
  });
});
