import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { todayOf } from '../clock.js';
import type { Db, Tx } from '../db/database.js';
import { billingAccounts, invoices, paymentAttempts, paymentMethods, payments, users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { ProviderUnavailableError, type ChargeOutcome, type PaymentProvider } from '../payments/provider.js';
import { afterPaid, paymentEffects } from './payment-effects.js';

/**
 * Collecting a payment, exactly once. A payment row says what is owed; each try to
 * collect it is an attempt whose id is the provider's idempotency key. The provider is
 * asked outside any transaction (a transaction would hold its locks, and on PGlite the one
 * connection, while the card network answers), and its answer is recorded under a row lock
 * on the payment, so a webhook, a confirm and a replay racing to record the same
 * outcome apply it once. An attempt left `processing` by a crash is replayed with the
 * same key by `reconcileOpenAttempts`: the provider answers the first charge rather than
 * making a second.
 */

export interface CollectDeps {
  db: Db;
  payments: PaymentProvider;
  clock: Clock;
  publicUrl: string;
  /** Where what follows a committed payment reports its failures (`afterPaid`); without one, the console. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export type PaymentRow = typeof payments.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;

export interface CollectRequest {
  paymentId: string;
  employerId: string;
  paymentMethodId: string;
  /** The caller's key for this try: the same key answers the same attempt. */
  requestKey: string;
  /** No one is present to authenticate (the monthly run). */
  offSession: boolean;
  /**
   * Checked under the payment's lock before a new attempt is made (not when a resent
   * request resumes its attempt); throws to refuse it. A retried checkout checks its
   * offers here, so that a withdrawal cannot slip in between that check and the charge.
   */
  beforeNewAttempt?: (tx: Tx, payment: PaymentRow) => Promise<void>;
}

export interface Collected {
  payment: PaymentRow;
  attempt: AttemptRow | null;
}

/** Starts or resumes an attempt, asks the provider, records what it said. */
export async function collectPayment(deps: CollectDeps, request: CollectRequest): Promise<Collected> {
  const started = await startAttempt(deps.db, request);
  if (started.kind === 'settled') return { payment: started.payment, attempt: started.attempt };
  const { attempt, customerId, payment } = started;
  const outcome = await askProvider(deps, { attempt, customerId, payment });
  return recordOutcome(deps, attempt.id, outcome);
}

type Started =
  | { kind: 'settled'; payment: PaymentRow; attempt: AttemptRow | null }
  | { kind: 'ask'; payment: PaymentRow; attempt: AttemptRow; customerId: string };

async function startAttempt(db: Db, request: CollectRequest): Promise<Started> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, request.paymentId, request.employerId);
    const [existing] = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.paymentId, payment.id), eq(paymentAttempts.requestKey, request.requestKey)));
    if (existing && existing.status !== 'processing') return { kind: 'settled', payment, attempt: existing };
    const customerId = await customerOf(tx, payment.employerId);
    // Resent while its first try is still out (or died): ask again with the same key.
    if (existing) return { kind: 'ask', payment, attempt: existing, customerId };

    if (payment.status === 'succeeded') throw new ApiError(409, 'ALREADY_PAID');
    if (payment.status === 'void') throw new ApiError(409, 'PAYMENT_IN_PROGRESS');
    if (payment.status === 'processing' || payment.status === 'requires_action') {
      const open = await tx
        .select({ id: paymentAttempts.id })
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.paymentId, payment.id), inArray(paymentAttempts.status, ['processing', 'requires_action'])));
      if (open.length > 0) throw new ApiError(409, 'PAYMENT_IN_PROGRESS');
    }
    await request.beforeNewAttempt?.(tx, payment);
    const [card] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.id, request.paymentMethodId),
          eq(paymentMethods.employerId, payment.employerId),
          sql`${paymentMethods.removedAt} is null`,
        ),
      );
    if (!card) throw new ApiError(404, 'NOT_FOUND');

    const [attempt] = await tx
      .insert(paymentAttempts)
      .values({ paymentId: payment.id, requestKey: request.requestKey, paymentMethodId: card.id, offSession: request.offSession })
      .returning();
    const [updated] = await tx
      .update(payments)
      .set({
        status: 'processing',
        paymentMethodId: card.id,
        attempts: sql`${payments.attempts} + 1`,
        lastAttemptAt: new Date(),
        failureCode: null,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id))
      .returning();
    return { kind: 'ask', payment: updated!, attempt: attempt!, customerId };
  });
}

