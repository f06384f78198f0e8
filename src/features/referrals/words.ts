import { m } from '@/generated/paraglide/messages.js';
import type { StatusTone } from '@/ui/StatusBadge';
import type { ReferralCreditOutcome, ReferralStatus } from './api';

// The words of referrals (messages/<locale>/referrals.json), shared by the page and the dashboard's home.

export const STATUS: Record<ReferralStatus, { label: () => string; tone: StatusTone }> = {
  signed_up: { label: m.ref_status_signed_up, tone: 'gray' },
  first_month_paid: { label: m.ref_status_first_month_paid, tone: 'blue' },
  qualified: { label: m.ref_status_qualified, tone: 'green' },
  yearly_limit_reached: { label: m.ref_status_yearly_limit_reached, tone: 'orange' },
};

export const OUTCOME: Record<ReferralCreditOutcome, () => string> = {
  credited: m.ref_outcome_credited,
  yearly_limit_reached: m.ref_outcome_yearly_limit_reached,
};

/** The link as the business agent shares it: the sign-up address on this site. */
export const referralUrl = (signupPath: string) => `${window.location.origin}${signupPath}`;
