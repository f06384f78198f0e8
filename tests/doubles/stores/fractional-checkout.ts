// An in-memory fractional checkout API for the fractional checkout's tests: priced as the server
// prices it (hireFractionalStaff refuses a total that is not chargeSums of the offer with the
// coupon), the coupons scoped as the server scopes them, cards behaving by their id as the
// sandbox's test cards do (CARDS), and every call that changes something recorded.
import type { RequestHandler } from 'msw';
import type { components } from '@/generated/api';
import { chargeSums } from '@/shared/pricing';
import { api, problem } from '../api';
import { COUPON, standing } from '../fixtures/checkout';
import { FRACTIONAL_COUPON, margaret, type FractionalCheckout } from '../fixtures/fractional-checkout';
import { nextId } from '../fixtures/ids';
import { CARDS, type Payment } from '../fixtures/payments';

type S = components['schemas'];

/** An offer of the employer's that is full-time: its fractional checkout answers OFFER_NOT_PAYABLE. */
export const FULL_TIME_OFFER = '9a6273d4-b183-42e4-9f76-8192a3b4c5d6';

export interface FractionalCheckoutStoreOptions {
  checkout?: FractionalCheckout;
  msaAccepted?: boolean;
  platformAccepted?: boolean;
}

export function fractionalCheckoutStore({ checkout = margaret, msaAccepted = false, platformAccepted = false }: FractionalCheckoutStoreOptions = {}) {
  const state = {
    checkout,
    msa: { ...standing().msa, ...(msaAccepted ? { status: 'active', accepted_at: '2026-06-01T09:00:00.000Z' } : {}) } as S['Msa'],
    platform: (platformAccepted
      ? { accepted: true, agreement_type: 'standard', version: '2026-01', accepted_at: '2026-06-01T09:01:00.000Z' }
      : { accepted: false, agreement_type: null, version: '2026-01', accepted_at: null }) as S['PlatformAgreement'],
    payments: new Map<string, Payment>(),
  };
  const calls: Array<{ path: string; body: unknown }> = [];

  /** What the server charges for the offer, with the coupon the request names. */
  const sums = (couponCode: string | undefined) =>
    chargeSums(
      [{ total: state.checkout.setup_fee_cents + state.checkout.first_month.minimum_cents, fees: state.checkout.fees_cents }],
      state.checkout.subscription_due_cents,
      couponCode ? FRACTIONAL_COUPON : undefined,
    );
  function settle(payment: Payment, cardId: string): Payment {
    const card = { brand: 'visa', last4: cardId === CARDS.declines ? '0002' : '4242' };
    const settled: Payment =
      cardId === CARDS.declines
        ? { ...payment, status: 'failed', card, failure: { code: 'card_declined', message: 'Your card was declined by your bank.' } }
        : { ...payment, status: 'succeeded', card, failure: null, invoice_id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e' };
    if (settled.status === 'succeeded') {
      const offer = state.checkout.data.fractional_employment_offer;
      state.checkout = { ...state.checkout, data: { ...state.checkout.data, fractional_employment_offer: { ...offer, status: 'hired' } } };
    }
    state.payments.set(settled.id, settled);
    return settled;
  }

  const handlers: RequestHandler[] = [
    api.get('/employer/fractional/checkout/{id}', ({ params, response }) => {
      if (params.id === FULL_TIME_OFFER) return problem(409, 'OFFER_NOT_PAYABLE', 'Only offers the candidate has accepted can be paid for.');
      if (params.id !== state.checkout.offer_id) return problem(404, 'NOT_FOUND', 'Not found.');
      return response(200).json(state.checkout);
    }),
    api.post('/fractional-coupons/check', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ path: '/fractional-coupons/check', body });
      const code = body.code.toUpperCase();
      if (code === COUPON.code) {
        return problem(409, 'COUPON_WRONG_SCOPE', 'This coupon is not for this kind of hire: full-time and fractional hires each have their own coupons.');
      }
      if (code !== FRACTIONAL_COUPON.code) return problem(404, 'COUPON_UNKNOWN', 'We do not know this coupon code.');
      return response(200).json({ ...FRACTIONAL_COUPON, discount: sums(code).discount });
    }),
    api.get('/employer/employer-msa', ({ response }) => response(200).json(state.msa)),
    api.get('/employer/check-platform-agreement', ({ response }) => response(200).json(state.platform)),
    api.put('/employer/msa/{id}', async ({ request, response }) => {
      calls.push({ path: '/employer/msa', body: await request.json() });
      state.msa = { ...state.msa, status: 'active', accepted_at: '2026-06-10T08:00:00.000Z' };
      return response(200).json(state.msa);
    }),
    api.put('/employer/update-platform-agreement', async ({ request, response }) => {
      calls.push({ path: '/employer/update-platform-agreement', body: await request.json() });
      state.platform = { accepted: true, agreement_type: 'standard', version: '2026-01', accepted_at: '2026-06-10T08:01:00.000Z' };
      return response(200).json(state.platform);
    }),
    api.post('/employer/hire-fractional-staff', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ path: '/employer/hire-fractional-staff', body });
      const charged = sums(body.coupon_code);
      if (charged.total !== body.expected_total_cents) return problem(409, 'PRICE_CHANGED', 'The price changed since the page was loaded.');
      const payment: Payment = {
        id: nextId(),
        kind: 'hire',
        status: 'processing',
        amount_cents: charged.total,
        card_fee_cents: charged.cardFee,
        discount_cents: charged.discount,
        currency: 'USD',
        created_at: '2026-06-10T09:00:00.000Z',
        offer_ids: [body.offer_id],
        failure: null,
        next_action: null,
        invoice_id: null,
      };
      return response(200).json(settle(payment, body.payment_method_id));
    }),
    api.post('/employer/hirestaff/retry-payment', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ path: '/employer/hirestaff/retry-payment', body });
      return response(200).json(settle(state.payments.get(body.payment_id)!, body.payment_method_id));
    }),
  ];
  return { state, calls, handlers, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}
