import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';

type S = components['schemas'];
export type VettingStatus = S['VettingStatus'];
export type VettingReviewItem = S['VettingReviewItem'];
export type VettingReviewCase = S['VettingReviewCase'];
export type VettingDecision = S['VettingDecision'];

export const VETTING_STATUSES = ['in_review', 'needs_changes', 'vetted', 'answering'] as const satisfies readonly VettingStatus[];
export const PAGE_SIZE = 20;

/** The 409 of a decision on a case someone else has decided already. */
export const DECIDED = 'VETTING_DECIDED';

/** The keys every page of the queue and every opened case start with ($api keys are `[method, path, init]`). */
export const REVIEW_LIST_KEY = ['get', '/admin/vetting'] as const;
export const REVIEW_CASE_KEY = ['get', '/admin/vetting/{id}'] as const;

/** listVettingReviews: a page of cases of one status (and country), the longest waiting first. */
export const useVettingQueue = (status: VettingStatus, country: string | undefined, page: number) =>
  $api.useQuery('get', '/admin/vetting', { params: { query: { status, ...(country ? { country } : {}), page, page_size: PAGE_SIZE } } });

/** getVettingReview: one case with the profile, the answers and every decision. */
export const useVettingCase = (id: string) => $api.useQuery('get', '/admin/vetting/{id}', { params: { path: { id } } });

/** The largest page the dashboard's count reads: past it, "50+". */
export const WAITING_PAGE_SIZE = 50;

/** Cases waiting for a decision, up to one full page, for the administrators' dashboard. */
export const useVettingWaiting = () => $api.useQuery('get', '/admin/vetting', { params: { query: { status: 'in_review', page_size: WAITING_PAGE_SIZE } } });

export type Decision = { id: string; body: VettingDecision };

/** decideVetting: the decided case, or the server's problem. */
export const sendDecision = ({ id, body }: Decision): Promise<VettingReviewCase> =>
  unwrap(api.POST('/admin/vetting/{id}/decision', { params: { path: { id } }, body }));
