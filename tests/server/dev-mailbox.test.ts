// Tag dev: listMailbox.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, expectError, field, startTestServer, uniqueEmail, type TestServer } from './harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const MAILBOX = `${API}/dev/mailbox`;
/** The dev mailbox answers this machine only (server/http/dev-access.ts; strangers: deploy-modes.test.ts). */
const local = () => t.client({ remoteAddress: '127.0.0.1' });
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Puts `n` mails for `to` straight into the outbox, one second apart (oldest first). */
async function seed(to: string, n: number) {
  await t.query(`
    insert into outbox ("to", subject, text, html, template, created_at)
    select '${to}', 'Subject ' || i, 'Text ' || i, '<p>Html ' || i || '</p>', 'verify_email', now() - (${n} - i) * interval '1 second'
    from generate_series(1, ${n}) as i`);
}

describe('listMailbox', () => {
  test('200 with the exact shape, newest first; sent_at is null until sent', async () => {
    const to = uniqueEmail('shape');
    await seed(to, 2);
    const res = await local().get(`${MAILBOX}?to=${encodeURIComponent(to)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      page: 1,
      has_more: false,
      mails: [
        { id: expect.stringMatching(/^[0-9a-f-]{36}$/), to, subject: 'Subject 2', text: 'Text 2', html: '<p>Html 2</p>', created_at: expect.stringMatching(ISO), sent_at: null },
        { id: expect.stringMatching(/^[0-9a-f-]{36}$/), to, subject: 'Subject 1', text: 'Text 1', html: '<p>Html 1</p>', created_at: expect.stringMatching(ISO), sent_at: null },
      ],
    });
    await t.query(`update outbox set sent_at = now() where "to" = '${to}' and subject = 'Subject 1'`);
    const [, sent] = (await local().get(`${MAILBOX}?to=${encodeURIComponent(to)}`)).json().mails;
    expect(sent.sent_at).toMatch(ISO);
  });

  test('a real registration shows up with its verification mail', async () => {
    const user = await t.createUser({ verified: false });
    const mails = await t.mailbox(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/verify-email\/[A-Za-z0-9_-]{43}/);
  });

  test('the to filter ignores case and excludes others', async () => {
    const to = uniqueEmail('Filter');
    await seed(to, 1);
    await seed(uniqueEmail('other'), 1);
    const { mails } = (await local().get(`${MAILBOX}?to=${encodeURIComponent(to.toUpperCase())}`)).json();
    expect(mails.map((m: { to: string }) => m.to)).toEqual([to]);
  });

  test('pages of 20: has_more and page 2', async () => {
    const to = uniqueEmail('pages');
    await seed(to, 21);
    const first = (await local().get(`${MAILBOX}?to=${encodeURIComponent(to)}`)).json();
    expect(first.page).toBe(1);
    expect(first.has_more).toBe(true);
    expect(first.mails).toHaveLength(20);
    expect(first.mails[0].subject).toBe('Subject 21');
    const second = (await local().get(`${MAILBOX}?to=${encodeURIComponent(to)}&page=2`)).json();
    expect(second).toMatchObject({ page: 2, has_more: false });
    expect(second.mails.map((m: { subject: string }) => m.subject)).toEqual(['Subject 1']);
    const beyond = (await local().get(`${MAILBOX}?to=${encodeURIComponent(to)}&page=3`)).json();
    expect(beyond).toEqual({ page: 3, has_more: false, mails: [] });
  });

  test('without a filter it lists every recipient', async () => {
    const res = await local().get(MAILBOX);
    expect(res.statusCode).toBe(200);
    expect(res.json().mails.length).toBeGreaterThan(0);
  });

  test.each([
    ['page=0', 'page', field('min', { min: 1 })],
    ['page=100001', 'page', field('max', { max: 100000 })],
    ['page=abc', 'page', field('type')],
    ['page=1.5', 'page', field('type')],
    [`to=${'a'.repeat(255)}`, 'to', field('too_long', { max: 254 })],
    ['to=a%00b', 'to', field('invalid')],
  ])('%s: 400 naming the parameter', async (query, name, message) => {
    expectError(await local().get(`${MAILBOX}?${query}`), 400, 'VALIDATION_FAILED', { [name]: message });
  });

  test('404 NOT_FOUND when the server sends mail by SMTP', async () => {
    const smtpApp = await t.buildAnotherApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    const res = await smtpApp.inject({ method: 'GET', url: MAILBOX });
    expectError(res, 404, 'NOT_FOUND');
  });
});
