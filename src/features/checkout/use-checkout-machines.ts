import { useMachine } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { checkoutMachine, type CheckoutInput } from '@/machines/checkout.machine';
import { contractActivationMachine, type ContractActivationEvent } from '@/machines/contractActivation.machine';
import { couponMachine, type CouponEvent } from '@/machines/coupon.machine';
import {
  acceptPlatformAgreementActor,
  activateMsaActor,
  checkCouponActor,
  loadAgreementsActor,
  loadCheckoutActor,
  loadFailedPaymentsActor,
} from './api';

export type CouponSnapshot = SnapshotFrom<typeof couponMachine>;
export type CouponSend = (event: CouponEvent) => void;
export type AgreementsSnapshot = SnapshotFrom<typeof contractActivationMachine>;
export type AgreementsSend = (event: ContractActivationEvent) => void;

/** The checkout's offers, sums and failed payments, loaded from the API. */
export const useCheckoutMachine = (input: CheckoutInput) =>
  useMachine(checkoutMachine.provide({ actors: { loadCheckout: loadCheckoutActor, loadFailedPayments: loadFailedPaymentsActor } }), {
    input,
  });

export const useCouponMachine = () => useMachine(couponMachine.provide({ actors: { checkCoupon: checkCouponActor } }));

/** The MSA and the platform agreement as the server has them, and accepting each. */
export const useContractActivation = () =>
  useMachine(
    contractActivationMachine.provide({
      actors: {
        loadAgreements: loadAgreementsActor,
        activateMsa: activateMsaActor,
        acceptPlatformAgreement: acceptPlatformAgreementActor,
      },
    }),
  );
