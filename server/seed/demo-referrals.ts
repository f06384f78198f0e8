import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { payments, referralCodes, referrals } from '../db/schema.js';
import { RULES_VERSION } from '../referrals/referral-rules.js';
import { DEMO_EMPLOYER, DEMO_SECOND_EMPLOYER } from './demo-data.js';

/*
 * The demo business agent (business-agent@, Laura Jiménez) and its referral link: both demo
 * companies signed up through it. Northwind Dental Group (employer@) has paid its hires' first
 * months and the months since (server/seed/demo-fractional.ts), so it qualifies under the rules;
 * Harbor & Pine Realty (realty@) has paid nothing yet. Each referral is dated before its business's
 * first payment, as recording at sign-up would have it. The ledger line is not written here: the
 * agent's first read of its referrals (or the hourly housekeeping) settles it, with its mail, exactly
 * as for a business that qualifies later (server/referrals/referral-settlement.ts).
 */

export const DEMO_BUSINESS_AGENT = 'business-agent@demo.remotehire.test';
export const DEMO_REFERRAL_CODE = 'LJMX2026';

export async function insertDemoReferrals(db: Db, userIds: Map<string, string>, now: Date): Promise<number> {
  const agentId = userIds.get(DEMO_BUSINESS_AGENT);
  if (!agentId) return 0;
  await db.insert(referralCodes).values({ userId: agentId, code: DEMO_REFERRAL_CODE, createdAt: new Date(now.getTime() - 120 * 86_400_000) }).onConflictDoNothing();
  let made = 0;
  for (const [email, daysAgo] of [
    [DEMO_EMPLOYER, 90],
    [DEMO_SECOND_EMPLOYER, 12],
  ] as const) {
    const employerId = userIds.get(email);
    if (!employerId) continue;
    const [first] = await db
      .select({ paidAt: payments.paidAt })
      .from(payments)
      .where(and(eq(payments.employerId, employerId), sql`${payments.paidAt} is not null`))
      .orderBy(asc(payments.paidAt))
      .limit(1);
    const signedUp = new Date(now.getTime() - daysAgo * 86_400_000);
    // Before its first payment, whenever the billing history starts.
    const recordedAt = first?.paidAt && first.paidAt < signedUp ? new Date(first.paidAt.getTime() - 14 * 86_400_000) : signedUp;
    const inserted = await db
      .insert(referrals)
      .values({ referrerId: agentId, employerId, code: DEMO_REFERRAL_CODE, rulesVersion: RULES_VERSION, recordedAt })
      .onConflictDoNothing()
      .returning({ id: referrals.id });
    made += inserted.length;
  }
  return made;
}
