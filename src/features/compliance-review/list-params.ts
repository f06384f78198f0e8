import { m } from '@/generated/paraglide/messages.js';
import { countryName } from '@/lib/countries';
import { DOCUMENT_KINDS, REVIEW_STATUSES, type ComplianceDocumentKind, type ReviewFilters, type ReviewStatus } from './api';
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

/** `?country=`: candidates of one country (ISO 3166-1 alpha-2), or every country. */
export function countryFromParams(params: URLSearchParams): string | undefined {
  const given = params.get('country');
  return given && /^[A-Z]{2}$/.test(given) ? given : undefined;
}

/** The waits the queue can be narrowed to, in days: the cases that have waited longest. */
export const WAITING_DAYS = [1, 3, 7] as const;

/** `?waiting=`: documents handed in at least this many days ago, one of WAITING_DAYS. */
export function waitingFromParams(params: URLSearchParams): number | undefined {
  const given = Number(params.get('waiting'));
  return (WAITING_DAYS as readonly number[]).includes(given) ? given : undefined;
}

/** Every filter the address holds. */
export function filtersFromParams(params: URLSearchParams): ReviewFilters {
  const status = statusFromParams(params);
  // A wait means something only for documents still waiting; the filter is shown only for those.
  const waitingDays = status === 'submitted' ? waitingFromParams(params) : undefined;
  return { status, kind: kindFromParams(params), country: countryFromParams(params), waitingDays };
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

/** What the country filter offers: every country, then those with cases, named and sorted in the reader's language. */
export function countryChoices(countries: readonly string[], locale: string) {
  const collator = new Intl.Collator(locale);
  const named = countries.map((value) => ({ value, label: countryName(value, locale) })).sort((a, b) => collator.compare(a.label, b.label));
  return [{ value: undefined, label: m.crev_filter_country_all() }, ...named];
}

/** What the waiting filter offers: any wait, then each least wait. */
export const waitingChoices = () => [
  { value: undefined, label: m.crev_filter_waiting_any() },
  ...WAITING_DAYS.map((days) => ({ value: String(days), label: m.crev_filter_waiting_days({ days }) })),
];

/** The address of the list's first page with the same filters. */
export function firstPageSearch({ status, kind, country, waitingDays }: ReviewFilters): string {
  const params = new URLSearchParams();
  if (status !== DEFAULT_STATUS) params.set('status', status);
  if (kind) params.set('kind', kind);
  if (country) params.set('country', country);
  if (waitingDays) params.set('waiting', String(waitingDays));
  return params.toString();
}
