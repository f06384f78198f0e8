import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db, Tx } from '../db/database.js';
import { identityChecks, users, webhookEvents } from '../db/schema.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { iso, present } from '../http/contract-fields.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { CandidateOwner } from '../http/owner.js';
import { recordIfReady } from '../onboarding/readiness.js';
import { BadSignatureError, ProviderUnavailableError } from '../payments/provider.js';
import type { IdentityEvent, IdentityFailureReason, IdentityProvider, IdentityProviderKind, VerificationSession } from './identity-provider.js';

/*
 * A candidate's identity check (docs/product.md, "Onboarding"; decision 021): a verification
 * session with the identity provider, its result recorded from the provider's signed webhook.
 *
 * Invariants: at most one open check (started or processing) per candidate (a unique partial
 * index), and starting is serialized on the candidate's user row, so two clicks answer the same
 * check. The row is written before the provider is asked and its id is the idempotency key: a
 * provider that did not answer is asked again by the next start with the same key, and opens no
 * second session. A result moves a check forward only (started → processing → verified or
 * failed); an event already handled, or one for a check already decided, changes nothing. The
 * event's claim and its effect share one transaction. Failed attempts stay as the history; a new
 * start after a failure is a new row. No image is ever held here.
 */

export interface IdentityDeps {
  db: Db;
  identity: IdentityProvider;
  clock: Clock;
  /** Origin of the provider page's return address and of mailed links. */
  publicUrl: string;
}

type CheckRow = typeof identityChecks.$inferSelect;
const OPEN = ['started', 'processing'] as const;

/** Where a candidate's identity check stands: what the checklist and the start rule read. */
export interface IdentityStatus {
  status: Schema<'IdentityOverview'>['status'];
  reason: IdentityFailureReason | null;
  decidedAt: Date | null;
  provider: IdentityProviderKind | null;
  attempts: number;
}

function attemptsOf(db: Queryable, candidateId: string): Promise<CheckRow[]> {
  return db.select().from(identityChecks).where(eq(identityChecks.candidateId, candidateId)).orderBy(desc(identityChecks.startedAt), desc(identityChecks.id));
}

/** The newest attempt decides: verified, failed (with its reason), processing, started, or not started. */
export async function identityStatusOf(db: Queryable, candidateId: string): Promise<IdentityStatus> {
  const rows = await attemptsOf(db, candidateId);
  const latest = rows[0];
  if (!latest) return { status: 'not_started', reason: null, decidedAt: null, provider: null, attempts: 0 };
  return { status: latest.status, reason: latest.failureReason, decidedAt: latest.decidedAt, provider: latest.provider, attempts: rows.length };
}

function toCheck(row: CheckRow, session?: VerificationSession): Schema<'IdentityCheck'> {
  let nextAction: Schema<'IdentityNextAction'> | undefined;
  if (row.status === 'started' && session) nextAction = session.url ? { type: 'redirect', url: session.url } : { type: 'sandbox_capture', session_id: session.id };
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    ...present('reason', row.failureReason),
    started_at: iso(row.startedAt),
    ...present('submitted_at', row.submittedAt && iso(row.submittedAt)),
    ...present('decided_at', row.decidedAt && iso(row.decidedAt)),
    ...present('next_action', nextAction),
  };
}

/** Where a candidate's check stands and every attempt: theirs, or an administrator's reading. */
export async function overviewOf(db: Queryable, candidateId: string): Promise<Schema<'IdentityOverview'>> {
  const rows = await attemptsOf(db, candidateId);
  const latest = rows[0];
  return {
    status: latest?.status ?? 'not_started',
    ...present('reason', latest?.failureReason),
    ...present('decided_at', latest?.decidedAt && iso(latest.decidedAt)),
    // A sandbox check waiting for its photos says where to take them; Stripe's link is made fresh by a start.
    attempts: rows.map((row) => toCheck(row, row.provider === 'sandbox' && row.providerSessionId ? { id: row.providerSessionId, url: null } : undefined)),
  };
}

export function getMyIdentityCheck({ db }: IdentityDeps, owner: CandidateOwner) {
  return overviewOf(db, owner.candidateId);
}

/** For administrators: any candidate's; an id that is not a candidate's is not found. */
export async function getCandidateIdentityCheck({ db }: IdentityDeps, candidateId: string) {
  const [candidate] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, candidateId), eq(users.role, 'candidate')));
  if (!candidate) throw new ApiError(404, 'NOT_FOUND');
  return overviewOf(db, candidateId);
}

