import { and, asc, eq } from 'drizzle-orm';
import { users, worksiteAuditPhotos, worksiteAudits, worksites } from '../db/schema.js';
import { iso } from '../http/contract-fields.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { partnerNameOf } from '../partners/partner-profile.js';

export type AuditRow = typeof worksiteAudits.$inferSelect;
type WorksiteRow = typeof worksites.$inferSelect;

/** The person's name as lists show it. */
export const personName = (user: { firstname: string; lastname: string }) => `${user.firstname} ${user.lastname}`.trim();

/** The BPO's verified business name, or the account's company name while it has none. */
export async function bpoNameOf(db: Queryable, bpoUserId: string): Promise<string> {
  const verified = await partnerNameOf(db, bpoUserId);
  if (verified) return verified;
  const [user] = await db.select({ companyName: users.companyName, firstname: users.firstname, lastname: users.lastname }).from(users).where(eq(users.id, bpoUserId));
  return user?.companyName ?? (user ? personName(user) : '');
}

export function toAuditWorksite(site: WorksiteRow, bpoName: string): Schema<'AuditWorksite'> {
  return {
    id: site.id,
    name: site.name,
    bpo_name: bpoName,
    address_line1: site.addressLine1,
    ...(site.addressLine2 ? { address_line2: site.addressLine2 } : {}),
    city: site.city,
    ...(site.postalCode ? { postal_code: site.postalCode } : {}),
    country: site.country,
    seats: site.seats,
    equipment: site.equipment,
    connection_redundancy: site.connectionRedundancy,
    power_redundancy: site.powerRedundancy,
    security_measures: site.securityMeasures,
  };
}

/**
 * The audit for whoever may read it: the auditor it is assigned to, or an administrator. Anyone
 * else gets 404, as if it did not exist. `forUpdate` locks the row for a change.
 */
export async function auditFor(db: Queryable, viewer: Owner, auditId: string, forUpdate = false): Promise<AuditRow> {
  const own = viewer.role === 'admin' ? undefined : eq(worksiteAudits.auditorId, viewer.userId);
  const query = db.select().from(worksiteAudits).where(and(eq(worksiteAudits.id, auditId), own));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

/** The whole audit as the contract's WorksiteAudit. */
export async function auditView(db: Queryable, audit: AuditRow): Promise<Schema<'WorksiteAudit'>> {
  const [site] = await db.select().from(worksites).where(eq(worksites.id, audit.worksiteId));
  const [auditor] = await db.select({ firstname: users.firstname, lastname: users.lastname }).from(users).where(eq(users.id, audit.auditorId));
  const photos = await db
    .select()
    .from(worksiteAuditPhotos)
    .where(eq(worksiteAuditPhotos.auditId, audit.id))
    .orderBy(asc(worksiteAuditPhotos.createdAt), asc(worksiteAuditPhotos.id));
  return {
    id: audit.id,
    status: audit.status,
    worksite: toAuditWorksite(site!, await bpoNameOf(db, site!.bpoUserId)),
    auditor_name: auditor ? personName(auditor) : '',
    checklist: audit.checklist as Schema<'AuditAnswer'>[],
    findings: audit.findings,
    ...(audit.reason ? { reason: audit.reason } : {}),
    photos: photos.map((photo) => ({
      id: photo.id,
      name: photo.fileName,
      content_type: photo.contentType,
      size_bytes: photo.sizeBytes,
      url: `/api/v1/audit-photos/${photo.id}`,
      added_at: iso(photo.createdAt),
    })),
    assigned_at: iso(audit.assignedAt),
    ...(audit.startedAt ? { started_at: iso(audit.startedAt) } : {}),
    ...(audit.decidedAt ? { decided_at: iso(audit.decidedAt) } : {}),
  };
}
