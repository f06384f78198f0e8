import { and, eq, sql, type SQL } from 'drizzle-orm';
import { auditOutcomes } from '../audits/audit-outcomes.js';
import { bpoAccreditations, users, worksiteAudits, worksites } from '../db/schema.js';
import type { Queryable } from '../hiring/pipeline-records.js';

export type AccreditationStatus = 'not_applied' | 'applied' | 'accredited';

export interface Accreditation {
  status: AccreditationStatus;
  /** Active worksites whose latest audit passed. */
  passedWorksites: number;
  /** Active worksites (closed ones count for nothing). */
  worksites: number;
}

/*
 * Where a BPO's accreditation stands (the public /debpo page's promise): accredited once it has
 * applied and at least one of its active worksites passed audit. Computed on every read from the
 * application and the audits (server/audits/audit-outcomes.ts), never stored, so a failed re-audit
 * or a closed worksite takes the accreditation away at once.
 */
export async function accreditationOf(db: Queryable, bpoUserId: string): Promise<Accreditation> {
  const [application] = await db
    .select({ bpoUserId: bpoAccreditations.bpoUserId })
    .from(bpoAccreditations)
    .where(eq(bpoAccreditations.bpoUserId, bpoUserId));
  const sites = await db
    .select({ id: worksites.id })
    .from(worksites)
    .where(and(eq(worksites.bpoUserId, bpoUserId), eq(worksites.status, 'active')));
  const outcomes = sites.length ? await auditOutcomes(db, sites.map((s) => s.id)) : new Map<string, string>();
  const passedWorksites = sites.filter((s) => outcomes.get(s.id) === 'passed').length;
  const status: AccreditationStatus = !application ? 'not_applied' : passedWorksites > 0 ? 'accredited' : 'applied';
  return { status, passedWorksites, worksites: sites.length };
}

/*
 * The same rule for a whole page of BPOs in the query that reads the page, as columns of a select
 * over `users` (the BPO being `users.id`): the association's members and search
 * (server/associations/endorsements.ts) and the hub partner's list (server/associations/hub-bpos.ts,
 * which also filters by it). A worksite's latest audit is the one server/audits/audit-outcomes.ts
 * reads; tests/server/associations.test.ts checks that these columns agree with accreditationOf.
 */

/** The BPO's active worksites (`id`, `seats`), as a subquery. */
export const activeWorksitesOfBpo = sql`select w.id, w.seats from ${worksites} w where w.bpo_user_id = ${users.id} and w.status = 'active'`;
const latestAuditStatus = sql`(select a.status from ${worksiteAudits} a where a.worksite_id = s.id order by a.assigned_at desc, a.id desc limit 1)`;

/** Select these beside the BPO's own columns; `accreditationFrom` reads them back. */
export const accreditationColumns = {
  /** Active worksites. */
  worksites: sql<number>`(select count(*) from (${activeWorksitesOfBpo}) s)`.mapWith(Number),
  /** Active worksites whose latest audit passed. */
  passed: sql<number>`(select count(*) from (${activeWorksitesOfBpo}) s where ${latestAuditStatus} = 'passed')`.mapWith(Number),
  /** Whether the BPO applied for accreditation. */
  applied: sql<boolean>`exists (select 1 from ${bpoAccreditations} ba where ba.bpo_user_id = ${users.id})`,
};

/** A condition keeping the BPOs whose accreditation is `status`, for a where clause over the same `users`. */
export const accreditationIs: Record<AccreditationStatus, SQL> = {
  not_applied: sql`not ${accreditationColumns.applied}`,
  applied: sql`${accreditationColumns.applied} and ${accreditationColumns.passed} = 0`,
  accredited: sql`${accreditationColumns.applied} and ${accreditationColumns.passed} > 0`,
};

/** A BPO's accreditation from the columns above, as accreditationOf would answer it. */
export function accreditationFrom(row: { worksites: number; passed: number; applied: boolean }): Accreditation {
  const status: AccreditationStatus = !row.applied ? 'not_applied' : row.passed > 0 ? 'accredited' : 'applied';
  return { status, passedWorksites: row.passed, worksites: row.worksites };
}
