// A fractional hire's range of hours a month (the contract's HoursRange) as forms hold it: each
// bound typed as text, checked as the server checks it (server/fractional/hours-range-fields.ts).
// Shared by the offer composer (src/features/hiring) and the fractional staff pages
// (src/features/fractional-hire).
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';

export type HoursRange = components['schemas']['HoursRange'];

/** A range of hours a month as typed. */
export interface HoursRangeForm {
  min_hours: string;
  max_hours: string;
}

export const RANGE_HOURS_MIN = limits.HoursRange.min_hours.minimum;
export const RANGE_HOURS_MAX = limits.HoursRange.max_hours.maximum;

const wholeWithin = (n: number) => Number.isInteger(n) && n >= RANGE_HOURS_MIN && n <= RANGE_HOURS_MAX;

/** A range the rules take: whole hours within the contract's bounds, the minimum not above the maximum. */
export const isValidRange = (range: HoursRange): boolean =>
  wholeWithin(range.min_hours) && wholeWithin(range.max_hours) && range.min_hours <= range.max_hours;

const clampHours = (hours: number, low = RANGE_HOURS_MIN) => Math.min(RANGE_HOURS_MAX, Math.max(low, hours));

/**
 * A first range for a job's weekly hours: at most its weeks' hours in an average month
 * (52 weeks over 12 months) and at least half of that, within the contract's 1 to 125.
 */
export function defaultHoursRange(hoursPerWeek = 40): HoursRange {
  const max = clampHours(Math.round((hoursPerWeek * 52) / 12));
  return { min_hours: clampHours(Math.round(max / 2)), max_hours: max };
}

/** Hours typed as a whole number within the contract's bounds, else null. */
export function parseRangeHours(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const hours = Number(trimmed);
  return hours >= RANGE_HOURS_MIN && hours <= RANGE_HOURS_MAX ? hours : null;
}

/** The form's range as the contract's, when both bounds are whole hours in order. */
export function toHoursRange(form: HoursRangeForm): HoursRange | null {
  const min = parseRangeHours(form.min_hours);
  const max = parseRangeHours(form.max_hours);
  if (min === null || max === null) return null;
  const range = { min_hours: min, max_hours: max };
  return isValidRange(range) ? range : null;
}

export const toRangeForm = (range: HoursRange): HoursRangeForm => ({ min_hours: String(range.min_hours), max_hours: String(range.max_hours) });

/**
 * What is wrong with a typed range, by bound: a bound that is not a whole number within the
 * contract's, or a minimum above the maximum (said on the minimum, in the server's own words).
 */
export function hoursRangeProblems(form: HoursRangeForm): Partial<Record<keyof HoursRangeForm, string>> {
  const bounds = { min: RANGE_HOURS_MIN, max: RANGE_HOURS_MAX };
  const min = parseRangeHours(form.min_hours);
  const max = parseRangeHours(form.max_hours);
  const problems: Partial<Record<keyof HoursRangeForm, string>> = {};
  if (min === null) problems.min_hours = m.hiring_schedule_hours_range(bounds);
  if (max === null) problems.max_hours = m.hiring_schedule_hours_range(bounds);
  if (min !== null && max !== null && min > max) problems.min_hours = m.fractional_api_field_hours_range_inverted();
  return problems;
}
