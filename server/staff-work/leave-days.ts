import type { WorkScheduleRow } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { eachDate, isWorkingDay } from './local-time.js';

/** One request covers at most a year: a longer absence is several requests (and the days are counted one by one). */
export const MAX_REQUEST_DAYS = 366;

/**
 * The working days a request takes, in halves (a day and a half = 3): the schedule's working
 * days from `start` to `end`, nothing else excluded; a half day counts one half, and is only
 * asked for a single day.
 */
export function halfDaysOf(schedule: WorkScheduleRow, start: string, end: string, part: Schema<'PartOfDay'>): number {
  const working = eachDate(start, end).filter((date) => isWorkingDay(schedule, date)).length;
  return part === 'full' ? working * 2 : working;
}
