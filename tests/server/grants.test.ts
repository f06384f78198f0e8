// Tag grants: listGrantApplications, applyForGrant, listGrants, reviewGrantApplications, approveGrantApplication,
// rejectGrantApplication. An approved grant reaches checkout and saved estimates.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { estimate, type EstimateLine } from '../../src/shared/estimate.js';
import { API, expectError, field, msg, startTestServer, uniqueAddress, type Client, type TestServer } from './harness.js';
import { dayFromToday, newEmployer, type Person } from './pipeline-fixtures.js';
import { acceptedOffers, initiation } from './checkout-fixtures.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
/** The server's today: a few days from now, so that offers starting in two weeks start after it (as in checkout's tests). */
const TODAY = dayFromToday(3);
beforeEach(async () => {
  await t.resetLimits();
  t.clock.set(`${TODAY}T12:00:00Z`);
});

const APPLY = `${API}/employer/grant-applications`;
const GRANTS = `${API}/employer/grants`;
const REVIEW = `${API}/admin/grant-applications`;
const approve = (id: string) => `${REVIEW}/${id}/approve`;
const reject = (id: string) => `${REVIEW}/${id}/reject`;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function admin(): Promise<Client> {
  const user = await t.createUser({ type: 'business_owner' });
  const browser = await t.signIn(user);
  await t.makeAdmin(user.id);
  return browser;
}

const application = (overrides: Record<string, unknown> = {}) => ({
  organisation_name: 'Harbour Community Kitchen',
  organisation_type: 'non_profit',
  country: 'IE',
  employees: '1-10',
  hires_planned: 2,
  reason: 'We feed two hundred families a week and need a remote bookkeeper and a coordinator to keep up with donors.',
  locale: 'en',
  ...overrides,
});

const approval = (overrides: Record<string, unknown> = {}) => ({
  name: 'Community kitchen grant',
  percent: 50,
  hires: 1,
  expires_on: dayFromToday(300),
  ...overrides,
});

