import { m } from '@/generated/paraglide/messages.js';
import type { components } from '@/generated/api';
import type { StatusTone } from '@/ui/StatusBadge';
import type { OnboardingDecisionRecord } from './api';
import { KIND_TITLE } from './words';

type S = components['schemas'];

// The candidate's own words for the identity check's statuses and reasons (their catalog,
// messages/<locale>/identity-check.json), so both sides name an outcome alike.
export const IDENTITY_STATUS: Record<S['IdentityOverview']['status'], { tone: StatusTone; label: () => string }> = {
  not_started: { tone: 'gray', label: m.ocase_identity_not_started },
  started: { tone: 'gray', label: m.idc_status_started },
  processing: { tone: 'blue', label: m.idc_status_processing },
  verified: { tone: 'green', label: m.idc_status_verified },
  failed: { tone: 'red', label: m.idc_status_failed },
};

export const IDENTITY_REASON: Record<S['IdentityFailureReason'], () => string> = {
  document_unverified: m.idc_reason_document_unverified,
  document_expired: m.idc_reason_document_expired,
  selfie_mismatch: m.idc_reason_selfie_mismatch,
};

export const PROVIDER: Record<S['IdentityProviderKind'], () => string> = {
  sandbox: m.ocase_provider_sandbox,
  stripe: m.ocase_provider_stripe,
};

export const AGREEMENT_TITLE: Record<S['AgreementKind'], () => string> = {
  contractor_agreement: m.agr_kind_contractor_agreement,
  nda: m.agr_kind_nda,
};

/** A decision of the case's record, in words: what was decided, on what. */
export function decisionText(record: OnboardingDecisionRecord): string {
  const kind = record.kind ? KIND_TITLE[record.kind]() : '';
  if (record.decision === 'approved') return m.ocase_decision_approved({ kind });
  if (record.decision === 'rejected') return m.ocase_decision_rejected({ kind });
  return record.decision === 'vetted' ? m.ocase_decision_vetted() : m.ocase_decision_needs_changes();
}

export const DECISION_TONE: Record<OnboardingDecisionRecord['decision'], StatusTone> = {
  approved: 'green',
  vetted: 'green',
  rejected: 'red',
  needs_changes: 'orange',
};
