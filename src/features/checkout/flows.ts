import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import { checkoutMachine, type CheckoutInput } from '@/machines/checkout.machine';
import { contractActivationMachine, type ContractActivationEvent } from '@/machines/contract-activation.machine';
import { couponMachine } from '@/machines/coupon.machine';
import { usePaymentLogic } from '@/payments/flows';
import {
  acceptPlatformAgreementActor,
  activateMsaActor,
  checkCouponActor,
  loadAgreementsActor,
  loadCheckoutActor,
  loadFailedPaymentsActor,
} from './api';

export type AgreementsSnapshot = SnapshotFrom<typeof contractActivationMachine>;
export type AgreementsSend = (event: ContractActivationEvent) => void;

/** The MSA and the platform agreement as the server has them, and accepting each. */
const agreementsLogic = contractActivationMachine.provide({
  actors: {
    loadAgreements: loadAgreementsActor,
    activateMsa: activateMsaActor,
    acceptPlatformAgreement: acceptPlatformAgreementActor,
  },
});

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
