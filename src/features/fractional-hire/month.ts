/*
 * Months of a fractional hire, written `YYYY-MM` as the address carries them (`?month=2026-05`);
 * pure arithmetic on calendar dates, shared by the month page and the route's prefetch.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** A month as the address may carry it; anything else is not one. */
export const isMonth = (value: string | null | undefined): value is string => typeof value === 'string' && MONTH.test(value);

/** The month a calendar date falls in. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month `delta` months after `month` (before it when negative). */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, number - 1 + delta, 1));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}`;
}

/** The last day of a month `YYYY-MM`. */
export function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${month}-${pad(new Date(Date.UTC(year, number, 0)).getUTCDate())}`;
}

/** The month asked for in the address, or none (the month running) when absent or malformed. */
export const monthFromSearch = (search: URLSearchParams): string | undefined => {
  const month = search.get('month');
  return isMonth(month) ? month : undefined;
};

/** An offer id as the address may carry it; the server refuses anything else, so it is not asked. */
export const asOfferId = (value: string | undefined): string | undefined =>
  value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : undefined;
