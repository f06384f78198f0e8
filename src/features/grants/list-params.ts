import { m } from '@/generated/paraglide/messages.js';
import { grantStatusLabel } from './GrantStatusBadge';
import { GRANT_STATUSES, type GrantApplicationStatus } from './review-api';

/** `?status=` as the list reads it: waiting applications unless another status, or all, is asked for. */
export type StatusChoice = GrantApplicationStatus | 'all';

/** The status the list shows when `?status=` is absent. */
export const DEFAULT_STATUS = 'submitted' satisfies StatusChoice;

export function statusFromParams(params: URLSearchParams): StatusChoice {
  const given = params.get('status');
  return given === 'all' || GRANT_STATUSES.includes(given as GrantApplicationStatus) ? (given as StatusChoice) : DEFAULT_STATUS;
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** What the status filter offers, in order: every status, then all of them. */
export const statusChoices = () =>
  [...GRANT_STATUSES, 'all' as const].map((value) => ({
    value,
    label: value === 'all' ? m.grants_review_filter_all() : grantStatusLabel[value](),
  }));
