import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { candidateProfiles, jobs, offers, users } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { toPrefixQuery } from '../http/search-query.js';
import { effectiveOfferStatus, employerRefColumns, jobRefColumns, nameColumns, offerStatusIs, profileColumns } from './read-columns.js';
import { iso, present } from '../http/contract-fields.js';
import { newestFirst } from '../http/list-order.js';
import { toCandidateSummary, toEmployerRef, toJobRef } from '../views/refs.js';
import type { Queryable } from './pipeline-records.js';
import { rangeChangesOf, rangeInForce } from '../fractional/fractional-hires.js';
import { offerRangeOf, toHoursRange } from '../fractional/hours-range-fields.js';
import { localDate } from '../staff-work/local-time.js';
import { onboardingOfStaff } from '../onboarding/staff-onboarding.js';

type OfferRow = typeof offers.$inferSelect;
type OfferStatus = Schema<'OfferStatus'>;

/** The terms both sides read, as the contract's `OfferFields`. */
function offerFields(o: OfferRow, status: OfferStatus): Schema<'OfferFields'> {
  const range = offerRangeOf(o);
  return {
    id: o.id,
    application_id: o.applicationId,
    status,
    contract_type: o.contractType,
    experience_level: o.experienceLevel,
    pay_cents: o.payCents,
    currency: o.currency as Schema<'Currency'>,
    include_insurance: o.includeInsurance,
    include_healthcare: o.includeHealthcare,
    secure_cloud_computing: o.secureCloudComputing,
    start_date: o.startDate,
    schedule: o.schedule,
    // As offered; a hire's later changes are read by the fractional overview.
    ...present('hours_range', range && toHoursRange(range)),
    ...present('message', o.message),
    sent_at: iso(o.sentAt),
    expires_at: iso(o.expiresAt),
    ...present('answered_at', o.answeredAt && iso(o.answeredAt)),
    ...present('decline_reason', o.declineReason as Schema<'DeclineReason'> | null),
    ...present('decline_comment', o.declineComment),
    ...present('hired_at', o.hiredAt && iso(o.hiredAt)),
    ...present('ended_at', o.endedAt && iso(o.endedAt)),
    ...present('end_reason', o.endReason),
  };
}

type HoursRanges = Map<string, Schema<'HoursRange'>>;

/**
 * The hours range each fractional hire among `hires` has in force this month, in its staff
 * member's calendar (a raise applies at once, a lowering from the next month:
 * server/fractional/hours-range.ts); one query for all of them.
 */
async function rangesInForce(db: Queryable, hires: OfferRow[], now: Date): Promise<HoursRanges> {
  const fractional = hires.flatMap((o) => {
    const offerRange = offerRangeOf(o);
    return offerRange ? [{ offerId: o.id, offerRange, today: localDate(o.schedule.timezone, now) }] : [];
  });
  const changes = await rangeChangesOf(db, fractional.map((hire) => hire.offerId));
  return new Map(fractional.map((hire) => [hire.offerId, toHoursRange(rangeInForce(hire, changes, hire.today))]));
}

/** The contract's terms as a hire sees them (Staff and ActiveJob share them). */
const contractTerms = (o: OfferRow, ranges: HoursRanges) => ({
  offer_id: o.id,
  contract_type: o.contractType,
  pay_cents: o.payCents,
  currency: o.currency as Schema<'Currency'>,
  start_date: o.startDate,
  schedule: o.schedule,
  include_insurance: o.includeInsurance,
  include_healthcare: o.includeHealthcare,
  secure_cloud_computing: o.secureCloudComputing,
  ...present('hours_range', ranges.get(o.id)),
  hired_at: iso(o.hiredAt!),
});

// Ties broken as `offers_employer_idx` / `offers_candidate_idx` are ordered.
const latestFirst = [newestFirst(offers.updatedAt), asc(offers.id)];

const candidateMatches = (q: string | undefined): SQL | undefined => {
  const words = toPrefixQuery(q);
  return words ? sql`${candidateProfiles.search} @@ to_tsquery('simple', ${words})` : undefined;
};

export interface EmployerOfferFilter {
  employerId: string;
  offerId?: string;
  jobId?: string;
  status?: OfferStatus;
  q?: string;
}

export async function findEmployerOffers(db: Queryable, f: EmployerOfferFilter, page = 1, pageSize = 20) {
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = await db
    .select({ offer: offers, status: effectiveOfferStatus, job: jobRefColumns, profile: profileColumns, name: nameColumns })
    .from(offers)
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, offers.candidateId))
    .innerJoin(users, eq(users.id, offers.candidateId))
    .where(
      and(
        eq(offers.employerId, f.employerId),
        f.offerId ? eq(offers.id, f.offerId) : undefined,
        f.jobId ? eq(offers.jobId, f.jobId) : undefined,
        f.status ? offerStatusIs(f.status) : undefined,
        candidateMatches(f.q),
      ),
    )
    .orderBy(...latestFirst)
    .limit(limit)
    .offset(offset);
  const { items, ...rest } = pageOf(rows, page, pageSize);
  return {
    offers: items.map(({ offer, status, job, profile, name }): Schema<'EmployerOffer'> => ({
      ...offerFields(offer, status),
      job: toJobRef(job),
      candidate: toCandidateSummary(profile, name),
    })),
    ...rest,
  };
}

