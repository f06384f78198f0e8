import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { partnerVerifications } from '../db/schema.js';
import type { Queryable } from '../hiring/pipeline-records.js';

/**
 * The business name an administrator verified, for the lists other people see (an employer's agent,
 * a hub partner's BPOs): never a name still waiting for review. Null when the partner is not verified.
 */
export async function partnerNameOf(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: partnerVerifications.verifiedBusinessName })
    .from(partnerVerifications)
    .where(and(eq(partnerVerifications.userId, userId), isNotNull(partnerVerifications.verifiedAt)));
  return row?.name ?? null;
}

/** The verified names of many partners at once (for a page of a list), by user id. */
export async function partnerNamesOf(db: Queryable, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: partnerVerifications.userId, name: partnerVerifications.verifiedBusinessName })
    .from(partnerVerifications)
    .where(and(inArray(partnerVerifications.userId, userIds), isNotNull(partnerVerifications.verifiedAt)));
  return new Map(rows.flatMap((row) => (row.name ? [[row.userId, row.name] as const] : [])));
}
