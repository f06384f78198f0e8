// Tag account: updateMe, changePassword, listSessions, endSession.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, expectError, field, msg, startTestServer, type TestServer } from './harness.js';
import { expectHostile, hostileBodies } from './hostile.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const CHANGE = `${API}/auth/password/change`;
const SESSIONS = `${API}/auth/sessions`;
const LOGIN = `${API}/auth/login`;
const ME = `${API}/auth/me`;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('updateMe', () => {
  test('200 with the user; later mails are written in the chosen language', async () => {
    const user = await t.createUser();
    const browser = await t.signIn(user);
    const res = await browser.request('PATCH', ME, { locale: 'es' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ email: user.email, locale: 'es' });
    expect((await browser.get(ME)).json().user.locale).toBe('es');

    await browser.post(CHANGE, { current_password: user.password, new_password: 'otra frase de paso' });
    const [mail] = await t.mailbox(user.email);
    expect(mail!.subject).toBe(msg('mail_password_changed_subject', {}, 'es'));
  });

  test('an unsupported language, an unknown field or no session is refused', async () => {
    const browser = await t.signIn(await t.createUser());
    expectError(await browser.request('PATCH', ME, { locale: 'de' }), 400, 'VALIDATION_FAILED', { locale: field('choice') });
    expectError(await browser.request('PATCH', ME, { locale: 'fr', role: 'admin' }), 400, 'VALIDATION_FAILED', { role: field('unknown') });
    expectError(await t.client().request('PATCH', ME, { locale: 'fr' }), 401, 'UNAUTHENTICATED');
  });

  test('keeps the time zone the browser reports, alone or with the language; refuses a malformed one or nothing', async () => {
    const browser = await t.signIn(await t.createUser());
    expect((await browser.get(ME)).json().user.timezone).toBeUndefined();
    const res = await browser.request('PATCH', ME, { timezone: 'Africa/Johannesburg' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ timezone: 'Africa/Johannesburg', locale: 'en' });
    expect((await browser.request('PATCH', ME, { locale: 'fr', timezone: 'Australia/Sydney' })).json().user).toMatchObject({ timezone: 'Australia/Sydney', locale: 'fr' });
    expect((await browser.get(ME)).json().user.timezone).toBe('Australia/Sydney');
    expect((await browser.request('PATCH', ME, { timezone: 'Not a zone!' })).statusCode).toBe(400);
    // Well formed but unknown: every page showing a time in it would throw.
    expect((await browser.request('PATCH', ME, { timezone: 'Mars/Olympus_Mons' })).statusCode).toBe(400);
    expect((await browser.request('PATCH', ME, {})).statusCode).toBe(400);
  });
});

