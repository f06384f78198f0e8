// Tag auth: login, logout, getMe, and how sessions live and die.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, expectError, field, startTestServer, uniqueAddress, uniqueEmail, type Client, type Res, type TestServer, type TestUser } from './harness.js';
import { expectHostile, hostileBodies } from './hostile.js';

let t: TestServer;
let ada: TestUser;
beforeAll(async () => {
  t = await startTestServer();
  ada = await t.createUser({ type: 'business_owner' });
});
afterAll(async () => {
  await t?.close();
});

const LOGIN = `${API}/auth/login`;
const LOGOUT = `${API}/auth/logout`;
const ME = `${API}/auth/me`;

const setCookie = (res: Res, name: string) => res.cookies.find((c) => c.name === name);
const sessionRow = async (tokenHashOf: string) => {
  const { createHash } = await import('node:crypto');
  const hash = createHash('sha256').update(tokenHashOf).digest('hex');
  return (await t.query<{ id: string; ended_at: unknown }>(`select id, ended_at from sessions where token_hash = '${hash}'`))[0];
};
/** A browser that carries only the given session cookie (as a stolen or replayed cookie would be). */
const withSid = (sid: string): Client => {
  const browser = t.client();
  browser.setCookie('sid', sid);
  return browser;
};

describe('login', () => {
  test('200 with the exact user shape; nothing secret leaves', async () => {
    const browser = t.client();
    const res = await browser.post(LOGIN, { email: ada.email, password: ada.password });
    expect(res.statusCode, res.body).toBe(200);
    const { user } = res.json();
    expect(res.json()).toEqual({
      user: {
        id: ada.id,
        email: ada.email,
        firstname: 'Ada',
        lastname: 'Lovelace',
        role: 'employer',
        email_verified: true,
        country: 'GB',
        locale: 'en',
        company_name: 'Acme Staffing',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
    expect(Date.now() - Date.parse(user.created_at)).toBeLessThan(5 * 60_000);
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  test('cookies: sid is HttpOnly and SameSite=Lax for 30 days; XSRF-TOKEN is readable by script', async () => {
    const browser = t.client();
    const res = await browser.post(LOGIN, { email: ada.email, password: ada.password });
    const sid = setCookie(res, 'sid')!;
    expect(sid).toBeDefined();
    expect(sid.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sid.httpOnly).toBe(true);
    expect(sid.sameSite).toBe('Lax');
    expect(sid.path).toBe('/');
    expect(sid.secure).toBeFalsy();
    const days = (sid.expires!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThanOrEqual(30);

    const xsrf = setCookie(res, 'XSRF-TOKEN')!;
    expect(xsrf.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(xsrf.httpOnly).toBeFalsy();
    expect(xsrf.sameSite).toBe('Lax');
    expect(xsrf.path).toBe('/');
    const raw = ([] as string[]).concat(res.headers['set-cookie'] as string[]);
    expect(raw.find((c) => c.startsWith('sid='))).toMatch(/; HttpOnly/);
    expect(raw.find((c) => c.startsWith('XSRF-TOKEN='))).not.toMatch(/HttpOnly/i);
  });

  test('the e-mail address is matched without regard to case', async () => {
    const res = await t.client().post(LOGIN, { email: ada.email.toUpperCase(), password: ada.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(ada.id);
  });

  test('wrong password and unknown address: the same 401 INVALID_CREDENTIALS, no session', async () => {
    const wrong = await t.client().post(LOGIN, { email: ada.email, password: 'not the password' });
    expectError(wrong, 401, 'INVALID_CREDENTIALS');
    expect(setCookie(wrong, 'sid')).toBeUndefined();
    const unknown = await t.client().post(LOGIN, { email: uniqueEmail('nobody'), password: 'not the password' });
    expectError(unknown, 401, 'INVALID_CREDENTIALS');
    expect(unknown.json()).toEqual(wrong.json());
  });

  test('unverified account: 401 for a wrong password, 403 EMAIL_NOT_VERIFIED only after the right one, no session', async () => {
    const grace = await t.createUser({ verified: false });
    expectError(await t.client().post(LOGIN, { email: grace.email, password: 'not the password' }), 401, 'INVALID_CREDENTIALS');
    const res = await t.client().post(LOGIN, { email: grace.email, password: grace.password });
    expectError(res, 403, 'EMAIL_NOT_VERIFIED');
    expect(setCookie(res, 'sid')).toBeUndefined();
  });

  test('Accept-Language: fr gives the French message', async () => {
    const res = await t.client({ headers: { 'accept-language': 'fr' } }).post(LOGIN, { email: ada.email, password: 'not the password' });
    expectError(res, 401, 'INVALID_CREDENTIALS', undefined, { locale: 'fr' });
  });

  test.each([
    ['missing email', { password: 'x' }, { email: field('required') }],
    ['missing password', { email: 'a@example.com' }, { password: field('required') }],
    ['empty password', { email: 'a@example.com', password: '' }, { password: field('required') }],
    ['password of 129', { email: 'a@example.com', password: 'p'.repeat(129) }, { password: field('too_long', { max: 128 }) }],
    ['email of 255', { email: `${'e'.repeat(242)}@example.test`, password: 'x' }, { email: field('too_long', { max: 254 }) }],
    ['invalid email', { email: 'ada', password: 'x' }, { email: field('email') }],
    ['number for the password', { email: 'a@example.com', password: 12345678 }, { password: field('type') }],
    ['unknown field', { email: 'a@example.com', password: 'x', remember: true }, { remember: field('unknown') }],
  ])('%s: 400 VALIDATION_FAILED naming the field', async (_name, body, fields) => {
    expectError(await t.client().post(LOGIN, body), 400, 'VALIDATION_FAILED', fields);
  });

  describe('hostile bodies', () => {
    const cases = hostileBodies({ valid: { email: 'someone@example.com', password: 'whatever1' }, stringField: 'password', firstRequired: 'email' });
    test.each(cases.map((c) => [c.name, c] as const))('%s: never a 5xx', async (_name, c) => {
      await expectHostile(t.client(), 'POST', LOGIN, c);
    });
  });
});

describe('session rotation', () => {
  test('signing in again ends the previous session of this browser and issues a new id', async () => {
    const browser = await t.signIn(ada);
    const oldSid = browser.cookie('sid')!;
    const oldXsrf = browser.cookie('XSRF-TOKEN')!;
    const res = await browser.post(LOGIN, { email: ada.email, password: ada.password });
    expect(res.statusCode).toBe(200);
    const newSid = browser.cookie('sid')!;
    expect(newSid).not.toBe(oldSid);
    expect(browser.cookie('XSRF-TOKEN')).not.toBe(oldXsrf);
    expectError(await withSid(oldSid).get(ME), 401, 'UNAUTHENTICATED');
    expect((await sessionRow(oldSid))!.ended_at).not.toBeNull();
    expect((await browser.get(ME)).statusCode).toBe(200);
  });

  test('signing in as someone else from the same browser ends the first account’s session', async () => {
    const grace = await t.createUser();
    const browser = await t.signIn(ada);
    const adaSid = browser.cookie('sid')!;
    expect((await browser.post(LOGIN, { email: grace.email, password: grace.password })).statusCode).toBe(200);
    expect((await browser.get(ME)).json().user.id).toBe(grace.id);
    expect((await withSid(adaSid).get(ME)).statusCode).toBe(401);
  });

  test('a failed sign-in leaves the current session alone', async () => {
    const browser = await t.signIn(ada);
    expect((await browser.post(LOGIN, { email: ada.email, password: 'wrong password' })).statusCode).toBe(401);
    expect((await browser.get(ME)).statusCode).toBe(200);
  });
});

describe('getMe', () => {
  test('200 with the signed-in user', async () => {
    const browser = await t.signIn(ada);
    const res = await browser.get(ME);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: expect.objectContaining({ id: ada.id, email: ada.email, role: 'employer', email_verified: true }),
    });
    expect(Object.keys(res.json().user).sort()).toEqual(
      ['company_name', 'country', 'created_at', 'email', 'email_verified', 'firstname', 'id', 'lastname', 'locale', 'role'],
    );
  });

  test('no cookie: 401 UNAUTHENTICATED', async () => {
    expectError(await t.client().get(ME), 401, 'UNAUTHENTICATED');
  });

  test('a bogus sid: 401, and the cookie is cleared', async () => {
    const res = await withSid('A'.repeat(43)).get(ME);
    expectError(res, 401, 'UNAUTHENTICATED');
    const cleared = setCookie(res, 'sid')!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  test('Accept-Language: fr', async () => {
    expectError(await t.client({ headers: { 'accept-language': 'fr' } }).get(ME), 401, 'UNAUTHENTICATED', undefined, { locale: 'fr' });
  });
});

describe('expiry', () => {
  const age = async (browser: Client, set: string) => {
    const row = (await sessionRow(browser.cookie('sid')!))!;
    await t.query(`update sessions set ${set} where id = '${row.id}'`);
    return row.id;
  };

  test('idle for more than 7 days: 401 and the cookie is cleared', async () => {
    const browser = await t.signIn(ada);
    await age(browser, `last_seen_at = now() - interval '7 days 1 minute'`);
    const res = await browser.get(ME);
    expectError(res, 401, 'UNAUTHENTICATED');
    expect(browser.cookie('sid')).toBeUndefined();
  });

  test('idle for just under 7 days: still valid, and the visit renews last_seen_at', async () => {
    const browser = await t.signIn(ada);
    const id = await age(browser, `last_seen_at = now() - interval '6 days 23 hours'`);
    expect((await browser.get(ME)).statusCode).toBe(200);
    const [row] = await t.query<{ idle_seconds: number }>(
      `select extract(epoch from now() - last_seen_at)::int as idle_seconds from sessions where id = '${id}'`,
    );
    expect(Number(row!.idle_seconds)).toBeLessThan(60);
  });

  test('30 days after sign-in (absolute expiry): 401 even when active', async () => {
    const browser = await t.signIn(ada);
    await age(browser, `created_at = now() - interval '30 days', expires_at = now() - interval '1 second', last_seen_at = now()`);
    expectError(await browser.get(ME), 401, 'UNAUTHENTICATED');
  });

  test('a new session expires 30 days after it starts', async () => {
    const browser = await t.signIn(ada);
    const row = (await sessionRow(browser.cookie('sid')!))!;
    const [span] = await t.query<{ seconds: number }>(
      `select extract(epoch from expires_at - created_at)::int as seconds from sessions where id = '${row.id}'`,
    );
    expect(Math.abs(Number(span!.seconds) - 30 * 86_400)).toBeLessThan(10);
  });
});

describe('logout', () => {
  test('204 with no body; the session ends, its cookie is cleared and a fresh anonymous XSRF token is set', async () => {
    const browser = await t.signIn(ada);
    const sid = browser.cookie('sid')!;
    const xsrf = browser.cookie('XSRF-TOKEN')!;
    const res = await browser.post(LOGOUT);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(setCookie(res, 'sid')!.value).toBe('');
    expect(browser.cookie('sid')).toBeUndefined();
    expect(browser.cookie('XSRF-TOKEN')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(browser.cookie('XSRF-TOKEN')).not.toBe(xsrf);
    expect((await sessionRow(sid))!.ended_at).not.toBeNull();
    expectError(await browser.get(ME), 401, 'UNAUTHENTICATED');
    expectError(await withSid(sid).get(ME), 401, 'UNAUTHENTICATED');
    // The new anonymous token works for the next unsafe request (signing in again).
    expect((await browser.post(LOGIN, { email: ada.email, password: ada.password })).statusCode).toBe(200);
  });

  test('without a session: 204; twice: 204', async () => {
    const browser = t.client();
    expect((await browser.post(LOGOUT)).statusCode).toBe(204);
    expect((await browser.post(LOGOUT)).statusCode).toBe(204);
  });

  test('ends only this browser’s session', async () => {
    const one = await t.signIn(ada);
    const two = await t.signIn(ada);
    expect((await one.post(LOGOUT)).statusCode).toBe(204);
    expect((await two.get(ME)).statusCode).toBe(200);
  });

  describe('hostile bodies (logout takes none)', () => {
    test.each([
      ['JSON null', 'null', 'application/json', 204, undefined],
      ['an object', '{"all":true}', 'application/json', 204, undefined],
      ['malformed JSON', '{"a":', 'application/json', 400, 'BODY_INVALID'],
      ['text/plain', 'bye', 'text/plain', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['application/xml', '<bye/>', 'application/xml', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['over 64 KiB', JSON.stringify({ a: 'x'.repeat(64 * 1024) }), 'application/json', 413, 'PAYLOAD_TOO_LARGE'],
    ])('%s: %s', async (_name, payload, contentType, status, code) => {
      const res = await t.client().post(LOGOUT, undefined, { payload, contentType });
      expect(res.statusCode, res.body).toBe(status);
      if (code) expect(res.json().code).toBe(code);
    });
  });
});

describe('login rate limits', () => {
  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.client({ remoteAddress }).post(LOGIN, { email, password });

  test('5 failures from one address lock that (account, address) pair with 429 and Retry-After; the owner elsewhere still signs in', async () => {
    const victim = await t.createUser();
    const attacker = uniqueAddress();
    for (let i = 0; i < 5; i++) {
      // Case variations count against the same account.
      const email = i % 2 ? victim.email.toUpperCase() : victim.email;
      expectError(await attempt(email, `guess number ${i}`, attacker), 401, 'INVALID_CREDENTIALS');
    }
    const locked = await attempt(victim.email, 'guess number 5', attacker);
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expectError(locked, 429, 'RATE_LIMITED', undefined, { params: { minutes: Math.ceil(retryAfter / 60) } });
    // Even the right password is refused from the locked address...
    expect((await attempt(victim.email, victim.password, attacker)).statusCode).toBe(429);
    // ...but the real user, from another address, is not locked out.
    const owner = await attempt(victim.email, victim.password, uniqueAddress());
    expect(owner.statusCode).toBe(200);
    // And the attacker's address can still try other accounts.
    expect((await attempt(ada.email, ada.password, attacker)).statusCode).toBe(200);
  });

  test('a successful sign-in clears the failure count', async () => {
    const user = await t.createUser();
    const address = uniqueAddress();
    for (let i = 0; i < 4; i++) expect((await attempt(user.email, 'wrong password', address)).statusCode).toBe(401);
    expect((await attempt(user.email, user.password, address)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, 'wrong password', address)).statusCode).toBe(401);
    expect((await attempt(user.email, 'wrong password', address)).statusCode).toBe(429);
  });

  test('failures for an unknown address are limited the same way', async () => {
    const email = uniqueEmail('ghost');
    const address = uniqueAddress();
    for (let i = 0; i < 5; i++) expect((await attempt(email, 'wrong password', address)).statusCode).toBe(401);
    expect((await attempt(email, 'wrong password', address)).statusCode).toBe(429);
  });

  test('more than 30 sign-ins from one address in 15 minutes: 429', async () => {
    const address = uniqueAddress();
    // 28 attempts already counted in this window (spraying different accounts)...
    await t.query(`insert into rate_limits (key, window_start, hits) values ('login:${address}', now(), 28)`);
    // ...the 29th and 30th are still answered...
    expect((await attempt(uniqueEmail('spray'), 'wrong password', address)).statusCode).toBe(401);
    expect((await attempt(ada.email, ada.password, address)).statusCode).toBe(200);
    // ...the 31st is not, even with the right password.
    const res = await attempt(ada.email, ada.password, address);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
