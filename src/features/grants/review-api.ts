import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';

export type GrantApplication = components['schemas']['GrantApplication'];
export type GrantApplicationStatus = components['schemas']['GrantApplicationStatus'];
export type GrantApprovalRequest = components['schemas']['GrantApprovalRequest'];
export type GrantRejectionRequest = components['schemas']['GrantRejectionRequest'];

export const GRANT_STATUSES = ['submitted', 'approved', 'rejected'] as const satisfies readonly GrantApplicationStatus[];
export const PAGE_SIZE = 20;

/** The 409 of a decision on an application someone else has decided already. */
export const DECIDED = 'GRANT_APPLICATION_DECIDED';

export const useReviewList = (status: GrantApplicationStatus | undefined, page: number) =>
  $api.useQuery('get', '/admin/grant-applications', { params: { query: { ...(status ? { status } : {}), page, page_size: PAGE_SIZE } } });

/** A decision on one application, as the dialogs send it. */
export type Decision =
  | { kind: 'approve'; id: string; body: GrantApprovalRequest }
  | { kind: 'reject'; id: string; body: GrantRejectionRequest };

/** approveGrantApplication or rejectGrantApplication; the decided application, or the server's problem. */
export function sendDecision(decision: Decision): Promise<GrantApplication> {
  const params = { path: { id: decision.id } };
  return decision.kind === 'approve'
    ? unwrap(api.POST('/admin/grant-applications/{id}/approve', { params, body: decision.body }))
    : unwrap(api.POST('/admin/grant-applications/{id}/reject', { params, body: decision.body }));
}
