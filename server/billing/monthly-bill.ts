import { and, asc, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { grants, jobs, offers, users } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { addOnsCents, chargeSums, monthEnd, monthlyCharge, type ChargeSums, type HireTerms } from '../../src/shared/pricing.js';
import { serviceFeeCents } from '../../src/shared/fees.js';

/** A hired staff member with the terms the month is billed on. */
export interface ActiveHire {
  offerId: string;
  candidateName: string;
  jobTitle: string;
  startDate: string;
  terms: Omit<HireTerms, 'startDate'>;
}

type InvoiceLine = Schema<'InvoiceLine'>;

/** Hires with their terms; a grant counts while it has not expired on `grantsValidOn`. */
async function hiresWhere(db: Db | Tx, where: SQL | undefined, grantsValidOn: string): Promise<ActiveHire[]> {
  const rows = await db
    .select({
      offer: offers,
      firstname: users.firstname,
      lastname: users.lastname,
      jobTitle: jobs.title,
      // The grant checkout gave this hire (offers.grant_id), as long as it runs.
      grantPercent: sql<number | null>`case when ${grants.expiresOn} is null or ${grants.expiresOn} >= ${grantsValidOn}::date then ${grants.percent} end`,
    })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.candidateId))
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .leftJoin(grants, eq(grants.id, offers.grantId))
    .where(where)
    .orderBy(asc(offers.hiredAt), asc(offers.id));
  return rows.map(({ offer, firstname, lastname, jobTitle, grantPercent }) => ({
    offerId: offer.id,
    candidateName: `${firstname} ${lastname}`,
    jobTitle,
    startDate: offer.startDate,
    terms: {
      monthlyPayCents: offer.payCents,
      level: offer.experienceLevel,
      includeInsurance: offer.includeInsurance,
      includeHealthcare: offer.includeHealthcare,
      secureCloudComputing: offer.secureCloudComputing,
      grantPercent: grantPercent ?? 0,
    },
  }));
}

/**
 * The hires a month starting `periodStart` bills: hired before that month (the month
 * billing began was paid at checkout) and not ended by its first day.
 */
export function hiresBilledFor(db: Db | Tx, employerId: string, periodStart: string): Promise<ActiveHire[]> {
  return hiresWhere(
    db,
    and(
      eq(offers.employerId, employerId),
      isNotNull(offers.hiredAt),
      lt(offers.billingStartDate, periodStart),
      or(isNull(offers.endedAt), sql`(${offers.endedAt} at time zone 'UTC')::date > ${periodStart}::date`),
    ),
    periodStart,
  );
}

/** The staff hired today, with the terms they are billed on. */
export function hiredStaffOf(db: Db | Tx, employerId: string, today: string): Promise<ActiveHire[]> {
  return hiresWhere(db, and(eq(offers.employerId, employerId), eq(offers.status, 'hired')), today);
}

export interface MonthlyBill {
  periodEnd: string;
  lines: InvoiceLine[];
  sums: ChargeSums;
}

/** A month of the hires plus the platform subscription, line by line, with the card fee on top. */
export function monthlyBill(hires: ActiveHire[], subscriptionFeeCents: number, periodStart: string): MonthlyBill {
  const periodEnd = monthEnd(periodStart);
  const period = { period_start: periodStart, period_end: periodEnd };
  const lines: InvoiceLine[] = [];
  const priced = hires.map((hire) => {
    const total = monthlyCharge(hire.terms);
    const serviceFee = serviceFeeCents(hire.terms.level);
    const addOns = addOnsCents(hire.terms);
    // monthlyCharge owns the grant rule; the credit is whatever it took off.
    const grant = hire.terms.monthlyPayCents + serviceFee + addOns.total - total;
    const who = { candidate_name: hire.candidateName, job_title: hire.jobTitle, ...period };
    lines.push({ kind: 'salary', amount_cents: hire.terms.monthlyPayCents, ...who });
    lines.push({ kind: 'service_fee', amount_cents: serviceFee, ...who });
    if (addOns.insurance) lines.push({ kind: 'insurance', amount_cents: addOns.insurance, ...who });
    if (addOns.healthcare) lines.push({ kind: 'healthcare', amount_cents: addOns.healthcare, ...who });
    if (addOns.secureCloudComputing) lines.push({ kind: 'secure_cloud_computing', amount_cents: addOns.secureCloudComputing, ...who });
    if (grant) lines.push({ kind: 'grant', amount_cents: -grant, ...who });
    return { total, fees: serviceFee - grant };
  });
  const sums = chargeSums(priced, subscriptionFeeCents);
  if (subscriptionFeeCents) lines.push({ kind: 'platform_subscription', amount_cents: subscriptionFeeCents, ...period });
  lines.push({ kind: 'card_fee', amount_cents: sums.cardFee });
  return { periodEnd, lines, sums };
}
