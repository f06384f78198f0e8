import { m } from '@/generated/paraglide/messages.js';
import type { DocumentFormIssue } from '@/machines/compliance-document.machine';
import type { ComplianceDocumentKind, TaxForm } from '@/shared/compliance';
import { DOCUMENT, megabytes } from '@/shared/uploads';
import type { StatusTone } from '@/ui/StatusBadge';
import type { ComplianceRequirement } from './api';

export const KIND_TITLE: Record<ComplianceDocumentKind, () => string> = {
  identity_document: m.onb_kind_identity_document,
  proof_of_address: m.onb_kind_proof_of_address,
  tax_form: m.onb_kind_tax_form,
};

const TAX_FORM_HINT: Record<TaxForm, () => string> = { w8ben: m.onb_tax_form_w8ben_hint, w9: m.onb_tax_form_w9_hint };

/** What the document must show, in a sentence. */
export function kindHint(requirement: ComplianceRequirement): string {
  if (requirement.kind === 'tax_form') return TAX_FORM_HINT[requirement.tax_form ?? 'w8ben']();
  return requirement.kind === 'identity_document' ? m.onb_kind_identity_document_hint() : m.onb_kind_proof_of_address_hint();
}

export const STATUS: Record<ComplianceRequirement['status'], { tone: StatusTone; label: () => string }> = {
  missing: { tone: 'gray', label: m.onb_status_missing },
  submitted: { tone: 'blue', label: m.onb_status_submitted },
  approved: { tone: 'green', label: m.onb_status_approved },
  rejected: { tone: 'red', label: m.onb_status_rejected },
  expired: { tone: 'orange', label: m.onb_status_expired },
};

/** The form's issues in words, by the field they belong to. */
export function issueText(issue: DocumentFormIssue): string {
  switch (issue) {
    case 'noFile':
      return m.onb_issue_no_file();
    case 'empty':
      return m.onb_issue_empty();
    case 'type':
      return m.onb_issue_type();
    case 'tooLarge':
      return m.onb_issue_too_large({ megabytes: megabytes(DOCUMENT) });
    case 'expiryMissing':
      return m.onb_issue_expiry_missing();
    case 'expiryPast':
      return m.onb_issue_expiry_past();
  }
}

export const isExpiryIssue = (issue: DocumentFormIssue) => issue === 'expiryMissing' || issue === 'expiryPast';
