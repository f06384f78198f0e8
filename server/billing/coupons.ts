import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { coupons } from '../db/schema.js';
import { ApiError, type ErrorCode } from '../http/errors.js';
import { couponDiscount, type Coupon, type CouponRefusal } from '../../src/shared/pricing.js';

export type CouponRow = typeof coupons.$inferSelect;

/** Codes are stored upper-case; what the employer typed is read the same way. */
const normalCouponCode = (code: string): string => code.trim().toUpperCase();

/** The coupon behind a code, or 404 COUPON_UNKNOWN. */
export async function findCoupon(db: Db | Tx, code: string): Promise<CouponRow> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, normalCouponCode(code)));
  if (!coupon) throw new ApiError(404, 'COUPON_UNKNOWN');
  return coupon;
}

export const asPricingCoupon = (row: CouponRow): Coupon => ({
  type: row.type,
  amount: row.amount,
  scope: row.scope,
  expiresOn: row.expiresOn ?? undefined,
  maxUses: row.maxUses ?? undefined,
  used: row.used,
});

const refusals: Record<CouponRefusal, ErrorCode> = {
  expired: 'COUPON_EXPIRED',
  used_up: 'COUPON_USED_UP',
  wrong_scope: 'COUPON_WRONG_SCOPE',
};

/**
 * What the coupon takes off `feesCents` of a checkout today, by the shared pricing rule:
 * `standard` for a full-time checkout, `fractional` for a fractional one. A coupon it
 * refuses (meant for the other kind of hire among them) answers 409 with the reason.
 */
export function couponDiscountOrRefuse(row: CouponRow, feesCents: number, today: string, scope: Coupon['scope']): number {
  const result = couponDiscount(asPricingCoupon(row), feesCents, { today, scope });
  if (!result.ok) throw new ApiError(409, refusals[result.reason]);
  return result.discount;
}

/** A coupon counts as used once the checkout it was applied to is paid. */
export async function countCouponUse(tx: Tx, code: string): Promise<void> {
  await tx.update(coupons).set({ used: sql`${coupons.used} + 1` }).where(eq(coupons.code, code));
}
