// Tag fractional: asking for fractional help, the employer's fractional staff with this month's
// hours and charge, changing the hours range (a raise at once, a lowering from the next month),
// one month's statement from attendance, and offers carrying their hours range. The checkout
// of a fractional hire has its own tests; hires here are written straight into the tables.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { invoices, payments } from '../../server/db/schema.js';
import { formatMoney } from '../../src/shared/format.js';
import { API, expectError, field, msg, startTestServer, type Res, type TestServer } from './harness.js';
import { ISO, newEmployer, offerBody, ok, pipeline, put, URLS, type Person } from './pipeline-fixtures.js';
import { newHire } from './hire-fixtures.js';
import { FRACTIONAL, newFractionalHire, workedSession, type FractionalHired } from './fractional-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
/** An employer whose hires below are only read: a running one, an ended one, an offer to pay for, a full-time hire. */
let boss: Person;
let running: FractionalHired;
let ended: FractionalHired;
let awaiting: FractionalHired;
let sent: FractionalHired;
let fullTime: Awaited<ReturnType<typeof newHire>>;
/** Another employer (of `boss`'s hires), writing in French; each test that writes gets hires of its own. */
let main: Person;

// Wednesday 16 January 2030, noon in New York, where the hires below work.
const NOW = '2030-01-16T17:00:00.000Z';
const JANUARY = '2030-01-01';

beforeAll(async () => {
  t = await startTestServer();
  boss = await newEmployer(t);
  main = await newEmployer(t, { locale: 'fr' });
  // Hired last, shown first.
  ended = await newFractionalHire(t, { employer: boss, status: 'ended', endedAt: new Date('2030-01-10T20:00:00Z') });
  running = await newFractionalHire(t, { employer: boss });
  awaiting = await newFractionalHire(t, { employer: boss, status: 'awaiting_payment', hourlyCents: 2_500, range: { min: 10, max: 30 }, startDate: '2030-02-01' });
  sent = await newFractionalHire(t, { employer: boss, status: 'pending', hourlyCents: 2_000, range: { min: 5, max: 15 }, startDate: '2030-03-01' });
  // Past its expiry before the sweep marks it: the employer sees it as expired, not as waiting.
  await newFractionalHire(t, { employer: boss, status: 'pending', expiresAt: new Date(Date.now() - 60_000) });
  fullTime = await newHire(t, { employer: boss });
  // December, from the billing start on 10 December: 44 hours. The day before it is not billed.
  await workedSession(t, running, '2029-12-09', '09:00', '13:00');
  await workedSession(t, running, '2029-12-11', '09:00', '13:00');
  for (const day of ['12', '13', '14', '17', '18']) await workedSession(t, running, `2029-12-${day}`, '09:00', '18:00', { from: '12:00', to: '13:00' });
  // January: 3 h 30 and 8 h closed; today's session is still open and does not count yet.
  await workedSession(t, running, '2030-01-14', '09:00', '13:00', { from: '11:00', to: '11:30' });
  await workedSession(t, running, '2030-01-15', '09:00', '17:00');
  await workedSession(t, running, '2030-01-16', '09:00', null);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.clock.set(NOW);
  await t.resetLimits();
});

const jobRef = (hire: FractionalHired) => ({ id: hire.job.id, title: hire.job.title, hire_type: 'fractional', status: 'open' });
const candidateOf = (hire: FractionalHired) => expect.objectContaining({ id: hire.staff.user.id, firstname: 'Maria' });
const range = (min_hours: number, max_hours: number) => ({ min_hours, max_hours });
const money = (lower_cents: number, upper_cents: number) => ({ lower_cents, upper_cents });
const conflict = (res: Res, code: string, messageKey: string) => expectError(res, 409, code, undefined, { messageKey });
const inverted = () => msg('fractional_api_field_hours_range_inverted');