async function askProvider(deps: CollectDeps, input: { attempt: AttemptRow; customerId: string; payment: PaymentRow }): Promise<ChargeOutcome> {
  try {
    // The same parameters under the same key: a provider refuses a key reused for another request.
    return await deps.payments.charge(
      {
        customerId: input.customerId,
        paymentMethodId: input.attempt.paymentMethodId,
        amountCents: input.payment.amountCents,
        currency: 'USD',
        offSession: input.attempt.offSession,
        description: input.payment.kind === 'hire' ? 'RemoteHire: new hires' : `RemoteHire: ${input.payment.periodStart}`,
        paymentId: input.payment.id,
      },
      input.attempt.id,
    );
  } catch (error) {
    // Whether the charge happened is unknown: the attempt stays `processing` and is
    // replayed with the same key (by the caller resending, or at the next start).
    if (error instanceof ProviderUnavailableError) throw new ApiError(503, 'UNAVAILABLE');
    throw error;
  }
}

/**
 * Records a provider's answer for an attempt, once. Safe to call from several places
 * for the same attempt (the request, a webhook, a confirm, a replay): the first to take
 * the payment's lock records it; a later identical answer changes nothing. The one that
 * records the payment paid runs `afterPaid` once its transaction has committed.
 */
export async function recordOutcome(deps: CollectDeps, attemptId: string, outcome: ChargeOutcome): Promise<Collected> {
  let paidNow = false;
  const collected = await deps.db.transaction(async (tx): Promise<Collected> => {
    const [owner] = await tx.select({ paymentId: paymentAttempts.paymentId }).from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
    if (!owner) throw new Error(`no payment attempt ${attemptId}`);
    const payment = await lockPayment(tx, owner.paymentId, null);
    const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
    if (!attempt) throw new Error(`attempt ${attemptId} vanished`);
    const final = attempt.status === 'succeeded' || attempt.status === 'failed';
    const sameAsBefore = attempt.status === 'requires_action' && outcome.status === 'requires_action';
    if (final || sameAsBefore) return { payment, attempt };

    const now = new Date();
    const [recorded] = await tx
      .update(paymentAttempts)
      .set({
        status: outcome.status,
        providerPaymentId: outcome.providerPaymentId,
        clientSecret: outcome.status === 'requires_action' ? outcome.clientSecret : null,
        failureCode: outcome.status === 'failed' ? outcome.code : null,
        finishedAt: outcome.status === 'requires_action' ? null : now,
      })
      .where(eq(paymentAttempts.id, attemptId))
      .returning();

    // A newer attempt may already have settled the payment (two tabs retrying at once).
    if (payment.status === 'succeeded' || payment.status === 'void') return { payment, attempt: recorded! };

    const context = { publicUrl: deps.publicUrl, today: todayOf(deps.clock) };
    const effects = paymentEffects[payment.kind];
    if (outcome.status === 'succeeded') {
      const [paid] = await tx
        .update(payments)
        .set({ status: 'succeeded', paidAt: now, failureCode: null, updatedAt: now })
        .where(eq(payments.id, payment.id))
        .returning();
      await issueInvoice(tx, paid!, recorded!.paymentMethodId);
      await effects.paid(tx, paid!, context);
      paidNow = true;
      return { payment: paid!, attempt: recorded! };
    }
    if (outcome.status === 'requires_action') {
      const [waiting] = await tx
        .update(payments)
        .set({ status: 'requires_action', updatedAt: now })
        .where(eq(payments.id, payment.id))
        .returning();
      return { payment: waiting!, attempt: recorded! };
    }
    const [failed] = await tx
      .update(payments)
      .set({ status: 'failed', failureCode: outcome.code, updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    await effects.failed(tx, failed!, context);
    return { payment: failed!, attempt: recorded! };
  });
  if (paidNow) await afterPaid(deps, collected.payment);
  return collected;
}

/** Asks the provider where an attempt waiting for authentication stands, and records it. */
export async function refreshAttempt(deps: CollectDeps, attempt: AttemptRow): Promise<Collected> {
  if (!attempt.providerPaymentId) throw new ApiError(409, 'PAYMENT_NOT_PENDING');
  let outcome: ChargeOutcome;
  try {
    outcome = await deps.payments.retrieveCharge(attempt.providerPaymentId);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new ApiError(503, 'UNAVAILABLE');
    throw error;
  }
  return recordOutcome(deps, attempt.id, outcome);
}

/**
 * At start (and from housekeeping): attempts a crash left `processing` are replayed
 * with their own key, so the provider reports the charge it made, or makes it once.
 * `olderThanMs` (of real time, not billing's clock) leaves alone attempts a live request
 * is still waiting on.
 */
export async function reconcileOpenAttempts(deps: CollectDeps, olderThanMs = 60_000): Promise<{ replayed: number; failed: number }> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const open = await deps.db
    .select({ attempt: paymentAttempts, payment: payments })
    .from(paymentAttempts)
    .innerJoin(payments, eq(payments.id, paymentAttempts.paymentId))
    .where(and(eq(paymentAttempts.status, 'processing'), lt(paymentAttempts.createdAt, cutoff)))
    .limit(500);
  let replayed = 0;
  let failed = 0;
  for (const { attempt, payment } of open) {
    try {
      if (Date.now() - attempt.createdAt.getTime() > KEY_LIFETIME_MS[deps.payments.kind]) {
        await recordOutcome(deps, attempt.id, { status: 'failed', providerPaymentId: attempt.providerPaymentId, code: 'processing_error' });
      } else {
        const customerId = await customerOf(deps.db, payment.employerId);
        await recordOutcome(deps, attempt.id, await askProvider(deps, { attempt, customerId, payment }));
      }
      replayed += 1;
    } catch {
      // Still unreachable: it stays processing and is tried again next time.
      failed += 1;
    }
  }
  return { replayed, failed };
}

/**
 * How long a provider remembers an idempotency key. Stripe forgets it after 24 hours, so
 * replaying later could charge again; by then its webhook would have reported a charge
 * that happened, so an attempt still open is recorded as failed and may be retried.
 */
const KEY_LIFETIME_MS: Record<PaymentProvider['kind'], number> = {
  stripe: 23 * 60 * 60 * 1000,
  sandbox: Number.POSITIVE_INFINITY,
};

async function lockPayment(tx: Tx, paymentId: string, employerId: string | null): Promise<PaymentRow> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(employerId ? and(eq(payments.id, paymentId), eq(payments.employerId, employerId)) : eq(payments.id, paymentId))
    .for('update');
  if (!payment) throw new ApiError(404, 'NOT_FOUND');
  return payment;
}

