import { keepPreviousData } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { components, operations } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { TimeOffRequest } from '@/machines/time-off-approval.machine';
import { monthRange, todayHere } from './month';

type S = components['schemas'];
export type StaffRef = S['StaffRef'];
export type AttendanceDay = S['AttendanceDay'];
export type AttendanceTotals = S['AttendanceTotals'];
export type AttendanceCorrection = S['AttendanceCorrection'];
export type DayMark = S['DayMark'];
export type EodReport = S['EodReport'];
export type EodReportComment = S['EodReportComment'];
export type TimeOffBalance = S['TimeOffBalance'];
export type TimeOffKind = S['TimeOffKind'];
export type TimeOffPolicy = S['TimeOffPolicy'];
export type { TimeOffRequest };
export type ExportKind = operations['exportStaffRecords']['parameters']['query']['kind'];

/*
 * The reads and writes of a staff member's page. The query builders are shared with the route's
 * prefetch (./prefetch.ts), so that an answer asked for early is the one the page asks for.
 */

/** The attendance call's parameters: a month's first and last days, or none for the current month. */
export const attendanceParams = (staffId: string, month?: string) =>
  month ? { path: { id: staffId }, query: monthRange(month) } : { path: { id: staffId } };

/** The reports list's parameters: page 1 asks with none, as the page's header and unread count do. */
export const reportsParams = (staffId: string, page = 1) => (page > 1 ? { path: { id: staffId }, query: { page } } : { path: { id: staffId } });

export const reportParams = (staffId: string, reportId: string) => ({ path: { id: staffId }, query: { report: reportId } });

export const timeOffParams = (staffId: string, page = 1) => (page > 1 ? { path: { id: staffId }, query: { page } } : { path: { id: staffId } });

// A month or page turned keeps the old one on screen until the new one arrives.
const paged = { placeholderData: keepPreviousData };

export const useStaffAttendance = (staffId: string, month?: string) =>
  $api.useQuery('get', '/employer/attendance-history/{id}', { params: attendanceParams(staffId, month) }, paged);

export const useStaffReports = (staffId: string, page = 1) =>
  $api.useQuery('get', '/employer/reports/{id}', { params: reportsParams(staffId, page) }, paged);

/** One report with its comments; asking for it marks it read. */
export const useStaffReport = (staffId: string, reportId: string) =>
  $api.useQuery('get', '/employer/reports/{id}', { params: reportParams(staffId, reportId) });

export const useStaffTimeOff = (staffId: string, page = 1) =>
  $api.useQuery('get', '/employer/pto/candidate-history/{id}', { params: timeOffParams(staffId, page) }, paged);

export const useTimeOffPolicy = () => $api.useQuery('get', '/employer/pto/policy');

export const commentOnReport = (reportId: string, body: string) =>
  unwrap(api.POST('/employer/eod-reports/{id}/comments', { params: { path: { id: reportId } }, body: { body } }));

export const approveCorrection = (correctionId: string) =>
  unwrap(api.POST('/employer/attendance-corrections/{id}/approve', { params: { path: { id: correctionId } } }));

export const declineCorrection = (correctionId: string, reason: string) =>
  unwrap(api.POST('/employer/attendance-corrections/{id}/decline', { params: { path: { id: correctionId } }, body: { reason } }));

export const updateTimeOffPolicy = (policy: TimeOffPolicy) => unwrap(api.PUT('/employer/pto/policy', { body: policy }));

/** The timeOffApprovalMachine's 'approve' actor: accepted today in the employer's calendar, read as it is sent. */
export const approveTimeOffActor = fromPromise<TimeOffRequest, { requestId: string }>(({ input }) =>
  unwrap(api.POST('/employer/pto/approve/{id}', { params: { path: { id: input.requestId } }, body: { accepted_date: todayHere() } })),
);

/** The timeOffApprovalMachine's 'decline' actor. */
export const declineTimeOffActor = fromPromise<TimeOffRequest, { requestId: string; reason: string }>(({ input }) =>
  unwrap(api.POST('/employer/pto/decline/{id}', { params: { path: { id: input.requestId } }, body: { reason: input.reason } })),
);

// The api client's base path: the export is a plain link, so the browser sends the session cookie itself.
const EXPORT_PATH = '/api/v1/employer/staff-export';

/** The CSV of a range of days, downloaded by a link that works without the app's JavaScript. */
export function staffExportHref(staffId: string, choice: { kind: ExportKind; from: string; to: string }): string {
  const query = new URLSearchParams({ kind: choice.kind, from: choice.from, to: choice.to });
  return `${EXPORT_PATH}/${encodeURIComponent(staffId)}?${query.toString()}`;
}
