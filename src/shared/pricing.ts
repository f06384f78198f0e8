import { FEES } from './fees.js';
import type { ExperienceLevel } from './job-roles.js';

/**
 * What a hire costs, in USD cents (docs/product.md section 5). Pure: the server charges
 * with it, checkout shows it, the price calculator and the solution pages quote it.
 * Dates are calendar dates `YYYY-MM-DD`, read as such (no time zone enters).
 */

export interface HireTerms {
  /** The staff member's monthly salary. */
  monthlyPayCents: number;
  level: ExperienceLevel;
  startDate: string;
  includeInsurance: boolean;
  includeHealthcare: boolean;
  secureCloudComputing: boolean;
  /** A grant's share (0–100) of the setup and service fees it covers. */
  grantPercent?: number;
}

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export function parseDate(iso: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`not a calendar date: ${iso}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw new RangeError(`not a calendar date: ${iso}`);
  return { year, month, day };
}

export const formatCalendarDate = ({ year, month, day }: CalendarDate) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC keeps daylight saving out of it.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The share of a monthly amount owed from `startDate` to the end of its month, both days included. */
export function prorate(monthlyCents: number, startDate: string): { cents: number; days: number; daysInMonth: number } {
  const { year, month, day } = parseDate(startDate);
  const total = daysInMonth(year, month);
  const days = total - day + 1;
  return { cents: Math.round((monthlyCents * days) / total), days, daysInMonth: total };
}

/** Bills fall on the first day of the month after `date`. */
export function nextBillDate(date: string): string {
  const { year, month } = parseDate(date);
  return formatCalendarDate(month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 });
}

/**
 * Whether the monthly bill of the month starting `periodStart` charges a hire whose
 * billing began on `billingStart`: only from the month after, since the month billing
 * began was paid at checkout (`hiresBilledFor` selects the run's hires by this rule).
 */
export const billedInMonth = (billingStart: string, periodStart: string): boolean => billingStart < periodStart;

/**
 * The first monthly bill that charges a hire whose billing begins on `billingStart`, when
 * the run bills from `billDate` on: the first of the month after its first, prorated month.
 */
export function firstBilledOn(billingStart: string, billDate: string): string {
  const first = nextBillDate(billingStart);
  return first > billDate ? first : billDate;
}

export function addOnsCents(terms: Pick<HireTerms, 'includeInsurance' | 'includeHealthcare' | 'secureCloudComputing'>) {
  const insurance = terms.includeInsurance ? FEES.addOns.insurance : 0;
  const healthcare = terms.includeHealthcare ? FEES.addOns.healthcare : 0;
  const secureCloudComputing = terms.secureCloudComputing ? FEES.addOns.secureCloudComputing : 0;
  return { insurance, healthcare, secureCloudComputing, total: insurance + healthcare + secureCloudComputing };
}

const grantShare = (cents: number, percent = 0) => Math.round((cents * Math.min(Math.max(percent, 0), 100)) / 100);

export interface FirstMonth {
  salary: number;
  serviceFee: number;
  setupFee: number;
  addOns: ReturnType<typeof addOnsCents>;
  /** What the grant takes off the setup and (prorated) service fees. */
  grant: number;
  /** Setup and service fees after the grant: what a coupon may reduce. */
  fees: number;
  total: number;
  days: number;
  daysInMonth: number;
}

/**
 * The first charge for one hire: salary and service fee prorated by calendar days from
 * the start date, plus the setup fee and the month's add-ons, less the grant. The
 * platform subscription is per employer, so `checkoutTotal` adds it once.
 */
export function firstMonth(terms: HireTerms): FirstMonth {
  const salary = prorate(terms.monthlyPayCents, terms.startDate);
  const serviceFee = prorate(FEES.serviceFee[terms.level], terms.startDate).cents;
  const setupFee = FEES.onboardingSetup;
  const addOns = addOnsCents(terms);
  const grant = grantShare(serviceFee + setupFee, terms.grantPercent);
  const fees = serviceFee + setupFee - grant;
  return {
    salary: salary.cents,
    serviceFee,
    setupFee,
    addOns,
    grant,
    fees,
    total: salary.cents + fees + addOns.total,
    days: salary.days,
    daysInMonth: salary.daysInMonth,
  };
}

/** A full month of one hire after the first: salary, service fee less the grant, add-ons. */
export function monthlyCharge(terms: Omit<HireTerms, 'startDate'>): number {
  const serviceFee = FEES.serviceFee[terms.level];
  return terms.monthlyPayCents + serviceFee - grantShare(serviceFee, terms.grantPercent) + addOnsCents(terms).total;
}

/** The card provider's fee on a charge: 2.9% + 30 cents, rounded to the cent. */
export const cardFeeCents = (amountCents: number): number =>
  amountCents <= 0 ? 0 : Math.round((amountCents * FEES.card.percent) / 100) + FEES.card.fixedCents;

export interface Coupon {
  type: 'percent' | 'fixed';
  /** Percent 1–100, or cents. */
  amount: number;
  scope: 'standard' | 'fractional';
  /** Last day it may be used, `YYYY-MM-DD`; none = no end. */
  expiresOn?: string;
  maxUses?: number;
  used: number;
}

export type CouponRefusal = 'expired' | 'used_up' | 'wrong_scope';

/**
 * What a coupon takes off the fees (never the salary), never more than the fees.
 * Refused when past its last day, used up, or meant for the other kind of hire.
 */
export function couponDiscount(
  coupon: Coupon,
  feesCents: number,
  context: { today: string; scope: Coupon['scope'] },
): { ok: true; discount: number } | { ok: false; reason: CouponRefusal } {
  if (coupon.scope !== context.scope) return { ok: false, reason: 'wrong_scope' };
  if (coupon.expiresOn && context.today > coupon.expiresOn) return { ok: false, reason: 'expired' };
  if (coupon.maxUses !== undefined && coupon.used >= coupon.maxUses) return { ok: false, reason: 'used_up' };
  const raw = coupon.type === 'percent' ? Math.round((feesCents * Math.min(coupon.amount, 100)) / 100) : coupon.amount;
  return { ok: true, discount: Math.max(0, Math.min(raw, feesCents)) };
}

/** The first client's quote: first-month salaries plus insurance and healthcare, over every offer. */
export function quote(offers: { first_month_salary: number; offer_insurance: number; offer_healthcare: number }[]): number {
  return offers.reduce((sum, o) => sum + o.first_month_salary + o.offer_insurance + o.offer_healthcare, 0);
}

/** Billing starts on the offer's start date, or today when that day has passed. */
export const billingStartDate = (startDate: string, today: string): string => (startDate < today ? today : startDate);

/** The last calendar day of `date`'s month. */
export function monthEnd(date: string): string {
  const { year, month } = parseDate(date);
  return formatCalendarDate({ year, month, day: daysInMonth(year, month) });
}

export interface ChargeSums {
  /** First months (or months) plus the subscription due, before the coupon. */
  subtotal: number;
  /** The coupon's discount, never more than the fees it may touch. */
  discount: number;
  cardFee: number;
  /** What the card is charged. */
  total: number;
}

/**
 * What one card payment charges: the hires' amounts and the subscription due, less the
 * coupon (applied once to all the hires' fees together, never to salary), plus the card
 * provider's fee on the rest. Checkout shows it and the server charges it.
 */
export function chargeSums(
  hires: { total: number; fees: number }[],
  subscriptionCents: number,
  coupon?: Pick<Coupon, 'type' | 'amount'>,
): ChargeSums {
  const subtotal = hires.reduce((sum, h) => sum + h.total, 0) + subscriptionCents;
  const fees = hires.reduce((sum, h) => sum + h.fees, 0);
  const raw = !coupon ? 0 : coupon.type === 'percent' ? Math.round((fees * Math.min(coupon.amount, 100)) / 100) : coupon.amount;
  const discount = Math.max(0, Math.min(raw, fees));
  const cardFee = cardFeeCents(subtotal - discount);
  return { subtotal, discount, cardFee, total: subtotal - discount + cardFee };
}

/** A hire as the monthly run bills it: from the day its billing began, a full month at a time. */
export interface BilledHire {
  billingStart: string;
  /** `monthlyCharge` of its terms. */
  monthlyCents: number;
}

export interface NextCharge {
  /** The first of the month the run charges. */
  date: string;
  sums: ChargeSums;
}

/**
 * The next charge the monthly run makes, running from `billDate` on: it bills month by
 * month and skips a month that bills nobody (subscription fee included), so the next
 * charge falls on the first bill of the hire billed earliest, and charges every hire
 * billed by then with the subscription fee and the card fee. Null while nobody is billed.
 * Checkout promises it and Settings → Billing shows it (docs/decisions/013).
 */
export function nextCharge(hires: BilledHire[], subscriptionFeeCents: number, billDate: string): NextCharge | null {
  const date = hires.map((hire) => firstBilledOn(hire.billingStart, billDate)).sort()[0];
  if (!date) return null;
  const billed = hires.filter((hire) => billedInMonth(hire.billingStart, date));
  return { date, sums: chargeSums(billed.map((hire) => ({ total: hire.monthlyCents, fees: 0 })), subscriptionFeeCents) };
}
