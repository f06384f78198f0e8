import { todayOf, type Clock } from '../clock.js';
import type { Db, Tx } from '../db/database.js';
import type { EmployerOwner } from '../http/owner.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { recordHirePayment, sumsWithCoupon, type CheckoutRequest } from '../billing/checkout-hire.js';
import { payCheckout } from '../billing/checkout-pay.js';
import { checkCouponOn } from '../billing/coupon-check.js';
import type { Collected, CollectDeps, PaymentRow } from '../billing/collect.js';
import { checkoutOfferOf, fractionalCheckoutLines, fractionalCheckoutView, priceFractionalCheckout } from './checkout-pricing.js';

/*
 * Paying for an accepted fractional offer: one offer a checkout, recorded and collected exactly as
 * the full-time checkout is (server/billing/checkout-hire.ts `recordHirePayment`, checkout-pay.ts,
 * collect.ts, docs/decisions/010), so its idempotency, locks, 3-D Secure step and retries are those
 * of every checkout; only its pricing and lines are its own (./checkout-pricing.ts). Once paid,
 * server/billing/hire-effects.ts makes the hire, as for any checkout.
 */

type HireRequest = RouteOf<'hireFractionalStaff'>['Body'];
type CouponQuestion = RouteOf<'checkFractionalCoupon'>['Body'];

/** What the fractional checkout page shows: an offer awaiting payment, or a hired one (its checkout as it would cost now). */
export async function fractionalCheckoutOf({ db, clock }: { db: Db; clock: Clock }, owner: EmployerOwner, offerId: string): Promise<Schema<'FractionalCheckout'>> {
  const checkout = await checkoutOfferOf(db, owner.employerId, offerId);
  if (!checkout) throw new ApiError(404, 'NOT_FOUND');
  const { contractType, status } = checkout.offer;
  if (contractType !== 'fractional' || (status !== 'awaiting_payment' && status !== 'hired')) throw new ApiError(409, 'OFFER_NOT_PAYABLE');
  return fractionalCheckoutView(await priceFractionalCheckout(db, checkout, todayOf(clock)));
}

/** Records what a fractional checkout owes (see recordHirePayment), in the caller's transaction. */
export function recordFractionalCheckout(tx: Tx, employerId: string, today: string, request: CheckoutRequest): Promise<PaymentRow> {
  return recordHirePayment(tx, employerId, today, request, {
    contractType: 'fractional',
    async price() {
      // recordHirePayment has locked the one offer and found it the caller's, fractional and awaiting payment.
      const checkout = await checkoutOfferOf(tx, employerId, request.offerIds[0]!);
      if (!checkout) throw new ApiError(404, 'NOT_FOUND');
      const price = await priceFractionalCheckout(tx, checkout, today);
      const charged = [{ total: price.first.total, fees: price.first.fees }];
      const { sums, couponCode } = await sumsWithCoupon(tx, request.couponCode, charged, price.subscriptionDueCents, today, 'fractional');
      return { offerIds: [checkout.offer.id], lines: fractionalCheckoutLines(price, { sums, couponCode }), sums, couponCode, grantId: null };
    },
  });
}

/** The employer pays for an accepted fractional offer: recorded, then the card charged on-session. */
export function payForFractionalHire(deps: CollectDeps, owner: EmployerOwner, body: HireRequest): Promise<Collected> {
  return payCheckout(deps, owner, [body.offer_id], body, recordFractionalCheckout);
}

/** What a fractional coupon would take off a fractional offer's setup fee; a full-time offer or a standard coupon is the wrong scope. */
export function checkFractionalCoupon(deps: { db: Db; clock: Clock }, owner: EmployerOwner, question: CouponQuestion) {
  return checkCouponOn(deps, owner, question, 'fractional', async (db, employerId, offerId, today) => {
    const checkout = await checkoutOfferOf(db, employerId, offerId);
    if (checkout?.offer.contractType !== 'fractional' || checkout.offer.status !== 'awaiting_payment') return null;
    return (await priceFractionalCheckout(db, checkout, today)).first.fees;
  });
}
