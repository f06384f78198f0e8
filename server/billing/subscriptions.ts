import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { offers, platformSubscriptions } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import { upcomingCharge } from './monthly-bill.js';

type SubscriptionRow = typeof platformSubscriptions.$inferSelect;

export async function hiredStaffCount(db: Db | Tx, employerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .where(and(eq(offers.employerId, employerId), eq(offers.status, 'hired')));
  return row?.n ?? 0;
}

async function subscriptionView(db: Db | Tx, subscription: SubscriptionRow): Promise<Schema<'Subscription'>> {
  // The charge the monthly run will make next, for the staff hired today; months that bill nobody are skipped.
  const next = subscription.status === 'cancelled' ? null : await upcomingCharge(db, subscription.employerId, subscription);
  return {
    id: subscription.id,
    status: subscription.status,
    fee_cents: subscription.feeCents,
    next_bill_date: subscription.nextBillDate,
    next_charge_date: next?.date ?? null,
    next_charge_cents: next?.cents ?? 0,
    active_staff: await hiredStaffCount(db, subscription.employerId),
    started_at: subscription.startedAt.toISOString(),
    cancelled_at: subscription.cancelledAt?.toISOString() ?? null,
  };
}

/** The employer's platform subscription, or null before its first hire. */
export async function subscriptionStatusOf(db: Db, employerId: string): Promise<Schema<'SubscriptionStatus'>> {
  const [subscription] = await db.select().from(platformSubscriptions).where(eq(platformSubscriptions.employerId, employerId));
  return { subscription: subscription ? await subscriptionView(db, subscription) : null };
}

/** Cancels the caller's subscription; while staff are hired it is what pays them, so it stays (409). */
export async function cancelSubscription(db: Db, employerId: string, subscriptionId: string): Promise<Schema<'SubscriptionStatus'>> {
  return db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(platformSubscriptions)
      .where(and(eq(platformSubscriptions.id, subscriptionId), eq(platformSubscriptions.employerId, employerId)))
      .for('update');
    if (!subscription) throw new ApiError(404, 'NOT_FOUND');
    if ((await hiredStaffCount(tx, employerId)) > 0) throw new ApiError(409, 'STAFF_ACTIVE');
    if (subscription.status === 'cancelled') return { subscription: await subscriptionView(tx, subscription) };
    const [cancelled] = await tx
      .update(platformSubscriptions)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(platformSubscriptions.id, subscription.id))
      .returning();
    return { subscription: await subscriptionView(tx, cancelled!) };
  });
}
