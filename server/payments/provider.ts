import type { components } from '../../src/generated/api.js';

/**
 * The card provider port. Two adapters implement it: the embedded sandbox (the default,
 * no keys needed; behaves like Stripe's test cards) and Stripe (when STRIPE_SECRET_KEY is
 * set). Billing code talks only to this interface.
 *
 * Every call that moves money takes an idempotency key: asking again with the same key
 * answers the first outcome and never charges twice. That is what lets a crashed charge be
 * replayed safely at the next start.
 */

export type ProviderKind = components['schemas']['PaymentProviderKind'];
export type DeclineCode = components['schemas']['DeclineCode'];

export interface CardDetails {
  /** The provider's payment method id, e.g. `pm_...`. */
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeOutcome =
  | { status: 'succeeded'; providerPaymentId: string }
  /** The card wants authentication (3-D Secure); the app shows it, then asks `retrieveCharge`. */
  | { status: 'requires_action'; providerPaymentId: string; clientSecret: string }
  | { status: 'failed'; providerPaymentId: string | null; code: DeclineCode };

export interface ChargeRequest {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: 'USD';
  /** The monthly bill charges without the employer present: no authentication step possible. */
  offSession: boolean;
  description: string;
  /** Our payment's id, echoed back in webhook events. */
  paymentId: string;
}

/** A provider event we act on, already verified. */
export type ProviderEvent =
  | { id: string; type: 'payment.succeeded'; providerPaymentId: string; paymentId: string | null }
  | { id: string; type: 'payment.failed'; providerPaymentId: string; paymentId: string | null; code: DeclineCode }
  | { id: string; type: 'other'; providerType: string };

/** The provider could not be reached or answered 5xx after its retries; nothing is known to have happened. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider knows no such card, or it belongs to another customer. */
export class UnknownPaymentMethodError extends Error {
  constructor(id: string) {
    super(`unknown payment method ${id}`);
    this.name = 'UnknownPaymentMethodError';
  }
}

/** The provider knows no such charge. */
export class UnknownChargeError extends Error {
  constructor(id: string) {
    super(`unknown charge ${id}`);
    this.name = 'UnknownChargeError';
  }
}

/** The webhook's signature did not match its body. */
export class BadSignatureError extends Error {
  constructor() {
    super('bad webhook signature');
    this.name = 'BadSignatureError';
  }
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** What the browser needs to load the provider's card form; null for the sandbox. */
  readonly publishableKey: string | null;

  createCustomer(input: { employerId: string; email: string; name: string }, idempotencyKey: string): Promise<{ customerId: string }>;
  /** A secret the provider's card form uses to save a card for later, off-session charges. */
  createSetupSession(customerId: string): Promise<{ clientSecret: string }>;
  /** Binds a card the provider's form produced to the customer; answers what may be shown of it. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;

  charge(request: ChargeRequest, idempotencyKey: string): Promise<ChargeOutcome>;
  /** Where a charge stands now, e.g. after its authentication step. */
  retrieveCharge(providerPaymentId: string): Promise<ChargeOutcome>;

  /** Verifies and reads a webhook delivery; throws BadSignatureError. */
  parseWebhook(rawBody: string, signature: string | undefined): ProviderEvent;
}
