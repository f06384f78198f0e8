// Builders for the fractional checkout's and the fractional monthly bill's API tests: an accepted
// fractional offer (tests/server/fractional-fixtures.ts writes it straight into the tables), what
// its checkout charges, and paying for it as the checkout page does.
import { randomUUID } from 'node:crypto';
import { chargeSums, type Coupon } from '../../src/shared/pricing.js';
import type { Res, TestServer } from './harness.js';
import { ok, type Person } from './pipeline-fixtures.js';
import type { ReadyEmployer } from './checkout-fixtures.js';
import { FRACTIONAL, newFractionalHire, type FractionalHired, type FractionalTerms } from './fractional-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface AcceptedFractional extends FractionalHired {
  /** "Firstname Lastname", as invoices name the staff member. */
  candidateName: string;
}

/** An accepted fractional offer of the employer's, awaiting payment: $40 an hour, 20 to 40 hours a month unless told. */
export async function acceptedFractional(t: TestServer, employer: Person, terms: Omit<FractionalTerms, 'employer' | 'status'> = {}): Promise<AcceptedFractional> {
  const hire = await newFractionalHire(t, { hourlyCents: 4_000, range: { min: 20, max: 40 }, ...terms, employer, status: 'awaiting_payment' });
  const [who] = await t.query<{ name: string }>(`select firstname || ' ' || lastname as name from users where id = '${hire.staff.user.id}'`);
  return { ...hire, candidateName: who!.name };
}

/** The fractional checkout of an offer, as the page reads it. */
export const fractionalCheckout = async (employer: Person, offerId: string) => ok<Json>(await employer.browser.get(FRACTIONAL.checkout(offerId)));

/** What the page charges: the checkout's first month and subscription, with the coupon applied by the shared rule. */
export async function fractionalTotal(employer: Person, offerId: string, coupon?: Pick<Coupon, 'type' | 'amount'>): Promise<number> {
  const checkout = await fractionalCheckout(employer, offerId);
  const hire = { total: checkout.setup_fee_cents + checkout.first_month.minimum_cents, fees: checkout.fees_cents };
  return chargeSums([hire], checkout.subscription_due_cents, coupon).total;
}

/** Pays for a fractional offer as its checkout page does; the total is the page's unless told. */
export async function hireFractional(employer: ReadyEmployer, offerId: string, opts: { card?: string; key?: string; coupon?: string; total?: number } = {}): Promise<Res> {
  const body = { offer_id: offerId, payment_method_id: opts.card ?? employer.card, idempotency_key: opts.key ?? randomUUID() };
  const total = opts.total ?? (await fractionalTotal(employer, offerId));
  return employer.browser.post(FRACTIONAL.hire, { ...body, expected_total_cents: total, ...(opts.coupon ? { coupon_code: opts.coupon } : {}) });
}

/** A coupon, straight into the table. */
export async function newCoupon(t: TestServer, values: { type: 'percent' | 'fixed'; amount: number; scope: 'standard' | 'fractional' }): Promise<string> {
  const code = `F${randomUUID().slice(0, 8)}`.toUpperCase();
  await t.query(`insert into coupons (code, type, amount, scope) values ('${code}', '${values.type}', ${values.amount}, '${values.scope}')`);
  return code;
}