/** After a change the caller made to this employer's own offer, so it exists. */
export async function employerOfferById(db: Queryable, employerId: string, offerId: string) {
  return (await findEmployerOffers(db, { employerId, offerId }, 1, 1)).offers[0]!;
}

export async function findCandidateOffers(
  db: Queryable,
  f: { candidateId: string; offerId?: string; jobId?: string; status?: OfferStatus },
  page = 1,
  pageSize = 20,
) {
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = await db
    .select({ offer: offers, status: effectiveOfferStatus, job: jobRefColumns, employer: employerRefColumns })
    .from(offers)
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .innerJoin(users, eq(users.id, offers.employerId))
    .where(
      and(
        eq(offers.candidateId, f.candidateId),
        f.offerId ? eq(offers.id, f.offerId) : undefined,
        f.jobId ? eq(offers.jobId, f.jobId) : undefined,
        f.status ? offerStatusIs(f.status) : undefined,
      ),
    )
    .orderBy(...latestFirst)
    .limit(limit)
    .offset(offset);
  const { items, ...rest } = pageOf(rows, page, pageSize);
  return {
    offers: items.map(({ offer, status, job, employer }): Schema<'CandidateOffer'> => ({
      ...offerFields(offer, status),
      job: toJobRef(job),
      employer: toEmployerRef(employer),
    })),
    ...rest,
  };
}

export async function candidateOfferById(db: Queryable, candidateId: string, offerId: string) {
  return (await findCandidateOffers(db, { candidateId, offerId }, 1, 1)).offers[0]!;
}

export interface StaffFilter {
  employerId: string;
  offerId?: string;
  jobId?: string;
  status?: Schema<'StaffStatus'>;
  q?: string;
}

/** Everyone hired through an offer, newest hire first (read off `offers_staff_idx`); `now` says which month's hours range is in force. */
export async function findStaff(db: Queryable, f: StaffFilter, now: Date, page = 1, pageSize = 20) {
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = await db
    .select({ offer: offers, job: jobRefColumns, profile: profileColumns, name: nameColumns })
    .from(offers)
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, offers.candidateId))
    .innerJoin(users, eq(users.id, offers.candidateId))
    .where(
      and(
        eq(offers.employerId, f.employerId),
        isNotNull(offers.hiredAt),
        f.offerId ? eq(offers.id, f.offerId) : undefined,
        f.jobId ? eq(offers.jobId, f.jobId) : undefined,
        f.status ? eq(offers.status, f.status === 'active' ? 'hired' : 'ended') : undefined,
        candidateMatches(f.q),
      ),
    )
    .orderBy(newestFirst(offers.hiredAt), asc(offers.id))
    .limit(limit)
    .offset(offset);
  const { items, ...rest } = pageOf(rows, page, pageSize);
  const [ranges, onboarding] = await Promise.all([
    rangesInForce(db, items.map(({ offer }) => offer), now),
    onboardingOfStaff(db, items.filter(({ offer }) => offer.status === 'hired').map(({ offer }) => offer.candidateId), now.toISOString().slice(0, 10)),
  ]);
  return {
    staff: items.map(({ offer, job, profile, name }): Schema<'Staff'> => ({
      ...contractTerms(offer, ranges),
      status: offer.status === 'hired' ? 'active' : 'ended',
      ...present('ended_at', offer.endedAt && iso(offer.endedAt)),
      ...present('end_reason', offer.endReason),
      job: toJobRef(job),
      candidate: toCandidateSummary(profile, name),
      ...present('onboarding', onboarding.get(offer.candidateId)),
    })),
    ...rest,
  };
}

export async function staffById(db: Queryable, employerId: string, offerId: string, now: Date) {
  return (await findStaff(db, { employerId, offerId }, now, 1, 1)).staff[0]!;
}

/** The candidate's current contract: their latest hire still running, if any; `now` as for `findStaff`. */
export async function findActiveJob(db: Queryable, candidateId: string, now: Date): Promise<Schema<'ActiveJobView'>> {
  const [row] = await db
    .select({ offer: offers, job: jobRefColumns, employer: employerRefColumns })
    .from(offers)
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .innerJoin(users, eq(users.id, offers.employerId))
    .where(and(eq(offers.candidateId, candidateId), eq(offers.status, 'hired')))
    .orderBy(newestFirst(offers.hiredAt), asc(offers.id))
    .limit(1);
  if (!row) return { job: null };
  const ranges = await rangesInForce(db, [row.offer], now);
  return { job: { ...contractTerms(row.offer, ranges), job: toJobRef(row.job), employer: toEmployerRef(row.employer) } };
}
