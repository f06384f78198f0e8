import { useQueries } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import { submitActor } from '@/machines/form-submission.machine';
import type { JobInvitationValues } from '@/machines/job-invitation.machine';
import type { ExperienceLevel, JobRole } from '@/shared/job-roles';
import { searchQuery, type CandidateFilters } from './search-filters';

export type CandidateSummary = components['schemas']['CandidateSummary'];
export type CandidateProfileView = components['schemas']['CandidateProfileView'];
export type EmployerJob = components['schemas']['EmployerJob'];
export type RateCard = components['schemas']['RateCard'];
export type CandidateRequestInput = components['schemas']['CandidateRequestInput'];
export type CandidateRequestReceipt = components['schemas']['CandidateRequestReceipt'];

export const SEARCH_PAGE_SIZE = 20;
/** A taste of who is available on a role's page; the search shows the rest. */
export const ROLE_PAGE_CANDIDATES = 6;
/** The contract's largest page: most employers have fewer open jobs than this. */
const OPEN_JOBS_PAGE_SIZE = 50;

export const useCandidateSearch = (filters: CandidateFilters, enabled = true) =>
  $api.useQuery(
    'get',
    '/employer/candidates',
    { params: { query: searchQuery(filters, SEARCH_PAGE_SIZE) } },
    // The previous page stays on screen while the next one loads, so the list does not jump.
    { enabled, placeholderData: (previous) => previous },
  );

export const useRoleCandidates = (role: JobRole, enabled: boolean) =>
  $api.useQuery('get', '/employer/candidates', { params: { query: { role, page: 1, page_size: ROLE_PAGE_CANDIDATES } } }, { enabled });

export const useCandidateProfile = (id: string, enabled = true) =>
  $api.useQuery('get', '/employer/candidates/{id}', { params: { path: { id } } }, { enabled });

export const useOpenJobs = (enabled: boolean) =>
  $api.useInfiniteQuery(
    'get',
    '/employer/jobs',
    { params: { query: { status: 'open', page_size: OPEN_JOBS_PAGE_SIZE } } },
    {
      enabled,
      initialPageParam: 1,
      getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
      pageParamName: 'page',
    },
  );

/** The server's pay guidance for each level of a role, in the order of `levels`. */
export const useRateCards = (role: JobRole, levels: readonly ExperienceLevel[], enabled: boolean) =>
  useQueries({
    queries: levels.map((level) => ({
      ...$api.queryOptions('post', '/employer/ratecard-v2', { body: { role, experience_level: level } }),
      enabled,
      // Guidance changes with a release, not while a page is open.
      staleTime: Infinity,
    })),
  });

/** The jobInvitationMachine's 'invite' actor. */
export const inviteToJobActor = fromPromise<unknown, JobInvitationValues>(({ input }) => {
  const { candidateId, ...body } = input;
  return unwrap(api.POST('/employer/invite/candidate/{id}', { params: { path: { id: candidateId } }, body }));
});

export const requestCandidateActor = submitActor((values: CandidateRequestInput) =>
  unwrap(api.POST('/employer/requestcandidate', { body: values })),
);
