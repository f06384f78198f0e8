import { prefetchGet } from '@/lib/api-client';
import { RECENT_REPORTS, TIME_OFF_PAGE_SIZE } from './list-sizes';
import { REPORT_ID } from './paths';

/*
 * What the staff member's pages ask for first (the GETs of ./api.ts and the clock's), asked for
 * while the page's script travels (src/routes/route-preload.ts). Its own file, so that the app's
 * first script carries these addresses and nothing more. The attendance ranges are left out:
 * they are days of the staff member's zone, which only the job read here names.
 */

export function prefetchWorkHome(): void {
  prefetchGet('/candidate/active-job');
  prefetchGet('/candidate/attendance/today');
  prefetchGet('/candidate/eod-reports', { query: { page: 1, page_size: RECENT_REPORTS } });
  prefetchGet('/candidate/time-off', { query: { page: 1, page_size: TIME_OFF_PAGE_SIZE } });
}

export function prefetchReportComposer(): void {
  prefetchGet('/candidate/attendance/today');
  prefetchGet('/candidate/eod-reports', { query: { page: 1, page_size: RECENT_REPORTS } });
}

export function prefetchReport(id: string | undefined): void {
  if (id && REPORT_ID.test(id)) prefetchGet('/candidate/eod-reports/{id}', { path: { id } });
}
