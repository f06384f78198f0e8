// What a staff member's working day starts from: a candidate hired and paid for, working
// from today. The pipeline and checkout have their own browser tests (hiring.test.ts,
// checkout.test.ts), so here the two people get there through the API, as the app calls it:
// the offer accepted (checkout-steps.ts), then the employer accepts both agreements, saves
// the sandbox's 4242 card and pays the first month as the checkout page does.
import { randomUUID } from 'node:crypto';
import type { components } from '../../src/generated/api.ts';
import { chargeSums } from '../../src/shared/pricing.ts';
import { acceptedOffer, call, inDays, type AcceptedOffer, type WorkSchedule } from './checkout-steps.ts';
import { ApiBrowser, uniqueWord, type Locale } from './hiring-steps.ts';
import { expect } from './fixtures.ts';
import { completeOnboarding } from './onboarding-steps.ts';

type Schemas = components['schemas'];

/** Where the staff member works from: east of UTC, so their today is never before the server's (an offer starts on the server's today at the earliest). */
export const STAFF_ZONE = 'Asia/Manila';

/**
 * Every day, round the clock, in the staff member's zone: whenever the suite runs, today is a
 * working day that has begun and not ended, so attendance marks it "in progress" after the
 * clock-out as before it (only the last minute before midnight in Manila would not be). The
 * contract takes it: a schedule's hours a week are capped (60) but not checked against its days.
 */
export const ROUND_THE_CLOCK: WorkSchedule = {
  work_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  start_time: '00:00',
  end_time: '23:59',
  timezone: STAFF_ZONE,
  hours_per_week: 60,
};

/** A calendar day `YYYY-MM-DD` in the staff member's zone, `days` after today. */
export function staffDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: STAFF_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The employer accepts the master service agreement and the platform terms, as the checkout page's buttons do. */
async function acceptAgreements(boss: ApiBrowser) {
  const msa = await call<Schemas['Msa']>(boss, 'GET', '/employer/employer-msa');
  await call(boss, 'PUT', `/employer/msa/${msa.id}`, { contract_type: msa.contract_type, status: 'active' });
  await call(boss, 'PUT', '/employer/update-platform-agreement', { agreement_type: 'standard' });
}

/** The sandbox's card form: the 4242 test card becomes a saved payment method of the employer. */
async function saveTestCard(boss: ApiBrowser): Promise<string> {
  const { customer_id } = await call<Schemas['PaymentCustomer']>(boss, 'POST', '/employer/stripe/create-account');
  const card = await call<Schemas['SandboxPaymentMethod']>(boss, 'POST', '/sandbox/payment-methods', {
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 5,
    cvc: '123',
    name: 'Rosa Marchetti',
  });
  await call(boss, 'POST', '/employer/stripe/attach-payment-method', { payment_methods: card.id, stripe_account_id: customer_id });
  return card.id;
}

/** Pays the offer's first month at the total checkout shows (priced by the shared pricing, as the page does). */
async function payForOffer(boss: ApiBrowser, offerId: string, cardId: string) {
  const {
    data: [, offers, subscriptionDue],
  } = await call<Schemas['CheckoutInitiation']>(boss, 'GET', '/employer/hirestaff/initiate');
  const offer = offers.find((item) => item.employment_offer.id === offerId);
  expect(offer, 'the accepted offer is awaiting payment').toBeDefined();
  const { total } = chargeSums([{ total: offer!.first_month.total, fees: offer!.first_month.fees }], subscriptionDue);
  const payment = await call<Schemas['Payment']>(boss, 'POST', '/employer/hirestaff-v2', {
    offer_ids: [offerId],
    payment_method_id: cardId,
    idempotency_key: randomUUID(),
    expected_total_cents: total,
  });
  expect(payment.status, `the payment ${JSON.stringify(payment.failure)}`).toBe('succeeded');
}

/**
 * A new employer and a new staff member, hired and paid for, working from today on
 * `ROUND_THE_CLOCK`, their onboarding done unless `onboarded` is false.
 */
export async function hiredStaff(locale: Locale, jobTitle = `Bookkeeper ${uniqueWord()}`, { onboarded = true } = {}): Promise<AcceptedOffer> {
  // The server's today: the staff member's, or the day before theirs (STAFF_ZONE is ahead of UTC).
  const hire = await acceptedOffer(locale, jobTitle, { startDate: inDays(0), schedule: ROUND_THE_CLOCK });
  const boss = new ApiBrowser();
  await call(boss, 'POST', '/auth/login', { email: hire.employer.email, password: hire.employer.password });
  await acceptAgreements(boss);
  await payForOffer(boss, hire.offerId, await saveTestCard(boss));
  // Work starts once onboarding is done (server/onboarding/readiness.ts).
  if (onboarded) await completeOnboarding(hire.candidate);
  return hire;
}