describe('requestFractionalStaff', () => {
  const request = (overrides: Json = {}) => ({
    title: 'Bookkeeper for the month-end close',
    role: 'bookkeeper',
    experience_level: 'intermediate',
    hours_range: range(20, 40),
    schedule: { work_days: ['mon', 'wed'], start_time: '09:00', end_time: '14:00', timezone: 'Europe/Paris', hours_per_week: 10 },
    budget_cents: 3_500,
    start_date: '2030-02-01',
    ...overrides,
  });
  const descriptionOf = async (jobId: string) => (await t.query<{ description: string }>(`select description from jobs where id = '${jobId}'`))[0]!.description;

  test('posts an open fractional job and the request, acknowledged by mail in the employer’s language', async () => {
    const answer = ok<Json>(await main.browser.post(FRACTIONAL.requestStaff, request()), 201);
    expect(answer).toEqual({
      id: expect.any(String),
      status: 'open',
      title: 'Bookkeeper for the month-end close',
      role: 'bookkeeper',
      experience_level: 'intermediate',
      hours_range: range(20, 40),
      schedule: request().schedule,
      budget_cents: 3_500,
      currency: 'USD',
      start_date: '2030-02-01',
      job: { id: expect.any(String), title: 'Bookkeeper for the month-end close', hire_type: 'fractional', status: 'open' },
      created_at: expect.stringMatching(ISO),
    });
    const [job] = await t.query<Json>(`select * from jobs where id = '${answer.job.id}'`);
    expect(job).toMatchObject({ employer_id: main.user.id, hire_type: 'fractional', pay_cents: 3_500, hours_per_week: 10, industry: 'accounting', status: 'open', skills: [] });
    expect(job!.published_at).not.toBeNull();
    // No details: a sentence in the employer's language describes the request.
    expect(job!.description).toBe(msg('fractional_request_job_description', { min: 20, max: 40, hours: 10, rate: formatMoney(3_500, 'fr') }, 'fr'));
    // Candidates find it on the board at once.
    expect(ok<Json>(await t.client().get(`${API}/jobs/${answer.job.id}`))).toMatchObject({ id: answer.job.id, hire_type: 'fractional' });
    const [row] = await t.query<Json>(`select * from fractional_requests where id = '${answer.id}'`);
    expect(row).toMatchObject({ employer_id: main.user.id, job_id: answer.job.id, hours_min: 20, hours_max: 40, budget_cents: 3_500, details: null });

    const [mail] = await t.mailbox(main.user.email);
    expect(mail!.subject).toBe(msg('mail_fractional_request_subject', {}, 'fr'));
    expect(mail!.text).toContain(msg('mail_fractional_request_body', { title: 'Bookkeeper for the month-end close', min: 20, max: 40 }, 'fr'));
    expect(ok<Json>(await main.browser.get(FRACTIONAL.overview)).requests[0]).toEqual(answer);
  });

  test('closing the job a request posted closes the request: the employer no longer needs the help', async () => {
    const employer = await newEmployer(t);
    const answer = ok<Json>(await employer.browser.post(FRACTIONAL.requestStaff, request()), 201);
    ok(await employer.browser.post(`${API}/employer/jobs/${answer.job.id}/close`));
    expect(ok<Json>(await employer.browser.get(FRACTIONAL.overview)).requests).toEqual([
      { ...answer, status: 'closed', job: { ...answer.job, status: 'closed' } },
    ]);
  });

  test('details describe the job; details too short for a description follow the generated sentence', async () => {
    const details = 'Month-end close in Xero for two entities, with the bank reconciliations.';
    const long = ok<Json>(await main.browser.post(FRACTIONAL.requestStaff, request({ details: `  ${details} ` })), 201);
    expect(long.details).toBe(details);
    expect(await descriptionOf(long.job.id)).toBe(details);
    const short = ok<Json>(await main.browser.post(FRACTIONAL.requestStaff, request({ details: 'Xero, please.', start_date: undefined })), 201);
    expect(short.start_date).toBeUndefined();
    const sentence = msg('fractional_request_job_description', { min: 20, max: 40, hours: 10, rate: formatMoney(3_500, 'fr') }, 'fr');
    expect(await descriptionOf(short.job.id)).toBe(`${sentence}\n\nXero, please.`);
  });

  test('bad input names the field and writes nothing', async () => {
    const count = async () => (await t.query(`select 1 from jobs where employer_id = '${main.user.id}'`)).length;
    const before = await count();
    const bad = async (body: Json, fields: Record<string, string>) =>
      expectError(await main.browser.post(FRACTIONAL.requestStaff, body), 400, 'VALIDATION_FAILED', fields);
    await bad(request({ start_date: '2030-01-15' }), { start_date: msg('pipeline_api_field_today_or_later') });
    await bad(request({ hours_range: range(41, 40) }), { 'hours_range.min_hours': inverted() });
    // The job it posts is fractional: fewer hours a week than a full-time one.
    await bad(request({ schedule: { ...request().schedule, hours_per_week: 35 } }), { 'schedule.hours_per_week': field('max', { max: 29 }) });
    await bad(request({ title: '      ' }), { title: field('required') });
    await bad(request({ budget_cents: 99, hours_range: range(0, 126) }), {
      budget_cents: field('min', { min: 100 }),
      'hours_range.min_hours': field('min', { min: 1 }),
      'hours_range.max_hours': field('max', { max: 125 }),
    });
    expect(await count()).toBe(before);
  });

  test('rate limited per employer, as requests for candidates are; a candidate may not ask', async () => {
    await t.query(`insert into rate_limits (key, window_start, hits) values ('fractional-request:${main.user.id}', now(), 10)`);
    const before = await t.query(`select 1 from fractional_requests where employer_id = '${main.user.id}'`);
    expectError(await main.browser.post(FRACTIONAL.requestStaff, request()), 429, 'RATE_LIMITED', undefined, { params: { minutes: 60 } });
    expect(await t.query(`select 1 from fractional_requests where employer_id = '${main.user.id}'`)).toHaveLength(before.length);
    expectError(await running.staff.browser.post(FRACTIONAL.requestStaff, request()), 403, 'FORBIDDEN');
  });
});

