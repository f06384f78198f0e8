import { eq, sql } from 'drizzle-orm';
import { applications, offers } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { refuseWhileBeingPaid } from './payment-in-progress.js';
import { employerOfferById, findEmployerOffers } from './offer-reads.js';
import { applicationAfter, offerAfter } from './transitions.js';
import { changeUnlessLapsed } from './offer-expiry.js';
import { tellCandidate } from './notify.js';
import type { PipelineDeps } from './pipeline-deps.js';

type Worktime = RouteOf<'updateWorktime'>['Body'];

/** One of the employer's offers; another employer's is as unknown as a missing one. */
export async function employerOffer({ db }: Pick<PipelineDeps, 'db'>, owner: EmployerOwner, offerId: string) {
  const { offers: [offer] } = await findEmployerOffers(db, { employerId: owner.employerId, offerId }, 1, 1);
  if (!offer) throw new ApiError(404, 'NOT_FOUND');
  return offer;
}

/** The employer takes back an offer not yet paid for. */
export async function withdrawOffer({ db, publicUrl }: PipelineDeps, owner: EmployerOwner, offerId: string) {
  await changeUnlessLapsed(db, publicUrl, offerId, owner, async (tx, record) => {
    await refuseWhileBeingPaid(tx, record.application.id);
    const status = offerAfter(record.offer.status, 'WITHDRAW');
    await tx.update(offers).set({ status, updatedAt: sql`now()` }).where(eq(offers.id, record.offer.id));
    if (record.application.status === 'offered') {
      await tx
        .update(applications)
        .set({ status: applicationAfter('offered', 'OFFER_CLOSED'), updatedAt: sql`now()` })
        .where(eq(applications.id, record.application.id));
    }
    await tellCandidate(tx, publicUrl, record, 'offer_withdrawn');
  });
  return employerOfferById(db, owner.employerId, offerId);
}

/** The employer changes the working time of an offer or of a hire. */
export async function updateWorktime({ db, publicUrl }: PipelineDeps, owner: EmployerOwner, worktime: Worktime) {
  const { offer_id, work_days, start_time, end_time, timezone, hours_per_week } = worktime;
  await changeUnlessLapsed(db, publicUrl, offer_id, owner, async (tx, record) => {
    const status = offerAfter(record.offer.status, 'UPDATE_WORKTIME');
    await tx
      .update(offers)
      .set({ status, schedule: { work_days, start_time, end_time, timezone, hours_per_week }, updatedAt: sql`now()` })
      .where(eq(offers.id, record.offer.id));
    await tellCandidate(tx, publicUrl, record, 'worktime_updated');
  });
  return employerOfferById(db, owner.employerId, offer_id);
}
