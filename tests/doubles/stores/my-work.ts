// A staff member's own calls of the staff-work contract, in memory, for the work home's pages: the
// clock moves as the server's would (refusing a move the state does not allow, as another tab would
// meet it), reports are one a day and editable on their day, time-off requests refuse overlaps.
import type { components } from '@/generated/api';
import { api, problem } from '../api';
import { nextId } from '../fixtures/ids';
import {
  activeJob,
  BALANCES,
  makeAttendance,
  makeClockStatus,
  manilaToday,
  shiftDay,
  type ClockStatus,
  type EodReport,
  type TimeOffRequest,
} from '../fixtures/my-work';

type S = components['schemas'];

export interface MyWorkStoreOptions {
  job?: S['ActiveJob'] | null;
  clock?: ClockStatus;
  reports?: EodReport[];
  requests?: TimeOffRequest[];
}

const weekdaysBetween = (from: string, to: string) => {
  let days = 0;
  for (let date = from; date <= to; date = shiftDay(date, 1)) if (![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) days += 1;
  return days;
};

export function myWorkStore(options: MyWorkStoreOptions = {}) {
  const state = {
    job: options.job === undefined ? activeJob : options.job,
    clock: options.clock ?? makeClockStatus('off'),
    reports: [...(options.reports ?? [])],
    requests: [...(options.requests ?? [])],
    /** Every change asked for, in order: `clockIn`, `report`, `timeOff`, `correction`… */
    calls: [] as string[],
  };

  /** The clock after a move, or the refusal the server gives when the state does not allow it. */
  function move(action: string, allowed: S['ClockState'][], code: string, next: S['ClockState']) {
    state.calls.push(action);
    if (!allowed.includes(state.clock.state)) return problem(409, code, 'Your clock has already moved.');
    state.clock = makeClockStatus(next, { forgotten: state.clock.forgotten });
    return Response.json(state.clock);
  }

  const handlers = [
    api.get('/candidate/active-job', ({ response }) => response(200).json({ job: state.job })),
    api.get('/candidate/attendance/today', ({ response }) => response(200).json(state.clock)),
    api.post('/candidate/attendance/clock-in', () => move('clockIn', ['off', 'done'], 'ALREADY_CLOCKED_IN', 'working')),
    api.post('/candidate/attendance/break-start', () => move('startBreak', ['working'], 'ALREADY_ON_BREAK', 'on_break')),
    api.post('/candidate/attendance/break-end', () => move('endBreak', ['on_break'], 'NOT_ON_BREAK', 'working')),
    api.post('/candidate/attendance/clock-out', () => move('clockOut', ['working', 'on_break'], 'NOT_CLOCKED_IN', 'done')),
    api.get('/candidate/attendance', ({ query, response }) => {
      const today = manilaToday();
      const from = query.get('from') ?? `${today.slice(0, 7)}-01`;
      return response(200).json(makeAttendance(from, query.get('to') ?? shiftDay(from, 27), today));
    }),
    api.post('/candidate/attendance/corrections', async ({ request, response }) => {
      const body = await request.json();
      state.calls.push('correction');
      state.clock = { ...state.clock, forgotten: state.clock.forgotten.filter((session) => session.id !== body.session_id) };
      return response(201).json({ id: nextId(), ...body, status: 'pending', requested_at: new Date().toISOString() });
    }),
    api.get('/candidate/eod-reports', ({ query, response }) => {
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 20);
      const reports = state.reports.slice((page - 1) * size, page * size);
      return response(200).json({
        staff: state.clock.staff,
        reports,
        page,
        page_size: size,
        has_more: state.reports.length > page * size,
        unread: 0,
      });
    }),
    api.post('/candidate/eod-reports', async ({ request, response }) => {
      const body = await request.json();
      state.calls.push('report');
      if (state.reports.some((report) => report.work_date === manilaToday())) return problem(409, 'REPORT_EXISTS', 'You already filed today’s report.');
      const now = new Date().toISOString();
      const report: EodReport = { id: nextId(), work_date: manilaToday(), ...body, submitted_at: now, updated_at: now, read_at: null, editable: true, comment_count: 0, comments: [] };
      state.reports.unshift(report);
      return response(201).json(report);
    }),
    api.get('/candidate/eod-reports/{id}', ({ params, response }) => {
      const report = state.reports.find((item) => item.id === params.id);
      return report ? response(200).json({ comments: [], ...report }) : problem(404, 'NOT_FOUND', 'No such report.');
    }),
    api.put('/candidate/eod-reports/{id}', async ({ params, request, response }) => {
      const body = await request.json();
      state.calls.push('reportChange');
      const at = state.reports.findIndex((item) => item.id === params.id);
      if (at < 0) return problem(404, 'NOT_FOUND', 'No such report.');
      if (!state.reports[at]!.editable) return problem(409, 'REPORT_LOCKED', 'This report can no longer be changed: its day is over.');
      const report = { ...state.reports[at]!, ...body, updated_at: new Date().toISOString() };
      state.reports[at] = report;
      return response(200).json(report);
    }),
    api.get('/candidate/time-off', ({ response }) =>
      response(200).json({ staff: state.clock.staff, requests: state.requests, balances: BALANCES, page: 1, page_size: 20, has_more: false }),
    ),
    api.post('/candidate/time-off', async ({ request, response }) => {
      const body = await request.json();
      state.calls.push('timeOff');
      const overlaps = state.requests.some(
        (other) => ['requested', 'approved'].includes(other.status) && other.start_date <= body.end_date && body.start_date <= other.end_date,
      );
      if (overlaps) return problem(409, 'TIME_OFF_OVERLAP', 'These days overlap another request of yours.');
      const days = body.part_of_day === 'full' ? weekdaysBetween(body.start_date, body.end_date) : 0.5;
      const created: TimeOffRequest = { id: nextId(), ...body, days, status: 'requested', requested_at: new Date().toISOString() };
      state.requests.unshift(created);
      return response(201).json(created);
    }),
    api.post('/candidate/time-off/{id}/cancel', ({ params, response }) => {
      state.calls.push('cancelTimeOff');
      const at = state.requests.findIndex((item) => item.id === params.id);
      if (at < 0) return problem(404, 'NOT_FOUND', 'No such request.');
      if (state.requests[at]!.status !== 'requested') return problem(409, 'TIME_OFF_NOT_PENDING', 'Your employer has already answered this request.');
      state.requests[at] = { ...state.requests[at]!, status: 'cancelled' };
      return response(200).json(state.requests[at]!);
    }),
  ];
  return { state, handlers };
}
