// Two-factor sign-in (server/auth/two-factor.ts): turning it on with the password and a first
// code, the sign-in's second step (no session before it, a challenge that expires, codes used
// once, wrong codes locked out, recovery codes once ever, a remembered browser), renewing the
// recovery codes and turning it off, each change mailed to the account; administrators work only
// with it on (server/http/operation-access.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { hotp, stepAt } from '../../server/auth/totp.js';
import { API, expectError, field, GOOD_PASSWORD, msg, startTestServer, type Client, type TestServer, type TestUser } from './harness.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const TF = {
  status: `${API}/account/two-factor`,
  setup: `${API}/account/two-factor/setup`,
  enable: `${API}/account/two-factor/enable`,
  renew: `${API}/account/two-factor/recovery-codes`,
  disable: `${API}/account/two-factor/disable`,
  devices: `${API}/account/two-factor/remembered-devices`,
  login: `${API}/auth/login`,
  second: `${API}/auth/login/two-factor`,
  me: `${API}/auth/me`,
};
const NOW = '2030-05-06T10:00:00Z';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
beforeEach(() => t.clock.set(NOW));
afterAll(async () => {
  await t?.close();
});

/** The code the app shows `steps` steps from now. */
const codeOf = (secret: string, steps = 0) => hotp(secret.replace(/\s/g, ''), stepAt(t.clock.now()) + steps);
const later = (seconds: number) => t.clock.set(new Date(t.clock.now().getTime() + seconds * 1000));

/** An account with two-factor on: its secret and recovery codes, and the browser that turned it on. */
async function withTwoFactor(): Promise<{ user: TestUser; browser: Client; secret: string; recovery: string[] }> {
  const user = await t.createUser({ type: 'candidate' });
  const browser = await t.signIn(user);
  const setup = (await browser.post(TF.setup, { password: GOOD_PASSWORD })).json<Json>();
  const enabled = await browser.post(TF.enable, { code: codeOf(setup.secret) });
  expect(enabled.statusCode).toBe(200);
  later(30);
  return { user, browser, secret: setup.secret, recovery: enabled.json<Json>().recovery_codes };
}

/** A fresh browser past the password: the challenge is in its jar. */
async function pastPassword(user: TestUser, browser = t.client()) {
  const res = await browser.post(TF.login, { email: user.email, password: user.password });
  expect(res.statusCode).toBe(202);
  return browser;
}

