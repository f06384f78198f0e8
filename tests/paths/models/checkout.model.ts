import { expect } from 'vitest';
import type { ApiProblem } from '@/lib/api-problem';
import { grace, initiation, linus } from '../../unit/fixtures/checkout';
import {
  checkoutMachine,
  type CheckoutContext,
  type CheckoutInitiation,
  type FailedPayment,
  type FailedPaymentList,
} from '@/machines/checkout.machine';
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

const loadedFrom = (snapshot: { context: CheckoutContext }): CheckoutInitiation | null =>
  snapshot.context.offers.length === 2 ? both : snapshot.context.offers.length === 1 ? linusOnly : null;

export default definePathModel({
  name: 'checkout',
  // Observed through inspection; the fake keeps session storage untouched.
  machine: checkoutMachine.provide({
    actors: { loadCheckout: pendingActor<CheckoutInitiation>(), loadFailedPayments: pendingActor<FailedPaymentList>() },
    actions: { persist: () => {} },
  }),
  // Opened from Linus's offer card: `?offer=` ticks only his.
  input: { billingInfo, focusOfferId: linus.employment_offer.id },
  events: [
    { type: 'RELOAD' },
    { type: 'RELOAD_FAILED_PAYMENTS' },
    { type: 'TOGGLE_OFFER', offerId: grace.employment_offer.id },
    { type: 'TOGGLE_OFFER', offerId: unknownOffer },
    { type: 'SET_COUPON', coupon: tenPercent },
    { type: 'SET_COUPON', coupon: null },
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
    // The seed's rules: the quote over every offer, the card fee of the first one.
    expect(context.quote).toBe(context.candidatesJobOffer.reduce((sum, o) => sum + o.first_month_salary + o.offer_insurance + o.offer_healthcare, 0));
    expect(context.stripeFee).toBe(context.offers[0] ? cardFeeCents(context.offers[0].first_month.total) : 0);
    // What is charged: the ticked offers, the subscription due, the coupon.
    expect({ total: context.total, nextMonthCharge: context.nextMonthCharge, next_bill_date: context.next_bill_date }).toEqual(expectedSums(context));
    expect(context.charge.total).toBe(context.total);
    expect(context.loading).toBe(snapshot.matches({ offers: 'loading' }));
    expect(context.failedPaymentsLoading).toBe(snapshot.matches({ failedPayments: 'loading' }));

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
      case 'SET_COUPON':
        expect(context.coupon).toEqual(event.coupon);
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
