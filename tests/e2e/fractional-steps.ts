// What the fractional hire's browser test starts from and does around its pages, through the API
// as the app calls it: a fractional job with an applicant interviewed (the pipeline's screens have
// their own test, hiring.test.ts), the candidate's answer to the offer, the hours the staff member
// logs and the employer approves, the monthly billing run of the dev route, and what the shared
// pricing rule says each of these costs (src/shared/fractional-pricing.ts).
import type { components } from '../../src/generated/api.ts';
import { FEES } from '../../src/shared/fees.ts';
import { coveredDays, fractionalFirstMonth, fractionalMonthCharge, type HoursRange } from '../../src/shared/fractional-pricing.ts';
import { chargeSums, nextBillDate } from '../../src/shared/pricing.ts';
import { call, inDays, interviewedApplicant, type WorkSchedule } from './checkout-steps.ts';
import { ApiBrowser, uniqueWord, type Account, type Locale } from './hiring-steps.ts';
import { expect } from './fixtures.ts';
import { completeOnboarding } from './onboarding-steps.ts';

type Schemas = components['schemas'];

/**
 * Where the staff member works from and the employer's browser says it is: east of UTC, so the
 * offer's first day (the server's today at the earliest) has begun there, and enough of it has
 * passed to log a morning's work on it (see `logMorning`).
 */
export const STAFF_ZONE = 'Asia/Manila';

/** The coupon the demo data seeds for fractional hires (server/seed/demo-data.ts): 15% off the setup fee. */
export const FRACTIONAL_COUPON = { code: 'FRACTIONAL15', type: 'percent', amount: 15 } as const;

export interface FractionalApplicant {
  employer: Account;
  candidate: Account;
  boss: ApiBrowser;
  person: ApiBrowser;
  jobId: string;
  jobTitle: string;
  applicationId: string;
  /** The job's hourly rate, in cents. */
  rateCents: number;
}

/** A new employer with a fractional job, and a new candidate who applied and accepted an interview: the offer is next. */
export async function fractionalApplicant(locale: Locale, rateCents: number, jobTitle = `Payroll assistant ${uniqueWord()}`): Promise<FractionalApplicant> {
  const applicant = await interviewedApplicant(
    locale,
    {
      title: jobTitle,
      description: 'Run the payroll of our two dental clinics twice a month and keep the time-clock exports in order.',
      role: 'payroll-specialist',
      hire_type: 'fractional',
      experience_level: 'intermediate',
      pay_cents: rateCents,
      hours_per_week: 2,
      skills: ['Gusto'],
    },
    'I run the payroll of three small practices today.',
  );
  return { ...applicant, jobTitle, rateCents };
}

/** Office hours in the staff member's zone. */
export const STAFF_HOURS: WorkSchedule = { work_days: ['mon', 'tue', 'wed', 'thu', 'fri'], start_time: '09:00', end_time: '17:00', timezone: STAFF_ZONE, hours_per_week: 2 };

/** The offer the composer would send, through the API: fractional, from the server's today, within `range`. */
export async function sendFractionalOffer(applicant: FractionalApplicant, range: HoursRange): Promise<void> {
  await call(applicant.boss, 'PUT', `/employer/candidates/interview/after-v2/${applicant.applicationId}`, {
    contract_type: 'fractional',
    pay_cents: applicant.rateCents,
    include_insurance: false,
    include_healthcare: false,
    secure_cloud_computing: false,
    start_date: inDays(0),
    schedule: STAFF_HOURS,
    hours_range: { min_hours: range.minHours, max_hours: range.maxHours },
    message: 'A few hours a month, around each pay date.',
  });
}

/** The candidate accepts the offer waiting for an answer, as its page's button does; its terms are returned. */
export async function acceptTheOffer(person: ApiBrowser): Promise<Schemas['CandidateOffer']> {
  const { offers } = await call<Schemas['CandidateOfferList']>(person, 'GET', '/candidate/offers');
  const offer = offers.find((o) => o.status === 'pending');
  expect(offer, 'an offer waits for the candidate').toBeDefined();
  await call(person, 'POST', `/candidate/offers/${offer!.id}/accept`);
  return offer!;
}

/** `date`'s `HH:MM` in the staff member's zone (no daylight-saving time there: always UTC+8), as an instant. */
const manila = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

/**
 * The staff member's first morning of work: a clock-in and a clock-out now (the clock as the app
 * drives it), then the morning of the first day, 00:15 to 08:00 in their zone, asked for as a
 * correction of a day they did not clock (times are never typed in: the employer approves them,
 * docs/decisions/017), and approved. That morning has always passed: the first day is the
 * server's today, and where the staff member is, the server's day is 8 hours old when it begins.
 * Returns the minutes worked that day.
 */
export async function logMorning(applicant: FractionalApplicant, firstDay: string): Promise<number> {
  const { person, boss } = applicant;
  // Work starts once onboarding is done (server/onboarding/readiness.ts).
  await completeOnboarding(applicant.candidate);
  await call(person, 'POST', '/candidate/attendance/clock-in');
  await call(person, 'POST', '/candidate/attendance/clock-out');
  const from = manila(firstDay, '00:15');
  const to = manila(firstDay, '08:00');
  const correction = await call<Schemas['AttendanceCorrection']>(
    person,
    'POST',
    '/candidate/attendance/corrections',
    { work_date: firstDay, clock_in_at: from.toISOString(), clock_out_at: to.toISOString(), reason: 'The month-end payroll run: I started before I had the app open.' },
    201,
  );
  await call(boss, 'POST', `/employer/attendance-corrections/${correction.id}/approve`);
  return (to.getTime() - from.getTime()) / 60_000;
}

/** The monthly billing run of the dev route, as of `date`: it bills every subscription due by then. */
export async function runBilling(date: string): Promise<Schemas['BillingRunReport']> {
  return call<Schemas['BillingRunReport']>(new ApiBrowser(), 'POST', '/dev/billing-run', { date });
}

/** The employer's monthly bill, as their payments list it, with its invoice. */
export async function monthlyBillOf(boss: ApiBrowser): Promise<Schemas['Spending']> {
  const { spendings } = await call<Schemas['SpendingList']>(boss, 'GET', '/employer/spendings');
  const monthly = spendings.filter((s) => s.payment.kind === 'monthly');
  expect(monthly, 'one monthly bill').toHaveLength(1);
  return monthly[0]!;
}

/** What the rule charges: the checkout of a hire billed from `billingStart` with the fractional coupon, and the first monthly bill. */
export function fractionalCharges(terms: { rateCents: number; range: HoursRange; billingStart: string; minutesWorked: number }) {
  const first = fractionalFirstMonth({ hourlyCents: terms.rateCents, range: terms.range, startDate: terms.billingStart });
  const checkout = chargeSums([{ total: first.total, fees: first.fees }], FEES.platformSubscription, FRACTIONAL_COUPON);
  // The first month is covered from the billing start: its range is prorated unless that is the 1st.
  const covered = coveredDays(terms.billingStart, terms.billingStart, null);
  const month = fractionalMonthCharge({ hourlyCents: terms.rateCents, range: terms.range, minutesWorked: terms.minutesWorked, covered, prepaidCents: first.minimumCents });
  // The first bill charges the subscription's next month with the hours: no fee a coupon could touch.
  const bill = chargeSums([{ total: month.amountCents, fees: 0 }], FEES.platformSubscription);
  return { first, checkout, covered, month, bill, billDate: nextBillDate(terms.billingStart) };
}
