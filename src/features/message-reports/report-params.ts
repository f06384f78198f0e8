import { STATUSES, type ReportStatus } from './api';

/** The status the queue shows when `?status=` is absent: the reports waiting for a decision. */
export const DEFAULT_STATUS = 'open' satisfies ReportStatus;

export function statusFromParams(params: URLSearchParams): ReportStatus {
  const given = params.get('status');
  return STATUSES.includes(given as ReportStatus) ? (given as ReportStatus) : DEFAULT_STATUS;
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
