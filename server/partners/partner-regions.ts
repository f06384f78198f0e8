import { and, eq, isNotNull } from 'drizzle-orm';
import { partnerVerifications } from '../db/schema.js';
import type { Queryable } from '../hiring/pipeline-records.js';

/**
 * The countries (ISO 3166-1 alpha-2) a verified business association answers for: the region a hub
 * partner oversees (docs/decisions/025). Only what an administrator verified counts; regions still
 * under review do not widen what it sees. Empty for anyone not verified.
 */
export async function regionsOf(db: Queryable, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ regions: partnerVerifications.verifiedRegions })
    .from(partnerVerifications)
    .where(and(eq(partnerVerifications.userId, userId), isNotNull(partnerVerifications.verifiedAt)));
  return row?.regions ?? [];
}
