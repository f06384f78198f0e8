import { StartupError } from './startup-error.js';
import type { S3Settings } from './storage/s3-store.js';

/**
 * Every setting the server reads, in one place; the README lists them.
 * The mode decides what a stranger can reach: docs/decisions/012-development-and-production-modes.md.
 */
export type Mode = 'development' | 'production';

export interface Config {
  mode: Mode;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** `smtp` when SMTP_URL is set; else `log`: mails are kept in the outbox and written to the log. */
  mailTransport: 'smtp' | 'log';
  mailFrom: string;
  /** Fastify's trustProxy: a hop count or a list of proxy addresses, never "trust everyone". */
  trustProxy: number | string[] | false;
  publicUrl: string | undefined;
  seedDemo: boolean;
  serveClient: boolean;
  logLevel: string;
  payments: {
    /** Set: payments go to Stripe. Unset: the embedded sandbox. */
    stripeSecretKey: string | undefined;
    stripePublishableKey: string | undefined;
    /** Signs the card provider's webhook events (Stripe's `whsec_...`); the sandbox makes a random one per start. */
    webhookSecret: string | undefined;
    /** Points the Stripe SDK at another host, e.g. a local test server: `http://127.0.0.1:12111`. */
    stripeApiBase: string | undefined;
    /** Signs Stripe Identity's events to the identity webhook (its endpoint's own `whsec_...`); the sandbox makes a random one per start. */
    identityWebhookSecret?: string | undefined;
  };
  /** How often an instance tries the monthly billing run; one runs at a time. */
  billingRunEveryMs: number;
  /** Uploaded files: under `DATA_DIR/uploads`, or in an S3-compatible bucket when S3_BUCKET is set (server/storage). */
  storage: { kind: 'disk' } | { kind: 's3'; s3: S3Settings };
}

/** Reads the environment; a setting that would make the server unsafe or useless refuses the start. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode: Mode = env.NODE_ENV === 'production' ? 'production' : 'development';
  const smtpUrl = env.SMTP_URL || undefined;
  const config: Config = {
    mode,
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl,
    mailTransport: smtpUrl ? 'smtp' : 'log',
    mailFrom: env.MAIL_FROM ?? 'RemoteHire <no-reply@remotehire.test>',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    publicUrl: env.PUBLIC_URL || undefined,
    // Demo accounts have published passwords: in production only when asked for by name.
    seedDemo: mode === 'production' ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    serveClient: env.SERVE_CLIENT !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      stripeApiBase: env.STRIPE_API_BASE || undefined,
      identityWebhookSecret: env.STRIPE_IDENTITY_WEBHOOK_SECRET || undefined,
    },
    billingRunEveryMs: Number(env.BILLING_RUN_EVERY_MS ?? 15 * 60 * 1000),
    storage: readStorage(env),
  };
  if (mode === 'production') checkProduction(config, env);
  return config;
}

/**
 * Production says what it means: mail that only lands in a table, or a card sandbox that
 * moves no money, are fine on a laptop and a silent disaster on a server.
 */
function checkProduction(config: Config, env: NodeJS.ProcessEnv) {
  if (!config.smtpUrl && env.MAIL_TRANSPORT !== 'log') {
    throw new StartupError('NODE_ENV=production needs SMTP_URL, or MAIL_TRANSPORT=log to keep mails in the outbox and the log only.');
  }
  if (config.storage.kind === 'disk' && env.STORAGE !== 'disk') {
    throw new StartupError('NODE_ENV=production needs S3_BUCKET (and its S3_* settings) for uploaded files, or STORAGE=disk to keep them under DATA_DIR/uploads on this machine.');
  }
  if (!config.payments.stripeSecretKey && env.PAYMENTS !== 'sandbox') {
    throw new StartupError('NODE_ENV=production needs STRIPE_SECRET_KEY (with its publishable key and webhook secret), or PAYMENTS=sandbox for test cards that move no money.');
  }
}

/**
 * TRUST_PROXY: the number of proxies in front of the server (`1` behind one load balancer),
 * or a comma-separated list of their addresses or CIDR ranges. Trusting every hop would
 * let a client choose its own address with X-Forwarded-For and walk round every
 * per-address limit, so `true` is refused.
 */
export function readTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim();
  if (!text || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') throw new StartupError('TRUST_PROXY=true would trust any X-Forwarded-For: give the number of proxies (e.g. 1) or their addresses.');
  const addresses = text.split(',').map((part) => part.trim()).filter(Boolean);
  const bad = addresses.find((a) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a) && !['loopback', 'linklocal', 'uniquelocal'].includes(a));
  if (bad) throw new StartupError(`TRUST_PROXY: "${bad}" is neither a hop count nor an address or CIDR range.`);
  return addresses;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "trust the nearest n hops":
 * Fastify's own numeric option now trusts nobody, since a client that reaches the server
 * directly could claim any address; prefer the proxies' addresses where that can happen.
 */
export function fastifyTrustProxy(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** S3 when S3_BUCKET is set; its keys both or neither (else the AWS SDK's own chain). */
function readStorage(env: NodeJS.ProcessEnv): Config['storage'] {
  const bucket = env.S3_BUCKET || undefined;
  if (!bucket) return { kind: 'disk' };
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new StartupError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the AWS SDK\'s own credentials.');
  }
  return {
    kind: 's3',
    s3: {
      bucket,
      region: env.S3_REGION || 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      prefix: env.S3_PREFIX ?? '',
    },
  };
}
