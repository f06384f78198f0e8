// Builders for the checkout's API tests: an employer ready to pay, saved sandbox cards,
// accepted offers, and what checkout says they cost.
import { randomUUID } from 'node:crypto';
import { chargeSums, type Coupon } from '../../src/shared/pricing.js';
import { API, expectError, type Client, type Res, type TestServer } from './harness.js';
import { newEmployer, ok, pipeline, put, type Person, type Pipeline } from './pipeline-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const CHECKOUT = {
  initiate: `${API}/employer/hirestaff/initiate`,
  hire: `${API}/employer/hirestaff-v2`,
  confirm: `${API}/employer/hirestaff/confirm-payment`,
  cardFee: (amount: number | string) => `${API}/employer/stripefees?amount=${amount}`,
  failed: `${API}/employer/failed-payment`,
  retry: `${API}/employer/hirestaff/retry-payment`,
  coupon: `${API}/coupons/check`,
  webhook: `${API}/payments/webhook`,
  sandboxCard: `${API}/sandbox/payment-methods`,
  sandboxAuthenticate: (id: string) => `${API}/sandbox/payments/${id}/authenticate`,
  // The billing side, through which an employer gets ready to pay.
  customer: `${API}/employer/stripe/create-account`,
  attachCard: `${API}/employer/stripe/attach-payment-method`,
  platformAgreement: `${API}/employer/update-platform-agreement`,
  msa: `${API}/employer/employer-msa`,
  activateMsa: (id: string) => `${API}/employer/msa/${id}`,
  invoice: (id: string) => `${API}/employer/invoice-detail?invoice_id=${id}`,
  subscription: `${API}/employer/check-subscription-status`,
};

/** Stripe's test cards, as the sandbox reads them. */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  authenticates: '4000 0027 6000 3184',
};

export const cardInput = (number: string, overrides: Record<string, unknown> = {}) => ({
  number,
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  name: 'Grace Hopper',
  ...overrides,
});

/** The employer's customer at the sandbox (made on the first call). */
export async function customerOf(employer: Person): Promise<string> {
  return ok<{ customer_id: string }>(await employer.browser.post(CHECKOUT.customer)).customer_id;
}

/** How a typed card number becomes a payment method id: the sandbox's card form, unless a test has another way. */
export type Tokenize = (employer: Person, number: string) => Promise<string>;

const throughSandboxForm: Tokenize = async (employer, number) =>
  ok<{ id: string }>(await employer.browser.post(CHECKOUT.sandboxCard, cardInput(number))).id;

/** Types a test card into the card form and saves it on the employer's account; answers its id. */
export async function saveCard(employer: Person, number = CARDS.succeeds, tokenize = throughSandboxForm): Promise<string> {
  const customerId = await customerOf(employer);
  const cardId = await tokenize(employer, number);
  ok(await employer.browser.post(CHECKOUT.attachCard, { payment_methods: cardId, stripe_account_id: customerId }));
  return cardId;
}

/** Accepts the master service agreement and the platform agreement, as the billing pages do. */
export async function acceptAgreements(employer: Person): Promise<void> {
  const msa = ok<{ id: string }>(await employer.browser.get(CHECKOUT.msa));
  ok(await put(employer.browser, CHECKOUT.activateMsa(msa.id), { contract_type: 'full_time', status: 'active' }));
  ok(await put(employer.browser, CHECKOUT.platformAgreement, { agreement_type: 'standard' }));
}

export interface ReadyEmployer extends Person {
  /** The card checkout charges by default (4242: succeeds). */
  card: string;
}

/** An employer who accepted both agreements and saved a card that pays. */
export async function readyEmployer(t: TestServer, overrides: Record<string, unknown> = {}, tokenize = throughSandboxForm): Promise<ReadyEmployer> {
  const employer = await newEmployer(t, overrides);
  await acceptAgreements(employer);
  return { ...employer, card: await saveCard(employer, CARDS.succeeds, tokenize) };
}

/** `n` offers of the employer, each accepted by its own candidate and awaiting payment. */
export async function acceptedOffers(t: TestServer, employer: Person, n = 1, offer: Record<string, unknown> = {}): Promise<Pipeline[]> {
  const made: Pipeline[] = [];
  for (let i = 0; i < n; i += 1) made.push(await pipeline(t, 'accepted', { employer, offer }));
  return made;
}

export const offerIdsOf = (pipelines: Pipeline[]) => pipelines.map((p) => p.offerId!);

export async function initiation(employer: Person | Client) {
  const browser = 'browser' in employer ? employer.browser : employer;
  const [standing, offers, subscriptionFee, nextBillDate] = ok<{ data: [Json, Json[], number, string] }>(await browser.get(CHECKOUT.initiate)).data;
  return { standing, offers, subscriptionFee, nextBillDate };
}

/** What checkout shows for paying these offers, computed as the app computes it. */
export async function expectedTotal(employer: Person, offerIds: string[], coupon?: Pick<Coupon, 'type' | 'amount'>): Promise<number> {
  const { offers, subscriptionFee } = await initiation(employer);
  const chosen = offers.filter((o) => offerIds.includes(o.employment_offer.id));
  return chargeSums(
    chosen.map((o) => ({ total: o.first_month.total, fees: o.first_month.fees })),
    subscriptionFee,
    coupon,
  ).total;
}

export interface HireOptions {
  card?: string;
  key?: string;
  coupon?: string;
  /** The total the page showed; by default what initiate shows now. */
  total?: number;
}

/** Pays for the offers as the checkout page does. */
export async function hireStaff(employer: ReadyEmployer, offerIds: string[], opts: HireOptions = {}): Promise<Res> {
  return employer.browser.post(CHECKOUT.hire, {
    offer_ids: offerIds,
    payment_method_id: opts.card ?? employer.card,
    idempotency_key: opts.key ?? randomUUID(),
    expected_total_cents: opts.total ?? (await expectedTotal(employer, offerIds)),
    ...(opts.coupon ? { coupon_code: opts.coupon } : {}),
  });
}

/** Counts rows of a table matching a condition. */
export async function countRows(t: TestServer, table: string, where = 'true'): Promise<number> {
  const [row] = await t.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`);
  return row!.n;
}

/** A refusal of the checkout or billing rules, whose messages carry the `billing_api_error_` prefix. */
export const expectRefusal = (res: Res, status: number, code: string, locale?: 'en' | 'fr' | 'es' | 'zh') =>
  expectError(res, status, code, undefined, { messageKey: `billing_api_error_${code.toLowerCase()}`, locale });
