import { and, desc, eq } from 'drizzle-orm';
import { todayOf } from '../clock.js';
import type { Tx } from '../db/database.js';
import { paymentAttempts, payments } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { recordCheckout, type CheckoutRequest } from './checkout-hire.js';
import { collectCheckout } from './checkout-collect.js';
import { refreshAttempt, type Collected, type CollectDeps, type PaymentRow } from './collect.js';

type HireRequest = RouteOf<'hireStaff'>['Body'];
type RetryRequest = RouteOf<'retryPayment'>['Body'];

/** How a checkout records what it owes, in the transaction `payCheckout` opens. */
export type RecordCheckout = (tx: Tx, employerId: string, today: string, request: CheckoutRequest) => Promise<PaymentRow>;

/** What every checkout's body says besides the offers it pays for. */
type PaymentBody = Pick<HireRequest, 'payment_method_id' | 'coupon_code' | 'idempotency_key' | 'expected_total_cents'>;

/**
 * The employer pays for `offerIds`: the checkout is recorded (by `record`, the full-time or the
 * fractional one), then the card charged on-session, through the same collection,
 * authentication and retry whatever the checkout paid for.
 */
export async function payCheckout(deps: CollectDeps, owner: EmployerOwner, offerIds: string[], body: PaymentBody, record: RecordCheckout): Promise<Collected> {
  const { db, clock } = deps;
  const { employerId } = owner;
  await enforceLimit(db, `checkout:${employerId}`, limits.checkoutAttemptsPerEmployer);
  const today = todayOf(clock);
  const payment = await db.transaction((tx) =>
    record(tx, employerId, today, {
      offerIds,
      paymentMethodId: body.payment_method_id,
      couponCode: body.coupon_code,
      idempotencyKey: body.idempotency_key,
      expectedTotalCents: body.expected_total_cents,
    }),
  );
  // Charged once this checkout is committed: the card is never asked inside a transaction.
  return collectCheckout(deps, employerId, {
    paymentId: payment.id,
    paymentMethodId: body.payment_method_id,
    requestKey: body.idempotency_key,
  });
}

/** The employer pays for accepted full-time offers. */
export function payForHires(deps: CollectDeps, owner: EmployerOwner, body: HireRequest): Promise<Collected> {
  return payCheckout(deps, owner, body.offer_ids, body, recordCheckout);
}

/** The employer tries a failed payment again, perhaps with another card. */
export async function retryPayment(deps: CollectDeps, owner: EmployerOwner, body: RetryRequest): Promise<Collected> {
  await enforceLimit(deps.db, `checkout:${owner.employerId}`, limits.checkoutAttemptsPerEmployer);
  return collectCheckout(deps, owner.employerId, {
    paymentId: body.payment_id,
    paymentMethodId: body.payment_method_id,
    requestKey: body.idempotency_key,
  });
}

/** After the card's own check (3-D Secure), asks the provider how the payment's latest attempt ended. */
export async function confirmPayment(deps: CollectDeps, owner: EmployerOwner, paymentId: string): Promise<Collected> {
  const { db } = deps;
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.employerId, owner.employerId)));
  if (!payment) throw new ApiError(404, 'NOT_FOUND');
  const [latest] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.paymentId, payment.id))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  if (latest?.status !== 'requires_action') throw new ApiError(409, 'PAYMENT_NOT_PENDING');
  return refreshAttempt(deps, latest);
}
