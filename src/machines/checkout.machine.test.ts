import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { grace, initiation, linus } from '../../tests/doubles/fixtures/checkout';
import { FEES } from '@/shared/fees';
import { cardFeeCents, chargeSums, firstMonth } from '@/shared/pricing';
import {
  checkoutMachine,
  checkoutSums,
  isSavedCheckout,
  readSavedCheckout,
  toCheckoutOffer,
  type CheckoutInitiation,
  type CheckoutInput,
  type FailedPaymentList,
} from './checkout.machine';

const SEED_FIELDS = [
  'offerStatus',
  'employer_id',
  'offer_id',
  'candidate',
  'job_title',
  'offer_date',
  'include_insurance',
  'include_healthcare',
  'offer_insurance_granted',
  'offer_healthcare_granted',
  'secure_cloud_computing',
  'contract_type',
  'offer_insurance',
  'offer_healthcare',
  'monthly_pay_rate',
  'first_month_salary',
  'service_fee',
  'stripe_fee',
  'job_location',
  'job_listing_id',
  'prorated_rsf',
  'exp_level',
  'onboarding_setup_fee',
  'platform_subscription_fee',
  'secure_computing_and_service_period_amount',
  'candidate_monthly_pay_rate',
  'grant',
  'next_bill_date',
];

describe('toCheckoutOffer', () => {
  it('has exactly the first client’s fields, the candidate with id, name and picture', () => {
    const offer = toCheckoutOffer(grace, 4_900, '2026-07-01');
    expect(Object.keys(offer).sort()).toEqual([...SEED_FIELDS].sort());
    expect(Object.keys(offer.candidate).sort()).toEqual(['id', 'name', 'profile_image']);
  });

  it('takes every amount from the server’s pricing of the first month', () => {
    // Grace: $1,500 a month, intermediate, from 17 June (14 of 30 days), insurance and healthcare.
    const first = firstMonth({
      monthlyPayCents: 150_000,
      level: 'intermediate',
      startDate: '2026-06-17',
      includeInsurance: true,
      includeHealthcare: true,
      secureCloudComputing: false,
    });
    expect(toCheckoutOffer(grace, 4_900, '2026-07-01')).toEqual({
      offerStatus: 'awaiting_payment',
      employer_id: grace.employer_id,
      offer_id: grace.employment_offer.id,
      candidate: { id: grace.candidate.id, name: 'Grace Hopper', profile_image: null },
      job_title: 'Bookkeeper for a bakery',
      offer_date: '2026-05-01T08:00:00.000Z',
      include_insurance: true,
      include_healthcare: true,
      offer_insurance_granted: true,
      offer_healthcare_granted: true,
      secure_cloud_computing: false,
      contract_type: 'full_time',
      offer_insurance: FEES.addOns.insurance,
      offer_healthcare: FEES.addOns.healthcare,
      monthly_pay_rate: grace.monthly_charge_cents,
      first_month_salary: first.salary,
      service_fee: FEES.serviceFee.intermediate,
      stripe_fee: cardFeeCents(first.total),
      job_location: 'Remote',
      job_listing_id: grace.job_listing.id,
      prorated_rsf: first.serviceFee,
      exp_level: 'intermediate',
      onboarding_setup_fee: FEES.onboardingSetup,
      platform_subscription_fee: 4_900,
      secure_computing_and_service_period_amount: first.serviceFee,
      candidate_monthly_pay_rate: 150_000,
      grant: null,
      next_bill_date: '2026-07-01',
    });
    expect(first.days).toBe(14);
  });

  it('leaves add-ons the offer does not include at 0, and carries the grant', () => {
    const offer = toCheckoutOffer(linus, 0, '2026-07-01');
    expect(offer).toMatchObject({
      offer_insurance: 0,
      offer_healthcare: 0,
      offer_insurance_granted: false,
      offer_healthcare_granted: false,
      secure_cloud_computing: true,
      secure_computing_and_service_period_amount: FEES.addOns.secureCloudComputing + linus.first_month.service_fee,
      grant: linus.grant,
      platform_subscription_fee: 0,
    });
  });
});

