import { and, eq, ne, sql } from 'drizzle-orm';
import { applications, offers } from '../db/schema.js';
import type { CandidateOwner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { optionalText } from '../http/optional-text.js';
import { candidateOfferById } from './offer-reads.js';
import { applicationAfter, offerAfter } from './transitions.js';
import { changeUnlessLapsed } from './offer-expiry.js';
import { tellEmployer } from './notify.js';
import type { PipelineDeps } from './pipeline-deps.js';

type Refusal = RouteOf<'declineOffer'>['Body'];

/** The candidate accepts an offer; a second full-time contract is refused while one runs. */
export async function acceptOffer({ db, publicUrl }: PipelineDeps, owner: CandidateOwner, offerId: string) {
  const { candidateId } = owner;
  await changeUnlessLapsed(db, publicUrl, offerId, owner, async (tx, record) => {
    const status = offerAfter(record.offer.status, 'ACCEPT');
    if (record.offer.contractType === 'full_time') {
      const [running] = await tx
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.candidateId, candidateId), eq(offers.status, 'hired'), eq(offers.contractType, 'full_time'), ne(offers.id, record.offer.id)))
        .limit(1);
      if (running) throw new ApiError(409, 'CANDIDATE_ENGAGED');
    }
    await tx.update(offers).set({ status, answeredAt: sql`now()`, updatedAt: sql`now()` }).where(eq(offers.id, record.offer.id));
    await tellEmployer(tx, publicUrl, record, 'offer_accepted');
  });
  return candidateOfferById(db, candidateId, offerId);
}

/** The candidate declines an offer, with a reason. */
export async function declineOffer({ db, publicUrl }: PipelineDeps, owner: CandidateOwner, offerId: string, refusal: Refusal) {
  await changeUnlessLapsed(db, publicUrl, offerId, owner, async (tx, record) => {
    const status = offerAfter(record.offer.status, 'DECLINE');
    await tx
      .update(offers)
      .set({
        status,
        answeredAt: sql`now()`,
        declineReason: refusal.reason,
        declineComment: optionalText(refusal.comment),
        updatedAt: sql`now()`,
      })
      .where(eq(offers.id, record.offer.id));
    if (record.application.status === 'offered') {
      await tx
        .update(applications)
        .set({ status: applicationAfter('offered', 'OFFER_CLOSED'), updatedAt: sql`now()` })
        .where(eq(applications.id, record.application.id));
    }
    await tellEmployer(tx, publicUrl, record, 'offer_declined');
  });
  return candidateOfferById(db, owner.candidateId, offerId);
}
