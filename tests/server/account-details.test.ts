// The settings page's calls (tag account): the details given at sign-up (getAccountDetails,
// updateAccountDetails), moving the account to another address (requestEmailChange,
// confirmEmailChange) and the mails a user may turn off (getMailPreferences,
// updateMailPreferences, and the outbox that follows them).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { enqueueMail } from '../../server/mail/outbox.js';
import { API, GOOD_PASSWORD, expectError, field, msg, startTestServer, uniqueEmail, type TestServer, type TestUser } from './harness.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const DETAILS = `${API}/account/details`;
const CHANGE = `${API}/account/email-change`;
const CONFIRM = `${API}/account/email-change/confirm`;
const PREFS = `${API}/account/mail-preferences`;
const ME = `${API}/auth/me`;
const LINK = /http:\/\/localhost:3000\/settings\/email-change\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const linkIn = async (to: string) => {
  const mail = (await t.mailbox(to)).find((m) => LINK.test(m.text));
  return mail ? LINK.exec(mail.text)![1]! : null;
};
const profileOf = async (user: TestUser) =>
  (await t.query<{ full_name: string; country: string }>(`select full_name, country from candidate_profiles where user_id = '${user.id}'`))[0];

describe('account details', () => {
  test('a candidate edits the name, the name to call them by, country and phone; the profile’s copies follow', async () => {
    const user = await t.createUser({ type: 'candidate', overrides: { call_me_by: 'Addie', phone_number: '+44 20 7946 0000' } });
    const browser = await t.signIn(user);
    expect((await browser.get(DETAILS)).json()).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      call_me_by: 'Addie',
      country: 'GB',
      phone_number: '+44 20 7946 0000',
      editable: ['firstname', 'lastname', 'call_me_by', 'country', 'phone_number'],
      required: ['firstname', 'lastname', 'country'],
    });
    // The optional fields left out are emptied; the text is trimmed as at sign-up.
    const res = await browser.request('PUT', DETAILS, { firstname: ' Augusta ', lastname: 'King', country: 'KE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Json>().details).toEqual({ firstname: 'Augusta', lastname: 'King', country: 'KE', editable: expect.any(Array), required: expect.any(Array) });
    expect(res.json<Json>().user).toMatchObject({ firstname: 'Augusta', lastname: 'King', country: 'KE' });
    expect(res.json<Json>().user.call_me_by).toBeUndefined();
    expect((await browser.get(ME)).json<Json>().user).toMatchObject({ firstname: 'Augusta', country: 'KE' });
    expect(await profileOf(user)).toEqual({ full_name: 'Augusta King', country: 'KE' });
    // The education given at sign-up is the profile's, and stays.
    const [row] = await t.query<{ profile: Json }>(`select profile from users where id = '${user.id}'`);
    expect(row!.profile).toMatchObject({ institution: 'University of Lagos', graduation_year: 2015 });
  });

  test('an employer edits the company name and website, and cannot empty them; fields of another kind of account are refused', async () => {
    const user = await t.createUser({ type: 'business_owner' });
    const browser = await t.signIn(user);
    const details = (await browser.get(DETAILS)).json<Json>();
    expect(details).toMatchObject({ company_name: 'Acme Staffing', website_url: 'https://acme.example.com' });
    expect(details.required).toEqual(['firstname', 'lastname', 'country', 'company_name', 'website_url']);
    const body = { firstname: 'Ada', lastname: 'Lovelace', country: 'GB', company_name: 'Engines Ltd', website_url: 'https://engines.example.com' };
    expect((await browser.request('PUT', DETAILS, body)).json<Json>()).toMatchObject({ details: { company_name: 'Engines Ltd', website_url: 'https://engines.example.com' }, user: { company_name: 'Engines Ltd' } });
    expectError(await browser.request('PUT', DETAILS, { ...body, company_name: '  ', website_url: undefined }), 400, 'VALIDATION_FAILED', { company_name: field('required'), website_url: field('required') });
    expectError(await browser.request('PUT', DETAILS, { ...body, website_url: 'ftp://engines.example.com' }), 400, 'VALIDATION_FAILED', { website_url: expect.any(String) });
    expectError(await browser.request('PUT', DETAILS, { ...body, phone_number: 'call me' }), 400, 'VALIDATION_FAILED', { phone_number: expect.any(String) });
    expectError(await browser.request('PUT', DETAILS, { ...body, country: 'Kenya' }), 400, 'VALIDATION_FAILED', { country: expect.any(String) });
    const candidate = await t.signIn(await t.createUser({ type: 'candidate' }));
    expectError(await candidate.request('PUT', DETAILS, { firstname: 'Ada', lastname: 'Lovelace', country: 'GB', company_name: 'Mine' }), 400, 'VALIDATION_FAILED', { company_name: field('unknown') });
    expectError(await browser.request('PUT', DETAILS, { ...body, email: 'x@example.com' }), 400, 'VALIDATION_FAILED', { email: field('unknown') });
  });
});

