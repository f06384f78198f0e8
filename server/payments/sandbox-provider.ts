import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sandboxCards, sandboxCharges } from '../db/schema.js';
import {
  BadSignatureError,
  UnknownChargeError,
  UnknownPaymentMethodError,
  type CardDetails,
  type ChargeOutcome,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderEvent,
} from './provider.js';
import { behaviourOf, cardBrand, decodeBehaviour, encodeBehaviour } from './sandbox-cards.js';
import { verifySignature } from './webhook-signature.js';
import { readStripeStyleEvent } from './stripe-events.js';

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/** A test card as typed into the sandbox's form; the number is read once and never stored. */
export interface SandboxCardInput {
  digits: string;
  expMonth: number;
  expYear: number;
}

/**
 * The embedded card provider: behaves like Stripe in test mode, keeps what Stripe would
 * keep in its own `sandbox_` tables (so a crashed charge can be replayed by idempotency
 * key after a restart, as with Stripe), and moves no money.
 */
export class SandboxProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Db,
    private readonly webhookSecret: string,
  ) {}

  /** Stands in for the provider's card form: a card becomes a payment method id. */
  async tokenizeCard(card: SandboxCardInput): Promise<CardDetails> {
    const row = {
      id: newId('pm'),
      behaviour: encodeBehaviour(behaviourOf(card.digits)),
      brand: cardBrand(card.digits),
      last4: card.digits.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
    await this.db.insert(sandboxCards).values(row);
    return { id: row.id, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear };
  }

  async createCustomer(_input: { employerId: string }, idempotencyKey: string) {
    // Derived from the key, so asking twice answers the same customer, as Stripe would.
    return { customerId: `cus_sandbox_${idempotencyKey.replace(/[^a-zA-Z0-9]/g, '').slice(0, 32)}` };
  }

  async createSetupSession(customerId: string) {
    return { clientSecret: `seti_sandbox_${customerId.slice(-8)}_secret_${randomBytes(8).toString('hex')}` };
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails> {
    const [card] = await this.db.select().from(sandboxCards).where(eq(sandboxCards.id, paymentMethodId));
    if (!card) throw new UnknownPaymentMethodError(paymentMethodId);
    if (card.customerId && card.customerId !== customerId) throw new UnknownPaymentMethodError(paymentMethodId);
    await this.db.update(sandboxCards).set({ customerId }).where(eq(sandboxCards.id, paymentMethodId));
    return { id: card.id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    await this.db.update(sandboxCards).set({ customerId: null }).where(eq(sandboxCards.id, paymentMethodId));
  }

  async charge(request: ChargeRequest, idempotencyKey: string): Promise<ChargeOutcome> {
    const [card] = await this.db.select().from(sandboxCards).where(eq(sandboxCards.id, request.paymentMethodId));
    let status: string;
    let failureCode: string | null = null;
    if (!card || card.customerId !== request.customerId) {
      status = 'failed';
      failureCode = 'card_declined';
    } else {
      const behaviour = decodeBehaviour(card.behaviour);
      if (behaviour === 'succeed') status = 'succeeded';
      else if (behaviour === 'authenticate') {
        // Nobody is there to authenticate an off-session charge: Stripe declines it.
        status = request.offSession ? 'failed' : 'requires_action';
        failureCode = request.offSession ? 'authentication_required' : null;
      } else {
        status = 'failed';
        failureCode = behaviour.decline;
      }
    }
    // The key decides: a replay finds the first charge and answers it unchanged.
    await this.db
      .insert(sandboxCharges)
      .values({
        id: newId('pi'),
        idempotencyKey,
        customerId: request.customerId,
        cardId: request.paymentMethodId,
        amountCents: request.amountCents,
        status,
        failureCode,
      })
      .onConflictDoNothing({ target: sandboxCharges.idempotencyKey });
    const [charge] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
    return outcomeOf(charge!);
  }

  async retrieveCharge(providerPaymentId: string): Promise<ChargeOutcome> {
    const [charge] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, providerPaymentId));
    if (!charge) throw new UnknownChargeError(providerPaymentId);
    return outcomeOf(charge);
  }

  /** The bank's authentication page, in test mode: approving completes the charge. */
  async authenticate(providerPaymentId: string, outcome: 'approve' | 'fail'): Promise<'done' | 'unknown' | 'not_pending'> {
    const [charge] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, providerPaymentId));
    if (!charge) return 'unknown';
    if (charge.status !== 'requires_action') return 'not_pending';
    await this.db
      .update(sandboxCharges)
      .set(outcome === 'approve' ? { status: 'succeeded' } : { status: 'failed', failureCode: 'authentication_failed' })
      .where(eq(sandboxCharges.id, providerPaymentId));
    return 'done';
  }

  /** The customer a sandbox charge belongs to, so the app can check it is the caller's. */
  async customerOfCharge(providerPaymentId: string): Promise<string | null> {
    const [charge] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, providerPaymentId));
    return charge?.customerId ?? null;
  }

  parseWebhook(rawBody: string, signature: string | undefined): ProviderEvent {
    if (!verifySignature(rawBody, signature, this.webhookSecret)) throw new BadSignatureError();
    return readStripeStyleEvent(JSON.parse(rawBody));
  }
}

function outcomeOf(charge: typeof sandboxCharges.$inferSelect): ChargeOutcome {
  if (charge.status === 'succeeded') return { status: 'succeeded', providerPaymentId: charge.id };
  if (charge.status === 'requires_action') {
    return { status: 'requires_action', providerPaymentId: charge.id, clientSecret: `${charge.id}_secret` };
  }
  return { status: 'failed', providerPaymentId: charge.id, code: (charge.failureCode ?? 'card_declined') as never };
}
