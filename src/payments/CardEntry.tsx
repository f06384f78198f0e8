import { Box } from '@chakra-ui/react';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { LoadProblem } from '@/ui/LoadProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { useProviderInfo } from './api';
import { SandboxCardForm } from './SandboxCardForm';
import { StripeCardForm } from './StripeCardForm';

export interface CardEntryProps {
  /** The card, saved for the employer (the first one becomes the default). */
  onSaved: (card: components['schemas']['PaymentMethod']) => void;
  /** The submit button's words; "Save card" when absent. */
  submitLabel?: string;
}

/**
 * Adds a card with whichever provider the server uses: Stripe's own form when it
 * has keys, else the sandbox's form in test mode.
 */
export function CardEntry({ onSaved, submitLabel }: CardEntryProps) {
  const info = useProviderInfo();
  const label = submitLabel ?? m.cards_save();
  if (info.isPending) {
    return (
      <Box py="4">
        <LoadingSpinner label={m.cards_loading()} />
      </Box>
    );
  }
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
  const { provider, publishable_key, customer_id } = info.data;
  if (provider === 'stripe') {
    return <StripeCardForm publishableKey={publishable_key} customerId={customer_id} submitLabel={label} onSaved={onSaved} />;
  }
  return <SandboxCardForm customerId={customer_id} submitLabel={label} onSaved={onSaved} />;
}
