import { fromPromise } from 'xstate';
import type { components, operations } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { ClockAction, ClockStatus } from '@/machines/clock.machine';
import type { EodReport, SaveReportInput } from '@/machines/eod-report.machine';
import type { TimeOffRequest, TimeOffRequestInput } from '@/machines/time-off-request.machine';
import { RECENT_REPORTS, TIME_OFF_PAGE_SIZE } from './list-sizes';

type S = components['schemas'];
export type ActiveJob = S['ActiveJob'];
export type WorkSchedule = S['WorkSchedule'];
export type AttendanceDay = S['AttendanceDay'];
export type AttendanceHistory = S['AttendanceHistory'];
export type AttendanceSession = S['AttendanceSession'];
export type AttendanceCorrection = S['AttendanceCorrection'];
export type CorrectionRequest = S['CorrectionRequest'];
export type DayMark = S['DayMark'];
export type TimeOffBalance = S['TimeOffBalance'];
export type { ClockStatus, EodReport, TimeOffRequest };

export type AttendanceRange = NonNullable<operations['getMyAttendance']['parameters']['query']>;


export const useMyActiveJob = () => $api.useQuery('get', '/candidate/active-job');

/** Today's clock for a page that only reads it (the composer's day and hours); the clock itself is a machine. */
export const useMyClock = () => $api.useQuery('get', '/candidate/attendance/today', {}, { retry: false });

/** Days of the staff member's calendar, from `from` to `to`. */
export const useMyAttendance = (range: AttendanceRange) => $api.useQuery('get', '/candidate/attendance', { params: { query: range } });

export const useMyReports = () => $api.useQuery('get', '/candidate/eod-reports', { params: { query: { page: 1, page_size: RECENT_REPORTS } } });

export const useMyReport = (id: string) => $api.useQuery('get', '/candidate/eod-reports/{id}', { params: { path: { id } } }, { retry: false });

export const useMyTimeOff = () => $api.useQuery('get', '/candidate/time-off', { params: { query: { page: 1, page_size: TIME_OFF_PAGE_SIZE } } });

export const loadClockActor = fromPromise<ClockStatus>(() => unwrap(api.GET('/candidate/attendance/today')));

export const punchActor = fromPromise<ClockStatus, { action: ClockAction }>(({ input }) => {
  switch (input.action) {
    case 'clockIn':
      return unwrap(api.POST('/candidate/attendance/clock-in'));
    case 'clockOut':
      return unwrap(api.POST('/candidate/attendance/clock-out'));
    case 'startBreak':
      return unwrap(api.POST('/candidate/attendance/break-start'));
    case 'endBreak':
      return unwrap(api.POST('/candidate/attendance/break-end'));
  }
});

export const saveReportActor = fromPromise<EodReport, SaveReportInput>(({ input }) =>
  input.reportId === null
    ? unwrap(api.POST('/candidate/eod-reports', { body: input.fields }))
    : unwrap(api.PUT('/candidate/eod-reports/{id}', { params: { path: { id: input.reportId } }, body: input.fields })),
);

/** Today's report, when filed: the latest one, while it can still be changed (which only today's can). */
export const findTodaysReportActor = fromPromise<EodReport | null>(async () => {
  const list = await unwrap(api.GET('/candidate/eod-reports', { params: { query: { page: 1, page_size: 1 } } }));
  const latest = list.reports[0];
  return latest?.editable ? latest : null;
});

export const requestTimeOffActor = fromPromise<TimeOffRequest, TimeOffRequestInput>(({ input }) =>
  unwrap(api.POST('/candidate/time-off', { body: input })),
);

export const cancelTimeOffActor = fromPromise<TimeOffRequest, { requestId: string }>(({ input }) =>
  unwrap(api.POST('/candidate/time-off/{id}/cancel', { params: { path: { id: input.requestId } } })),
);

export const requestCorrection = (body: CorrectionRequest) => unwrap(api.POST('/candidate/attendance/corrections', { body }));