/** Starts a check, or answers the open one with what to do next; a new attempt after a failure. */
export async function startIdentityCheck(deps: IdentityDeps, owner: CandidateOwner): Promise<{ check: Schema<'IdentityCheck'>; created: boolean }> {
  const { db, identity } = deps;
  const { row, created } = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.candidateId)).for('update');
    const [latest] = await attemptsOf(tx, owner.candidateId);
    if (latest?.status === 'verified') throw new ApiError(409, 'IDENTITY_ALREADY_VERIFIED');
    if (latest && (OPEN as readonly string[]).includes(latest.status)) return { row: latest, created: false };
    const [inserted] = await tx.insert(identityChecks).values({ candidateId: owner.candidateId, provider: identity.kind }).returning();
    return { row: inserted!, created: true };
  });
  if (row.status !== 'started') return { check: toCheck(row), created };

  let session: VerificationSession;
  try {
    if (row.providerSessionId) session = await identity.openSession(row.providerSessionId);
    else {
      session = await identity.createSession({ checkId: row.id, candidateId: owner.candidateId, returnUrl: `${deps.publicUrl}/candidate/kyc` }, row.id);
      await db
        .update(identityChecks)
        .set({ providerSessionId: session.id })
        .where(and(eq(identityChecks.id, row.id), isNull(identityChecks.providerSessionId)));
    }
  } catch (error) {
    // The check stays started without a session: the next start asks again with the same key.
    if (error instanceof ProviderUnavailableError) throw new ApiError(503, 'UNAVAILABLE');
    throw error;
  }
  return { check: toCheck({ ...row, providerSessionId: session.id }, session), created };
}

/** The candidate's open sandbox check of this sandbox session; anyone else's is not found. */
export async function sandboxCheckOf(db: Queryable, owner: CandidateOwner, sessionId: string): Promise<CheckRow> {
  const [row] = await db
    .select()
    .from(identityChecks)
    .where(and(eq(identityChecks.providerSessionId, sessionId), eq(identityChecks.candidateId, owner.candidateId), eq(identityChecks.provider, 'sandbox')));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

/** The photos are in: the check waits for its result. */
export async function markSubmitted({ db, clock }: IdentityDeps, checkId: string): Promise<Schema<'IdentityCheck'>> {
  await db
    .update(identityChecks)
    .set({ status: 'processing', submittedAt: clock.now() })
    .where(and(eq(identityChecks.id, checkId), eq(identityChecks.status, 'started')));
  const [row] = await db.select().from(identityChecks).where(eq(identityChecks.id, checkId));
  return toCheck(row!);
}

/** What an event does to the check it names, if it still may. */
async function apply(tx: Tx, deps: IdentityDeps, event: Exclude<IdentityEvent, { type: 'other' }>) {
  const [row] = await tx.select().from(identityChecks).where(eq(identityChecks.providerSessionId, event.sessionId)).for('update');
  if (!row || !(OPEN as readonly string[]).includes(row.status)) return;
  const now = deps.clock.now();
  const where = and(eq(identityChecks.id, row.id), inArray(identityChecks.status, [...OPEN]));
  if (event.type === 'processing') {
    if (row.status === 'started') await tx.update(identityChecks).set({ status: 'processing', submittedAt: now }).where(where);
    return;
  }
  const submittedAt = row.submittedAt ?? now;
  if (event.type === 'failed') {
    await tx.update(identityChecks).set({ status: 'failed', failureReason: event.reason, submittedAt, decidedAt: now }).where(where);
    return;
  }
  await tx.update(identityChecks).set({ status: 'verified', submittedAt, decidedAt: now }).where(where);
  // Identity is one of the steps before work: this may be the one that completes onboarding.
  await recordIfReady(tx, deps, row.candidateId);
}

/**
 * The identity provider's event: verified against the raw body, then acted on once. The event id
 * is claimed in the transaction that acts on it, so a redelivery answers `duplicate` and does
 * nothing, and a failure leaves it unclaimed for the provider's next try.
 */
export async function receiveIdentityEvent(deps: IdentityDeps, rawBody: string | null, signature: string | undefined): Promise<Schema<'WebhookReceipt'>> {
  let event: IdentityEvent;
  try {
    event = deps.identity.parseWebhook(rawBody ?? '', signature);
  } catch (error) {
    if (error instanceof BadSignatureError) throw new ApiError(400, 'BAD_SIGNATURE');
    // Signed by the provider, yet not an event we can read.
    if (error instanceof SyntaxError) throw new ApiError(400, 'BODY_INVALID');
    throw error;
  }
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type === 'other' ? event.providerType : `identity.${event.type}` })
      .onConflictDoNothing({ target: webhookEvents.id })
      .returning({ id: webhookEvents.id });
    if (!claimed) return { received: true, duplicate: true };
    if (event.type !== 'other') await apply(tx, deps, event);
    return { received: true, duplicate: false };
  });
}
