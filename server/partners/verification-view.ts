import { asc, eq } from 'drizzle-orm';
import { partnerVerificationDocuments, type partnerVerifications } from '../db/schema.js';
import { iso, present } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import type { PartnerKind } from '../../src/shared/partner-verification.js';

/* A verification row and its documents in the contract's PartnerVerification shape. */

type Row = typeof partnerVerifications.$inferSelect;
type DocumentRow = typeof partnerVerificationDocuments.$inferSelect;

export const toPartnerDocument = (row: DocumentRow): Schema<'PartnerDocument'> => ({
  id: row.id,
  kind: row.kind,
  file_name: row.fileName,
  content_type: row.contentType,
  size_bytes: row.sizeBytes,
  uploaded_at: iso(row.uploadedAt),
});

export function toPartnerVerification(row: Row, documents: DocumentRow[]): Schema<'PartnerVerification'> {
  // A reason belongs to a decision that sent the partner back; a verified one has none to show.
  const reason = row.status === 'changes_requested' || row.status === 'rejected' ? row.reviewerReason : null;
  return {
    kind: row.kind,
    status: row.status,
    verified: row.verifiedAt !== null,
    business_name: row.businessName,
    registration_number: row.registrationNumber,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    postal_code: row.postalCode,
    country: row.country,
    regions: row.regions,
    documents: documents.map(toPartnerDocument),
    ...present('reason', reason),
    ...(row.submittedAt ? { submitted_at: iso(row.submittedAt) } : {}),
    ...(row.reviewedAt ? { reviewed_at: iso(row.reviewedAt) } : {}),
    ...(row.verifiedAt ? { verified_at: iso(row.verifiedAt) } : {}),
  };
}

/** A partner who has not started: an empty draft of its kind, nothing stored yet. */
export function emptyVerification(kind: PartnerKind): Schema<'PartnerVerification'> {
  return {
    kind,
    status: 'draft',
    verified: false,
    business_name: '',
    registration_number: '',
    address_line1: '',
    address_line2: '',
    city: '',
    postal_code: '',
    country: '',
    regions: [],
    documents: [],
  };
}

export const documentsOf = (db: Queryable, verificationId: string) =>
  db
    .select()
    .from(partnerVerificationDocuments)
    .where(eq(partnerVerificationDocuments.verificationId, verificationId))
    .orderBy(asc(partnerVerificationDocuments.uploadedAt), asc(partnerVerificationDocuments.id));

export async function viewOf(db: Queryable, row: Row): Promise<Schema<'PartnerVerification'>> {
  return toPartnerVerification(row, await documentsOf(db, row.id));
}
