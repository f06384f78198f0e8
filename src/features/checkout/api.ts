import { fromPromise } from 'xstate';
import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { isApiProblem, unwrap } from '@/lib/api-problem';
import type { CheckoutInitiation, FailedPaymentList } from '@/machines/checkout.machine';
import type { Agreements, ActivateMsaInput, Msa, PlatformAgreement } from '@/machines/contract-activation.machine';
import type { CheckCouponInput, CouponCheck } from '@/machines/coupon.machine';

export type Staff = components['schemas']['Staff'];
export type Spending = components['schemas']['Spending'];

/**
 * The data, or the server's problem as its answer; anything else (no answer, an answer
 * without a problem) is thrown as it came, so that the machine shows the first client's fallback
 * message ('Failed to fetch candidatesJobOffer', 'Invalid coupon', ...).
 */
async function answerOrProblem<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  throw isApiProblem(error) ? error : new Error(`HTTP ${response.status}`);
}

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

/** The contractActivationMachine's actors: both agreements as the server has them, and accepting each. */
export const loadAgreementsActor = fromPromise<Agreements>(async () => {
  const [msa, platform] = await Promise.all([
    unwrap(api.GET('/employer/employer-msa')),
    unwrap(api.GET('/employer/check-platform-agreement')),
  ]);
  return { msa, platform };
});

export const activateMsaActor = fromPromise<Msa, ActivateMsaInput>(({ input }) =>
  unwrap(api.PUT('/employer/msa/{id}', { params: { path: { id: input.id } }, body: { contract_type: input.contractType, status: 'active' } })),
);

export const acceptPlatformAgreementActor = fromPromise<PlatformAgreement>(() =>
  unwrap(api.PUT('/employer/update-platform-agreement', { body: { agreement_type: 'standard' } })),
);

/** The largest page the API serves; a checkout pays for at most 20 offers. */
const LATEST = 50;

/** The latest payments, where a payment just made is found with its invoice. */
export const useLatestSpendings = (enabled: boolean) =>
  $api.useQuery('get', '/employer/spendings', { params: { query: { page: 1, page_size: LATEST } } }, { enabled });

/** The latest active staff, among whom the hires a payment made are found. */
export const useLatestStaff = (enabled: boolean) =>
  $api.useQuery('get', '/employer/hiredstaffs', { params: { query: { status: 'active', page: 1, page_size: LATEST } } }, { enabled });
