import { Box } from '@chakra-ui/react';
import { Elements } from '@stripe/react-stripe-js';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { LoadProblem } from '@/ui/LoadProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { createCardSetupSession, ensureCustomer, type PaymentMethod } from './api';
import { StripeLoadProblem } from './StripeLoadProblem';
import { StripeSetupForm } from './StripeSetupForm';
import { useStripeJs } from './use-stripe-js';

export interface StripeCardFormProps {
  publishableKey: string | null;
  customerId: string | null;
  submitLabel: string;
  onSaved: (card: PaymentMethod) => void;
}

/** Stripe's card form: Stripe.js first, then a setup session for the employer's customer. */
export function StripeCardForm({ publishableKey, customerId, submitLabel, onSaved }: StripeCardFormProps) {
  const locale = useLocale();
  const [attempt, setAttempt] = useState(0);
  const stripeJs = useStripeJs(publishableKey, attempt);
  const setup = useQuery({
    // Not keyed by the customer: the one this session creates would start another.
    queryKey: ['card-setup-session'],
    queryFn: async () => {
      const customer = await ensureCustomer(customerId);
      const { client_secret } = await createCardSetupSession(customer);
      return { customer, clientSecret: client_secret };
    },
    // A setup session saves one card: never reuse one from another visit.
    enabled: stripeJs.status === 'ready',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  if (stripeJs.status === 'failed') return <StripeLoadProblem reason="failed" onRetry={() => setAttempt((n) => n + 1)} />;
  if (stripeJs.status === 'unavailable') return <StripeLoadProblem reason="unavailable" />;
  if (setup.isError) {
    return (
      <LoadProblem
        error={setup.error}
        what={m.cards_provider_load_failed()}
        retryLabel={m.cards_try_again()}
        onRetry={() => void setup.refetch()}
        retrying={setup.isFetching}
      />
    );
  }
  if (stripeJs.status === 'loading' || !setup.data) {
    return (
      <Box py="4">
        <LoadingSpinner label={m.cards_loading()} />
      </Box>
    );
  }
  const { customer, clientSecret } = setup.data;
  return (
    // Stripe's Elements take their client secret once: a new session mounts new Elements.
    <Elements key={clientSecret} stripe={stripeJs.stripe} options={{ clientSecret, locale }}>
      <StripeSetupForm
        customerId={customer}
        submitLabel={submitLabel}
        onSaved={(card) => {
          void setup.refetch();
          onSaved(card);
        }}
      />
    </Elements>
  );
}
