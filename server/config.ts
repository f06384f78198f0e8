// Every setting the server reads, in one place; the README lists them.
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  publicUrl: string | undefined;
  seedDemo: boolean;
  serveClient: boolean;
  logLevel: string;
  payments: {
    /** Set: payments go to Stripe. Unset: the embedded sandbox. */
    stripeSecretKey: string | undefined;
    stripePublishableKey: string | undefined;
    /** Signs the card provider's webhook events (Stripe's `whsec_...`); the sandbox has a local default. */
    webhookSecret: string | undefined;
    /** Points the Stripe SDK at another host, e.g. a local test server: `http://127.0.0.1:12111`. */
    stripeApiBase: string | undefined;
  };
  /** How often an instance tries the monthly billing run; one runs at a time. */
  billingRunEveryMs: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'RemoteHire <no-reply@remotehire.test>',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    publicUrl: env.PUBLIC_URL || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    serveClient: env.SERVE_CLIENT !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      stripeApiBase: env.STRIPE_API_BASE || undefined,
    },
    billingRunEveryMs: Number(env.BILLING_RUN_EVERY_MS ?? 15 * 60 * 1000),
  };
}
