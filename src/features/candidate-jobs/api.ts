import { fromPromise } from 'xstate';
import type { components, operations } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { CandidateApplication } from '@/machines/job-application.machine';
import type { CandidateInterview } from '@/machines/interview-answer.machine';
import type { CandidateOffer, DeclineReason } from '@/machines/offer-response.machine';

export type JobSummary = components['schemas']['JobSummary'];
export type JobView = components['schemas']['JobView'];
export type { CandidateApplication, CandidateInterview, CandidateOffer };

export type JobSearchQuery = NonNullable<operations['searchJobs']['parameters']['query']>;
export type ApplicationsQuery = NonNullable<operations['listMyApplications']['parameters']['query']>;
export type InterviewsQuery = NonNullable<operations['listMyInterviews']['parameters']['query']>;
export type OffersQuery = NonNullable<operations['listMyOffers']['parameters']['query']>;

export const PAGE_SIZE = 20;

export const useJobSearch = (query: JobSearchQuery) => $api.useQuery('get', '/jobs', { params: { query } });

export const useJob = (id: string, enabled: boolean) =>
  $api.useQuery('get', '/jobs/{id}', { params: { path: { id } } }, { enabled, retry: false });

export const useMyApplications = (query: ApplicationsQuery, enabled = true) =>
  $api.useQuery('get', '/candidate/applications', { params: { query } }, { enabled });

export const useMyInterviews = (query: InterviewsQuery) => $api.useQuery('get', '/candidate/interviews', { params: { query } });

export const useMyOffers = (query: OffersQuery) => $api.useQuery('get', '/candidate/offers', { params: { query } });

export const applyActor = fromPromise<CandidateApplication, { jobId: string; note: string }>(({ input }) =>
  unwrap(
    api.POST('/jobs/{id}/apply', {
      params: { path: { id: input.jobId } },
      body: input.note ? { note: input.note } : {},
    }),
  ),
);

export const withdrawActor = fromPromise<CandidateApplication, { applicationId: string }>(({ input }) =>
  unwrap(api.POST('/candidate/applications/{id}/withdraw', { params: { path: { id: input.applicationId } } })),
);

export const acceptInterviewActor = fromPromise<CandidateInterview, { interviewId: string; time: string }>(({ input }) =>
  unwrap(
    api.POST('/candidate/interviews/{id}/accept', { params: { path: { id: input.interviewId } }, body: { time: input.time } }),
  ),
);

export const declineInterviewActor = fromPromise<CandidateInterview, { interviewId: string; note: string }>(({ input }) =>
  unwrap(
    api.POST('/candidate/interviews/{id}/decline', {
      params: { path: { id: input.interviewId } },
      body: input.note ? { note: input.note } : {},
    }),
  ),
);

export const rescheduleInterviewActor = fromPromise<CandidateInterview, { interviewId: string; note: string }>(({ input }) =>
  unwrap(
    api.POST('/candidate/interviews/{id}/reschedule', { params: { path: { id: input.interviewId } }, body: { note: input.note } }),
  ),
);

export const acceptOfferActor = fromPromise<CandidateOffer, { offerId: string }>(({ input }) =>
  unwrap(api.POST('/candidate/offers/{id}/accept', { params: { path: { id: input.offerId } } })),
);

export const declineOfferActor = fromPromise<CandidateOffer, { offerId: string; reason: DeclineReason; comment: string }>(
  ({ input }) =>
    unwrap(
      api.POST('/candidate/offers/{id}/decline', {
        params: { path: { id: input.offerId } },
        body: input.comment ? { reason: input.reason, comment: input.comment } : { reason: input.reason },
      }),
    ),
);