describe('getFractionalHire', () => {
  test('the employer’s fractional staff, newest hire first, with this month’s hours and charge; offers waiting for an answer and to pay for', async () => {
    const overview = ok<Json>(await boss.browser.get(FRACTIONAL.overview));
    expect(overview.staff).toEqual([
      {
        offer_id: running.offerId,
        status: 'active',
        hourly_rate_cents: 3_000,
        currency: 'USD',
        start_date: '2029-12-10',
        billing_start_date: '2029-12-10',
        hours_range: range(20, 60),
        month: JANUARY,
        // 3 h 30 and 8 h: 11 h 30 at $30 is $345, below the minimum of 20 h ($600); at most 60 h ($1,800).
        minutes_this_month: 690,
        this_month_charge: money(60_000, 180_000),
        bill_date: '2030-02-01',
        next_month_range: money(60_000, 180_000),
        job: jobRef(running),
        candidate: candidateOf(running),
      },
      {
        offer_id: ended.offerId,
        status: 'ended',
        hourly_rate_cents: 3_000,
        currency: 'USD',
        start_date: '2029-12-10',
        billing_start_date: '2029-12-10',
        ended_at: '2030-01-10T20:00:00.000Z',
        hours_range: range(20, 60),
        month: JANUARY,
        minutes_this_month: 0,
        // Ended on 10 January: 10 of 31 days, so 20 to 60 hours become $193.55 to $580.65.
        this_month_charge: money(19_355, 58_065),
        bill_date: '2030-02-01',
        next_month_range: money(0, 0),
        job: jobRef(ended),
        candidate: candidateOf(ended),
      },
    ]);
    expect(overview.offers_sent).toEqual([
      {
        offer_id: sent.offerId,
        hourly_rate_cents: 2_000,
        currency: 'USD',
        hours_range: range(5, 15),
        start_date: '2030-03-01',
        sent_at: expect.stringMatching(ISO),
        expires_at: expect.stringMatching(ISO),
        job: jobRef(sent),
        candidate: candidateOf(sent),
      },
    ]);
    expect(overview.awaiting_payment).toEqual([
      {
        offer_id: awaiting.offerId,
        hourly_rate_cents: 2_500,
        currency: 'USD',
        hours_range: range(10, 30),
        start_date: '2030-02-01',
        answered_at: expect.stringMatching(ISO),
        job: jobRef(awaiting),
        candidate: candidateOf(awaiting),
      },
    ]);
    expect(overview.requests).toEqual([]);
    // Another employer sees none of it; a candidate may not look.
    expect(ok<Json>(await main.browser.get(FRACTIONAL.overview)).staff).toEqual([]);
    expectError(await running.staff.browser.get(FRACTIONAL.overview), 403, 'FORBIDDEN');
  });
});

