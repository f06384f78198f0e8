import { KINDS, STATUSES, type PartnerKind, type VerificationStatus } from './api';

/** The status the queue shows when `?status=` is absent: the verifications waiting for a decision. */
export const DEFAULT_STATUS = 'submitted' satisfies VerificationStatus;

export function statusFromParams(params: URLSearchParams): VerificationStatus {
  const given = params.get('status');
  return STATUSES.includes(given as VerificationStatus) ? (given as VerificationStatus) : DEFAULT_STATUS;
}

/** `?kind=`: one kind of partner, or every kind when absent (or not a kind). */
export function kindFromParams(params: URLSearchParams): PartnerKind | undefined {
  const given = params.get('kind');
  return KINDS.includes(given as PartnerKind) ? (given as PartnerKind) : undefined;
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
