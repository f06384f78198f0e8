import Stripe from 'stripe';
import {
  BadSignatureError,
  ProviderUnavailableError,
  type CardDetails,
  type ChargeOutcome,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderEvent,
  UnknownChargeError,
  UnknownPaymentMethodError,
} from './provider.js';
import { declineCodeOf, readStripeStyleEvent } from './stripe-events.js';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  /** The endpoint's signing secret, `whsec_...`. */
  webhookSecret: string;
  /** Another API host, e.g. a local test server: `http://127.0.0.1:12111`. */
  apiBase?: string;
}

/**
 * A charge Stripe has taken in but not finished (`processing`): the money may still move
 * either way. The port has no such outcome, and neither `succeeded` nor `failed` would be
 * true yet, so it is reported like an unreachable provider: the attempt stays open and is
 * asked again with the same key later (and the webhook settles it in the meantime).
 */
export class ChargePendingError extends ProviderUnavailableError {
  constructor(providerPaymentId: string, status: string) {
    super(`Stripe payment ${providerPaymentId} is still ${status}`);
    this.name = 'ChargePendingError';
  }
}

/**
 * The card provider port on Stripe: PaymentIntents confirmed at creation with a card
 * saved through a SetupIntent. Every call that moves money carries our idempotency key,
 * and the SDK retries a network error or a 5xx with that same key, so a retry never
 * charges twice.
 */
export class StripeProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripeProviderOptions) {
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
    this.stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, ...apiHost(options.apiBase) });
  }

  async createCustomer(input: { employerId: string; email: string; name: string }, idempotencyKey: string) {
    const customer = await askStripe(() =>
      this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: { employer_id: input.employerId } },
        { idempotencyKey },
      ),
    );
    return { customerId: customer.id };
  }

  async createSetupSession(customerId: string) {
    const intent = await askStripe(() =>
      this.stripe.setupIntents.create({ customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] }),
    );
    if (!intent.client_secret) throw new Error(`Stripe setup intent ${intent.id} came without a client secret`);
    return { clientSecret: intent.client_secret };
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails> {
    // Confirming the SetupIntent already attached the card to its customer; attach only a
    // card that has none, and refuse one that is another customer's, as the sandbox does.
    let method = await askStripe(() => this.stripe.paymentMethods.retrieve(paymentMethodId)).catch(unknownPaymentMethod(paymentMethodId));
    const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
    if (owner && owner !== customerId) throw new UnknownPaymentMethodError(paymentMethodId);
    if (!owner) {
      method = await askStripe(() => this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId })).catch(
        unknownPaymentMethod(paymentMethodId),
      );
    }
    if (!method.card) throw new UnknownPaymentMethodError(paymentMethodId);
    const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
    return { id: method.id, brand, last4, expMonth, expYear };
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    try {
      await askStripe(() => this.stripe.paymentMethods.detach(paymentMethodId));
    } catch (error) {
      // Stripe refuses to detach a card that is attached to nobody or does not exist:
      // either way it can no longer be charged, which is all detaching promises.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw error;
    }
  }

  async charge(request: ChargeRequest, idempotencyKey: string): Promise<ChargeOutcome> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'usd',
          customer: request.customerId,
          payment_method: request.paymentMethodId,
          confirm: true,
          off_session: request.offSession || undefined,
          description: request.description,
          metadata: { payment_id: request.paymentId },
          // A saved card needs no redirect; 3-D Secure runs in the page through Stripe.js.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey },
      );
    } catch (error) {
      const refusal = declined(error);
      if (refusal) return refusal;
      throw unavailableOr(error);
    }
    // A repeated key answers Stripe's first reply, which may predate the end of the
    // processing: read where the charge stands now.
    if (intent.status === 'processing') return this.retrieveCharge(intent.id);
    return outcomeOf(intent);
  }

  async retrieveCharge(providerPaymentId: string): Promise<ChargeOutcome> {
    const intent = await askStripe(() => this.stripe.paymentIntents.retrieve(providerPaymentId)).catch((error: unknown) => {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        throw new UnknownChargeError(providerPaymentId);
      }
      throw error;
    });
    return outcomeOf(intent);
  }

  parseWebhook(rawBody: string, signature: string | undefined): ProviderEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new BadSignatureError();
      throw error;
    }
    return readStripeStyleEvent(event);
  }
}

/** The SDK's host, port and protocol for another API base; none for Stripe's own. */
export function apiHost(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol.replace(/:$/, '');
  if (protocol !== 'http' && protocol !== 'https') throw new Error(`STRIPE_API_BASE must be an http or https URL, not ${apiBase}`);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Where a PaymentIntent stands, in the port's words. Only `succeeded`, `requires_action`
 * and the two ends of a failure are outcomes; anything else (`processing`, or states our
 * confirm-at-creation never leaves a charge in) is not known yet and is never reported
 * as failed, because the money may still move.
 */
function outcomeOf(intent: Stripe.PaymentIntent): ChargeOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', providerPaymentId: intent.id };
    case 'requires_action':
      if (!intent.client_secret) throw new Error(`Stripe payment ${intent.id} requires action but came without a client secret`);
      return { status: 'requires_action', providerPaymentId: intent.id, clientSecret: intent.client_secret };
    case 'requires_payment_method': {
      // Back here after a try: a decline, or an authentication the customer failed or
      // abandoned (Stripe records the latter as payment_intent_authentication_failure).
      const error = intent.last_payment_error;
      return { status: 'failed', providerPaymentId: intent.id, code: error ? declineCodeOf(error.code, error.decline_code) : 'authentication_failed' };
    }
    case 'canceled': {
      const error = intent.last_payment_error;
      return { status: 'failed', providerPaymentId: intent.id, code: declineCodeOf(error?.code, error?.decline_code) };
    }
    default:
      throw new ChargePendingError(intent.id, intent.status);
  }
}

/**
 * A refusal that settles the charge as failed: the card was declined (402, including an
 * off-session charge that needs the customer's authentication), or Stripe refused the
 * card itself (gone, or not this customer's), which the sandbox reports as a decline.
 */
function declined(error: unknown): ChargeOutcome | null {
  if (error instanceof Stripe.errors.StripeCardError) {
    return { status: 'failed', providerPaymentId: error.payment_intent?.id ?? null, code: declineCodeOf(error.code, error.decline_code) };
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method') {
    return { status: 'failed', providerPaymentId: error.payment_intent?.id ?? null, code: 'card_declined' };
  }
  return null;
}

/**
 * Failures after which nothing is known (no connection, a 5xx or an unreadable answer once
 * the SDK's retries are spent, a 409 for the same key still in flight, a rate limit)
 * become ProviderUnavailableError; the rest (a bad key, a bad request) are our mistakes
 * and stay as they are.
 */
function unavailableOr(error: unknown): unknown {
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    return new ProviderUnavailableError(`Stripe: ${error.message}`, { cause: error });
  }
  return error;
}

export async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw unavailableOr(error);
  }
}

function unknownPaymentMethod(paymentMethodId: string) {
  return (error: unknown): never => {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new UnknownPaymentMethodError(paymentMethodId);
    throw error;
  };
}
