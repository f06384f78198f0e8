import type { Tx } from '../db/database.js';
import type { payments } from '../db/schema.js';
import { onHireFailed, onHirePaid } from './hire-effects.js';
import { onMonthlyFailed, onMonthlyPaid } from './monthly-effects.js';

export interface EffectContext {
  /** Origin for links in mails. */
  publicUrl: string;
  /** Billing's today, `YYYY-MM-DD`. */
  today: string;
}

type PaymentRow = typeof payments.$inferSelect;
type Effect = (tx: Tx, payment: PaymentRow, context: EffectContext) => Promise<void>;

/**
 * What a payment's outcome does beyond the payment itself, by kind; run inside the
 * transaction that records the outcome, so it happens exactly when the payment settles.
 */
export const paymentEffects: Record<PaymentRow['kind'], { paid: Effect; failed: Effect }> = {
  hire: { paid: onHirePaid, failed: onHireFailed },
  monthly: { paid: onMonthlyPaid, failed: onMonthlyFailed },
};
