import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { candidateProfiles, jobs, offers, users } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { FEES } from '../../src/shared/fees.js';
import { billingStartDate, chargeSums, monthEnd, type ChargeSums } from '../../src/shared/pricing.js';
import { billDateOf, fractionalFirstMonth, fullMonthRange, type FractionalFirstMonth, type HoursRange } from '../../src/shared/fractional-pricing.js';
import { checkoutChargeLines, runningSubscriptionOf } from '../billing/checkout-pricing.js';
import { toJobRef } from '../views/refs.js';

/*
 * What the fractional checkout of one accepted offer costs (docs/product.md section 5,
 * docs/decisions/018): the setup fee, the platform subscription while none runs, and the first
 * month's minimum hours prorated from the day billing starts, paid ahead, plus the card fee on the
 * whole (`chargeSums`, with the setup fee as the only fee a fractional coupon may reduce). The
 * checkout page shows it (getFractionalCheckout) and hireFractionalStaff charges it, both from here.
 */

type InvoiceLine = Schema<'InvoiceLine'>;

/** An offer as its fractional checkout reads it: the terms, who it hires, for which job. */
export interface FractionalCheckoutOffer {
  offer: typeof offers.$inferSelect;
  candidate: { id: string; firstname: string; lastname: string };
  profile: { headline: string; country: string; role: string | null } | null;
  job: Pick<typeof jobs.$inferSelect, 'id' | 'title' | 'hireType' | 'status'>;
}

/** The caller's offer of either kind, in any state; null for another employer's or an unknown one. */
export async function checkoutOfferOf(db: Db | Tx, employerId: string, offerId: string): Promise<FractionalCheckoutOffer | null> {
  const [row] = await db
    .select({
      offer: offers,
      candidate: { id: users.id, firstname: users.firstname, lastname: users.lastname },
      profile: { headline: candidateProfiles.headline, country: candidateProfiles.country, role: candidateProfiles.role },
      job: { id: jobs.id, title: jobs.title, hireType: jobs.hireType, status: jobs.status },
    })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.candidateId))
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, offers.candidateId))
    .where(and(eq(offers.id, offerId), eq(offers.employerId, employerId)));
  return row ?? null;
}

export interface FractionalCheckoutPrice extends FractionalCheckoutOffer {
  /** The range the offer was accepted for; the prepaid minimum is priced at it. */
  range: HoursRange;
  /** The day billing starts: the start date, or today when that has passed. */
  billingStart: string;
  first: FractionalFirstMonth;
  /** The platform subscription fee due with this checkout; 0 while a subscription runs. */
  subscriptionDueCents: number;
  /** The charge without a coupon. */
  sums: ChargeSums;
}

/** What paying for a fractional offer costs today; the offer must be a fractional one (its range is read). */
export async function priceFractionalCheckout(db: Db | Tx, checkout: FractionalCheckoutOffer, today: string): Promise<FractionalCheckoutPrice> {
  const { offer } = checkout;
  if (offer.hoursMin === null || offer.hoursMax === null) throw new Error(`offer ${offer.id} has no hours range: not a fractional offer`);
  const range = { minHours: offer.hoursMin, maxHours: offer.hoursMax };
  const billingStart = billingStartDate(offer.startDate, today);
  const first = fractionalFirstMonth({ hourlyCents: offer.payCents, range, startDate: billingStart });
  const subscriptionDueCents = (await runningSubscriptionOf(db, offer.employerId)) ? 0 : FEES.platformSubscription;
  const sums = chargeSums([{ total: first.total, fees: first.fees }], subscriptionDueCents);
  return { ...checkout, range, billingStart, first, subscriptionDueCents, sums };
}

/** The fractional checkout as the contract shows it (FractionalCheckout). */
export function fractionalCheckoutView(price: FractionalCheckoutPrice): Schema<'FractionalCheckout'> {
  const { offer, candidate, profile, first, sums } = price;
  const hoursRange = { min_hours: price.range.minHours, max_hours: price.range.maxHours };
  const nextMonth = fullMonthRange(offer.payCents, price.range);
  return {
    offer_id: offer.id,
    contract_type: 'fractional',
    data: {
      candidate_details: {
        id: candidate.id,
        firstname: candidate.firstname,
        lastname: candidate.lastname,
        profile_image: null,
        headline: profile?.headline ?? '',
        country: profile?.country ?? '',
        ...(profile?.role ? { role: profile.role as Schema<'JobRole'> } : {}),
      },
      fractional_employment_offer: {
        id: offer.id,
        status: offer.status,
        experience_level: offer.experienceLevel,
        hourly_rate_cents: offer.payCents,
        currency: offer.currency as Schema<'Currency'>,
        hours_range: hoursRange,
        start_date: offer.startDate,
        schedule: offer.schedule,
        ...(offer.answeredAt ? { answered_at: offer.answeredAt.toISOString() } : {}),
        job: toJobRef(price.job),
      },
    },
    setup_fee_cents: first.setupFee,
    subscription_due_cents: price.subscriptionDueCents,
    first_month: {
      start_date: first.startDate,
      days: first.days,
      days_in_month: first.daysInMonth,
      minimum_hours: price.range.minHours,
      minimum_cents: first.minimumCents,
    },
    fees_cents: first.fees,
    subtotal_cents: sums.subtotal,
    stripe_fee_cents: sums.cardFee,
    total_cents: sums.total,
    next_month_charge: { lower_pay_range: nextMonth.lower, upper_pay_range: nextMonth.upper },
    // The first bill charges the first month's hours beyond the minimum paid today.
    next_bill_date: billDateOf(price.billingStart),
  };
}

/**
 * The invoice lines of a fractional checkout, fixed when its payment is made: the first month's
 * prorated minimum and the setup fee, then the subscription, coupon and card fee as any checkout's.
 */
export function fractionalCheckoutLines(price: FractionalCheckoutPrice, charge: { sums: ChargeSums; couponCode: string | null }): InvoiceLine[] {
  const { offer, first } = price;
  const who = {
    offer_id: offer.id,
    candidate_name: `${price.candidate.firstname} ${price.candidate.lastname}`,
    job_title: price.job.title,
    period_start: price.billingStart,
    period_end: monthEnd(price.billingStart),
  };
  return [
    {
      kind: 'fractional_minimum',
      amount_cents: first.minimumCents,
      ...who,
      days: first.days,
      days_in_month: first.daysInMonth,
      hourly_rate_cents: offer.payCents,
      min_hours: price.range.minHours,
      max_hours: price.range.maxHours,
    },
    { kind: 'setup_fee', amount_cents: first.setupFee, ...who },
    ...checkoutChargeLines(price.billingStart, { subscriptionDueCents: price.subscriptionDueCents, ...charge }),
  ];
}
