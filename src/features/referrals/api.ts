import type { components } from '@/generated/api';
import { $api } from '@/lib/api-client';

/* The reads of a business agent's referrals (server/referrals): all read-only, no change is made here. */

type S = components['schemas'];
export type ReferralProgram = S['ReferralProgram'];
export type Referral = S['Referral'];
export type ReferralStatus = S['ReferralStatus'];
export type ReferralCredit = S['ReferralCredit'];
export type ReferralCreditOutcome = S['ReferralCreditOutcome'];

export const REFERRAL_STATUSES = ['signed_up', 'first_month_paid', 'qualified', 'yearly_limit_reached'] as const satisfies readonly ReferralStatus[];
export const PAGE_SIZE = 20;

/** getMyReferralProgram: the link and the totals. */
export const useReferralProgram = () => $api.useQuery('get', '/business-agent/referral-program');

/** listMyReferrals: a page of the employers who signed up through the link, of one status or all. */
export const useReferrals = (status: ReferralStatus | undefined, page: number) =>
  $api.useQuery('get', '/business-agent/referrals', { params: { query: { ...(status ? { status } : {}), page, page_size: PAGE_SIZE } } });

/** listMyReferralCredits: a page of the ledger, of one calendar year or all, with its totals. */
export const useReferralCredits = (year: number | undefined, page: number) =>
  $api.useQuery('get', '/business-agent/referral-credits', { params: { query: { ...(year ? { year } : {}), page, page_size: PAGE_SIZE } } });
