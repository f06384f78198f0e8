// One staff member's records behind MSW, as their employer reads and answers them, for the
// staff-work pages' tests: the handlers keep a small store, refuse as the server does (409 when
// a request or a correction is no longer waiting, 404 for another staff member) and record every
// call so a test can check what was sent.
import type { RequestHandler } from 'msw';
import type { components } from '@/generated/api';
import { api, problem } from '../api';
import { ada, type User } from '../fixtures/accounts';
import { nextId } from '../fixtures/ids';
import {
  defaultPolicy,
  graceAtWork,
  makeAttendanceMonth,
  makeReportList,
  makeTimeOffList,
  type AttendanceHistory,
  type EodReport,
  type StaffRef,
  type TimeOffPolicy,
  type TimeOffRequest,
} from '../fixtures/staff-work-employer';

type S = components['schemas'];

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const notFound = () => problem(404, 'NOT_FOUND', 'We couldn’t find what you asked for.');

/** The staff member's records behind MSW; `months` are the attendance months it knows, the first being the current one. */
export function staffWorkStore(init: {
  staff?: StaffRef;
  months?: AttendanceHistory[];
  reports?: EodReport[];
  timeOff?: TimeOffRequest[];
  policy?: TimeOffPolicy;
  user?: User;
}) {
  const staff = init.staff ?? graceAtWork;
  const months = (init.months ?? [makeAttendanceMonth('2026-05', '2026-05-20')]).map((month) => ({ ...month, staff }));
  const reports = [...(init.reports ?? [])];
  const timeOff = [...(init.timeOff ?? [])];
  let policy = init.policy ?? defaultPolicy;
  const calls: Call[] = [];

  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const call = { method: request.method, path: url.pathname.replace('/api/v1', ''), query: url.searchParams, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    return call;
  };
  const corrections = () => months.flatMap((month) => month.corrections);
  const decide = (id: string, change: Partial<S['AttendanceCorrection']>) => {
    const correction = corrections().find((c) => c.id === id);
    if (!correction) return notFound();
    if (correction.status !== 'pending') return problem(409, 'CORRECTION_NOT_PENDING', 'This correction has already been answered or withdrawn.');
    Object.assign(correction, change, { decided_at: new Date().toISOString() });
    return null;
  };
  const answer = (id: string, change: Partial<TimeOffRequest>) => {
    const request = timeOff.find((r) => r.id === id);
    if (!request) return { refusal: notFound() };
    if (request.status !== 'requested') return { refusal: problem(409, 'TIME_OFF_NOT_PENDING', 'This request has already been answered or withdrawn.') };
    Object.assign(request, change, { decided_at: new Date().toISOString() });
    return { request };
  };

  const handlers: RequestHandler[] = [
    api.get('/auth/me', ({ response }) => response(200).json({ user: init.user ?? ada })),
    api.get('/employer/attendance-history/{id}', async ({ request, params, query, response }) => {
      await record(request);
      if (params.id !== staff.candidate_id) return notFound();
      const from = query.get('from');
      const month = from ? months.find((m) => m.from === from) : months[0];
      if (!month) return notFound();
      return response(200).json(month);
    }),
    api.post('/employer/attendance-corrections/{id}/approve', async ({ request, params, response }) => {
      await record(request);
      const refusal = decide(params.id, { status: 'approved' });
      return refusal ?? response(200).json(corrections().find((c) => c.id === params.id)!);
    }),
    api.post('/employer/attendance-corrections/{id}/decline', async ({ request, params, response }) => {
      const { body } = await record(request);
      const refusal = decide(params.id, { status: 'declined', decline_reason: (body as S['DeclineWithReason']).reason });
      return refusal ?? response(200).json(corrections().find((c) => c.id === params.id)!);
    }),
    api.get('/employer/reports/{id}', async ({ request, params, query, response }) => {
      await record(request);
      if (params.id !== staff.candidate_id) return notFound();
      const one = query.get('report');
      if (one) {
        const report = reports.find((r) => r.id === one);
        if (!report) return notFound();
        report.read_at ??= new Date().toISOString();
        return response(200).json(makeReportList([{ ...report, comments: report.comments ?? [] }], staff, { unread: reports.filter((r) => !r.read_at).length }));
      }
      const list = makeReportList(reports, staff);
      return response(200).json({ ...list, reports: reports.map(({ comments: _, ...listed }) => listed) });
    }),
    api.post('/employer/eod-reports/{id}/comments', async ({ request, params, response }) => {
      const { body } = await record(request);
      const report = reports.find((r) => r.id === params.id);
      if (!report) return notFound();
      const comment: S['EodReportComment'] = {
        id: nextId(),
        body: (body as S['CommentRequest']).body,
        author: 'employer',
        author_name: `${ada.firstname} ${ada.lastname}`,
        created_at: new Date().toISOString(),
      };
      report.comments = [...(report.comments ?? []), comment];
      report.comment_count = report.comments.length;
      return response(201).json(report);
    }),
    api.get('/employer/pto/candidate-history/{id}', async ({ request, params, response }) => {
      await record(request);
      if (params.id !== staff.candidate_id) return notFound();
      return response(200).json(makeTimeOffList(timeOff, staff));
    }),
    api.post('/employer/pto/approve/{id}', async ({ request, params, response }) => {
      const { body } = await record(request);
      const { refusal, request: approved } = answer(params.id, { status: 'approved', accepted_date: (body as S['ApproveTimeOffRequest']).accepted_date });
      return refusal ?? response(200).json(approved!);
    }),
    api.post('/employer/pto/decline/{id}', async ({ request, params, response }) => {
      const { body } = await record(request);
      const { refusal, request: declined } = answer(params.id, { status: 'declined', decline_reason: (body as S['DeclineWithReason']).reason });
      return refusal ?? response(200).json(declined!);
    }),
    api.get('/employer/pto/policy', async ({ request, response }) => {
      await record(request);
      return response(200).json(policy);
    }),
    api.put('/employer/pto/policy', async ({ request, response }) => {
      const { body } = await record(request);
      policy = body as TimeOffPolicy;
      return response(200).json(policy);
    }),
  ];

  return {
    handlers,
    calls,
    timeOff,
    reports,
    callsTo: (path: string, method?: string) => calls.filter((c) => c.path === path && (!method || c.method === method)),
  };
}
