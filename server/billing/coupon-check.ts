import { and, eq } from 'drizzle-orm';
import { todayOf, type Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { offers } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { priceCheckout } from './checkout-pricing.js';
import { couponDiscountOrRefuse, findCoupon } from './coupons.js';

type CouponQuestion = RouteOf<'checkCoupon'>['Body'];

/** What a coupon would take off the first payment for one of the offers waiting to be paid. */
export async function checkCoupon({ db, clock }: { db: Db; clock: Clock }, owner: EmployerOwner, { offer_id, code }: CouponQuestion) {
  const { employerId } = owner;
  await enforceLimit(db, `coupon:${employerId}`, limits.couponChecksPerEmployer);
  const today = todayOf(clock);
  const hire = (await priceCheckout(db, employerId, today)).hires.find((h) => h.offer.id === offer_id);
  if (!hire) {
    const [offer] = await db
      .select({ status: offers.status })
      .from(offers)
      .where(and(eq(offers.id, offer_id), eq(offers.employerId, employerId)));
    if (!offer) throw new ApiError(404, 'NOT_FOUND');
    throw new ApiError(409, offer.status === 'hired' ? 'ALREADY_HIRED' : 'OFFER_NOT_PAYABLE');
  }
  const coupon = await findCoupon(db, code);
  const discount = couponDiscountOrRefuse(coupon, hire.first.fees, today);
  return { code: coupon.code, type: coupon.type, amount: coupon.amount, discount } satisfies Schema<'CouponCheck'>;
}
