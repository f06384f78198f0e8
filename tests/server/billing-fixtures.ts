// Builders for the billing tests, written straight into the database: an employer with a
// customer at the card sandbox, saved cards, hires with a billing start date, a subscription,
// and paid payments with their invoices.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { billingAccounts, invoices, paymentMethods, payments, platformSubscriptions } from '../../server/db/schema.js';
import type { CollectDeps } from '../../server/billing/collect.js';
import { SandboxProvider } from '../../server/payments/sandbox-provider.js';
import { FEES } from '../../src/shared/fees.js';
import { API, type TestServer } from './harness.js';
import { markHired, pipeline, type Person, type Pipeline } from './pipeline-fixtures.js';

/** Stripe's test cards, as the sandbox reads them. */
export const CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  authenticate: '4000002760003184',
} as const;

export const BILLING_URLS = {
  providerInfo: `${API}/stripe-info`,
  merchantCategories: `${API}/employer/mcccodes`,
  billingDetails: `${API}/employer/billing-details`,
  createCustomer: `${API}/employer/stripe/create-account`,
  setupSession: `${API}/employer/stripe/create-connection-session`,
  attachCard: `${API}/employer/stripe/attach-payment-method`,
  cards: `${API}/employer/payment-methods`,
  removeCard: (id: string) => `${API}/employer/stripe/delete-payment-method/${id}`,
  setDefault: `${API}/employer/payment/set-default`,
  spendings: `${API}/employer/spendings`,
  exportSpendings: `${API}/employer/spendings/export`,
  invoice: (id: string) => `${API}/employer/invoice-detail?invoice_id=${id}`,
  platformAgreement: `${API}/employer/check-platform-agreement`,
  acceptPlatformAgreement: `${API}/employer/update-platform-agreement`,
  msa: `${API}/employer/employer-msa`,
  activateMsa: (id: string) => `${API}/employer/msa/${id}`,
  addendum: `${API}/employer/addendum`,
  subscription: `${API}/employer/check-subscription-status`,
  cancelSubscription: (id: string) => `${API}/employer/platform-subscriptions/${id}/cancel`,
  failedPayments: `${API}/employer/failed-payment`,
  billingRun: `${API}/dev/billing-run`,
};

/** The same sandbox the app uses (its state lives in the database), for the card form's part. */
export const sandboxOf = (t: TestServer) => new SandboxProvider(t.db, 'whsec_test');

/** What billing code needs to collect a payment, over the test server's database and clock. */
export const collectDepsOf = (t: TestServer): CollectDeps => ({
  db: t.db,
  payments: sandboxOf(t),
  clock: t.clock,
  publicUrl: 'http://localhost:3000',
});

/** The employer's customer at the sandbox, as the create-account call makes it. */
export async function giveCustomer(t: TestServer, employerId: string): Promise<string> {
  const { customerId } = await sandboxOf(t).createCustomer({ employerId }, `customer:${employerId}`);
  await t.db
    .insert(billingAccounts)
    .values({ employerId, providerCustomerId: customerId })
    .onConflictDoUpdate({ target: billingAccounts.employerId, set: { providerCustomerId: customerId } });
  return customerId;
}

/** A test card typed into the sandbox's form: its payment method id, not yet saved. */
export async function tokenize(t: TestServer, number: string = CARDS.visa) {
  return sandboxOf(t).tokenizeCard({ digits: number, expMonth: 12, expYear: 2030 });
}

/** A card attached to the employer's customer and saved; the default unless told otherwise. */
export async function saveCard(t: TestServer, employerId: string, opts: { number?: string; isDefault?: boolean } = {}) {
  const customerId = await giveCustomer(t, employerId);
  const card = await tokenize(t, opts.number);
  await sandboxOf(t).attachPaymentMethod(customerId, card.id);
  const isDefault = opts.isDefault ?? true;
  if (isDefault) await t.db.execute(sql`update payment_methods set is_default = false where employer_id = ${employerId}`);
  const [row] = await t.db
    .insert(paymentMethods)
    .values({ id: card.id, employerId, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, isDefault })
    .returning();
  return row!;
}

/**
 * An accepted offer made a hire, as checkout leaves it: hired, with the day billing began
 * (its month was paid at checkout).
 */
export async function hire(t: TestServer, employer: Person, billingStartDate: string, offer: Record<string, unknown> = {}): Promise<Pipeline> {
  const p = await pipeline(t, 'accepted', { employer, offer });
  await markHired(t, p);
  await t.query(`update offers set start_date = '${billingStartDate}', billing_start_date = '${billingStartDate}' where id = '${p.offerId}'`);
  return p;
}

/** The employer's platform subscription, active, next billed on `nextBillDate`. */
export async function subscribe(t: TestServer, employerId: string, nextBillDate: string) {
  const [row] = await t.db
    .insert(platformSubscriptions)
    .values({ employerId, feeCents: FEES.platformSubscription, nextBillDate })
    .onConflictDoUpdate({ target: platformSubscriptions.employerId, set: { status: 'active', nextBillDate, cancelledAt: null } })
    .returning();
  return row!;
}

/**
 * A payment paid on `paidAt` with its invoice: by default a checkout for the hires named
 * in its lines; `kind: 'monthly'` makes it the bill of the month of `paidAt`.
 */
export async function paidPayment(
  t: TestServer,
  employerId: string,
  opts: {
    paidAt: string;
    kind?: 'hire' | 'monthly';
    names?: string[];
    amountCents?: number;
    cardFeeCents?: number;
    offerIds?: string[];
    grantId?: string;
    invoiceNumber?: string;
    cardBrand?: string;
    /** Extra invoice lines, e.g. a checkout's grant credits. */
    extraLines?: Record<string, unknown>[];
  },
) {
  const amountCents = opts.amountCents ?? 100_000;
  const cardFeeCents = opts.cardFeeCents ?? 2_930;
  const names = opts.names ?? ['Ada Lovelace'];
  const day = opts.paidAt.slice(0, 10);
  const [payment] = await t.db
    .insert(payments)
    .values({
      employerId,
      kind: opts.kind ?? 'hire',
      status: 'succeeded',
      idempotencyKey: randomUUID(),
      offerIds: opts.offerIds ?? [],
      grantId: opts.grantId ?? null,
      periodStart: opts.kind === 'monthly' ? `${day.slice(0, 8)}01` : day,
      periodEnd: day,
      lines: [
        ...names.map((name) => ({ kind: 'salary', amount_cents: amountCents - cardFeeCents, candidate_name: name, job_title: 'Bookkeeper' })),
        ...(opts.extraLines ?? []),
      ],
      subtotalCents: amountCents - cardFeeCents,
      cardFeeCents,
      amountCents,
      paidAt: new Date(opts.paidAt),
    })
    .returning();
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      number: opts.invoiceNumber ?? `INV-TEST-${randomUUID().slice(0, 8)}`,
      employerId,
      paymentId: payment!.id,
      billingName: 'Acme Staffing',
      billingAddress: '1 Main Street, Springfield',
      companyName: 'Acme Staffing',
      cardBrand: opts.cardBrand ?? 'visa',
      cardLast4: '4242',
    })
    .returning();
  return { payment: payment!, invoice: invoice! };
}
