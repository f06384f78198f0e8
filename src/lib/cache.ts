import type { QueryClient } from '@tanstack/react-query';
import type { paths } from '@/generated/api';
import { $api } from './api-client';

/**
 * What a change on the server makes stale in the cache, by name. Every read goes through
 * `$api` (src/lib/api-client.ts), whose keys are `[method, path, init]`: a key of
 * `[method, path]` matches every page and filter of that read.
 */

/** The contract's paths that can be read with GET. */
type ReadPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/** The key every GET of `path` starts with, whatever its parameters. */
const everyRead = <P extends ReadPath>(path: P) => ['get', path] as const;

function refresh(queryClient: QueryClient, keys: readonly (readonly unknown[])[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Every list an action in the hiring pipeline can change, and the job counts and dashboard built on them. */
const PIPELINE = [
  everyRead('/employer/jobs/applicants'),
  everyRead('/employer/jobs/applicants/allinterviews'),
  everyRead('/employer/jobs/applicants/alloffers'),
  everyRead('/employer/hiredstaffs'),
  everyRead('/employer/jobs'),
  everyRead('/employer/jobs/{id}'),
  everyRead('/employer/dashboard'),
];

/** The key of one of the employer's offers, as the page that edits its terms reads it. */
export const offerKey = (offerId: string) =>
  $api.queryOptions('get', '/employer/offers/{id}', { params: { path: { id: offerId } } }).queryKey;

/** A shortlist, rejection, invitation, offer, cancellation or contract change; with `offerId`, that offer too. */
export const afterPipelineChange = (queryClient: QueryClient, changed: { offerId?: string } = {}) =>
  refresh(queryClient, changed.offerId ? [...PIPELINE, offerKey(changed.offerId)] : PIPELINE);

/** A paid checkout: offers become staff, the dashboard's counts and the spendings move. */
export const afterHire = (queryClient: QueryClient) =>
  refresh(queryClient, [
    everyRead('/employer/jobs/applicants/alloffers'),
    everyRead('/employer/hiredstaffs'),
    everyRead('/employer/fractional-hire'),
    everyRead('/employer/dashboard'),
    everyRead('/employer/spendings'),
  ]);

/** The subscription's standing is a POST in the contract, read like a GET. */
const subscriptionKey = () => $api.queryOptions('post', '/employer/check-subscription-status').queryKey;

export const afterSubscriptionChange = (queryClient: QueryClient) => refresh(queryClient, [subscriptionKey()]);

/** A payment went through: the failed list, the subscription's standing and the transactions change with it. */
export const afterPayment = (queryClient: QueryClient) =>
  refresh(queryClient, [
    everyRead('/employer/failed-payment'),
    everyRead('/employer/spendings'),
    everyRead('/employer/payment-methods'),
    subscriptionKey(),
  ]);

/** A card saved, removed or made the default: every saved-card list on screen. */
export const afterCardChange = (queryClient: QueryClient) => refresh(queryClient, [everyRead('/employer/payment-methods')]);

/** A card saved through the provider: the first one also creates the customer the provider's info then names. */
export const afterCardSaved = (queryClient: QueryClient) =>
  refresh(queryClient, [everyRead('/employer/payment-methods'), everyRead('/stripe-info')]);

/** The key of one of the employer's jobs, as its page reads it. */
export const jobKey = (jobId: string) => $api.queryOptions('get', '/employer/jobs/{id}', { params: { path: { id: jobId } } }).queryKey;

/** A job changed: its page shows what the server answered, and every list of jobs asks again. */
export function afterJobChange(queryClient: QueryClient, job: { id: string }) {
  queryClient.setQueryData(jobKey(job.id), job);
  return refresh(queryClient, [everyRead('/employer/jobs')]);
}

/** The job changed elsewhere (a refused action says so): read it again. */
export const afterJobChangedElsewhere = (queryClient: QueryClient, jobId: string) => refresh(queryClient, [jobKey(jobId)]);

/** An invitation sent, or refused because the candidate already applied: where they stand on each job. */
export const afterInvite = (queryClient: QueryClient, candidateId: string) =>
  refresh(queryClient, [$api.queryOptions('get', '/employer/candidates/{id}', { params: { path: { id: candidateId } } }).queryKey]);

/** A job found closed: every page of the employer's job lists, whatever the filter. */
export const afterJobsChange = (queryClient: QueryClient) => refresh(queryClient, [everyRead('/employer/jobs')]);

/** Any answer of a candidate: the job's "you applied" mark, their lists, their home. */
export const afterCandidateAnswer = (queryClient: QueryClient) =>
  refresh(queryClient, [
    everyRead('/jobs'),
    everyRead('/jobs/{id}'),
    everyRead('/candidate/applications'),
    everyRead('/candidate/interviews'),
    everyRead('/candidate/offers'),
    everyRead('/candidate/active-job'),
    everyRead('/candidate/dashboard'),
  ]);

/** The candidate's profile saved: its page shows what the server answered, and their home how complete it is. */
export function afterProfileChange(queryClient: QueryClient, saved: unknown) {
  queryClient.setQueryData($api.queryOptions('get', '/candidate/profile').queryKey, saved);
  return refresh(queryClient, [everyRead('/candidate/dashboard')]);
}

/** The company profile or its logo saved: its page shows what the server answered, and the job board the new card. */
export function afterCompanyProfileChange(queryClient: QueryClient, saved: unknown) {
  queryClient.setQueryData($api.queryOptions('get', '/employer/company').queryKey, saved);
  return refresh(queryClient, [everyRead('/jobs'), everyRead('/jobs/{id}')]);
}

/** A session ended or the password changed (which ends the others): the list of signed-in devices. */
export const afterSessionsChange = (queryClient: QueryClient) => refresh(queryClient, [everyRead('/auth/sessions')]);

/** A grant application sent: the employer's list of them. */
export const afterGrantApplication = (queryClient: QueryClient) => refresh(queryClient, [everyRead('/employer/grant-applications')]);

/** A grant decision, or finding someone else decided first: every page and filter of the review list. */
export const afterGrantDecision = (queryClient: QueryClient) => refresh(queryClient, [everyRead('/admin/grant-applications')]);

/** An estimate saved or deleted: the saved list. */
export const afterEstimatesChange = (queryClient: QueryClient) => refresh(queryClient, [everyRead('/employer/estimates')]);

/** The staff member's clock moved, or a correction of their times was asked for: today's clock and their attendance. */
export const afterAttendanceChange = (queryClient: QueryClient) =>
  refresh(queryClient, [everyRead('/candidate/attendance/today'), everyRead('/candidate/attendance')]);

/** The key of one of the staff member's end-of-day reports, as its page reads it. */
export const myReportKey = (reportId: string) =>
  $api.queryOptions('get', '/candidate/eod-reports/{id}', { params: { path: { id: reportId } } }).queryKey;

/** An end-of-day report filed or changed: its page shows what the server answered, and the list asks again. */
export function afterReportChange(queryClient: QueryClient, report: { id: string }) {
  queryClient.setQueryData(myReportKey(report.id), report);
  return refresh(queryClient, [everyRead('/candidate/eod-reports')]);
}

/** A time-off request sent or cancelled, or found answered: the requests and the balances they count against. */
export const afterTimeOffChange = (queryClient: QueryClient) => refresh(queryClient, [everyRead('/candidate/time-off')]);

/** The staff member's contract was found ended (or gone): the job, the clock and the home built on them. */
export const afterContractEnded = (queryClient: QueryClient) =>
  refresh(queryClient, [everyRead('/candidate/active-job'), everyRead('/candidate/attendance/today'), everyRead('/candidate/dashboard')]);

/** A time-off request answered, or found answered elsewhere: the requests and balances, and the days it marks as leave. */
export const afterTimeOffDecision = (queryClient: QueryClient) =>
  refresh(queryClient, [everyRead('/employer/pto/candidate-history/{id}'), everyRead('/employer/attendance-history/{id}')]);

/** An attendance correction approved or declined, or found decided elsewhere: the days and totals it changes. */
export const afterCorrectionDecision = (queryClient: QueryClient) => refresh(queryClient, [everyRead('/employer/attendance-history/{id}')]);

/** A comment on an end-of-day report: the report's comments and the lists' counts. */
export const afterReportComment = (queryClient: QueryClient) => refresh(queryClient, [everyRead('/employer/reports/{id}')]);

/** Whether a read of `/employer/reports/{id}` asks for one report (`?report=`) rather than a page of them. */
const readsOneReport = (queryKey: readonly unknown[]) =>
  Boolean((queryKey[2] as { params?: { query?: { report?: string } } } | undefined)?.params?.query?.report);

/** A report opened, which marks it read: the lists and their unread counts, not the report just read. */
export const afterReportOpened = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: everyRead('/employer/reports/{id}'), predicate: (query) => !readsOneReport(query.queryKey) });

