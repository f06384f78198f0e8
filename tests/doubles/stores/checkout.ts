// An in-memory checkout API for the checkout pages' tests: priced as the server prices
// (hireStaff refuses a total that is not chargeSums of its offers), cards behave by their
// id like the sandbox's test cards, and every call that changes something is recorded.
import type { RequestHandler } from 'msw';
import type { components } from '@/generated/api';
import { FEES } from '@/shared/fees';
import { chargeSums } from '@/shared/pricing';
import { api, problem } from '../api';
import { COUPON, grace, linus, standing, type CheckoutOffer } from '../fixtures/checkout';
import { nextId } from '../fixtures/ids';
import { CARDS, type Payment } from '../fixtures/payments';

type S = components['schemas'];

export type Msa = S['Msa'];
export type PlatformAgreement = S['PlatformAgreement'];
type Staff = S['Staff'];

export interface CheckoutStoreOptions {
  offers?: CheckoutOffer[];
  subscriptionFee?: number;
  msaAccepted?: boolean;
  platformAccepted?: boolean;
  failedPayments?: S['FailedPayment'][];
}

/**
 * The checkout endpoints, priced as the server prices them: hireStaff refuses a total that
 * is not chargeSums of the offers (PRICE_CHANGED); each card behaves by its id (CARDS).
 */
