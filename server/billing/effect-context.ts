import type { Tx } from '../db/database.js';
import type { payments } from '../db/schema.js';

/** What a payment's effects need to know beyond the payment: where links point, and the day. */
export interface EffectContext {
  /** Origin for links in mails. */
  publicUrl: string;
  /** Billing's today, `YYYY-MM-DD`. */
  today: string;
}

export type PaymentRow = typeof payments.$inferSelect;

/** One outcome's effect, run inside the transaction that records the outcome. */
export type PaymentEffect = (tx: Tx, payment: PaymentRow, context: EffectContext) => Promise<void>;
