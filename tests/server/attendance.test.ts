// Tag staff-work: attendance - the staff member's clock (sessions and breaks), the days marked
// against the schedule, forgotten clock-outs, corrections the employer approves or declines, the
// record of changes, the CSV export, and who may do what.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { attendanceSessions, timeOffRequests } from '../../server/db/schema.js';
import { instantOf } from '../../server/staff-work/local-time.js';
import { sweepForgottenClockOuts } from '../../server/staff-work/forgotten-clock-outs.js';
import { API, expectError, field, msg, startTestServer, type Res, type TestServer } from './harness.js';
import { PUBLIC_URL, newCandidate, ok, type Person } from './pipeline-fixtures.js';
import { WORK, endHire, expectTold, namesOf, newHire, weekdaySchedule, type Hired } from './hire-fixtures.js';

let t: TestServer;
/** The employer of every hire below but `other`'s; each test that writes gets a staff member of its own. */
let main: Hired;
/** Another employer and their staff member: neither may read or touch `main`'s attendance. */
let other: Hired;
let neverHired: Person;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A wall-clock time in New York, where the hires below work 09:00 to 17:00 on weekdays. */
const ny = (date: string, time: string) => instantOf('America/New_York', date, time).toISOString();
// Wednesday 16 January 2030.
const WEDNESDAY = '2030-01-16';

beforeAll(async () => {
  t = await startTestServer();
  main = await newHire(t);
  other = await newHire(t);
  neverHired = await newCandidate(t);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  t.clock.set(ny(WEDNESDAY, '08:00'));
  await t.resetLimits();
});

const colleague = (opts: Parameters<typeof newHire>[1] = {}) => newHire(t, { employer: main.employer, ...opts });
const attendanceError = (code: string) => ({ messageKey: `attendance_api_error_${code.toLowerCase()}` });
const expectConflict = (res: Res, code: string, key = code) => expectError(res, 409, code, undefined, attendanceError(key));

/** Moves the clock to `time` in New York and sends `url`. */
async function at(staff: Person, date: string, time: string, url: string): Promise<Json> {
  t.clock.set(ny(date, time));
  return ok<Json>(await staff.browser.post(url));
}

/** A whole session through the API: clock in at `from`, out at `to` (New York times of `date`). */
async function worked(staff: Person, date: string, from: string, to: string) {
  await at(staff, date, from, WORK.clockIn);
  return at(staff, date, to, WORK.clockOut);
}

const correction = (overrides: Json = {}) => ({
  work_date: WEDNESDAY,
  clock_in_at: ny(WEDNESDAY, '09:00'),
  clock_out_at: ny(WEDNESDAY, '17:00'),
  reason: 'I forgot to clock out before the team call.',
  ...overrides,
});