describe('turning it on', () => {
  test('asks the password, gives a key and an otpauth address, and turns on with the first code', async () => {
    const user = await t.createUser({ type: 'business_owner' });
    const browser = await t.signIn(user);
    expect((await browser.get(TF.status)).json()).toEqual({ enabled: false, recovery_codes_left: 0, remembered_devices: 0 });
    expectError(await browser.post(TF.setup, { password: 'not my password' }), 400, 'PASSWORD_WRONG', { password: msg('api_error_password_wrong') });

    const setup = (await browser.post(TF.setup, { password: GOOD_PASSWORD })).json<Json>();
    expect(setup.secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(setup.otpauth_uri).toBe(
      `otpauth://totp/RemoteHire:${encodeURIComponent(user.email)}?secret=${setup.secret.replace(/ /g, '')}&issuer=RemoteHire&algorithm=SHA1&digits=6&period=30`,
    );
    expectError(await browser.post(TF.enable, { code: codeOf(setup.secret, 3) }), 400, 'INVALID_TWO_FACTOR_CODE', { code: field('two_factor_code') });
    // A phone a step behind still turns it on.
    const enabled = (await browser.post(TF.enable, { code: codeOf(setup.secret, -1) })).json<Json>();
    expect(enabled.recovery_codes).toHaveLength(10);
    expect(new Set(enabled.recovery_codes).size).toBe(10);
    for (const code of enabled.recovery_codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect((await browser.get(TF.status)).json()).toEqual({ enabled: true, enabled_at: '2030-05-06T10:00:00.000Z', recovery_codes_left: 10, remembered_devices: 0 });
    expectError(await browser.post(TF.setup, { password: GOOD_PASSWORD }), 409, 'TWO_FACTOR_ALREADY_ON');
    // The codes are kept hashed; the secret is not shown again.
    const [row] = await t.query<{ code_hash: string }>(`select code_hash from two_factor_recovery_codes where user_id = '${(await t.query<{ id: string }>(`select id from users where email = '${user.email}'`))[0]!.id}' limit 1`);
    expect(enabled.recovery_codes).not.toContain(row!.code_hash);
  });

  test('a code needs a setup waiting for it; a newer setup replaces the older', async () => {
    const browser = await t.signIn(await t.createUser({ type: 'candidate' }));
    expectError(await browser.post(TF.enable, { code: '123456' }), 409, 'TWO_FACTOR_NOT_SET_UP');
    const first = (await browser.post(TF.setup, { password: GOOD_PASSWORD })).json<Json>();
    const second = (await browser.post(TF.setup, { password: GOOD_PASSWORD })).json<Json>();
    expect(second.secret).not.toBe(first.secret);
    expectError(await browser.post(TF.enable, { code: codeOf(first.secret) }), 400, 'INVALID_TWO_FACTOR_CODE', { code: field('two_factor_code') });
    expect((await browser.post(TF.enable, { code: codeOf(second.secret) })).statusCode).toBe(200);
  });
});

describe('signing in', () => {
  test('the password alone opens no session; the code does, once', async () => {
    const { user, secret } = await withTwoFactor();
    const browser = await pastPassword(user);
    const challenge = browser.cookie('tfa_challenge');
    expect(challenge).toBeDefined();
    expect(browser.cookie('sid')).toBeUndefined();
    // Nothing but the second step answers this browser.
    expectError(await browser.get(TF.me), 401, 'UNAUTHENTICATED');
    expectError(await browser.get(TF.status), 401, 'UNAUTHENTICATED');

    const code = codeOf(secret);
    const signedIn = await browser.post(TF.second, { code: code.replace(/(\d{3})/, '$1 ') });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<Json>().user.email).toBe(user.email);
    expect(browser.cookie('tfa_challenge')).toBeUndefined();
    expect((await browser.get(TF.me)).statusCode).toBe(200);
    expect(browser.cookie('tfa_device')).toBeUndefined();

    // The same code, in another browser within its 30 seconds, is refused: it was used.
    const other = await pastPassword(user);
    expectError(await other.post(TF.second, { code }), 401, 'INVALID_TWO_FACTOR_CODE');
    expect((await other.post(TF.second, { code: codeOf(secret, 1) })).statusCode).toBe(200);
  });

  test('a challenge is answered once, within ten minutes, by the browser that holds it', async () => {
    const { user, secret } = await withTwoFactor();
    expectError(await t.client().post(TF.second, { code: codeOf(secret) }), 401, 'TWO_FACTOR_CHALLENGE_EXPIRED');
    const browser = await pastPassword(user);
    await t.query(`update sign_in_challenges set expires_at = now() - interval '1 second'`);
    expectError(await browser.post(TF.second, { code: codeOf(secret) }), 401, 'TWO_FACTOR_CHALLENGE_EXPIRED');
    // A new password step ends the older challenge of the same account.
    const first = await pastPassword(user);
    await pastPassword(user);
    expectError(await first.post(TF.second, { code: codeOf(secret) }), 401, 'TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  test('five wrong codes end the challenge and lock the second step for a while', async () => {
    const { user, secret } = await withTwoFactor();
    const browser = await pastPassword(user);
    for (let i = 0; i < 4; i += 1) expectError(await browser.post(TF.second, { code: '000000' }), 401, 'INVALID_TWO_FACTOR_CODE');
    expectError(await browser.post(TF.second, { recovery_code: 'AAAAA-AAAAA' }), 401, 'INVALID_TWO_FACTOR_CODE');
    expectError(await browser.post(TF.second, { code: codeOf(secret) }), 401, 'TWO_FACTOR_CHALLENGE_EXPIRED');
    const again = await pastPassword(user);
    expect((await again.post(TF.second, { code: codeOf(secret) })).statusCode).toBe(429);
    await t.resetLimits();
    expect((await again.post(TF.second, { code: codeOf(secret) })).statusCode).toBe(200);
  });

  test('a recovery code signs in once ever, whatever its case and dashes', async () => {
    const { user, recovery, browser: settings } = await withTwoFactor();
    const [code] = recovery;
    const browser = await pastPassword(user);
    expectError(await browser.post(TF.second, { code: '123456', recovery_code: code }), 400, 'VALIDATION_FAILED', { recovery_code: field('two_factor_one_code') });
    expect((await browser.post(TF.second, { recovery_code: ` ${code!.replace('-', '').toLowerCase()} ` })).statusCode).toBe(200);
    const again = await pastPassword(user);
    expectError(await again.post(TF.second, { recovery_code: code }), 401, 'INVALID_TWO_FACTOR_CODE');
    expect((await settings.get(TF.status)).json<Json>().recovery_codes_left).toBe(9);
    const [notice] = await t.mailbox(user.email);
    expect(notice!.subject).toBe(msg('mail_two_factor_recovery_used_subject'));
    expect(notice!.text).toContain(msg('mail_two_factor_recovery_used_body', { left: 9 }));
  });

  test('a remembered browser skips the second step for that account until it is forgotten', async () => {
    const { user, secret, browser: settings } = await withTwoFactor();
    const browser = await pastPassword(user);
    expect((await browser.post(TF.second, { code: codeOf(secret), remember_device: true })).statusCode).toBe(200);
    expect(browser.cookie('tfa_device')).toBeDefined();
    await browser.post(`${API}/auth/logout`);
    expect((await browser.post(TF.login, { email: user.email, password: user.password })).statusCode).toBe(200);
    expect((await settings.get(TF.status)).json<Json>().remembered_devices).toBe(1);
    // The personal-data export tells both, never the key or the cookie's hash.
    const exported = await settings.post(`${API}/account/personal-data`);
    expect(exported.json<Json>().records.two_factor).toEqual([{ enabled_at: expect.any(String) }]);
    const [device] = exported.json<Json>().records.remembered_devices;
    expect(Object.keys(device).sort()).toEqual(['created_at', 'expires_at', 'user_agent']);
    expect(exported.body).not.toContain(secret.replace(/\s/g, ''));

    // Another account on the same browser is not remembered by it.
    const other = await withTwoFactor();
    await browser.post(`${API}/auth/logout`);
    expect((await browser.post(TF.login, { email: other.user.email, password: other.user.password })).statusCode).toBe(202);

    expect((await settings.delete(TF.devices)).statusCode).toBe(204);
    await browser.post(`${API}/auth/logout`);
    expect((await browser.post(TF.login, { email: user.email, password: user.password })).statusCode).toBe(202);
  });
});

describe('keeping and turning off', () => {
  test('new recovery codes replace the old ones; turning off asks the password and a code, and forgets everything', async () => {
    const { user, secret, recovery, browser } = await withTwoFactor();
    expectError(await browser.post(TF.renew, { password: 'wrong one' }), 400, 'PASSWORD_WRONG', { password: msg('api_error_password_wrong') });
    const renewed = (await browser.post(TF.renew, { password: GOOD_PASSWORD })).json<Json>().recovery_codes;
    expect(renewed).toHaveLength(10);
    expect((await t.mailbox(user.email)).map((mail) => mail.subject)).toEqual([msg('mail_two_factor_codes_subject'), msg('mail_two_factor_on_subject'), expect.any(String)]);
    const signingIn = await pastPassword(user);
    expectError(await signingIn.post(TF.second, { recovery_code: recovery[0] }), 401, 'INVALID_TWO_FACTOR_CODE');

    expectError(await browser.post(TF.disable, { password: GOOD_PASSWORD, code: '000000' }), 400, 'INVALID_TWO_FACTOR_CODE', { code: field('two_factor_code') });
    expect((await browser.post(TF.disable, { password: GOOD_PASSWORD, recovery_code: renewed[0] })).statusCode).toBe(204);
    expect((await browser.get(TF.status)).json()).toEqual({ enabled: false, recovery_codes_left: 0, remembered_devices: 0 });
    const [off] = await t.mailbox(user.email);
    expect(off!.subject).toBe(msg('mail_two_factor_off_subject'));
    expect(off!.text).toContain('http://localhost:3000/settings/security');
    expectError(await browser.post(TF.renew, { password: GOOD_PASSWORD }), 409, 'TWO_FACTOR_OFF');
    expectError(await browser.post(TF.disable, { password: GOOD_PASSWORD, code: codeOf(secret) }), 409, 'TWO_FACTOR_OFF');
    // A challenge opened before it was turned off signs in without a code.
    expect((await signingIn.post(TF.second, { code: '000000' })).statusCode).toBe(200);
    expect((await t.client().post(TF.login, { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  test('is the signed-in account’s own', async () => {
    expectError(await t.client().get(TF.status), 401, 'UNAUTHENTICATED');
    const anonymous = t.client();
    expectError(await anonymous.post(TF.setup, { password: GOOD_PASSWORD }), 401, 'UNAUTHENTICATED');
  });
});

describe('administrators', () => {
  test('reach nothing kept for their role while two-factor is off', async () => {
    const user = await t.createUser({ type: 'business_owner' });
    const browser = await t.signIn(user);
    await t.query(`update users set role = 'admin' where id = '${user.id}'`);
    const queue = `${API}/admin/compliance/documents`;
    expectError(await browser.get(queue), 403, 'TWO_FACTOR_REQUIRED');
    // Their own account stays theirs: where two-factor is turned on, first of all.
    expect((await browser.get(TF.me)).statusCode).toBe(200);
    const setup = (await browser.post(TF.setup, { password: GOOD_PASSWORD })).json<Json>();
    const enabled = (await browser.post(TF.enable, { code: codeOf(setup.secret) })).json<Json>();
    expect((await browser.get(queue)).statusCode).toBe(200);

    // Turning it off (a lost phone: a recovery code, then the new phone) closes the role's pages again.
    expect((await browser.post(TF.disable, { password: GOOD_PASSWORD, recovery_code: enabled.recovery_codes[0] })).statusCode).toBe(204);
    expectError(await browser.get(queue), 403, 'TWO_FACTOR_REQUIRED');
  });
});
