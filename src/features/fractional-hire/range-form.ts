import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { isValidRange, RANGE_HOURS_MAX, RANGE_HOURS_MIN, type HoursRange } from '@/machines/fractional-hire.machine';

/** A range of hours a month as typed. */
export interface RangeForm {
  min_hours: string;
  max_hours: string;
}

/** Whole hours typed within the contract's bounds, else null. */
export function parseHours(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const hours = Number(trimmed);
  return hours >= RANGE_HOURS_MIN && hours <= RANGE_HOURS_MAX ? hours : null;
}

/** The range typed, when both bounds are hours and the minimum is not above the maximum. */
export function toRange(values: RangeForm): HoursRange | null {
  const min = parseHours(values.min_hours);
  const max = parseHours(values.max_hours);
  if (min === null || max === null) return null;
  const range = { min_hours: min, max_hours: max };
  return isValidRange(range) ? range : null;
}

const hoursField = () =>
  z.string().check(z.refine((text) => parseHours(text) !== null, { error: () => m.fhire_hours_bounds({ min: RANGE_HOURS_MIN, max: RANGE_HOURS_MAX }) }));

/** The range's fields: each a whole number of hours, the minimum not above the maximum (named on the minimum, as the server does). */
export const rangeSchema = () =>
  z.object({ min_hours: hoursField(), max_hours: hoursField() }).check(
    z.refine((values) => parseHours(values.min_hours) === null || parseHours(values.max_hours) === null || toRange(values) !== null, {
      path: ['min_hours'],
      error: () => m.fhire_range_inverted(),
    }),
  );

export const rangeFormOf = (range: HoursRange): RangeForm => ({ min_hours: String(range.min_hours), max_hours: String(range.max_hours) });