describe('e-mail change', () => {
  test('asks the password, mails a link to the new address; the address changes when the same account opens it, and the old one is told', async () => {
    const user = await t.createUser({ type: 'candidate', overrides: { locale: 'fr' } });
    const browser = await t.signIn(user);
    const next = uniqueEmail('moved');
    expectError(await browser.post(CHANGE, { new_email: next, password: 'not my password' }), 400, 'PASSWORD_WRONG', { password: msg('api_error_password_wrong') });
    expectError(await browser.post(CHANGE, { new_email: user.email.toUpperCase(), password: GOOD_PASSWORD }), 400, 'EMAIL_UNCHANGED', { new_email: msg('api_error_email_unchanged') });
    const res = await browser.post(CHANGE, { new_email: next, password: GOOD_PASSWORD });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<Json>()).toEqual({ new_email: next, expires_at: expect.any(String) });
    expect(new Date(res.json<Json>().expires_at).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const [mail] = await t.mailbox(next);
    expect(mail!.subject).toBe(msg('mail_email_change_subject', {}, 'fr'));
    const token = LINK.exec(mail!.text)![1]!;
    // Nothing changed yet: the old address still signs in.
    expect((await browser.get(ME)).json<Json>().user.email).toBe(user.email);

    // Another account, signed in, cannot use the link: it is as unknown as a bogus one.
    const stranger = await t.signIn(await t.createUser());
    expectError(await stranger.post(CONFIRM, { token }), 410, 'TOKEN_INVALID');
    expectError(await t.client().post(CONFIRM, { token }), 401, 'UNAUTHENTICATED');

    // A reset link mailed to the old address before the change stops working with it.
    expect((await t.client().post(`${API}/auth/password/forgot`, { email: user.email })).statusCode).toBe(202);
    const reset = await t.linkToken(user.email, 'reset');

    const confirmed = await browser.post(CONFIRM, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Json>().user).toMatchObject({ email: next, email_verified: true });
    expect((await browser.get(ME)).json<Json>().user.email).toBe(next);
    expectError(await browser.post(CONFIRM, { token }), 410, 'TOKEN_INVALID');
    const [notice] = await t.mailbox(user.email);
    expect(notice!.subject).toBe(msg('mail_email_changed_subject', {}, 'fr'));
    expect(notice!.text).toContain(next);
    expect(notice!.text).toContain('http://localhost:3000/contact-us');
    expectError(await t.client().post(`${API}/auth/password/reset`, { token: reset, password: 'a brand new passphrase' }), 410, 'TOKEN_INVALID');
    // Signing in now takes the new address.
    expect((await t.client().post(`${API}/auth/login`, { email: next, password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect((await t.client().post(`${API}/auth/login`, { email: user.email, password: GOOD_PASSWORD })).statusCode).toBe(401);
  });

  test('an address with an account gets the same answer, and a mail instead of the link; nothing changes', async () => {
    const holder = await t.createUser({ overrides: { locale: 'es' } });
    const browser = await t.signIn(await t.createUser());
    const res = await browser.post(CHANGE, { new_email: holder.email.toUpperCase(), password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(202);
    expect(Object.keys(res.json<Json>())).toEqual(['new_email', 'expires_at']);
    const [mail] = await t.mailbox(holder.email);
    expect(mail!.subject).toBe(msg('mail_email_change_taken_subject', {}, 'es'));
    expect(LINK.test(mail!.text)).toBe(false);
  });

  test('a newer request spends the older link; an expired link is refused; an address taken meanwhile is 409 and the link stays', async () => {
    const user = await t.createUser();
    const browser = await t.signIn(user);
    const first = uniqueEmail('first');
    await browser.post(CHANGE, { new_email: first, password: GOOD_PASSWORD });
    const firstToken = (await linkIn(first))!;
    const second = uniqueEmail('second');
    await browser.post(CHANGE, { new_email: second, password: GOOD_PASSWORD });
    expectError(await browser.post(CONFIRM, { token: firstToken }), 410, 'TOKEN_INVALID');

    const secondToken = (await linkIn(second))!;
    await t.query(`update email_tokens set expires_at = now() - interval '1 second' where user_id = '${user.id}' and purpose = 'change_email' and used_at is null`);
    expectError(await browser.post(CONFIRM, { token: secondToken }), 410, 'TOKEN_INVALID');

    await t.resetLimits();
    const third = uniqueEmail('third');
    await browser.post(CHANGE, { new_email: third, password: GOOD_PASSWORD });
    const thirdToken = (await linkIn(third))!;
    await t.createUser({ email: third });
    expectError(await browser.post(CONFIRM, { token: thirdToken }), 409, 'EMAIL_TAKEN', { token: msg('api_error_email_taken') });
    expect((await browser.get(ME)).json<Json>().user.email).toBe(user.email);
  });

  test('rate limited like the other mailed links: three an hour', async () => {
    const browser = await t.signIn(await t.createUser());
    for (let i = 0; i < 3; i++) expect((await browser.post(CHANGE, { new_email: uniqueEmail('many'), password: GOOD_PASSWORD })).statusCode).toBe(202);
    expectError(await browser.post(CHANGE, { new_email: uniqueEmail('many'), password: GOOD_PASSWORD }), 429, 'RATE_LIMITED', undefined, { params: { minutes: 60 } });
  });
});

describe('mail preferences', () => {
  test('employers and candidates choose news, hiring, work and message mails; agents news and message mails; the other kinds of account only news', async () => {
    const candidate = await t.signIn(await t.createUser({ type: 'candidate', overrides: { send_mails: false } }));
    expect((await candidate.get(PREFS)).json()).toEqual({ news: false, hiring_updates: true, work_updates: true, messages: true });
    expect((await candidate.request('PATCH', PREFS, { hiring_updates: false })).json()).toEqual({ news: false, hiring_updates: false, work_updates: true, messages: true });
    expect((await candidate.request('PATCH', PREFS, { news: true, work_updates: false, messages: false })).json()).toEqual({
      news: true,
      hiring_updates: false,
      work_updates: false,
      messages: false,
    });
    expect((await candidate.get(PREFS)).json()).toEqual({ news: true, hiring_updates: false, work_updates: false, messages: false });
    expect((await candidate.request('PATCH', PREFS, {})).statusCode).toBe(400);

    const agent = await t.signIn(await t.createUser({ type: 'agent' }));
    expect((await agent.get(PREFS)).json()).toEqual({ news: true, messages: true });
    expectError(await agent.request('PATCH', PREFS, { hiring_updates: false }), 400, 'VALIDATION_FAILED', { hiring_updates: field('unknown') });
    const bpo = await t.signIn(await t.createUser({ type: 'bpo' }));
    expectError(await bpo.request('PATCH', PREFS, { messages: false }), 400, 'VALIDATION_FAILED', { messages: field('unknown') });
  });

  test('the outbox leaves out a category turned off, and always sends the account’s own mails', async () => {
    const user = await t.createUser({ type: 'business_owner' });
    const browser = await t.signIn(user);
    await browser.request('PATCH', PREFS, { hiring_updates: false });
    const before = (await t.mailbox(user.email)).length;
    const news = { name: 'Ada', counterpart: 'Grace Hopper', jobTitle: 'Bookkeeper', link: 'http://localhost:3000/dashboard' };
    // Addresses match whatever their case, as the account's (users_email_lower_idx).
    await enqueueMail(t.db, user.email.toUpperCase(), { template: 'hiring_update', event: 'application_received', ...news }, 'en');
    await enqueueMail(t.db, user.email, { template: 'staff_work', event: 'report_filed', ...news }, 'en');
    await enqueueMail(t.db, user.email, { template: 'password_changed', name: 'Ada' }, 'en');
    expect((await t.mailbox(user.email)).slice(0, -before).map((mail) => mail.subject).sort()).toEqual(
      [msg('mail_password_changed_subject'), msg('mail_staff_report_filed_subject', { counterpart: 'Grace Hopper', job: 'Bookkeeper' })].sort(),
    );
  });

  test('the personal-data export says which mails the account gets', async () => {
    const browser = await t.signIn(await t.createUser({ type: 'candidate' }));
    await browser.request('PATCH', PREFS, { work_updates: false });
    const data = (await browser.post(`${API}/account/personal-data`)).json<Json>();
    expect(data.account.mail_preferences).toEqual({ news: true, hiring_updates: true, work_updates: false, messages: true });
  });
});
