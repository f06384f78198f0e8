import { eq } from 'drizzle-orm';
import { paymentAttempts, webhookEvents } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import { BadSignatureError, type ChargeOutcome, type ProviderEvent } from '../payments/provider.js';
import { recordOutcome, type CollectDeps } from './collect.js';

/** What an event says about a charge, in the words recordOutcome takes; null for events we do not act on. */
function outcomeOf(event: ProviderEvent): ChargeOutcome | null {
  if (event.type === 'payment.succeeded') return { status: 'succeeded', providerPaymentId: event.providerPaymentId };
  if (event.type === 'payment.failed') return { status: 'failed', providerPaymentId: event.providerPaymentId, code: event.code };
  return null;
}

/**
 * A card provider's event: verified against the raw body, then acted on once. The event
 * id is claimed first, so a redelivery answers `duplicate` and does nothing; if acting on
 * it fails, the claim is given back and the provider's redelivery tries again. An event
 * for a charge we have not recorded yet is acknowledged: the request that made the charge
 * records its outcome itself.
 */
export async function receivePaymentEvent(
  deps: CollectDeps,
  rawBody: string | null,
  signature: string | undefined,
): Promise<Schema<'WebhookReceipt'>> {
  let event: ProviderEvent;
  try {
    event = deps.payments.parseWebhook(rawBody ?? '', signature);
  } catch (error) {
    if (error instanceof BadSignatureError) throw new ApiError(400, 'BAD_SIGNATURE');
    // Signed by the provider, yet not an event we can read.
    if (error instanceof SyntaxError) throw new ApiError(400, 'BODY_INVALID');
    throw error;
  }
  const [claimed] = await deps.db
    .insert(webhookEvents)
    .values({ id: event.id, type: event.type === 'other' ? event.providerType : event.type })
    .onConflictDoNothing({ target: webhookEvents.id })
    .returning({ id: webhookEvents.id });
  if (!claimed) return { received: true, duplicate: true };

  const outcome = outcomeOf(event);
  if (!outcome?.providerPaymentId) return { received: true, duplicate: false };
  try {
    const [attempt] = await deps.db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerPaymentId, outcome.providerPaymentId));
    if (attempt) await recordOutcome(deps, attempt.id, outcome);
  } catch (error) {
    await deps.db.delete(webhookEvents).where(eq(webhookEvents.id, event.id));
    throw error;
  }
  return { received: true, duplicate: false };
}
