import { useEffect, useState } from 'react';
import { loadStripeJs, type Stripe } from './stripe-loader';

export type StripeJsState =
  | { status: 'loading' }
  | { status: 'ready'; stripe: Stripe }
  /** The script could not be fetched. */
  | { status: 'failed' }
  /** The script loaded but Stripe.js cannot run here. */
  | { status: 'unavailable' };

/**
 * Stripe.js as a state to render, never a promise: <Elements> gets the resolved
 * instance only, so a failed load cannot reach it. `attempt` loads again when it changes.
 */
export function useStripeJs(publishableKey: string | null, attempt = 0): StripeJsState {
  const [state, setState] = useState<{ key: string | null; attempt: number; value: StripeJsState }>({
    key: publishableKey,
    attempt,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!publishableKey) return;
    let current = true;
    const settle = (value: StripeJsState) => {
      if (current) setState({ key: publishableKey, attempt, value });
    };
    loadStripeJs(publishableKey).then(
      (stripe) => settle(stripe ? { status: 'ready', stripe } : { status: 'unavailable' }),
      () => settle({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);
  if (!publishableKey) return { status: 'unavailable' };
  // A new key or a new attempt shows loading until its own answer arrives.
  return state.key === publishableKey && state.attempt === attempt ? state.value : { status: 'loading' };
}