describe('changeFractionalHours', () => {
  const change = (hire: FractionalHired, body: unknown) => main.browser.request('PUT', FRACTIONAL.hoursRange(hire.offerId), body);
  const rowsOf = (hire: FractionalHired) =>
    t.query<Json>(
      `select to_char(from_month, 'YYYY-MM-DD') as from_month, hours_min, hours_max, changed_by from fractional_hour_ranges where offer_id = '${hire.offerId}' order by from_month`,
    );
  const row = (from_month: string, hours_min: number, hours_max: number) => ({ from_month, hours_min, hours_max, changed_by: main.user.id });

  test('a bound that goes up applies this month, one that goes down next month; the newest change wins', async () => {
    const hire = await newFractionalHire(t, { employer: main });

    const lowered = ok<Json>(await change(hire, range(10, 40)));
    expect(lowered).toMatchObject({ offer_id: hire.offerId, hours_range: range(20, 60), next_hours_range: range(10, 40), next_month_range: money(30_000, 120_000) });
    expect(lowered.this_month_charge).toEqual(money(60_000, 180_000));
    expect(await rowsOf(hire)).toEqual([row('2030-02-01', 10, 40)]);

    const raised = ok<Json>(await change(hire, range(30, 80)));
    expect(raised).toMatchObject({ hours_range: range(30, 80), this_month_charge: money(90_000, 240_000), next_month_range: money(90_000, 240_000) });
    expect(raised.next_hours_range).toBeUndefined();
    expect(await rowsOf(hire)).toEqual([row(JANUARY, 30, 80)]);

    // Both bounds down: this month keeps its range.
    expect(ok<Json>(await change(hire, range(25, 50)))).toMatchObject({ hours_range: range(30, 80), next_hours_range: range(25, 50) });
    expect(await rowsOf(hire)).toEqual([row(JANUARY, 30, 80), row('2030-02-01', 25, 50)]);
    // The minimum up, the maximum down: the one now, the other next month.
    const mixed = ok<Json>(await change(hire, range(40, 50)));
    expect(mixed).toMatchObject({ hours_range: range(40, 80), next_hours_range: range(40, 50), next_month_range: money(120_000, 150_000) });
    expect(await rowsOf(hire)).toEqual([row(JANUARY, 40, 80), row('2030-02-01', 40, 50)]);

    // The staff list and the staff member's active job show the range in force this month; the offer, the range offered.
    const staff = ok<Json>(await main.browser.get(`${URLS.staff}?job_id=${hire.job.id}`)).staff;
    expect(staff.map((s: Json) => s.hours_range)).toEqual([range(40, 80)]);
    expect(ok<Json>(await hire.staff.browser.get(URLS.activeJob)).job).toMatchObject({ offer_id: hire.offerId, contract_type: 'fractional', hours_range: range(40, 80) });
    expect(ok<Json>(await main.browser.get(URLS.offer(hire.offerId))).hours_range).toEqual(range(20, 60));

    // In February, February's range is in force.
    t.clock.set('2030-02-05T17:00:00Z');
    expect(ok<Json>(await hire.staff.browser.get(URLS.activeJob)).job.hours_range).toEqual(range(40, 50));
    const february = ok<Json>(await main.browser.get(FRACTIONAL.overview)).staff.find((s: Json) => s.offer_id === hire.offerId);
    expect(february).toMatchObject({ month: '2030-02-01', hours_range: range(40, 50), bill_date: '2030-03-01' });
    expect(february.next_hours_range).toBeUndefined();
  });

  test('changes at once wait for each other: no raise is lost', async () => {
    const hire = await newFractionalHire(t, { employer: main });
    // Each raises one bound (and keeps the other as offered): in whatever order they run, each sees the raises before it.
    const wanted = [21, 22, 23, 24, 25].flatMap((n) => [range(n, 60), range(20, n + 40)]);
    for (const res of await Promise.all(wanted.map((body) => change(hire, body)))) ok(res);
    const rows = await rowsOf(hire);
    expect(rows[0]).toEqual(row(JANUARY, 25, 65));
    // Next month is the last change's wish, whichever that was.
    expect(wanted.map((w) => [row('2030-02-01', w.min_hours, w.max_hours)])).toContainEqual(rows.slice(1));
  });

  test('only a running fractional hire of the caller has a range to change', async () => {
    const endedHire = await newFractionalHire(t, { employer: main, status: 'ended', endedAt: new Date('2030-01-10T20:00:00Z') });
    const unpaid = await newFractionalHire(t, { employer: main, status: 'awaiting_payment' });
    const ownFullTime = await newHire(t, { employer: main });
    conflict(await change(endedHire, range(30, 60)), 'CONTRACT_ENDED', 'attendance_api_error_contract_ended');
    conflict(await change(unpaid, range(30, 60)), 'OFFER_STATE_CONFLICT', 'pipeline_api_error_offer_state_conflict');
    conflict(await change(ownFullTime, range(30, 60)), 'NOT_FRACTIONAL', 'fractional_api_error_not_fractional');
    // Another employer's hire, or none at all, is not found; a candidate may not ask.
    expectError(await change(running, range(30, 60)), 404, 'NOT_FOUND');
    expectError(await main.browser.request('PUT', FRACTIONAL.hoursRange(randomUUID()), range(30, 60)), 404, 'NOT_FOUND');
    expectError(await running.staff.browser.request('PUT', FRACTIONAL.hoursRange(running.offerId), range(30, 60)), 403, 'FORBIDDEN');
    expect(await t.query(`select 1 from fractional_hour_ranges where offer_id in ('${running.offerId}', '${endedHire.offerId}', '${unpaid.offerId}')`)).toEqual([]);
  });

  test('bad input names the field', async () => {
    const bad = async (body: unknown, fields: Record<string, string>) => expectError(await change(running, body), 400, 'VALIDATION_FAILED', fields);
    await bad(range(50, 20), { min_hours: inverted() });
    await bad(range(0, 126), { min_hours: field('min', { min: 1 }), max_hours: field('max', { max: 125 }) });
    await bad({ min_hours: 10 }, { max_hours: field('required') });
    expectError(await main.browser.request('PUT', FRACTIONAL.hoursRange('not-a-uuid'), range(10, 20)), 400, 'VALIDATION_FAILED', { id: field('invalid') });
  });
});

