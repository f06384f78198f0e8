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
type ContractType = (typeof offers.$inferSelect)['contractType'];

/**
 * Standard coupons are for full-time hires and fractional coupons for fractional ones: each
 * checkout checks coupons of its own scope, on offers of its own kind.
 */
const couponScope = { full_time: 'standard', fractional: 'fractional' } as const satisfies Record<ContractType, string>;

/**
 * What a coupon would take off the first payment for an offer waiting to be paid, in the
 * checkout of `contractType`; `feesOf` prices the offer's fees a coupon may reduce, or
 * answers null when that checkout does not list it. Both checks share one rate limit.
 */
export async function checkCouponOn(
  { db, clock }: { db: Db; clock: Clock },
  owner: EmployerOwner,
  { offer_id, code }: CouponQuestion,
  contractType: ContractType,
  feesOf: (db: Db, employerId: string, offerId: string, today: string) => Promise<number | null>,
): Promise<Schema<'CouponCheck'>> {
  const { employerId } = owner;
  await enforceLimit(db, `coupon:${employerId}`, limits.couponChecksPerEmployer);
  const today = todayOf(clock);
  const fees = await feesOf(db, employerId, offer_id, today);
  if (fees === null) {
    const [offer] = await db
      .select({ status: offers.status, contractType: offers.contractType })
      .from(offers)
      .where(and(eq(offers.id, offer_id), eq(offers.employerId, employerId)));
    if (!offer) throw new ApiError(404, 'NOT_FOUND');
    // An offer of the other kind of hire takes the other kind of coupon, whatever its state.
    if (offer.contractType !== contractType) throw new ApiError(409, 'COUPON_WRONG_SCOPE');
    throw new ApiError(409, offer.status === 'hired' ? 'ALREADY_HIRED' : 'OFFER_NOT_PAYABLE');
  }
  const coupon = await findCoupon(db, code);
  const discount = couponDiscountOrRefuse(coupon, fees, today, couponScope[contractType]);
  return { code: coupon.code, type: coupon.type, amount: coupon.amount, discount };
}

/** What a standard coupon would take off the first payment for one of the full-time offers waiting to be paid. */
export function checkCoupon(deps: { db: Db; clock: Clock }, owner: EmployerOwner, question: CouponQuestion) {
  return checkCouponOn(deps, owner, question, 'full_time', async (db, employerId, offerId, today) => {
    const hire = (await priceCheckout(db, employerId, today)).hires.find((h) => h.offer.id === offerId);
    return hire ? hire.first.fees : null;
  });
}
