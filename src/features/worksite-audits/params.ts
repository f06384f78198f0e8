import { isCountryCode } from '@/lib/countries';
import { AUDIT_STATUSES, QUEUE_STATES, type AuditQueueState, type AuditStatus } from './api';

/** The queue's state when `?state=` is absent: the worksites waiting for an auditor. */
export const DEFAULT_STATE = 'awaiting' satisfies AuditQueueState;

export function stateFromParams(params: URLSearchParams): AuditQueueState {
  const given = params.get('state');
  return QUEUE_STATES.includes(given as AuditQueueState) ? (given as AuditQueueState) : DEFAULT_STATE;
}

/** `?status=` of the auditor's list: one status, or the open audits when absent. */
export function statusFromParams(params: URLSearchParams): AuditStatus | undefined {
  const given = params.get('status');
  return AUDIT_STATUSES.includes(given as AuditStatus) ? (given as AuditStatus) : undefined;
}

export function countryFromParams(params: URLSearchParams): string | undefined {
  const given = params.get('country');
  return given && isCountryCode(given) ? given : undefined;
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
