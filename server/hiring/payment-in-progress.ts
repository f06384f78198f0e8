import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { offers, paymentAttempts, payments } from '../db/schema.js';
import { ApiError } from '../http/errors.js';

// Hiring's side of a checkout in progress: while an offer's hire is being charged, the pipeline
// must not take the offer away. Billing's checkout (server/billing/checkout-hire.ts) reads the same
// `abandoned` rule to tell a dead payment from a live one.

/** Made, but its collection never began (the process died in between): it holds nothing. */
export const abandoned = sql<boolean>`(${payments.status} = 'processing' and ${payments.createdAt} < now() - interval '1 minute'
  and not exists (select 1 from ${paymentAttempts} where ${paymentAttempts.paymentId} = ${payments.id}))`;

/**
 * An application whose offer is being charged for cannot lose that offer (withdrawn, or
 * with the applicant turned down): the card may be charged for it at this moment.
 * Called under the application's lock; the offer awaiting payment is locked before the
 * payments are read, so a checkout committing meanwhile is seen.
 */
export async function refuseWhileBeingPaid(tx: Tx, applicationId: string): Promise<void> {
  await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.applicationId, applicationId), eq(offers.status, 'awaiting_payment')))
    .for('update');
  const [paying] = await tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(offers, sql`${offers.id} = any(${payments.offerIds})`)
    .where(
      and(
        eq(offers.applicationId, applicationId),
        eq(payments.kind, 'hire'),
        inArray(payments.status, ['processing', 'requires_action']),
        not(abandoned),
      ),
    )
    .limit(1);
  if (paying) throw new ApiError(409, 'PAYMENT_IN_PROGRESS');
}
