import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';
import type { DeclineCode } from '../payments/provider.js';
import { declineMessage } from '../payments/decline-messages.js';
import { formatMoney, formatMonth } from '../../src/shared/format.js';

/** The employer's news about a monthly bill: its receipt, or why it could not be collected. */
export type MonthlyBillMail = {
  template: 'monthly_bill';
  name: string;
  /** The first day of the month billed. */
  periodStart: string;
  amountCents: number;
  link: string;
} & ({ outcome: 'paid'; last4: string } | { outcome: 'failed'; failureCode: DeclineCode });

/** Subject, body and button of a monthly bill mail, in the recipient's language. */
export function monthlyBillMailContent(mail: MonthlyBillMail, o: { locale: Locale }) {
  const month = formatMonth(mail.periodStart, o.locale);
  const amount = formatMoney(mail.amountCents, o.locale);
  if (mail.outcome === 'paid') {
    return {
      subject: m.billing_mail_monthly_paid_subject({ month }, o),
      body: m.billing_mail_monthly_paid_body({ month, amount, last4: mail.last4 }, o),
      action: m.billing_mail_monthly_paid_action({}, o),
      link: mail.link,
    };
  }
  return {
    subject: m.billing_mail_monthly_failed_subject({ month }, o),
    body: m.billing_mail_monthly_failed_body({ month, amount, reason: declineMessage(mail.failureCode, o.locale) }, o),
    action: m.billing_mail_monthly_failed_action({}, o),
    link: mail.link,
  };
}
