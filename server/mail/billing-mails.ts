import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';
import type { DeclineCode } from '../payments/provider.js';
import { declineMessage } from '../payments/decline-messages.js';
import { formatLongDate, formatMoney, formatNames } from '../../src/shared/format.js';

/**
 * The news a checkout brings: the employer's receipt, the candidate's "you're hired",
 * or the employer's "the payment did not go through".
 */
export type CheckoutMail = { template: 'checkout'; name: string; link: string } & (
  | { event: 'paid'; amountCents: number; last4: string; invoiceNumber: string; hires: string[] }
  | { event: 'hired'; company: string; jobTitle: string; startDate: string }
  | { event: 'failed'; amountCents: number; hires: string[]; failureCode: DeclineCode }
);

/** Subject, body and button of a checkout mail, in the recipient's language. */
export function checkoutMailContent(mail: CheckoutMail, o: { locale: Locale }) {
  switch (mail.event) {
    case 'paid':
      return {
        subject: m.checkout_mail_receipt_subject({}, o),
        body: m.checkout_mail_receipt_body(
          { amount: formatMoney(mail.amountCents, o.locale), last4: mail.last4, names: formatNames(mail.hires, o.locale), number: mail.invoiceNumber },
          o,
        ),
        action: m.checkout_mail_receipt_action({}, o),
        link: mail.link,
      };
    case 'hired':
      return {
        subject: m.checkout_mail_hired_subject({ company: mail.company }, o),
        body: m.checkout_mail_hired_body({ company: mail.company, job: mail.jobTitle, date: formatLongDate(mail.startDate, o.locale) }, o),
        action: m.checkout_mail_hired_action({}, o),
        link: mail.link,
      };
    case 'failed':
      return {
        subject: m.checkout_mail_failed_subject({}, o),
        body: m.checkout_mail_failed_body(
          { amount: formatMoney(mail.amountCents, o.locale), names: formatNames(mail.hires, o.locale), reason: declineMessage(mail.failureCode, o.locale) },
          o,
        ),
        action: m.checkout_mail_failed_action({}, o),
        link: mail.link,
      };
  }
}
