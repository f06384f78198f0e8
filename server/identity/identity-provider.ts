import type { identityFailureReasons } from '../db/schema.js';

/**
 * The identity provider port (docs/decisions/021-identity-behind-one-port.md), shaped like the
 * card provider's (server/payments/provider.ts): the embedded sandbox by default, Stripe Identity
 * when STRIPE_SECRET_KEY is set (identity-provider-from-config.ts). The identity check
 * (identity-checks.ts) talks only to this interface.
 *
 * A verification session is asked for with our check's id as idempotency key, so asking again
 * after a lost answer is the same session. Its result arrives only by the provider's signed
 * webhook, read by `parseWebhook`; nothing of the person's images ever comes back to us.
 */

export type IdentityProviderKind = 'sandbox' | 'stripe';
export type IdentityFailureReason = (typeof identityFailureReasons)[number];

export interface VerificationSession {
  /** The provider's session id, `vs_...`. */
  id: string;
  /** The provider's own page to send the candidate to; null when the app's sandbox screen takes the photos. */
  url: string | null;
}

export interface SessionRequest {
  /** Our identity check's id, echoed back in the session's events. */
  checkId: string;
  candidateId: string;
  /** Where the provider's page sends the candidate back to. */
  returnUrl: string;
}

/** A provider event we act on, already verified. */
export type IdentityEvent =
  | { id: string; type: 'processing'; sessionId: string }
  | { id: string; type: 'verified'; sessionId: string }
  | { id: string; type: 'failed'; sessionId: string; reason: IdentityFailureReason }
  | { id: string; type: 'other'; providerType: string };

export interface IdentityProvider {
  readonly kind: IdentityProviderKind;
  createSession(request: SessionRequest, idempotencyKey: string): Promise<VerificationSession>;
  /** An open session again, e.g. for a fresh link to the provider's page (it expires). */
  openSession(sessionId: string): Promise<VerificationSession>;
  /** Verifies and reads a webhook delivery; throws BadSignatureError (server/payments/provider.ts). */
  parseWebhook(rawBody: string, signature: string | undefined): IdentityEvent;
}
