import { m } from '../../src/generated/paraglide/messages.js';
import type { payments } from '../db/schema.js';
import type { Locale } from '../i18n.js';
import { formatMonth, formatNames } from '../../src/shared/format.js';

type Described = Pick<typeof payments.$inferSelect, 'kind' | 'lines' | 'periodStart'>;

/**
 * What a payment paid for, in the reader's language: the hires of a checkout, named from
 * its invoice lines, or the month a monthly bill covers.
 */
export function paymentDescription(payment: Described, locale: Locale): string {
  if (payment.kind === 'monthly') return m.billing_srv_spending_monthly({ month: formatMonth(payment.periodStart, locale) }, { locale });
  const names = [
    ...new Set(payment.lines.map((line) => line.candidate_name).filter((name): name is string => typeof name === 'string' && name !== '')),
  ];
  return m.billing_srv_spending_hire({ names: formatNames(names, locale) }, { locale });
}
