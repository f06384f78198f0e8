import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';

/**
 * The mails of an e-mail change (server/account/email-change.ts): the link to the new address,
 * the word to an address that already has an account (instead of the link, so that the answer to
 * the request never tells), and the notice to the old address once the change is made.
 */
export type AccountMail = { template: 'account'; name: string } & (
  | { event: 'email_change'; link: string }
  | { event: 'email_change_taken'; link: string }
  | { event: 'email_changed'; newEmail: string; link: string }
);

export function accountMailContent(mail: AccountMail, o: { locale: Locale }) {
  switch (mail.event) {
    case 'email_change':
      return { subject: m.mail_email_change_subject({}, o), body: m.mail_email_change_body({}, o), action: m.mail_email_change_action({}, o), link: mail.link };
    case 'email_change_taken':
      return { subject: m.mail_email_change_taken_subject({}, o), body: m.mail_email_change_taken_body({}, o), action: m.mail_email_change_taken_action({}, o), link: mail.link };
    case 'email_changed':
      return {
        subject: m.mail_email_changed_subject({}, o),
        body: m.mail_email_changed_body({ email: mail.newEmail }, o),
        action: m.mail_email_changed_action({}, o),
        link: mail.link,
      };
  }
}
