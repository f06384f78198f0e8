import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { chargeOutcomeUnknown, chargeRequest, paymentMachine, type ChargeRequest, type Payment } from './payment.machine';

const paymentId = '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c';

describe('chargeOutcomeUnknown', () => {
  it.each([
    ['NETWORK', true],
    ['UNAVAILABLE', true],
    ['HTTP_502', true],
    ['PAYMENT_PROCESSING', true],
    ['PRICE_CHANGED', false],
    ['PAYMENT_IN_PROGRESS', false],
    ['HTTP_429', false],
    ['NOT_FOUND', false],
  ])('%s → %s', (code, unknown) => {
    expect(chargeOutcomeUnknown({ code, message: 'm' })).toBe(unknown);
  });

  it('is false with no problem', () => expect(chargeOutcomeUnknown(null)).toBe(false));
});

describe('chargeRequest', () => {
  const context = { paymentMethodId: 'pm_1', idempotencyKey: 'k', payment: null, failure: null, problem: null };

  it('leaves the coupon out when there is none', () => {
    expect(chargeRequest({ ...context, paymentId: null, request: { mode: 'checkout', offerIds: ['o'], expectedTotalCents: 100 } })).toEqual({
      kind: 'checkout',
      body: { offer_ids: ['o'], payment_method_id: 'pm_1', idempotency_key: 'k', expected_total_cents: 100 },
    });
  });

  it('tries a failed payment again in retry mode', () => {
    expect(chargeRequest({ ...context, paymentId, request: { mode: 'retry', paymentId } })).toEqual({
      kind: 'retry',
      body: { payment_id: paymentId, payment_method_id: 'pm_1', idempotency_key: 'k' },
    });
  });
});

describe('paymentMachine', () => {
  it('makes a random key for each new attempt', async () => {
    const requests: ChargeRequest[] = [];
    const declined = { id: paymentId, status: 'failed', failure: { code: 'card_declined', message: 'Declined.' } } as Payment;
    const actor = createActor(
      paymentMachine.provide({
        actors: {
          charge: fromPromise<Payment, ChargeRequest>(async ({ input }) => {
            requests.push(input);
            return declined;
          }),
        },
      }),
      { input: { mode: 'retry', paymentId } },
    ).start();
    actor.send({ type: 'PAY', paymentMethodId: 'pm_1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('declined');
    actor.send({ type: 'RETRY', paymentMethodId: 'pm_2' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const keys = requests.map((r) => r.body.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(requests.map((r) => r.kind)).toEqual(['retry', 'retry']);
  });
});
