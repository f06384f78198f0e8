// An in-memory employer's jobs behind MSW handlers, as the server answers them:
// lists filtered and paged with has_more, drafts published, open jobs closed and
// reopened, each refused with 409 where the job's lifecycle does not allow it.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { components } from '@/generated/api';
import { allows } from '@/shared/lifecycle/lifecycle';
import { jobMachine, type JobEvent } from '@/shared/lifecycle/job.machine';
import type { EmployerJob, JobInput } from '@/machines/postJob.machine';
import { FEES } from '@/shared/fees';
import { hourlyRateRange, industryOf, monthlySalaryRange } from '@/shared/job-roles';
import { ada, apiUrl, type User } from '../harness';

type RateCardRequest = components['schemas']['RateCardRequest'];

export const STAMP = '2026-03-02T09:00:00.000Z';

let counter = 0;
export function jobId(n: number) {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function makeJob(overrides: Partial<EmployerJob> = {}): EmployerJob {
  counter += 1;
  return {
    id: jobId(1000 + counter),
    title: 'Bookkeeper for a dental practice',
    description: 'Keep the books of our two clinics in order and close each month on time.',
    role: 'bookkeeper',
    industry: 'accounting',
    hire_type: 'full_time',
    experience_level: 'intermediate',
    pay_cents: 140_000,
    currency: 'USD',
    hours_per_week: 40,
    skills: ['QuickBooks', 'Xero'],
    status: 'open',
    created_at: STAMP,
    updated_at: STAMP,
    published_at: STAMP,
    applicants: { total: 6, invited: 0, to_review: 3, shortlisted: 0, interviewing: 2, offered: 1, hired: 0, rejected: 0, withdrawn: 0 },
    ...overrides,
  };
}

const problem = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ message, code, ...(fields ? { fields } : {}) } as JsonBodyType, { status });

export interface Call {
  method: string;
  path: string;
  search: string;
  body?: unknown;
}

export function jobsStore(initial: EmployerJob[] = [], { user = ada }: { user?: User } = {}) {
  const jobs = new Map(initial.map((job) => [job.id, job]));
  const calls: Call[] = [];
  let created = 0;
  /** Answers the next calls of this kind once each, before the store does. */
  const failures: Array<{ method: string; path: RegExp; reply: () => Response }> = [];

  function record(request: Request, body?: unknown) {
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname.replace('/api/v1', ''), search: url.search, body });
  }

  function failing(request: Request): Response | undefined {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    const index = failures.findIndex((f) => f.method === request.method && f.path.test(path));
    if (index === -1) return undefined;
    const [failure] = failures.splice(index, 1);
    return failure!.reply();
  }

  function fromInput(input: JobInput, base: EmployerJob | null): EmployerJob {
    const { country, ...rest } = input;
    const job: EmployerJob = {
      ...(base ?? makeJob({ status: 'draft', published_at: undefined, applicants: { total: 0, invited: 0, to_review: 0, shortlisted: 0, interviewing: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 0 } })),
      ...rest,
      industry: industryOf(input.role),
      updated_at: STAMP,
    };
    if (country) job.country = country;
    else delete job.country;
    return job;
  }

  function transition(id: string, event: JobEvent, to: EmployerJob['status']) {
    const job = jobs.get(id);
    if (!job) return problem(404, 'NOT_FOUND', 'We couldn’t find what you asked for.');
    if (!allows(jobMachine, job.status, event)) {
      return problem(409, 'JOB_STATE', `This job is ${job.status} and cannot change that way.`);
    }
    const changed: EmployerJob = { ...job, status: to, ...(to === 'open' && !job.published_at ? { published_at: STAMP } : {}) };
    jobs.set(id, changed);
    return HttpResponse.json(changed);
  }

  const handlers = [
    http.get(apiUrl('/auth/me'), () => HttpResponse.json({ user })),
    http.get(apiUrl('/employer/jobs'), ({ request }) => {
      record(request);
      const failed = failing(request);
      if (failed) return failed;
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const page = Number(url.searchParams.get('page') ?? '1');
      const size = Number(url.searchParams.get('page_size') ?? '20');
      const matching = [...jobs.values()].filter((job) => {
        if (status && job.status !== status) return false;
        const text = `${job.title} ${job.skills.join(' ')}`.toLowerCase();
        return words.every((word) => text.includes(word));
      });
      const rows = matching.slice((page - 1) * size, page * size + 1);
      return HttpResponse.json({ jobs: rows.slice(0, size), page, page_size: size, has_more: rows.length > size });
    }),
    http.get(apiUrl('/employer/jobs/:id'), ({ request, params }) => {
      record(request);
      const job = jobs.get(String(params.id));
      return job ? HttpResponse.json(job) : problem(404, 'NOT_FOUND', 'We couldn’t find what you asked for.');
    }),
    http.post(apiUrl('/employer/jobs'), async ({ request }) => {
      const body = (await request.json()) as JobInput;
      record(request, body);
      const failed = failing(request);
      if (failed) return failed;
      created += 1;
      const job = { ...fromInput(body, null), id: jobId(created) };
      jobs.set(job.id, job);
      return HttpResponse.json(job, { status: 201 });
    }),
    http.put(apiUrl('/employer/jobs/:id'), async ({ request, params }) => {
      const body = (await request.json()) as JobInput;
      record(request, body);
      const failed = failing(request);
      if (failed) return failed;
      const job = jobs.get(String(params.id));
      if (!job) return problem(404, 'NOT_FOUND', 'We couldn’t find what you asked for.');
      if (!allows(jobMachine, job.status, { type: 'EDIT' })) return problem(409, 'JOB_CLOSED', 'This job is closed: reopen it to change it.');
      const changed = fromInput(body, job);
      jobs.set(job.id, changed);
      return HttpResponse.json(changed);
    }),
    http.post(apiUrl('/employer/jobs/:id/publish'), ({ request, params }) => {
      record(request);
      return failing(request) ?? transition(String(params.id), { type: 'PUBLISH' }, 'open');
    }),
    http.post(apiUrl('/employer/jobs/:id/close'), ({ request, params }) => {
      record(request);
      return failing(request) ?? transition(String(params.id), { type: 'CLOSE' }, 'closed');
    }),
    http.post(apiUrl('/employer/jobs/:id/reopen'), ({ request, params }) => {
      record(request);
      return failing(request) ?? transition(String(params.id), { type: 'REOPEN' }, 'open');
    }),
    http.post(apiUrl('/employer/ratecard-v2'), async ({ request }) => {
      const body = (await request.json()) as RateCardRequest;
      record(request, body);
      return HttpResponse.json({
        role: body.role,
        industry: industryOf(body.role),
        experience_level: body.experience_level,
        currency: 'USD',
        monthly_salary_cents: monthlySalaryRange(body.role, body.experience_level),
        hourly_rate_cents: hourlyRateRange(body.role, body.experience_level),
        service_fee_cents: FEES.serviceFee[body.experience_level],
      });
    }),
  ];

  return {
    handlers,
    calls,
    jobs,
    /** The calls made of one kind, e.g. callsTo('POST', /\/publish$/). */
    callsTo: (method: string, path: RegExp) => calls.filter((call) => call.method === method && path.test(call.path)),
    failNext(method: string, path: RegExp, status: number, code: string, message: string, fields?: Record<string, string>) {
      failures.push({ method, path, reply: () => problem(status, code, message, fields) });
    },
  };
}
