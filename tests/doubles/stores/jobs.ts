// An in-memory employer's jobs behind MSW handlers, as the server answers them: lists
// filtered and paged with has_more, drafts published, open jobs closed and reopened, each
// refused with 409 where the job's lifecycle does not allow it.
import type { components } from '@/generated/api';
import { allows } from '@/shared/lifecycle/lifecycle';
import { jobMachine, type JobEvent } from '@/shared/lifecycle/job.machine';
import { industryOf } from '@/shared/job-roles';
import { api, problem } from '../api';
import { ada, type User } from '../fixtures/accounts';
import { jobId, makePostedJob, noApplicants, POSTED_AT, rateCardFor, type EmployerJob } from '../fixtures/jobs';

type JobInput = components['schemas']['JobInput'];

export interface Call {
  method: string;
  path: string;
  search: string;
  body?: unknown;
}

const notFound = () => problem(404, 'NOT_FOUND', 'We couldn’t find what you asked for.');

export function jobsStore(initial: EmployerJob[] = [], { user = ada }: { user?: User } = {}) {
  const jobs = new Map(initial.map((job) => [job.id, job]));
  const calls: Call[] = [];
  let created = 0;
  /** Refusals the test chose, answering the next calls of their kind once each before the store does. */
  const failures: Array<{ method: string; path: RegExp; reply: () => ReturnType<typeof problem> }> = [];

  function record(request: Request, body?: unknown) {
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname.replace('/api/v1', ''), search: url.search, body });
  }

  function failing(request: Request) {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    const index = failures.findIndex((f) => f.method === request.method && f.path.test(path));
    if (index === -1) return undefined;
    const [failure] = failures.splice(index, 1);
    return failure!.reply();
  }

  function fromInput(input: JobInput, base: EmployerJob | null): EmployerJob {
    const { country, ...rest } = input;
    const job: EmployerJob = {
      ...(base ?? makePostedJob({ status: 'draft', published_at: undefined, applicants: noApplicants })),
      ...rest,
      industry: industryOf(input.role),
      updated_at: POSTED_AT,
    };
    if (country) job.country = country;
    else delete job.country;
    return job;
  }

  function transition(id: string, event: JobEvent, to: EmployerJob['status']) {
    const job = jobs.get(id);
    if (!job) return notFound();
    if (!allows(jobMachine, job.status, event)) {
      return problem(409, 'JOB_STATE', `This job is ${job.status} and cannot change that way.`);
    }
    const changed: EmployerJob = { ...job, status: to, ...(to === 'open' && !job.published_at ? { published_at: POSTED_AT } : {}) };
    jobs.set(id, changed);
    return changed;
  }

  const handlers = [
    api.get('/auth/me', ({ response }) => response(200).json({ user })),
    api.get('/employer/jobs', ({ request, response }) => {
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
      return response(200).json({ jobs: rows.slice(0, size), page, page_size: size, has_more: rows.length > size });
    }),
    api.get('/employer/jobs/{id}', ({ request, params, response }) => {
      record(request);
      const job = jobs.get(String(params.id));
      return job ? response(200).json(job) : notFound();
    }),
    api.post('/employer/jobs', async ({ request, response }) => {
      const body = await request.json();
      record(request, body);
      const failed = failing(request);
      if (failed) return failed;
      created += 1;
      const job = { ...fromInput(body, null), id: jobId(created) };
      jobs.set(job.id, job);
      return response(201).json(job);
    }),
    api.put('/employer/jobs/{id}', async ({ request, params, response }) => {
      const body = await request.json();
      record(request, body);
      const failed = failing(request);
      if (failed) return failed;
      const job = jobs.get(String(params.id));
      if (!job) return notFound();
      if (!allows(jobMachine, job.status, { type: 'EDIT' })) return problem(409, 'JOB_CLOSED', 'This job is closed: reopen it to change it.');
      const changed = fromInput(body, job);
      jobs.set(job.id, changed);
      return response(200).json(changed);
    }),
    api.post('/employer/jobs/{id}/publish', ({ request, params, response }) => {
      record(request);
      const answer = failing(request) ?? transition(params.id, { type: 'PUBLISH' }, 'open');
      return answer instanceof Response ? answer : response(200).json(answer);
    }),
    api.post('/employer/jobs/{id}/close', ({ request, params, response }) => {
      record(request);
      const answer = failing(request) ?? transition(params.id, { type: 'CLOSE' }, 'closed');
      return answer instanceof Response ? answer : response(200).json(answer);
    }),
    api.post('/employer/jobs/{id}/reopen', ({ request, params, response }) => {
      record(request);
      const answer = failing(request) ?? transition(params.id, { type: 'REOPEN' }, 'open');
      return answer instanceof Response ? answer : response(200).json(answer);
    }),
    api.post('/employer/ratecard-v2', async ({ request, response }) => {
      const body = await request.json();
      record(request, body);
      return response(200).json(rateCardFor(body));
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