async function customerOf(db: Db | Tx, employerId: string): Promise<string> {
  const [account] = await db
    .select({ customerId: billingAccounts.providerCustomerId })
    .from(billingAccounts)
    .where(eq(billingAccounts.employerId, employerId));
  // A card can only be saved once the customer exists, so a payment without one has no card.
  if (!account?.customerId) throw new ApiError(404, 'NOT_FOUND');
  return account.customerId;
}

/** The invoice of a paid payment: its lines were fixed when the payment was priced. */
async function issueInvoice(tx: Tx, payment: PaymentRow, paymentMethodId: string) {
  const [details] = await tx
    .select({
      billingName: billingAccounts.billingName,
      billingAddress: billingAccounts.billingAddress,
      companyName: users.companyName,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(users)
    .leftJoin(billingAccounts, eq(billingAccounts.employerId, users.id))
    .where(eq(users.id, payment.employerId));
  const [card] = await tx
    .select({ brand: paymentMethods.brand, last4: paymentMethods.last4 })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, paymentMethodId));
  const [{ seq } = { seq: 0 }] = await tx.execute<{ seq: number }>(sql`select nextval('invoice_number_seq')::int as seq`).then((r) => r.rows);
  const year = (payment.paidAt ?? new Date()).getUTCFullYear();
  await tx
    .insert(invoices)
    .values({
      number: `INV-${year}-${String(seq).padStart(6, '0')}`,
      employerId: payment.employerId,
      paymentId: payment.id,
      billingName: details?.billingName || [details?.firstname, details?.lastname].filter(Boolean).join(' '),
      billingAddress: details?.billingAddress ?? '',
      companyName: details?.companyName ?? null,
      cardBrand: card?.brand ?? 'card',
      cardLast4: card?.last4 ?? '0000',
    })
    .onConflictDoNothing({ target: invoices.paymentId });
}
