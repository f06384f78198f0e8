import { Stack } from '@chakra-ui/react';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import type { PaymentMethod } from './api';
import { useStripeCardSave } from './flows';

export interface StripeSetupFormProps {
  customerId: string;
  submitLabel: string;
  onSaved: (card: PaymentMethod) => void;
}

/** Stripe's Payment Element: Stripe checks and confirms the card, then the app keeps it. */
export function StripeSetupForm({ customerId, submitLabel, onSaved }: StripeSetupFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [state, send] = useStripeCardSave(customerId, onSaved);
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
          <FormProblem>{problem.message}</FormProblem>
        ) : null}
        <Button type="submit" alignSelf="flex-start" loading={state.matches('submitting')} disabled={!stripe || !elements}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
