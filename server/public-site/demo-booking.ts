import { asc, gte } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { demoBookings } from '../db/schema.js';
import type { RouteOf } from '../http/handler-types.js';
import { ApiError, fieldError } from '../http/errors.js';
import { violatedUniqueIndex } from '../http/unique-violation.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { enqueueMail } from '../mail/outbox.js';
import { DEMO_MINUTES, offeredSlot, offeredSlots } from './demo-slots.js';
import { isBot, newReference } from './references.js';

/** The demo slots still free. */
export async function freeDemoSlots(db: Db, clock: Clock) {
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
}

/** Books one free demo slot, confirmed by mail; a slot is booked once. */
export async function bookDemo(db: Db, clock: Clock, ip: string, body: RouteOf<'bookDemo'>['Body']) {
  await enforceLimit(db, `form:demo:${ip}`, limits.publicFormPerAddress);
  const slot = offeredSlot(body.starts_at, clock.now());
  if (!slot) throw fieldError('starts_at', 'demoSlot');
  if (isBot(body)) return { reference: newReference('DM'), starts_at: slot.toISOString(), minutes: DEMO_MINUTES };
  try {
    return await db.transaction(async (tx) => {
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
  } catch (error) {
    if (violatedUniqueIndex(error) === 'demo_bookings_starts_at_unique') throw new ApiError(409, 'SLOT_TAKEN');
    throw error;
  }
}