async function applied(employer: Person, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await employer.browser.post(APPLY, application(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const count = async (table: string, where: string) =>
  (await t.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0]!.n;

describe('applyForGrant and listGrantApplications', () => {
  test('an employer applies, is mailed in the form language, and sees it waiting; a second waits for the first', async () => {
    const employer = await newEmployer(t);
    const res = await employer.browser.post(APPLY, application({ locale: 'fr' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'submitted',
      organisation_name: 'Harbour Community Kitchen',
      organisation_type: 'non_profit',
      country: 'IE',
      employees: '1-10',
      hires_planned: 2,
      decided_at: null,
      decision_reason: null,
      grant: null,
    });
    expect(res.json().employer).toBeUndefined();
    const [row] = await t.query<Record<string, unknown>>(`select employer_id, status, locale from grant_applications where id = '${res.json().id}'`);
    expect(row).toEqual({ employer_id: employer.user.id, status: 'submitted', locale: 'fr' });
    const mails = await t.mailbox(employer.user.email);
    expect(mails[0]!.subject).toBe(msg('public_mail_grant_received_subject', {}, 'fr'));
    expect(mails[0]!.text).toContain('Harbour Community Kitchen');

    expectError(await employer.browser.post(APPLY, application()), 409, 'GRANT_APPLICATION_PENDING', undefined, {
      messageKey: 'public_api_error_grant_pending',
    });
    const list = (await employer.browser.get(APPLY)).json().items;
    expect(list.map((a: { id: string }) => a.id)).toEqual([res.json().id]);
  });

  test('each employer sees only their own applications', async () => {
    const mine = await newEmployer(t);
    const theirs = await newEmployer(t);
    const id = await applied(theirs);
    expect((await mine.browser.get(APPLY)).json().items).toEqual([]);
    expect((await theirs.browser.get(APPLY)).json().items.map((a: { id: string }) => a.id)).toEqual([id]);
  });

  test('bad input is named, and nothing is stored', async () => {
    const employer = await newEmployer(t);
    const res = await employer.browser.post(APPLY, application({ reason: 'Too short.', hires_planned: 0, country: 'ireland', organisation_type: 'club' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      reason: field('too_short', { min: 50 }),
      hires_planned: field('min', { min: 1 }),
      country: field('country'),
      organisation_type: field('choice'),
    });
    expect(await count('grant_applications', `employer_id = '${employer.user.id}'`)).toBe(0);
  });

  test('only employers apply and list; anonymous callers are refused', async () => {
    for (const type of ['candidate', 'bpo'] as const) {
      const other = await t.signIn(await t.createUser({ type }));
      expect((await other.post(APPLY, application())).statusCode).toBe(403);
      expect((await other.get(APPLY)).statusCode).toBe(403);
      expect((await other.get(GRANTS)).statusCode).toBe(403);
    }
    expect((await (await admin()).post(APPLY, application())).statusCode).toBe(403);
    expect((await t.client().post(APPLY, application())).statusCode).toBe(401);
    expect((await t.client().get(APPLY)).statusCode).toBe(401);
    expect((await t.client().get(GRANTS)).statusCode).toBe(401);
  });

  test('a filled honeypot is answered like an application, but nothing is kept or sent', async () => {
    const employer = await newEmployer(t);
    const res = await employer.browser.post(APPLY, application({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: expect.any(String), status: 'submitted', organisation_name: 'Harbour Community Kitchen', grant: null });
    expect(await count('grant_applications', `employer_id = '${employer.user.id}'`)).toBe(0);
    expect((await employer.browser.get(APPLY)).json().items).toEqual([]);
    expect(await t.mailbox(employer.user.email)).toHaveLength(1); // the verification mail only
    // Nothing waits for review, so a real application still goes through.
    await applied(employer);
  });

  test('ten tries an hour per employer, refusals included; the eleventh waits', async () => {
    const employer = await newEmployer(t);
    const outcomes: number[] = [];
    for (let i = 0; i < 10; i++) outcomes.push((await employer.browser.post(APPLY, application())).statusCode);
    expect(outcomes).toEqual([201, ...Array(9).fill(409)]);
    expectError(await employer.browser.post(APPLY, application()), 429, 'RATE_LIMITED', undefined, { params: { minutes: 60 } });
    // The same employer from another address is the same employer.
    const elsewhere = await t.signIn(employer.user, { remoteAddress: uniqueAddress() });
    expect((await elsewhere.post(APPLY, application())).statusCode).toBe(429);
  });

  test('two applications sent at once: one waits for review, the other is refused', async () => {
    const employer = await newEmployer(t);
    const results = await Promise.all([employer.browser.post(APPLY, application()), employer.browser.post(APPLY, application())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await count('grant_applications', `employer_id = '${employer.user.id}'`)).toBe(1);
  });
});

describe('reviewGrantApplications', () => {
  test('administrators see every applicant with their account, filtered by status, oldest first, page by page', async () => {
    const reviewer = await admin();
    const employers = [await newEmployer(t), await newEmployer(t), await newEmployer(t)];
    const ids: string[] = [];
    for (const e of employers) ids.push(await applied(e));
    expect((await reviewer.post(reject(ids[1]!), { reason: 'Only registered charities this round.' })).statusCode).toBe(200);

    const waiting: { id: string; status: string; submitted_at: string; employer?: unknown }[] = [];
    for (let page = 1; ; page++) {
      const res = await reviewer.get(`${REVIEW}?status=submitted&page=${page}&page_size=2`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ page, page_size: 2 });
      expect(body.items.length).toBeLessThanOrEqual(2);
      waiting.push(...body.items);
      if (!body.has_more) break;
    }
    expect(waiting.every((a: { status: string }) => a.status === 'submitted')).toBe(true);
    const mine = waiting.filter((a) => ids.includes(a.id));
    expect(mine.map((a: { id: string }) => a.id)).toEqual([ids[0], ids[2]]);
    expect(mine[0]!.employer).toEqual({
      id: employers[0]!.user.id,
      name: 'Ada Lovelace',
      email: employers[0]!.user.email,
      company_name: expect.stringMatching(/^Firm /),
    });
    const submitted = waiting.map((a: { submitted_at: string }) => a.submitted_at);
    expect([...submitted].sort()).toEqual(submitted);

    const rejected = (await reviewer.get(`${REVIEW}?status=rejected&page_size=100`)).json().items;
    expect(rejected.map((a: { id: string }) => a.id)).toContain(ids[1]);
    expect(rejected.every((a: { status: string }) => a.status === 'rejected')).toBe(true);
  });

  test('is for administrators only; a bad filter is named', async () => {
    const employer = await newEmployer(t);
    expect((await employer.browser.get(REVIEW)).statusCode).toBe(403);
    expect((await t.client().get(REVIEW)).statusCode).toBe(401);
    const bad = await (await admin()).get(`${REVIEW}?status=maybe&page_size=500`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['page_size', 'status']);
  });
});

describe('approveGrantApplication and rejectGrantApplication', () => {
  test('an approval makes a grant that checkout applies to the next hire, and the applicant is told in their language', async () => {
    const employer = await newEmployer(t);
    const id = await applied(employer, { locale: 'es' });
    const reviewer = await admin();
    const res = await reviewer.post(approve(id), approval({ expires_on: dayFromToday(200) }));
    expect(res.statusCode, res.body).toBe(200);
    const grant = res.json().grant;
    expect(res.json()).toMatchObject({
      id,
      status: 'approved',
      decided_at: expect.any(String),
      decision_reason: null,
      employer: { id: employer.user.id },
      grant: { name: 'Community kitchen grant', percent: 50, hires: 1, hires_used: 0, expires_on: dayFromToday(200) },
    });
    const [row] = await t.query<Record<string, unknown>>(`select employer_id, percent, hires from grants where id = '${grant.id}'`);
    expect(row).toEqual({ employer_id: employer.user.id, percent: 50, hires: 1 });
    const [decided] = await t.query<{ grant_id: string; decided_by: string }>(`select grant_id, decided_by from grant_applications where id = '${id}'`);
    expect(decided!.grant_id).toBe(grant.id);
    expect(decided!.decided_by).toEqual(expect.any(String));

    const [mail] = await t.mailbox(employer.user.email);
    expect(mail!.subject).toBe(msg('public_mail_grant_approved_subject', {}, 'es'));
    expect(mail!.text).toContain('Community kitchen grant');
    expect((await employer.browser.get(APPLY)).json().items[0]).toMatchObject({ status: 'approved', grant: { id: grant.id } });
    expect((await employer.browser.get(GRANTS)).json().items).toEqual([grant]);

    // Checkout: the employer's next accepted offer is covered by the new grant.
    await acceptedOffers(t, employer, 1);
    const [offer] = (await initiation(employer)).offers;
    expect(offer!.grant).toEqual({ id: grant.id, name: 'Community kitchen grant', percent: 50 });
    expect(offer!.first_month.grant).toBeGreaterThan(0);
  });

  test('an approval lowers the estimates the employer saves next', async () => {
    const employer = await newEmployer(t);
    const id = await applied(employer);
    const line: EstimateLine = {
      role: 'bookkeeper',
      experience: 'intermediate',
      type_of_hire: 'full_time',
      headcount: 2,
      service_period_months: 6,
      security: true,
      work_hours: 40,
      start_date: dayFromToday(20),
    };
    const before = (await employer.browser.post(`${API}/employer/estimates`, { name: 'Before', lines: [line] })).json().totals;
    expect(before.grant_savings_cents).toBe(0);
    expect((await (await admin()).post(approve(id), approval())).statusCode).toBe(200);
    const after = (await employer.browser.post(`${API}/employer/estimates`, { name: 'After', lines: [line] })).json().totals;
    const expected = estimate([line], { percent: 50, hiresLeft: 1 });
    expect(after).toEqual({
      first_month_cents: expected.firstMonth,
      monthly_cents: expected.monthly,
      period_cents: expected.period,
      grant_savings_cents: expected.grantSavings,
    });
    expect(after.period_cents).toBeLessThan(before.period_cents);
  });

  test('a rejection carries its reason to the applicant, who may then apply again', async () => {
    const employer = await newEmployer(t);
    const id = await applied(employer, { locale: 'zh' });
    const res = await (await admin()).post(reject(id), { reason: 'Grants this year go to teams of fewer than ten.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', decision_reason: 'Grants this year go to teams of fewer than ten.', grant: null });
    const [mail] = await t.mailbox(employer.user.email);
    expect(mail!.subject).toBe(msg('public_mail_grant_rejected_subject', {}, 'zh'));
    expect(mail!.text).toContain('Grants this year go to teams of fewer than ten.');
    expect(await count('grants', `employer_id = '${employer.user.id}'`)).toBe(0);
    await applied(employer);
  });

  test('decided once: a second decision either way is refused, and makes no second grant or mail', async () => {
    const employer = await newEmployer(t);
    const id = await applied(employer);
    const reviewer = await admin();
    expect((await reviewer.post(approve(id), approval())).statusCode).toBe(200);
    const mails = (await t.mailbox(employer.user.email)).length;
    const decided = { messageKey: 'public_api_error_grant_decided' };
    expectError(await reviewer.post(reject(id), { reason: 'Changed our mind about it.' }), 409, 'GRANT_APPLICATION_DECIDED', undefined, decided);
    expectError(await reviewer.post(approve(id), approval()), 409, 'GRANT_APPLICATION_DECIDED', undefined, decided);
    expect(await count('grants', `employer_id = '${employer.user.id}'`)).toBe(1);
    expect(await t.mailbox(employer.user.email)).toHaveLength(mails);
  });

  test('two reviewers deciding at once: one decision, one grant at most', async () => {
    const employer = await newEmployer(t);
    const first = await applied(employer);
    const [a, b] = [await admin(), await admin()];
    const approvals = await Promise.all([a, b].map((r) => r.post(approve(first), approval())));
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await count('grants', `employer_id = '${employer.user.id}'`)).toBe(1);

    const other = await newEmployer(t);
    const second = await applied(other);
    const mixed = await Promise.all([a.post(approve(second), approval()), b.post(reject(second), { reason: 'Not eligible this round.' })]);
    expect(mixed.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.query<{ status: string; grant_id: string | null }>(`select status, grant_id from grant_applications where id = '${second}'`);
    expect(await count('grants', `employer_id = '${other.user.id}'`)).toBe(row!.status === 'approved' ? 1 : 0);
    expect(row!.grant_id === null).toBe(row!.status === 'rejected');
  });

  test('for administrators only; unknown ids are 404; bad decisions are named', async () => {
    const employer = await newEmployer(t);
    const id = await applied(employer);
    expect((await employer.browser.post(approve(id), approval())).statusCode).toBe(403);
    expect((await employer.browser.post(reject(id), { reason: 'I reject myself today.' })).statusCode).toBe(403);
    expect((await t.client().post(approve(id), approval())).statusCode).toBe(401);
    const reviewer = await admin();
    expectError(await reviewer.post(approve(UNKNOWN_ID), approval()), 404, 'NOT_FOUND');
    expectError(await reviewer.post(reject(UNKNOWN_ID), { reason: 'No such application here.' }), 404, 'NOT_FOUND');
    expect((await reviewer.post(approve('not-an-id'), approval())).statusCode).toBe(400);

    const bad = await reviewer.post(approve(id), approval({ percent: 150, hires: 0 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ percent: field('max', { max: 100 }), hires: field('min', { min: 1 }) });
    expectError(await reviewer.post(approve(id), approval({ expires_on: dayFromToday(2) })), 400, 'VALIDATION_FAILED', {
      expires_on: msg('pipeline_api_field_today_or_later'),
    });
    expectError(await reviewer.post(reject(id), { reason: 'No.' }), 400, 'VALIDATION_FAILED', { reason: field('too_short', { min: 10 }) });
    expect(await count('grants', `employer_id = '${employer.user.id}'`)).toBe(0);
    // A grant may end today: it is in force through its last day.
    expect((await reviewer.post(approve(id), approval({ expires_on: TODAY }))).statusCode).toBe(200);
    expect((await employer.browser.get(GRANTS)).json().items).toHaveLength(1);
  });
});

describe('listGrants', () => {
  test('the employer\'s own grants with hires left and not expired, oldest first', async () => {
    const employer = await newEmployer(t);
    const other = await newEmployer(t);
    const grant = async (employerId: string, name: string, hires: number, used: number, expires: string | null, ageDays: number) =>
      (
        await t.query<{ id: string }>(
          `insert into grants (employer_id, name, percent, hires, hires_used, expires_on, created_at)
           values ('${employerId}', '${name}', 25, ${hires}, ${used}, ${expires ? `'${expires}'` : 'null'}, now() - interval '${ageDays} days') returning id`,
        )
      )[0]!.id;
    const older = await grant(employer.user.id, 'Older, no end', 2, 1, null, 10);
    await grant(employer.user.id, 'Used up', 2, 2, dayFromToday(100), 9);
    await grant(employer.user.id, 'Expired', 3, 0, dayFromToday(2), 8);
    const lastDay = await grant(employer.user.id, 'Ends today', 1, 0, TODAY, 7);
    await grant(other.user.id, 'Someone else', 5, 0, null, 6);
    const items = (await employer.browser.get(GRANTS)).json().items;
    expect(items.map((g: { id: string }) => g.id)).toEqual([older, lastDay]);
    expect(items[0]).toEqual({ id: older, name: 'Older, no end', percent: 25, hires: 2, hires_used: 1, expires_on: null });
  });
});
