import { and, arrayOverlaps, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { billingAccounts, offers, paymentMethods, payments } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { chargeSums, monthEnd, type ChargeSums, type Coupon } from '../../src/shared/pricing.js';
import type { Schema } from '../http/handler-types.js';
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

type ContractType = (typeof offers.$inferSelect)['contractType'];
type InvoiceLine = Schema<'InvoiceLine'>;

/** The offers to pay for, locked: each the caller's (else 404) and awaiting payment, of this checkout's kind (else 409). */
async function lockPayableOffers(tx: Tx, employerId: string, offerIds: string[], contractType: ContractType) {
  const rows = await tx
    .select({ id: offers.id, status: offers.status, contractType: offers.contractType })
    .from(offers)
    .where(and(inArray(offers.id, offerIds), eq(offers.employerId, employerId)))
    .for('update');
  if (rows.length !== offerIds.length) throw new ApiError(404, 'NOT_FOUND');
  if (rows.some((o) => o.status === 'hired')) throw new ApiError(409, 'ALREADY_HIRED');
  // Full-time and fractional offers are each paid through their own checkout.
  if (rows.some((o) => o.status !== 'awaiting_payment' || o.contractType !== contractType)) throw new ApiError(409, 'OFFER_NOT_PAYABLE');
}

/** What a checkout owes, priced under its locks. */
export interface PricedCheckout {
  /** The offers it pays for, in the order of its lines. */
  offerIds: string[];
  lines: InvoiceLine[];
  sums: ChargeSums;
  couponCode: string | null;
  grantId: string | null;
}

/**
 * Records what a checkout owes, in one transaction, or answers the payment an earlier
 * request with the same key made. The full-time checkout (`recordCheckout`) and the
 * fractional one (server/fractional/checkout-pay.ts) share every step but the pricing:
 * the billing account's lock, the key, the agreements, the earlier payments of the same
 * offers (locked, then voided), the offers locked and payable, the caller's card, and the
 * total the page showed. Nothing is charged here: the caller collects the payment once
 * this has committed.
 */
export async function recordHirePayment(
  tx: Tx,
  employerId: string,
  today: string,
  request: CheckoutRequest,
  checkout: { contractType: ContractType; price: () => Promise<PricedCheckout> },
): Promise<PaymentRow> {
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
  await lockPayableOffers(tx, employerId, request.offerIds, checkout.contractType);
  if (earlier.some((p) => p.status !== 'failed' && !p.abandoned)) throw new ApiError(409, 'PAYMENT_IN_PROGRESS');
  const [card] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, request.paymentMethodId), eq(paymentMethods.employerId, employerId), isNull(paymentMethods.removedAt)));
  if (!card) throw new ApiError(404, 'NOT_FOUND');

  const priced = await checkout.price();
  if (priced.sums.total !== request.expectedTotalCents) throw new ApiError(409, 'PRICE_CHANGED');

  // This checkout replaces the failed ones of the same offers: they can no longer be retried.
  const replaced = earlier.map((p) => p.id);
  if (replaced.length) await tx.update(payments).set({ status: 'void', updatedAt: sql`now()` }).where(inArray(payments.id, replaced));

  const [payment] = await tx
    .insert(payments)
    .values({
      employerId,
      kind: 'hire',
      idempotencyKey: request.idempotencyKey,
      offerIds: priced.offerIds,
      periodStart: today,
      periodEnd: monthEnd(today),
      couponCode: priced.couponCode,
      grantId: priced.grantId,
      lines: priced.lines,
      subtotalCents: priced.sums.subtotal,
      discountCents: priced.sums.discount,
      cardFeeCents: priced.sums.cardFee,
      amountCents: priced.sums.total,
      paymentMethodId: card.id,
    })
    .returning();
  return payment!;
}

/**
 * What a checkout charges with the coupon typed, if any: the coupon must be of the
 * checkout's scope, unexpired and not used up (else 409), and reduces the hires' fees only.
 */
export async function sumsWithCoupon(
  tx: Tx,
  code: string | undefined,
  hires: { total: number; fees: number }[],
  subscriptionDueCents: number,
  today: string,
  scope: Coupon['scope'],
): Promise<{ sums: ChargeSums; couponCode: string | null }> {
  const coupon = code ? await findCoupon(tx, code) : null;
  if (coupon) couponDiscountOrRefuse(coupon, hires.reduce((sum, h) => sum + h.fees, 0), today, scope);
  return { sums: chargeSums(hires, subscriptionDueCents, coupon ?? undefined), couponCode: coupon?.code ?? null };
}

/** A full-time checkout of accepted offers, priced with every offer awaiting payment (`priceCheckout`). */
export function recordCheckout(tx: Tx, employerId: string, today: string, request: CheckoutRequest): Promise<PaymentRow> {
  return recordHirePayment(tx, employerId, today, request, {
    contractType: 'full_time',
    async price() {
      const prices = await priceCheckout(tx, employerId, today);
      const wanted = new Set(request.offerIds);
      const hires = prices.hires.filter((h) => wanted.has(h.offer.id));
      const charged = hires.map((h) => ({ total: h.first.total, fees: h.first.fees }));
      const { sums, couponCode } = await sumsWithCoupon(tx, request.couponCode, charged, prices.subscriptionDueCents, today, 'standard');
      return {
        offerIds: hires.map((h) => h.offer.id),
        lines: checkoutLines(hires, { today, subscriptionDueCents: prices.subscriptionDueCents, sums, couponCode }),
        sums,
        couponCode,
        grantId: hires.find((h) => h.grant)?.grant?.id ?? null,
      };
    },
  });
}
