import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { limits } from '@/generated/limits';
import { EXPERIENCE_LEVELS, WEEKDAYS, type ExperienceLevel, type JobRole, type Weekday } from '@/lib/labels';
import { parseAmount } from '@/shared/amount';
import { formatMoney } from '@/shared/format';
import { jobRoleIds } from '@/shared/job-roles';
import type { Locale } from '@/shared/languages';
import { browserTimeZone, TIME_ZONE_PATTERN } from '@/shared/time-zones';
import { HOURS_PER_WEEK } from '@/shared/working-hours';
import type { FractionalStaffRequestInput } from './api';
import { toHoursRange, type HoursRangeForm } from '@/lib/hours-range-form';
import { rangeSchema } from './range-form';

const LIMITS = limits.FractionalStaffRequestInput;
export const TITLE_MIN = LIMITS.title.minLength;
export const TITLE_MAX = LIMITS.title.maxLength;
export const DETAILS_MAX = LIMITS.details.maxLength;
export const BUDGET_MIN_CENTS = LIMITS.budget_cents.minimum;
export const BUDGET_MAX_CENTS = LIMITS.budget_cents.maximum;
// A fractional job works fewer hours a week than a full-time one (src/shared/working-hours.ts), as the server checks.
export const WEEK_HOURS = HOURS_PER_WEEK.fractional;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The schedule as the form holds it: hours a week as typed. */
export interface ScheduleForm {
  work_days: Weekday[];
  start_time: string;
  end_time: string;
  timezone: string;
  hours_per_week: string;
}

/** A request for fractional staff as its form holds it: amounts and hours as typed. */
export interface RequestForm {
  title: string;
  role: JobRole | '';
  experience_level: ExperienceLevel | '';
  hours_range: HoursRangeForm;
  schedule: ScheduleForm;
  budget: string;
  start_date: string;
  details: string;
}

/** Today in this browser's calendar: the earliest start a request may ask for. */
export function todayHere(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A few mornings a week in the employer's zone: where a fractional schedule usually starts. */
export const emptyRequestForm = (): RequestForm => ({
  title: '',
  role: '',
  experience_level: '',
  hours_range: { min_hours: '20', max_hours: '40' },
  schedule: { work_days: ['mon', 'tue', 'wed', 'thu', 'fri'], start_time: '09:00', end_time: '13:00', timezone: browserTimeZone(), hours_per_week: '10' },
  budget: '',
  start_date: '',
  details: '',
});

const scheduleSchema = () =>
  z
    .object({
      work_days: z.array(z.enum(WEEKDAYS as [Weekday, ...Weekday[]])).check(z.minLength(1, { error: () => m.fhire_schedule_days_required() })),
      start_time: z.string().check(z.regex(CLOCK, { error: () => m.fhire_schedule_time_invalid() })),
      end_time: z.string().check(z.regex(CLOCK, { error: () => m.fhire_schedule_time_invalid() })),
      timezone: z.string().check(z.regex(TIME_ZONE_PATTERN, { error: () => m.fhire_schedule_zone_required() })),
      hours_per_week: z.string().check(
        z.refine((text) => /^\d{1,2}$/.test(text.trim()) && Number(text) >= WEEK_HOURS.min && Number(text) <= WEEK_HOURS.max, {
          error: () => m.fhire_schedule_week_hours_bounds({ min: WEEK_HOURS.min, max: WEEK_HOURS.max }),
        }),
      ),
    })
    .check(
      // "HH:MM" compares as text; a shift across midnight is not something the contract can express.
      z.refine((s) => !CLOCK.test(s.start_time) || !CLOCK.test(s.end_time) || s.end_time > s.start_time, {
        path: ['end_time'],
        error: () => m.fhire_schedule_end_after_start(),
      }),
    );

export const requestSchema = (locale: Locale) =>
  z.object({
    title: z.string().check(
      z.refine((text) => text.trim().length >= TITLE_MIN && text.trim().length <= TITLE_MAX, {
        error: () => m.fhire_request_title_length({ min: TITLE_MIN, max: TITLE_MAX }),
      }),
    ),
    role: z.string().check(z.refine((role) => (jobRoleIds as readonly string[]).includes(role), { error: () => m.fhire_request_role_required() })),
    experience_level: z
      .string()
      .check(z.refine((level) => (EXPERIENCE_LEVELS as readonly string[]).includes(level), { error: () => m.fhire_request_experience_required() })),
    hours_range: rangeSchema(),
    schedule: scheduleSchema(),
    budget: z.string().check(
      z.refine(
        (text) => {
          const cents = parseAmount(text, locale);
          return cents !== null && cents >= BUDGET_MIN_CENTS && cents <= BUDGET_MAX_CENTS;
        },
        { error: () => m.fhire_request_budget_bounds({ min: formatMoney(BUDGET_MIN_CENTS, locale), max: formatMoney(BUDGET_MAX_CENTS, locale) }) },
      ),
    ),
    start_date: z
      .string()
      .check(z.refine((date) => date === '' || (DATE.test(date) && date >= todayHere()), { error: () => m.fhire_request_start_today_or_later() })),
    details: z.string().check(z.refine((text) => text.trim().length <= DETAILS_MAX, { error: () => m.fhire_request_details_too_long({ max: DETAILS_MAX }) })),
  });

/** The request as the contract takes it; checked by `requestSchema` first. */
export function toRequestInput(values: RequestForm, locale: Locale): FractionalStaffRequestInput {
  const range = toHoursRange(values.hours_range)!;
  const details = values.details.trim();
  return {
    title: values.title.trim(),
    role: values.role as JobRole,
    experience_level: values.experience_level as ExperienceLevel,
    hours_range: range,
    schedule: {
      work_days: WEEKDAYS.filter((day) => values.schedule.work_days.includes(day)),
      start_time: values.schedule.start_time,
      end_time: values.schedule.end_time,
      timezone: values.schedule.timezone,
      hours_per_week: Number(values.schedule.hours_per_week.trim()),
    },
    budget_cents: parseAmount(values.budget, locale)!,
    ...(values.start_date ? { start_date: values.start_date } : {}),
    ...(details ? { details } : {}),
  };
}

/** The server's field names (FractionalStaffRequestInput) → the form's. */
export const REQUEST_FIELDS = {
  title: 'title',
  role: 'role',
  experience_level: 'experience_level',
  'hours_range.min_hours': 'hours_range.min_hours',
  'hours_range.max_hours': 'hours_range.max_hours',
  hours_range: 'hours_range.min_hours',
  'schedule.work_days': 'schedule.work_days',
  'schedule.start_time': 'schedule.start_time',
  'schedule.end_time': 'schedule.end_time',
  'schedule.timezone': 'schedule.timezone',
  'schedule.hours_per_week': 'schedule.hours_per_week',
  budget_cents: 'budget',
  start_date: 'start_date',
  details: 'details',
} as const;
