import { todayOf, type Clock } from '../clock.js';
import type { complianceDocuments } from '../db/schema.js';
import { iso, present } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';

type DocumentRow = typeof complianceDocuments.$inferSelect;

/** What the candidate and an admin see of a document: an approved identity document past its expiry reads as expired. */
export function toComplianceDocument(row: DocumentRow, clock: Clock): Schema<'ComplianceDocument'> {
  const expired = row.status === 'approved' && row.expiresOn !== null && row.expiresOn < todayOf(clock);
  return {
    id: row.id,
    kind: row.kind,
    status: expired ? 'expired' : row.status,
    file: { name: row.fileName, content_type: row.contentType as Schema<'UploadedFile'>['content_type'], size_bytes: row.sizeBytes },
    ...present('expires_on', row.expiresOn),
    submitted_at: iso(row.submittedAt),
    ...(row.reviewedAt ? { reviewed_at: iso(row.reviewedAt) } : {}),
    ...present('rejection_reason', row.rejectionReason),
  };
}