describe('the clock', () => {
  test('a day: clock in, a break, back to work, clock out; each answer is the clock as it is now', async () => {
    const hire = await colleague();
    const before = ok<Json>(await hire.staff.browser.get(WORK.myClock));
    expect(before).toMatchObject({ state: 'off', today: WEDNESDAY, session: null, forgotten: [] });
    expect(before.staff).toEqual({
      candidate_id: hire.staff.user.id,
      offer_id: hire.offerId,
      firstname: expect.any(String),
      lastname: expect.any(String),
      job_title: hire.job.title,
      status: 'active',
      schedule: weekdaySchedule(),
      start_date: '2029-09-03',
    });
    expect(before.day).toEqual({ date: WEDNESDAY, mark: 'in_progress', scheduled_minutes: 480, worked_minutes: 0, break_minutes: 0, sessions: [] });

    const clockedIn = await at(hire.staff, WEDNESDAY, '09:05', WORK.clockIn);
    const session = { id: expect.any(String), work_date: WEDNESDAY, clock_in_at: ny(WEDNESDAY, '09:05'), auto_closed: false, corrected: false };
    expect(clockedIn).toMatchObject({ state: 'working', session: { ...session, clock_out_at: null, breaks: [], worked_minutes: 0 } });
    expect(clockedIn.day).toMatchObject({ mark: 'in_progress', first_clock_in_at: ny(WEDNESDAY, '09:05') });

    const onBreak = await at(hire.staff, WEDNESDAY, '12:00', WORK.breakStart);
    expect(onBreak).toMatchObject({ state: 'on_break', session: { breaks: [{ start_at: ny(WEDNESDAY, '12:00'), end_at: null }], worked_minutes: 175 } });
    t.clock.set(ny(WEDNESDAY, '12:20'));
    // The break does not count while it goes on.
    expect(ok<Json>(await hire.staff.browser.get(WORK.myClock)).session.worked_minutes).toBe(175);
    const back = await at(hire.staff, WEDNESDAY, '12:30', WORK.breakEnd);
    expect(back).toMatchObject({ state: 'working', session: { breaks: [{ start_at: ny(WEDNESDAY, '12:00'), end_at: ny(WEDNESDAY, '12:30') }] } });

    const done = await at(hire.staff, WEDNESDAY, '17:30', WORK.clockOut);
    expect(done).toMatchObject({ state: 'done', session: { ...session, clock_out_at: ny(WEDNESDAY, '17:30'), worked_minutes: 475 } });
    expect(done.day).toMatchObject({ mark: 'on_time', scheduled_minutes: 480, worked_minutes: 475, break_minutes: 30 });
    expect(done.day.sessions).toHaveLength(1);

    // Clocking in again starts a second session of the same day.
    const again = await worked(hire.staff, WEDNESDAY, '19:00', '19:45');
    expect(again).toMatchObject({ state: 'done', session: { clock_in_at: ny(WEDNESDAY, '19:00'), worked_minutes: 45 } });
    expect(again.day).toMatchObject({ worked_minutes: 520, sessions: [{ worked_minutes: 475 }, { worked_minutes: 45 }] });
  });

  test('clocking out ends a break still going on', async () => {
    const hire = await colleague();
    await at(hire.staff, WEDNESDAY, '09:00', WORK.clockIn);
    await at(hire.staff, WEDNESDAY, '16:40', WORK.breakStart);
    const done = await at(hire.staff, WEDNESDAY, '17:10', WORK.clockOut);
    expect(done.session).toMatchObject({ breaks: [{ start_at: ny(WEDNESDAY, '16:40'), end_at: ny(WEDNESDAY, '17:10') }], worked_minutes: 460 });
    expect(done.day.mark).toBe('short');
  });

  test('out of order: each refusal says what happened; double clicks and two tabs never make a second row', async () => {
    const hire = await colleague();
    const post = (url: string) => hire.staff.browser.post(url);
    expectConflict(await post(WORK.clockOut), 'NOT_CLOCKED_IN');
    expectConflict(await post(WORK.breakStart), 'NOT_CLOCKED_IN');
    expectConflict(await post(WORK.breakEnd), 'NOT_ON_BREAK');

    const twice = async (url: string, code: string) => {
      const [a, b] = await Promise.all([post(url), post(url)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expectConflict(a.statusCode === 409 ? a : b, code);
    };
    await twice(WORK.clockIn, 'ALREADY_CLOCKED_IN');
    expectConflict(await post(WORK.clockIn), 'ALREADY_CLOCKED_IN');
    expectConflict(await post(WORK.breakEnd), 'NOT_ON_BREAK');
    await twice(WORK.breakStart, 'ALREADY_ON_BREAK');
    await twice(WORK.breakEnd, 'NOT_ON_BREAK');
    await twice(WORK.clockOut, 'NOT_CLOCKED_IN');

    const [sessions] = await t.query<{ count: number }>(`select count(*)::int as count from attendance_sessions where offer_id = '${hire.offerId}'`);
    const [breaks] = await t.query<{ count: number }>(
      `select count(*)::int as count from attendance_breaks b join attendance_sessions s on s.id = b.session_id where s.offer_id = '${hire.offerId}'`,
    );
    expect([sessions!.count, breaks!.count]).toEqual([1, 1]);
  });

  test('a candidate never hired: 409 NO_ACTIVE_JOB for every call; an unknown correction: 404', async () => {
    for (const res of [
      await neverHired.browser.get(WORK.myClock),
      await neverHired.browser.get(WORK.myAttendance()),
      await neverHired.browser.post(WORK.clockIn),
      await neverHired.browser.post(WORK.clockOut),
      await neverHired.browser.post(WORK.breakStart),
      await neverHired.browser.post(WORK.breakEnd),
      await neverHired.browser.post(WORK.corrections, correction()),
    ]) {
      expectConflict(res, 'NO_ACTIVE_JOB');
    }
    expectError(await neverHired.browser.post(WORK.cancelCorrection(randomUUID())), 404, 'NOT_FOUND');
  });
});

describe('the days of a range', () => {
  let hire: Hired;
  beforeAll(async () => {
    hire = await colleague();
    await worked(hire.staff, '2030-01-14', '09:30', '17:30'); // Monday: late
    await worked(hire.staff, '2030-01-15', '09:00', '16:00'); // Tuesday: short
    await worked(hire.staff, '2030-01-17', '08:55', '17:00'); // Thursday: on time
    await worked(hire.staff, '2030-01-19', '10:00', '11:00'); // Saturday, not a working day
  });

  const DAYS = '?from=2030-01-14&to=2030-01-26';

  test('each day marked against the schedule, with the range’s totals; the employer reads the same', async () => {
    t.clock.set(ny('2030-01-21', '10:00')); // Monday of the next week, before its scheduled end
    const mine = ok<Json>(await hire.staff.browser.get(WORK.myAttendance(DAYS)));
    expect(mine).toMatchObject({ from: '2030-01-14', to: '2030-01-26', today: '2030-01-21', corrections: [] });
    expect(mine.days.map((d: Json) => [d.date, d.mark, d.scheduled_minutes, d.worked_minutes])).toEqual([
      ['2030-01-14', 'late', 480, 480],
      ['2030-01-15', 'short', 480, 420],
      ['2030-01-16', 'absent', 480, 0],
      ['2030-01-17', 'on_time', 480, 485],
      ['2030-01-18', 'absent', 480, 0],
      ['2030-01-19', 'on_time', 0, 60],
      ['2030-01-20', 'day_off', 0, 0],
      ['2030-01-21', 'in_progress', 480, 0],
      ['2030-01-22', 'upcoming', 480, 0],
      ['2030-01-23', 'upcoming', 480, 0],
      ['2030-01-24', 'upcoming', 480, 0],
      ['2030-01-25', 'upcoming', 480, 0],
      ['2030-01-26', 'day_off', 0, 0],
    ]);
    // Scheduled minutes count the days up to today, not the week still to come.
    expect(mine.totals).toEqual({ scheduled_minutes: 2880, worked_minutes: 1445, on_time: 2, late: 1, short: 1, absent: 2, on_leave: 0, auto_closed: 0 });
    const theirs = ok<Json>(await main.employer.browser.get(WORK.staffAttendance(hire.staff.user.id, DAYS)));
    expect(theirs).toEqual(mine);
  });

  test('without dates, the current month in the staff member’s calendar; at most 62 days; bad dates name the field', async () => {
    const month = ok<Json>(await hire.staff.browser.get(WORK.myAttendance()));
    expect([month.from, month.to, month.days.length]).toEqual(['2030-01-01', '2030-01-31', 31]);
    // Weekdays before the contract's start (Monday 3 September 2029) are not working days.
    const early = ok<Json>(await main.employer.browser.get(WORK.staffAttendance(hire.staff.user.id, '?from=2029-08-30&to=2029-09-03')));
    expect(early.days.map((d: Json) => [d.mark, d.scheduled_minutes])).toEqual([
      ['day_off', 0],
      ['day_off', 0],
      ['day_off', 0],
      ['day_off', 0],
      ['absent', 480],
    ]);
    expect(ok<Json>(await hire.staff.browser.get(WORK.myAttendance('?from=2030-01-01&to=2030-03-03'))).days).toHaveLength(62);

    const tooLong = { to: msg('attendance_api_field_range_too_long', { max: 62 }) };
    const rangeError = { ...attendanceError('RANGE_TOO_LONG'), params: { max: 62 } };
    expectError(await hire.staff.browser.get(WORK.myAttendance('?from=2030-01-01&to=2030-03-04')), 400, 'RANGE_TOO_LONG', tooLong, rangeError);
    expectError(await main.employer.browser.get(WORK.staffAttendance(hire.staff.user.id, '?from=2029-01-01&to=2030-01-01')), 400, 'RANGE_TOO_LONG', tooLong, rangeError);
    const backwards = { from: msg('billing_api_field_date_range') };
    expectError(await hire.staff.browser.get(WORK.myAttendance('?from=2030-01-10&to=2030-01-09')), 400, 'VALIDATION_FAILED', backwards);
    expectError(await hire.staff.browser.get(WORK.myAttendance('?from=2030-02-30')), 400, 'VALIDATION_FAILED', { from: field('invalid') });
  });

  test('approved leave: a full day is on leave and scheduled for nothing; a half day halves the schedule and counts the time', async () => {
    const parties = { offerId: hire.offerId, employerId: main.employer.user.id, candidateId: hire.staff.user.id, status: 'approved' as const };
    const [full, half] = await t.db
      .insert(timeOffRequests)
      .values([
        { ...parties, kind: 'vacation', startDate: '2030-01-18', endDate: '2030-01-20', halfDays: 2 },
        { ...parties, kind: 'personal', startDate: '2030-01-15', endDate: '2030-01-15', partOfDay: 'afternoon', halfDays: 1 },
      ])
      .returning();
    // A declined request is no leave.
    await t.db.insert(timeOffRequests).values({ ...parties, status: 'declined', kind: 'sick', startDate: '2030-01-16', endDate: '2030-01-16', halfDays: 2 });
    t.clock.set(ny('2030-01-21', '10:00'));
    const days = ok<Json>(await main.employer.browser.get(WORK.staffAttendance(hire.staff.user.id, '?from=2030-01-15&to=2030-01-20'))).days;
    expect(days.map((d: Json) => [d.date, d.mark, d.scheduled_minutes, d.worked_minutes, d.leave ?? null])).toEqual([
      ['2030-01-15', 'on_leave', 240, 420, { request_id: half!.id, kind: 'personal', part_of_day: 'afternoon' }],
      ['2030-01-16', 'absent', 480, 0, null],
      ['2030-01-17', 'on_time', 480, 485, null],
      ['2030-01-18', 'on_leave', 0, 0, { request_id: full!.id, kind: 'vacation', part_of_day: 'full' }],
      // The weekend inside the leave stays what it was: leave is taken on working days.
      ['2030-01-19', 'on_time', 0, 60, null],
      ['2030-01-20', 'day_off', 0, 0, null],
    ]);
    await t.query(`delete from time_off_requests where offer_id = '${hire.offerId}'`);
  });
});

describe('a forgotten clock-out', () => {
  test('8 hours after the scheduled end the session closes at that end, flagged; the change is recorded; the employer is told', async () => {
    const hire = await colleague();
    const names = await namesOf(t, hire);
    await at(hire.staff, WEDNESDAY, '09:00', WORK.clockIn);
    t.clock.set(ny('2030-01-17', '00:59'));
    expect(ok<Json>(await hire.staff.browser.get(WORK.myClock))).toMatchObject({ state: 'working', today: '2030-01-17', day: { date: WEDNESDAY } });

    t.clock.set(ny('2030-01-17', '01:00'));
    const clock = ok<Json>(await hire.staff.browser.get(WORK.myClock));
    const closed = { work_date: WEDNESDAY, clock_in_at: ny(WEDNESDAY, '09:00'), clock_out_at: ny(WEDNESDAY, '17:00'), worked_minutes: 480, auto_closed: true };
    expect(clock).toMatchObject({ state: 'off', today: '2030-01-17', session: null, forgotten: [closed] });
    const [change] = await t.query<Json>(
      `select c.kind, c.before, c.after, c.changed_by from attendance_changes c join attendance_sessions s on s.id = c.session_id where s.offer_id = '${hire.offerId}'`,
    );
    expect(change).toEqual({
      kind: 'auto_closed',
      before: { clock_in_at: ny(WEDNESDAY, '09:00'), clock_out_at: null },
      after: { clock_in_at: ny(WEDNESDAY, '09:00'), clock_out_at: ny(WEDNESDAY, '17:00') },
      changed_by: null,
    });
    await expectTold(t, main.employer, {
      type: 'clock_out_forgotten',
      counterpart: names.staff,
      job: hire.job.title,
      path: `/dashboard/activity/staffs/${hire.staff.user.id}?tab=attendance`,
      staffId: hire.staff.user.id,
    });
    const history = ok<Json>(await main.employer.browser.get(WORK.staffAttendance(hire.staff.user.id, `?from=${WEDNESDAY}&to=${WEDNESDAY}`)));
    expect(history.days[0]).toMatchObject({ mark: 'on_time', sessions: [closed] });
    expect(history.totals.auto_closed).toBe(1);
    // Read again: closed once, told once.
    ok(await hire.staff.browser.get(WORK.myClock));
    const [{ count }] = (await t.query<{ count: number }>(`select count(*)::int as count from activity where type = 'clock_out_forgotten' and application_id = '${hire.applicationId}'`)) as [{ count: number }];
    expect(count).toBe(1);
  });

  test('housekeeping closes it too, once; a break still going on ends with the session; clocking out afterwards is 409 NOT_CLOCKED_IN', async () => {
    const hire = await colleague();
    await at(hire.staff, WEDNESDAY, '09:00', WORK.clockIn);
    await at(hire.staff, WEDNESDAY, '16:00', WORK.breakStart);
    t.clock.set(ny('2030-01-17', '02:00'));
    const deps = { db: t.db, clock: t.clock, publicUrl: PUBLIC_URL };
    expect(await sweepForgottenClockOuts(deps)).toBeGreaterThanOrEqual(1);
    expect(await sweepForgottenClockOuts(deps)).toBe(0);
    const sessions = await t.db
      .select({ clockOutAt: attendanceSessions.clockOutAt, autoClosed: attendanceSessions.autoClosed })
      .from(attendanceSessions)
      .where(eq(attendanceSessions.offerId, hire.offerId));
    expect(sessions).toEqual([{ clockOutAt: new Date(ny(WEDNESDAY, '17:00')), autoClosed: true }]);
    expectConflict(await hire.staff.browser.post(WORK.clockOut), 'NOT_CLOCKED_IN');
    expect(ok<Json>(await hire.staff.browser.get(WORK.myClock)).forgotten).toEqual([
      expect.objectContaining({ breaks: [{ start_at: ny(WEDNESDAY, '16:00'), end_at: ny(WEDNESDAY, '17:00') }], worked_minutes: 420 }),
    ]);
  });
});

describe('corrections', () => {
  test('asked, approved: the session takes the times, marked corrected, the change recorded with who made it; each side is told', async () => {
    const hire = await colleague();
    const names = await namesOf(t, hire);
    const { session } = await worked(hire.staff, WEDNESDAY, '09:40', '17:00');
    t.clock.set(ny('2030-01-17', '09:00'));
    const asked = ok<Json>(await hire.staff.browser.post(WORK.corrections, correction({ session_id: session.id })), 201);
    expect(asked).toEqual({ id: expect.any(String), session_id: session.id, ...correction(), status: 'pending', requested_at: ny('2030-01-17', '09:00') });
    await expectTold(t, main.employer, {
      type: 'correction_requested',
      counterpart: names.staff,
      job: hire.job.title,
      path: `/dashboard/activity/staffs/${hire.staff.user.id}?tab=attendance`,
      staffId: hire.staff.user.id,
    });
    expectConflict(await hire.staff.browser.post(WORK.corrections, correction({ session_id: session.id })), 'CORRECTION_PENDING');
    const pending = ok<Json>(await main.employer.browser.get(WORK.staffAttendance(hire.staff.user.id)));
    expect(pending.corrections).toEqual([asked]);
    // Nothing changes before the employer answers.
    expect(pending.days[15]).toMatchObject({ date: WEDNESDAY, mark: 'late', sessions: [{ clock_in_at: ny(WEDNESDAY, '09:40'), corrected: false }] });

    t.clock.set(ny('2030-01-17', '11:00'));
    const approved = ok<Json>(await main.employer.browser.post(WORK.approveCorrection(asked.id)));
    expect(approved).toEqual({ ...asked, status: 'approved', decided_at: ny('2030-01-17', '11:00') });
    await expectTold(t, hire.staff, { type: 'correction_approved', counterpart: names.company, job: hire.job.title, path: '/Candidate/ActiveJob', staffId: hire.staff.user.id });
    const day = ok<Json>(await hire.staff.browser.get(WORK.myAttendance(`?from=${WEDNESDAY}&to=${WEDNESDAY}`))).days[0];
    expect(day).toMatchObject({ mark: 'on_time', worked_minutes: 480, sessions: [{ id: session.id, clock_in_at: ny(WEDNESDAY, '09:00'), corrected: true }] });
    const changes = await t.query<Json>(`select kind, correction_id, changed_by, before, after from attendance_changes where session_id = '${session.id}'`);
    expect(changes).toEqual([
      {
        kind: 'correction_approved',
        correction_id: asked.id,
        changed_by: main.employer.user.id,
        before: { clock_in_at: ny(WEDNESDAY, '09:40'), clock_out_at: ny(WEDNESDAY, '17:00') },
        after: { clock_in_at: ny(WEDNESDAY, '09:00'), clock_out_at: ny(WEDNESDAY, '17:00') },
      },
    ]);
    expectConflict(await main.employer.browser.post(WORK.approveCorrection(asked.id)), 'CORRECTION_NOT_PENDING');
    expectConflict(await main.employer.browser.post(WORK.declineCorrection(asked.id), { reason: 'No' }), 'CORRECTION_NOT_PENDING');
  });

  test('for a day with no time, approval adds a session; times overlapping another session are refused, when asked or when approved', async () => {
    const hire = await colleague();
    await worked(hire.staff, WEDNESDAY, '09:00', '12:00');
    t.clock.set(ny('2030-01-17', '09:00'));
    const overlapping = correction({ clock_in_at: ny(WEDNESDAY, '11:00'), clock_out_at: ny(WEDNESDAY, '13:00') });
    expectConflict(await hire.staff.browser.post(WORK.corrections, overlapping), 'ATTENDANCE_OVERLAP', 'OVERLAP');
    // Two requests of Tuesday and Monday evening that overlap each other: each alone is fine.
    const late = ok<Json>(
      await hire.staff.browser.post(WORK.corrections, correction({ work_date: '2030-01-15', clock_in_at: ny('2030-01-15', '20:00'), clock_out_at: ny('2030-01-16', '01:00') })),
      201,
    );
    const early = ok<Json>(
      await hire.staff.browser.post(WORK.corrections, correction({ work_date: '2030-01-16', clock_in_at: ny('2030-01-16', '00:30'), clock_out_at: ny('2030-01-16', '02:00') })),
      201,
    );
    expectConflict(
      await hire.staff.browser.post(WORK.corrections, correction({ work_date: '2030-01-15', clock_in_at: ny('2030-01-15', '06:00'), clock_out_at: ny('2030-01-15', '07:00') })),
      'CORRECTION_PENDING',
    );
    ok(await main.employer.browser.post(WORK.approveCorrection(late.id)));
    expectConflict(await main.employer.browser.post(WORK.approveCorrection(early.id)), 'ATTENDANCE_OVERLAP', 'OVERLAP');
    const days = ok<Json>(await hire.staff.browser.get(WORK.myAttendance('?from=2030-01-15&to=2030-01-16'))).days;
    expect(days[0]).toMatchObject({ sessions: [{ clock_in_at: ny('2030-01-15', '20:00'), clock_out_at: ny('2030-01-16', '01:00'), worked_minutes: 300, corrected: true }] });
    expect(days[1].sessions).toHaveLength(1);
  });

  test('declined with a reason, or withdrawn: the times stay; each is answered once', async () => {
    const hire = await colleague();
    const names = await namesOf(t, hire);
    const { session } = await worked(hire.staff, WEDNESDAY, '09:00', '15:00');
    t.clock.set(ny(WEDNESDAY, '18:00'));
    const first = ok<Json>(await hire.staff.browser.post(WORK.corrections, correction({ session_id: session.id })), 201);
    expectError(await main.employer.browser.post(WORK.declineCorrection(first.id), { reason: '  ' }), 400, 'VALIDATION_FAILED', { reason: field('required') });
    t.clock.set(ny(WEDNESDAY, '18:30'));
    const declined = ok<Json>(await main.employer.browser.post(WORK.declineCorrection(first.id), { reason: 'You left at three for the dentist.' }));
    expect(declined).toEqual({ ...first, status: 'declined', decided_at: ny(WEDNESDAY, '18:30'), decline_reason: 'You left at three for the dentist.' });
    await expectTold(t, hire.staff, { type: 'correction_declined', counterpart: names.company, job: hire.job.title, path: '/Candidate/ActiveJob', staffId: hire.staff.user.id });

    const second = ok<Json>(await hire.staff.browser.post(WORK.corrections, correction({ session_id: session.id, reason: 'Asking again.' })), 201);
    const withdrawn = ok<Json>(await hire.staff.browser.post(WORK.cancelCorrection(second.id)));
    expect(withdrawn).toEqual({ ...second, status: 'cancelled' });
    expectConflict(await hire.staff.browser.post(WORK.cancelCorrection(second.id)), 'CORRECTION_NOT_PENDING');
    expectConflict(await main.employer.browser.post(WORK.approveCorrection(second.id)), 'CORRECTION_NOT_PENDING');
    const day = ok<Json>(await hire.staff.browser.get(WORK.myAttendance(`?from=${WEDNESDAY}&to=${WEDNESDAY}`)));
    expect(day.days[0].sessions).toEqual([expect.objectContaining({ clock_out_at: ny(WEDNESDAY, '15:00'), corrected: false })]);
    expect(day.corrections.map((c: Json) => c.status)).toEqual(['cancelled', 'declined']);
    const [{ count }] = (await t.query<{ count: number }>(`select count(*)::int as count from attendance_changes where session_id = '${session.id}'`)) as [{ count: number }];
    expect(count).toBe(0);
  });

  test('bad times name the field; another staff member’s session or an open one is refused; nothing is asked', async () => {
    const hire = await colleague();
    const { session } = await worked(hire.staff, WEDNESDAY, '09:00', '17:00');
    const theirs = (await worked(other.staff, WEDNESDAY, '09:00', '17:00')).session;
    t.clock.set(ny(WEDNESDAY, '18:00'));
    const post = (body: Json) => hire.staff.browser.post(WORK.corrections, body);
    const problem = (key: string) => msg(`attendance_api_field_${key}`);
    expectError(await post(correction({ clock_out_at: ny(WEDNESDAY, '09:00') })), 400, 'VALIDATION_FAILED', { clock_out_at: problem('clock_out_after_clock_in') });
    expectError(await post(correction({ clock_out_at: ny(WEDNESDAY, '18:30') })), 400, 'VALIDATION_FAILED', { clock_out_at: problem('not_in_future') });
    expectError(await post(correction({ clock_in_at: ny('2030-01-15', '23:00') })), 400, 'VALIDATION_FAILED', { clock_in_at: problem('around_work_day') });
    expectError(
      await post(correction({ work_date: '2030-01-14', clock_in_at: ny('2030-01-14', '09:00'), clock_out_at: ny('2030-01-15', '12:30') })),
      400,
      'VALIDATION_FAILED',
      { clock_out_at: problem('around_work_day') },
    );
    expectError(await post(correction({ session_id: session.id, work_date: '2030-01-15', clock_in_at: ny('2030-01-15', '09:00'), clock_out_at: ny('2030-01-15', '17:00') })), 400, 'VALIDATION_FAILED', {
      work_date: problem('around_work_day'),
    });
    expectError(await post(correction({ reason: '' })), 400, 'VALIDATION_FAILED', { reason: field('required') });
    expectError(await post(correction({ reason: '  ' })), 400, 'VALIDATION_FAILED', { reason: field('required') });
    expectError(await post(correction({ clock_in_at: 'yesterday' })), 400, 'VALIDATION_FAILED', { clock_in_at: field('invalid') });
    expectError(await post({ ...correction(), minutes: 480 }), 400, 'VALIDATION_FAILED', { minutes: field('unknown') });
    expectError(await post(correction({ session_id: theirs.id })), 404, 'NOT_FOUND');
    expectError(await post(correction({ session_id: randomUUID() })), 404, 'NOT_FOUND');
    const open = (await at(hire.staff, WEDNESDAY, '19:00', WORK.clockIn)).session;
    t.clock.set(ny(WEDNESDAY, '20:00'));
    expectError(await post(correction({ session_id: open.id, clock_in_at: ny(WEDNESDAY, '18:30'), clock_out_at: ny(WEDNESDAY, '19:30') })), 400, 'VALIDATION_FAILED', {
      session_id: field('invalid'),
    });
    const [{ count }] = (await t.query<{ count: number }>(`select count(*)::int as count from attendance_corrections where candidate_id = '${hire.staff.user.id}'`)) as [{ count: number }];
    expect(count).toBe(0);
  });
});

describe('an ended contract', () => {
  test('stays readable by both sides; takes no new entries and no approval; a pending request can still be declined', async () => {
    const hire = await colleague();
    const { session } = await worked(hire.staff, WEDNESDAY, '09:00', '16:00');
    t.clock.set(ny(WEDNESDAY, '18:00'));
    const pending = ok<Json>(await hire.staff.browser.post(WORK.corrections, correction({ session_id: session.id })), 201);
    const another = ok<Json>(await hire.staff.browser.post(WORK.corrections, correction({ work_date: '2030-01-15', clock_in_at: ny('2030-01-15', '09:00'), clock_out_at: ny('2030-01-15', '17:00') })), 201);
    await endHire(t, hire);
    for (const url of [WORK.clockIn, WORK.clockOut, WORK.breakStart, WORK.breakEnd]) expectConflict(await hire.staff.browser.post(url), 'CONTRACT_ENDED');
    expectConflict(await hire.staff.browser.post(WORK.corrections, correction({ work_date: '2030-01-14', clock_in_at: ny('2030-01-14', '09:00'), clock_out_at: ny('2030-01-14', '17:00') })), 'CONTRACT_ENDED');
    expectConflict(await main.employer.browser.post(WORK.approveCorrection(pending.id)), 'CONTRACT_ENDED');

    const clock = ok<Json>(await hire.staff.browser.get(WORK.myClock));
    expect(clock).toMatchObject({ state: 'done', staff: { status: 'ended', ended_at: expect.any(String) }, session: { id: session.id } });
    const mine = ok<Json>(await hire.staff.browser.get(WORK.myAttendance(`?from=${WEDNESDAY}&to=${WEDNESDAY}`)));
    const theirs = ok<Json>(await main.employer.browser.get(WORK.staffAttendance(hire.staff.user.id, `?from=${WEDNESDAY}&to=${WEDNESDAY}`)));
    expect(theirs).toEqual(mine);
    expect(theirs.days[0].sessions).toEqual([expect.objectContaining({ id: session.id })]);
    ok(await main.employer.browser.post(WORK.declineCorrection(pending.id), { reason: 'The contract has ended.' }));
    ok(await hire.staff.browser.post(WORK.cancelCorrection(another.id)));
  });
});

describe('an ended contract', () => {
  test('ended while the staff member is clocked in and on a break: both close with it, and the change is recorded', async () => {
    const hire = await colleague();
    await at(hire.staff, WEDNESDAY, '09:00', WORK.clockIn);
    await at(hire.staff, WEDNESDAY, '12:00', WORK.breakStart);
    ok(await main.employer.browser.request('PUT', `${API}/employer/staff/fire`, { offer_id: hire.offerId, reason: 'The project was cancelled.' }));

    const clock = ok<Json>(await hire.staff.browser.get(WORK.myClock));
    expect(clock).toMatchObject({ state: 'done', session: { clock_out_at: expect.any(String), breaks: [{ end_at: expect.any(String) }] } });
    const changes = await t.query<{ kind: string; changed_by: string; before: Json; after: Json }>(
      `select kind, changed_by, before, after from attendance_changes where session_id = '${clock.session.id}'`,
    );
    expect(changes).toEqual([
      {
        kind: 'contract_ended',
        changed_by: main.employer.user.id,
        before: { clock_in_at: clock.session.clock_in_at, clock_out_at: null },
        after: { clock_in_at: clock.session.clock_in_at, clock_out_at: clock.session.clock_out_at },
      },
    ]);
  });
});

describe('who may', () => {
  let hire: Hired;
  let asked: Json;
  beforeAll(async () => {
    hire = await colleague();
    const { session } = await worked(hire.staff, WEDNESDAY, '09:00', '16:00');
    t.clock.set(ny(WEDNESDAY, '18:00'));
    asked = ok<Json>(await hire.staff.browser.post(WORK.corrections, correction({ session_id: session.id })), 201);
  });

  test('another employer gets 404 for this staff member and their corrections; another staff member for their corrections; nothing changes', async () => {
    const before = await t.query(`select status from attendance_corrections where id = '${asked.id}'`);
    const id = hire.staff.user.id;
    expectError(await other.employer.browser.get(WORK.staffAttendance(id)), 404, 'NOT_FOUND');
    expectError(await other.employer.browser.get(WORK.staffExport(id, '?kind=attendance')), 404, 'NOT_FOUND');
    expectError(await other.employer.browser.post(WORK.approveCorrection(asked.id)), 404, 'NOT_FOUND');
    expectError(await other.employer.browser.post(WORK.declineCorrection(asked.id), { reason: 'No' }), 404, 'NOT_FOUND');
    expectError(await other.staff.browser.post(WORK.cancelCorrection(asked.id)), 404, 'NOT_FOUND');
    expectError(await neverHired.browser.post(WORK.cancelCorrection(asked.id)), 404, 'NOT_FOUND');
    // A candidate the employer never hired is as unknown as a random id.
    expectError(await main.employer.browser.get(WORK.staffAttendance(other.staff.user.id)), 404, 'NOT_FOUND');
    expectError(await main.employer.browser.get(WORK.staffAttendance(randomUUID())), 404, 'NOT_FOUND');
    expect(await t.query(`select status from attendance_corrections where id = '${asked.id}'`)).toEqual(before);
    // Each staff member's clock is their own.
    expect(ok<Json>(await other.staff.browser.get(WORK.myClock)).staff.offer_id).toBe(other.offerId);
    expect(ok<Json>(await other.staff.browser.get(WORK.myAttendance(`?from=${WEDNESDAY}&to=${WEDNESDAY}`))).corrections).toEqual([]);
  });

  test('the other side’s calls: 403 FORBIDDEN', async () => {
    expectError(await hire.staff.browser.get(WORK.staffAttendance(hire.staff.user.id)), 403, 'FORBIDDEN');
    expectError(await hire.staff.browser.post(WORK.approveCorrection(asked.id)), 403, 'FORBIDDEN');
    expectError(await main.employer.browser.get(WORK.myClock), 403, 'FORBIDDEN');
    expectError(await main.employer.browser.post(WORK.clockIn), 403, 'FORBIDDEN');
    expectError(await main.employer.browser.post(WORK.cancelCorrection(asked.id)), 403, 'FORBIDDEN');
  });
});

describe('the CSV export', () => {
  test('one row a day in the reader’s language, hours as decimals, clock times in the staff member’s zone', async () => {
    const hire = await colleague();
    await worked(hire.staff, '2030-01-14', '09:30', '17:30');
    t.clock.set(ny('2030-01-15', '12:00'));
    const res = await main.employer.browser.get(WORK.staffExport(hire.staff.user.id, '?kind=attendance&from=2030-01-13&to=2030-01-15'), {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="attendance-2030-01-13-2030-01-15.csv"');
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFDate,Présence,Heures prévues,Heures travaillées,Heures de pause,Première arrivée (America/New_York),Dernier départ (America/New_York),Départ non pointé',
      '2030-01-13,Jour de repos,0.00,0.00,0.00,,,Non',
      '2030-01-14,En retard,8.00,8.00,0.00,2030-01-14 09:30,2030-01-14 17:30,Non',
      '2030-01-15,En cours,8.00,0.00,0.00,,,Non',
      '',
    ]);
  });

  test('at most 366 days; bad input names the field', async () => {
    const url = (query: string) => WORK.staffExport(other.staff.user.id, query);
    const year = await other.employer.browser.get(url('?kind=attendance&from=2028-01-01&to=2028-12-31'));
    expect(year.statusCode, year.body).toBe(200);
    // A header and a row for each day of the leap year.
    expect(year.body.split('\r\n')).toHaveLength(1 + 366 + 1);
    expectError(await other.employer.browser.get(url('?kind=attendance&from=2028-01-01&to=2029-01-01')), 400, 'RANGE_TOO_LONG', { to: msg('attendance_api_field_range_too_long', { max: 366 }) }, {
      ...attendanceError('RANGE_TOO_LONG'),
      params: { max: 366 },
    });
    expectError(await other.employer.browser.get(url('?kind=hours')), 400, 'VALIDATION_FAILED', { kind: field('choice') });
    expectError(await other.employer.browser.get(url('')), 400, 'VALIDATION_FAILED', { kind: field('required') });
  });
});
