import { m } from '@/generated/paraglide/messages.js';
import { DOCUMENT_KINDS, REVIEW_STATUSES, type ComplianceDocumentKind, type ReviewStatus } from './api';
import { KIND_TITLE, STATUS } from './words';

/** The status the list shows when `?status=` is absent: the documents waiting for a decision. */
export const DEFAULT_STATUS = 'submitted' satisfies ReviewStatus;

export function statusFromParams(params: URLSearchParams): ReviewStatus {
  const given = params.get('status');
  return REVIEW_STATUSES.includes(given as ReviewStatus) ? (given as ReviewStatus) : DEFAULT_STATUS;
}

/** `?kind=`: one kind of document, or every kind when absent (or unknown). */
export function kindFromParams(params: URLSearchParams): ComplianceDocumentKind | undefined {
  const given = params.get('kind');
  return DOCUMENT_KINDS.includes(given as ComplianceDocumentKind) ? (given as ComplianceDocumentKind) : undefined;
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** What the status filter offers, in order; the contract has no "every status". */
export const statusChoices = () => REVIEW_STATUSES.map((value) => ({ value, label: STATUS[value].label() }));

/** What the kind filter offers: every kind, then each one. */
export const kindChoices = () => [
  { value: undefined, label: m.crev_filter_kind_all() },
  ...DOCUMENT_KINDS.map((value) => ({ value, label: KIND_TITLE[value]() })),
];

/** The address of the list's first page with the same filters. */
export function firstPageSearch(status: ReviewStatus, kind: ComplianceDocumentKind | undefined): string {
  const params = new URLSearchParams();
  if (status !== DEFAULT_STATUS) params.set('status', status);
  if (kind) params.set('kind', kind);
  return params.toString();
}
