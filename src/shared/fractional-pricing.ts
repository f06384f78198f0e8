import { FEES } from './fees.js';
import { daysInMonth, formatCalendarDate, monthEnd, nextBillDate, parseDate } from './pricing.js';

/**
 * What a fractional hire costs, in USD cents (docs/product.md, "Fractional hire";
 * docs/decisions/018). Pure, shared by the server that charges and the pages that show it.
 *
 * A fractional staff member has an hourly rate and a range of hours a month. Each month is
 * billed in arrears, on the first of the next month, for the hours worked in attendance,
 * clamped to the range: never less than the minimum, never more than the maximum. A month
 * the hire covers only in part (its first, or the one it ends in) has its range prorated by
 * calendar days. Checkout charges the one-time setup fee, the platform subscription when it
 * is not already running, and the first month's prorated minimum, paid ahead; the first
 * month's bill then charges what its hours come to beyond that. There is no monthly service
 * fee and no add-on: the hourly rate is the whole price of the hours.
 */

export interface HoursRange {
  minHours: number;
  maxHours: number;
}

/** The first day of `date`'s month. */
export function monthStart(date: string): string {
  const { year, month } = parseDate(date);
  return formatCalendarDate({ year, month, day: 1 });
}

/** The first day of the month before `date`'s. */
export function previousMonthStart(date: string): string {
  const { year, month } = parseDate(date);
  return formatCalendarDate(month === 1 ? { year: year - 1, month: 12, day: 1 } : { year, month: month - 1, day: 1 });
}

/** Cents for `minutes` of work at an hourly rate, rounded to the cent. */
export const minutesCents = (minutes: number, hourlyCents: number): number => Math.round((minutes * hourlyCents) / 60);

/**
 * The days of the month starting `month` that a hire covers: from its billing start (or the
 * month's first day) to the day it ended (or the month's last), both included; 0 when none.
 */
export function coveredDays(month: string, billingStart: string, endDate: string | null): { days: number; daysInMonth: number } {
  const first = monthStart(month);
  const last = monthEnd(first);
  const { year, month: m } = parseDate(first);
  const total = daysInMonth(year, m);
  const from = billingStart > first ? billingStart : first;
  const to = endDate && endDate < last ? endDate : last;
  if (from > to) return { days: 0, daysInMonth: total };
  return { days: parseDate(to).day - parseDate(from).day + 1, daysInMonth: total };
}

/** A month's range in cents, prorated by the share of the month the hire covers. */
export function rangeCents(range: HoursRange, hourlyCents: number, covered: { days: number; daysInMonth: number }) {
  const share = (hours: number) => Math.round((hours * hourlyCents * covered.days) / covered.daysInMonth);
  return { floor: share(range.minHours), cap: share(range.maxHours) };
}

export interface FractionalFirstMonth {
  /** The day billing begins: the start date, or the checkout day if that has passed. */
  startDate: string;
  days: number;
  daysInMonth: number;
  /** The minimum hours' share of the first month, paid ahead at checkout. */
  minimumCents: number;
  setupFee: number;
  /** What a coupon may reduce: the setup fee (never the hours). */
  fees: number;
  /** The hire's part of the checkout, before the subscription, coupon and card fee. */
  total: number;
}

/** What checkout charges for one fractional hire, besides the subscription and the card fee. */
export function fractionalFirstMonth(terms: { hourlyCents: number; range: HoursRange; startDate: string }): FractionalFirstMonth {
  const covered = coveredDays(terms.startDate, terms.startDate, null);
  const minimumCents = rangeCents(terms.range, terms.hourlyCents, covered).floor;
  const setupFee = FEES.onboardingSetup;
  return { startDate: terms.startDate, ...covered, minimumCents, setupFee, fees: setupFee, total: minimumCents + setupFee };
}

/** A full month at a range: the spec's next-month charge, from `lower_pay_range` to `upper_pay_range`. */
export const fullMonthRange = (hourlyCents: number, range: HoursRange) => ({
  lower: hourlyCents * range.minHours,
  upper: hourlyCents * range.maxHours,
});

export interface FractionalMonthCharge {
  /** The hours worked, at the rate. */
  workedCents: number;
  /** The (prorated) minimum and maximum of the month. */
  floorCents: number;
  capCents: number;
  /** The worked hours clamped to the range. */
  billedCents: number;
  /** What checkout already paid of this month (its prorated minimum); 0 after the first month. */
  prepaidCents: number;
  /** What the month's bill charges: billed less prepaid, never below zero. */
  amountCents: number;
}

/** One month of a fractional hire, billed in arrears. */
export function fractionalMonthCharge(input: {
  hourlyCents: number;
  range: HoursRange;
  minutesWorked: number;
  covered: { days: number; daysInMonth: number };
  prepaidCents: number;
}): FractionalMonthCharge {
  const { floor, cap } = rangeCents(input.range, input.hourlyCents, input.covered);
  const workedCents = minutesCents(input.minutesWorked, input.hourlyCents);
  const billedCents = Math.min(Math.max(workedCents, floor), cap);
  return {
    workedCents,
    floorCents: floor,
    capCents: cap,
    billedCents,
    prepaidCents: input.prepaidCents,
    amountCents: Math.max(0, billedCents - input.prepaidCents),
  };
}

/**
 * What a month's bill may still come to while the month runs: at least the hours worked so
 * far clamped to the range, at most the maximum; less what checkout paid ahead.
 */
export function fractionalMonthOutlook(input: Parameters<typeof fractionalMonthCharge>[0]) {
  const now = fractionalMonthCharge(input);
  return { lowerCents: now.amountCents, upperCents: Math.max(0, now.capCents - input.prepaidCents) };
}

/**
 * A change of the hours range: a bound that goes up applies at once, to the month running;
 * a bound that goes down applies from the next month, so the month being worked is never
 * billed within less than was agreed for it.
 */
export function rangeChange(current: HoursRange, wanted: HoursRange): { thisMonth: HoursRange; fromNextMonth: HoursRange } {
  return {
    thisMonth: { minHours: Math.max(current.minHours, wanted.minHours), maxHours: Math.max(current.maxHours, wanted.maxHours) },
    fromNextMonth: wanted,
  };
}

/** The bill that charges a month: the first of the next month. */
export const billDateOf = (month: string): string => nextBillDate(monthStart(month));
