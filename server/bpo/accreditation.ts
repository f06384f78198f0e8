import { and, eq } from 'drizzle-orm';
import { auditOutcomes } from '../audits/audit-outcomes.js';
import { bpoAccreditations, worksites } from '../db/schema.js';
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
