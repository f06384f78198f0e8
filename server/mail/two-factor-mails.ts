import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';

/**
 * Notices of a change to the account's second step (server/auth/two-factor.ts), sent whatever the
 * mail preferences say: a stranger who has the password and turns two-factor off must not go unseen.
 */
export type TwoFactorEvent = 'on' | 'off' | 'codes_renewed' | 'recovery_code_used';

/** `left`: the recovery codes still unused, told when one was just used. */
export interface TwoFactorMail {
  template: 'two_factor';
  name: string;
  link: string;
  event: TwoFactorEvent;
  left?: number;
}

export function twoFactorMailContent(mail: TwoFactorMail, o: { locale: Locale }) {
  const action = m.mail_two_factor_action({}, o);
  switch (mail.event) {
    case 'on':
      return { subject: m.mail_two_factor_on_subject({}, o), body: m.mail_two_factor_on_body({}, o), action, link: mail.link };
    case 'off':
      return { subject: m.mail_two_factor_off_subject({}, o), body: m.mail_two_factor_off_body({}, o), action, link: mail.link };
    case 'codes_renewed':
      return { subject: m.mail_two_factor_codes_subject({}, o), body: m.mail_two_factor_codes_body({}, o), action, link: mail.link };
    case 'recovery_code_used':
      return {
        subject: m.mail_two_factor_recovery_used_subject({}, o),
        body: m.mail_two_factor_recovery_used_body({ left: mail.left ?? 0 }, o),
        action,
        link: mail.link,
      };
  }
}
