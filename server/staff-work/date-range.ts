import { ApiError, fieldError } from '../http/errors.js';
import { addDays, daysBetween } from './local-time.js';

/** Days of a staff member's calendar, both included. */
export interface DateRange {
  from: string;
  to: string;
}

/** A page of attendance shows at most this many days (the contract's `AttendanceHistory.days`). */
export const HISTORY_MAX_DAYS = 62;
/** An export covers at most a year, a leap year included. */
export const EXPORT_MAX_DAYS = 366;

/**
 * The range a query asks for, in the staff member's calendar: without `from` and `to`, the
 * month of `today`; with one of them, the month that day begins (`from`) or ends (`to`).
 * Longer than `maxDays` answers 400 RANGE_TOO_LONG, naming the field.
 */
export function rangeOf(query: { from?: string; to?: string }, today: string, maxDays: number): DateRange {
  const from = query.from ?? (query.to ? `${query.to.slice(0, 8)}01` : `${today.slice(0, 8)}01`);
  const to = query.to ?? lastOfMonth(from);
  if (from > to) throw fieldError('from', 'dateRange');
  if (daysBetween(from, to) + 1 > maxDays) {
    throw new ApiError(400, 'RANGE_TOO_LONG', { to: { key: 'rangeTooLong', params: { max: maxDays } } }, { max: maxDays });
  }
  return { from, to };
}

function lastOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number);
  const firstOfNext = month === 12 ? `${year! + 1}-01-01` : `${year}-${String(month! + 1).padStart(2, '0')}-01`;
  return addDays(firstOfNext, -1);
}
