import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';
import type { DeclineCode } from '../payments/provider.js';
import { declineMessage } from '../billing/payment-view.js';
import { listWords, moneyWords } from '../billing/billing-words.js';

/**
 * The news a checkout brings: the employer's receipt, the candidate's "you're hired",
 * or the employer's "the payment did not go through".
 */
export type CheckoutMail = { template: 'checkout'; name: string; link: string } & (
  | { event: 'paid'; amountCents: number; last4: string; invoiceNumber: string; hires: string[] }
  | { event: 'hired'; company: string; jobTitle: string; startDate: string }
  | { event: 'failed'; amountCents: number; hires: string[]; failureCode: DeclineCode }
);

/** A calendar day the way the reader writes it, e.g. "January 4, 2027", "4 janvier 2027", "2027年1月4日". */
const dayWords = (isoDate: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));

/** Subject, body and button of a checkout mail, in the recipient's language. */
export function checkoutMailContent(mail: CheckoutMail, o: { locale: Locale }) {
  switch (mail.event) {
    case 'paid':
      return {
        subject: m.checkout_mail_receipt_subject({}, o),
        body: m.checkout_mail_receipt_body(
          { amount: moneyWords(mail.amountCents, o.locale), last4: mail.last4, names: listWords(mail.hires, o.locale), number: mail.invoiceNumber },
          o,
        ),
        action: m.checkout_mail_receipt_action({}, o),
        link: mail.link,
      };
    case 'hired':
      return {
        subject: m.checkout_mail_hired_subject({ company: mail.company }, o),
        body: m.checkout_mail_hired_body({ company: mail.company, job: mail.jobTitle, date: dayWords(mail.startDate, o.locale) }, o),
        action: m.checkout_mail_hired_action({}, o),
        link: mail.link,
      };
    case 'failed':
      return {
        subject: m.checkout_mail_failed_subject({}, o),
        body: m.checkout_mail_failed_body(
          { amount: moneyWords(mail.amountCents, o.locale), names: listWords(mail.hires, o.locale), reason: declineMessage(mail.failureCode, o.locale) },
          o,
        ),
        action: m.checkout_mail_failed_action({}, o),
        link: mail.link,
      };
  }
}
