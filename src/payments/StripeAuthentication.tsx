import { Box, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { LoadProblem } from '@/ui/LoadProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { useProviderInfo } from './api';
import type { AuthenticationOutcome } from './authentication-outcome';
import { StripeLoadProblem } from './StripeLoadProblem';
import { useLatest } from './use-latest';
import { useStripeJs } from './use-stripe-js';

export interface StripeAuthenticationProps {
  clientSecret: string;
  onDone: (outcome: AuthenticationOutcome) => void;
}

/**
 * Hands the payment to Stripe, which shows the bank's own check in its window.
 * Not inside the app's modal: a dialog's focus trap would keep the keyboard out of Stripe's.
 */
export function StripeAuthentication({ clientSecret, onDone }: StripeAuthenticationProps) {
  const info = useProviderInfo();
  const stripeJs = useStripeJs(info.data?.publishable_key ?? null);
  const latest = useLatest(onDone);
  // One check per payment, even when React runs effects twice.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (stripeJs.status !== 'ready' || started.current === clientSecret) return;
    started.current = clientSecret;
    stripeJs.stripe.handleNextAction({ clientSecret }).then(
      (result) => latest.current(result.error ? 'failed' : 'completed'),
      () => latest.current('failed'),
    );
  }, [stripeJs, clientSecret, latest]);

  if (info.isError) {
    return (
      <LoadProblem
        error={info.error}
        what={m.cards_provider_load_failed()}
        retryLabel={m.cards_try_again()}
        onRetry={() => void info.refetch()}
        retrying={info.isFetching}
      />
    );
  }
  if (info.data && (stripeJs.status === 'failed' || stripeJs.status === 'unavailable')) {
    // The check cannot happen here: the payment goes back as not authenticated.
    return <StripeLoadProblem reason={stripeJs.status} action={{ label: m.ui_close(), onClick: () => onDone('failed') }} />;
  }
  return (
    <Box borderWidth="1px" borderRadius="l2" px="4" py="3">
      <HStack gap="3">
        <LoadingSpinner label={m.cards_auth_title()} />
        <Text>{m.cards_auth_stripe_waiting()}</Text>
      </HStack>
    </Box>
  );
}
