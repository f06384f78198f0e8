// Tag estimates: listEstimates, saveEstimate, deleteEstimate. Totals are the server's, from the pricing module.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { estimate, type EstimateGrant, type EstimateLine } from '../../src/shared/estimate.js';
import { API, expectError, field, msg, startTestServer, type TestServer } from './harness.js';
import { newEmployer } from './pipeline-fixtures.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.resetLimits();
  t.clock.set('2027-03-01T10:00:00Z');
});

const ESTIMATES = `${API}/employer/estimates`;
const one = (id: string) => `${ESTIMATES}/${id}`;

const line = (overrides: Partial<EstimateLine> = {}): EstimateLine => ({
  role: 'bookkeeper',
  experience: 'intermediate',
  type_of_hire: 'full_time',
  headcount: 2,
  service_period_months: 6,
  security: true,
  work_hours: 40,
  start_date: '2027-03-15',
  ...overrides,
});

/** What the server must store for these lines: the shared arithmetic, in the contract's names. */
const totalsOf = (lines: EstimateLine[], grant?: EstimateGrant) => {
  const result = estimate(lines, grant);
  return {
    first_month_cents: result.firstMonth,
    monthly_cents: result.monthly,
    period_cents: result.period,
    grant_savings_cents: result.grantSavings,
  };
};

const insertGrant = (employerId: string, values: { percent: number; hires: number; used?: number; expires?: string | null; ageDays?: number }) =>
  t.query(
    `insert into grants (employer_id, name, percent, hires, hires_used, expires_on, created_at)
     values ('${employerId}', 'Test grant', ${values.percent}, ${values.hires}, ${values.used ?? 0},
       ${values.expires ? `'${values.expires}'` : 'null'}, now() - interval '${values.ageDays ?? 0} days')`,
  );

