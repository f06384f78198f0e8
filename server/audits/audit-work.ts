import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { worksiteAudits, worksites } from '../db/schema.js';
import { iso } from '../http/contract-fields.js';
import { ApiError } from '../http/errors.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { partnerNamesOf } from '../partners/partner-profile.js';
import { assertVerifiedPartner } from '../partners/verified-partner.js';
import { hasShortfall, unansweredItems } from '../../src/shared/audit-checklist.js';
import type { AuditDeps } from './audit-deps.js';
import { auditFor, auditView, personName } from './audit-view.js';
import { tellPartner } from './notify.js';

/*
 * The auditor's side of an audit: assigned → in progress (started at the site) → passed or failed.
 * The checklist's answers and the findings are saved as drafts while in progress; the decision
 * needs every item answered, refuses a pass with a shortfall, and tells the BPO. Each change is a
 * conditional update on the audit's row locked for it, so a second tab's late save never
 * reopens a decided audit. Only a verified auditor works (server/partners/verified-partner.ts).
 */

type MineQuery = RouteOf<'listMyAudits'>['Querystring'];

export async function listMyAudits({ db }: AuditDeps, auditor: Owner, query: MineQuery): Promise<Schema<'AuditPage'>> {
  await assertVerifiedPartner(db, auditor.userId);
  const { status, page = 1, page_size = 20 } = query;
  const { limit, offset } = pageWindow(page, page_size);
  const which = status ? eq(worksiteAudits.status, status) : inArray(worksiteAudits.status, ['assigned', 'in_progress']);
  const open = !status || status === 'assigned' || status === 'in_progress';
  const rows = await db
    .select({ audit: worksiteAudits, site: worksites })
    .from(worksiteAudits)
    .innerJoin(worksites, eq(worksites.id, worksiteAudits.worksiteId))
    .where(and(eq(worksiteAudits.auditorId, auditor.userId), which))
    // Open work the oldest first; decided audits the latest first.
    .orderBy(open ? asc(worksiteAudits.assignedAt) : desc(worksiteAudits.decidedAt), asc(worksiteAudits.id))
    .limit(limit)
    .offset(offset);
  const names = await partnerNamesOf(db, [...new Set(rows.map((row) => row.site.bpoUserId))]);
  return pageOf(
    rows.map(({ audit, site }) => ({
      id: audit.id,
      status: audit.status,
      worksite_id: site.id,
      worksite_name: site.name,
      bpo_name: names.get(site.bpoUserId) ?? '',
      city: site.city,
      country: site.country,
      seats: site.seats,
      assigned_at: iso(audit.assignedAt),
      ...(audit.decidedAt ? { decided_at: iso(audit.decidedAt) } : {}),
    })),
    page,
    page_size,
  );
}

export async function getAudit({ db }: AuditDeps, viewer: Owner, auditId: string): Promise<Schema<'WorksiteAudit'>> {
  if (viewer.role !== 'admin') await assertVerifiedPartner(db, viewer.userId);
  return auditView(db, await auditFor(db, viewer, auditId));
}

export async function startAudit({ db, clock }: AuditDeps, auditor: Owner, auditId: string): Promise<Schema<'WorksiteAudit'>> {
  await assertVerifiedPartner(db, auditor.userId);
  return db.transaction(async (tx) => {
    const audit = await auditFor(tx, auditor, auditId, true);
    if (audit.status !== 'assigned') throw new ApiError(409, 'AUDIT_NOT_OPEN');
    const now = clock.now();
    const [started] = await tx.update(worksiteAudits).set({ status: 'in_progress', startedAt: now, updatedAt: now }).where(eq(worksiteAudits.id, audit.id)).returning();
    return auditView(tx, started!);
  });
}

export async function saveAuditWork({ db, clock }: AuditDeps, auditor: Owner, auditId: string, body: Schema<'AuditWork'>): Promise<Schema<'WorksiteAudit'>> {
  await assertVerifiedPartner(db, auditor.userId);
  const items = body.checklist.map((answer) => answer.item);
  if (new Set(items).size !== items.length) throw new ApiError(400, 'VALIDATION_FAILED', { checklist: { key: 'invalid' } });
  const checklist = body.checklist.map((answer) => ({ item: answer.item, result: answer.result, note: answer.note.trim() }));
  if (checklist.some((answer) => answer.result === 'falls_short' && !answer.note)) throw new ApiError(400, 'VALIDATION_FAILED', { checklist: { key: 'required' } });
  return db.transaction(async (tx) => {
    const audit = await auditFor(tx, auditor, auditId, true);
    if (audit.status !== 'in_progress') throw new ApiError(409, 'AUDIT_NOT_OPEN');
    const [saved] = await tx
      .update(worksiteAudits)
      .set({ checklist, findings: body.findings.trim(), updatedAt: clock.now() })
      .where(eq(worksiteAudits.id, audit.id))
      .returning();
    return auditView(tx, saved!);
  });
}

export async function decideAudit(deps: AuditDeps, auditor: Owner, auditId: string, body: Schema<'AuditDecision'>): Promise<Schema<'WorksiteAudit'>> {
  const { db, clock, publicUrl } = deps;
  await assertVerifiedPartner(db, auditor.userId);
  const reason = body.reason.trim();
  if (reason.length < 5) throw new ApiError(400, 'VALIDATION_FAILED', { reason: { key: 'tooShort', params: { min: 5 } } });
  return db.transaction(async (tx) => {
    const audit = await auditFor(tx, auditor, auditId, true);
    if (audit.status !== 'in_progress') throw new ApiError(409, 'AUDIT_NOT_OPEN');
    if (unansweredItems(audit.checklist).length > 0) throw new ApiError(409, 'AUDIT_INCOMPLETE');
    if (body.decision === 'passed' && hasShortfall(audit.checklist)) throw new ApiError(409, 'AUDIT_SHORTFALL');
    const now = clock.now();
    const [decided] = await tx
      .update(worksiteAudits)
      .set({ status: body.decision, reason, decidedAt: now, updatedAt: now })
      .where(eq(worksiteAudits.id, audit.id))
      .returning();
    const [site] = await tx.select().from(worksites).where(eq(worksites.id, audit.worksiteId));
    const event = body.decision === 'passed' ? 'audit_passed' : 'audit_failed';
    await tellPartner(tx, site!.bpoUserId, event, personName(auditor.account), site!.name, `${publicUrl}/debpo/worksites`);
    return auditView(tx, decided!);
  });
}
