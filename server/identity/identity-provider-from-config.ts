import { randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { StartupError } from '../startup-error.js';
import type { FileStore } from '../storage/file-store.js';
import type { IdentityProvider } from './identity-provider.js';
import { SandboxIdentity } from './sandbox-identity.js';
import { StripeIdentity } from './stripe-identity.js';

/** Stripe Identity when STRIPE_SECRET_KEY is set, else the embedded sandbox (README: "Identity check"). */
export function identityProviderFromConfig(config: Pick<Config, 'payments'>, db: Db, files: FileStore): IdentityProvider {
  const { stripeSecretKey, identityWebhookSecret, stripeApiBase } = config.payments;
  // Only this process sends the sandbox's events: a random secret per start means nobody else
  // can sign a "verified", as with the card sandbox (server/payments/provider-from-config.ts).
  if (!stripeSecretKey) return new SandboxIdentity({ db, files, webhookSecret: `whsec_${randomBytes(32).toString('hex')}` });
  // Without it every Stripe Identity event would be refused as unsigned, silently: no check would ever finish.
  if (!identityWebhookSecret) {
    throw new StartupError('STRIPE_SECRET_KEY is set but STRIPE_IDENTITY_WEBHOOK_SECRET is not: set the signing secret of the identity webhook endpoint (/api/v1/identity/webhook).');
  }
  return new StripeIdentity({ secretKey: stripeSecretKey, webhookSecret: identityWebhookSecret, apiBase: stripeApiBase });
}
