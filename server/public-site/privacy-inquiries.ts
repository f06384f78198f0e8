import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { privacyInquiries } from '../db/schema.js';
import type { Owner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { enqueueMail } from '../mail/outbox.js';
import { asLocale } from '../i18n.js';
import { decoyReceipt, isBot, newReference } from './references.js';

/** A privacy question from the public form, acknowledged by mail with its reference. */
export async function sendPrivacyInquiry(db: Db, clock: Clock, ip: string, body: RouteOf<'sendPrivacyInquiry'>['Body']) {
  await enforceLimit(db, `form:privacy:${ip}`, limits.publicFormPerAddress);
  if (isBot(body)) return decoyReceipt('PR', clock.now());
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(privacyInquiries)
      .values({ reference: newReference('PR'), name: body.name.trim(), email: body.email.trim(), kind: body.kind, details: body.details.trim(), locale: body.locale })
      .returning();
    await enqueueMail(tx, row!.email, { template: 'public_site', event: 'privacy', name: row!.name, reference: row!.reference }, body.locale);
    return { reference: row!.reference, received_at: row!.createdAt.toISOString() };
  });
}

/** A privacy question from a signed-in account, answered at the account's address. */
export async function sendAccountPrivacyInquiry(db: Db, owner: Owner, ip: string, body: RouteOf<'sendAccountPrivacyInquiry'>['Body']) {
  const user = owner.account;
  await enforceLimit(db, `form:privacy-account:${ip}`, limits.publicFormPerAddress);
  await enforceLimit(db, `form:privacy-account:${user.id}`, limits.accountFormPerUser);
  const locale = asLocale(user.locale);
  const name = user.callMeBy ?? user.firstname;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(privacyInquiries)
      .values({
        reference: newReference('PR'),
        userId: user.id,
        name: `${user.firstname} ${user.lastname}`,
        email: user.email,
        kind: body.kind,
        details: body.details.trim(),
        locale,
      })
      .returning();
    await enqueueMail(tx, user.email, { template: 'public_site', event: 'privacy', name, reference: row!.reference }, locale);
    return { reference: row!.reference, received_at: row!.createdAt.toISOString() };
  });
}
