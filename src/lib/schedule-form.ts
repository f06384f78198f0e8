// A work schedule as forms hold it (days, hours, zone, weekly hours as typed): its checks and its
// conversions to and from the contract's WorkSchedule. Shared by the offer composer, the contract's
// schedule page (src/features/hiring) and a request for fractional staff (src/features/fractional-hire).
import { z } from 'zod/mini';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';
import { browserTimeZone, TIME_ZONE_PATTERN } from '@/shared/time-zones';
import { WEEKDAYS } from './labels';

type WorkSchedule = components['schemas']['WorkSchedule'];
type Weekday = components['schemas']['Weekday'];

/** The schedule as its form holds it: hours as typed text. */
export interface ScheduleFormValues {
  work_days: Weekday[];
  start_time: string;
  end_time: string;
  timezone: string;
  hours_per_week: string;
}

export const HOURS_MIN = limits.WorkSchedule.hours_per_week.minimum;
export const HOURS_MAX = limits.WorkSchedule.hours_per_week.maximum;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
// The contract's TimeZone pattern: zones it would refuse are not offered.
const ZONE = TIME_ZONE_PATTERN;

/** The browser's own zone, the default for a new schedule. */
export const localTimeZone = browserTimeZone;

/**
 * A schedule's checks, built when its form mounts so that the messages are in the language of that
 * moment. `hours` narrows the weekly hours where the hire asks for fewer (a fractional job's,
 * src/shared/working-hours.ts); the contract's bounds otherwise.
 */
export const scheduleSchema = (hours: { min: number; max: number } = { min: HOURS_MIN, max: HOURS_MAX }) =>
  z
    .object({
      work_days: z
        .array(z.enum(WEEKDAYS as [Weekday, ...Weekday[]]))
        .check(z.minLength(1, { error: () => m.hiring_schedule_days_required() })),
      start_time: z.string().check(z.regex(CLOCK, { error: () => m.hiring_schedule_time_invalid() })),
      end_time: z.string().check(z.regex(CLOCK, { error: () => m.hiring_schedule_time_invalid() })),
      timezone: z.string().check(z.regex(ZONE, { error: () => m.hiring_schedule_zone_required() })),
      hours_per_week: z.string().check(
        z.trim(),
        z.refine((text) => /^\d{1,2}$/.test(text) && Number(text) >= hours.min && Number(text) <= hours.max, {
          error: () => m.hiring_schedule_hours_range(hours),
        }),
      ),
    })
    .check(
      // A shift across midnight is not something the contract can express; "HH:MM" compares as text.
      z.refine((s) => !CLOCK.test(s.start_time) || !CLOCK.test(s.end_time) || s.end_time > s.start_time, {
        path: ['end_time'],
        error: () => m.hiring_schedule_end_after_start(),
      }),
    );

export function toWorkSchedule(values: ScheduleFormValues): WorkSchedule {
  return {
    work_days: WEEKDAYS.filter((day) => values.work_days.includes(day)),
    start_time: values.start_time,
    end_time: values.end_time,
    timezone: values.timezone,
    hours_per_week: Number(values.hours_per_week.trim()),
  };
}

export function toScheduleForm(schedule: WorkSchedule): ScheduleFormValues {
  return { ...schedule, work_days: [...schedule.work_days], hours_per_week: String(schedule.hours_per_week) };
}

/** Monday to Friday, nine to five in the employer's zone: where most schedules start. */
export const defaultScheduleForm = (hoursPerWeek = 40): ScheduleFormValues => ({
  work_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  start_time: '09:00',
  end_time: '17:00',
  timezone: localTimeZone(),
  hours_per_week: String(hoursPerWeek),
});

/** Server field names of a schedule (UpdateWorktimeRequest, or OfferInput's `schedule.*`) → the form's. */
export function scheduleFieldNames(serverPrefix: '' | 'schedule.') {
  const names = ['work_days', 'start_time', 'end_time', 'timezone', 'hours_per_week'] as const;
  return Object.fromEntries(names.map((name) => [`${serverPrefix}${name}`, `schedule.${name}`])) as Record<string, `schedule.${(typeof names)[number]}`>;
}
