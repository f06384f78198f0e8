// Test data and an in-memory API for the hiring pages' tests: the handlers keep a
// small store, apply the shared lifecycle machines (refusing with 409 as the server
// does), and record every call so a test can check what was sent.
import axe from 'axe-core';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { components } from '@/generated/api';
import { applicationMachine } from '@/shared/lifecycle/application.machine';
import { interviewMachine } from '@/shared/lifecycle/interview.machine';
import { nextStatus } from '@/shared/lifecycle/lifecycle';
import { offerMachine } from '@/shared/lifecycle/offer.machine';
import { problem } from '../../../../tests/unit/fixtures/session';
import { ada, apiUrl } from '../../../../tests/unit/harness';

type S = components['schemas'];
export type EmployerJob = S['EmployerJob'];
export type Applicant = S['Applicant'];
export type EmployerInterview = S['EmployerInterview'];
export type EmployerOffer = S['EmployerOffer'];
export type Staff = S['Staff'];
export type CandidateSummary = S['CandidateSummary'];

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;
/** Fresh, well-formed ids, so pages that check the id's shape take them. */
export const nextId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export function makeJob(over: Partial<EmployerJob> = {}): EmployerJob {
  return {
    id: nextId(),
    title: 'Bookkeeper for a bakery',
    description: 'Keep the books of a family bakery with three shops.',
    role: 'bookkeeper',
    industry: 'accounting',
    hire_type: 'full_time',
    experience_level: 'intermediate',
    pay_cents: 140_000,
    currency: 'USD',
    hours_per_week: 40,
    skills: ['QuickBooks'],
    status: 'open',
    created_at: '2026-04-01T08:00:00.000Z',
    updated_at: '2026-04-01T08:00:00.000Z',
    applicants: { total: 0, invited: 0, to_review: 0, shortlisted: 0, interviewing: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 0 },
    ...over,
  };
}

export function makeCandidate(over: Partial<CandidateSummary> = {}): CandidateSummary {
  return {
    id: nextId(),
    firstname: 'Grace',
    lastname: 'Hopper',
    headline: 'Bookkeeper with 4 years in retail',
    role: 'bookkeeper',
    experience_level: 'intermediate',
    years_experience: 4,
    monthly_rate_cents: 120_000,
    availability: 'two_weeks',
    country: 'PH',
    skills: ['QuickBooks', 'Xero'],
    engaged: false,
    ...over,
  };
}

const jobRef = (job: EmployerJob) => ({ id: job.id, title: job.title, hire_type: job.hire_type, status: job.status });

export function makeApplicant(job: EmployerJob, over: Partial<Applicant> = {}): Applicant {
  return {
    id: nextId(),
    status: 'applied',
    source: 'applied',
    note: 'I keep the books of two cafés today.',
    created_at: '2026-04-10T09:00:00.000Z',
    updated_at: '2026-04-10T09:00:00.000Z',
    job: jobRef(job),
    candidate: makeCandidate(),
    ...over,
  };
}

export function makeInterview(applicant: Applicant, over: Partial<EmployerInterview> = {}): EmployerInterview {
  return {
    id: nextId(),
    application_id: applicant.id,
    status: 'proposed',
    proposed_times: [inDays(3), inDays(4)],
    duration_minutes: 45,
    meeting_url: 'https://meet.example.com/abc-defg',
    created_at: '2026-04-12T09:00:00.000Z',
    updated_at: '2026-04-12T09:00:00.000Z',
    job: applicant.job,
    candidate: applicant.candidate,
    ...over,
  };
}

const schedule: S['WorkSchedule'] = {
  work_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  start_time: '09:00',
  end_time: '17:00',
  timezone: 'America/New_York',
  hours_per_week: 40,
};

export function makeOffer(applicant: Applicant, over: Partial<EmployerOffer> = {}): EmployerOffer {
  return {
    id: nextId(),
    application_id: applicant.id,
    status: 'pending',
    contract_type: 'full_time',
    experience_level: 'intermediate',
    pay_cents: 150_000,
    currency: 'USD',
    include_insurance: true,
    include_healthcare: false,
    secure_cloud_computing: true,
    start_date: '2030-06-03',
    schedule,
    sent_at: inDays(-2),
    expires_at: inDays(5),
    job: applicant.job,
    candidate: applicant.candidate,
    ...over,
  };
}

