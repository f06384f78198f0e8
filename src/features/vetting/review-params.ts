import { isCountryCode } from '@/lib/countries';
import { VETTING_STATUSES, type VettingStatus } from './review-api';
import { STATUS } from './words';

/** The status the queue shows when `?status=` is absent: the cases waiting for a decision. */
export const DEFAULT_STATUS = 'in_review' satisfies VettingStatus;

export function statusFromParams(params: URLSearchParams): VettingStatus {
  const given = params.get('status');
  return VETTING_STATUSES.includes(given as VettingStatus) ? (given as VettingStatus) : DEFAULT_STATUS;
}

/** `?country=`: one country's candidates, or everyone's when absent (or not a country). */
export function countryFromParams(params: URLSearchParams): string | undefined {
  const given = params.get('country');
  return given && isCountryCode(given) ? given : undefined;
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** What the status filter offers, in order. */
export const statusChoices = () => VETTING_STATUSES.map((value) => ({ value, label: STATUS[value].label() }));
