import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { partnerVerificationDocuments, partnerVerifications } from '../db/schema.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { isPartnerKind, missingFields, type PartnerKind } from '../../src/shared/partner-verification.js';
import type { PartnerDeps } from './partner-deps.js';
import { tellPartner } from './partner-notify.js';
import { emptyVerification, viewOf } from './verification-view.js';

/*
 * A partner's own verification (docs/product.md's partners; issue 18): the form saved as a draft,
 * its documents (server/partners/partner-documents.ts), and the submission for review.
 *
 * The lifecycle: draft → submitted → verified | changes_requested | rejected (an administrator,
 * server/partners/verification-review.ts). Changes are refused while submitted (the administrator
 * reviews what was sent) and after a rejection (final). Any change to a verified partner's details
 * or documents starts an edit (`draft`) that goes back to review once submitted; the last verified
 * state (verified_at, verified_business_name, verified_regions) stays, so its work goes on. Every
 * change locks the row first, so a save racing a submission either lands before it or is refused.
 */

type Row = typeof partnerVerifications.$inferSelect;

export function partnerKindOf(owner: Owner): PartnerKind {
  // The contract lets only partner roles in (server/http/operation-access.ts); this keeps a handler wired to the wrong role from acting.
  if (!isPartnerKind(owner.role)) throw new ApiError(403, 'FORBIDDEN');
  return owner.role;
}

/** The partner's row, locked for the change; made as an empty draft the first time. */
export async function lockedVerification(tx: Tx, owner: Owner): Promise<Row> {
  const kind = partnerKindOf(owner);
  await tx.insert(partnerVerifications).values({ userId: owner.userId, kind }).onConflictDoNothing({ target: partnerVerifications.userId });
  const [row] = await tx.select().from(partnerVerifications).where(eq(partnerVerifications.userId, owner.userId)).for('update');
  return row!;
}

/** The status a change leaves: an edit of a verified partner is a new draft; one sent back stays sent back (its reason still shown). */
export function statusAfterEdit(row: Row): Row['status'] {
  if (row.status === 'submitted') throw new ApiError(409, 'PARTNER_VERIFICATION_IN_REVIEW');
  if (row.status === 'rejected') throw new ApiError(409, 'PARTNER_VERIFICATION_REJECTED');
  return row.status === 'verified' ? 'draft' : row.status;
}

export async function getMyPartnerVerification({ db }: PartnerDeps, owner: Owner): Promise<Schema<'PartnerVerification'>> {
  const kind = partnerKindOf(owner);
  const [row] = await db.select().from(partnerVerifications).where(eq(partnerVerifications.userId, owner.userId));
  return row ? viewOf(db, row) : emptyVerification(kind);
}

export async function savePartnerVerification(
  { db, clock }: PartnerDeps,
  owner: Owner,
  body: Schema<'PartnerVerificationInput'>,
): Promise<Schema<'PartnerVerification'>> {
  const kind = partnerKindOf(owner);
  const regions = body.regions ?? [];
  if (kind !== 'ba' && regions.length > 0) throw new ApiError(400, 'VALIDATION_FAILED', { regions: { key: 'unknown' } });
  return db.transaction(async (tx) => {
    const row = await lockedVerification(tx, owner);
    const status = statusAfterEdit(row);
    const [saved] = await tx
      .update(partnerVerifications)
      .set({
        status,
        businessName: body.business_name.trim(),
        registrationNumber: body.registration_number.trim(),
        addressLine1: body.address_line1.trim(),
        addressLine2: body.address_line2.trim(),
        city: body.city.trim(),
        postalCode: body.postal_code.trim(),
        country: body.country,
        // A business association's regions are kept only when the form sends them: the other kinds have none.
        regions: kind === 'ba' ? [...regions].sort() : [],
        updatedAt: clock.now(),
      })
      .where(eq(partnerVerifications.id, row.id))
      .returning();
    return viewOf(tx, saved!);
  });
}

export async function submitPartnerVerification({ db, clock, publicUrl }: PartnerDeps, owner: Owner): Promise<Schema<'PartnerVerification'>> {
  return db.transaction(async (tx) => {
    const row = await lockedVerification(tx, owner);
    if (row.status === 'submitted') throw new ApiError(409, 'PARTNER_VERIFICATION_IN_REVIEW');
    if (row.status === 'rejected') throw new ApiError(409, 'PARTNER_VERIFICATION_REJECTED');
    // Verified with no edit since: nothing new to review.
    if (row.status === 'verified') throw new ApiError(409, 'PARTNER_VERIFICATION_DECIDED');
    const problems: Record<string, FieldProblem> = {};
    for (const field of missingFields(row.kind, detailsOf(row))) problems[field] = { key: 'required' };
    const [documents] = await tx.select({ n: count() }).from(partnerVerificationDocuments).where(eq(partnerVerificationDocuments.verificationId, row.id));
    if (!documents || documents.n === 0) problems.documents = { key: 'required' };
    if (Object.keys(problems).length > 0) throw new ApiError(400, 'PARTNER_VERIFICATION_INCOMPLETE', problems);
    const now = clock.now();
    const [submitted] = await tx
      .update(partnerVerifications)
      .set({ status: 'submitted', submittedAt: now, updatedAt: now })
      .where(and(eq(partnerVerifications.id, row.id), eq(partnerVerifications.status, row.status)))
      .returning();
    await tellPartner(tx, publicUrl, owner.account, submitted!, { event: 'submitted' });
    return viewOf(tx, submitted!);
  });
}

export const detailsOf = (row: Row) => ({
  business_name: row.businessName,
  registration_number: row.registrationNumber,
  address_line1: row.addressLine1,
  address_line2: row.addressLine2,
  city: row.city,
  postal_code: row.postalCode,
  country: row.country,
  regions: row.regions,
});