describe('saveEstimate', () => {
  test('stores the lines and the totals the server computes, and answers them', async () => {
    const employer = await newEmployer(t);
    const lines = [line(), line({ role: 'payroll-specialist', type_of_hire: 'fractional', work_hours: 12, headcount: 1, security: false })];
    const res = await employer.browser.post(ESTIMATES, { name: '  Finance team  ', lines });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved).toEqual({ id: expect.any(String), name: 'Finance team', lines, totals: totalsOf(lines), created_at: expect.any(String) });
    expect(saved.totals.period_cents).toBeGreaterThan(saved.totals.monthly_cents);
    const [row] = await t.query<{ employer_id: string; totals: unknown; lines: unknown }>(`select employer_id, totals, lines from estimates where id = '${saved.id}'`);
    expect(row).toEqual({ employer_id: employer.user.id, totals: totalsOf(lines), lines });
  });

  test('totals sent by the client are refused, not taken on trust', async () => {
    const employer = await newEmployer(t);
    const res = await employer.browser.post(ESTIMATES, { name: 'Cheap', lines: [line()], totals: { period_cents: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ totals: field('unknown') });
  });

  test('the grant in force lowers the totals: the oldest with hires left, not an expired or used-up one, not another employer\'s', async () => {
    const employer = await newEmployer(t);
    const other = await newEmployer(t);
    await insertGrant(employer.user.id, { percent: 90, hires: 5, expires: '2027-02-28', ageDays: 30 });
    await insertGrant(employer.user.id, { percent: 80, hires: 2, used: 2, ageDays: 20 });
    await insertGrant(other.user.id, { percent: 100, hires: 5, ageDays: 15 });
    const lines = [line({ headcount: 3 })];
    const without = (await employer.browser.post(ESTIMATES, { name: 'No grant in force', lines })).json();
    expect(without.totals).toEqual(totalsOf(lines));
    expect(without.totals.grant_savings_cents).toBe(0);

    await insertGrant(employer.user.id, { percent: 40, hires: 3, used: 1, expires: '2027-03-01', ageDays: 10 });
    await insertGrant(employer.user.id, { percent: 75, hires: 4, ageDays: 5 });
    const withGrant = (await employer.browser.post(ESTIMATES, { name: 'With a grant', lines })).json();
    expect(withGrant.totals).toEqual(totalsOf(lines, { percent: 40, hiresLeft: 2 }));
    expect(withGrant.totals.grant_savings_cents).toBeGreaterThan(0);
    expect(withGrant.totals.period_cents).toBe(without.totals.period_cents - withGrant.totals.grant_savings_cents);
  });

  test('a start date from today to one year ahead; hours that fit the kind of hire; each refusal names its line', async () => {
    const employer = await newEmployer(t);
    for (const start_date of ['2027-03-01', '2028-03-01']) {
      expect((await employer.browser.post(ESTIMATES, { name: start_date, lines: [line({ start_date })] })).statusCode).toBe(201);
    }
    const window = { messageKey: 'public_api_field_start_window' };
    for (const start_date of ['2027-02-28', '2028-03-02']) {
      const res = await employer.browser.post(ESTIMATES, { name: 'x', lines: [line(), line({ start_date })] });
      expectError(res, 400, 'VALIDATION_FAILED', { 'lines.1.start_date': msg(window.messageKey) });
    }
    expectError(await employer.browser.post(ESTIMATES, { name: 'x', lines: [line({ type_of_hire: 'fractional', work_hours: 40 })] }), 400, 'VALIDATION_FAILED', {
      'lines.0.work_hours': msg('public_api_field_work_hours'),
    });
    expectError(await employer.browser.post(ESTIMATES, { name: 'x', lines: [line({ type_of_hire: 'full_time', work_hours: 20 })] }), 400, 'VALIDATION_FAILED', {
      'lines.0.work_hours': msg('public_api_field_work_hours'),
    });
    const rows = await t.query<{ n: number }>(`select count(*)::int as n from estimates where employer_id = '${employer.user.id}'`);
    expect(rows[0]!.n).toBe(2);
  });

  test('the contract refuses what the calculator never sends, field by field', async () => {
    const employer = await newEmployer(t);
    const empty = await employer.browser.post(ESTIMATES, { name: 'x', lines: [] });
    expect(empty.json().fields).toEqual({ lines: field('select_some', { min: 1 }) });
    const bad = await employer.browser.post(ESTIMATES, {
      name: '',
      lines: [line({ role: 'astronaut' as never, headcount: 0, start_date: 'soon' })],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['lines.0.headcount', 'lines.0.role', 'lines.0.start_date', 'name']);
    const tooMany = await employer.browser.post(ESTIMATES, { name: 'x', lines: Array.from({ length: 21 }, () => line()) });
    expect(tooMany.json().fields).toEqual({ lines: field('max', { max: 20 }) });
  });

  test('keeps at most fifty per employer, even when saved at once', async () => {
    const employer = await newEmployer(t);
    await t.query(`insert into estimates (employer_id, name, lines, totals) select '${employer.user.id}', 'e' || i, '[]', '{}' from generate_series(1, 47) as i`);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => employer.browser.post(ESTIMATES, { name: `Race ${i}`, lines: [line()] })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    expectError(results.find((r) => r.statusCode === 409)!, 409, 'ESTIMATE_LIMIT', undefined, { messageKey: 'public_api_error_estimate_limit' });
    const rows = await t.query<{ n: number }>(`select count(*)::int as n from estimates where employer_id = '${employer.user.id}'`);
    expect(rows[0]!.n).toBe(50);
    // Deleting one makes room for one.
    const [oldest] = await t.query<{ id: string }>(`select id from estimates where employer_id = '${employer.user.id}' limit 1`);
    expect((await employer.browser.delete(one(oldest!.id))).statusCode).toBe(204);
    expect((await employer.browser.post(ESTIMATES, { name: 'Room again', lines: [line()] })).statusCode).toBe(201);
  });
});

describe('listEstimates and deleteEstimate', () => {
  test('the employer\'s own, newest first; deleted by their owner only', async () => {
    const employer = await newEmployer(t);
    const other = await newEmployer(t);
    const first = (await employer.browser.post(ESTIMATES, { name: 'First', lines: [line()] })).json();
    const second = (await employer.browser.post(ESTIMATES, { name: 'Second', lines: [line({ headcount: 1 })] })).json();
    await other.browser.post(ESTIMATES, { name: 'Theirs', lines: [line()] });

    const items = (await employer.browser.get(ESTIMATES)).json().items;
    expect(items).toEqual([second, first]);
    expect((await other.browser.get(ESTIMATES)).json().items.map((e: { name: string }) => e.name)).toEqual(['Theirs']);

    expectError(await other.browser.delete(one(first.id)), 404, 'NOT_FOUND');
    expect((await employer.browser.get(ESTIMATES)).json().items).toHaveLength(2);
    expect((await employer.browser.delete(one(first.id))).statusCode).toBe(204);
    expectError(await employer.browser.delete(one(first.id)), 404, 'NOT_FOUND');
    expect((await employer.browser.get(ESTIMATES)).json().items).toEqual([second]);
    expect((await employer.browser.delete(one('not-an-id'))).statusCode).toBe(400);
  });

  test('a saved estimate keeps its totals when prices or grants change later', async () => {
    const employer = await newEmployer(t);
    const saved = (await employer.browser.post(ESTIMATES, { name: 'Snapshot', lines: [line()] })).json();
    await insertGrant(employer.user.id, { percent: 50, hires: 5 });
    expect((await employer.browser.get(ESTIMATES)).json().items[0].totals).toEqual(saved.totals);
  });

  test('for employers only', async () => {
    for (const type of ['candidate', 'agent'] as const) {
      const other = await t.signIn(await t.createUser({ type }));
      expect((await other.get(ESTIMATES)).statusCode).toBe(403);
      expect((await other.post(ESTIMATES, { name: 'x', lines: [line()] })).statusCode).toBe(403);
      expect((await other.delete(one('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(403);
    }
    expect((await t.client().get(ESTIMATES)).statusCode).toBe(401);
    expect((await t.client().post(ESTIMATES, { name: 'x', lines: [line()] })).statusCode).toBe(401);
    expect((await t.client().delete(one('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(401);
  });
});