describe('changePassword', () => {
  test('204; the new password works, the old does not; this session stays, the others end; a mail tells the owner', async () => {
    const user = await t.createUser({ overrides: { locale: 'fr' } });
    const here = await t.signIn(user);
    const elsewhere = await t.signIn(user);
    const newPassword = 'a brand new passphrase';
    const res = await here.post(CHANGE, { current_password: user.password, new_password: newPassword });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');

    expect((await here.get(ME)).statusCode).toBe(200);
    expectError(await elsewhere.get(ME), 401, 'UNAUTHENTICATED');
    expect((await here.get(SESSIONS)).json().sessions).toHaveLength(1);

    expectError(await t.client().post(LOGIN, { email: user.email, password: user.password }), 401, 'INVALID_CREDENTIALS');
    expect((await t.client().post(LOGIN, { email: user.email, password: newPassword })).statusCode).toBe(200);

    const [mail] = await t.mailbox(user.email);
    expect(mail!.subject).toBe(msg('mail_password_changed_subject', {}, 'fr'));
    expect(mail!.text).toContain(msg('mail_password_changed_body', {}, 'fr'));
  });

  test('a new password of 8 and of 128 characters is accepted; 7 and 129 are refused', async () => {
    const user = await t.createUser();
    const browser = await t.signIn(user);
    expectError(await browser.post(CHANGE, { current_password: user.password, new_password: 'k9#mQ2!' }), 400, 'VALIDATION_FAILED', {
      new_password: field('too_short', { min: 8 }),
    });
    expectError(
      await browser.post(CHANGE, { current_password: user.password, new_password: 'Zq7!'.repeat(32) + 'x' }),
      400,
      'VALIDATION_FAILED',
      { new_password: field('too_long', { max: 128 }) },
    );
    expect((await browser.post(CHANGE, { current_password: user.password, new_password: 'k9#mQ2!x' })).statusCode).toBe(204);
    expect((await browser.post(CHANGE, { current_password: 'k9#mQ2!x', new_password: 'Zq7!'.repeat(32) })).statusCode).toBe(204);
    expect((await t.client().post(LOGIN, { email: user.email, password: 'Zq7!'.repeat(32) })).statusCode).toBe(200);
  });

  test('a wrong current password: 400 PASSWORD_WRONG on current_password; nothing changes', async () => {
    const user = await t.createUser();
    const browser = await t.signIn(user);
    const other = await t.signIn(user);
    expectError(await browser.post(CHANGE, { current_password: 'not my password', new_password: 'another good one' }), 400, 'PASSWORD_WRONG', {
      current_password: msg('api_error_password_wrong'),
    });
    expect((await other.get(ME)).statusCode).toBe(200);
    expect((await t.client().post(LOGIN, { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  test('the same password again: 400 PASSWORD_UNCHANGED; a common one: 400 PASSWORD_COMMON', async () => {
    const user = await t.createUser();
    const browser = await t.signIn(user);
    expectError(await browser.post(CHANGE, { current_password: user.password, new_password: user.password }), 400, 'PASSWORD_UNCHANGED', {
      new_password: msg('api_error_password_unchanged'),
    });
    expectError(await browser.post(CHANGE, { current_password: user.password, new_password: 'Password123' }), 400, 'PASSWORD_COMMON', {
      new_password: msg('api_error_password_common'),
    });
    expectError(await browser.post(CHANGE, { current_password: user.password, new_password: user.email }), 400, 'PASSWORD_COMMON', {
      new_password: msg('api_error_password_common'),
    });
  });

  test('signed out: 401 UNAUTHENTICATED, bad input too (the session is checked before the body)', async () => {
    const body = { current_password: 'whatever1', new_password: 'whatever else' };
    expectError(await t.client().post(CHANGE, body), 401, 'UNAUTHENTICATED');
    expectError(await t.client().post(CHANGE, { current_password: 'whatever1' }), 401, 'UNAUTHENTICATED');
  });

  test.each([
    ['missing current_password', { new_password: 'whatever else' }, { current_password: field('required') }],
    ['missing new_password', { current_password: 'x' }, { new_password: field('required') }],
    ['empty current_password', { current_password: '', new_password: 'whatever else' }, { current_password: field('required') }],
    ['number for new_password', { current_password: 'x', new_password: 123456789 }, { new_password: field('type') }],
    ['unknown field', { current_password: 'x', new_password: 'whatever else', logout_others: false }, { logout_others: field('unknown') }],
  ])('%s: 400 naming the field', async (_name, body, fields) => {
    const browser = await t.signIn(await t.createUser());
    expectError(await browser.post(CHANGE, body), 400, 'VALIDATION_FAILED', fields);
  });

  test('more than 10 attempts in 15 minutes: 429 with Retry-After', async () => {
    const user = await t.createUser();
    const browser = await t.signIn(user);
    for (let i = 0; i < 10; i++) {
      expect((await browser.post(CHANGE, { current_password: `wrong ${i}`, new_password: 'another good one' })).statusCode).toBe(400);
    }
    const res = await browser.post(CHANGE, { current_password: user.password, new_password: 'another good one' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
  });

  describe('hostile bodies', () => {
    let browser: Awaited<ReturnType<TestServer['signIn']>>;
    beforeAll(async () => {
      browser = await t.signIn(await t.createUser());
    });
    test.each(
      hostileBodies({
        valid: { current_password: 'whatever1', new_password: 'whatever else' },
        stringField: 'new_password',
        firstRequired: 'current_password',
      }).map((c) => [c.name, c] as const),
    )('%s: never a 5xx', async (_name, c) => {
      await expectHostile(browser, 'POST', CHANGE, c);
    });
  });
});

describe('listSessions', () => {
  test('the user’s live sessions, newest first, with the exact shape; only the caller’s is current', async () => {
    const user = await t.createUser();
    const first = await t.signIn(user, { headers: { 'user-agent': 'Browser One' } });
    const second = await t.signIn(user, { headers: { 'user-agent': 'Browser Two' } });
    const third = await t.signIn(user, { headers: { 'user-agent': 'Browser Three' } });
    await t.signIn(await t.createUser()); // someone else's session is not listed
    // Make the order unambiguous even when two sign-ins share a timestamp.
    const ids = await t.query<{ id: string }>(
      `select s.id from sessions s join users u on u.id = s.user_id where u.id = '${user.id}' order by s.created_at, s.id`,
    );
    await t.query(`update sessions set created_at = created_at - interval '2 minutes' where id = '${ids[0]!.id}'`);

    const res = await second.get(SESSIONS);
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json();
    expect(Object.keys(res.json())).toEqual(['sessions']);
    expect(sessions).toHaveLength(3);
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual(['created_at', 'current', 'expires_at', 'id', 'ip_address', 'last_seen_at', 'user_agent']);
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(s.created_at).toMatch(ISO);
      expect(s.last_seen_at).toMatch(ISO);
      expect(s.expires_at).toMatch(ISO);
    }
    expect(sessions.map((s: { current: boolean }) => s.current).filter(Boolean)).toHaveLength(1);
    const current = sessions.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ user_agent: 'Browser Two', ip_address: second.remoteAddress });
    expect(sessions[2]).toMatchObject({ user_agent: 'Browser One', ip_address: first.remoteAddress, current: false });
    const created = sessions.map((s: { created_at: string }) => Date.parse(s.created_at));
    expect([...created].sort((a, b) => b - a)).toEqual(created);

    // From another browser, that one is current instead.
    const fromThird = (await third.get(SESSIONS)).json().sessions;
    expect(fromThird.find((s: { current: boolean }) => s.current).user_agent).toBe('Browser Three');
  });

  test('ended and expired sessions are not listed', async () => {
    const user = await t.createUser();
    const keep = await t.signIn(user);
    const out = await t.signIn(user);
    const stale = await t.signIn(user);
    expect((await out.post(`${API}/auth/logout`)).statusCode).toBe(204);
    const staleId = (await stale.get(SESSIONS)).json().sessions.find((s: { current: boolean }) => s.current).id;
    await t.query(`update sessions set last_seen_at = now() - interval '8 days' where id = '${staleId}'`);
    const { sessions } = (await keep.get(SESSIONS)).json();
    expect(sessions).toHaveLength(1);
    expect(sessions[0].current).toBe(true);
  });

  test('signed out: 401', async () => {
    expectError(await t.client().get(SESSIONS), 401, 'UNAUTHENTICATED');
  });
});

describe('endSession', () => {
  let endSessionBrowser: Awaited<ReturnType<TestServer['signIn']>>;
  beforeAll(async () => {
    endSessionBrowser = await t.signIn(await t.createUser());
  });
  const sessionsOf = async (browser: Awaited<ReturnType<TestServer['signIn']>>) =>
    (await browser.get(SESSIONS)).json().sessions as Array<{ id: string; current: boolean }>;

  test('ending another of my sessions: 204; that session is revoked at once', async () => {
    const user = await t.createUser();
    const laptop = await t.signIn(user);
    const phone = await t.signIn(user);
    const phoneId = (await sessionsOf(phone)).find((s) => s.current)!.id;
    const res = await laptop.delete(`${SESSIONS}/${phoneId}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expectError(await phone.get(ME), 401, 'UNAUTHENTICATED');
    expect((await sessionsOf(laptop)).map((s) => s.id)).not.toContain(phoneId);
    expect((await laptop.get(ME)).statusCode).toBe(200);
    // Already ended: nothing left to end.
    expectError(await laptop.delete(`${SESSIONS}/${phoneId}`), 404, 'NOT_FOUND');
  });

  test('ending my current session: 204, the cookie is cleared, signed out', async () => {
    const browser = await t.signIn(await t.createUser());
    const id = (await sessionsOf(browser)).find((s) => s.current)!.id;
    const res = await browser.delete(`${SESSIONS}/${id}`);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'sid')!.value).toBe('');
    expectError(await browser.get(ME), 401, 'UNAUTHENTICATED');
  });

  test('another user’s session id: 404, and that session lives on', async () => {
    const mallory = await t.signIn(await t.createUser());
    const victim = await t.signIn(await t.createUser());
    const victimId = (await sessionsOf(victim)).find((s) => s.current)!.id;
    expectError(await mallory.delete(`${SESSIONS}/${victimId}`), 404, 'NOT_FOUND');
    expect((await victim.get(ME)).statusCode).toBe(200);
  });

  test('an unknown id: 404', async () => {
    const browser = await t.signIn(await t.createUser());
    expectError(await browser.delete(`${SESSIONS}/${randomUUID()}`), 404, 'NOT_FOUND');
  });

  test.each([
    ['not a uuid', 'not-a-uuid'],
    ['a uuid with a tail', `${randomUUID()}x`],
    ['a NUL character', `${randomUUID().slice(0, 35)}%00`],
    ['a SQL fragment', encodeURIComponent("' or '1'='1")],
  ])('a malformed id (%s): 400 naming id', async (_name, id) => {
    expectError(await endSessionBrowser.delete(`${SESSIONS}/${id}`), 400, 'VALIDATION_FAILED', { id: field('invalid') });
  });

  test.each([
    // Caught by the router before validation; still the one error shape, never Fastify's own.
    ['longer than the router accepts', `${randomUUID()}${'a'.repeat(5000)}`],
    ['a broken %-escape', '%E0%A4%A'],
  ])('an unreadable id (%s): 400 BODY_INVALID', async (_name, id) => {
    const res = await endSessionBrowser.delete(`${SESSIONS}/${id}`, { headers: { 'accept-language': 'fr' } });
    expectError(res, 400, 'BODY_INVALID', undefined, { locale: 'fr' });
  });

  test('signed out: 401', async () => {
    expectError(await t.client().delete(`${SESSIONS}/${randomUUID()}`), 401, 'UNAUTHENTICATED');
  });

  test.each([
    ['a JSON body (ignored)', '{"all":true}', 'application/json', 404, 'NOT_FOUND'],
    ['JSON null (ignored)', 'null', 'application/json', 404, 'NOT_FOUND'],
    ['malformed JSON', '{"all":', 'application/json', 400, 'BODY_INVALID'],
    ['text/plain', 'all', 'text/plain', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a body over 64 KiB', JSON.stringify({ all: 'x'.repeat(64 * 1024) }), 'application/json', 413, 'PAYLOAD_TOO_LARGE'],
  ])('a DELETE with %s: never a 5xx', async (_name, payload, contentType, status, code) => {
    const res = await endSessionBrowser.delete(`${SESSIONS}/${randomUUID()}`, { payload, contentType });
    expectError(res, status, code);
    expect((await endSessionBrowser.get(ME)).statusCode).toBe(200);
  });
});
