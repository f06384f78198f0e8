import { useSearchParams } from 'react-router';
import { parameterLimits } from '@/generated/parameter-limits';
import { isMonth } from './month';

/** The tabs of a staff member's page, as `?tab=` names them (links in mails use these). */
export const STAFF_TABS = ['attendance', 'reports', 'time-off'] as const;
export type StaffTab = (typeof STAFF_TABS)[number];

export type AttendanceView = 'calendar' | 'list';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed id, else null: a mangled link is "not found", never a 400 from the API. */
export const asId = (value: string | null | undefined): string | null => (value && UUID.test(value) ? value.toLowerCase() : null);

const PAGE_MAX = parameterLimits.page.maximum;

export interface StaffWorkParams {
  tab: StaffTab;
  /** The attendance month asked for; none for the staff member's current month. */
  month?: string;
  view: AttendanceView;
  /** The page of the reports or time-off list. */
  page: number;
  /** One report opened. */
  report?: string;
}

/**
 * What the address says (`?tab=reports&report=…`, `?tab=attendance&month=2026-05&view=list`), so
 * that a link from a mail lands on its tab and Back undoes a change. What the server would refuse
 * is ignored, as other lists ignore it.
 */
export function readStaffWorkParams(params: URLSearchParams): StaffWorkParams {
  const tab = STAFF_TABS.find((name) => name === params.get('tab')) ?? 'attendance';
  const month = params.get('month');
  const report = asId(params.get('report'));
  return {
    tab,
    ...(isMonth(month) ? { month } : {}),
    view: params.get('view') === 'list' ? 'list' : 'calendar',
    page: Math.min(PAGE_MAX, Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1)),
    ...(report ? { report } : {}),
  };
}

/** The address with some parameters changed; an undefined value removes one. */
export function withParams(params: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The staff member's page state in the address, and the moves that change it. */
export function useStaffWorkParams() {
  const [params, setParams] = useSearchParams();
  const change = (changes: Record<string, string | undefined>) => setParams((previous) => withParams(previous, changes));
  return {
    ...readStaffWorkParams(params),
    // Another tab starts on its first page, with no report open.
    setTab: (tab: StaffTab) => change({ tab, page: undefined, report: undefined }),
    setMonth: (month: string) => change({ month }),
    setView: (view: AttendanceView) => change({ view: view === 'calendar' ? undefined : view }),
    setPage: (page: number) => change({ page: page > 1 ? String(page) : undefined }),
  };
}
