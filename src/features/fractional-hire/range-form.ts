import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { parseRangeHours, RANGE_HOURS_MAX, RANGE_HOURS_MIN, toHoursRange, type HoursRangeForm } from '@/lib/hours-range-form';

const hoursField = () =>
  z.string().check(
    z.refine((text) => parseRangeHours(text) !== null, { error: () => m.fhire_hours_bounds({ min: RANGE_HOURS_MIN, max: RANGE_HOURS_MAX }) }),
  );

/**
 * The range's fields as this area's forms check them (src/lib/hours-range-form.ts parses them):
 * each a whole number of hours, the minimum not above the maximum (named on the minimum, as the server does).
 */
export const rangeSchema = () =>
  z.object({ min_hours: hoursField(), max_hours: hoursField() }).check(
    z.refine(
      (values: HoursRangeForm) =>
        parseRangeHours(values.min_hours) === null || parseRangeHours(values.max_hours) === null || toHoursRange(values) !== null,
      { path: ['min_hours'], error: () => m.fhire_range_inverted() },
    ),
  );
