import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { grace, initiation, linus } from '../../doubles/fixtures/checkout';
import {
  checkoutMachine,
  type CheckoutContext,
  type CheckoutInitiation,
  type FailedPayment,
  type FailedPaymentList,
} from '@/machines/checkout.machine';
import { contractActivationMachine, type Agreements } from '@/machines/contract-activation.machine';
import { couponMachine, type CheckCouponInput, type CouponCheck } from '@/machines/coupon.machine';
import { paymentMachine, type ChargeRequest, type Payment, type PaymentInput } from '@/machines/payment.machine';
import { cardFeeCents, chargeSums, nextCharge } from '@/shared/pricing';
import { definePathModel, doneEvent, errorEvent, pendingActor } from '../harness';

const billingInfo = { name: 'Analytical Engines Ltd', address: 'United Kingdom' };
const failed: FailedPayment = {
  payment: {
    id: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c',
    kind: 'monthly',
    status: 'failed',
    amount_cents: 215_930,
    card_fee_cents: 6_293,
    discount_cents: 0,
    currency: 'USD',
    created_at: '2026-06-01T06:00:00.000Z',
    offer_ids: [],
    failure: { code: 'insufficient_funds', message: 'The card has insufficient funds.' },
    next_action: null,
    invoice_id: null,
  },
  description: 'June 2026 bill',
  attempts: 1,
  last_attempt_at: '2026-06-01T06:00:00.000Z',
};
const both = initiation([grace, linus]);
// A reload after Grace's offer was paid elsewhere, by an employer now subscribed.
const linusOnly = initiation([linus], 0);
const serverDown: ApiProblem = { message: 'The service is unavailable; try again in a minute.', code: 'UNAVAILABLE' };
const unreadable = new SyntaxError('Unexpected token < in JSON');
const tenPercent = { type: 'percent', amount: 10 } as const;
// The children's snapshots as the checkout observes them: a coupon applied then removed, a payment under way then declined.
const couponApplied = couponMachine.resolveState({
  value: 'applied',
  context: { loading: false, error: null, code: 'WELCOME10', ...tenPercent, discount: 3_210 },
});
const couponRemoved = couponMachine.resolveState({
  value: 'idle',
  context: { loading: false, error: null, code: '', type: null, amount: 0, discount: 0 },
});
const attempt = {
  request: { mode: 'checkout', offerIds: [linus.employment_offer.id], expectedTotalCents: 1, couponCode: undefined },
  paymentId: null,
  paymentMethodId: 'pm_visa_4242',
  idempotencyKey: '11111111-1111-4111-8111-111111111111',
  payment: null,
  failure: null,
  problem: null,
} as const;
const paymentCharging = paymentMachine.resolveState({ value: 'charging', context: { ...attempt, request: { ...attempt.request, offerIds: [...attempt.request.offerIds] } } });
const paymentDeclined = paymentMachine.resolveState({
  value: 'declined',
  context: { ...attempt, request: { ...attempt.request, offerIds: [...attempt.request.offerIds] }, failure: { code: 'card_declined', message: 'Declined.' } },
});
const unknownOffer = '00000000-0000-4000-8000-000000000000';

/**
 * What the employer pays for the ticked offers, and the monthly run's next charge (the staff
 * hired already and the ticked offers, each from the month after its first), straight from
 * the pricing module.
 */
function expectedSums(context: CheckoutContext) {
  const ticked = context.offers.filter((offer) => !context.unselected.includes(offer.employment_offer.id));
  const billed = [
    ...context.monthlyBill.staff.map((hire) => ({ billingStart: hire.billing_start, monthlyCents: hire.monthly_charge_cents })),
    ...ticked.map((offer) => ({ billingStart: offer.first_month.start_date, monthlyCents: offer.monthly_charge_cents })),
  ];
  const next = context.runBillsFrom ? nextCharge(billed, context.monthlyBill.subscription_fee_cents, context.runBillsFrom) : null;
  const nextSums = { nextMonthCharge: next?.sums.total ?? 0, next_bill_date: next?.date ?? null };
  if (ticked.length === 0) return { total: 0, ...nextSums };
  const first = chargeSums(
    ticked.map((offer) => ({ total: offer.first_month.total, fees: offer.first_month.fees })),
    context.subscriptionFee,
    context.coupon ?? undefined,
  );
  return { total: first.total, ...nextSums };
}

