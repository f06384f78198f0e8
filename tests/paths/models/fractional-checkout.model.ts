import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { contractActivationMachine, type Agreements } from '@/machines/contract-activation.machine';
import { couponMachine, type CheckCouponInput, type CouponCheck } from '@/machines/coupon.machine';
import {
  fractionalCheckoutMachine,
  type FractionalCheckout,
  type FractionalCheckoutContext,
  type SavedFractionalCheckout,
} from '@/machines/fractional-checkout.machine';
import { paymentMachine, type ChargeRequest, type Payment, type PaymentInput } from '@/machines/payment.machine';
import { chargeSums } from '@/shared/pricing';
import { FRACTIONAL_COUPON, hiredMargaret, margaret, pricedFractionalOffer } from '../../doubles/fixtures/fractional-checkout';
import { definePathModel, doneEvent, errorEvent, pendingActor } from '../harness';

// The same offer once the employer's subscription started elsewhere: the price a reload finds after PRICE_CHANGED.
const repriced = pricedFractionalOffer({
  offerId: margaret.offer_id,
  candidateId: margaret.data.candidate_details.id,
  firstname: 'Margaret',
  lastname: 'Hamilton',
  hourlyCents: 2_500,
  minHours: 20,
  maxHours: 40,
  startDate: '2026-06-16',
  subscriptionDueCents: 0,
});
const serverDown: ApiProblem = { message: 'The service is unavailable; try again in a minute.', code: 'UNAVAILABLE' };
const unreadable = new SyntaxError('Unexpected token < in JSON');
const notFound: ApiProblem = { message: 'Not found.', code: 'NOT_FOUND' };
const notAnId: ApiProblem = { message: 'The request is not valid.', code: 'VALIDATION_FAILED' };
const fullTime: ApiProblem = { message: 'Only offers the candidate has accepted can be paid for.', code: 'OFFER_NOT_PAYABLE' };

// The children's snapshots as the checkout observes them: a coupon applied then removed; a payment under way, declined, refused for a new price.
const couponApplied = couponMachine.resolveState({
  value: 'applied',
  context: { loading: false, error: null, code: FRACTIONAL_COUPON.code, type: FRACTIONAL_COUPON.type, amount: FRACTIONAL_COUPON.amount, discount: 3_980 },
});
const couponRemoved = couponMachine.resolveState({
  value: 'idle',
  context: { loading: false, error: null, code: '', type: null, amount: 0, discount: 0 },
});
const attempt = {
  request: { mode: 'fractional', offerId: margaret.offer_id, expectedTotalCents: margaret.total_cents },
  paymentId: null,
  paymentMethodId: 'pm_visa_4242',
  idempotencyKey: '11111111-1111-4111-8111-111111111111',
  payment: null,
  failure: null,
  problem: null,
} as const;
const paymentCharging = paymentMachine.resolveState({ value: 'charging', context: { ...attempt } });
const paymentDeclined = paymentMachine.resolveState({ value: 'declined', context: { ...attempt, failure: { code: 'card_declined', message: 'Declined.' } } });
const paymentPriceChanged = paymentMachine.resolveState({
  value: { problem: 'final' },
  context: { ...attempt, problem: { code: 'PRICE_CHANGED', message: 'The price changed since the page was loaded.' } },
});
const paid: Payment = {
  id: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c',
  kind: 'hire',
  status: 'succeeded',
  amount_cents: margaret.total_cents,
  card_fee_cents: margaret.stripe_fee_cents,
  discount_cents: 0,
  currency: 'USD',
  created_at: '2026-06-10T09:00:00.000Z',
  offer_ids: [margaret.offer_id],
  failure: null,
  next_action: null,
  invoice_id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
};

/** What paying charges: the server's price, or chargeSums of the offer's part and the subscription with the coupon. */
function expectedSums(checkout: FractionalCheckout | null, coupon: FractionalCheckoutContext['coupon']) {
  if (!checkout) return { total: 0, stripeFee: 0 };
  if (!coupon) return { total: checkout.total_cents, stripeFee: checkout.stripe_fee_cents };
  const sums = chargeSums(
    [{ total: checkout.setup_fee_cents + checkout.first_month.minimum_cents, fees: checkout.fees_cents }],
    checkout.subscription_due_cents,
    coupon,
  );
  return { total: sums.total, stripeFee: sums.cardFee };
}

