import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';

// The words of partner verification, shared by the partner's pages (src/features/partner-verification)
// and the administrators' review (src/features/partner-review), so both name a status, a kind, a
// document and a field alike.

type S = components['schemas'];
/** A tone of src/ui/StatusBadge.tsx (lib sits below ui, so named here). */
type Tone = 'gray' | 'blue' | 'orange' | 'green' | 'red';

export const VERIFICATION_STATUS: Record<S['PartnerVerificationStatus'], { label: () => string; tone: Tone }> = {
  draft: { label: m.pv_status_draft, tone: 'gray' },
  submitted: { label: m.pv_status_submitted, tone: 'blue' },
  verified: { label: m.pv_status_verified, tone: 'green' },
  changes_requested: { label: m.pv_status_changes_requested, tone: 'orange' },
  rejected: { label: m.pv_status_rejected, tone: 'red' },
};

export const PARTNER_KIND: Record<S['PartnerKind'], () => string> = {
  agent: m.pv_kind_agent,
  business_agent: m.pv_kind_business_agent,
  bpo: m.pv_kind_bpo,
  saa: m.pv_kind_saa,
  ba: m.pv_kind_ba,
};

export const PARTNER_DOCUMENT: Record<S['PartnerDocumentKind'], () => string> = {
  registration_certificate: m.pv_doc_registration_certificate,
  proof_of_address: m.pv_doc_proof_of_address,
  other: m.pv_doc_other,
};

export const PARTNER_FIELD = {
  business_name: m.pv_field_business_name,
  registration_number: m.pv_field_registration_number,
  address_line1: m.pv_field_address_line1,
  address_line2: m.pv_field_address_line2,
  city: m.pv_field_city,
  postal_code: m.pv_field_postal_code,
  country: m.pv_field_country,
  regions: m.pv_field_regions,
  documents: m.pv_field_documents,
} as const;

/** Where a verification document's file is downloaded, always as an attachment: a plain link, the session's cookie goes with it. */
export const partnerDocumentUrl = (id: string) => `/api/v1/partner/verification/documents/${encodeURIComponent(id)}/file`;
