import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { contactMessages } from '../db/schema.js';
import type { RouteOf } from '../http/handler-types.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { enqueueMail } from '../mail/outbox.js';
import { decoyReceipt, isBot, newReference } from './references.js';

/** A message from the contact form, acknowledged by mail with its reference. */
export async function sendContactMessage(db: Db, clock: Clock, ip: string, body: RouteOf<'sendContactMessage'>['Body']) {
  await enforceLimit(db, `form:contact:${ip}`, limits.publicFormPerAddress);
  if (isBot(body)) return decoyReceipt('CT', clock.now());
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        reference: newReference('CT'),
        name: body.name.trim(),
        email: body.email.trim(),
        company: body.company?.trim() || null,
        topic: body.topic,
        message: body.message.trim(),
        locale: body.locale,
      })
      .returning();
    await enqueueMail(tx, row!.email, { template: 'public_site', event: 'contact', name: row!.name, reference: row!.reference }, body.locale);
    return { reference: row!.reference, received_at: row!.createdAt.toISOString() };
  });
}
