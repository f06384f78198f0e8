import { desc, inArray } from 'drizzle-orm';
import { worksiteAudits } from '../db/schema.js';
import type { Queryable } from '../hiring/pipeline-records.js';

export type AuditOutcome = 'passed' | 'failed' | 'pending' | 'none';

/**
 * Each worksite's audit outcome, from its latest audit: `passed` or `failed` once the auditor has
 * decided, `pending` while an audit is assigned or in progress, `none` when none was ever assigned.
 * The BPO's accreditation (server/bpo/accreditation.ts) is read from these.
 */
export async function auditOutcomes(db: Queryable, worksiteIds: string[]): Promise<Map<string, AuditOutcome>> {
  const outcomes = new Map<string, AuditOutcome>(worksiteIds.map((id) => [id, 'none']));
  if (worksiteIds.length === 0) return outcomes;
  const rows = await db
    .select({ worksiteId: worksiteAudits.worksiteId, status: worksiteAudits.status })
    .from(worksiteAudits)
    .where(inArray(worksiteAudits.worksiteId, worksiteIds))
    .orderBy(desc(worksiteAudits.assignedAt), desc(worksiteAudits.id));
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.worksiteId)) continue;
    seen.add(row.worksiteId);
    outcomes.set(row.worksiteId, row.status === 'passed' || row.status === 'failed' ? row.status : 'pending');
  }
  return outcomes;
}
