import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { candidateProfiles, jobs, offers, users } from '../db/schema.js';
import { iso } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';
import { newestFirst } from '../http/list-order.js';
import type { EmployerOwner } from '../http/owner.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { jobRefColumns, nameColumns, profileColumns } from '../hiring/read-columns.js';
import { toCandidateSummary, toJobRef } from '../views/refs.js';
import { fractionalHiresWhere } from './fractional-hires.js';
import type { FractionalDeps } from './fractional-deps.js';
import { latestRequests } from './fractional-requests.js';
import { offerRangeOf, toHoursRange } from './hours-range-fields.js';
import { fractionalStaffViews } from './staff-view.js';

/*
 * The employer's fractional hire page (`FractionalHireOverview`): their fractional staff, running
 * and ended, newest hire first, each with its month; the accepted fractional offers waiting to be
 * paid for; and their latest requests for fractional help. Only the employer's own rows are read.
 */

const STAFF_MAX = 100;
const AWAITING_MAX = 50;
const REQUESTS_MAX = 20;

const isFractional = and(eq(offers.contractType, 'fractional'), isNotNull(offers.hoursMin));

/** The employer's latest fractional hires (paid for: hired or ended), at most `STAFF_MAX`. */
function latestHires(db: Queryable, employerId: string) {
  const latest = db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.employerId, employerId), isFractional, isNotNull(offers.hiredAt), inArray(offers.status, ['hired', 'ended'])))
    .orderBy(newestFirst(offers.hiredAt), asc(offers.id))
    .limit(STAFF_MAX);
  return fractionalHiresWhere(db, inArray(offers.id, latest));
}

/** Accepted fractional offers not paid for yet, the latest answered first. */
async function awaitingPayment(db: Queryable, employerId: string): Promise<Schema<'FractionalOfferAwaitingPayment'>[]> {
  const rows = await db
    .select({ offer: offers, job: jobRefColumns, profile: profileColumns, name: nameColumns })
    .from(offers)
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, offers.candidateId))
    .innerJoin(users, eq(users.id, offers.candidateId))
    .where(and(eq(offers.employerId, employerId), isFractional, eq(offers.status, 'awaiting_payment')))
    .orderBy(newestFirst(offers.answeredAt), asc(offers.id))
    .limit(AWAITING_MAX);
  return rows.map(({ offer, job, profile, name }) => ({
    offer_id: offer.id,
    hourly_rate_cents: offer.payCents,
    currency: offer.currency as Schema<'Currency'>,
    hours_range: toHoursRange(offerRangeOf(offer)!),
    start_date: offer.startDate,
    // Accepting is what made the offer await payment (server/hiring/offer-answers.ts).
    answered_at: iso(offer.answeredAt!),
    job: toJobRef(job),
    candidate: toCandidateSummary(profile, name),
  }));
}

export async function getFractionalHire({ db, clock }: FractionalDeps, owner: EmployerOwner): Promise<Schema<'FractionalHireOverview'>> {
  const hires = await latestHires(db, owner.employerId);
  return {
    staff: await fractionalStaffViews(db, hires, clock.now()),
    awaiting_payment: await awaitingPayment(db, owner.employerId),
    requests: await latestRequests(db, owner.employerId, REQUESTS_MAX),
  };
}
