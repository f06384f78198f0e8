import { fromPromise } from 'xstate';
import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { answerOrProblem } from '@/lib/api-problem';
import type { CheckoutInitiation, FailedPaymentList } from '@/machines/checkout.machine';
import type { CheckCouponInput, CouponCheck } from '@/machines/coupon.machine';

export type Staff = components['schemas']['Staff'];
export type Spending = components['schemas']['Spending'];

/** The checkoutMachine's 'loadCheckout' actor. */
export const loadCheckoutActor = fromPromise<CheckoutInitiation>(
  // openapi-fetch's response type widens the contract's fixed four-item tuple into an array of unions.
  async () => (await answerOrProblem(api.GET('/employer/hirestaff/initiate'))) as unknown as CheckoutInitiation,
);

/** The checkoutMachine's 'loadFailedPayments' actor. */
export const loadFailedPaymentsActor = fromPromise<FailedPaymentList>(() => answerOrProblem(api.GET('/employer/failed-payment')));

/** The couponMachine's 'checkCoupon' actor. */
export const checkCouponActor = fromPromise<CouponCheck, CheckCouponInput>(({ input }) =>
  answerOrProblem(api.POST('/coupons/check', { body: { code: input.code, offer_id: input.offerId } })),
);

/** The largest page the API serves; a checkout pays for at most 20 offers. */
const LATEST = 50;

/** The latest payments, where a payment just made is found with its invoice. */
export const useLatestSpendings = (enabled: boolean) =>
  $api.useQuery('get', '/employer/spendings', { params: { query: { page: 1, page_size: LATEST } } }, { enabled });

/** The latest active staff, among whom the hires a payment made are found. */
export const useLatestStaff = (enabled: boolean) =>
  $api.useQuery('get', '/employer/hiredstaffs', { params: { query: { status: 'active', page: 1, page_size: LATEST } } }, { enabled });