describe('checkoutSums', () => {
  const candidatesJobOffer = [grace, linus].map((o) => toCheckoutOffer(o, 4_900, '2026-07-01'));
  const monthlyBill = { subscription_fee_cents: 4_900, staff: [] };
  const base = { offers: [grace, linus], candidatesJobOffer, unselected: [], subscriptionFee: 4_900, coupon: null, monthlyBill, runBillsFrom: '2026-07-01' };

  it('keeps the first client’s quote and first-offer card fee, and charges chargeSums over the ticked offers', () => {
    const sums = checkoutSums({ ...base, unselected: [grace.employment_offer.id] });
    expect(sums.quote).toBe(grace.first_month.salary + 4_900 + 3_900 + linus.first_month.salary);
    expect(sums.stripeFee).toBe(cardFeeCents(grace.first_month.total));
    const charged = chargeSums([{ total: linus.first_month.total, fees: linus.first_month.fees }], 4_900);
    expect(sums.charge).toEqual(charged);
    expect(sums.total).toBe(charged.total);
    const monthly = linus.monthly_charge_cents + 4_900;
    expect(sums.nextMonthCharge).toBe(monthly + cardFeeCents(monthly));
    expect(sums.next_bill_date).toBe('2026-07-01');
  });

  it('promises the run’s next charge: a hire starting next month is first billed the month after, with the staff hired already', () => {
    const later = { ...linus, first_month: { ...linus.first_month, start_date: '2026-07-14' } };
    const staff = [{ billing_start: '2026-05-03', monthly_charge_cents: 150_000 }];
    const alone = checkoutSums({ ...base, offers: [later], candidatesJobOffer: candidatesJobOffer.slice(1) });
    const alongside = checkoutSums({ ...base, offers: [later], candidatesJobOffer: candidatesJobOffer.slice(1), monthlyBill: { ...monthlyBill, staff } });
    const monthly = linus.monthly_charge_cents + 4_900;
    expect(alone).toMatchObject({ next_bill_date: '2026-08-01', nextMonthCharge: monthly + cardFeeCents(monthly) });
    // The staff hired already are billed on July 1; the new hire is not billed in its own first month.
    expect(alongside).toMatchObject({ next_bill_date: '2026-07-01', nextMonthCharge: 150_000 + 4_900 + cardFeeCents(154_900) });
  });

  it('takes the coupon off the fees of every ticked offer', () => {
    const sums = checkoutSums({ ...base, coupon: { type: 'percent', amount: 10 } });
    const fees = grace.first_month.fees + linus.first_month.fees;
    expect(sums.charge.discount).toBe(Math.round(fees / 10));
    expect(sums.total).toBe(
      chargeSums(
        [grace, linus].map((o) => ({ total: o.first_month.total, fees: o.first_month.fees })),
        4_900,
        { type: 'percent', amount: 10 },
      ).total,
    );
  });

  it('owes nothing, not even the subscription, with no offer ticked', () => {
    const sums = checkoutSums({ ...base, unselected: [grace.employment_offer.id, linus.employment_offer.id] });
    expect(sums).toMatchObject({ total: 0, nextMonthCharge: 0, charge: { subtotal: 0, discount: 0, cardFee: 0, total: 0 } });
  });
});

function start(input: CheckoutInput, loaded: CheckoutInitiation = initiation([grace, linus])) {
  const machine = checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise<CheckoutInitiation>(async () => loaded),
      loadFailedPayments: fromPromise<FailedPaymentList>(async () => ({ failed_payments: [] })),
    },
  });
  return createActor(machine, { input }).start();
}

const settled = (actor: ReturnType<typeof start>) =>
  new Promise<void>((resolve) => {
    const check = () => {
      const snapshot = actor.getSnapshot();
      if (snapshot.matches({ offers: 'ready', failedPayments: 'ready' })) resolve();
    };
    actor.subscribe(check);
    check();
  });

describe('checkoutMachine and session storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('ticks every offer without `?offer=` and saves the checkout under "checkout"', async () => {
    const actor = start({ billingInfo: { name: 'Analytical Engines Ltd', address: 'United Kingdom' } });
    await settled(actor);
    expect(actor.getSnapshot().context.unselected).toEqual([]);
    const saved = readSavedCheckout();
    expect(saved?.offers).toEqual([grace, linus]);
    expect(saved?.billingInfo).toEqual({ name: 'Analytical Engines Ltd', address: 'United Kingdom' });
    expect(saved && isSavedCheckout(saved)).toBe(true);
  });

  it('restores what was saved, shows it while loading, and keeps the employer’s ticks', async () => {
    const first = start({});
    await settled(first);
    first.send({ type: 'TOGGLE_OFFER', offerId: linus.employment_offer.id });
    first.stop();

    const saved = readSavedCheckout();
    expect(saved?.unselected).toEqual([linus.employment_offer.id]);
    const again = start({ saved });
    expect(again.getSnapshot().context.candidatesJobOffer.map((o) => o.candidate.name)).toEqual(['Grace Hopper', 'Linus Pauling']);
    expect(again.getSnapshot().context.loading).toBe(true);
    await settled(again);
    expect(again.getSnapshot().context.unselected).toEqual([linus.employment_offer.id]);
  });

  it('does not restore a saved area of another shape', async () => {
    await settled(start({}));
    const saved = readSavedCheckout()!;
    expect(isSavedCheckout(saved)).toBe(true);
    expect(isSavedCheckout({ ...saved, offers: [{ ...grace, first_month: {} }, linus] })).toBe(false);
    expect(isSavedCheckout({ ...saved, candidatesJobOffer: [saved.candidatesJobOffer[0]] })).toBe(false);
    expect(isSavedCheckout({ ...saved, total: '12.50' })).toBe(false);
    sessionStorage.setItem('checkout', JSON.stringify({ candidatesJobOffer: 'nope' }));
    expect(readSavedCheckout()).toBeNull();
    sessionStorage.setItem('checkout', '{not json');
    expect(readSavedCheckout()).toBeNull();
  });
});
