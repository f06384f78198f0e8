import { m } from '@/generated/paraglide/messages.js';
import type { IdentityCheck, PhotoIssue, PhotoSide, SandboxOutcome } from '@/machines/identity-check.machine';
import { IDENTITY_PHOTO } from '@/shared/identity';
import { megabytes } from '@/shared/uploads';
import type { StatusTone } from '@/ui/StatusBadge';

export const SIDE_LABEL: Record<PhotoSide, () => string> = { document_front: m.idc_photo_document, selfie: m.idc_photo_selfie };

export const OUTCOME_LABEL: Record<SandboxOutcome, () => string> = {
  verified: m.idc_outcome_verified,
  document_unverified: m.idc_outcome_document_unverified,
  document_expired: m.idc_outcome_document_expired,
  selfie_mismatch: m.idc_outcome_selfie_mismatch,
};

export const REASON_TEXT: Record<NonNullable<IdentityCheck['reason']>, () => string> = {
  document_unverified: m.idc_reason_document_unverified,
  document_expired: m.idc_reason_document_expired,
  selfie_mismatch: m.idc_reason_selfie_mismatch,
};

export const STATUS: Record<IdentityCheck['status'], { tone: StatusTone; label: () => string }> = {
  started: { tone: 'gray', label: m.idc_status_started },
  processing: { tone: 'blue', label: m.idc_status_processing },
  verified: { tone: 'green', label: m.idc_status_verified },
  failed: { tone: 'red', label: m.idc_status_failed },
};

/** Why a photo was not sent, in words. */
export function photoIssueText(issue: PhotoIssue): string {
  if (issue === 'missing') return m.idc_photo_missing();
  if (issue === 'empty') return m.idc_photo_empty();
  if (issue === 'type') return m.idc_photo_type();
  return m.idc_photo_too_large({ megabytes: megabytes(IDENTITY_PHOTO) });
}
