import { keepPreviousData } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { $api, api } from '@/lib/api-client';
import { jobsQuery, type JobsFilter } from './jobs-filter';
import { unwrap } from '@/lib/api-problem';
import type { EmployerJob, StoreJobInput } from '@/machines/post-job.machine';
import type { ExperienceLevel, JobRole } from '@/shared/job-roles';

/** One page of the employer's jobs; the previous page stays on screen while the next one loads. */
export const useEmployerJobs = (filter: JobsFilter) =>
  $api.useQuery('get', '/employer/jobs', { params: { query: jobsQuery(filter) } }, { placeholderData: keepPreviousData });

const jobInit = (id: string) => ({ params: { path: { id } } });


export const useEmployerJob = (id: string, enabled = true) => $api.useQuery('get', '/employer/jobs/{id}', jobInit(id), { enabled });

/** Pay guidance for a role and level; only asked once both are chosen. */
export const useRateCard = (role: JobRole | '', level: ExperienceLevel | '') =>
  $api.useQuery(
    'post',
    '/employer/ratecard-v2',
    { body: { role: (role || 'bookkeeper') as JobRole, experience_level: (level || 'entry') as ExperienceLevel } },
    { enabled: role !== '' && level !== '', staleTime: Infinity },
  );

/** The postJobMachine's 'storeJob' actor: creates the job without an id, changes it with one. */
export const storeJobActor = fromPromise<EmployerJob, StoreJobInput>(({ input }) =>
  input.jobId
    ? unwrap(api.PUT('/employer/jobs/{id}', { params: { path: { id: input.jobId } }, body: input.body }))
    : unwrap(api.POST('/employer/jobs', { body: input.body })),
);

export const publishJobActor = fromPromise<EmployerJob, { jobId: string }>(({ input }) =>
  unwrap(api.POST('/employer/jobs/{id}/publish', { params: { path: { id: input.jobId } } })),
);

export type JobAction = 'publish' | 'close' | 'reopen';

const actionCalls: Record<JobAction, (id: string) => Promise<EmployerJob>> = {
  publish: (id) => unwrap(api.POST('/employer/jobs/{id}/publish', { params: { path: { id } } })),
  close: (id) => unwrap(api.POST('/employer/jobs/{id}/close', { params: { path: { id } } })),
  reopen: (id) => unwrap(api.POST('/employer/jobs/{id}/reopen', { params: { path: { id } } })),
};

/** Publish, close or reopen a job; the error is the server's ApiProblem. */
export const jobActionCall = (action: JobAction, id: string) => actionCalls[action](id);
