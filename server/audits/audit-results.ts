import { and, desc, eq, inArray } from 'drizzle-orm';
import { worksiteAudits, worksites } from '../db/schema.js';
import { iso } from '../http/contract-fields.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { assertVerifiedPartner } from '../partners/verified-partner.js';
import type { AuditDeps } from './audit-deps.js';

type ResultsQuery = RouteOf<'listMyAuditResults'>['Querystring'];

/** The decided audits of a BPO's own worksites, latest first: what the BPO reads of the auditor's reasons. */
export async function listMyAuditResults({ db }: AuditDeps, bpo: Owner, query: ResultsQuery): Promise<Schema<'AuditResultPage'>> {
  await assertVerifiedPartner(db, bpo.userId);
  const { page = 1, page_size = 20 } = query;
  const { limit, offset } = pageWindow(page, page_size);
  const rows = await db
    .select({ audit: worksiteAudits, siteName: worksites.name })
    .from(worksiteAudits)
    .innerJoin(worksites, eq(worksites.id, worksiteAudits.worksiteId))
    .where(and(eq(worksites.bpoUserId, bpo.userId), inArray(worksiteAudits.status, ['passed', 'failed'])))
    .orderBy(desc(worksiteAudits.decidedAt), desc(worksiteAudits.id))
    .limit(limit)
    .offset(offset);
  return pageOf(
    rows.map(({ audit, siteName }) => ({
      id: audit.id,
      status: audit.status as 'passed' | 'failed',
      worksite_id: audit.worksiteId,
      worksite_name: siteName,
      reason: audit.reason ?? '',
      findings: audit.findings,
      decided_at: iso(audit.decidedAt ?? audit.updatedAt),
    })),
    page,
    page_size,
  );
}
