import { and, eq, isNotNull } from 'drizzle-orm';
import { partnerVerifications } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Queryable } from '../hiring/pipeline-records.js';

/*
 * The one rule every partner call (agents, referrals, BPO, audits, associations) checks first: an
 * administrator verified this partner's business. A verified partner whose later edit waits for
 * review keeps its last verified state (partner_verifications.verified_at, see server/db/schema.ts),
 * so correcting an address never stops its work; a rejection clears it.
 */

export async function isVerifiedPartner(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerVerifications.id })
    .from(partnerVerifications)
    .where(and(eq(partnerVerifications.userId, userId), isNotNull(partnerVerifications.verifiedAt)));
  return row !== undefined;
}

/** Refuses (403 PARTNER_NOT_VERIFIED) a partner whose business has not been verified. */
export async function assertVerifiedPartner(db: Queryable, userId: string): Promise<void> {
  if (!(await isVerifiedPartner(db, userId))) throw new ApiError(403, 'PARTNER_NOT_VERIFIED');
}
