import { randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { StartupError } from '../startup-error.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox-provider.js';
import { StripeProvider } from './stripe-provider.js';

/** Stripe when its secret key is set, else the embedded sandbox (README: "Card payments"). */
export function paymentProviderFromConfig(config: Pick<Config, 'payments'>, db: Db): PaymentProvider {
  const { stripeSecretKey, stripePublishableKey, webhookSecret, stripeApiBase } = config.payments;
  // Nothing outside this process sends the sandbox events, so nobody needs to know its secret:
  // a random one per start means no one can sign a "payment succeeded" and skip a card's
  // authentication step (a secret written in the source could be read by anyone).
  if (!stripeSecretKey) return new SandboxProvider(db, webhookSecret ?? `whsec_${randomBytes(32).toString('hex')}`);
  // Without it the browser cannot load Stripe's card form: no card could ever be saved.
  if (!stripePublishableKey) throw new StartupError('STRIPE_SECRET_KEY is set but STRIPE_PUBLISHABLE_KEY is not: set both, or neither to use the sandbox.');
  // Without it every Stripe event would be refused as unsigned, silently.
  if (!webhookSecret) throw new StartupError('STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: set the signing secret of the webhook endpoint.');
  return new StripeProvider({ secretKey: stripeSecretKey, publishableKey: stripePublishableKey, webhookSecret, apiBase: stripeApiBase });
}