/** The payment the checkout asks for: what is ticked, at the total shown, with the coupon applied. */
function expectedPayment(context: CheckoutContext): PaymentInput {
  const offerIds = context.offers.filter((offer) => !context.unselected.includes(offer.employment_offer.id)).map((offer) => offer.employment_offer.id);
  return { mode: 'checkout', offerIds, expectedTotalCents: context.total, couponCode: context.couponCode ?? undefined };
}

const loadedFrom = (snapshot: { context: CheckoutContext }): CheckoutInitiation | null =>
  snapshot.context.offers.length === 2 ? both : snapshot.context.offers.length === 1 ? linusOnly : null;

export default definePathModel({
  name: 'checkout',
  // Observed through inspection; the fake keeps session storage untouched.
  machine: checkoutMachine.provide({
    actors: {
      loadCheckout: pendingActor<CheckoutInitiation>(),
      loadFailedPayments: pendingActor<FailedPaymentList>(),
      // The children never move on their own: the path says what each one shows.
      coupon: couponMachine.provide({ actors: { checkCoupon: fromPromise<CouponCheck, CheckCouponInput>(() => new Promise<CouponCheck>(() => {})) } }),
      agreements: contractActivationMachine.provide({ actors: { loadAgreements: pendingActor<Agreements>() } }),
      payment: paymentMachine.provide({ actors: { charge: fromPromise<Payment, ChargeRequest>(() => new Promise<Payment>(() => {})) } }),
    },
    actions: { persist: () => {} },
  }),
  // Opened from Linus's offer card: `?offer=` ticks only his.
  input: { billingInfo, focusOfferId: linus.employment_offer.id },
  events: [
    { type: 'RELOAD' },
    { type: 'RELOAD_FAILED_PAYMENTS' },
    { type: 'TOGGLE_OFFER', offerId: grace.employment_offer.id },
    { type: 'TOGGLE_OFFER', offerId: unknownOffer },
    { type: 'xstate.snapshot.coupon', snapshot: couponApplied },
    { type: 'xstate.snapshot.coupon', snapshot: couponRemoved },
    { type: 'xstate.snapshot.payment', snapshot: paymentCharging },
    { type: 'xstate.snapshot.payment', snapshot: paymentDeclined },
    doneEvent('loadCheckout', both),
    doneEvent('loadCheckout', linusOnly),
    errorEvent('loadCheckout', serverDown),
    errorEvent('loadCheckout', unreadable),
    doneEvent('loadFailedPayments', { failed_payments: [failed] }),
    errorEvent('loadFailedPayments', unreadable),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    const { context } = snapshot;
    expect(context.billingInfo).toEqual(billingInfo);
    // The first client's rules: the quote over every offer, the card fee of the first one.
    expect(context.quote).toBe(context.candidatesJobOffer.reduce((sum, o) => sum + o.first_month_salary + o.offer_insurance + o.offer_healthcare, 0));
    expect(context.stripeFee).toBe(context.offers[0] ? cardFeeCents(context.offers[0].first_month.total) : 0);
    // What is charged: the ticked offers, the subscription due, the coupon.
    expect({ total: context.total, nextMonthCharge: context.nextMonthCharge, next_bill_date: context.next_bill_date }).toEqual(expectedSums(context));
    expect(context.charge.total).toBe(context.total);
    expect(context.loading).toBe(snapshot.matches({ offers: 'loading' }));
    expect(context.failedPaymentsLoading).toBe(snapshot.matches({ failedPayments: 'loading' }));
    expect(snapshot.hasTag('offersReady')).toBe(snapshot.matches({ offers: 'ready' }));
    expect(snapshot.hasTag('offersFailed')).toBe(snapshot.matches({ offers: 'failed' }));
    expect(snapshot.hasTag('failedPaymentsFailed')).toBe(snapshot.matches({ failedPayments: 'failed' }));

    // One payment, for what is ticked at the total shown: a change of either, or a reload, starts a new one.
    const payment = snapshot.children.payment;
    expect(payment?.getSnapshot().context.request).toEqual(expectedPayment(context));
    expect(context.renewPayment).toBe(false);
    if (previous && event.type !== 'xstate.init') {
      const before = previous.children.payment?.getSnapshot().context.request;
      const reloaded = event.type === 'RELOAD' && !previous.matches({ offers: 'loading' });
      const renewed = reloaded || JSON.stringify(before) !== JSON.stringify(expectedPayment(context));
      expect(payment !== previous.children.payment).toBe(renewed);
      if (renewed) expect(context.paying).toBe(false);
    }

    const persisted = actions.filter((action) => action.type === 'persist');
    const changedData =
      event.type === 'xstate.done.actor.loadCheckout' ||
      event.type === 'xstate.done.actor.loadFailedPayments' ||
      (event.type === 'TOGGLE_OFFER' && event.offerId !== unknownOffer && snapshot.matches({ offers: 'ready' }));
    expect(persisted.length).toBe(changedData ? 1 : 0);
    if (persisted[0]) {
      // Saved without the coupon (discount state is never kept) and without the loading flags.
      const withoutCoupon = expectedSums({ ...context, coupon: null });
      expect(persisted[0].params).toEqual({
        billingInfo,
        candidatesJobOffer: context.candidatesJobOffer,
        failedPayments: context.failedPayments,
        runBillsFrom: context.runBillsFrom,
        monthlyBill: context.monthlyBill,
        offers: context.offers,
        subscriptionFee: context.subscriptionFee,
        unselected: context.unselected,
        quote: context.quote,
        stripeFee: context.stripeFee,
        ...withoutCoupon,
        charge: expect.objectContaining({ discount: 0, total: withoutCoupon.total }),
      });
    }

    switch (event.type) {
      case 'xstate.done.actor.loadCheckout': {
        const loaded = event.output as CheckoutInitiation;
        expect(context.offers).toEqual(loaded.data[1]);
        expect(context.subscriptionFee).toBe(loaded.data[2]);
        expect(context.next_bill_date).toBe('2026-07-01');
        expect(context.error).toBeNull();
        // The first load ticks only the offer asked for; later loads keep the employer's ticks.
        if (previous?.context.focusOfferId) {
          expect(context.unselected).toEqual(loaded === both ? [grace.employment_offer.id] : []);
        }
        expect(context.focusOfferId).toBeNull();
        break;
      }
      case 'xstate.error.actor.loadCheckout':
        expect(context.error).toBe(event.error === serverDown ? serverDown.message : 'Failed to fetch candidatesJobOffer');
        expect(context.offers).toEqual(previous?.context.offers);
        break;
      case 'xstate.error.actor.loadFailedPayments':
        expect(context.failedPaymentsError).toBe('Failed to fetch failed transactions');
        expect(context.error).toEqual(previous?.context.error);
        break;
      case 'xstate.done.actor.loadFailedPayments':
        expect(context.failedPayments).toEqual([failed]);
        break;
      case 'TOGGLE_OFFER':
        if (event.offerId === unknownOffer || !previous?.matches({ offers: 'ready' })) {
          expect(context.unselected).toEqual(previous?.context.unselected);
        } else {
          expect(context.unselected.includes(event.offerId)).toBe(!previous.context.unselected.includes(event.offerId));
        }
        break;
      case 'xstate.snapshot.coupon': {
        const applied = event.snapshot === couponApplied;
        expect(context.coupon).toEqual(applied ? tenPercent : null);
        expect(context.couponCode).toBe(applied ? 'WELCOME10' : null);
        break;
      }
      case 'xstate.snapshot.payment':
        // The offers and the coupon stay as they are while a charge is under way.
        expect(context.paying).toBe(event.snapshot === paymentCharging);
        break;
      case 'RELOAD':
        expect(context.error).toBeNull();
        break;
    }
  },
  states: {
    'offers.failed': ({ snapshot }) => expect(snapshot.context.error).not.toBeNull(),
    'offers.ready': ({ snapshot }) => {
      expect(loadedFrom(snapshot)).not.toBeNull();
      expect(snapshot.context.candidatesJobOffer.map((o) => o.offer_id)).toEqual(snapshot.context.offers.map((o) => o.employment_offer.id));
      expect(snapshot.context.candidatesJobOffer.every((o) => o.platform_subscription_fee === snapshot.context.subscriptionFee)).toBe(true);
    },
    'failedPayments.failed': ({ snapshot }) => expect(snapshot.context.failedPaymentsError).toBe('Failed to fetch failed transactions'),
  },
});
