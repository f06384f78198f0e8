import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import { paymentMachine } from '@/machines/payment.machine';
import { attachPaymentMethod, authenticateSandboxPayment, createSandboxPaymentMethod, ensureCustomer, refreshPaymentMethods, type PaymentMethod } from './api';
import type { AuthenticationOutcome } from './authentication-outcome';
import { digitsOf, parseExpiry } from './card-checks';
import { chargeActor, confirmPaymentActor } from './payment-actors';
import type { Stripe, StripeElements } from './stripe-loader';
import { useAuthenticationActor } from './use-authentication-actor';
import { useLatest } from './use-latest';

/**
 * The payment machine with its actors: charges and confirmations through the API, and the
 * card's authentication step, which waits for <AuthenticationStep>'s onDone
 * (`finishAuthentication`).
 */
export function usePaymentLogic() {
  const { authenticate, finish } = useAuthenticationActor();
  const logic = useMemo(() => paymentMachine.provide({ actors: { charge: chargeActor, confirm: confirmPaymentActor, authenticate } }), [authenticate]);
  return { logic, finishAuthentication: finish };
}

/** A failed payment paid again: its running payment, for <PaymentPanel>. */
export function usePaymentRetry(paymentId: string) {
  const { logic, finishAuthentication } = usePaymentLogic();
  const payment = useActorRef(logic, { input: { mode: 'retry', paymentId } });
  return { payment, finishAuthentication };
}

/** Test mode's answer from "the bank": approving or failing the payment that waits for it. */
export function useSandboxAuthentication(providerPaymentId: string, onDone: (outcome: AuthenticationOutcome) => void) {
  // The machine's actors are set once, at mount; these read the props of the moment.
  const latest = useLatest({ providerPaymentId, onDone });
  return useMachine(
    formSubmissionMachine.provide({
      actors: {
        submit: submitActor(({ outcome }: { outcome: 'approve' | 'fail' }) => authenticateSandboxPayment(latest.current.providerPaymentId, outcome)),
      },
      actions: {
        submitted: (_, { values }) => latest.current.onDone(values.outcome === 'approve' ? 'completed' : 'failed'),
      },
    }),
    { input: {} },
  );
}

/** A test card as typed: the checks of the form have passed. */
export interface SandboxCardValues {
  [key: string]: unknown;
  name: string;
  number: string;
  expiry: string;
  cvc: string;
  postal_code: string;
}

/** Saving a test card: the sandbox turns it into a payment method, which is kept for the employer's customer. */
export function useSandboxCardSave(customerId: string | null, onSaved: (card: PaymentMethod) => void) {
  const queryClient = useQueryClient();
  const latest = useLatest({ customerId, onSaved });
  return useMachine(
    formSubmissionMachine.provide({
      actors: {
        submit: submitActor(async (values: SandboxCardValues) => {
          const customer = await ensureCustomer(latest.current.customerId);
          // Non-null: the form has checked the expiry.
          const { month, year } = parseExpiry(values.expiry)!;
          const method = await createSandboxPaymentMethod({
            name: values.name,
            number: digitsOf(values.number),
            exp_month: month,
            exp_year: year,
            cvc: values.cvc.trim(),
            ...(values.postal_code ? { postal_code: values.postal_code } : {}),
          });
          return attachPaymentMethod(method.id, customer);
        }),
      },
      actions: {
        submitted: (_, { output }) => {
          void refreshPaymentMethods(queryClient);
          latest.current.onSaved(output as PaymentMethod);
        },
      },
    }),
    { input: {} },
  );
}

export interface StripeSetupValues {
  [key: string]: unknown;
  stripe: Stripe;
  elements: StripeElements;
}

/** Saving a card through Stripe's Payment Element: Stripe checks and confirms it, then the app keeps it. */
export function useStripeCardSave(customerId: string, onSaved: (card: PaymentMethod) => void) {
  const queryClient = useQueryClient();
  const latest = useLatest({ customerId, onSaved });
  return useMachine(
    formSubmissionMachine.provide({
      actors: {
        submit: submitActor(async ({ stripe, elements }: StripeSetupValues) => {
          // Stripe shows its own 3-D Secure step here when the bank asks for one.
          const { error, setupIntent } = await stripe.confirmSetup({ elements, redirect: 'if_required' });
          if (error) throw { message: error.message ?? m.error_unexpected(), code: error.code ?? 'CARD_SETUP_FAILED' } satisfies ApiProblem;
          const method = setupIntent.payment_method;
          if (!method) throw { message: m.error_unexpected(), code: 'CARD_SETUP_FAILED' } satisfies ApiProblem;
          return attachPaymentMethod(typeof method === 'string' ? method : method.id, latest.current.customerId);
        }),
      },
      actions: {
        submitted: (_, { output }) => {
          void refreshPaymentMethods(queryClient);
          latest.current.onSaved(output as PaymentMethod);
        },
      },
    }),
    { input: {} },
  );
}
