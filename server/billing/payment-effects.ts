import { onHireFailed, onHirePaid } from './hire-effects.js';
import { onMonthlyFailed, onMonthlyPaid } from './monthly-effects.js';
import type { PaymentEffect, PaymentRow } from './effect-context.js';

export type { EffectContext } from './effect-context.js';

/**
 * What a payment's outcome does beyond the payment itself, by kind; run inside the
 * transaction that records the outcome, so it happens exactly when the payment settles.
 */
export const paymentEffects: Record<PaymentRow['kind'], { paid: PaymentEffect; failed: PaymentEffect }> = {
  hire: { paid: onHirePaid, failed: onHireFailed },
  monthly: { paid: onMonthlyPaid, failed: onMonthlyFailed },
};
