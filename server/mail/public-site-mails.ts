import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';
import { formatFullDateTime, formatLongDate } from '../../src/shared/format.js';

/** Confirmations of the public site's forms, and the answer to a grant application. */
export type PublicSiteMail = { template: 'public_site'; name: string } & (
  | { event: 'contact'; reference: string }
  | { event: 'demo'; reference: string; startsAt: string }
  | { event: 'privacy'; reference: string }
  | { event: 'export'; link: string }
  | { event: 'grant_received'; organisation: string; link: string }
  | { event: 'grant_approved'; grant: string; percent: number; hires: number; until: string; link: string }
  | { event: 'grant_rejected'; organisation: string; reason: string; link: string }
);

/** The demo's time as the reader writes it, in UTC: the only zone we know we share (styles and a zone name cannot be combined). */
const whenWords = (iso: string, locale: Locale) => `${formatFullDateTime(iso, locale, 'UTC')} UTC`;

export function publicSiteMailContent(mail: PublicSiteMail, o: { locale: Locale }) {
  switch (mail.event) {
    case 'contact':
      return { subject: m.public_mail_contact_subject({ reference: mail.reference }, o), body: m.public_mail_contact_body({ reference: mail.reference }, o) };
    case 'demo': {
      const when = whenWords(mail.startsAt, o.locale);
      return {
        subject: m.public_mail_demo_subject({ when }, o),
        body: m.public_mail_demo_body({ when, reference: mail.reference }, o),
      };
    }
    case 'privacy':
      return { subject: m.public_mail_privacy_subject({ reference: mail.reference }, o), body: m.public_mail_privacy_body({ reference: mail.reference }, o) };
    case 'export':
      return { subject: m.public_mail_export_subject({}, o), body: m.public_mail_export_body({}, o), action: m.public_mail_export_action({}, o), link: mail.link };
    case 'grant_received':
      return {
        subject: m.public_mail_grant_received_subject({}, o),
        body: m.public_mail_grant_received_body({ organisation: mail.organisation }, o),
        action: m.public_mail_grant_action({}, o),
        link: mail.link,
      };
    case 'grant_approved':
      return {
        subject: m.public_mail_grant_approved_subject({}, o),
        body: m.public_mail_grant_approved_body(
          { grant: mail.grant, percent: mail.percent, hires: mail.hires, until: formatLongDate(mail.until, o.locale) },
          o,
        ),
        action: m.public_mail_grant_action({}, o),
        link: mail.link,
      };
    case 'grant_rejected':
      return {
        subject: m.public_mail_grant_rejected_subject({}, o),
        body: m.public_mail_grant_rejected_body({ organisation: mail.organisation, reason: mail.reason }, o),
        action: m.public_mail_grant_action({}, o),
        link: mail.link,
      };
  }
}
