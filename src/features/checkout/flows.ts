import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { checkoutMachine, type CheckoutInput } from '@/machines/checkout.machine';
import { couponMachine } from '@/machines/coupon.machine';
import { agreementsLogic } from '@/payments/agreements';
import { usePaymentLogic } from '@/payments/flows';
import { checkCouponActor, loadCheckoutActor, loadFailedPaymentsActor } from './api';

const couponLogic = couponMachine.provide({ actors: { checkCoupon: checkCouponActor } });

/**
 * The checkout loaded from the API, with its children: the coupon, the agreements and the
 * payment (`finishAuthentication` ends the card's authentication step of that payment).
 */
export function useCheckout(input: CheckoutInput) {
  const { logic: payment, finishAuthentication } = usePaymentLogic();
  const machine = useMemo(
    () =>
      checkoutMachine.provide({
        actors: { loadCheckout: loadCheckoutActor, loadFailedPayments: loadFailedPaymentsActor, coupon: couponLogic, agreements: agreementsLogic, payment },
      }),
    [payment],
  );
  const [checkout, send] = useMachine(machine, { input });
  return { checkout, send, finishAuthentication };
}

/** The agreements on their own, as the agreement pages show them. */
export const useContractActivation = () => useMachine(agreementsLogic);
