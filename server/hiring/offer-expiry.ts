import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { applications, offers } from '../db/schema.js';
import { OFFER_VALID_DAYS } from '../../src/shared/lifecycle/offer.machine.js';
import { applicationAfter, offerAfter } from './transitions.js';
import { lockOffer, type OfferRecord, type Owner } from './pipeline-records.js';
import { ApiError } from '../http/errors.js';
import { tellCandidate, tellEmployer } from './notify.js';

/** When an offer sent now stops waiting for an answer. */
export const offerExpirySql = sql`now() + ${`${OFFER_VALID_DAYS} days`}::interval`;

/**
 * Marks a lapsed offer expired, sends its application back to interviewing (so the
 * employer may make another offer) and tells both sides. Called by the sweep, and by
 * any request that finds the offer lapsed before the sweep did.
 */
export async function expireOffer(tx: Tx, publicUrl: string, record: OfferRecord): Promise<void> {
  await tx
    .update(offers)
    .set({ status: offerAfter(record.offer.status, 'EXPIRE'), updatedAt: sql`now()` })
    .where(eq(offers.id, record.offer.id));
  if (record.application.status === 'offered') {
    const status = applicationAfter('offered', 'OFFER_CLOSED');
    await tx.update(applications).set({ status, updatedAt: sql`now()` }).where(eq(applications.id, record.application.id));
    record.application.status = status;
  }
  await tellEmployer(tx, publicUrl, record, 'offer_expired');
  await tellCandidate(tx, publicUrl, record, 'offer_expired');
}

/**
 * Expires every lapsed offer, one transaction each (a failure leaves the others done).
 * Idempotent and safe on several instances at once: each offer is re-checked under its
 * application's lock. Returns how many it expired.
 */
export async function sweepExpiredOffers(db: Db, publicUrl: string, batch = 200): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await db
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.status, 'pending'), lte(offers.expiresAt, sql`now()`)))
      .orderBy(asc(offers.expiresAt))
      .limit(batch);
    for (const { id } of due) {
      const done = await db.transaction(async (tx) => {
        const record = await lockOffer(tx, id, null);
        if (!record.lapsed) return false;
        await expireOffer(tx, publicUrl, record);
        return true;
      });
      if (done) expired += 1;
    }
    if (due.length < batch) return expired;
  }
}

/**
 * Runs a change of an offer under its application's lock. An offer found lapsed is
 * expired for good (that much is committed, with both sides told) and the change is
 * refused with 409 OFFER_EXPIRED.
 */
export async function changeUnlessLapsed(
  db: Db,
  publicUrl: string,
  offerId: string,
  owner: Owner,
  change: (tx: Tx, record: OfferRecord) => Promise<void>,
): Promise<void> {
  const lapsed = await db.transaction(async (tx) => {
    const record = await lockOffer(tx, offerId, owner);
    if (record.lapsed) {
      await expireOffer(tx, publicUrl, record);
      return true;
    }
    await change(tx, record);
    return false;
  });
  if (lapsed) throw new ApiError(409, 'OFFER_EXPIRED');
}
