import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';

/**
 * The mails of messages (server/messages/): the digest of a conversation whose messages stayed
 * unread (category `messages`, which the recipient may turn off: ./categories.ts), and the notice to
 * administrators that a conversation or a message was reported (always sent).
 */
export type MessagesMail = { template: 'messages'; name: string; link: string } & (
  | { event: 'digest'; from: string; about: string | null; excerpt: string | null }
  | { event: 'reported'; reporter: string; reported: string; reason: string }
);

export function messagesMailContent(mail: MessagesMail, o: { locale: Locale }) {
  switch (mail.event) {
    case 'digest': {
      const excerpt = mail.excerpt ?? m.mail_messages_digest_files({}, o);
      return {
        subject: m.mail_messages_digest_subject({ from: mail.from }, o),
        body: mail.about
          ? m.mail_messages_digest_body({ from: mail.from, about: mail.about, excerpt }, o)
          : m.mail_messages_digest_body_general({ from: mail.from, excerpt }, o),
        action: m.mail_messages_digest_action({}, o),
        link: mail.link,
      };
    }
    case 'reported':
      return {
        subject: m.mail_messages_reported_subject({}, o),
        body: m.mail_messages_reported_body({ reporter: mail.reporter, reported: mail.reported, reason: mail.reason }, o),
        action: m.mail_messages_reported_action({}, o),
        link: mail.link,
      };
  }
}
