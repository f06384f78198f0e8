import { m } from '@/generated/paraglide/messages.js';
import { formatMoney } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import type { CandidateSummary, HoursRange, MoneyRange } from './api';

/** Minutes worked as hours and minutes: "12 h 30 min", "12 h", "45 min"; Chinese "12小时30分钟". */
export function durationText(minutes: number, locale: Locale): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return m.fhire_duration_minutes({ minutes: rest }, { locale });
  if (rest === 0) return m.fhire_duration_hours({ hours }, { locale });
  return m.fhire_duration_hours_minutes({ hours, minutes: rest }, { locale });
}

/** Hours worked against a range: "12 h 30 min of 20–40 h". */
export const workedOfRange = (minutes: number, range: HoursRange, locale: Locale) =>
  m.fhire_worked_of_range({ worked: durationText(minutes, locale), min: range.min_hours, max: range.max_hours }, { locale });

/** A range of money: "$500 – $1,000"; one amount when both ends meet. */
export function moneyRangeText(range: MoneyRange, locale: Locale): string {
  const lower = formatMoney(range.lower_cents, locale);
  if (range.lower_cents === range.upper_cents) return lower;
  return m.fhire_money_range({ lower, upper: formatMoney(range.upper_cents, locale) }, { locale });
}

export const personName = (candidate: Pick<CandidateSummary, 'firstname' | 'lastname'>) => `${candidate.firstname} ${candidate.lastname}`.trim();
