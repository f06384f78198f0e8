import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { settleReferralOf } from '../referrals/referral-settlement.js';
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

/**
 * What follows a payment of any kind once the transaction that recorded it paid has committed:
 * the referral the employer signed up through is settled (server/referrals/referral-settlement.ts),
 * since this payment may be the one that makes it qualify. Nothing here can fail or undo the
 * payment: a failure is logged, and the hourly housekeeping (server/housekeeping.ts) settles what
 * it left.
 */
export async function afterPaid(deps: { db: Db; publicUrl: string; log?: Pick<FastifyBaseLogger, 'warn'> }, payment: PaymentRow): Promise<void> {
  try {
    await settleReferralOf(deps.db, deps.publicUrl, payment.employerId);
  } catch (error) {
    (deps.log ?? console).warn({ err: error, paymentId: payment.id }, 'referral settlement after a payment failed; the hourly housekeeping will settle it');
  }
}
