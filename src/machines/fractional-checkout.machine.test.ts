// What the path model (tests/paths/models/fractional-checkout.model.ts) cannot say: a checkout
// restored from session storage, the shapes storage is trusted with, and the call a fractional
// payment makes.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { hiredMargaret, margaret } from '../../tests/doubles/fixtures/fractional-checkout';
import {
  fractionalCheckoutMachine,
  isSavedFractionalCheckout,
  type FractionalCheckout,
  type FractionalCheckoutInput,
  type SavedFractionalCheckout,
} from './fractional-checkout.machine';
import { chargeRequest } from './payment.machine';

const saved: SavedFractionalCheckout = {
  status: 'idle',
  data: margaret.data,
  total: margaret.total_cents,
  stripeFee: margaret.stripe_fee_cents,
  nextMonthCharge: margaret.next_month_charge,
  next_bill_date: margaret.next_bill_date,
  contract_type: 'fractional',
  checkout: margaret,
};

const machine = fractionalCheckoutMachine.provide({
  actors: { loadCheckout: fromPromise<FractionalCheckout, { offerId: string }>(() => new Promise(() => {})) },
});
const start = (input: FractionalCheckoutInput) => createActor(machine, { input }).start();

describe('fractionalCheckoutMachine', () => {
  it('shows the checkout this tab saved while it asks the server again', () => {
    const actor = start({ offerId: margaret.offer_id, saved });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(context).toMatchObject({ data: margaret.data, total: margaret.total_cents, stripeFee: margaret.stripe_fee_cents, next_bill_date: '2026-07-01' });
    actor.stop();
  });

  it('ignores a checkout saved for another offer', () => {
    const actor = start({ offerId: '00000000-0000-4000-8000-000000000001', saved });
    expect(actor.getSnapshot().context).toMatchObject({ data: null, total: 0, checkout: null });
    actor.stop();
  });
});

describe('isSavedFractionalCheckout', () => {
  it('takes what the checkout saves', () => {
    expect(isSavedFractionalCheckout(saved)).toBe(true);
    expect(isSavedFractionalCheckout({ ...saved, status: 'success', checkout: hiredMargaret })).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['another contract type', { ...saved, contract_type: 'full_time' }],
    ['a status of no kind', { ...saved, status: 'paid' }],
    ['an amount that is not in cents', { ...saved, checkout: { ...margaret, total_cents: 12.5 } }],
    ['no next month', { ...saved, checkout: { ...margaret, next_month_charge: null } }],
  ])('refuses %s', (_, value) => expect(isSavedFractionalCheckout(value)).toBe(false));
});

describe('chargeRequest of a fractional payment', () => {
  const context = { paymentId: null, paymentMethodId: 'pm_1', idempotencyKey: 'k', payment: null, failure: null, problem: null };

  it('pays for the one offer at the total shown, with the coupon when there is one', () => {
    const request = { mode: 'fractional', offerId: margaret.offer_id, expectedTotalCents: 47_179 } as const;
    expect(chargeRequest({ ...context, request: { ...request, couponCode: 'PART20' } })).toEqual({
      kind: 'fractional',
      body: { offer_id: margaret.offer_id, payment_method_id: 'pm_1', idempotency_key: 'k', expected_total_cents: 47_179, coupon_code: 'PART20' },
    });
    expect(chargeRequest({ ...context, request })).toEqual({
      kind: 'fractional',
      body: { offer_id: margaret.offer_id, payment_method_id: 'pm_1', idempotency_key: 'k', expected_total_cents: 47_179 },
    });
  });

  it('tries the payment it made again, as any checkout’s', () => {
    const paymentId = '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c';
    expect(chargeRequest({ ...context, paymentId, request: { mode: 'fractional', offerId: margaret.offer_id, expectedTotalCents: 1 } })).toEqual({
      kind: 'retry',
      body: { payment_id: paymentId, payment_method_id: 'pm_1', idempotency_key: 'k' },
    });
  });
});
