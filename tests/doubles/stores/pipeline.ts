// The employer's hiring pipeline behind MSW, for the hiring pages' tests: the handlers keep a
// small store, apply the shared lifecycle machines (refusing with 409 as the server does), and
// record every call so a test can check what was sent.
import type { RequestHandler } from 'msw';
import type { components } from '@/generated/api';
import { applicationMachine } from '@/shared/lifecycle/application.machine';
import { interviewMachine } from '@/shared/lifecycle/interview.machine';
import { nextStatus } from '@/shared/lifecycle/lifecycle';
import { offerMachine } from '@/shared/lifecycle/offer.machine';
import { api, problem } from '../api';
import { ada, type User } from '../fixtures/accounts';
import type { Applicant, CandidateSummary } from '../fixtures/applications';
import { inDays } from '../fixtures/ids';
import { makeInterview, type EmployerInterview } from '../fixtures/interviews';
import type { EmployerJob } from '../fixtures/jobs';
import { makeOffer, type EmployerOffer, type Staff } from '../fixtures/offers';

type S = components['schemas'];

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const notFound = () => problem(404, 'NOT_FOUND', 'We couldn’t find what you asked for.');
const conflict = () => problem(409, 'INVALID_TRANSITION', 'This can’t be done from where it stands now.');

function page<T>(rows: T[], query: URLSearchParams) {
  const size = Number(query.get('page_size') ?? 20);
  const number = Number(query.get('page') ?? 1);
  return { rows: rows.slice((number - 1) * size, number * size), page: number, page_size: size, has_more: rows.length > number * size };
}

const matches = (q: string | null, ...texts: string[]) =>
  !q || q.toLowerCase().split(/\s+/).every((word) => texts.some((text) => text.toLowerCase().includes(word)));

const name = (c: CandidateSummary) => `${c.firstname} ${c.lastname}`;

/** One page of the rows the list keeps (its job, its status, the search words in the name, the job title or `texts`), as the server answers. */
function listed<T extends { job: { id: string; title: string }; status: string; candidate: CandidateSummary }>(
  rows: T[],
  query: URLSearchParams,
  texts: (row: T) => string[] = () => [],
) {
  const kept = rows.filter(
    (row) =>
      (!query.get('job_id') || row.job.id === query.get('job_id')) &&
      (!query.get('status') || row.status === query.get('status')) &&
      matches(query.get('q'), name(row.candidate), row.job.title, ...texts(row)),
  );
  return page(kept, query);
}

