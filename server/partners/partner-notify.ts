import type { Tx } from '../db/database.js';
import type { partnerVerifications, users } from '../db/schema.js';
import { asLocale } from '../i18n.js';
import { enqueueMail } from '../mail/outbox.js';
import type { PartnerVerificationMail } from '../mail/partner-mails.js';
import { VERIFY_PATHS } from '../../src/shared/partner-verification.js';

type Person = Pick<typeof users.$inferSelect, 'email' | 'firstname' | 'callMeBy' | 'locale'>;
type Verification = Pick<typeof partnerVerifications.$inferSelect, 'kind' | 'businessName'>;

type Event = { event: 'submitted' | 'verified' } | { event: 'changes_requested' | 'rejected'; reason: string };

/**
 * Tells a partner where its verification went, in its language, in the transaction of the change
 * itself (server/mail/outbox.ts): the receipt of a submission and each decision with its reason.
 * The link opens the partner's own verification page, where the reason is shown again.
 */
export async function tellPartner(tx: Tx, publicUrl: string, partner: Person, verification: Verification, news: Event): Promise<void> {
  const mail: PartnerVerificationMail = {
    template: 'partner_verification',
    name: partner.callMeBy || partner.firstname,
    business: verification.businessName,
    link: `${publicUrl}${VERIFY_PATHS[verification.kind]}`,
    ...news,
  };
  await enqueueMail(tx, partner.email, mail, asLocale(partner.locale));
}
