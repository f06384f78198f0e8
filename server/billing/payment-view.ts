import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import type { payments } from '../db/schema.js';
import { invoices, paymentAttempts, paymentMethods } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import type { Locale } from '../i18n.js';
import type { DeclineCode, ProviderKind } from '../payments/provider.js';
import { declineMessage } from '../payments/decline-messages.js';

type PaymentRow = typeof payments.$inferSelect;
type AttemptRow = typeof paymentAttempts.$inferSelect;

/**
 * A payment as the contract shows it. `attempt` is the one whose next action to show
 * (the latest); without it the payment's latest attempt is read.
 */
export async function paymentView(
  db: Db | Tx,
  payment: PaymentRow,
  locale: Locale,
  provider: ProviderKind,
  attempt?: AttemptRow | null,
): Promise<Schema<'Payment'>> {
  const latest =
    attempt ??
    (await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.paymentId, payment.id))
      .orderBy(desc(paymentAttempts.createdAt))
      .limit(1)
      .then((rows) => rows[0] ?? null));
  const [card] = payment.paymentMethodId
    ? await db
        .select({ brand: paymentMethods.brand, last4: paymentMethods.last4 })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, payment.paymentMethodId), eq(paymentMethods.employerId, payment.employerId)))
    : [];
  const [invoice] =
    payment.status === 'succeeded'
      ? await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.paymentId, payment.id))
      : [];
  const failureCode = payment.status === 'failed' ? ((payment.failureCode ?? 'card_declined') as DeclineCode) : null;
  return {
    id: payment.id,
    kind: payment.kind,
    status: payment.status,
    amount_cents: payment.amountCents,
    card_fee_cents: payment.cardFeeCents,
    discount_cents: payment.discountCents,
    currency: 'USD',
    created_at: payment.createdAt.toISOString(),
    offer_ids: payment.offerIds,
    ...(card ? { card: { brand: card.brand, last4: card.last4 } } : {}),
    failure: failureCode ? { code: failureCode, message: declineMessage(failureCode, locale) } : null,
    next_action:
      payment.status === 'requires_action' && latest?.status === 'requires_action' && latest.providerPaymentId && latest.clientSecret
        ? { type: 'authenticate', provider, client_secret: latest.clientSecret, provider_payment_id: latest.providerPaymentId }
        : null,
    invoice_id: invoice?.id ?? null,
  };
}