/** The employer's pipeline behind MSW: lists filter and page, actions move statuses by the shared machines. */
export function pipelineStore(init: {
  jobs?: EmployerJob[];
  applicants?: Applicant[];
  interviews?: EmployerInterview[];
  offers?: EmployerOffer[];
  staff?: Staff[];
  user?: User;
}) {
  const jobs = [...(init.jobs ?? [])];
  const applicants = [...(init.applicants ?? [])];
  const interviews = [...(init.interviews ?? [])];
  const offers = [...(init.offers ?? [])];
  const staff = [...(init.staff ?? [])];
  const calls: Call[] = [];

  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const call = { method: request.method, path: url.pathname.replace('/api/v1', ''), query: url.searchParams, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    return call;
  };

  const handlers: RequestHandler[] = [
    api.get('/auth/me', ({ response }) => response(200).json({ user: init.user ?? ada })),
    api.get('/employer/jobs/applicants/allinterviews', async ({ request, response }) => {
      const { query } = await record(request);
      const { rows, ...rest } = listed(interviews, query);
      return response(200).json({ interviews: rows, ...rest });
    }),
    api.get('/employer/offers/{id}', async ({ request, params, response }) => {
      await record(request);
      const offer = offers.find((o) => o.id === params.id);
      return offer ? response(200).json(offer) : problem(404, 'NOT_FOUND', 'Not found');
    }),
    api.get('/employer/jobs/applicants/alloffers', async ({ request, response }) => {
      const { query } = await record(request);
      const { rows, ...rest } = listed(offers, query);
      return response(200).json({ offers: rows, ...rest });
    }),
    api.get('/employer/jobs/applicants', async ({ request, response }) => {
      const { query } = await record(request);
      const { rows, ...rest } = listed(applicants, query, (a) => a.candidate.skills);
      return response(200).json({ applicants: rows, ...rest });
    }),
    api.post('/employer/jobs/applicants/{id}/shortlist', async ({ request, params, response }) => {
      await record(request);
      const applicant = applicants.find((a) => a.id === params.id);
      if (!applicant) return notFound();
      const next = nextStatus(applicationMachine, applicant.status, { type: 'SHORTLIST' });
      if (!next) return conflict();
      applicant.status = next as Applicant['status'];
      return response(200).json(applicant);
    }),
    api.post('/employer/jobs/applicants/{id}/reject', async ({ request, params, response }) => {
      const { body } = await record(request);
      const applicant = applicants.find((a) => a.id === params.id);
      if (!applicant) return notFound();
      const next = nextStatus(applicationMachine, applicant.status, { type: 'REJECT' });
      if (!next) return conflict();
      applicant.status = next as Applicant['status'];
      const reason = (body as S['RejectRequest']).reason;
      if (reason) applicant.rejection_reason = reason;
      return response(200).json(applicant);
    }),
    api.post('/employer/candidates/interview/{id}', async ({ request, params, response }) => {
      const { body } = await record(request);
      const applicant = applicants.find((a) => a.id === params.id);
      if (!applicant) return notFound();
      if (!nextStatus(applicationMachine, applicant.status, { type: 'INTERVIEW' })) return conflict();
      const invite = body as S['InterviewInviteRequest'];
      // New times replace those of an interview still open, as the contract says.
      const open = interviews.find((i) => i.application_id === applicant.id && nextStatus(interviewMachine, i.status, { type: 'PROPOSE' }));
      const interview = open ?? makeInterview(applicant);
      Object.assign(interview, { status: 'proposed', proposed_times: invite.proposed_times, duration_minutes: invite.duration_minutes });
      if (!open) interviews.unshift(interview);
      applicant.status = 'interviewing';
      applicant.interview = { id: interview.id, status: 'proposed' };
      return response(201).json(interview);
    }),
    api.post('/employer/interviews/{id}/cancel', async ({ request, params, response }) => {
      await record(request);
      const interview = interviews.find((i) => i.id === params.id);
      if (!interview) return notFound();
      const next = nextStatus(interviewMachine, interview.status, { type: 'CANCEL' });
      if (!next) return conflict();
      interview.status = next as EmployerInterview['status'];
      return response(200).json(interview);
    }),
    api.put('/employer/candidates/interview/after-v2/{id}', async ({ request, params, response }) => {
      const { body } = await record(request);
      const applicant = applicants.find((a) => a.id === params.id);
      if (!applicant) return notFound();
      if (!nextStatus(applicationMachine, applicant.status, { type: 'OFFER' })) return conflict();
      const input = body as S['OfferInput'];
      const offer = makeOffer(applicant, { ...input, sent_at: inDays(0), expires_at: inDays(7) });
      offers.unshift(offer);
      applicant.status = 'offered';
      applicant.offer = { id: offer.id, status: 'pending', expires_at: offer.expires_at };
      return response(200).json(offer);
    }),
    api.post('/employer/offers/{id}/withdraw', async ({ request, params, response }) => {
      await record(request);
      const offer = offers.find((o) => o.id === params.id);
      if (!offer) return notFound();
      const next = nextStatus(offerMachine, offer.status, { type: 'WITHDRAW' });
      if (!next) return conflict();
      offer.status = next as EmployerOffer['status'];
      return response(200).json(offer);
    }),
    api.post('/employer/update-worktime', async ({ request, response }) => {
      const { body } = await record(request);
      const { offer_id, ...changed } = body as S['UpdateWorktimeRequest'];
      const offer = offers.find((o) => o.id === offer_id);
      if (!offer) return notFound();
      if (!nextStatus(offerMachine, offer.status, { type: 'UPDATE_WORKTIME' })) return conflict();
      offer.schedule = changed;
      return response(200).json(offer);
    }),
    api.get('/employer/hiredstaffs', async ({ request, response }) => {
      const { query } = await record(request);
      const { rows, ...rest } = listed(staff, query);
      return response(200).json({ staff: rows, ...rest });
    }),
    api.put('/employer/staff/fire', async ({ request, response }) => {
      const { body } = await record(request);
      const { offer_id, reason } = body as S['FireStaffRequest'];
      const member = staff.find((s) => s.offer_id === offer_id);
      if (!member) return notFound();
      if (member.status !== 'active') return conflict();
      Object.assign(member, { status: 'ended', ended_at: inDays(0), end_reason: reason });
      return response(200).json(member);
    }),
    api.get('/employer/jobs', async ({ request, response }) => {
      const { query } = await record(request);
      const { rows, ...rest } = page(jobs, query);
      return response(200).json({ jobs: rows, ...rest });
    }),
    api.get('/employer/jobs/{id}', async ({ request, params, response }) => {
      await record(request);
      const job = jobs.find((j) => j.id === params.id);
      return job ? response(200).json(job) : notFound();
    }),
  ];

  return {
    handlers,
    calls,
    applicants,
    interviews,
    offers,
    staff,
    /** The calls made to `path` (with the method, when given). */
    callsTo: (path: string, method?: string) => calls.filter((c) => c.path === path && (!method || c.method === method)),
  };
}
