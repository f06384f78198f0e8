import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';

type S = components['schemas'];
export type ComplianceReviewItem = S['ComplianceReviewItem'];
export type ComplianceDocument = S['ComplianceDocument'];
export type ComplianceDocumentKind = S['ComplianceDocumentKind'];
export type ComplianceDocumentStatus = S['ComplianceDocumentStatus'];
export type ComplianceDecision = S['ComplianceDecision'];
export type OnboardingCase = S['OnboardingCase'];
export type OnboardingDecisionRecord = S['OnboardingDecisionRecord'];

/** The statuses listComplianceReviews filters by; an approved identity document past its date is listed as approved, shown as expired. */
export const REVIEW_STATUSES = ['submitted', 'approved', 'rejected'] as const satisfies readonly ComplianceDocumentStatus[];
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const DOCUMENT_KINDS = ['identity_document', 'proof_of_address', 'tax_form'] as const satisfies readonly ComplianceDocumentKind[];
export const PAGE_SIZE = 20;

/** The 409 of a decision on a document someone else has decided already. */
export const DECIDED = 'COMPLIANCE_DOCUMENT_DECIDED';

/** The key every page and filter of the list starts with ($api keys are `[method, path, init]`). */
export const REVIEW_LIST_KEY = ['get', '/admin/compliance/documents'] as const;

/** Every candidate's case (getOnboardingCase): read again after a decision taken from it or from the queue. */
export const CASE_KEY = ['get', '/admin/onboarding/{id}'] as const;

/** getOnboardingCase: one candidate's onboarding, as an administrator reviews it. */
export const useOnboardingCase = (id: string) => $api.useQuery('get', '/admin/onboarding/{id}', { params: { path: { id } } });

/** How the queue is narrowed: a status, and optionally a kind, the candidate's country and a least wait in days. */
export interface ReviewFilters {
  status: ReviewStatus;
  kind?: ComplianceDocumentKind;
  country?: string;
  waitingDays?: number;
}

/** listComplianceReviews: a page of documents as filtered, the longest waiting first. */
export const useReviewList = ({ status, kind, country, waitingDays }: ReviewFilters, page: number) =>
  $api.useQuery('get', '/admin/compliance/documents', {
    params: {
      query: { status, ...(kind ? { kind } : {}), ...(country ? { country } : {}), ...(waitingDays ? { waiting_days: waitingDays } : {}), page, page_size: PAGE_SIZE },
    },
  });

/** A decision on one document, as the dialogs send it. */
export type Decision = {
  id: string;
  body: ComplianceDecision;
};

/** decideComplianceDocument: the decided document, or the server's problem. */
export const sendDecision = ({ id, body }: Decision): Promise<ComplianceDocument> =>
  unwrap(api.POST('/admin/compliance/documents/{id}/decision', { params: { path: { id } }, body }));
