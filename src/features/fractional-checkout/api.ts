import { fromPromise } from 'xstate';
import { api } from '@/lib/api-client';
import { answerOrProblem } from '@/lib/api-problem';
import type { CheckCouponInput, CouponCheck } from '@/machines/coupon.machine';
import type { FractionalCheckout } from '@/machines/fractional-checkout.machine';

/** The one address the page reads its checkout from; the route's prefetch asks for the same. */
export const checkoutParams = (offerId: string) => ({ params: { path: { id: offerId } } });

/** The fractionalCheckoutMachine's 'loadCheckout' actor (getFractionalCheckout). */
export const loadFractionalCheckoutActor = fromPromise<FractionalCheckout, { offerId: string }>(({ input }) =>
  answerOrProblem(api.GET('/employer/fractional/checkout/{id}', checkoutParams(input.offerId))),
);

/**
 * The couponMachine's 'checkCoupon' actor of the fractional checkout (checkFractionalCoupon):
 * fractional coupons only; a standard one is refused in the server's words (COUPON_WRONG_SCOPE).
 */
export const checkFractionalCouponActor = fromPromise<CouponCheck, CheckCouponInput>(({ input }) =>
  answerOrProblem(api.POST('/fractional-coupons/check', { body: { code: input.code, offer_id: input.offerId } })),
);
