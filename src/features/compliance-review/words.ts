import { m } from '@/generated/paraglide/messages.js';
import type { StatusTone } from '@/ui/StatusBadge';
import type { ComplianceDocumentKind, ComplianceDocumentStatus } from './api';

// The candidate's own words for a kind and a status (their catalog, messages/<locale>/onboarding.json),
// so the administrator and the candidate name a document and where it stands alike.
export const KIND_TITLE: Record<ComplianceDocumentKind, () => string> = {
  identity_document: m.onb_kind_identity_document,
  proof_of_address: m.onb_kind_proof_of_address,
  tax_form: m.onb_kind_tax_form,
};

// The tones of the candidate's page (src/features/onboarding/words.ts), read with the same meaning here.
export const STATUS: Record<ComplianceDocumentStatus, { tone: StatusTone; label: () => string }> = {
  submitted: { tone: 'blue', label: m.onb_status_submitted },
  approved: { tone: 'green', label: m.onb_status_approved },
  rejected: { tone: 'red', label: m.onb_status_rejected },
  expired: { tone: 'orange', label: m.onb_status_expired },
};

/** The candidate's full name, written as the rest of the app writes it (src/features/talent/candidate-facts.ts). */
export const candidateName = (candidate: { firstname: string; lastname: string }) => `${candidate.firstname} ${candidate.lastname}`.trim();
