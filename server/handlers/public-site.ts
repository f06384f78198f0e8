import { asc, gte } from 'drizzle-orm';
import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { enforceLimit, limits } from '../auth/rate-limit.js';
import { contactMessages, demoBookings, personalDataRequests, privacyInquiries } from '../db/schema.js';
import { ApiError, fieldError } from '../http/errors.js';
import { violatedUniqueIndex } from '../hiring/unique-violation.js';
import { enqueueMail } from '../mail/outbox.js';
import { DEMO_MINUTES, offeredSlot, offeredSlots } from '../public-site/demo-slots.js';
import { isBot, newReference } from '../public-site/references.js';
import { collectPersonalData } from '../public-site/personal-data.js';
import { asLocale } from '../i18n.js';

type PublicSiteOps =
  | 'sendContactMessage'
  | 'listDemoSlots'
  | 'bookDemo'
  | 'sendPrivacyInquiry'
  | 'sendAccountPrivacyInquiry'
  | 'exportPersonalData';

/** What a bot is told: the same shape as a real receipt, so it learns nothing. */
const decoy = (prefix: 'CT' | 'DM' | 'PR', now: Date) => ({ reference: newReference(prefix), received_at: now.toISOString() });

export function publicSiteHandlers({ db, clock, publicUrl }: Deps): Pick<Handlers, PublicSiteOps> {
  return {
    async sendContactMessage(request, reply) {
      const body = request.body;
      await enforceLimit(db, `form:contact:${request.ip}`, limits.publicFormPerAddress);
      if (isBot(body)) return reply.status(201).send(decoy('CT', clock.now()));
      const receipt = await db.transaction(async (tx) => {
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
      return reply.status(201).send(receipt);
    },

    async listDemoSlots() {
      const now = clock.now();
      const slots = offeredSlots(now);
      const booked = await db
        .select({ startsAt: demoBookings.startsAt })
        .from(demoBookings)
        .where(gte(demoBookings.startsAt, slots[0] ?? now))
        .orderBy(asc(demoBookings.startsAt));
      const taken = new Set(booked.map((b) => b.startsAt.getTime()));
      return {
        slots: slots.filter((slot) => !taken.has(slot.getTime())).map((slot) => ({ starts_at: slot.toISOString(), minutes: DEMO_MINUTES })),
      };
    },

    async bookDemo(request, reply) {
      const body = request.body;
      await enforceLimit(db, `form:demo:${request.ip}`, limits.publicFormPerAddress);
      const slot = offeredSlot(body.starts_at, clock.now());
      if (!slot) throw fieldError('starts_at', 'demoSlot');
      if (isBot(body)) return reply.status(201).send({ reference: newReference('DM'), starts_at: slot.toISOString(), minutes: DEMO_MINUTES });
      try {
        const booking = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(demoBookings)
            .values({
              reference: newReference('DM'),
              startsAt: slot,
              name: body.name.trim(),
              email: body.email.trim(),
              company: body.company.trim(),
              teamSize: body.team_size,
              notes: body.notes?.trim() || null,
              locale: body.locale,
            })
            .returning();
          const startsAt = row!.startsAt.toISOString();
          await enqueueMail(tx, row!.email, { template: 'public_site', event: 'demo', name: row!.name, reference: row!.reference, startsAt }, body.locale);
          return { reference: row!.reference, starts_at: startsAt, minutes: DEMO_MINUTES };
        });
        return reply.status(201).send(booking);
      } catch (error) {
        if (violatedUniqueIndex(error) === 'demo_bookings_starts_at_unique') throw new ApiError(409, 'SLOT_TAKEN');
        throw error;
      }
    },

    async sendPrivacyInquiry(request, reply) {
      const body = request.body;
      await enforceLimit(db, `form:privacy:${request.ip}`, limits.publicFormPerAddress);
      if (isBot(body)) return reply.status(201).send(decoy('PR', clock.now()));
      const receipt = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(privacyInquiries)
          .values({ reference: newReference('PR'), name: body.name.trim(), email: body.email.trim(), kind: body.kind, details: body.details.trim(), locale: body.locale })
          .returning();
        await enqueueMail(tx, row!.email, { template: 'public_site', event: 'privacy', name: row!.name, reference: row!.reference }, body.locale);
        return { reference: row!.reference, received_at: row!.createdAt.toISOString() };
      });
      return reply.status(201).send(receipt);
    },

    async sendAccountPrivacyInquiry(request, reply) {
      const user = request.auth!.user;
      await enforceLimit(db, `form:privacy-account:${request.ip}`, limits.publicFormPerAddress);
      await enforceLimit(db, `form:privacy-account:${user.id}`, limits.accountFormPerUser);
      const locale = asLocale(user.locale);
      const name = user.callMeBy ?? user.firstname;
      const receipt = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(privacyInquiries)
          .values({
            reference: newReference('PR'),
            userId: user.id,
            name: `${user.firstname} ${user.lastname}`,
            email: user.email,
            kind: request.body.kind,
            details: request.body.details.trim(),
            locale,
          })
          .returning();
        await enqueueMail(tx, user.email, { template: 'public_site', event: 'privacy', name, reference: row!.reference }, locale);
        return { reference: row!.reference, received_at: row!.createdAt.toISOString() };
      });
      return reply.status(201).send(receipt);
    },

    async exportPersonalData(request, reply) {
      const user = request.auth!.user;
      await enforceLimit(db, `export:${user.id}`, limits.personalDataExportPerUser);
      const locale = asLocale(user.locale);
      const exported = await db.transaction(async (tx) => {
        await tx.insert(personalDataRequests).values({ userId: user.id });
        const data = await collectPersonalData(tx, user.id, clock.now());
        await enqueueMail(
          tx,
          user.email,
          { template: 'public_site', event: 'export', name: user.callMeBy ?? user.firstname, link: `${publicUrl}/settings/security` },
          locale,
        );
        return data;
      });
      void reply.header('content-disposition', 'attachment; filename="remotehire-personal-data.json"');
      return exported;
    },
  };
}

