import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { users } from '../db/schema.js';
import { asLocale } from '../i18n.js';
import { enqueueMail } from '../mail/outbox.js';
import type { PartnerAuditMailEvent } from '../mail/partner-audit-mails.js';

/**
 * Tells a partner what the other side did about an audit or an endorsement, by mail in its
 * language, in the transaction of the change (as server/staff-work/notify.ts does). `subject` is
 * the worksite's name (or the association's), `counterpart` who acted.
 */
export async function tellPartner(tx: Tx, recipientId: string, event: PartnerAuditMailEvent, counterpart: string, subject: string, link: string) {
  const [recipient] = await tx.select().from(users).where(eq(users.id, recipientId));
  if (!recipient) return;
  await enqueueMail(
    tx,
    recipient.email,
    { template: 'partner_audit', name: recipient.callMeBy || recipient.firstname, event, counterpart, jobTitle: subject, link },
    asLocale(recipient.locale),
  );
}
