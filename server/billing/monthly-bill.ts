import { and, asc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { grants, jobs, offers, users } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import {
  addOnsCents,
  billedInMonth,
  chargeSums,
  monthEnd,
  monthlyCharge,
  nextCharge,
  type BilledHire,
  type ChargeSums,
  type HireTerms,
} from '../../src/shared/pricing.js';
import { serviceFeeCents } from '../../src/shared/fees.js';
import { firstFractionalBillOn, fractionalBillFor, type FractionalBill } from '../fractional/month-bill.js';

/** A hired staff member with the terms the month is billed on. */
export interface ActiveHire {
  offerId: string;
  candidateName: string;
  jobTitle: string;
  startDate: string;
  /** The day its billing began (its first, prorated month was paid at checkout); null before it was hired. */
  billingStart: string | null;
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
    billingStart: offer.billingStartDate,
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
 * The full-time hires a month starting `periodStart` bills in advance: hired, billed in that
 * month by the shared rule (`billedInMonth`: the month billing began was paid at checkout),
 * and not ended by its first day. Checkout's and Settings' next charge follow the same rule.
 * Fractional hires are billed in arrears by their hours (server/fractional/month-bill.ts).
 */
export async function hiresBilledFor(db: Db | Tx, employerId: string, periodStart: string): Promise<ActiveHire[]> {
  const hires = await hiresWhere(
    db,
    and(
      eq(offers.employerId, employerId),
      eq(offers.contractType, 'full_time'),
      isNotNull(offers.hiredAt),
      isNotNull(offers.billingStartDate),
      or(isNull(offers.endedAt), sql`(${offers.endedAt} at time zone 'UTC')::date > ${periodStart}::date`),
    ),
    periodStart,
  );
  return hires.filter((hire) => hire.billingStart !== null && billedInMonth(hire.billingStart, periodStart));
}

/** The full-time staff hired today, with the monthly terms they are billed on (fractional staff are billed by the hour). */
export function hiredStaffOf(db: Db | Tx, employerId: string, today: string): Promise<ActiveHire[]> {
  return hiresWhere(db, and(eq(offers.employerId, employerId), eq(offers.contractType, 'full_time'), eq(offers.status, 'hired')), today);
}

export interface MonthlyBill {
  periodEnd: string;
  lines: InvoiceLine[];
  sums: ChargeSums;
}

/**
 * A month of the full-time hires, the fractional hours of the month before (`fractional`, from
 * server/fractional/month-bill.ts) and the platform subscription, line by line, with the card
 * fee on the whole.
 */
export function monthlyBill(
  hires: ActiveHire[],
  subscriptionFeeCents: number,
  periodStart: string,
  fractional: Pick<FractionalBill, 'lines' | 'amounts'> = { lines: [], amounts: [] },
): MonthlyBill {
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
  lines.push(...fractional.lines);
  // Hours carry no fee a coupon or grant could touch.
  const sums = chargeSums([...priced, ...fractional.amounts.map((total) => ({ total, fees: 0 }))], subscriptionFeeCents);
  if (subscriptionFeeCents) lines.push({ kind: 'platform_subscription', amount_cents: subscriptionFeeCents, ...period });
  lines.push({ kind: 'card_fee', amount_cents: sums.cardFee });
  return { periodEnd, lines, sums };
}

/** The full-time staff hired today as the monthly run bills them (`nextCharge`'s input), grants counted as they run on `billDate`. */
export async function billedStaffOf(db: Db | Tx, employerId: string, billDate: string): Promise<BilledHire[]> {
  const hires = await hiredStaffOf(db, employerId, billDate);
  return hires.flatMap((hire) => (hire.billingStart ? [{ billingStart: hire.billingStart, monthlyCents: monthlyCharge(hire.terms) }] : []));
}

/**
 * The next charge of the monthly run: the earlier of the full-time staff's next charge (the
 * shared `nextCharge`) and the first bill with a fractional month, priced as the run will
 * price that month (`hiresBilledFor`, `fractionalBillFor`, `monthlyBill`), so a grant that has
 * run out by then is left out as the run leaves it. A fractional month still running is priced
 * at its hours so far: never less than its (prorated) minimum, and the run charges at least that.
 */
export async function upcomingCharge(
  db: Db | Tx,
  employerId: string,
  subscription: { feeCents: number; nextBillDate: string },
): Promise<{ date: string; cents: number } | null> {
  const fullTime = nextCharge(await billedStaffOf(db, employerId, subscription.nextBillDate), subscription.feeCents, subscription.nextBillDate);
  const date = [fullTime?.date, await firstFractionalBillOn(db, employerId, subscription.nextBillDate)]
    .filter((day): day is string => day !== undefined && day !== null)
    .sort()[0];
  if (!date) return null;
  const hires = await hiresBilledFor(db, employerId, date);
  const fractional = await fractionalBillFor(db, employerId, date);
  return { date, cents: monthlyBill(hires, subscription.feeCents, date, fractional).sums.total };
}