const expectedPayment = (context: FractionalCheckoutContext): PaymentInput => ({
  mode: 'fractional',
  offerId: margaret.offer_id,
  expectedTotalCents: context.total,
  couponCode: context.couponCode ?? undefined,
});

export default definePathModel({
  name: 'fractionalCheckout',
  // Observed through inspection; the fakes keep session storage and the caches untouched.
  machine: fractionalCheckoutMachine.provide({
    actors: {
      loadCheckout: fromPromise<FractionalCheckout, { offerId: string }>(() => new Promise<FractionalCheckout>(() => {})),
      // The children never move on their own: the path says what each one shows.
      coupon: couponMachine.provide({ actors: { checkCoupon: fromPromise<CouponCheck, CheckCouponInput>(() => new Promise<CouponCheck>(() => {})) } }),
      agreements: contractActivationMachine.provide({ actors: { loadAgreements: pendingActor<Agreements>() } }),
      payment: paymentMachine.provide({ actors: { charge: fromPromise<Payment, ChargeRequest>(() => new Promise<Payment>(() => {})) } }),
    },
    actions: { persist: () => {}, hired: () => {} },
  }),
  input: { offerId: margaret.offer_id, saved: null },
  events: [
    { type: 'RETRY' },
    { type: 'RELOAD' },
    doneEvent('loadCheckout', margaret),
    doneEvent('loadCheckout', repriced),
    doneEvent('loadCheckout', hiredMargaret),
    errorEvent('loadCheckout', serverDown),
    errorEvent('loadCheckout', unreadable),
    errorEvent('loadCheckout', notFound),
    errorEvent('loadCheckout', notAnId),
    errorEvent('loadCheckout', fullTime),
    { type: 'xstate.snapshot.coupon', snapshot: couponApplied },
    { type: 'xstate.snapshot.coupon', snapshot: couponRemoved },
    { type: 'xstate.snapshot.payment', snapshot: paymentCharging },
    { type: 'xstate.snapshot.payment', snapshot: paymentDeclined },
    { type: 'xstate.snapshot.payment', snapshot: paymentPriceChanged },
    doneEvent('payment', paid),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    const { context } = snapshot;
    expect(context.offerId).toBe(margaret.offer_id);
    expect(context.contract_type).toBe('fractional');
    // The first client's state follows the server's checkout; only the coupon reprices it, with chargeSums.
    expect({ total: context.total, stripeFee: context.stripeFee }).toEqual(expectedSums(context.checkout, context.coupon));
    expect(context.charge.total).toBe(context.total);
    expect(context.data).toEqual(context.checkout?.data ?? null);
    expect(context.nextMonthCharge).toEqual(context.checkout?.next_month_charge ?? { lower_pay_range: 0, upper_pay_range: 0 });
    expect(context.next_bill_date).toBe(context.checkout?.next_bill_date ?? null);
    expect(context.status).toBe(snapshot.matches('success') ? 'success' : 'idle');

    // The tags the view reads agree with the states.
    expect(snapshot.hasTag('loading')).toBe(snapshot.matches('loading'));
    expect(snapshot.hasTag('shown')).toBe(snapshot.matches('ready'));
    expect(snapshot.hasTag('paying')).toBe(snapshot.matches({ ready: 'paying' }));
    expect(snapshot.hasTag('paid')).toBe(snapshot.matches('success'));
    expect(snapshot.hasTag('canRetry')).toBe(snapshot.matches({ failed: 'retryable' }));
    expect(snapshot.hasTag('unknownOffer')).toBe(snapshot.matches({ failed: 'unknownOffer' }));
    expect(snapshot.hasTag('notFractional')).toBe(snapshot.matches({ failed: 'notFractional' }));
    expect(snapshot.can({ type: 'RELOAD' })).toBe(snapshot.matches({ ready: 'open' }));

    // One payment, for this offer at the total shown: a change of the total or the coupon, or a new load, starts a new one.
    // A charge under way is never replaced (the page locks the coupon meanwhile): its new price waits until it is settled.
    const payment = snapshot.children.payment;
    expect(payment !== undefined).toBe(snapshot.matches('ready'));
    const request = payment?.getSnapshot().context.request;
    if (payment && previous?.matches('ready') && event.type !== 'xstate.init') {
      const before = previous.children.payment?.getSnapshot().context.request;
      const renewed = !snapshot.matches({ ready: 'paying' }) && JSON.stringify(before) !== JSON.stringify(expectedPayment(context));
      expect(payment !== previous.children.payment).toBe(renewed);
      if (!renewed) expect(request).toEqual(before);
    }
    if (payment && !snapshot.matches({ ready: 'paying' })) expect(request).toEqual(expectedPayment(context));

    const persisted = actions.filter((action) => action.type === 'persist');
    const stored = event.type === 'xstate.done.actor.loadCheckout' || event.type === 'xstate.done.actor.payment';
    expect(persisted.length).toBe(stored ? 1 : 0);
    if (persisted[0]) {
      // Saved without the coupon: the discount is never kept (docs/product.md section 8).
      const checkout = context.checkout!;
      expect(persisted[0].params).toEqual({
        status: context.status,
        data: checkout.data,
        ...expectedSums(checkout, null),
        nextMonthCharge: checkout.next_month_charge,
        next_bill_date: checkout.next_bill_date,
        contract_type: 'fractional',
        checkout,
      } satisfies SavedFractionalCheckout);
    }
    // The hire's after-effect (the caches it changes), once, when the payment made it.
    expect(actions.filter((action) => action.type === 'hired').length).toBe(event.type === 'xstate.done.actor.payment' ? 1 : 0);

    switch (event.type) {
      case 'xstate.done.actor.loadCheckout':
        expect(context.checkout).toEqual(event.output);
        expect(context.error).toBeNull();
        break;
      case 'xstate.error.actor.loadCheckout':
        // The server's words, else the fallback.
        expect(context.error).toBe(event.error === unreadable ? 'Failed to fetch the fractional checkout' : (event.error as ApiProblem).message);
        expect(context.checkout).toEqual(previous?.context.checkout);
        break;
      case 'xstate.snapshot.coupon': {
        // Once the hire is made the children have stopped: nothing changes any more.
        if (previous?.matches('success')) {
          expect(context).toEqual(previous.context);
          break;
        }
        const applied = event.snapshot === couponApplied;
        expect(context.coupon).toEqual(applied ? { type: 'percent', amount: 20 } : null);
        expect(context.couponCode).toBe(applied ? 'PART20' : null);
        break;
      }
      case 'xstate.snapshot.payment':
        if (event.snapshot === paymentPriceChanged) {
          // Nothing was charged: the checkout is asked for again, and the page says why.
          expect(snapshot.matches('loading')).toBe(true);
          expect(context.priceChanged).toBe(true);
        } else expect(context.paying).toBe(event.snapshot === paymentCharging);
        break;
      case 'xstate.done.actor.payment':
        expect(context.payment).toEqual(paid);
        break;
      case 'RETRY':
      case 'RELOAD':
        expect(context.error).toBeNull();
        break;
    }
  },
  states: {
    ready: ({ snapshot }) => expect(snapshot.context.checkout?.data.fractional_employment_offer.status).toBe('awaiting_payment'),
    'ready.paying': ({ snapshot }) => {
      // A new price is said until the next charge starts.
      expect(snapshot.context.priceChanged).toBe(false);
      expect(snapshot.can({ type: 'RELOAD' })).toBe(false);
    },
    'failed.retryable': ({ snapshot }) => expect([serverDown.message, 'Failed to fetch the fractional checkout']).toContain(snapshot.context.error),
    'failed.unknownOffer': ({ snapshot }) => expect(snapshot.can({ type: 'RETRY' })).toBe(false),
    'failed.notFractional': ({ snapshot }) => expect(snapshot.context.failure).toBe('notFractional'),
    success: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      // Paid here, or found paid already.
      expect(snapshot.context.payment === null).toBe(snapshot.context.checkout?.data.fractional_employment_offer.status === 'hired');
    },
  },
});
