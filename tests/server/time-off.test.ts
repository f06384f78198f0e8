// Tag staff-work: time off - the staff member asks (and may cancel), the employer approves or declines;
// balances accrue monthly by the employer's policy; each side is told of the other's change.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { expectError, field, msg, startTestServer, type TestServer } from './harness.js';
import { ISO, newCandidate, ok, put, type Person } from './pipeline-fixtures.js';
import { WORK, endHire, expectTold, namesOf, newHire, weekdaySchedule, type Hired } from './hire-fixtures.js';

let t: TestServer;
/** Started Monday 3 September 2029, Monday to Friday in New York; writes Spanish. */
let main: Hired;
let names: { staff: string; company: string };
let other: Hired;
let neverHired: Person;

// Wednesday 16 January 2030, 10:00 in New York: five months begun since the start.
const WEDNESDAY = '2030-01-16T15:00:00.000Z';

beforeAll(async () => {
  t = await startTestServer();
  main = await newHire(t, { staffLocale: 'es' });
  names = await namesOf(t, main);
  other = await newHire(t);
  neverHired = await newCandidate(t);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.clock.set(WEDNESDAY);
  await t.resetLimits();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const leave = (start: string, end = start, overrides: Json = {}) => ({ kind: 'vacation', start_date: start, end_date: end, part_of_day: 'full', ...overrides });
const ask = (staff: Person, body: Json) => staff.browser.post(WORK.myTimeOff, body);
const asked = async (staff: Person, body: Json) => ok<Json>(await ask(staff, body), 201);
const approve = (employer: Person, id: string, accepted_date = '2030-01-16') => employer.browser.post(WORK.approve(id), { accepted_date });
const staffError = (code: string) => ({ messageKey: `staff_api_error_${code.toLowerCase()}` });
const staffField = (key: string, params: Json = {}) => msg(`staff_api_field_${key}`, params);
const balancesOf = async (staff: Person) => Object.fromEntries(ok<Json>(await staff.browser.get(WORK.myTimeOff)).balances.map((b: Json) => [b.kind, b]));

/** A staff member of `main`'s employer of their own, so that a test's requests and balances start from none. */
const colleague = (opts: Parameters<typeof newHire>[1] = {}) => newHire(t, { employer: main.employer, ...opts });

describe('requestTimeOff', () => {
  test('asks for the working days of the range, waiting for an answer; the employer is told', async () => {
    const request = await asked(main.staff, leave('2030-01-18', '2030-01-22', { note: 'Family visit' }));
    expect(request).toEqual({
      id: expect.any(String),
      kind: 'vacation',
      start_date: '2030-01-18',
      end_date: '2030-01-22',
      part_of_day: 'full',
      days: 3,
      note: 'Family visit',
      status: 'requested',
      requested_at: WEDNESDAY,
    });
    await expectTold(t, main.employer, {
      type: 'time_off_requested',
      counterpart: names.staff,
      job: main.job.title,
      path: `/dashboard/activity/staffs/${main.staff.user.id}?tab=time-off`,
      staffId: main.staff.user.id,
    });
  });

  test('a half day of a single day counts a half; today is not too early', async () => {
    const hire = await colleague();
    expect(await asked(hire.staff, leave('2030-01-16', '2030-01-16', { part_of_day: 'afternoon', kind: 'personal' }))).toMatchObject({ days: 0.5, part_of_day: 'afternoon' });
    expect((await balancesOf(hire.staff)).personal).toEqual({ kind: 'personal', days_per_year: 3, accrued: 1.25, used: 0, pending: 0.5, available: 0.75 });
  });

  test('every rule of the range names its field, and nothing is asked', async () => {
    const hire = await colleague();
    const refuse = async (body: Json, fields: Record<string, string>) => expectError(await ask(hire.staff, body), 400, 'VALIDATION_FAILED', fields);
    await refuse(leave('2030-01-15'), { start_date: msg('pipeline_api_field_today_or_later') });
    await refuse(leave('2030-01-22', '2030-01-21'), { end_date: msg('billing_api_field_date_range') });
    await refuse(leave('2030-01-21', '2030-01-22', { part_of_day: 'morning' }), { part_of_day: staffField('half_day_single') });
    await refuse(leave('2030-01-19', '2030-01-20'), { start_date: staffField('no_working_day') });
    await refuse(leave('2030-01-21', '2031-01-22', { kind: 'public_holiday' }), { end_date: staffField('time_off_too_long', { max: 366 }) });
    await refuse(leave('2030-01-21', '2030-01-21', { kind: 'holiday' }), { kind: field('choice') });
    await refuse(leave('2030-01-21', '2030-01-21', { part_of_day: 'evening' }), { part_of_day: field('choice') });
    await refuse(leave('2030-02-30', '2030-03-01'), { start_date: field('invalid') });
    await refuse({ kind: 'sick', start_date: '2030-01-21', part_of_day: 'full' }, { end_date: field('required') });
    await refuse(leave('2030-01-21', '2030-01-21', { note: 'x'.repeat(501) }), { note: field('too_long', { max: 500 }) });
    expect(ok<Json>(await hire.staff.browser.get(WORK.myTimeOff)).requests).toEqual([]);
  });

  test('not before the contract starts', async () => {
    const hire = await colleague({ startDate: '2030-02-04' });
    expectError(await ask(hire.staff, leave('2030-01-28', '2030-02-05', { kind: 'public_holiday' })), 400, 'VALIDATION_FAILED', {
      start_date: staffField('before_contract_start'),
    });
    expect(await asked(hire.staff, leave('2030-02-04', '2030-02-04', { kind: 'public_holiday' }))).toMatchObject({ days: 1 });
  });

  test('days overlapping a waiting or approved request: 409 TIME_OFF_OVERLAP, even when both are sent at once; declined and cancelled ones free their days', async () => {
    const hire = await colleague();
    const waiting = await asked(hire.staff, leave('2030-01-21', '2030-01-23', { kind: 'sick' }));
    expectError(await ask(hire.staff, leave('2030-01-23', '2030-01-24')), 409, 'TIME_OFF_OVERLAP', undefined, staffError('TIME_OFF_OVERLAP'));
    ok(await approve(main.employer, waiting.id));
    expectError(await ask(hire.staff, leave('2030-01-18', '2030-01-21')), 409, 'TIME_OFF_OVERLAP', undefined, staffError('TIME_OFF_OVERLAP'));
    const declined = await asked(hire.staff, leave('2030-01-28', '2030-01-28'));
    ok(await main.employer.browser.post(WORK.decline(declined.id), { reason: 'Month-end close.' }));
    const cancelled = await asked(hire.staff, leave('2030-01-29', '2030-01-29'));
    ok(await hire.staff.browser.post(WORK.cancelTimeOff(cancelled.id)));
    expect(await asked(hire.staff, leave('2030-01-28', '2030-01-29'))).toMatchObject({ days: 2, status: 'requested' });

    const [a, b] = await Promise.all([ask(hire.staff, leave('2030-02-04', '2030-02-05')), ask(hire.staff, leave('2030-02-05', '2030-02-06'))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expectError(a.statusCode === 409 ? a : b, 409, 'TIME_OFF_OVERLAP', undefined, staffError('TIME_OFF_OVERLAP'));
  });

  test('more than the kind’s available days: 409 TIME_OFF_BALANCE, waiting requests counted; a public holiday uses none', async () => {
    const hire = await colleague();
    // Five months begun: 15 × 5 / 12 = 6.25 days of vacation.
    await asked(hire.staff, leave('2030-01-21', '2030-01-25'));
    expectError(await ask(hire.staff, leave('2030-01-28', '2030-01-29')), 409, 'TIME_OFF_BALANCE', undefined, staffError('TIME_OFF_BALANCE'));
    expect(await asked(hire.staff, leave('2030-01-28', '2030-01-28'))).toMatchObject({ days: 1 });
    expectError(await ask(hire.staff, leave('2030-01-29', '2030-01-29', { part_of_day: 'morning' })), 409, 'TIME_OFF_BALANCE', undefined, staffError('TIME_OFF_BALANCE'));
    expect(await asked(hire.staff, leave('2030-02-04', '2030-02-15', { kind: 'public_holiday' }))).toMatchObject({ days: 10 });
    expect((await balancesOf(hire.staff)).vacation).toMatchObject({ accrued: 6.25, used: 0, pending: 6, available: 0.25 });
  });

  test('a candidate never hired: 409 NO_ACTIVE_JOB; once the contract ended: 409 CONTRACT_ENDED, and the history stays readable', async () => {
    const noJob = { messageKey: 'attendance_api_error_no_active_job' };
    expectError(await ask(neverHired, leave('2030-01-21')), 409, 'NO_ACTIVE_JOB', undefined, noJob);
    expectError(await neverHired.browser.get(WORK.myTimeOff), 409, 'NO_ACTIVE_JOB', undefined, noJob);
    const hire = await colleague();
    const waiting = await asked(hire.staff, leave('2030-01-21'));
    await endHire(t, hire);
    const ended = { messageKey: 'attendance_api_error_contract_ended' };
    expectError(await ask(hire.staff, leave('2030-01-22')), 409, 'CONTRACT_ENDED', undefined, ended);
    expectError(await hire.staff.browser.post(WORK.cancelTimeOff(waiting.id)), 409, 'CONTRACT_ENDED', undefined, ended);
    expectError(await approve(main.employer, waiting.id), 409, 'CONTRACT_ENDED', undefined, ended);
    expect(ok<Json>(await hire.staff.browser.get(WORK.myTimeOff))).toMatchObject({ staff: { status: 'ended' }, requests: [{ id: waiting.id, status: 'requested' }] });
    expect(ok<Json>(await main.employer.browser.get(WORK.staffTimeOff(hire.staff.user.id))).requests.map((r: Json) => r.id)).toEqual([waiting.id]);
  });
});

describe('cancelTimeOff', () => {
  test('the staff member withdraws a waiting request; the employer is told; a second time: 409 TIME_OFF_NOT_PENDING', async () => {
    const hire = await colleague();
    const request = await asked(hire.staff, leave('2030-01-21'));
    t.clock.set('2030-01-16T16:00:00Z');
    const cancelled = ok<Json>(await hire.staff.browser.post(WORK.cancelTimeOff(request.id)));
    expect(cancelled).toMatchObject({ id: request.id, status: 'cancelled', decided_at: '2030-01-16T16:00:00.000Z' });
    await expectTold(t, main.employer, {
      type: 'time_off_cancelled',
      counterpart: (await namesOf(t, hire)).staff,
      job: hire.job.title,
      path: `/dashboard/activity/staffs/${hire.staff.user.id}?tab=time-off`,
      staffId: hire.staff.user.id,
    });
    expectError(await hire.staff.browser.post(WORK.cancelTimeOff(request.id)), 409, 'TIME_OFF_NOT_PENDING', undefined, staffError('TIME_OFF_NOT_PENDING'));
    const approved = await asked(hire.staff, leave('2030-01-22'));
    ok(await approve(main.employer, approved.id));
    expectError(await hire.staff.browser.post(WORK.cancelTimeOff(approved.id)), 409, 'TIME_OFF_NOT_PENDING', undefined, staffError('TIME_OFF_NOT_PENDING'));
    expect((await balancesOf(hire.staff)).vacation).toMatchObject({ used: 1, pending: 0 });
  });

  test('another staff member’s request or an unknown one: 404, and it stays waiting', async () => {
    const hire = await colleague();
    const request = await asked(hire.staff, leave('2030-01-21'));
    expectError(await other.staff.browser.post(WORK.cancelTimeOff(request.id)), 404, 'NOT_FOUND');
    expectError(await neverHired.browser.post(WORK.cancelTimeOff(request.id)), 404, 'NOT_FOUND');
    expectError(await hire.staff.browser.post(WORK.cancelTimeOff(randomUUID())), 404, 'NOT_FOUND');
    expectError(await main.employer.browser.post(WORK.cancelTimeOff(request.id)), 403, 'FORBIDDEN');
    expect(ok<Json>(await hire.staff.browser.get(WORK.myTimeOff)).requests[0].status).toBe('requested');
  });
});

describe('approveTimeOff and declineTimeOff', () => {
  test('approval records the employer’s day and moves the days to used; the staff member is told in their language', async () => {
    const request = await asked(main.staff, leave('2030-02-11', '2030-02-12'));
    t.clock.set('2030-01-17T02:00:00Z'); // still Wednesday 16 in New York, Thursday in UTC
    const approved = ok<Json>(await approve(main.employer, request.id, '2030-01-16'));
    expect(approved).toMatchObject({ id: request.id, status: 'approved', accepted_date: '2030-01-16', decided_at: '2030-01-17T02:00:00.000Z', days: 2 });
    await expectTold(t, main.staff, {
      type: 'time_off_approved',
      counterpart: names.company,
      job: main.job.title,
      path: '/Candidate/ActiveJob',
      staffId: main.staff.user.id,
      locale: 'es',
    });
    expect((await balancesOf(main.staff)).vacation).toMatchObject({ used: 2 });
    expectError(await approve(main.employer, request.id, '2030-01-17'), 409, 'TIME_OFF_NOT_PENDING', undefined, staffError('TIME_OFF_NOT_PENDING'));
    expectError(await main.employer.browser.post(WORK.decline(request.id), { reason: 'Changed my mind.' }), 409, 'TIME_OFF_NOT_PENDING', undefined, staffError('TIME_OFF_NOT_PENDING'));
  });

  test('the accepted date is the server’s UTC day or the day either side of it; otherwise 400 naming the field', async () => {
    const hire = await colleague();
    const request = await asked(hire.staff, leave('2030-01-21'));
    expectError(await approve(main.employer, request.id, '2030-01-14'), 400, 'VALIDATION_FAILED', { accepted_date: staffField('accepted_today') });
    expectError(await approve(main.employer, request.id, '2030-01-18'), 400, 'VALIDATION_FAILED', { accepted_date: staffField('accepted_today') });
    expectError(await approve(main.employer, request.id, 'today'), 400, 'VALIDATION_FAILED', { accepted_date: field('invalid') });
    expectError(await main.employer.browser.post(WORK.approve(request.id), {}), 400, 'VALIDATION_FAILED', { accepted_date: field('required') });
    expect(ok<Json>(await approve(main.employer, request.id, '2030-01-17')).accepted_date).toBe('2030-01-17');
  });

  test('declining keeps the reason for the staff member, frees the days and tells them', async () => {
    const hire = await colleague({ staffLocale: 'zh' });
    const request = await asked(hire.staff, leave('2030-01-21', '2030-01-21', { kind: 'sick' }));
    expectError(await main.employer.browser.post(WORK.decline(request.id), { reason: ' ' }), 400, 'VALIDATION_FAILED', { reason: field('required') });
    expectError(await main.employer.browser.post(WORK.decline(request.id), { reason: '' }), 400, 'VALIDATION_FAILED', { reason: field('required') });
    const declined = ok<Json>(await main.employer.browser.post(WORK.decline(request.id), { reason: 'We close the quarter that week.' }));
    expect(declined).toMatchObject({ status: 'declined', decline_reason: 'We close the quarter that week.', decided_at: WEDNESDAY });
    expect(declined.accepted_date).toBeUndefined();
    await expectTold(t, hire.staff, {
      type: 'time_off_declined',
      counterpart: names.company,
      job: hire.job.title,
      path: '/Candidate/ActiveJob',
      staffId: hire.staff.user.id,
      locale: 'zh',
    });
    expect((await balancesOf(hire.staff)).sick).toMatchObject({ used: 0, pending: 0 });
  });

  test('another employer’s request or an unknown one: 404, and it stays waiting; a staff member: 403', async () => {
    const hire = await colleague();
    const request = await asked(hire.staff, leave('2030-01-21'));
    expectError(await approve(other.employer, request.id), 404, 'NOT_FOUND');
    expectError(await other.employer.browser.post(WORK.decline(request.id), { reason: 'No.' }), 404, 'NOT_FOUND');
    expectError(await approve(main.employer, randomUUID()), 404, 'NOT_FOUND');
    expectError(await hire.staff.browser.post(WORK.approve(request.id), { accepted_date: '2030-01-16' }), 403, 'FORBIDDEN');
    expectError(await hire.staff.browser.post(WORK.decline(request.id), { reason: 'No.' }), 403, 'FORBIDDEN');
    expect(ok<Json>(await hire.staff.browser.get(WORK.myTimeOff)).requests[0].status).toBe('requested');
  });
});

describe('getStaffTimeOff and listMyTimeOff', () => {
  test('waiting requests first, then the latest start first, in pages, with the balances', async () => {
    const hire = await colleague();
    const early = await asked(hire.staff, leave('2030-01-17', '2030-01-17', { kind: 'sick' }));
    const late = await asked(hire.staff, leave('2030-02-18', '2030-02-18', { kind: 'personal' }));
    const middle = await asked(hire.staff, leave('2030-01-28', '2030-01-29'));
    const waiting = await asked(hire.staff, leave('2030-01-21', '2030-01-21', { kind: 'public_holiday' }));
    for (const r of [early, late, middle]) ok(await approve(main.employer, r.id));

    const history = ok<Json>(await main.employer.browser.get(WORK.staffTimeOff(hire.staff.user.id)));
    expect(history.requests.map((r: Json) => r.id)).toEqual([waiting.id, late.id, middle.id, early.id]);
    expect(history).toMatchObject({ page: 1, page_size: 20, has_more: false, staff: { candidate_id: hire.staff.user.id, offer_id: hire.offerId, schedule: weekdaySchedule() } });
    expect(history.balances).toEqual([
      { kind: 'vacation', days_per_year: 15, accrued: 6.25, used: 2, pending: 0, available: 4.25 },
      { kind: 'sick', days_per_year: 10, accrued: 4.17, used: 1, pending: 0, available: 3.17 },
      { kind: 'personal', days_per_year: 3, accrued: 1.25, used: 1, pending: 0, available: 0.25 },
    ]);
    const mine = ok<Json>(await hire.staff.browser.get(`${WORK.myTimeOff}?page=2&page_size=3`));
    expect(mine).toMatchObject({ page: 2, page_size: 3, has_more: false, balances: history.balances });
    expect(mine.requests.map((r: Json) => r.id)).toEqual([early.id]);
    expectError(await hire.staff.browser.get(`${WORK.myTimeOff}?page=0`), 400, 'VALIDATION_FAILED', { page: field('min', { min: 1 }) });
  });

  test('another employer’s staff member or someone never hired: 404; a staff member: 403', async () => {
    expectError(await other.employer.browser.get(WORK.staffTimeOff(main.staff.user.id)), 404, 'NOT_FOUND');
    expectError(await main.employer.browser.get(WORK.staffTimeOff(neverHired.user.id)), 404, 'NOT_FOUND');
    expectError(await main.employer.browser.get(WORK.staffTimeOff('not-a-uuid')), 400, 'VALIDATION_FAILED', { id: field('invalid') });
    expectError(await main.staff.browser.get(WORK.staffTimeOff(main.staff.user.id)), 403, 'FORBIDDEN');
    expect((await other.staff.browser.get(WORK.myTimeOff)).body).not.toContain(main.staff.user.id);
  });
});

describe('the time-off policy', () => {
  test('the default until changed; a change moves every balance at once; each employer has their own', async () => {
    const employer = await newHire(t);
    expect(ok<Json>(await employer.employer.browser.get(WORK.policy))).toEqual({ vacation_days: 15, sick_days: 10, personal_days: 3 });
    const changed = ok<Json>(await put(employer.employer.browser, WORK.policy, { vacation_days: 24, sick_days: 12, personal_days: 0 }));
    expect(changed).toEqual({ vacation_days: 24, sick_days: 12, personal_days: 0 });
    expect(ok<Json>(await employer.employer.browser.get(WORK.policy))).toEqual(changed);
    expect(await balancesOf(employer.staff)).toMatchObject({
      vacation: { days_per_year: 24, accrued: 10, available: 10 },
      sick: { days_per_year: 12, accrued: 5 },
      personal: { days_per_year: 0, accrued: 0 },
    });
    expectError(await ask(employer.staff, leave('2030-01-21', '2030-01-21', { kind: 'personal' })), 409, 'TIME_OFF_BALANCE', undefined, staffError('TIME_OFF_BALANCE'));
    expect(ok<Json>(await other.employer.browser.get(WORK.policy))).toEqual({ vacation_days: 15, sick_days: 10, personal_days: 3 });
  });

  test('bad input names the field; a staff member: 403', async () => {
    const refuse = async (body: Json, fields: Record<string, string>) => expectError(await put(other.employer.browser, WORK.policy, body), 400, 'VALIDATION_FAILED', fields);
    await refuse({ vacation_days: 61, sick_days: 10, personal_days: 3 }, { vacation_days: field('max', { max: 60 }) });
    await refuse({ vacation_days: 15, sick_days: -1, personal_days: 3 }, { sick_days: field('min', { min: 0 }) });
    await refuse({ vacation_days: 15, sick_days: 10, personal_days: 1.5 }, { personal_days: field('type') });
    await refuse({ vacation_days: 15, sick_days: 10 }, { personal_days: field('required') });
    expectError(await put(main.staff.browser, WORK.policy, { vacation_days: 15, sick_days: 10, personal_days: 3 }), 403, 'FORBIDDEN');
    expectError(await main.staff.browser.get(WORK.policy), 403, 'FORBIDDEN');
  });
});

describe('a staff member in Manila', () => {
  test('“today” is their day: at 20:00 UTC on Wednesday, Wednesday is already past and Thursday may be asked for', async () => {
    const manila = await colleague({ schedule: weekdaySchedule('Asia/Manila') });
    t.clock.set('2030-01-16T20:00:00Z');
    expectError(await ask(manila.staff, leave('2030-01-16')), 400, 'VALIDATION_FAILED', { start_date: msg('pipeline_api_field_today_or_later') });
    const request = await asked(manila.staff, leave('2030-01-17'));
    expect(request).toMatchObject({ start_date: '2030-01-17', days: 1, requested_at: expect.stringMatching(ISO) });
    // Accrual counts in their calendar too: a start on the 17th begins a month on Thursday in Manila.
    const fresh = await colleague({ schedule: weekdaySchedule('Asia/Manila'), startDate: '2029-12-17' });
    expect((await balancesOf(fresh.staff)).vacation).toMatchObject({ accrued: 2.5 });
    t.clock.set('2030-01-16T15:00:00Z');
    expect((await balancesOf(fresh.staff)).vacation).toMatchObject({ accrued: 1.25 });
  });
});
