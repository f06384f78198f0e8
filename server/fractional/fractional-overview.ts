import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { candidateProfiles, jobs, offers, users } from '../db/schema.js';
import { iso } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';
import { newestFirst } from '../http/list-order.js';
import type { EmployerOwner } from '../http/owner.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { jobRefColumns, nameColumns, offerStatusIs, profileColumns } from '../hiring/read-columns.js';
import { toCandidateSummary, toJobRef } from '../views/refs.js';
import { fractionalHiresWhere } from './fractional-hires.js';
import type { FractionalDeps } from './fractional-deps.js';
import { latestRequests } from './fractional-requests.js';
import { offerRangeOf, toHoursRange } from './hours-range-fields.js';
import { fractionalStaffViews } from './staff-view.js';

/*
 * The employer's fractional hire page (`FractionalHireOverview`): their fractional staff, running
 * and ended, newest hire first, each with its month; the fractional offers waiting for the
 * candidate's answer, and the accepted ones waiting to be paid for; and their latest requests
 * for fractional help. Only the employer's own rows are read.
 */

const STAFF_MAX = 100;
const SENT_MAX = 50;
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

/** The employer's fractional offers at one status, with their job and candidate, at most `limit`. */
function offersAt(db: Queryable, employerId: string, status: 'pending' | 'awaiting_payment', limit: number) {
  return db
    .select({ offer: offers, job: jobRefColumns, profile: profileColumns, name: nameColumns })
    .from(offers)
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, offers.candidateId))
    .innerJoin(users, eq(users.id, offers.candidateId))
    .where(and(eq(offers.employerId, employerId), isFractional, offerStatusIs(status)))
    .orderBy(newestFirst(status === 'pending' ? offers.sentAt : offers.answeredAt), asc(offers.id))
    .limit(limit);
}

type OfferRow = Awaited<ReturnType<typeof offersAt>>[number];

/** What every fractional offer card shows: the terms, the job and the candidate. */
const offerTerms = ({ offer, job, profile, name }: OfferRow) => ({
  offer_id: offer.id,
  hourly_rate_cents: offer.payCents,
  currency: offer.currency as Schema<'Currency'>,
  hours_range: toHoursRange(offerRangeOf(offer)!),
  start_date: offer.startDate,
  job: toJobRef(job),
  candidate: toCandidateSummary(profile, name),
});

/** Fractional offers the candidates have not answered yet and that have not lapsed, the latest sent first. */
async function offersSent(db: Queryable, employerId: string): Promise<Schema<'FractionalOfferSent'>[]> {
  const rows = await offersAt(db, employerId, 'pending', SENT_MAX);
  return rows.map((row) => ({ ...offerTerms(row), sent_at: iso(row.offer.sentAt), expires_at: iso(row.offer.expiresAt) }));
}

/** Accepted fractional offers not paid for yet, the latest answered first. */
async function awaitingPayment(db: Queryable, employerId: string): Promise<Schema<'FractionalOfferAwaitingPayment'>[]> {
  const rows = await offersAt(db, employerId, 'awaiting_payment', AWAITING_MAX);
  // Accepting is what made the offer await payment (server/hiring/offer-answers.ts).
  return rows.map((row) => ({ ...offerTerms(row), answered_at: iso(row.offer.answeredAt!) }));
}

export async function getFractionalHire({ db, clock }: FractionalDeps, owner: EmployerOwner): Promise<Schema<'FractionalHireOverview'>> {
  const hires = await latestHires(db, owner.employerId);
  return {
    staff: await fractionalStaffViews(db, hires, clock.now()),
    offers_sent: await offersSent(db, owner.employerId),
    awaiting_payment: await awaitingPayment(db, owner.employerId),
    requests: await latestRequests(db, owner.employerId, REQUESTS_MAX),
  };
}
