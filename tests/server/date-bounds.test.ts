// The contract's dates and times: real days from 1900-01-01 to 2200-12-31, no leap seconds,
// refused by validation (each once answered 500); the bounds themselves work.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, expectError, field, msg, startTestServer, type Client, type TestServer } from './harness.js';
import { BILLING_URLS, paidPayment } from './billing-fixtures.js';
import { interviewBody, newEmployer, ok, pipeline, URLS, type Person } from './pipeline-fixtures.js';

let t: TestServer;
let employer: Person;
let paymentId: string;

beforeAll(async () => {
  t = await startTestServer();
  employer = await newEmployer(t);
  paymentId = (await paidPayment(t, employer.user.id, { paidAt: '2026-11-15T12:00:00.000Z' })).payment.id;
});
afterAll(async () => {
  await t?.close();
});

const invalid = (name: string) => ({ [name]: field('invalid') });

describe('dates in a query: the spendings range', () => {
  const urls = [BILLING_URLS.spendings, BILLING_URLS.exportSpendings];

  test.each(urls)('%s refuses a day outside 1900 to 2200 or not in the calendar, naming the field', async (url) => {
    for (const [query, name] of [
      ['from=0000-01-01', 'from'],
      ['to=9999-12-31', 'to'],
      ['from=1899-12-31', 'from'],
      ['to=2201-01-01', 'to'],
      ['from=2026-02-30', 'from'],
      ['to=2026-02-29', 'to'],
    ] as const) {
      expectError(await employer.browser.get(`${url}?${query}`), 400, 'VALIDATION_FAILED', invalid(name));
    }
  });

  test('the widest range the contract allows lists every payment', async () => {
    const body = ok<{ spendings: { payment: { id: string } }[]; total_cents: number }>(
      await employer.browser.get(`${BILLING_URLS.spendings}?from=1900-01-01&to=2200-12-31`),
    );
    expect(body.spendings.map((s) => s.payment.id)).toEqual([paymentId]);
    const csv = await employer.browser.get(`${BILLING_URLS.exportSpendings}?from=1900-01-01&to=2200-12-31`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  test('the range backwards is still the dateRange error', async () => {
    expectError(await employer.browser.get(`${BILLING_URLS.spendings}?from=2200-12-31&to=1900-01-01`), 400, 'VALIDATION_FAILED', {
      from: msg('billing_api_field_date_range'),
    });
  });
});

describe('dates in a body: a request for candidates', () => {
  const request = (start_date: string) =>
    employer.browser.post(`${API}/employer/requestcandidate`, { role: 'bookkeeper', experience_level: 'intermediate', hire_type: 'full_time', headcount: 1, start_date });

  test('a day outside the bounds or the calendar is refused', async () => {
    await t.resetLimits();
    for (const day of ['0000-01-01', '9999-12-31', '1899-12-31', '2201-01-01', '2027-02-30', '2027-13-01', '+02027-01-01']) {
      expectError(await request(day), 400, 'VALIDATION_FAILED', invalid('start_date'));
    }
  });

  test('the first and the last day of the bounds are taken', async () => {
    await t.resetLimits();
    for (const day of ['1900-01-01', '2200-12-31', '2028-02-29']) expect((await request(day)).statusCode).toBe(201);
  });
});

describe('times in a body: accepting an interview', () => {
  let candidate: Client;
  let interviewId: string;
  let offered: string;

  beforeAll(async () => {
    const p = await pipeline(t, 'applied', { employer });
    const body = interviewBody();
    interviewId = ok<{ id: string }>(await employer.browser.post(URLS.interviewInvite(p.applicationId), body), 201).id;
    offered = body.proposed_times[0]!;
    candidate = p.candidate.browser;
  });

  test('a leap second, an hours-only zone, 24:00 or a year out of bounds is refused before the interview is looked up', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const time of ['2026-12-31T23:59:60Z', '2027-01-01T10:00:00+01', '2027-01-01T24:00:00Z', '0000-01-01T00:00:00Z', '2201-01-01T00:00:00Z']) {
      for (const id of [unknown, interviewId]) {
        expectError(await candidate.post(URLS.acceptInterview(id), { time }), 400, 'VALIDATION_FAILED', invalid('time'));
      }
    }
  });

  test('times at the bounds are read (and were not offered); an offered one in another zone is accepted', async () => {
    for (const time of ['1900-01-01T00:00:00+14:00', '2200-12-31T23:59:59.999-12:00']) {
      expectError(await candidate.post(URLS.acceptInterview(interviewId), { time }), 409, 'INTERVIEW_TIME_NOT_OFFERED', undefined, {
        messageKey: 'pipeline_api_error_interview_time_not_offered',
      });
    }
    const sameInstant = new Date(Date.parse(offered) + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
    expect((await candidate.post(URLS.acceptInterview(interviewId), { time: sameInstant })).statusCode).toBe(200);
  });
});

describe('the dev billing run', () => {
  test('a day out of bounds is refused; the bounds themselves answer without a 5xx', async () => {
    const machine = t.client({ remoteAddress: '127.0.0.1' });
    for (const date of ['0000-01-01', '9999-12-31']) {
      expectError(await machine.post(BILLING_URLS.billingRun, { date }), 400, 'VALIDATION_FAILED', invalid('date'));
    }
    for (const date of ['1900-01-01', '2200-12-31']) {
      const res = await machine.post(BILLING_URLS.billingRun, { date });
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
  });
});
