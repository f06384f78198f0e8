import { intlLocale } from '@/shared/format';
import type { Locale } from '@/shared/languages';

/*
 * The work home's arithmetic of days and durations, pure: weeks start on Monday (the schedule's
 * first working day), months are `YYYY-MM`, every date a `YYYY-MM-DD` of the staff member's calendar.
 */

const DAY_MS = 86_400_000;
const asUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `date` moved by `days`. */
export const addDays = (date: string, days: number) => toDate(asUtc(date) + days * DAY_MS);

/** The seven days, Monday first, of the week holding `date`. */
export function weekOf(date: string): string[] {
  const weekday = (new Date(asUtc(date)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = addDays(date, -weekday);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The month (`YYYY-MM`) `date` falls in. */
export const monthOf = (date: string) => date.slice(0, 7);

/** `month` moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, number - 1 + delta, 1));
  return toDate(shifted.getTime()).slice(0, 7);
}

/** The first and last days of `month`, as the attendance call takes a range. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(`${shiftMonth(month, 1)}-01`, -1) };
}

/** The weeks of a month as a calendar shows them: rows of seven, Monday first, null outside the month. */
export function calendarWeeks(month: string): Array<Array<string | null>> {
  const { from, to } = monthRange(month);
  const weeks: Array<Array<string | null>> = [];
  for (let monday = weekOf(from)[0]!; monday <= to; monday = addDays(monday, 7)) {
    weeks.push(weekOf(monday).map((day) => (monthOf(day) === month ? day : null)));
  }
  return weeks;
}

/** Today's date in `zone`. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A calendar day in full, weekday first: "Friday, June 5, 2026". */
export const formatFullDate = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** A length of time as the reader's language writes it: "7 hr 30 min", "7 h 30 min", "7小时30分钟". */
export function formatMinutes(minutes: number, locale: Locale): string {
  const tag = intlLocale(locale);
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const unit = (value: number, name: 'hour' | 'minute') => new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const parts = [...(hours ? [unit(hours, 'hour')] : []), ...(rest || !hours ? [unit(rest, 'minute')] : [])];
  return new Intl.ListFormat(tag, { type: 'unit', style: 'narrow' }).format(parts);
}

/** A running time of day on a stopwatch, "3:05:07": digits every one of our languages reads alike. */
export function formatStopwatch(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(whole / 3600)}:${two(Math.floor(whole / 60) % 60)}:${two(whole % 60)}`;
}
