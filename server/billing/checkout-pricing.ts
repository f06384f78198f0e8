import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { candidateProfiles, grants, jobs, offers, platformSubscriptions, users } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { FEES } from '../../src/shared/fees.js';
import {
  billingStartDate,
  firstMonth,
  monthEnd,
  monthlyCharge,
  nextBillDate,
  type BilledHire,
  type ChargeSums,
  type FirstMonth,
} from '../../src/shared/pricing.js';
import { billedStaffOf } from './monthly-bill.js';

type OfferRow = typeof offers.$inferSelect;
type GrantRow = typeof grants.$inferSelect;
type InvoiceLine = Schema<'InvoiceLine'>;

/** An accepted offer awaiting payment, with its first month priced as checkout charges it. */
export interface CheckoutHire {
  offer: OfferRow;
  candidate: { id: string; firstname: string; lastname: string };
  profile: { headline: string; country: string; role: string | null } | null;
  job: { id: string; title: string };
  /** The grant paying part of this hire's fees, if it still has a hire to give. */
  grant: GrantRow | null;
  /** The day billing starts: the start date, or today when that has passed. */
  billingStart: string;
  first: FirstMonth;
  monthlyCents: number;
}

export interface CheckoutPrices {
  today: string;
  /** Every full-time offer of the employer awaiting payment, oldest acceptance first. */
  hires: CheckoutHire[];
  /** The platform subscription fee due with this checkout; 0 while a subscription runs. */
  subscriptionDueCents: number;
  /** The first month the billing run looks at after this checkout. */
  nextBillDate: string;
  /** What the run bills from `nextBillDate` on before this checkout: its fee a month and the staff hired already. */
  monthlyBill: { subscriptionFeeCents: number; staff: BilledHire[] };
}

/**
 * What checking out costs today. initiateCheckout shows it and hireStaff charges it, so
 * both read it here. All the awaiting offers are priced together even when fewer are
 * paid for, because the grant goes to the oldest acceptances first: paying for one offer
 * must not move the grant onto it from another that checkout showed with it.
 * Fractional offers have their own checkout and are not listed.
 */
export async function priceCheckout(db: Db | Tx, employerId: string, today: string): Promise<CheckoutPrices> {
  const rows = await db
    .select({
      offer: offers,
      candidate: { id: users.id, firstname: users.firstname, lastname: users.lastname },
      profile: { headline: candidateProfiles.headline, country: candidateProfiles.country, role: candidateProfiles.role },
      job: { id: jobs.id, title: jobs.title },
    })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.candidateId))
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, offers.candidateId))
    .where(and(eq(offers.employerId, employerId), eq(offers.status, 'awaiting_payment'), eq(offers.contractType, 'full_time')))
    .orderBy(asc(offers.answeredAt), asc(offers.id));

  const grant = await activeGrantOf(db, employerId, today);
  let grantHiresLeft = grant ? grant.hires - grant.hiresUsed : 0;
  const hires = rows.map((row): CheckoutHire => {
    const covered = grantHiresLeft > 0 ? grant : null;
    if (covered) grantHiresLeft -= 1;
    const terms = {
      monthlyPayCents: row.offer.payCents,
      level: row.offer.experienceLevel,
      includeInsurance: row.offer.includeInsurance,
      includeHealthcare: row.offer.includeHealthcare,
      secureCloudComputing: row.offer.secureCloudComputing,
      grantPercent: covered?.percent ?? 0,
    };
    const billingStart = billingStartDate(row.offer.startDate, today);
    return {
      ...row,
      grant: covered,
      billingStart,
      first: firstMonth({ ...terms, startDate: billingStart }),
      monthlyCents: monthlyCharge(terms),
    };
  });

  const subscription = await runningSubscriptionOf(db, employerId);
  if (!subscription) {
    // Paying starts the subscription, billed from next month on (onHirePaid); nobody is hired before it.
    const monthlyBill = { subscriptionFeeCents: FEES.platformSubscription, staff: [] };
    return { today, hires, subscriptionDueCents: FEES.platformSubscription, nextBillDate: nextBillDate(today), monthlyBill };
  }
  const staff = await billedStaffOf(db, employerId, subscription.nextBillDate);
  return {
    today,
    hires,
    subscriptionDueCents: 0,
    nextBillDate: subscription.nextBillDate,
    monthlyBill: { subscriptionFeeCents: subscription.feeCents, staff },
  };
}

/**
 * The employer's platform subscription while it runs; null before the first hire or once
 * cancelled, when a checkout charges its fee. A past-due subscription still runs (its unpaid
 * month is collected on its own), so its fee is not due again.
 */
export async function runningSubscriptionOf(db: Db | Tx, employerId: string) {
  const [subscription] = await db
    .select({ status: platformSubscriptions.status, nextBillDate: platformSubscriptions.nextBillDate, feeCents: platformSubscriptions.feeCents })
    .from(platformSubscriptions)
    .where(eq(platformSubscriptions.employerId, employerId));
  return subscription && subscription.status !== 'cancelled' ? subscription : null;
}

/** The employer's oldest approved grant that still has hires to give and has not run out. */
async function activeGrantOf(db: Db | Tx, employerId: string, today: string): Promise<GrantRow | null> {
  const [grant] = await db
    .select()
    .from(grants)
    .where(
      and(
        eq(grants.employerId, employerId),
        lt(grants.hiresUsed, grants.hires),
        or(isNull(grants.expiresOn), sql`${grants.expiresOn} >= ${today}::date`),
      ),
    )
    .orderBy(asc(grants.createdAt), asc(grants.id))
    .limit(1);
  return grant ?? null;
}

