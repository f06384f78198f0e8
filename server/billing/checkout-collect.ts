import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { offers, paymentAttempts, payments } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { monthEnd } from '../../src/shared/pricing.js';
import { todayOf } from '../clock.js';
import { collectPayment, type Collected, type CollectDeps, type PaymentRow } from './collect.js';

export interface CollectCheckoutRequest {
  paymentId: string;
  paymentMethodId: string;
  /** The app's key for this try: a checkout's idempotency key, or a retry's. */
  requestKey: string;
}

/**
 * A checkout may be charged only while all its offers still await payment, and only in
 * the month it was priced for: its first months and subscription were prorated from that
 * month's days. Checked under the payment's lock just before each new attempt, so that a
 * withdrawal cannot slip in between the check and the charge.
 */
function stillPayable(today: string) {
  return async (tx: Tx, payment: PaymentRow) => {
    if (payment.kind !== 'hire') return;
    const rows = await tx
      .select({ status: offers.status })
      .from(offers)
      .where(and(inArray(offers.id, payment.offerIds), eq(offers.employerId, payment.employerId)))
      .for('share');
    if (rows.length !== payment.offerIds.length || rows.some((o) => o.status !== 'awaiting_payment')) {
      throw new ApiError(409, 'OFFER_NOT_PAYABLE');
    }
    if (monthEnd(payment.periodStart) < today) throw new ApiError(409, 'PRICE_CHANGED');
  };
}

/**
 * Charges a payment on-session (the employer is there to authenticate): a checkout just
 * recorded, or a failed payment tried again with the card chosen now. A checkout that can
 * no longer be paid as it stands is void and leaves the failed payments; its offers, if
 * they still await payment, go through a new checkout at today's prices.
 */
export async function collectCheckout(deps: CollectDeps, employerId: string, request: CollectCheckoutRequest): Promise<Collected> {
  try {
    return await collectPayment(deps, {
      paymentId: request.paymentId,
      employerId,
      paymentMethodId: request.paymentMethodId,
      requestKey: request.requestKey,
      offSession: false,
      beforeNewAttempt: stillPayable(todayOf(deps.clock)),
    });
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'OFFER_NOT_PAYABLE' || error.code === 'PRICE_CHANGED')) {
      const neverTried = and(eq(payments.status, 'processing'), notExists(deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, payments.id))));
      await deps.db
        .update(payments)
        .set({ status: 'void', updatedAt: sql`now()` })
        .where(and(eq(payments.id, request.paymentId), eq(payments.employerId, employerId), or(eq(payments.status, 'failed'), neverTried)));
    }
    throw error;
  }
}
