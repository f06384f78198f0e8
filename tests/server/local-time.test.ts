// A staff member's calendar (server/staff-work/local-time.ts): days and wall-clock times of a
// schedule's zone as UTC instants, across midnight UTC and the changes of daylight-saving time.
import { describe, expect, test } from 'vitest';
import type { WorkScheduleRow } from '../../server/db/schema.js';
import {
  addDays,
  eachDate,
  instantOf,
  isWorkingDay,
  localDate,
  scheduledMinutes,
  scheduledWindow,
  weekdayOf,
} from '../../server/staff-work/local-time.js';

const weekdays: WorkScheduleRow['work_days'] = ['mon', 'tue', 'wed', 'thu', 'fri'];
const schedule = (timezone: string, start_time: string, end_time: string): WorkScheduleRow => ({
  work_days: weekdays,
  start_time,
  end_time,
  timezone,
  hours_per_week: 40,
});

describe('localDate', () => {
  test('is the day of the zone, not of UTC, on either side of midnight UTC', () => {
    const lateUtc = new Date('2026-03-02T20:00:00Z');
    expect(localDate('Asia/Manila', lateUtc)).toBe('2026-03-03');
    expect(localDate('America/New_York', lateUtc)).toBe('2026-03-02');
    expect(localDate('America/New_York', new Date('2026-03-03T03:00:00Z'))).toBe('2026-03-02');
    expect(localDate('UTC', lateUtc)).toBe('2026-03-02');
  });
});

describe('instantOf', () => {
  test('reads the wall clock of the zone', () => {
    expect(instantOf('Asia/Manila', '2026-03-02', '09:00').toISOString()).toBe('2026-03-02T01:00:00.000Z');
    expect(instantOf('America/New_York', '2026-01-15', '09:00').toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(instantOf('America/New_York', '2026-07-15', '09:00').toISOString()).toBe('2026-07-15T13:00:00.000Z');
  });

  test('follows the change of offset on the day of a daylight-saving change', () => {
    // New York moves its clocks forward at 02:00 on 8 March 2026, Berlin at 02:00 on 29 March.
    expect(instantOf('America/New_York', '2026-03-08', '01:30').toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(instantOf('America/New_York', '2026-03-08', '09:00').toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(instantOf('Europe/Berlin', '2026-03-29', '09:00').toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  test('a time the clocks skip is the moment they jump', () => {
    expect(instantOf('America/New_York', '2026-03-08', '02:30').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(instantOf('Europe/Berlin', '2026-03-29', '02:15').toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  test('a time the clocks read twice is its first occurrence', () => {
    // Berlin sets its clocks back from 03:00 to 02:00 on 25 October 2026.
    expect(instantOf('Europe/Berlin', '2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf('America/New_York', '2026-11-01', '01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});

describe('dates', () => {
  test('addDays and eachDate cross months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(eachDate('2026-03-29', '2026-04-02')).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
    expect(eachDate('2026-03-02', '2026-03-01')).toEqual([]);
  });

  test('weekdayOf and isWorkingDay', () => {
    expect(weekdayOf('2026-03-02')).toBe('mon');
    expect(weekdayOf('2026-03-08')).toBe('sun');
    const s = schedule('UTC', '09:00', '17:00');
    expect(isWorkingDay(s, '2026-03-06')).toBe(true);
    expect(isWorkingDay(s, '2026-03-07')).toBe(false);
  });
});

describe('the scheduled window of a day', () => {
  test('a day shift in Manila, a day off has none', () => {
    const s = schedule('Asia/Manila', '09:00', '17:00');
    expect(scheduledWindow(s, '2026-03-02')).toEqual({ start: new Date('2026-03-02T01:00:00Z'), end: new Date('2026-03-02T09:00:00Z') });
    expect(scheduledMinutes(s, '2026-03-02')).toBe(480);
    expect(scheduledWindow(s, '2026-03-07')).toBeNull();
    expect(scheduledMinutes(s, '2026-03-07')).toBe(0);
  });

  test('a night shift ends on the next day', () => {
    const s = schedule('America/New_York', '22:00', '06:00');
    expect(scheduledWindow(s, '2026-01-16')).toEqual({ start: new Date('2026-01-17T03:00:00Z'), end: new Date('2026-01-17T11:00:00Z') });
    expect(scheduledMinutes(s, '2026-01-16')).toBe(480);
  });

  test('a night across the change of clocks is an hour shorter, as it is lived', () => {
    // Saturday 28 March 2026 22:00 to Sunday 06:00 in Berlin: the clocks jump from 02:00 to 03:00.
    const s = { ...schedule('Europe/Berlin', '22:00', '06:00'), work_days: ['sat' as const] };
    expect(scheduledMinutes(s, '2026-03-28')).toBe(420);
  });
});
