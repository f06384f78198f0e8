import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';

/**
 * The mails of a partner's verification (server/partners/): the receipt of a submission, and each
 * administrator's decision with its reason. Always sent: they decide whether the account can work.
 */
export type PartnerVerificationMail = { template: 'partner_verification'; name: string; business: string; link: string } & (
  | { event: 'submitted' | 'verified' }
  | { event: 'changes_requested' | 'rejected'; reason: string }
);

export function partnerVerificationMailContent(mail: PartnerVerificationMail, o: { locale: Locale }) {
  const business = mail.business;
  const action = m.mail_pv_action({}, o);
  switch (mail.event) {
    case 'submitted':
      return { subject: m.mail_pv_submitted_subject({}, o), body: m.mail_pv_submitted_body({ business }, o), action, link: mail.link };
    case 'verified':
      return { subject: m.mail_pv_verified_subject({}, o), body: m.mail_pv_verified_body({ business }, o), action, link: mail.link };
    case 'changes_requested':
      return { subject: m.mail_pv_changes_subject({}, o), body: m.mail_pv_changes_body({ business, reason: mail.reason }, o), action, link: mail.link };
    case 'rejected':
      return { subject: m.mail_pv_rejected_subject({}, o), body: m.mail_pv_rejected_body({ business, reason: mail.reason }, o), action, link: mail.link };
  }
}
