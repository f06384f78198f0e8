import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { PaymentProvider } from '../payments/provider.js';
import type { FileStore } from '../storage/file-store.js';
import type { IdentityProvider } from '../identity/identity-provider.js';
import type { LiveHub } from '../live/live-hub.js';

/** What handlers need from the running server; built once in app.ts. */
export interface Deps {
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  /** Origin used in mailed links, e.g. https://remotehire.example. */
  publicUrl: string;
  /** The dev mailbox is open only while mail stays in the outbox (no SMTP_URL). */
  devMailbox: boolean;
  /** The card provider: the sandbox, or Stripe when its keys are set. */
  payments: PaymentProvider;
  /** The identity provider: the sandbox, or Stripe Identity when its keys are set (server/identity). */
  identity: IdentityProvider;
  /** Uploaded files: a folder or an S3-compatible bucket (server/storage, decision 020). */
  files: FileStore;
  /** Billing's "today"; tests move it. */
  clock: Clock;
  /** This instance's live streams and its one listener (server/live/live-hub.ts). */
  live: LiveHub;
  /** Aborted as the server starts closing: long work in a request (the dev billing run) stops at its next safe point. */
  closing: AbortSignal;
  /** The server's log, for what a call reports without failing (what follows a payment: server/billing/payment-effects.ts). */
  log: FastifyBaseLogger;
}
