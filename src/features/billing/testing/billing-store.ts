// An in-memory billing API for the billing page's tests: the saved cards come from the
// payments store; the subscription, failed payments, billing details and agreements
// live here, and every call that changes something is recorded.
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { components } from '@/generated/api';
import { paymentsStore, type PaymentsStoreOptions } from '@/payments/testing/payments-store';
import { problem } from '../../../../tests/unit/fixtures/session';
import { apiUrl } from '../../../../tests/unit/harness';

type S = components['schemas'];
export type Payment = S['Payment'];
export type FailedPayment = S['FailedPayment'];

let counter = 0;
const nextId = () => `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`;

export function makeFailedPayment(over: { description?: string; amountCents?: number; attempts?: number } = {}): FailedPayment {
  const amount = over.amountCents ?? 154_321;
  return {
    payment: {
      id: nextId(),
      kind: 'hire',
      status: 'failed',
      amount_cents: amount,
      card_fee_cents: Math.round(amount * 0.029) + 30,
      discount_cents: 0,
      currency: 'USD',
      created_at: '2026-05-02T10:00:00.000Z',
      offer_ids: [nextId()],
      card: { brand: 'visa', last4: '0002' },
      failure: { code: 'card_declined', message: 'Your card was declined.' },
      next_action: null,
      invoice_id: null,
    },
    description: over.description ?? 'New hires: Grace Hopper',
    attempts: over.attempts ?? 1,
    last_attempt_at: '2026-05-02T10:00:00.000Z',
  };
}

export const activeSubscription = (over: Partial<S['Subscription']> = {}): S['Subscription'] => ({
  id: nextId(),
  status: 'active',
  fee_cents: 4_900,
  next_bill_date: '2026-06-01',
  next_charge_date: '2026-06-01',
  next_charge_cents: 213_456,
  active_staff: 2,
  started_at: '2026-04-10T09:00:00.000Z',
  cancelled_at: null,
  ...over,
});

export interface BillingStoreOptions extends PaymentsStoreOptions {
  failed?: FailedPayment[];
  subscription?: S['Subscription'] | null;
  details?: S['BillingDetails'];
  addendum?: S['AddendumHire'][];
  /** How the card answers a retry: by payment method id; succeeds when absent. */
  retryAnswers?: Record<string, 'failed' | 'requires_action'>;
}

export function billingStore({ failed = [], subscription = null, details, addendum = [], retryAnswers = {}, ...cards }: BillingStoreOptions = {}) {
  const payments = paymentsStore(cards);
  const state = {
    failed: [...failed],
    subscription,
    details: details ?? { name: '', address: '', mcc: null },
    /** Payments waiting for the card's authentication, by id. */
    pending: new Map<string, Payment>(),
  };
  const calls = payments.calls;
  const settle = (payment: Payment): Payment => {
    state.failed = state.failed.filter((item) => item.payment.id !== payment.id);
    return { ...payment, status: 'succeeded', failure: null, next_action: null, invoice_id: nextId() };
  };

  const handlers: RequestHandler[] = [
    ...payments.handlers,
    http.post(apiUrl('/employer/check-subscription-status'), () => HttpResponse.json({ subscription: state.subscription })),
    http.put(apiUrl('/employer/platform-subscriptions/:id/cancel'), ({ params }) => {
      calls.push({ path: '/employer/platform-subscriptions/cancel', body: params.id });
      if (!state.subscription || state.subscription.id !== params.id) return problem(404, 'NOT_FOUND', 'This subscription was not found.');
      if (state.subscription.active_staff > 0) {
        return problem(409, 'STAFF_ACTIVE', 'You still have active staff. End their contracts before cancelling the subscription.');
      }
      state.subscription = { ...state.subscription, status: 'cancelled', cancelled_at: '2026-05-20T09:00:00.000Z' };
      return HttpResponse.json({ subscription: state.subscription });
    }),
    http.get(apiUrl('/employer/failed-payment'), () => HttpResponse.json({ failed_payments: state.failed })),
    http.post(apiUrl('/employer/hirestaff/retry-payment'), async ({ request }) => {
      const body = (await request.json()) as S['RetryPaymentRequest'];
      calls.push({ path: '/employer/hirestaff/retry-payment', body });
      const item = state.failed.find((f) => f.payment.id === body.payment_id);
      if (!item) return problem(409, 'ALREADY_PAID', 'This payment has already gone through.');
      const answer = retryAnswers[body.payment_method_id];
      if (answer === 'failed') {
        item.attempts += 1;
        return HttpResponse.json({ ...item.payment, failure: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' } });
      }
      if (answer === 'requires_action') {
        const waiting: Payment = {
          ...item.payment,
          status: 'requires_action',
          failure: null,
          next_action: { type: 'authenticate', provider: 'sandbox', client_secret: 'pi_sb_secret', provider_payment_id: 'pi_sb_1' },
        };
        state.pending.set(waiting.id, waiting);
        return HttpResponse.json(waiting);
      }
      return HttpResponse.json(settle(item.payment));
    }),
    http.post(apiUrl('/employer/hirestaff/confirm-payment'), async ({ request }) => {
      const body = (await request.json()) as S['PaymentRef'];
      calls.push({ path: '/employer/hirestaff/confirm-payment', body });
      const waiting = state.pending.get(body.payment_id);
      if (!waiting) return problem(409, 'PAYMENT_NOT_PENDING', 'This payment is not waiting for authentication any more.');
      state.pending.delete(body.payment_id);
      const approved = calls.some((call) => call.path === '/sandbox/payments/pi_sb_1/authenticate' && (call.body as { outcome: string }).outcome === 'approve');
      if (approved) return HttpResponse.json(settle(waiting));
      return HttpResponse.json({ ...waiting, status: 'failed', next_action: null, failure: { code: 'authentication_failed', message: 'The bank could not confirm it was you.' } });
    }),
    http.get(apiUrl('/employer/billing-details'), () => HttpResponse.json(state.details)),
    http.put(apiUrl('/employer/billing-details'), async ({ request }) => {
      const body = (await request.json()) as S['BillingDetails'];
      calls.push({ path: '/employer/billing-details', body });
      state.details = body;
      return HttpResponse.json(body);
    }),
    http.get(apiUrl('/employer/mcccodes'), () =>
      HttpResponse.json({
        codes: [
          { code: '7372', category: 'computer_services' },
          { code: '8931', category: 'accounting' },
          { code: '5812', category: 'restaurants' },
        ],
      }),
    ),
    http.get(apiUrl('/employer/employer-msa'), () =>
      HttpResponse.json({ id: nextId(), status: 'active', contract_type: 'full_time', version: '2026-01', accepted_at: '2026-04-10T09:00:00.000Z' }),
    ),
    http.get(apiUrl('/employer/check-platform-agreement'), () =>
      HttpResponse.json({ accepted: false, agreement_type: null, version: '2026-03', accepted_at: null }),
    ),
    http.get(apiUrl('/employer/addendum'), () => HttpResponse.json({ msa_id: nextId(), as_of: '2026-05-20', hires: addendum })),
  ];
  return { state, cards: payments.state, calls, handlers };
}