export function makeStaff(offer: EmployerOffer, over: Partial<Staff> = {}): Staff {
  return {
    offer_id: offer.id,
    status: 'active',
    contract_type: offer.contract_type,
    pay_cents: offer.pay_cents,
    currency: 'USD',
    start_date: offer.start_date,
    schedule: offer.schedule,
    hired_at: '2026-04-20T10:00:00.000Z',
    include_insurance: offer.include_insurance,
    include_healthcare: offer.include_healthcare,
    secure_cloud_computing: offer.secure_cloud_computing,
    job: offer.job,
    candidate: offer.candidate,
    ...over,
  };
}

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

/** The employer's pipeline behind MSW: lists filter and page, actions move statuses by the shared machines. */
export function pipelineStore(init: {
  jobs?: EmployerJob[];
  applicants?: Applicant[];
  interviews?: EmployerInterview[];
  offers?: EmployerOffer[];
  staff?: Staff[];
  user?: typeof ada;
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
  const name = (c: CandidateSummary) => `${c.firstname} ${c.lastname}`;

  const handlers: RequestHandler[] = [
    http.get(apiUrl('/auth/me'), () => HttpResponse.json({ user: init.user ?? ada })),
    http.get(apiUrl('/employer/jobs/applicants/allinterviews'), async ({ request }) => {
      const { query } = await record(request);
      const rows = interviews.filter(
        (i) =>
          (!query.get('job_id') || i.job.id === query.get('job_id')) &&
          (!query.get('status') || i.status === query.get('status')) &&
          matches(query.get('q'), name(i.candidate), i.job.title),
      );
      const { rows: pageRows, ...rest } = page(rows, query);
      return HttpResponse.json({ interviews: pageRows, ...rest });
    }),
    http.get(apiUrl('/employer/offers/:id'), async ({ request, params }) => {
      await record(request);
      const offer = offers.find((o) => o.id === params.id);
      return offer ? HttpResponse.json(offer) : HttpResponse.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
    }),
    http.get(apiUrl('/employer/jobs/applicants/alloffers'), async ({ request }) => {
      const { query } = await record(request);
      const rows = offers.filter(
        (o) =>
          (!query.get('job_id') || o.job.id === query.get('job_id')) &&
          (!query.get('status') || o.status === query.get('status')) &&
          matches(query.get('q'), name(o.candidate), o.job.title),
      );
      const { rows: pageRows, ...rest } = page(rows, query);
      return HttpResponse.json({ offers: pageRows, ...rest });
    }),
    http.get(apiUrl('/employer/jobs/applicants'), async ({ request }) => {
      const { query } = await record(request);
      const rows = applicants.filter(
        (a) =>
          (!query.get('job_id') || a.job.id === query.get('job_id')) &&
          (!query.get('status') || a.status === query.get('status')) &&
          matches(query.get('q'), name(a.candidate), a.job.title, ...a.candidate.skills),
      );
      const { rows: pageRows, ...rest } = page(rows, query);
      return HttpResponse.json({ applicants: pageRows, ...rest });
    }),
    http.post(apiUrl('/employer/jobs/applicants/:id/shortlist'), async ({ request, params }) => {
      await record(request);
      const applicant = applicants.find((a) => a.id === params.id);
      if (!applicant) return notFound();
      const next = nextStatus(applicationMachine, applicant.status, { type: 'SHORTLIST' });
      if (!next) return conflict();
      applicant.status = next as Applicant['status'];
      return HttpResponse.json(applicant);
    }),
    http.post(apiUrl('/employer/jobs/applicants/:id/reject'), async ({ request, params }) => {
      const { body } = await record(request);
      const applicant = applicants.find((a) => a.id === params.id);
      if (!applicant) return notFound();
      const next = nextStatus(applicationMachine, applicant.status, { type: 'REJECT' });
      if (!next) return conflict();
      applicant.status = next as Applicant['status'];
      const reason = (body as { reason?: string }).reason;
      if (reason) applicant.rejection_reason = reason;
      return HttpResponse.json(applicant);
    }),
    http.post(apiUrl('/employer/candidates/interview/:id'), async ({ request, params }) => {
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
      return HttpResponse.json(interview, { status: 201 });
    }),
    http.post(apiUrl('/employer/interviews/:id/cancel'), async ({ request, params }) => {
      await record(request);
      const interview = interviews.find((i) => i.id === params.id);
      if (!interview) return notFound();
      const next = nextStatus(interviewMachine, interview.status, { type: 'CANCEL' });
      if (!next) return conflict();
      interview.status = next as EmployerInterview['status'];
      return HttpResponse.json(interview);
    }),
    http.put(apiUrl('/employer/candidates/interview/after-v2/:id'), async ({ request, params }) => {
      const { body } = await record(request);
      const applicant = applicants.find((a) => a.id === params.id);
      if (!applicant) return notFound();
      if (!nextStatus(applicationMachine, applicant.status, { type: 'OFFER' })) return conflict();
      const input = body as S['OfferInput'];
      const offer = makeOffer(applicant, { ...input, sent_at: inDays(0), expires_at: inDays(7) });
      offers.unshift(offer);
      applicant.status = 'offered';
      applicant.offer = { id: offer.id, status: 'pending', expires_at: offer.expires_at };
      return HttpResponse.json(offer);
    }),
    http.post(apiUrl('/employer/offers/:id/withdraw'), async ({ request, params }) => {
      await record(request);
      const offer = offers.find((o) => o.id === params.id);
      if (!offer) return notFound();
      const next = nextStatus(offerMachine, offer.status, { type: 'WITHDRAW' });
      if (!next) return conflict();
      offer.status = next as EmployerOffer['status'];
      return HttpResponse.json(offer);
    }),
    http.post(apiUrl('/employer/update-worktime'), async ({ request }) => {
      const { body } = await record(request);
      const { offer_id, ...changed } = body as S['UpdateWorktimeRequest'];
      const offer = offers.find((o) => o.id === offer_id);
      if (!offer) return notFound();
      if (!nextStatus(offerMachine, offer.status, { type: 'UPDATE_WORKTIME' })) return conflict();
      offer.schedule = changed;
      return HttpResponse.json(offer);
    }),
    http.get(apiUrl('/employer/hiredstaffs'), async ({ request }) => {
      const { query } = await record(request);
      const rows = staff.filter(
        (s) =>
          (!query.get('job_id') || s.job.id === query.get('job_id')) &&
          (!query.get('status') || s.status === query.get('status')) &&
          matches(query.get('q'), name(s.candidate), s.job.title),
      );
      const { rows: pageRows, ...rest } = page(rows, query);
      return HttpResponse.json({ staff: pageRows, ...rest });
    }),
    http.put(apiUrl('/employer/staff/fire'), async ({ request }) => {
      const { body } = await record(request);
      const { offer_id, reason } = body as S['FireStaffRequest'];
      const member = staff.find((s) => s.offer_id === offer_id);
      if (!member) return notFound();
      if (member.status !== 'active') return conflict();
      Object.assign(member, { status: 'ended', ended_at: inDays(0), end_reason: reason });
      return HttpResponse.json(member);
    }),
    http.get(apiUrl('/employer/jobs'), async ({ request }) => {
      const { query } = await record(request);
      const { rows, ...rest } = page(jobs, query);
      return HttpResponse.json({ jobs: rows, ...rest });
    }),
    http.get(apiUrl('/employer/jobs/:id'), async ({ request, params }) => {
      await record(request);
      const job = jobs.find((j) => j.id === params.id);
      return job ? HttpResponse.json(job) : notFound();
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

/**
 * axeViolations for a page holding the time zone list: the same WCAG tags, leaving out
 * the 400-odd <option>s of that one labelled native select, which cost axe seconds each
 * run on a busy machine and carry nothing a check could find (plain text in a select).
 */
export async function axeViolationsBesideZones(): Promise<string[]> {
  const result = await axe.run(
    { include: [['body']], exclude: [['select[data-time-zones] option']] },
    { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