describe('getFractionalMonth', () => {
  test('a month over: its attendance days, the range prorated from the billing start, clamped to the maximum, less the minimum paid ahead; the bill that charged it', async () => {
    const periodStart = '2029-12-10';
    const [bill] = await t.db
      .insert(payments)
      .values({
        employerId: boss.user.id,
        kind: 'monthly',
        status: 'succeeded',
        idempotencyKey: `monthly-${randomUUID()}`,
        offerIds: [running.offerId],
        periodStart: JANUARY,
        periodEnd: '2030-01-31',
        lines: [{ kind: 'fractional_hours', amount_cents: 85_161, offer_id: running.offerId, period_start: periodStart, period_end: '2029-12-31' }],
        subtotalCents: 85_161,
        cardFeeCents: 0,
        amountCents: 85_161,
        paidAt: new Date(),
      })
      .returning();
    const [invoice] = await t.db
      .insert(invoices)
      .values({ number: `INV-2030-${Date.now()}`, employerId: boss.user.id, paymentId: bill!.id, billingName: 'Boss', billingAddress: '1 Main Street', cardBrand: 'visa', cardLast4: '4242' })
      .returning();
    // The checkout of the same hire lists it too, without an hours line: not the month's bill.
    await t.db.insert(payments).values({
      employerId: boss.user.id,
      kind: 'hire',
      status: 'succeeded',
      idempotencyKey: `hire-${randomUUID()}`,
      offerIds: [running.offerId],
      periodStart,
      periodEnd: '2029-12-31',
      lines: [{ kind: 'fractional_minimum', amount_cents: 42_581, offer_id: running.offerId, period_start: periodStart }],
      subtotalCents: 42_581,
      cardFeeCents: 0,
      amountCents: 42_581,
    });

    const december = ok<Json>(await boss.browser.get(FRACTIONAL.month(running.offerId, '2029-12')));
    expect(december).toEqual({
      offer_id: running.offerId,
      candidate_name: expect.stringMatching(/^Maria Santos /),
      job_title: running.job.title,
      month: '2029-12-01',
      period_start: periodStart,
      period_end: '2029-12-31',
      hourly_rate_cents: 3_000,
      currency: 'USD',
      hours_range: range(20, 60),
      days: [
        { work_date: '2029-12-11', minutes: 240 },
        ...['12', '13', '14', '17', '18'].map((day) => ({ work_date: `2029-12-${day}`, minutes: 480 })),
      ],
      // 44 hours at $30 is $1,320; 22 of 31 days make the range $425.81 to $1,277.42, the minimum paid at checkout.
      minutes: 2_640,
      worked_cents: 132_000,
      floor_cents: 42_581,
      cap_cents: 127_742,
      billed_cents: 127_742,
      prepaid_cents: 42_581,
      amount_cents: 85_161,
      bill_date: JANUARY,
      final: true,
      payment: { id: bill!.id, status: 'succeeded', invoice_id: invoice!.id },
    });
  });

  test('the month running by default: below the minimum, billed at the minimum; not final, not billed yet', async () => {
    const january = ok<Json>(await boss.browser.get(FRACTIONAL.month(running.offerId)));
    expect(january).toMatchObject({
      month: JANUARY,
      period_start: JANUARY,
      period_end: '2030-01-31',
      days: [
        { work_date: '2030-01-14', minutes: 210 },
        { work_date: '2030-01-15', minutes: 480 },
      ],
      minutes: 690,
      worked_cents: 34_500,
      floor_cents: 60_000,
      cap_cents: 180_000,
      billed_cents: 60_000,
      prepaid_cents: 0,
      amount_cents: 60_000,
      bill_date: '2030-02-01',
      final: false,
    });
    expect(january.payment).toBeUndefined();
    // Once January is over for the staff member, it is final.
    t.clock.set('2030-02-01T05:30:00Z');
    expect(ok<Json>(await boss.browser.get(FRACTIONAL.month(running.offerId, '2030-01'))).final).toBe(true);
  });

  test('the month a contract ended covers the days to its end', async () => {
    expect(ok<Json>(await boss.browser.get(FRACTIONAL.month(ended.offerId, '2030-01')))).toMatchObject({
      period_start: JANUARY,
      period_end: '2030-01-10',
      minutes: 0,
      floor_cents: 19_355,
      cap_cents: 58_065,
      billed_cents: 19_355,
      amount_cents: 19_355,
      days: [],
    });
  });

  test('a month the hire does not cover, an offer not paid for, a full-time hire and another employer’s hire are not found', async () => {
    const notFound = async (url: string, who = boss) => expectError(await who.browser.get(url), 404, 'NOT_FOUND');
    await notFound(FRACTIONAL.month(running.offerId, '2029-11'));
    await notFound(FRACTIONAL.month(ended.offerId, '2030-02'));
    await notFound(FRACTIONAL.month(awaiting.offerId));
    await notFound(FRACTIONAL.month(fullTime.offerId));
    await notFound(FRACTIONAL.month(running.offerId), main);
    expectError(await running.staff.browser.get(FRACTIONAL.month(running.offerId)), 403, 'FORBIDDEN');
    expectError(await boss.browser.get(FRACTIONAL.month(running.offerId, '2030-13')), 400, 'VALIDATION_FAILED', { month: field('invalid') });
  });
});

