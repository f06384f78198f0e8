import { REFERRAL_STATUSES, type ReferralStatus } from './api';

/** What /referrals shows, from its address: `status` and `page` of the referred businesses, `year` and `ledger_page` of the ledger. */
export function listParams(params: URLSearchParams) {
  const status = params.get('status');
  const year = Number(params.get('year'));
  return {
    status: REFERRAL_STATUSES.includes(status as ReferralStatus) ? (status as ReferralStatus) : undefined,
    page: pageOf(params.get('page')),
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : undefined,
    ledgerPage: pageOf(params.get('ledger_page')),
  };
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
