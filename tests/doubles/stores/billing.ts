// An in-memory billing API for the billing page's tests: the saved cards come from the
// payments store; the subscription, failed payments, billing details and agreements
// live here, and every call that changes something is recorded.
import type { RequestHandler } from 'msw';
import type { components } from '@/generated/api';
import { api, problem } from '../api';
import { nextId } from '../fixtures/ids';
import type { FailedPayment, Payment } from '../fixtures/payments';
import { paymentsStore, type PaymentsStoreOptions } from './payments';

type S = components['schemas'];

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
    api.post('/employer/check-subscription-status', ({ response }) => response(200).json({ subscription: state.subscription })),
    api.put('/employer/platform-subscriptions/{id}/cancel', ({ params, response }) => {
      calls.push({ path: '/employer/platform-subscriptions/cancel', body: params.id });
      if (!state.subscription || state.subscription.id !== params.id) return problem(404, 'NOT_FOUND', 'This subscription was not found.');
      if (state.subscription.active_staff > 0) {
        return problem(409, 'STAFF_ACTIVE', 'You still have active staff. End their contracts before cancelling the subscription.');
      }
      state.subscription = { ...state.subscription, status: 'cancelled', cancelled_at: '2026-05-20T09:00:00.000Z' };
      return response(200).json({ subscription: state.subscription });
    }),
    api.get('/employer/failed-payment', ({ response }) => response(200).json({ failed_payments: state.failed })),
    api.post('/employer/hirestaff/retry-payment', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ path: '/employer/hirestaff/retry-payment', body });
      const item = state.failed.find((f) => f.payment.id === body.payment_id);
      if (!item) return problem(409, 'ALREADY_PAID', 'This payment has already gone through.');
      const answer = retryAnswers[body.payment_method_id];
      if (answer === 'failed') {
        item.attempts += 1;
        return response(200).json({ ...item.payment, failure: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' } });
      }
      if (answer === 'requires_action') {
        const waiting: Payment = {
          ...item.payment,
          status: 'requires_action',
          failure: null,
          next_action: { type: 'authenticate', provider: 'sandbox', client_secret: 'pi_sb_secret', provider_payment_id: 'pi_sb_1' },
        };
        state.pending.set(waiting.id, waiting);
        return response(200).json(waiting);
      }
      return response(200).json(settle(item.payment));
    }),
    api.post('/employer/hirestaff/confirm-payment', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ path: '/employer/hirestaff/confirm-payment', body });
      const waiting = state.pending.get(body.payment_id);
      if (!waiting) return problem(409, 'PAYMENT_NOT_PENDING', 'This payment is not waiting for authentication any more.');
      state.pending.delete(body.payment_id);
      const approved = calls.some((call) => call.path === '/sandbox/payments/pi_sb_1/authenticate' && (call.body as { outcome: string }).outcome === 'approve');
      if (approved) return response(200).json(settle(waiting));
      return response(200).json({
        ...waiting,
        status: 'failed',
        next_action: null,
        failure: { code: 'authentication_failed', message: 'The bank could not confirm it was you.' },
      });
    }),
    api.get('/employer/billing-details', ({ response }) => response(200).json(state.details)),
    api.put('/employer/billing-details', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ path: '/employer/billing-details', body });
      state.details = body;
      return response(200).json(body);
    }),
    api.get('/employer/mcccodes', ({ response }) =>
      response(200).json({
        codes: [
          { code: '7372', category: 'computer_services' },
          { code: '8931', category: 'accounting' },
          { code: '5812', category: 'restaurants' },
        ],
      }),
    ),
    api.get('/employer/employer-msa', ({ response }) =>
      response(200).json({ id: nextId(), status: 'active', contract_type: 'full_time', version: '2026-01', accepted_at: '2026-04-10T09:00:00.000Z' }),
    ),
    api.get('/employer/check-platform-agreement', ({ response }) =>
      response(200).json({ accepted: false, agreement_type: null, version: '2026-03', accepted_at: null }),
    ),
    api.get('/employer/addendum', ({ response }) => response(200).json({ msa_id: nextId(), as_of: '2026-05-20', hires: addendum })),
  ];
  return { state, cards: payments.state, calls, handlers };
}
