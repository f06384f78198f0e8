/*
 * Months of the staff member's calendar, written `YYYY-MM`, and their days `YYYY-MM-DD`. Pure
 * arithmetic on calendar dates (read at noon UTC, so that no time zone moves a day), shared by the
 * attendance tab and the route's prefetch so that both ask for the same address.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** A month as the address may carry it (`?month=2026-05`); anything else is not one. */
export const isMonth = (value: string | null | undefined): value is string => typeof value === 'string' && MONTH.test(value);

/** The month a calendar date falls in. */
export const monthOf = (date: string) => date.slice(0, 7);

const parts = (month: string) => month.split('-').map(Number) as [number, number];

/** The month `delta` months after `month` (before it when negative). */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = parts(month);
  const moved = new Date(Date.UTC(year, number - 1 + delta, 1));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}`;
}

/** The first and last days of a month, as the attendance call's `from` and `to`. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, number] = parts(month);
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(last)}` };
}

/** 0 for Monday … 6 for Sunday: the calendar's weeks start on Monday, as schedules list their days. */
export const weekdayIndex = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;

/** The days of a month in weeks from Monday, blanks (null) before the first day and after the last. */
export function calendarWeeks<T extends { date: string }>(days: readonly T[]): Array<Array<T | null>> {
  const first = days[0];
  if (!first) return [];
  const cells: Array<T | null> = [...Array<null>(weekdayIndex(first.date)).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Whole days from `from` to `to`, both included. */
export const daysIncluded = (from: string, to: string) => Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;

/** Today in this browser's calendar, which is the employer's own. */
export function todayHere(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
