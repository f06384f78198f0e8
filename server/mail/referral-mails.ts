import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';

/**
 * What the referral program tells a business agent (server/referrals/): that an employer signed up
 * through its link and the referral is recorded, and that it qualified, with a credit or over the
 * calendar year's limit, as the public rules promise ("we confirm that we have recorded the
 * referral, and we tell you when it qualifies").
 */
export type ReferralMail = { template: 'referral'; name: string; company: string; link: string } & (
  | { event: 'recorded' }
  | { event: 'qualified' }
  | { event: 'over_limit'; limit: number; year: number }
);

export function referralMailContent(mail: ReferralMail, o: { locale: Locale }) {
  const company = mail.company;
  const action = m.mail_referral_action({}, o);
  switch (mail.event) {
    case 'recorded':
      return { subject: m.mail_referral_recorded_subject({ company }, o), body: m.mail_referral_recorded_body({ company }, o), action, link: mail.link };
    case 'qualified':
      return { subject: m.mail_referral_qualified_subject({ company }, o), body: m.mail_referral_qualified_body({ company }, o), action, link: mail.link };
    case 'over_limit':
      return {
        subject: m.mail_referral_over_limit_subject({ company }, o),
        body: m.mail_referral_over_limit_body({ company, limit: mail.limit, year: String(mail.year) }, o),
        action,
        link: mail.link,
      };
  }
}
