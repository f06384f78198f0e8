import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { components, operations } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { SendInterviewInviteInput } from '@/machines/interview-invite.machine';
import type { EmployerJob, SendOfferInput } from '@/machines/offer-composer.machine';

export type Applicant = components['schemas']['Applicant'];
export type EmployerInterview = components['schemas']['EmployerInterview'];
export type EmployerOffer = components['schemas']['EmployerOffer'];
export type Staff = components['schemas']['Staff'];
export type WorkSchedule = components['schemas']['WorkSchedule'];
export type HoursRange = components['schemas']['HoursRange'];
export type CandidateSummary = components['schemas']['CandidateSummary'];
export type ApplicationStatus = components['schemas']['ApplicationStatus'];
export type InterviewStatus = components['schemas']['InterviewStatus'];
export type OfferStatus = components['schemas']['OfferStatus'];
export type StaffStatus = components['schemas']['StaffStatus'];
export type Weekday = components['schemas']['Weekday'];

type QueryOf<K extends keyof operations> = operations[K] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
export type ApplicantQuery = QueryOf<'listApplicants'>;
export type InterviewQuery = QueryOf<'listInterviews'>;
export type OfferQuery = QueryOf<'listOffers'>;
export type StaffQuery = QueryOf<'listHiredStaff'>;

// A page turned or a filter changed keeps the old rows on screen until the new ones arrive.
const paged = { placeholderData: keepPreviousData };

export const useApplicants = (query: ApplicantQuery) =>
  $api.useQuery('get', '/employer/jobs/applicants', { params: { query } }, paged);
export const useInterviews = (query: InterviewQuery) =>
  $api.useQuery('get', '/employer/jobs/applicants/allinterviews', { params: { query } }, paged);
export const useOffers = (query: OfferQuery) =>
  $api.useQuery('get', '/employer/jobs/applicants/alloffers', { params: { query } }, paged);
export const useStaff = (query: StaffQuery) => $api.useQuery('get', '/employer/hiredstaffs', { params: { query } }, paged);

/** The employer's jobs for a filter: the 50 latest, which is what a select can usefully hold. */
export const JOB_CHOICES = 50;
export const useJobChoices = () => $api.useQuery('get', '/employer/jobs', { params: { query: { page_size: JOB_CHOICES } } });

const jobOptions = (id: string) => $api.queryOptions('get', '/employer/jobs/{id}', { params: { path: { id } } });
export const useEmployerJob = (id: string) => $api.useQuery('get', '/employer/jobs/{id}', { params: { path: { id } } });

export const shortlistApplicant = (id: string) =>
  unwrap(api.POST('/employer/jobs/applicants/{id}/shortlist', { params: { path: { id } } }));

export const rejectApplicant = (id: string, reason: string) =>
  unwrap(api.POST('/employer/jobs/applicants/{id}/reject', { params: { path: { id } }, body: reason ? { reason } : {} }));

export const cancelInterview = (id: string) => unwrap(api.POST('/employer/interviews/{id}/cancel', { params: { path: { id } } }));

export const withdrawOffer = (id: string) => unwrap(api.POST('/employer/offers/{id}/withdraw', { params: { path: { id } } }));

export const endContract = (offerId: string, reason: string) =>
  unwrap(api.PUT('/employer/staff/fire', { body: { offer_id: offerId, reason } }));

export const updateWorktime = (offerId: string, schedule: WorkSchedule) =>
  unwrap(api.POST('/employer/update-worktime', { body: { offer_id: offerId, ...schedule } }));

/** The interviewInviteMachine's 'sendInvite' actor. */
export const sendInterviewInviteActor = fromPromise<EmployerInterview, SendInterviewInviteInput>(({ input }) =>
  unwrap(api.POST('/employer/candidates/interview/{id}', { params: { path: { id: input.applicationId } }, body: input.body })),
);

/** The offerComposerMachine's 'sendOffer' actor. */
export const sendOfferActor = fromPromise<EmployerOffer, SendOfferInput>(({ input }) =>
  unwrap(api.PUT('/employer/candidates/interview/after-v2/{id}', { params: { path: { id: input.applicationId } }, body: input.body })),
);

/** The offerComposerMachine's 'loadJob' actor, sharing the job page's cache. */
export const loadJobActor = (queryClient: QueryClient) =>
  fromPromise<EmployerJob, { jobId: string }>(({ input }) => queryClient.fetchQuery({ ...jobOptions(input.jobId), staleTime: 30_000 }));

/** One of the employer's offers; null when there is none by that id for this employer. */
export async function findOffer(offerId: string, signal?: AbortSignal): Promise<EmployerOffer | null> {
  const answer = await api.GET('/employer/offers/{id}', { params: { path: { id: offerId } }, signal });
  return answer.response.status === 404 ? null : unwrap(Promise.resolve(answer));
}
