import { and, eq, inArray, sql } from 'drizzle-orm';
import { applications, offers } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { ApiError, fieldError } from '../http/errors.js';
import { optionalText } from '../http/optional-text.js';
import { violatedUniqueIndex } from '../http/unique-violation.js';
import { employerOfferById } from './offer-reads.js';
import { lapsedSql, lockApplication } from './pipeline-records.js';
import { applicationAfter, openOfferStatuses } from './transitions.js';
import { expireOffer, offerExpirySql } from './offer-expiry.js';
import { tellCandidate } from './notify.js';
import { offerHoursRange } from '../fractional/hours-range-fields.js';
import type { PipelineDeps } from './pipeline-deps.js';

type OfferTerms = RouteOf<'sendOffer'>['Body'];

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The employer offers an applicant the job; one offer is open at a time. */
export async function sendOffer({ db, publicUrl }: PipelineDeps, owner: EmployerOwner, applicationId: string, body: OfferTerms) {
  if (body.start_date < todayUtc()) throw fieldError('start_date', 'todayOrLater');
  // A fractional offer is billed within its hours a month; a full-time one has none (server/fractional/hours-range-fields.ts).
  const range = offerHoursRange(body);
  try {
    return await db.transaction(async (tx) => {
      const record = await lockApplication(tx, applicationId, owner);
      const [open] = await tx
        .select({ offer: offers, lapsed: lapsedSql })
        .from(offers)
        .where(and(eq(offers.applicationId, record.application.id), inArray(offers.status, openOfferStatuses)))
        .for('update');
      if (open?.lapsed) await expireOffer(tx, publicUrl, { ...record, ...open });
      else if (open && record.application.status === 'offered') throw new ApiError(409, 'OFFER_ALREADY_OPEN');
      const applicationStatus = applicationAfter(record.application.status, 'OFFER');
      const [created] = await tx
        .insert(offers)
        .values({
          applicationId: record.application.id,
          jobId: record.job.id,
          employerId: owner.employerId,
          candidateId: record.application.candidateId,
          status: 'pending',
          contractType: body.contract_type,
          experienceLevel: record.job.experienceLevel,
          payCents: body.pay_cents,
          includeInsurance: body.include_insurance,
          includeHealthcare: body.include_healthcare,
          secureCloudComputing: body.secure_cloud_computing,
          startDate: body.start_date,
          schedule: body.schedule,
          hoursMin: range?.minHours ?? null,
          hoursMax: range?.maxHours ?? null,
          message: optionalText(body.message),
          expiresAt: offerExpirySql,
        })
        .returning({ id: offers.id });
      await tx
        .update(applications)
        .set({ status: applicationStatus, updatedAt: sql`now()` })
        .where(eq(applications.id, record.application.id));
      await tellCandidate(tx, publicUrl, record, 'offer_received');
      return employerOfferById(tx, owner.employerId, created!.id);
    });
  } catch (error) {
    // The index is the last word when two requests race past the check above.
    if (violatedUniqueIndex(error) === 'offers_one_open_idx') throw new ApiError(409, 'OFFER_ALREADY_OPEN');
    throw error;
  }
}
