import type { WorkScheduleRow } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { offsetMinutes } from '../../src/shared/time-zones.js';

/*
 * A staff member's calendar: the days and wall-clock times of their work schedule's time zone,
 * turned into UTC instants and back. Every rule of attendance, reports and time off that says
 * "today" or "the scheduled start" goes through here, so a day crossing midnight UTC or a
 * change of daylight-saving time is handled in one place. Dates are `YYYY-MM-DD` strings
 * (days of a calendar, not instants); date arithmetic is done on UTC midnights, where every
 * day has 24 hours.
 */

export type Weekday = Schema<'Weekday'>;

const WEEKDAYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `at` falls on in `zone`. */
export function localDate(zone: string, at: Date): string {
  return dateOfUtc(at.getTime() + offsetMinutes(zone, at) * MINUTE_MS);
}

/**
 * The instant `zone`'s clocks read `time` (`HH:MM`) on `date`. A time read twice (clocks set
 * back) is its first occurrence; a time that never shows (clocks set forward) is the instant
 * the clocks jump, the first moment of the day after the gap.
 */
export function instantOf(zone: string, date: string, time: string): Date {
  const key = `${zone} ${date} ${time}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= KEPT_INSTANTS) instants.clear();
    instant = findInstant(zone, date, time);
    instants.set(key, instant);
  }
  return new Date(instant);
}

/*
 * Each answer asks the runtime for a zone's offset several times (Intl, some microseconds each),
 * and a month of attendance asks for the same schedules' starts and ends again and again: the
 * answers are kept, a few thousand at most (a zone's rules change only with the runtime).
 */
const KEPT_INSTANTS = 20_000;
const instants = new Map<string, number>();

function findInstant(zone: string, date: string, time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  const wall = utcMidnight(date) + ((hours ?? 0) * 60 + (minutes ?? 0)) * MINUTE_MS;
  // The offsets a day either side: a change of offset between them is the only one near `wall`.
  const before = offsetMinutes(zone, new Date(wall - DAY_MS)) * MINUTE_MS;
  const after = offsetMinutes(zone, new Date(wall + DAY_MS)) * MINUTE_MS;
  const reads = (instant: number) => instant + offsetMinutes(zone, new Date(instant)) * MINUTE_MS === wall;
  const candidates = [wall - before, wall - after].sort((a, b) => a - b);
  const found = candidates.find(reads);
  if (found !== undefined) return found;
  // In the gap: find the change itself, to the minute, between the two readings.
  let [low, high] = candidates as [number, number];
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetMinutes(zone, new Date(middle)) * MINUTE_MS === after) high = middle;
    else low = middle;
  }
  return high;
}

export function addDays(date: string, n: number): string {
  return dateOfUtc(utcMidnight(date) + n * DAY_MS);
}

/** Every day from `from` to `to`, both included; empty when `to` is before `from`. */
export function eachDate(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let ms = utcMidnight(from), end = utcMidnight(to); ms <= end; ms += DAY_MS) dates.push(dateOfUtc(ms));
  return dates;
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);

export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(utcMidnight(date)).getUTCDay()]!;
}

export function isWorkingDay(schedule: WorkScheduleRow, date: string): boolean {
  return schedule.work_days.includes(weekdayOf(date));
}

/**
 * When `date`'s work is scheduled, as instants; null on a day off. A schedule whose end is not
 * after its start (22:00 to 06:00) ends on the next day.
 */
export function scheduledWindow(schedule: WorkScheduleRow, date: string): { start: Date; end: Date } | null {
  if (!isWorkingDay(schedule, date)) return null;
  const endDate = schedule.end_time <= schedule.start_time ? addDays(date, 1) : date;
  return {
    start: instantOf(schedule.timezone, date, schedule.start_time),
    end: instantOf(schedule.timezone, endDate, schedule.end_time),
  };
}

/** Minutes of work `date` is scheduled for (0 on a day off); a change of clocks inside the window counts as it is lived. */
export function scheduledMinutes(schedule: WorkScheduleRow, date: string): number {
  const window = scheduledWindow(schedule, date);
  return window ? Math.round((window.end.getTime() - window.start.getTime()) / MINUTE_MS) : 0;
}
