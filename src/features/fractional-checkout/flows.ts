import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { afterHire, afterPayment } from '@/lib/cache';
import { couponMachine } from '@/machines/coupon.machine';
import { fractionalCheckoutMachine, readSavedFractionalCheckout, type FractionalCheckoutInput } from '@/machines/fractional-checkout.machine';
import { agreementsLogic } from '@/payments/agreements';
import { usePaymentLogic } from '@/payments/flows';
import { checkFractionalCouponActor, loadFractionalCheckoutActor } from './api';

/** The coupon field of this checkout: fractional coupons, checked against the offer. */
const couponLogic = couponMachine.provide({ actors: { checkCoupon: checkFractionalCouponActor } });

/**
 * The fractional checkout of one offer loaded from the API, with its children: the coupon, the
 * agreements and the payment (`finishAuthentication` ends the card's authentication step of that
 * payment). Once the hire is made, the lists it changes (offers, staff, spendings, the failed
 * payments and the subscription's standing) are asked for again.
 */
export function useFractionalCheckout(offerId: string) {
  const queryClient = useQueryClient();
  const { logic: payment, finishAuthentication } = usePaymentLogic();
  const machine = useMemo(
    () =>
      fractionalCheckoutMachine.provide({
        actors: { loadCheckout: loadFractionalCheckoutActor, coupon: couponLogic, agreements: agreementsLogic, payment },
        actions: {
          hired: () => {
            void afterHire(queryClient);
            void afterPayment(queryClient);
          },
        },
      }),
    [payment, queryClient],
  );
  // Read once: the machine takes its input when it starts.
  const [input] = useState<FractionalCheckoutInput>(() => ({ offerId, saved: readSavedFractionalCheckout() }));
  const [checkout, send] = useMachine(machine, { input });
  return { checkout, send, finishAuthentication };
}
