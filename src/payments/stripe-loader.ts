import { loadStripe } from '@stripe/stripe-js/pure';

// Named from the pure entry's own signature: even a type import of the root entry
// invites someone to turn it into a value import.
export type Stripe = NonNullable<Awaited<ReturnType<typeof loadStripe>>>;
export type StripeElements = ReturnType<Stripe['elements']>;

// The root entry of @stripe/stripe-js injects Stripe's script on import; the pure
// entry waits for this call, so only the card form brings Stripe.js in.
let pending: { publishableKey: string; promise: Promise<Stripe | null> } | null = null;

/**
 * Stripe.js for a publishable key, loaded once. It rejects when the script cannot
 * be fetched (offline, blocked) and resolves null where Stripe.js cannot run; a
 * failed load is forgotten so that the next card form tries again.
 */
export function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  if (pending?.publishableKey === publishableKey) return pending.promise;
  const promise = loadStripe(publishableKey);
  pending = { publishableKey, promise };
  promise.catch(() => {
    if (pending?.promise === promise) pending = null;
  });
  return promise;
}
