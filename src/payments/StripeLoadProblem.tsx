import { Box, HStack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';

export interface StripeLoadProblemProps {
  /** 'failed': the script could not be fetched; 'unavailable': it cannot run here. */
  reason: 'failed' | 'unavailable';
  /** Offered when another try may help (a failed fetch). */
  onRetry?: () => void;
  /** The way out when trying again is not offered. */
  action?: { label: string; onClick: () => void };
}

/** Why Stripe's form is missing, in Stripe's own words (which support will recognise), and what to do. */
export function StripeLoadProblem({ reason, onRetry, action }: StripeLoadProblemProps) {
  return (
    <Box role="alert" bg="bg.error" borderWidth="1px" borderColor="red.700" borderInlineStartWidth="4px" borderRadius="l2" px="4" py="3">
      <HStack justify="space-between" gap="4" flexWrap="wrap">
        <Box>
          <Text fontWeight="semibold">{reason === 'failed' ? m.cards_stripe_load_failed() : m.cards_stripe_unavailable()}</Text>{' '}
          {reason === 'failed' ? <Text textStyle="sm">{m.cards_stripe_load_hint()}</Text> : null}
        </Box>
        {onRetry ? (
          <Button look="secondary" size="sm" onClick={onRetry}>
            {m.cards_try_again()}
          </Button>
        ) : null}
        {action ? (
          <Button look="secondary" size="sm" onClick={action.onClick}>
            {action.label}
          </Button>
        ) : null}
      </HStack>
    </Box>
  );
}
