import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { fileDeletions, sandboxIdentitySessions } from '../db/schema.js';
import { BadSignatureError } from '../payments/provider.js';
import { signPayload, verifySignature } from '../payments/webhook-signature.js';
import { deleteScheduledFiles, scheduleFileDeletion } from '../storage/file-deletions.js';
import { newFileKey, type FileStore } from '../storage/file-store.js';
import { readIdentityEvent } from './identity-events.js';
import type { IdentityEvent, IdentityFailureReason, IdentityProvider, SessionRequest, VerificationSession } from './identity-provider.js';

/** The test results the sandbox's capture screen offers, as Stripe Identity's test mode does. */
export const SANDBOX_OUTCOMES = ['verified', 'document_unverified', 'document_expired', 'selfie_mismatch'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
export type SandboxSide = 'document_front' | 'selfie';

/** Stripe's `last_error.code` for each failure, so that the sandbox's events read as Stripe's do. */
const STRIPE_CODE: Record<IdentityFailureReason, string> = {
  document_unverified: 'document_unverified_other',
  document_expired: 'document_expired',
  selfie_mismatch: 'selfie_face_mismatch',
};

/** Posts an event to the identity webhook; answers the HTTP status. */
export type EventSink = (rawBody: string, signature: string) => Promise<number>;

export interface SandboxIdentityOptions {
  db: Db;
  files: FileStore;
  /** Signs the sandbox's events; made at random at each start (identity-provider-from-config.ts). */
  webhookSecret: string;
  /** How long the sandbox "checks" before it sends its result; Stripe's test mode takes seconds. */
  deliveryDelayMs?: number;
  /** Runs a delivery after `ms`: a timer by default; tests collect them and run them at once. */
  schedule?: (run: () => Promise<void>, ms: number) => void;
}

/** A photo not needed sooner (a session abandoned, a process that died) is deleted this long after it was taken. */
const PHOTO_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Redeliveries after a refused or failed one, a delay more each time, as Stripe retries. */
const MAX_DELIVERIES = 5;

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/**
 * The embedded identity provider: behaves like Stripe Identity in test mode, keeps what Stripe
 * would keep in its own `sandbox_identity_sessions` table, and checks nobody. The app's capture
 * screen takes the document's front and a selfie (through the upload inspection, decision 020)
 * and the test result to report; a few seconds after the submission the sandbox posts its result,
 * signed like Stripe's, to our identity webhook, and once that has been recorded (a 200) deletes
 * the photos. Each photo is scheduled for deletion as it is taken, due a day later
 * (server/storage/file-deletions.ts), so housekeeping removes any a crash or an abandoned session
 * left behind. A result not delivered when the process stopped is delivered at the next start
 * (`deliverTo`), under the same event id, so the webhook applies it once.
 */
export class SandboxIdentity implements IdentityProvider {
  readonly kind = 'sandbox' as const;
  private sink: EventSink | null = null;
  private onDeliveryError: (error: unknown) => void = () => {};
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private stopped = false;
  private readonly delayMs: number;
  private readonly schedule: (run: () => Promise<void>, ms: number) => void;

  constructor(private readonly options: SandboxIdentityOptions) {
    this.delayMs = options.deliveryDelayMs ?? 3000;
    this.schedule =
      options.schedule ??
      ((run, ms) => {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          void run();
        }, ms);
        timer.unref();
        this.timers.add(timer);
      });
  }

  async createSession(request: SessionRequest, idempotencyKey: string): Promise<VerificationSession> {
    const { db } = this.options;
    // The key decides: asking again finds the first session.
    await db
      .insert(sandboxIdentitySessions)
      .values({ id: newId('vs'), idempotencyKey, reference: request.checkId, status: 'requires_input' })
      .onConflictDoNothing({ target: sandboxIdentitySessions.idempotencyKey });
    const [session] = await db.select({ id: sandboxIdentitySessions.id }).from(sandboxIdentitySessions).where(eq(sandboxIdentitySessions.idempotencyKey, idempotencyKey));
    return { id: session!.id, url: null };
  }

  async openSession(sessionId: string): Promise<VerificationSession> {
    return { id: sessionId, url: null };
  }

  /** The capture screen's photo of one side; a second one of the same side replaces the first. */
  async capture(sessionId: string, side: SandboxSide, bytes: Uint8Array): Promise<'done' | 'unknown' | 'not_open'> {
    const { db, files } = this.options;
    const key = newFileKey('identity-sandbox');
    await files.put(key, bytes);
    let replaced: string | null = null;
    let result: 'done' | 'unknown' | 'not_open';
    try {
      result = await db.transaction(async (tx) => {
        const [session] = await tx.select().from(sandboxIdentitySessions).where(eq(sandboxIdentitySessions.id, sessionId)).for('update');
        if (!session) return 'unknown';
        if (session.status !== 'requires_input') return 'not_open';
        replaced = side === 'document_front' ? session.documentFileKey : session.selfieFileKey;
        if (replaced) await scheduleFileDeletion(tx, replaced);
        await tx.insert(fileDeletions).values({ fileKey: key, requestedAt: new Date(Date.now() + PHOTO_LIFETIME_MS) });
        await tx
          .update(sandboxIdentitySessions)
          .set(side === 'document_front' ? { documentFileKey: key } : { selfieFileKey: key })
          .where(eq(sandboxIdentitySessions.id, sessionId));
        return 'done';
      });
    } catch (error) {
      await files.remove(key).catch(() => undefined);
      throw error;
    }
    if (result !== 'done') await files.remove(key);
    if (replaced) await deleteScheduledFiles(db, files, [replaced]);
    return result;
  }

  /** The capture screen's submission: the photos are in, the result is `outcome`, sent a few seconds later. */
  async submit(sessionId: string, outcome: SandboxOutcome): Promise<'done' | 'unknown' | 'not_open' | { missing: SandboxSide[] }> {
    const result = await this.options.db.transaction(async (tx) => {
      const [session] = await tx.select().from(sandboxIdentitySessions).where(eq(sandboxIdentitySessions.id, sessionId)).for('update');
      if (!session) return 'unknown' as const;
      if (session.status !== 'requires_input') return 'not_open' as const;
      const missing: SandboxSide[] = [];
      if (!session.documentFileKey) missing.push('document_front');
      if (!session.selfieFileKey) missing.push('selfie');
      if (missing.length > 0) return { missing };
      await tx.update(sandboxIdentitySessions).set({ status: 'processing', outcome, submittedAt: new Date() }).where(eq(sandboxIdentitySessions.id, sessionId));
      return 'done' as const;
    });
    if (result === 'done') this.scheduleDelivery(sessionId, 1);
    return result;
  }

  /** Where events go (our webhook route, app.ts) and where a failed delivery is said; results a stopped process did not deliver go now. */
  async deliverTo(sink: EventSink, onDeliveryError: (error: unknown) => void): Promise<void> {
    this.sink = sink;
    this.onDeliveryError = onDeliveryError;
    try {
      const waiting = await this.options.db
        .select({ id: sandboxIdentitySessions.id })
        .from(sandboxIdentitySessions)
        .where(eq(sandboxIdentitySessions.status, 'processing'));
      for (const { id } of waiting) this.scheduleDelivery(id, 1);
    } catch (error) {
      // A database that does not answer yet must not stop the server's start: it is said, and
      // those results wait for the next start.
      onDeliveryError(error);
    }
  }

  /** No more deliveries: the server is closing. */
  stop() {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  parseWebhook(rawBody: string, signature: string | undefined): IdentityEvent {
    if (!verifySignature(rawBody, signature, this.options.webhookSecret)) throw new BadSignatureError();
    return readIdentityEvent(JSON.parse(rawBody));
  }

  private scheduleDelivery(sessionId: string, attempt: number) {
    if (this.stopped) return;
    this.schedule(() => this.deliver(sessionId, attempt), this.delayMs * attempt);
  }

  private async deliver(sessionId: string, attempt: number): Promise<void> {
    const { db, files } = this.options;
    try {
      const [session] = await db.select().from(sandboxIdentitySessions).where(eq(sandboxIdentitySessions.id, sessionId));
      if (!session || session.status !== 'processing' || !this.sink) return;
      const outcome = session.outcome as SandboxOutcome;
      const verified = outcome === 'verified';
      const event = {
        // One id per session's result: a redelivery is the same event, applied once.
        id: `evt_${session.id}`,
        object: 'event',
        type: verified ? 'identity.verification_session.verified' : 'identity.verification_session.requires_input',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: session.id,
            object: 'identity.verification_session',
            status: verified ? 'verified' : 'requires_input',
            last_error: verified ? null : { code: STRIPE_CODE[outcome as IdentityFailureReason], reason: outcome },
            metadata: { identity_check_id: session.reference },
          },
        },
      };
      const rawBody = JSON.stringify(event);
      const status = await this.sink(rawBody, signPayload(rawBody, this.options.webhookSecret));
      if (status !== 200) throw new Error(`the identity webhook answered ${status}`);
      // Recorded: the photos have served their purpose.
      const keys = [session.documentFileKey, session.selfieFileKey].filter((key): key is string => key !== null);
      await db
        .update(sandboxIdentitySessions)
        .set({ status: verified ? 'verified' : 'failed', deliveredAt: new Date(), documentFileKey: null, selfieFileKey: null })
        .where(eq(sandboxIdentitySessions.id, sessionId));
      await deleteScheduledFiles(db, files, keys);
    } catch (error) {
      this.onDeliveryError(error);
      if (attempt < MAX_DELIVERIES) this.scheduleDelivery(sessionId, attempt + 1);
    }
  }
}
