import { z } from 'zod/mini';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { WEEKDAYS, type Weekday } from '@/lib/labels';
import { browserTimeZone, TIME_ZONE_PATTERN } from '@/shared/time-zones';

export type WorkHours = components['schemas']['WorkHours'];

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The hours as typed: the form holds the contract's shape, checked as the server checks it. */
export const workHoursSchema = () =>
  z
    .object({
      timezone: z.string().check(z.regex(TIME_ZONE_PATTERN, { error: () => m.profile_timezone_invalid() })),
      start: z.string().check(z.regex(CLOCK, { error: () => m.profile_time_invalid() })),
      end: z.string().check(z.regex(CLOCK, { error: () => m.profile_time_invalid() })),
      days: z.array(z.enum(WEEKDAYS as [Weekday, ...Weekday[]])).check(z.minLength(1, { error: () => m.profile_days_required() })),
    })
    .check(
      // Hours may run past midnight, so the end need only differ from the start.
      z.refine((hours) => hours.start !== hours.end, { path: ['end'], error: () => m.profile_end_same_as_start() }),
    );

/** The saved hours, or a first proposal: the browser's zone, nine to five on weekdays. */
export const workHoursForm = (saved: WorkHours | undefined): WorkHours =>
  saved ?? { timezone: browserTimeZone(), start: '09:00', end: '17:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'] };

/** The days in the week's order, whatever order they were ticked in. */
export const toWorkHours = (form: WorkHours): WorkHours => ({ ...form, days: WEEKDAYS.filter((day) => form.days.includes(day)) });
