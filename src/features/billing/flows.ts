import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { m } from '@/generated/paraglide/messages.js';
import { toProblem } from '@/lib/api-problem';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import type { PaymentMethod } from '@/payments/api';
import { cardName } from '@/payments/card-labels';
import { useLatest } from '@/payments/use-latest';
import { notify } from '@/ui/toaster';
import { billingDetailsQueryKey, makeDefaultCard, refreshCards, saveBillingDetails, type BillingDetails } from './api';

/**
 * One confirmed call (removing a card, cancelling the subscription): a fresh submission
 * machine per mount, so one confirmation is one call; `onDone` after it succeeded.
 */
export function useBillingConfirm(onConfirm: () => Promise<unknown>, onDone: () => void) {
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor(() => onConfirm()) },
      actions: { submitted: () => onDone() },
    }),
    { input: {} },
  );
}

/** The billing details as the form sends them; an empty category is none. */
export interface BillingDetailsValues {
  [key: string]: unknown;
  name: string;
  address: string;
  mcc: string;
}

/** Saving the billing details: the cache takes the server's answer, and a toast says so. */
export function useBillingDetailsSave(onSaved: (details: BillingDetails) => void) {
  const queryClient = useQueryClient();
  const latest = useLatest(onSaved);
  return useMachine(
    formSubmissionMachine.provide({
      actors: {
        submit: submitActor(({ name, address, mcc }: BillingDetailsValues) => saveBillingDetails({ name, address, mcc: mcc || null })),
      },
      actions: {
        submitted: (_, { output }) => {
          const details = output as BillingDetails;
          latest.current(details);
          queryClient.setQueryData(billingDetailsQueryKey(), details);
          notify({ kind: 'success', title: m.billing_details_saved() });
        },
      },
    }),
    { input: {} },
  );
}

/** Making a saved card the one the monthly bill is charged to; a toast says how it went. */
export function useMakeDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: PaymentMethod) => makeDefaultCard(card.id),
    onSuccess: (_, card) => {
      notify({ kind: 'success', title: m.billing_card_default_set({ card: cardName(card) }) });
      return refreshCards(queryClient);
    },
    onError: (error) => notify({ kind: 'error', title: m.billing_card_action_failed(), comment: toProblem(error).message }),
  });
}