/** An agent invited, removed, or an invitation answered: both sides' views of the agent and its clients. */
export const afterAgentChange = (queryClient: QueryClient) =>
  refresh(queryClient, [
    everyRead('/employer/currentagent'),
    everyRead('/employer/agentrequested'),
    everyRead('/agent/invitations'),
    everyRead('/agent/clients'),
    everyRead('/agent/clients/{id}'),
  ]);

/** An agent's change in a client's pipeline: the client's applicants, and the count of what it did. */
export const afterAgentPipelineChange = (queryClient: QueryClient) =>
  refresh(queryClient, [everyRead('/agent/clients/{id}/applicants'), everyRead('/agent/clients'), everyRead('/agent/clients/{id}')]);

/** The time-off policy saved: it shows what the server answered, and every balance it accrues is read again. */
export function afterTimeOffPolicyChange(queryClient: QueryClient, saved: unknown) {
  queryClient.setQueryData($api.queryOptions('get', '/employer/pto/policy').queryKey, saved);
  return refresh(queryClient, [everyRead('/employer/pto/candidate-history/{id}')]);
}

/** A BPO's application, worksite, photo or member changed, or a candidate answered its invitation: both sides' views. */
export const afterBpoChange = (queryClient: QueryClient) =>
  refresh(queryClient, [
    everyRead('/bpo/accreditation'),
    everyRead('/bpo/worksites'),
    everyRead('/bpo/worksites/{id}'),
    everyRead('/bpo/members'),
    everyRead('/candidate/bpo'),
  ]);

/** The header's unread count and every page of the conversation list: what reading, muting or a message moves. */
const CONVERSATIONS = [everyRead('/messages/unread-count'), everyRead('/conversations')];

/** A conversation read up to a message: the header's unread count and the list's unread marks. */
export const afterConversationRead = (queryClient: QueryClient) => refresh(queryClient, CONVERSATIONS);

/** A message sent, edited, deleted or arrived live: the list's order and excerpts (and the unread count). */
export const afterMessagesChange = (queryClient: QueryClient) => refresh(queryClient, [...CONVERSATIONS, everyRead('/messages/search')]);

/** A conversation muted, blocked or unblocked: it shows what the server answered, and the list and count follow. */
export function afterConversationChange(queryClient: QueryClient, conversation: { id: string }) {
  queryClient.setQueryData($api.queryOptions('get', '/conversations/{id}', { params: { path: { id: conversation.id } } }).queryKey, conversation);
  return refresh(queryClient, CONVERSATIONS);
}
