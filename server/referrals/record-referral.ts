import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { referralCodes, referrals, users } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { isVerifiedPartner } from '../partners/verified-partner.js';
import { looksLikeCode } from './referral-codes.js';
import { RULES_VERSION } from './referral-rules.js';
import { referralsLink } from './referral-links.js';

type UserRow = typeof users.$inferSelect;

/**
 * Records that `employer`, signing up now, came through a business agent's link (called by
 * server/auth/registration.ts in the sign-up's transaction, so the account and its referral are
 * made together). Being recorded at sign-up is what makes the rules' conditions hold: the business
 * had not signed up before and has paid nothing yet. A code that is mistyped, unknown or of a
 * business agent no longer verified is ignored: the sign-up itself never fails because of a link.
 * The business agent is told at once, as the rules promise.
 */
export async function recordReferral(tx: Tx, publicUrl: string, employer: UserRow, rawCode: string): Promise<void> {
  const code = rawCode.trim().toUpperCase();
  if (employer.role !== 'employer' || !looksLikeCode(code)) return;
  const [owner] = await tx
    .select({ referrer: users })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.code, code));
  if (!owner || owner.referrer.role !== 'business_agent' || !(await isVerifiedPartner(tx, owner.referrer.id))) return;
  const [recorded] = await tx
    .insert(referrals)
    .values({ referrerId: owner.referrer.id, employerId: employer.id, code, rulesVersion: RULES_VERSION })
    .onConflictDoNothing({ target: referrals.employerId })
    .returning({ id: referrals.id });
  if (!recorded) return;
  await enqueueMail(
    tx,
    owner.referrer.email,
    { template: 'referral', event: 'recorded', name: owner.referrer.firstname, company: companyOf(employer), link: referralsLink(publicUrl) },
    owner.referrer.locale,
  );
}

/** How a referred business is named to its business agent: its company, else its owner. */
export const companyOf = (employer: Pick<UserRow, 'companyName' | 'firstname' | 'lastname'>) =>
  employer.companyName?.trim() || `${employer.firstname} ${employer.lastname}`;
