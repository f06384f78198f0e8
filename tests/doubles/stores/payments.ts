// An in-memory card provider for tests of the card forms, checkout and the billing page: the
// handlers keep the saved cards as the server does (the first card is the default, removing the
// default promotes the newest other one) and record what was sent.
import type { RequestHandler } from 'msw';
import type { components } from '@/generated/api';
import { api, problem } from '../api';
import { ada } from '../fixtures/accounts';
import type { PaymentMethod } from '../fixtures/payments';
import { signedInAs } from '../session';

type S = components['schemas'];

export interface PaymentsStoreOptions {
  provider?: S['PaymentProviderKind'];
  customerId?: string | null;
  cards?: PaymentMethod[];
  /** Staff are active: the last card cannot be removed (409 CARD_REQUIRED). */
  staffActive?: boolean;
}

const BRAND_BY_PREFIX: Array<[RegExp, string]> = [
  [/^4/, 'visa'],
  [/^5[1-5]/, 'mastercard'],
  [/^3[47]/, 'amex'],
];

export function paymentsStore({ provider = 'sandbox', customerId = null, cards = [], staffActive = false }: PaymentsStoreOptions = {}) {
  const state = { customerId, cards: [...cards] };
  /** The bodies of the calls that change something, in order. */
  const calls: Array<{ path: string; body: unknown }> = [];
  const tokens = new Map<string, Omit<PaymentMethod, 'is_default' | 'created_at'>>();
  const list = () => ({ payment_methods: [...state.cards].sort((a, b) => Number(b.is_default) - Number(a.is_default)) });

  const handlers: RequestHandler[] = [
    signedInAs(ada),
    api.get('/stripe-info', ({ response }) =>
      response(200).json({ provider, publishable_key: provider === 'stripe' ? 'pk_test_123' : null, customer_id: state.customerId }),
    ),
    api.post('/employer/stripe/create-account', ({ response }) => {
      calls.push({ path: '/employer/stripe/create-account', body: null });
      state.customerId ??= 'cus_test_1';
      return response(200).json({ customer_id: state.customerId });
    }),
    api.post('/sandbox/payment-methods', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ path: '/sandbox/payment-methods', body });
      const digits = body.number.replace(/\s/g, '');
      const id = `pm_sandbox_${tokens.size + 1}`;
      const brand = BRAND_BY_PREFIX.find(([prefix]) => prefix.test(digits))?.[1] ?? 'unknown';
      tokens.set(id, { id, brand, last4: digits.slice(-4), exp_month: body.exp_month, exp_year: body.exp_year });
      return response(200).json({ id, brand, last4: digits.slice(-4), exp_month: body.exp_month, exp_year: body.exp_year });
    }),
    api.post('/employer/stripe/attach-payment-method', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ path: '/employer/stripe/attach-payment-method', body });
      const token = tokens.get(body.payment_methods);
      if (!token) return problem(404, 'NOT_FOUND', 'This card was not found.');
      const card: PaymentMethod = { ...token, is_default: state.cards.length === 0, created_at: new Date().toISOString() };
      state.cards.push(card);
      return response(200).json(card);
    }),
    api.post('/employer/stripe/create-connection-session', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ path: '/employer/stripe/create-connection-session', body });
      return response(200).json({ client_secret: `seti_${calls.length}_secret` });
    }),
    api.get('/employer/payment-methods', ({ response }) => response(200).json(list())),
    api.put('/employer/payment/set-default', async ({ request, response }) => {
      const body = await request.json();
      calls.push({ path: '/employer/payment/set-default', body });
      if (!state.cards.some((card) => card.id === body.payment_method_id)) return problem(404, 'NOT_FOUND', 'This card was not found.');
      state.cards = state.cards.map((card) => ({ ...card, is_default: card.id === body.payment_method_id }));
      return response(200).json(list());
    }),
    api.delete('/employer/stripe/delete-payment-method/{id}', ({ params, response }) => {
      calls.push({ path: '/employer/stripe/delete-payment-method', body: params.id });
      const card = state.cards.find((c) => c.id === params.id);
      if (!card) return problem(404, 'NOT_FOUND', 'This card was not found.');
      if (staffActive && state.cards.length === 1) {
        return problem(409, 'CARD_REQUIRED', 'Your staff are paid from this card every month: add another card before removing it.');
      }
      state.cards = state.cards.filter((c) => c.id !== card.id);
      if (card.is_default && state.cards.length > 0) {
        const newest = [...state.cards].sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
        newest.is_default = true;
      }
      return response(200).json(list());
    }),
    api.post('/sandbox/payments/{id}/authenticate', async ({ request, params, response }) => {
      calls.push({ path: `/sandbox/payments/${String(params.id)}/authenticate`, body: await request.json() });
      return response(204).empty();
    }),
  ];
  /** A card the provider's own form produced (Stripe's), ready to attach. */
  const providerCard = (card: Omit<PaymentMethod, 'is_default' | 'created_at'>) => tokens.set(card.id, card);
  return { state, calls, handlers, providerCard };
}
