// Tag staff-work: attendance across time zones. Days are the staff member's, in the zone of their
// schedule, whoever reads them: a staff member in Manila read by an employer in New York, a day
// that crosses midnight UTC, a night shift, and the spring changes of clocks in New York and Berlin.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { WorkScheduleRow } from '../../server/db/schema.js';
import { startTestServer, type TestServer } from './harness.js';
import { newEmployer, ok, type Person } from './pipeline-fixtures.js';
import { WORK, newHire, weekdaySchedule, type Hired } from './hire-fixtures.js';

let t: TestServer;
/** An employer whose own clock is New York's. */
let employer: Person;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  t = await startTestServer();
  employer = await newEmployer(t);
  await t.query(`update users set timezone = 'America/New_York' where id = '${employer.user.id}'`);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.resetLimits();
});

const hireIn = (schedule: WorkScheduleRow) => newHire(t, { employer, schedule });

/** Sets the clock to the UTC instant `iso` and sends `url` as the staff member. */
async function at(hire: Hired, iso: string, url: string): Promise<Json> {
  t.clock.set(iso);
  return ok<Json>(await hire.staff.browser.post(url));
}

const days = async (hire: Hired, from: string, to: string): Promise<Json[]> =>
  ok<Json>(await employer.browser.get(WORK.staffAttendance(hire.staff.user.id, `?from=${from}&to=${to}`))).days;

describe('a staff member in Manila, an employer in New York', () => {
  test('a session is dated by Manila’s calendar, on both sides, also when it begins before midnight UTC', async () => {
    const hire = await hireIn(weekdaySchedule('Asia/Manila'));
    // 07:30 on Monday 14 January in Manila: still Sunday the 13th in UTC, and Sunday evening in New York.
    const clockedIn = await at(hire, '2030-01-13T23:30:00.000Z', WORK.clockIn);
    expect(clockedIn).toMatchObject({ state: 'working', today: '2030-01-14', session: { work_date: '2030-01-14' } });
    const reading = ok<Json>(await employer.browser.get(WORK.staffAttendance(hire.staff.user.id, '?from=2030-01-13&to=2030-01-14')));
    expect(reading.today).toBe('2030-01-14');
    expect(reading.days.map((d: Json) => [d.date, d.mark, d.sessions.length])).toEqual([
      ['2030-01-13', 'day_off', 0],
      ['2030-01-14', 'in_progress', 1],
    ]);
    // 17:00 in Manila is 09:00 UTC.
    const done = await at(hire, '2030-01-14T09:00:00.000Z', WORK.clockOut);
    expect(done.day).toMatchObject({ date: '2030-01-14', mark: 'on_time', scheduled_minutes: 480, worked_minutes: 570 });
    // The next morning, 09:15 in Manila (01:15 UTC): late against Manila's 09:00.
    await at(hire, '2030-01-15T01:15:00.000Z', WORK.clockIn);
    await at(hire, '2030-01-15T09:30:00.000Z', WORK.clockOut);
    expect((await days(hire, '2030-01-15', '2030-01-15'))[0]).toMatchObject({ mark: 'late', first_clock_in_at: '2030-01-15T01:15:00.000Z' });
    // The default range is Manila's month, which began before New York's.
    t.clock.set('2030-01-31T20:00:00.000Z');
    const month = ok<Json>(await employer.browser.get(WORK.staffAttendance(hire.staff.user.id)));
    expect([month.today, month.from, month.to]).toEqual(['2030-02-01', '2030-02-01', '2030-02-28']);
  });
});

describe('a night shift in New York, 22:00 to 06:00', () => {
  test('the day began yesterday: in progress until its end the next morning; a forgotten clock-out closes at 06:00', async () => {
    const hire = await hireIn({ ...weekdaySchedule('America/New_York'), start_time: '22:00', end_time: '06:00' });
    // Monday 14 January, 22:00 in New York: Tuesday 03:00 UTC.
    await at(hire, '2030-01-15T03:00:00.000Z', WORK.clockIn);
    t.clock.set('2030-01-15T07:00:00.000Z'); // 02:00 on Tuesday in New York
    expect(ok<Json>(await hire.staff.browser.get(WORK.myClock))).toMatchObject({
      state: 'working',
      today: '2030-01-15',
      day: { date: '2030-01-14', mark: 'in_progress', scheduled_minutes: 480 },
    });
    const done = await at(hire, '2030-01-15T11:05:00.000Z', WORK.clockOut); // 06:05 in New York
    expect(done).toMatchObject({ state: 'off', day: { date: '2030-01-15', mark: 'in_progress', sessions: [] } });
    expect((await days(hire, '2030-01-14', '2030-01-14'))[0]).toMatchObject({ mark: 'on_time', worked_minutes: 485 });

    // Tuesday night's session is left open: the day ended at 06:00 on Wednesday (11:00 UTC), forgotten 8 hours later.
    await at(hire, '2030-01-16T03:00:00.000Z', WORK.clockIn);
    t.clock.set('2030-01-16T18:59:00.000Z');
    expect(ok<Json>(await hire.staff.browser.get(WORK.myClock)).state).toBe('working');
    t.clock.set('2030-01-16T19:00:00.000Z');
    const clock = ok<Json>(await hire.staff.browser.get(WORK.myClock));
    expect(clock).toMatchObject({ state: 'off', forgotten: [{ work_date: '2030-01-15', clock_out_at: '2030-01-16T11:00:00.000Z', auto_closed: true, worked_minutes: 480 }] });
  });
});

describe('a change of clocks', () => {
  test('New York, 10 March 2030: the scheduled 09:00 moves from 14:00 to 13:00 UTC', async () => {
    const hire = await hireIn(weekdaySchedule('America/New_York'));
    await at(hire, '2030-03-08T14:00:00.000Z', WORK.clockIn); // Friday, 09:00 EST
    await at(hire, '2030-03-08T22:00:00.000Z', WORK.clockOut);
    await at(hire, '2030-03-11T14:00:00.000Z', WORK.clockIn); // Monday, 10:00 EDT
    await at(hire, '2030-03-11T21:00:00.000Z', WORK.clockOut); // 17:00 EDT
    expect((await days(hire, '2030-03-08', '2030-03-11')).map((d) => [d.date, d.mark, d.scheduled_minutes, d.worked_minutes])).toEqual([
      ['2030-03-08', 'on_time', 480, 480],
      ['2030-03-09', 'day_off', 0, 0],
      ['2030-03-10', 'day_off', 0, 0],
      ['2030-03-11', 'late', 480, 420],
    ]);
  });

  test('Berlin, the night of 30 to 31 March 2030: an hour shorter, as it is lived; the export shows Berlin’s clock', async () => {
    const hire = await hireIn({ ...weekdaySchedule('Europe/Berlin'), work_days: ['sat'], start_time: '22:00', end_time: '06:00' });
    await at(hire, '2030-03-30T21:00:00.000Z', WORK.clockIn); // 22:00 CET
    await at(hire, '2030-03-31T04:00:00.000Z', WORK.clockOut); // 06:00 CEST
    expect((await days(hire, '2030-03-30', '2030-03-30'))[0]).toMatchObject({ mark: 'on_time', scheduled_minutes: 420, worked_minutes: 420 });
    const res = await employer.browser.get(WORK.staffExport(hire.staff.user.id, '?kind=attendance&from=2030-03-30&to=2030-03-30'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.split('\r\n')[1]).toBe('2030-03-30,On time,7.00,7.00,0.00,2030-03-30 22:00,2030-03-31 06:00,No');
  });
});