/** An offer awaiting payment as checkout shows it (the contract's CheckoutOffer). */
export function checkoutOfferView(hire: CheckoutHire): Schema<'CheckoutOffer'> {
  const { offer, first } = hire;
  return {
    status: offer.status,
    employer_id: offer.employerId,
    employment_offer: {
      id: offer.id,
      contract_type: offer.contractType,
      experience_level: offer.experienceLevel,
      pay_cents: offer.payCents,
      currency: offer.currency as Schema<'Currency'>,
      include_insurance: offer.includeInsurance,
      include_healthcare: offer.includeHealthcare,
      secure_cloud_computing: offer.secureCloudComputing,
      start_date: offer.startDate,
      sent_at: offer.sentAt.toISOString(),
      // Every offer awaiting payment was accepted, which is when it was answered.
      answered_at: (offer.answeredAt ?? offer.updatedAt).toISOString(),
    },
    candidate: { id: hire.candidate.id, firstname: hire.candidate.firstname, lastname: hire.candidate.lastname, profile_image: null },
    candidate_details: {
      headline: hire.profile?.headline ?? '',
      country: hire.profile?.country ?? '',
      ...(hire.profile?.role ? { role: hire.profile.role as Schema<'JobRole'> } : {}),
    },
    // Staff hired here work remotely, wherever the employer is.
    job_listing: { id: hire.job.id, title: hire.job.title, location: 'Remote' },
    onboarding_setup_fee: first.setupFee,
    grant: hire.grant ? { id: hire.grant.id, name: hire.grant.name, percent: hire.grant.percent } : null,
    first_month: {
      start_date: hire.billingStart,
      days: first.days,
      days_in_month: first.daysInMonth,
      salary: first.salary,
      service_fee: first.serviceFee,
      setup_fee: first.setupFee,
      insurance: first.addOns.insurance,
      healthcare: first.addOns.healthcare,
      secure_cloud_computing: first.addOns.secureCloudComputing,
      grant: first.grant,
      fees: first.fees,
      total: first.total,
    },
    monthly_charge_cents: hire.monthlyCents,
  };
}

/** One hire's first month, line by line; the grant is a credit on the hire it covers. */
function hireLines(hire: CheckoutHire): InvoiceLine[] {
  const { first } = hire;
  const who = {
    offer_id: hire.offer.id,
    candidate_name: `${hire.candidate.firstname} ${hire.candidate.lastname}`,
    job_title: hire.job.title,
    period_start: hire.billingStart,
    period_end: monthEnd(hire.billingStart),
  };
  const prorated = { days: first.days, days_in_month: first.daysInMonth };
  const lines: InvoiceLine[] = [
    { kind: 'salary', amount_cents: first.salary, ...who, ...prorated },
    { kind: 'service_fee', amount_cents: first.serviceFee, ...who, ...prorated },
    { kind: 'setup_fee', amount_cents: first.setupFee, ...who },
  ];
  if (first.addOns.insurance) lines.push({ kind: 'insurance', amount_cents: first.addOns.insurance, ...who });
  if (first.addOns.healthcare) lines.push({ kind: 'healthcare', amount_cents: first.addOns.healthcare, ...who });
  if (first.addOns.secureCloudComputing) lines.push({ kind: 'secure_cloud_computing', amount_cents: first.addOns.secureCloudComputing, ...who });
  if (first.grant) lines.push({ kind: 'grant', amount_cents: -first.grant, ...who });
  return lines;
}

export interface CheckoutCharge {
  today: string;
  subscriptionDueCents: number;
  sums: ChargeSums;
  couponCode: string | null;
}

/** The invoice lines of a checkout, fixed when its payment is made; they add up to `sums.total`. */
export function checkoutLines(hires: CheckoutHire[], charge: CheckoutCharge): InvoiceLine[] {
  const firstStart = hires.map((hire) => hire.billingStart).sort()[0] ?? charge.today;
  return [...hires.flatMap(hireLines), ...checkoutChargeLines(firstStart, charge)];
}

/**
 * The lines of a checkout after its hires' own (full-time here, fractional in
 * server/fractional/checkout-pricing.ts): the subscription if due, the coupon, the card fee.
 */
export function checkoutChargeLines(firstStart: string, charge: Omit<CheckoutCharge, 'today'>): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  // The subscription starting here pays for the month the first of these hires starts in:
  // the monthly run bills nobody, and so charges no fee, before the month after it.
  if (charge.subscriptionDueCents) {
    lines.push({
      kind: 'platform_subscription',
      amount_cents: charge.subscriptionDueCents,
      period_start: firstStart,
      period_end: monthEnd(firstStart),
    });
  }
  if (charge.sums.discount && charge.couponCode) {
    lines.push({ kind: 'coupon', amount_cents: -charge.sums.discount, coupon_code: charge.couponCode });
  }
  lines.push({ kind: 'card_fee', amount_cents: charge.sums.cardFee });
  return lines;
}

/** The hires (offer ids) a checkout's grant covered: one grant line each. */
export const grantedHires = (lines: Record<string, unknown>[]): string[] =>
  lines.filter((line) => line.kind === 'grant' && typeof line.offer_id === 'string').map((line) => line.offer_id as string);
