import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { auditOutcomes } from '../audits/audit-outcomes.js';
import { API_PREFIX } from '../contract.js';
import { bpoMembers, worksitePhotos, worksites } from '../db/schema.js';
import { iso } from '../http/contract-fields.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { Queryable } from '../hiring/pipeline-records.js';

export type WorksiteRow = typeof worksites.$inferSelect;

/** Where the worksite's BPO, its auditors and administrators read a photo (server/bpo/worksite-photos.ts). */
export const worksitePhotoUrl = (photoId: string) => `${API_PREFIX}/worksite-photos/${photoId}`;

/** The BPO's own worksite, or 404 for another's (as if it did not exist); locked when `forUpdate`. */
export async function ownWorksite(db: Queryable, bpoUserId: string, worksiteId: string, forUpdate = false): Promise<WorksiteRow> {
  const query = db
    .select()
    .from(worksites)
    .where(and(eq(worksites.id, worksiteId), eq(worksites.bpoUserId, bpoUserId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

/** Worksites as the contract shows them, with their photos, audit status and members placed: three reads for a page. */
export async function toWorksites(db: Queryable, rows: WorksiteRow[]): Promise<Schema<'Worksite'>[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [photos, placed, outcomes] = await Promise.all([
    db.select().from(worksitePhotos).where(inArray(worksitePhotos.worksiteId, ids)).orderBy(asc(worksitePhotos.uploadedAt), asc(worksitePhotos.id)),
    db
      .select({ worksiteId: bpoMembers.worksiteId, n: count() })
      .from(bpoMembers)
      .where(and(inArray(bpoMembers.worksiteId, ids), eq(bpoMembers.status, 'member')))
      .groupBy(bpoMembers.worksiteId),
    auditOutcomes(db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    postal_code: row.postalCode,
    country: row.country,
    seats: row.seats,
    equipment: row.equipment,
    connection_redundancy: row.connectionRedundancy,
    power_redundancy: row.powerRedundancy,
    security_measures: row.securityMeasures,
    status: row.status,
    audit_status: outcomes.get(row.id) ?? 'none',
    photos: photos
      .filter((photo) => photo.worksiteId === row.id)
      .map((photo) => ({ id: photo.id, file_name: photo.fileName, url: worksitePhotoUrl(photo.id), uploaded_at: iso(photo.uploadedAt) })),
    placed_members: Number(placed.find((p) => p.worksiteId === row.id)?.n ?? 0),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }));
}

export async function toWorksite(db: Queryable, row: WorksiteRow): Promise<Schema<'Worksite'>> {
  const [view] = await toWorksites(db, [row]);
  return view!;
}
