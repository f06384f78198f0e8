// An in-memory card provider for tests of the card forms and the billing page: the
// handlers keep the saved cards as the server does (the first card is the default,
// removing the default promotes the newest other one) and record what was sent.
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { components } from '@/generated/api';
import { problem, signedInAs } from '../../../tests/unit/fixtures/session';
import { ada, apiUrl } from '../../../tests/unit/harness';

type S = components['schemas'];
export type PaymentMethod = S['PaymentMethod'];

export interface PaymentsStoreOptions {
  provider?: S['PaymentProviderKind'];
  customerId?: string | null;
  cards?: PaymentMethod[];
  /** Staff are active: the last card cannot be removed (409 CARD_REQUIRED). */
  staffActive?: boolean;
}

let counter = 0;

export function makeCard(over: Partial<PaymentMethod> = {}): PaymentMethod {
  counter += 1;
  return {
    id: `pm_test_${counter}`,
    brand: 'visa',
    last4: '4242',
    exp_month: 4,
    exp_year: new Date().getFullYear() + 3,
    is_default: false,
    created_at: `2026-0${(counter % 9) + 1}-01T09:00:00.000Z`,
    ...over,
  };
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
    http.get(apiUrl('/stripe-info'), () =>
      HttpResponse.json({ provider, publishable_key: provider === 'stripe' ? 'pk_test_123' : null, customer_id: state.customerId }),
    ),
    http.post(apiUrl('/employer/stripe/create-account'), () => {
      calls.push({ path: '/employer/stripe/create-account', body: null });
      state.customerId ??= 'cus_test_1';
      return HttpResponse.json({ customer_id: state.customerId });
    }),
    http.post(apiUrl('/sandbox/payment-methods'), async ({ request }) => {
      const body = (await request.json()) as S['SandboxCardInput'];
      calls.push({ path: '/sandbox/payment-methods', body });
      const digits = body.number.replace(/\s/g, '');
      const id = `pm_sandbox_${tokens.size + 1}`;
      const brand = BRAND_BY_PREFIX.find(([prefix]) => prefix.test(digits))?.[1] ?? 'unknown';
      tokens.set(id, { id, brand, last4: digits.slice(-4), exp_month: body.exp_month, exp_year: body.exp_year });
      return HttpResponse.json({ id, brand, last4: digits.slice(-4), exp_month: body.exp_month, exp_year: body.exp_year });
    }),
    http.post(apiUrl('/employer/stripe/attach-payment-method'), async ({ request }) => {
      const body = (await request.json()) as S['AttachPaymentMethodRequest'];
      calls.push({ path: '/employer/stripe/attach-payment-method', body });
      const token = tokens.get(body.payment_methods);
      if (!token) return problem(404, 'NOT_FOUND', 'This card was not found.');
      const card: PaymentMethod = { ...token, is_default: state.cards.length === 0, created_at: new Date().toISOString() };
      state.cards.push(card);
      return HttpResponse.json(card);
    }),
    http.post(apiUrl('/employer/stripe/create-connection-session'), async ({ request }) => {
      const body = (await request.json()) as S['CardSetupRequest'];
      calls.push({ path: '/employer/stripe/create-connection-session', body });
      return HttpResponse.json({ client_secret: `seti_${calls.length}_secret` });
    }),
    http.get(apiUrl('/employer/payment-methods'), () => HttpResponse.json(list())),
    http.put(apiUrl('/employer/payment/set-default'), async ({ request }) => {
      const body = (await request.json()) as S['SetDefaultPaymentMethodRequest'];
      calls.push({ path: '/employer/payment/set-default', body });
      if (!state.cards.some((card) => card.id === body.payment_method_id)) return problem(404, 'NOT_FOUND', 'This card was not found.');
      state.cards = state.cards.map((card) => ({ ...card, is_default: card.id === body.payment_method_id }));
      return HttpResponse.json(list());
    }),
    http.delete(apiUrl('/employer/stripe/delete-payment-method/:id'), ({ params }) => {
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
      return HttpResponse.json(list());
    }),
    http.post(apiUrl('/sandbox/payments/:id/authenticate'), async ({ request, params }) => {
      calls.push({ path: `/sandbox/payments/${String(params.id)}/authenticate`, body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  /** A card the provider's own form produced (Stripe's), ready to attach. */
  const providerCard = (card: Omit<PaymentMethod, 'is_default' | 'created_at'>) => tokens.set(card.id, card);
  return { state, calls, handlers, providerCard };
}
