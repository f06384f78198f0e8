import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { referralCodes, referralCredits, referrals, users } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { companyOf } from './record-referral.js';
import { referralsLink } from './referral-links.js';
import { qualificationsOf, type Qualification } from './referral-qualification.js';
import { CREDIT_CENTS, YEARLY_LIMIT } from './referral-rules.js';

/*
 * Writes the ledger lines of a business agent's referrals that have qualified since it was last
 * settled (server/referrals/referral-rules.ts says which promise each step keeps).
 *
 * Invariants: one line per referral (the unique constraint on referral_credits.referral_id; the
 * insert does nothing on a conflict and only a line it wrote is mailed), written once and never
 * changed, with its mail in the same transaction. The calendar year's limit is counted under the
 * lock of the business agent's code row (every referral was recorded through that code, and the row
 * goes only with the account), so two settlements at once (two payments of its businesses, the
 * housekeeping sweep) cannot both write the 20th credit: the second waits and finds the line already
 * written. Referrals qualify in the order their businesses paid, so the first 20 of a year earn the
 * credit.
 *
 * When: as soon as a referred business's payment has succeeded (`settleReferralOf`, called by
 * server/billing/payment-effects.ts once the payment's transaction has committed), and by the
 * hourly housekeeping (`settleAllReferrals`, server/housekeeping.ts), which settles what a failed
 * or missed settlement left. The business agent's reads (server/referrals/referral-reads.ts) only
 * read.
 */

export async function settleReferrals(db: Db, publicUrl: string, referrerId: string): Promise<void> {
  const open = await db
    .select({ id: referrals.id, employerId: referrals.employerId })
    .from(referrals)
    .leftJoin(referralCredits, eq(referralCredits.referralId, referrals.id))
    .where(and(eq(referrals.referrerId, referrerId), isNull(referralCredits.id)));
  if (open.length === 0) return;
  const found = await qualificationsOf(db, open.map((referral) => referral.employerId));
  const qualified: { referralId: string; employerId: string; q: Qualification }[] = [];
  for (const referral of open) {
    const q = found.get(referral.employerId);
    if (q) qualified.push({ referralId: referral.id, employerId: referral.employerId, q });
  }
  if (qualified.length === 0) return;
  qualified.sort((a, b) => a.q.paidAt.getTime() - b.q.paidAt.getTime() || a.referralId.localeCompare(b.referralId));

  await db.transaction(async (tx) => {
    await tx.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.userId, referrerId)).for('update');
    const [referrer] = await tx.select().from(users).where(eq(users.id, referrerId));
    if (!referrer) return;
    for (const { referralId, employerId, q } of qualified) {
      const year = q.paidAt.getUTCFullYear();
      const [{ credited } = { credited: 0 }] = await tx
        .select({ credited: count() })
        .from(referralCredits)
        .where(and(eq(referralCredits.referrerId, referrerId), eq(referralCredits.creditYear, year), gt(referralCredits.amountCents, 0)));
      const withinLimit = credited < YEARLY_LIMIT;
      const [line] = await tx
        .insert(referralCredits)
        .values({
          referralId,
          referrerId,
          outcome: withinLimit ? 'credited' : 'yearly_limit_reached',
          amountCents: withinLimit ? CREDIT_CENTS : 0,
          creditYear: year,
          qualifiedAt: q.paidAt,
          offerId: q.offerId,
          paymentId: q.paymentId,
        })
        .onConflictDoNothing({ target: referralCredits.referralId })
        .returning({ id: referralCredits.id });
      if (!line) continue;
      const [employer] = await tx.select().from(users).where(eq(users.id, employerId));
      const base = { template: 'referral' as const, name: referrer.firstname, company: employer ? companyOf(employer) : '', link: referralsLink(publicUrl) };
      await enqueueMail(
        tx,
        referrer.email,
        withinLimit ? { ...base, event: 'qualified' } : { ...base, event: 'over_limit', limit: YEARLY_LIMIT, year },
        referrer.locale,
      );
    }
  });
}

/** After one of `employerId`'s payments succeeded: settles the business agent that referred it, if its referral is still open. */
export async function settleReferralOf(db: Db, publicUrl: string, employerId: string): Promise<void> {
  const [open] = await db
    .select({ referrerId: referrals.referrerId })
    .from(referrals)
    .leftJoin(referralCredits, eq(referralCredits.referralId, referrals.id))
    .where(and(eq(referrals.employerId, employerId), isNull(referralCredits.id)));
  if (open) await settleReferrals(db, publicUrl, open.referrerId);
}

/** Every business agent with a referral still open: the housekeeping's sweep (server/housekeeping.ts). */
export async function settleAllReferrals(db: Db, publicUrl: string): Promise<void> {
  const referrers = await db
    .selectDistinct({ referrerId: referrals.referrerId })
    .from(referrals)
    .leftJoin(referralCredits, eq(referralCredits.referralId, referrals.id))
    .where(isNull(referralCredits.id))
    .orderBy(asc(referrals.referrerId));
  for (const { referrerId } of referrers) await settleReferrals(db, publicUrl, referrerId);
}

