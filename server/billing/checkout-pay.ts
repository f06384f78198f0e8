import { and, desc, eq } from 'drizzle-orm';
import { todayOf } from '../clock.js';
import { paymentAttempts, payments } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { recordCheckout } from './checkout-hire.js';
import { collectCheckout } from './checkout-collect.js';
import { refreshAttempt, type Collected, type CollectDeps } from './collect.js';

type HireRequest = RouteOf<'hireStaff'>['Body'];
type RetryRequest = RouteOf<'retryPayment'>['Body'];

/** The employer pays for accepted offers: the checkout is recorded, then the card charged. */
export async function payForHires(deps: CollectDeps, owner: EmployerOwner, body: HireRequest): Promise<Collected> {
  const { db, clock } = deps;
  const { employerId } = owner;
  await enforceLimit(db, `checkout:${employerId}`, limits.checkoutAttemptsPerEmployer);
  const today = todayOf(clock);
  const payment = await db.transaction((tx) =>
    recordCheckout(tx, employerId, today, {
      offerIds: body.offer_ids,
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