describe('offers carry their hours range', () => {
  test('a fractional offer needs one, a full-time offer takes none; both sides read it', async () => {
    const p = await pipeline(t, 'applied', { employer: main, job: { hireType: 'fractional', payCents: 3_000, hoursPerWeek: 20 } });
    const send = (body: unknown) => put(main.browser, URLS.sendOffer(p.applicationId), body);
    const fractional = (overrides: Json = {}) => offerBody({ contract_type: 'fractional', pay_cents: 3_000, ...overrides });
    expectError(await send(fractional({ hours_range: undefined })), 400, 'VALIDATION_FAILED', { hours_range: msg('fractional_api_field_hours_range_required') });
    expectError(await send(fractional({ hours_range: range(45, 15) })), 400, 'VALIDATION_FAILED', { 'hours_range.min_hours': inverted() });
    expectError(await send(offerBody({ hours_range: range(15, 45) })), 400, 'VALIDATION_FAILED', {
      hours_range: msg('fractional_api_field_hours_range_not_fractional'),
    });
    expect(await t.query(`select 1 from offers where application_id = '${p.applicationId}'`)).toEqual([]);

    const sent = ok<Json>(await send(fractional({ hours_range: range(15, 45) })));
    expect(sent).toMatchObject({ contract_type: 'fractional', pay_cents: 3_000, hours_range: range(15, 45) });
    expect(await t.query(`select hours_min, hours_max from offers where id = '${sent.id}'`)).toEqual([{ hours_min: 15, hours_max: 45 }]);
    expect(ok<Json>(await p.candidate.browser.get(URLS.myOffers)).offers[0]).toMatchObject({ id: sent.id, hours_range: range(15, 45) });
    // A full-time offer or hire has no range.
    expect(ok<Json>(await boss.browser.get(URLS.offer(fullTime.offerId))).hours_range).toBeUndefined();
    expect(ok<Json>(await boss.browser.get(`${URLS.staff}?job_id=${fullTime.job.id}`)).staff[0].hours_range).toBeUndefined();
  });
});
