import { useSearchParams } from 'react-router';
import { parameterLimits } from '@/generated/parameter-limits';

/** The dates of the payments shown, both days included; either end may be open. */
export interface SpendingsRange {
  from?: string;
  to?: string;
}

/** Why a range cannot be asked for, and which field says so. */
export interface RangeProblem {
  field: 'from' | 'to';
  reason: 'invalid_date' | 'order';
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day written `YYYY-MM-DD`, as the contract's `format: date` wants it (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * What is wrong with a range typed or found in the address; undefined when it can be
 * asked for. Dates written alike compare as strings, so no time zone can tip the order.
 */
export function rangeProblem({ from, to }: SpendingsRange): RangeProblem | undefined {
  if (from && !isCalendarDate(from)) return { field: 'from', reason: 'invalid_date' };
  if (to && !isCalendarDate(to)) return { field: 'to', reason: 'invalid_date' };
  if (from && to && from > to) return { field: 'to', reason: 'order' };
  return undefined;
}

/** The contract's limit on `page`. */
const PAGE_MAX = parameterLimits.page.maximum;

export interface SpendingsParams {
  range: SpendingsRange;
  page: number;
  /** Set when the address holds a range the server would refuse; the list is then not asked for. */
  problem?: RangeProblem;
}

/**
 * The range and page in the address (`?from=&to=&page=`), so a period survives a reload,
 * can be bookmarked, and Back undoes a change. A date that is not a day is ignored, as
 * other lists ignore what the server would refuse; two real days in the wrong order are
 * kept so that the form can show them and say what is wrong.
 */
export function readSpendingsParams(params: URLSearchParams): SpendingsParams {
  const page = Math.min(PAGE_MAX, Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range: SpendingsRange = {
    ...(isCalendarDate(from) ? { from } : {}),
    ...(isCalendarDate(to) ? { to } : {}),
  };
  const problem = rangeProblem(range);
  return problem ? { range, page, problem } : { range, page };
}

/** The address for a new range: only the ends that are set, and back to the first page. */
export function withRange(params: URLSearchParams, range: SpendingsRange): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const key of ['from', 'to'] as const) {
    const value = range[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

// The api client's base path: the export is a plain link, so the browser sends the session cookie itself.
const EXPORT_PATH = '/api/v1/employer/spendings/export';

/** The CSV of the range, downloaded by a link that works without the app's JavaScript. */
export function spendingsExportHref(range: SpendingsRange): string {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const search = query.toString();
  return search ? `${EXPORT_PATH}?${search}` : EXPORT_PATH;
}

/** The range and page of the payments page, read from and written to the address. */
export function useSpendingsParams() {
  const [params, setParams] = useSearchParams();
  return {
    ...readSpendingsParams(params),
    setRange: (range: SpendingsRange) => setParams((previous) => withRange(previous, range)),
    setPage: (page: number) => setParams((previous) => withPage(previous, page)),
  };
}
