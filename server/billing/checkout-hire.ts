import { and, arrayOverlaps, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { billingAccounts, offers, paymentMethods, payments } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { chargeSums, monthEnd } from '../../src/shared/pricing.js';
import { agreementsAccepted } from './agreements.js';
import { checkoutLines, priceCheckout } from './checkout-pricing.js';
import { couponDiscountOrRefuse, findCoupon } from './coupons.js';
import type { PaymentRow } from './collect.js';
import { abandoned } from '../hiring/payment-in-progress.js';

export interface CheckoutRequest {
  offerIds: string[];
  paymentMethodId: string;
  couponCode?: string;
  idempotencyKey: string;
  expectedTotalCents: number;
}

const sameOffers = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * One employer's checkouts run one at a time, on every instance: each takes the lock
 * of the employer's billing account first (made here on the first checkout).
 */
async function lockBillingAccount(tx: Tx, employerId: string) {
  await tx.insert(billingAccounts).values({ employerId }).onConflictDoNothing({ target: billingAccounts.employerId });
  await tx.select({ employerId: billingAccounts.employerId }).from(billingAccounts).where(eq(billingAccounts.employerId, employerId)).for('update');
}

/**
 * The earlier checkouts of these offers, locked. They are locked before the offers
 * because recording a payment's outcome locks the payment, then its offers: taking
 * them in the same order, the two never wait for each other in a circle.
 */
async function lockEarlierPayments(tx: Tx, employerId: string, offerIds: string[]) {
  return tx
    .select({ id: payments.id, status: payments.status, abandoned })
    .from(payments)
    .where(
      and(
        eq(payments.employerId, employerId),
        eq(payments.kind, 'hire'),
        inArray(payments.status, ['processing', 'requires_action', 'failed']),
        arrayOverlaps(payments.offerIds, offerIds),
      ),
    )
    .for('update');
}

/** The offers to pay for, locked: each the caller's (else 404) and awaiting payment at full time (else 409). */
async function lockPayableOffers(tx: Tx, employerId: string, offerIds: string[]) {
  const rows = await tx
    .select({ id: offers.id, status: offers.status, contractType: offers.contractType })
    .from(offers)
    .where(and(inArray(offers.id, offerIds), eq(offers.employerId, employerId)))
    .for('update');
  if (rows.length !== offerIds.length) throw new ApiError(404, 'NOT_FOUND');
  if (rows.some((o) => o.status === 'hired')) throw new ApiError(409, 'ALREADY_HIRED');
  // Fractional offers are paid through their own checkout.
  if (rows.some((o) => o.status !== 'awaiting_payment' || o.contractType !== 'full_time')) throw new ApiError(409, 'OFFER_NOT_PAYABLE');
}

/**
 * Prices a checkout and records what it owes, in one transaction, or answers the payment
 * an earlier request with the same key made. Nothing is charged here: the caller collects
 * the payment once this has committed.
 */
export async function recordCheckout(tx: Tx, employerId: string, today: string, request: CheckoutRequest): Promise<PaymentRow> {
  await lockBillingAccount(tx, employerId);
  const [resent] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.employerId, employerId), eq(payments.idempotencyKey, request.idempotencyKey)));
  if (resent) {
    if (resent.kind !== 'hire' || !sameOffers(resent.offerIds, request.offerIds)) throw new ApiError(409, 'PAYMENT_IN_PROGRESS');
    return resent;
  }
  if (!(await agreementsAccepted(tx, employerId))) throw new ApiError(409, 'AGREEMENTS_REQUIRED');

  const earlier = await lockEarlierPayments(tx, employerId, request.offerIds);
  await lockPayableOffers(tx, employerId, request.offerIds);
  if (earlier.some((p) => p.status !== 'failed' && !p.abandoned)) throw new ApiError(409, 'PAYMENT_IN_PROGRESS');
  const [card] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, request.paymentMethodId), eq(paymentMethods.employerId, employerId), isNull(paymentMethods.removedAt)));
  if (!card) throw new ApiError(404, 'NOT_FOUND');

  const prices = await priceCheckout(tx, employerId, today);
  const wanted = new Set(request.offerIds);
  const hires = prices.hires.filter((h) => wanted.has(h.offer.id));
  const coupon = request.couponCode ? await findCoupon(tx, request.couponCode) : null;
  if (coupon) couponDiscountOrRefuse(coupon, hires.reduce((sum, h) => sum + h.first.fees, 0), today);
  const sums = chargeSums(
    hires.map((h) => ({ total: h.first.total, fees: h.first.fees })),
    prices.subscriptionDueCents,
    coupon ?? undefined,
  );
  if (sums.total !== request.expectedTotalCents) throw new ApiError(409, 'PRICE_CHANGED');

  // This checkout replaces the failed ones of the same offers: they can no longer be retried.
  const replaced = earlier.map((p) => p.id);
  if (replaced.length) await tx.update(payments).set({ status: 'void', updatedAt: sql`now()` }).where(inArray(payments.id, replaced));

  const couponCode = coupon?.code ?? null;
  const [payment] = await tx
    .insert(payments)
    .values({
      employerId,
      kind: 'hire',
      idempotencyKey: request.idempotencyKey,
      offerIds: hires.map((h) => h.offer.id),
      periodStart: today,
      periodEnd: monthEnd(today),
      couponCode,
      grantId: hires.find((h) => h.grant)?.grant?.id ?? null,
      lines: checkoutLines(hires, { today, subscriptionDueCents: prices.subscriptionDueCents, sums, couponCode }),
      subtotalCents: sums.subtotal,
      discountCents: sums.discount,
      cardFeeCents: sums.cardFee,
      amountCents: sums.total,
      paymentMethodId: card.id,
    })
    .returning();
  return payment!;
}
