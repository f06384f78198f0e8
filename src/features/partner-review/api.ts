import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';

type S = components['schemas'];
export type PartnerKind = S['PartnerKind'];
export type VerificationStatus = S['PartnerVerificationStatus'];
export type PartnerReviewItem = S['PartnerReviewItem'];
export type PartnerReview = S['PartnerReview'];
export type PartnerDecision = S['PartnerDecision'];

export const STATUSES = ['submitted', 'changes_requested', 'verified', 'rejected', 'draft'] as const satisfies readonly VerificationStatus[];
export const KINDS = ['agent', 'business_agent', 'bpo', 'saa', 'ba'] as const satisfies readonly PartnerKind[];
export const PAGE_SIZE = 20;

/** The 409 of a decision on a verification someone else has decided already. */
export const DECIDED = 'PARTNER_VERIFICATION_DECIDED';

/** The keys every page of the queue and every opened verification start with ($api keys are `[method, path, init]`). */
export const REVIEW_LIST_KEY = ['get', '/admin/partner-verifications'] as const;
export const REVIEW_CASE_KEY = ['get', '/admin/partner-verifications/{id}'] as const;

/** listPartnerVerifications: a page of one status (and kind), the longest waiting first. */
export const usePartnerQueue = (status: VerificationStatus, kind: PartnerKind | undefined, page: number) =>
  $api.useQuery('get', '/admin/partner-verifications', { params: { query: { status, ...(kind ? { kind } : {}), page, page_size: PAGE_SIZE } } });

/** getPartnerVerificationReview: one verification with its partner, documents and decisions. */
export const usePartnerReview = (id: string) => $api.useQuery('get', '/admin/partner-verifications/{id}', { params: { path: { id } } });

/** The largest page the dashboard's count reads: past it, "50+". */
export const WAITING_PAGE_SIZE = 50;

/** Verifications waiting for a decision, up to one full page, for the administrators' dashboard. */
export const usePartnersWaiting = () => $api.useQuery('get', '/admin/partner-verifications', { params: { query: { status: 'submitted', page_size: WAITING_PAGE_SIZE } } });

export type Decision = { id: string; body: PartnerDecision };

/** decidePartnerVerification: the decided review, or the server's problem. */
export const sendDecision = ({ id, body }: Decision): Promise<PartnerReview> =>
  unwrap(api.POST('/admin/partner-verifications/{id}/decision', { params: { path: { id } }, body }));
