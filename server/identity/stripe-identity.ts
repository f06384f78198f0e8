import Stripe from 'stripe';
import { BadSignatureError } from '../payments/provider.js';
import { apiHost, askStripe } from '../payments/stripe-provider.js';
import { readIdentityEvent } from './identity-events.js';
import type { IdentityEvent, IdentityProvider, SessionRequest, VerificationSession } from './identity-provider.js';

export interface StripeIdentityOptions {
  secretKey: string;
  /** The identity webhook endpoint's own signing secret, `whsec_...` (each endpoint has one). */
  webhookSecret: string;
  /** Another API host, e.g. a local test server: `http://127.0.0.1:12111`. */
  apiBase?: string;
}

/**
 * The identity port on Stripe Identity: a document check with a matching selfie, taken on
 * Stripe's own page (the session's `url`), which sends the candidate back to `return_url`. The
 * result arrives by webhook (`identity.verification_session.verified` / `.requires_input`).
 * The session is asked for with our check's id as idempotency key, and the SDK retries a
 * network error or a 5xx with that same key, so a retry never opens a second session. No
 * connection, a 5xx or a rate limit after the retries is ProviderUnavailableError (503).
 */
export class StripeIdentity implements IdentityProvider {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeIdentityOptions) {
    this.stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, ...apiHost(options.apiBase) });
  }

  async createSession(request: SessionRequest, idempotencyKey: string): Promise<VerificationSession> {
    const session = await askStripe(() =>
      this.stripe.identity.verificationSessions.create(
        {
          type: 'document',
          options: { document: { require_matching_selfie: true } },
          return_url: request.returnUrl,
          metadata: { identity_check_id: request.checkId, candidate_id: request.candidateId },
        },
        { idempotencyKey },
      ),
    );
    return { id: session.id, url: session.url };
  }

  async openSession(sessionId: string): Promise<VerificationSession> {
    const session = await askStripe(() => this.stripe.identity.verificationSessions.retrieve(sessionId));
    return { id: session.id, url: session.url };
  }

  parseWebhook(rawBody: string, signature: string | undefined): IdentityEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.options.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new BadSignatureError();
      throw error;
    }
    return readIdentityEvent(event);
  }
}
