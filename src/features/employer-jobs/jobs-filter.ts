import { prefetchGet } from '@/lib/api-client';
import type { JobStatus } from '@/machines/post-job.machine';

export interface JobsFilter {
  status?: JobStatus;
  q?: string;
  page: number;
}

// Every status the contract's JobStatus names: `satisfies` fails the build when one is added there and not here.
const STATUSES = { draft: true, open: true, closed: true } satisfies Record<JobStatus, true>;

const statusOf = (value: string | null): JobStatus | undefined => (value !== null && Object.hasOwn(STATUSES, value) ? (value as JobStatus) : undefined);

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * The jobs list's filter as the address holds it (`?status=open&q=designer&page=2`); a value
 * the list does not know is no filter. The list and its route's prefetch read it alike.
 */
export function jobsFilterOf(params: URLSearchParams): JobsFilter {
  return { status: statusOf(params.get('status')), q: params.get('q') ?? '', page: pageOf(params.get('page')) };
}

/** The list's query parameters for a filter, as `useEmployerJobs` (./api.ts) sends them. */
export const jobsQuery = ({ status, q, page }: JobsFilter) => ({ status, q: q || undefined, page });

/** Asks for the page of jobs the list will ask for, while its script travels (src/routes/route-preload.ts). */
export const prefetchEmployerJobs = (search: URLSearchParams) => prefetchGet('/employer/jobs', { query: jobsQuery(jobsFilterOf(search)) });
