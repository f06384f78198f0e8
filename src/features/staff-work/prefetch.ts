import { prefetchGet } from '@/lib/api-client';
import { attendanceParams, reportParams, reportsParams, timeOffParams } from './api';
import { asId, readStaffWorkParams } from './staff-work-params';

/**
 * What a staff member's page asks for first: the first page of their reports (the header and the
 * unread count come from it) and what its tab in the address shows. Sent while the page's script
 * travels (src/routes/route-preload.ts); the page's own reads use the same builders, so the
 * addresses match.
 */
export function prefetchStaffWork(staffIdParam: string | undefined, search: URLSearchParams): void {
  const staffId = asId(staffIdParam);
  if (!staffId) return;
  const { tab, month, page, report } = readStaffWorkParams(search);
  prefetchGet('/employer/reports/{id}', reportsParams(staffId));
  if (tab === 'attendance') prefetchGet('/employer/attendance-history/{id}', attendanceParams(staffId, month));
  if (tab === 'reports' && report) prefetchGet('/employer/reports/{id}', reportParams(staffId, report));
  else if (tab === 'reports' && page > 1) prefetchGet('/employer/reports/{id}', reportsParams(staffId, page));
  if (tab === 'time-off') prefetchGet('/employer/pto/candidate-history/{id}', timeOffParams(staffId, page));
}
