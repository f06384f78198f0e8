import { Box, Stack } from '@chakra-ui/react';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import { Button } from '@/ui/Button';
import { attachPaymentMethod, refreshPaymentMethods, type PaymentMethod } from './api';
import type { Stripe, StripeElements } from './stripe-loader';
import { useLatest } from './use-latest';

export interface StripeSetupFormProps {
  customerId: string;
  submitLabel: string;
  onSaved: (card: PaymentMethod) => void;
}

interface SetupValues {
  [key: string]: unknown;
  stripe: Stripe;
  elements: StripeElements;
}

/** Stripe's Payment Element: Stripe checks and confirms the card, then the app keeps it. */
export function StripeSetupForm({ customerId, submitLabel, onSaved }: StripeSetupFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const queryClient = useQueryClient();
  const latest = useLatest({ customerId, onSaved });

  const [state, send] = useMachine(
    formSubmissionMachine.provide({
      actors: {
        submit: submitActor(async ({ stripe, elements }: SetupValues) => {
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
  const { problem } = state.context;

  return (
    <form
      noValidate
      aria-label={m.cards_form_label()}
      onSubmit={(event) => {
        event.preventDefault();
        if (stripe && elements) send({ type: 'SUBMIT', values: { stripe, elements } });
      }}
    >
      <Stack gap="4">
        <PaymentElement />
        {state.matches('failed') && problem ? (
          <Box role="alert" bg="bg.error" borderWidth="1px" borderColor="red.700" borderInlineStartWidth="4px" borderRadius="l2" px="4" py="3">
            {problem.message}
          </Box>
        ) : null}
        <Button type="submit" alignSelf="flex-start" loading={state.matches('submitting')} disabled={!stripe || !elements}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