export function checkoutStore({
  offers = [grace, linus],
  subscriptionFee = FEES.platformSubscription,
  msaAccepted = false,
  platformAccepted = false,
  failedPayments = [],
}: CheckoutStoreOptions = {}) {
  const msaRow: Msa = { ...standing().msa, ...(msaAccepted ? { status: 'active', accepted_at: '2026-06-01T09:00:00.000Z' } : {}) };
  const state = {
    offers: [...offers],
    msa: msaRow,
    platform: (platformAccepted
      ? { accepted: true, agreement_type: 'standard', version: '2026-01', accepted_at: '2026-06-01T09:01:00.000Z' }
      : { accepted: false, agreement_type: null, version: '2026-01', accepted_at: null }) as PlatformAgreement,
    payments: new Map<string, Payment>(),
    hired: [] as Staff[],
    spendings: [] as S['Spending'][],
    failed: [...failedPayments],
  };
  for (const item of failedPayments) state.payments.set(item.payment.id, item.payment);
  const calls: Array<{ path: string; body: unknown }> = [];
  const record = async (request: Request, path: string) => {
    const body = request.method === 'GET' ? null : await request.json();
    calls.push({ path, body });
    return body;
  };

  const card = (id: string) => ({ brand: 'visa', last4: id === CARDS.declines ? '0002' : id === CARDS.authenticates ? '3184' : '4242' });
  function settle(payment: Payment, cardId: string): Payment {
    if (cardId === CARDS.declines) {
      return { ...payment, status: 'failed', card: card(cardId), failure: { code: 'card_declined', message: 'Your card was declined by your bank.' } };
    }
    if (cardId === CARDS.authenticates) {
      return {
        ...payment,
        status: 'requires_action',
        card: card(cardId),
        failure: null,
        next_action: { type: 'authenticate', provider: 'sandbox', client_secret: `${payment.id}_secret`, provider_payment_id: `pi_${payment.id}` },
      };
    }
    return succeed({ ...payment, card: card(cardId) });
  }
  function succeed(payment: Payment): Payment {
    const paid: Payment = { ...payment, status: 'succeeded', failure: null, next_action: null, invoice_id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d' };
    for (const offer of state.offers.filter((o) => paid.offer_ids.includes(o.employment_offer.id))) {
      state.hired.push({
        offer_id: offer.employment_offer.id,
        status: 'active',
        contract_type: 'full_time',
        pay_cents: offer.employment_offer.pay_cents,
        currency: 'USD',
        start_date: offer.first_month.start_date,
        schedule: { work_days: ['mon', 'tue', 'wed', 'thu', 'fri'], start_time: '09:00', end_time: '17:00', timezone: 'Asia/Manila', hours_per_week: 40 },
        hired_at: '2026-06-10T09:00:00.000Z',
        include_insurance: offer.employment_offer.include_insurance,
        include_healthcare: offer.employment_offer.include_healthcare,
        secure_cloud_computing: offer.employment_offer.secure_cloud_computing,
        job: { id: offer.job_listing.id, title: offer.job_listing.title, hire_type: 'full_time', status: 'open' },
        candidate: {
          id: offer.candidate.id,
          firstname: offer.candidate.firstname,
          lastname: offer.candidate.lastname,
          headline: offer.candidate_details.headline,
          country: offer.candidate_details.country,
          availability: 'immediately',
          skills: [],
          years_experience: 4,
          engaged: true,
          vetted: false,
        },
      });
    }
    state.offers = state.offers.filter((o) => !paid.offer_ids.includes(o.employment_offer.id));
    state.failed = state.failed.filter((item) => item.payment.id !== paid.id);
    state.spendings.unshift({
      payment: paid,
      invoice_id: paid.invoice_id!,
      invoice_number: 'INV-2026-000042',
      description: 'New hires',
      paid_at: '2026-06-10T09:00:00.000Z',
    });
    return paid;
  }
  /** A payment for these offers, priced as the server prices it. */
  function newPayment(offerIds: string[], couponCode?: string): Payment {
    const chosen = state.offers.filter((o) => offerIds.includes(o.employment_offer.id));
    const sums = chargeSums(
      chosen.map((o) => ({ total: o.first_month.total, fees: o.first_month.fees })),
      subscriptionFee,
      couponCode ? COUPON : undefined,
    );
    return {
      id: nextId(),
      kind: 'hire',
      status: 'processing',
      amount_cents: sums.total,
      card_fee_cents: sums.cardFee,
      discount_cents: sums.discount,
      currency: 'USD',
      created_at: '2026-06-10T09:00:00.000Z',
      offer_ids: offerIds,
      failure: null,
      next_action: null,
      invoice_id: null,
    };
  }
  const keep = (payment: Payment) => {
    state.payments.set(payment.id, payment);
    return payment;
  };

  const handlers: RequestHandler[] = [
    api.get('/employer/hirestaff/initiate', ({ response }) =>
      response(200).json({
        // The generated type widens the initiation's four-item tuple (as src/features/checkout/api.ts says).
        data: [standing({ msa: state.msa, platform_agreement_accepted: state.platform.accepted }), state.offers, subscriptionFee, '2026-07-01'] as never,
      }),
    ),
    api.get('/employer/failed-payment', ({ response }) => response(200).json({ failed_payments: state.failed })),
    api.post('/coupons/check', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ path: '/coupons/check', body });
      if (body.code.toUpperCase() !== COUPON.code) return problem(404, 'COUPON_UNKNOWN', 'We do not know this coupon code.');
      const offer = state.offers.find((o) => o.employment_offer.id === body.offer_id)!;
      return response(200).json({ ...COUPON, discount: Math.round((offer.first_month.fees * COUPON.amount) / 100) });
    }),
    api.get('/employer/employer-msa', ({ response }) => response(200).json(state.msa)),
    api.put('/employer/msa/{id}', async ({ request, response }) => {
      await record(request, '/employer/msa');
      state.msa = { ...state.msa, status: 'active', accepted_at: '2026-06-10T08:00:00.000Z' };
      return response(200).json(state.msa);
    }),
    api.get('/employer/check-platform-agreement', ({ response }) => response(200).json(state.platform)),
    api.put('/employer/update-platform-agreement', async ({ request, response }) => {
      await record(request, '/employer/update-platform-agreement');
      state.platform = { accepted: true, agreement_type: 'standard', version: '2026-01', accepted_at: '2026-06-10T08:01:00.000Z' };
      return response(200).json(state.platform);
    }),
    api.post('/employer/hirestaff-v2', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ path: '/employer/hirestaff-v2', body });
      const payment = newPayment(body.offer_ids, body.coupon_code);
      if (payment.amount_cents !== body.expected_total_cents) return problem(409, 'PRICE_CHANGED', 'Prices changed since you opened checkout.');
      return response(200).json(keep(settle(payment, body.payment_method_id)));
    }),
    api.post('/employer/hirestaff/retry-payment', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ path: '/employer/hirestaff/retry-payment', body });
      return response(200).json(keep(settle(state.payments.get(body.payment_id)!, body.payment_method_id)));
    }),
    api.post('/employer/hirestaff/confirm-payment', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ path: '/employer/hirestaff/confirm-payment', body });
      return response(200).json(keep(succeed(state.payments.get(body.payment_id)!)));
    }),
    api.get('/employer/hiredstaffs', ({ response }) => response(200).json({ staff: state.hired, page: 1, page_size: 50, has_more: false })),
    api.get('/employer/spendings', ({ response }) =>
      response(200).json({ spendings: state.spendings, page: 1, page_size: 50, has_more: false, total_cents: 0 }),
    ),
  ];
  return {
    state,
    calls,
    handlers,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    /** Pays for these offers with a card that succeeds, as a checkout elsewhere would have. */
    paid: (offerIds: string[]) => {
      const payment = settle(newPayment(offerIds), CARDS.succeeds);
      state.payments.set(payment.id, payment);
      return payment;
    },
  };
}
