import type { FieldProblem } from '../http/errors.js';
import { throwIfAny } from '../http/clean-input.js';
import type { Schema } from '../http/handler-types.js';
import type { HoursRange } from '../../src/shared/fractional-pricing.js';

/*
 * An hours range as the contract carries it (`HoursRange`, min_hours/max_hours) and as the rules
 * read it (`minHours`/`maxHours`). The contract bounds each number; the order of the two is
 * checked here, and a refusal names the minimum's field (`hours_range.min_hours` in a body that
 * nests it), where the forms show it (src/features/hiring/offer-form.ts).
 */

type RangeInput = Schema<'HoursRange'>;

/** The range, with a field problem under `${prefix}min_hours` when the minimum is above the maximum. */
export function hoursRangeOf(fields: Record<string, FieldProblem>, prefix: string, input: RangeInput): HoursRange {
  if (input.min_hours > input.max_hours) fields[`${prefix}min_hours`] = { key: 'hoursRangeInverted' };
  return { minHours: input.min_hours, maxHours: input.max_hours };
}

/** An offer's hours a month: required on a fractional contract, refused on a full-time one. */
export function offerHoursRange(body: { contract_type: Schema<'HireType'>; hours_range?: RangeInput }): HoursRange | null {
  const fields: Record<string, FieldProblem> = {};
  let range: HoursRange | null = null;
  if (body.contract_type === 'full_time') {
    if (body.hours_range) fields.hours_range = { key: 'hoursRangeNotFractional' };
  } else if (!body.hours_range) fields.hours_range = { key: 'hoursRangeRequired' };
  else range = hoursRangeOf(fields, 'hours_range.', body.hours_range);
  throwIfAny(fields);
  return range;
}

export const toHoursRange = (range: HoursRange): RangeInput => ({ min_hours: range.minHours, max_hours: range.maxHours });

/** The range stored on an offer row (`hours_min`/`hours_max`), null on a full-time one. */
export const offerRangeOf = (offer: { hoursMin: number | null; hoursMax: number | null }): HoursRange | null =>
  offer.hoursMin != null && offer.hoursMax != null ? { minHours: offer.hoursMin, maxHours: offer.hoursMax } : null;

export const sameRange = (a: HoursRange, b: HoursRange): boolean => a.minHours === b.minHours && a.maxHours === b.maxHours;
