import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { createPaymentMachine, type ChargeRequest, type NextAction, type Payment } from '@/machines/payment.machine';
import { definePathModel, doneEvent, errorEvent } from '../harness';

// Two keys that alternate: each new attempt's key differs from the last one's.
const KEY_A = '11111111-1111-4111-8111-111111111111';
const KEY_B = '22222222-2222-4222-8222-222222222222';
const newKey = (previous: string | null) => (previous === KEY_A ? KEY_B : KEY_A);

const offerIds = ['9a6273d4-b183-42e4-9f76-8192a3b4c5d6', '4b1d2e8f-6c3e-4d9f-8a21-3c4d5e6f7081'];
const input = { mode: 'checkout', offerIds, expectedTotalCents: 412_345, couponCode: 'WELCOME10' } as const;
const visa = 'pm_visa_4242';
const mastercard = 'pm_mastercard_4444';

const nextAction: NextAction = { type: 'authenticate', provider: 'sandbox', client_secret: 'pi_1_secret_2', provider_payment_id: 'pi_1' };
const base: Payment = {
  id: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c',
  kind: 'hire',
  status: 'processing',
  amount_cents: 412_345,
  card_fee_cents: 11_988,
  discount_cents: 3_210,
  currency: 'USD',
  created_at: '2026-06-10T09:00:00.000Z',
  offer_ids: offerIds,
  card: { brand: 'visa', last4: '4242' },
  failure: null,
  next_action: null,
  invoice_id: null,
};
const paid: Payment = { ...base, status: 'succeeded', invoice_id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d' };
const asksAuthentication: Payment = { ...base, status: 'requires_action', next_action: nextAction };
const declined: Payment = { ...base, status: 'failed', failure: { code: 'insufficient_funds', message: 'The card has insufficient funds.' } };
const authFailed: Payment = { ...base, status: 'failed', failure: { code: 'authentication_failed', message: 'The card holder did not confirm the payment.' } };
const processing: Payment = base;
const replaced: Payment = { ...base, status: 'void' };

const offline = new TypeError('Failed to fetch');
const unavailable: ApiProblem = { message: 'The card provider cannot be reached; try again in a minute.', code: 'UNAVAILABLE' };
const priceChanged: ApiProblem = { message: 'Prices changed since you opened checkout.', code: 'PRICE_CHANGED' };
const inProgress: ApiProblem = { message: 'These offers are already being paid.', code: 'PAYMENT_IN_PROGRESS' };

let charges: ChargeRequest[] = [];
let authentications: NextAction[] = [];
let confirmations: Array<{ paymentId: string }> = [];
const never = <T>() => new Promise<T>(() => {});

export default definePathModel({
  name: 'payment',
  machine: createPaymentMachine(newKey).provide({
    actors: {
      charge: fromPromise<Payment, ChargeRequest>(({ input: request }) => {
        charges.push(request);
        return never();
      }),
      authenticate: fromPromise<unknown, NextAction>(({ input: action }) => {
        authentications.push(action);
        return never();
      }),
      confirm: fromPromise<Payment, { paymentId: string }>(({ input: ref }) => {
        confirmations.push(ref);
        return never();
      }),
    },
  }),
  input,
  events: [
    { type: 'PAY', paymentMethodId: visa },
    { type: 'RETRY', paymentMethodId: mastercard },
    doneEvent('charge', paid),
    doneEvent('charge', asksAuthentication),
    doneEvent('charge', declined),
    doneEvent('charge', processing),
    doneEvent('charge', replaced),
    errorEvent('charge', offline),
    errorEvent('charge', unavailable),
    errorEvent('charge', priceChanged),
    errorEvent('charge', inProgress),
    doneEvent('authenticate', { status: 'approved' }),
    errorEvent('authenticate', new Error('The authentication window was closed.')),
    doneEvent('confirm', paid),
    doneEvent('confirm', authFailed),
    doneEvent('confirm', asksAuthentication),
    doneEvent('confirm', processing),
    errorEvent('confirm', offline),
  ],
  everyStep({ snapshot, previous, event }) {
    const { context } = snapshot;
    if (event.type === 'xstate.init') {
      charges = [];
      authentications = [];
      confirmations = [];
      expect(context).toEqual({
        request: input,
        paymentId: null,
        paymentMethodId: null,
        idempotencyKey: null,
        payment: null,
        failure: null,
        problem: null,
      });
    }
    if (snapshot.matches('charging') && !previous?.matches('charging')) {
      const resumed =
        previous?.matches('problem') && ['NETWORK', 'UNAVAILABLE', 'PAYMENT_PROCESSING'].includes(previous.context.problem?.code ?? '');
      if (previous && resumed) {
        // No settled answer: the same key (and card) again, so nothing is charged twice.
        expect(context.idempotencyKey).toBe(previous.context.idempotencyKey);
        expect(context.paymentMethodId).toBe(previous.context.paymentMethodId);
      } else {
        // A new attempt: a new key, the card just chosen.
        expect(context.idempotencyKey).not.toBe(previous?.context.idempotencyKey);
        expect(context.paymentMethodId).toBe(event.type === 'PAY' || event.type === 'RETRY' ? event.paymentMethodId : undefined);
      }
      const key = context.idempotencyKey!;
      const card = context.paymentMethodId!;
      // Before the server made a payment the checkout is asked for; after, that payment is tried again.
      expect(charges.at(-1)).toEqual(
        context.paymentId === null
          ? {
              kind: 'checkout',
              body: { offer_ids: offerIds, payment_method_id: card, idempotency_key: key, expected_total_cents: 412_345, coupon_code: 'WELCOME10' },
            }
          : { kind: 'retry', body: { payment_id: base.id, payment_method_id: card, idempotency_key: key } },
      );
    }
    // The tags the views read agree with the states and with what the machine accepts.
    expect(snapshot.hasTag('busy')).toBe((['charging', 'authenticating', 'confirming', 'paid'] as const).some((state) => snapshot.matches(state)));
    expect(snapshot.hasTag('canRetry')).toBe(snapshot.can({ type: 'RETRY', paymentMethodId: visa }));
    const sameAttempt = snapshot.matches('problem') && ['NETWORK', 'UNAVAILABLE', 'PAYMENT_PROCESSING'].includes(context.problem?.code ?? '');
    expect(snapshot.hasTag('resumable')).toBe(sameAttempt);
    expect(snapshot.hasTag('choosingCard')).toBe(snapshot.matches('idle') || (snapshot.hasTag('canRetry') && !sameAttempt));
    expect(snapshot.hasTag('final')).toBe(snapshot.matches('problem') && !snapshot.hasTag('canRetry'));
    if (snapshot.matches('authenticating') && !previous?.matches('authenticating')) expect(authentications.at(-1)).toEqual(nextAction);
    if (snapshot.matches('confirming') && !previous?.matches('confirming')) expect(confirmations.at(-1)).toEqual({ paymentId: base.id });
  },
  states: {
    idle: ({ snapshot }) => expect(snapshot.can({ type: 'RETRY', paymentMethodId: visa })).toBe(false),
    charging: ({ snapshot }) => {
      // A second click while the card is charged does nothing.
      expect(snapshot.can({ type: 'PAY', paymentMethodId: visa })).toBe(false);
      expect(snapshot.can({ type: 'RETRY', paymentMethodId: visa })).toBe(false);
    },
    authenticating: ({ snapshot }) => expect(snapshot.context.payment?.next_action).toEqual(nextAction),
    confirming: ({ snapshot }) => expect(snapshot.can({ type: 'PAY', paymentMethodId: visa })).toBe(false),
    paid: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.payment).toEqual(paid);
    },
    declined: ({ snapshot }) => {
      expect(snapshot.context.failure).toEqual(snapshot.context.payment?.failure);
      expect(snapshot.context.failure).not.toBeNull();
      expect(snapshot.context.paymentId).toBe(base.id);
    },
    problem: ({ snapshot }) => {
      const { problem, payment } = snapshot.context;
      expect(problem).not.toBeNull();
      if (payment?.status === 'processing' && problem?.code === 'PAYMENT_PROCESSING') expect(problem.message).toMatch(/still processing/);
      // Paying again as is cannot succeed after these: the view reloads the checkout instead.
      const final = ['PRICE_CHANGED', 'PAYMENT_VOID'].includes(problem!.code);
      expect(snapshot.can({ type: 'RETRY', paymentMethodId: visa })).toBe(!final);
    },
  },
});
