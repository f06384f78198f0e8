import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { partnerVerifications, users, worksiteAudits, worksites } from '../db/schema.js';
import { iso } from '../http/contract-fields.js';
import { ApiError } from '../http/errors.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { partnerNamesOf } from '../partners/partner-profile.js';
import { isVerifiedPartner } from '../partners/verified-partner.js';
import type { AuditDeps } from './audit-deps.js';
import { auditView, bpoNameOf, personName } from './audit-view.js';
import { tellPartner } from './notify.js';

/*
 * The administrators' side of worksite audits: the BPOs' active worksites with where their audit
 * stands, the verified auditors, and the assignment of one to the other. A worksite has at most
 * one audit open (assigned or in progress) at a time: the assignment locks the worksite's row, so
 * two administrators assigning at once get one audit and one 409.
 */

type QueueQuery = RouteOf<'listAuditQueue'>['Querystring'];
type AuditorQuery = RouteOf<'listVerifiedAuditors'>['Querystring'];

const OPEN = ['assigned', 'in_progress'] as const;

/** Each worksite's latest audit, joined beside it. */
function latestAudit(db: Queryable) {
  return db
    .select({ id: worksiteAudits.id, status: worksiteAudits.status, auditorId: worksiteAudits.auditorId })
    .from(worksiteAudits)
    .where(eq(worksiteAudits.worksiteId, worksites.id))
    .orderBy(desc(worksiteAudits.assignedAt), desc(worksiteAudits.id))
    .limit(1)
    .as('latest_audit');
}

export async function listAuditQueue({ db }: AuditDeps, query: QueueQuery): Promise<Schema<'AuditQueuePage'>> {
  const { state = 'awaiting', country, page = 1, page_size = 20 } = query;
  const { limit, offset } = pageWindow(page, page_size);
  const latest = latestAudit(db);
  const byState = {
    awaiting: or(isNull(latest.id), eq(latest.status, 'failed')),
    pending: inArray(latest.status, [...OPEN]),
    passed: eq(latest.status, 'passed'),
    failed: eq(latest.status, 'failed'),
  }[state];
  const rows = await db
    .select({ site: worksites, audit: { id: latest.id, status: latest.status, auditorId: latest.auditorId } })
    .from(worksites)
    .leftJoinLateral(latest, sql`true`)
    .where(and(eq(worksites.status, 'active'), country ? eq(worksites.country, country) : undefined, byState))
    .orderBy(asc(worksites.createdAt), asc(worksites.id))
    .limit(limit)
    .offset(offset);
  const names = await partnerNamesOf(db, [...new Set(rows.map((row) => row.site.bpoUserId))]);
  const auditorIds = [...new Set(rows.flatMap((row) => (row.audit?.auditorId ? [row.audit.auditorId] : [])))];
  const auditors = auditorIds.length
    ? await db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname }).from(users).where(inArray(users.id, auditorIds))
    : [];
  return pageOf(
    rows.map(({ site, audit }) => {
      const status = audit?.status ?? null;
      const itemState: Schema<'AuditQueueState'> = !status ? 'awaiting' : status === 'passed' || status === 'failed' ? status : 'pending';
      const auditor = auditors.find((a) => a.id === audit?.auditorId);
      return {
        worksite_id: site.id,
        worksite_name: site.name,
        bpo_name: names.get(site.bpoUserId) ?? '',
        city: site.city,
        country: site.country,
        seats: site.seats,
        state: itemState,
        added_at: iso(site.createdAt),
        ...(audit?.id && status ? { audit_id: audit.id, audit_status: status } : {}),
        ...(auditor ? { auditor_name: personName(auditor) } : {}),
      };
    }),
    page,
    page_size,
  );
}

export async function listVerifiedAuditors({ db }: AuditDeps, query: AuditorQuery): Promise<Schema<'AuditorPage'>> {
  const { country, page = 1, page_size = 20 } = query;
  const { limit, offset } = pageWindow(page, page_size);
  const open = db
    .select({ auditorId: worksiteAudits.auditorId, open: count().as('open') })
    .from(worksiteAudits)
    .where(inArray(worksiteAudits.status, [...OPEN]))
    .groupBy(worksiteAudits.auditorId)
    .as('open_audits');
  const rows = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      businessName: partnerVerifications.verifiedBusinessName,
      country: partnerVerifications.country,
      open: open.open,
    })
    .from(users)
    .innerJoin(partnerVerifications, eq(partnerVerifications.userId, users.id))
    .leftJoin(open, eq(open.auditorId, users.id))
    .where(and(eq(users.role, 'saa'), isNotNull(partnerVerifications.verifiedAt), country ? eq(partnerVerifications.country, country) : undefined))
    .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id))
    .limit(limit)
    .offset(offset);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      name: personName(row),
      business_name: row.businessName ?? '',
      country: row.country,
      open_audits: Number(row.open ?? 0),
    })),
    page,
    page_size,
  );
}

export async function assignAudit(deps: AuditDeps, admin: Owner, body: Schema<'AuditAssignment'>): Promise<Schema<'WorksiteAudit'>> {
  const { db, clock, publicUrl } = deps;
  return db.transaction(async (tx) => {
    const [site] = await tx
      .select()
      .from(worksites)
      .where(and(eq(worksites.id, body.worksite_id), eq(worksites.status, 'active')))
      .for('update');
    if (!site) throw new ApiError(404, 'NOT_FOUND');
    const [auditor] = await tx.select().from(users).where(eq(users.id, body.auditor_id));
    if (!auditor || auditor.role !== 'saa' || !(await isVerifiedPartner(tx, auditor.id))) throw new ApiError(409, 'AUDITOR_NOT_AVAILABLE');
    const [open] = await tx
      .select({ id: worksiteAudits.id })
      .from(worksiteAudits)
      .where(and(eq(worksiteAudits.worksiteId, site.id), inArray(worksiteAudits.status, [...OPEN])));
    if (open) throw new ApiError(409, 'AUDIT_ALREADY_ASSIGNED');
    const now = clock.now();
    const [audit] = await tx
      .insert(worksiteAudits)
      .values({ worksiteId: site.id, auditorId: auditor.id, assignedBy: admin.userId, assignedAt: now, updatedAt: now })
      .returning();
    const bpoName = await bpoNameOf(tx, site.bpoUserId);
    await tellPartner(tx, auditor.id, 'audit_assigned', bpoName, site.name, `${publicUrl}/audits/${audit!.id}`);
    await tellPartner(tx, site.bpoUserId, 'audit_scheduled', personName(auditor), site.name, `${publicUrl}/debpo/worksites`);
    return auditView(tx, audit!);
  });
}
