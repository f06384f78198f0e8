import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { payments } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import type { Locale } from '../i18n.js';
import type { ProviderKind } from '../payments/provider.js';
import { paymentDescription } from './payment-description.js';
import { paymentView } from './payment-view.js';

/** The contract's `maxItems`: a list longer than this would be a problem of its own. */
const MAX_FAILED = 100;

/** Checkouts and monthly bills whose last try failed, newest first, each worded in the reader's language. */
export async function failedPaymentsOf(db: Db, employerId: string, locale: Locale, provider: ProviderKind): Promise<Schema<'FailedPaymentList'>> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.employerId, employerId), eq(payments.status, 'failed')))
    .orderBy(desc(payments.updatedAt), desc(payments.id))
    .limit(MAX_FAILED);
  const failed: Schema<'FailedPayment'>[] = [];
  for (const payment of rows) {
    failed.push({
      payment: await paymentView(db, payment, locale, provider),
      description: paymentDescription(payment, locale),
      attempts: payment.attempts,
      last_attempt_at: (payment.lastAttemptAt ?? payment.createdAt).toISOString(),
    });
  }
  return { failed_payments: failed };
}
