import { m } from '@/generated/paraglide/messages.js';
import type { components } from '@/generated/api';
import type { StatusTone } from '@/ui/StatusBadge';

/* The words and tones of the BPO's choices and statuses, shared by its pages and its dashboard home. */

type S = components['schemas'];

export const SERVICES: Record<S['BpoService'], () => string> = {
  customer_support: m.bpo_service_customer_support,
  technical_support: m.bpo_service_technical_support,
  back_office: m.bpo_service_back_office,
  sales: m.bpo_service_sales,
  content_moderation: m.bpo_service_content_moderation,
  bookkeeping: m.bpo_service_bookkeeping,
  software_development: m.bpo_service_software_development,
};

export const CONNECTIONS: Record<S['ConnectionRedundancy'], () => string> = {
  none: m.bpo_connection_none,
  backup_line: m.bpo_connection_backup_line,
  dual_providers: m.bpo_connection_dual_providers,
};

export const POWER: Record<S['PowerRedundancy'], () => string> = {
  none: m.bpo_power_none,
  ups: m.bpo_power_ups,
  generator: m.bpo_power_generator,
  ups_and_generator: m.bpo_power_ups_and_generator,
};

export const MEASURES: Record<S['SecurityMeasure'], () => string> = {
  cctv: m.bpo_measure_cctv,
  access_control: m.bpo_measure_access_control,
  security_guard: m.bpo_measure_security_guard,
  clean_desk: m.bpo_measure_clean_desk,
  locked_storage: m.bpo_measure_locked_storage,
  visitor_log: m.bpo_measure_visitor_log,
};

export const ACCREDITATION: Record<S['BpoAccreditationStatus'], { label: () => string; tone: StatusTone; body: () => string }> = {
  not_applied: { label: m.bpo_accreditation_not_applied, tone: 'gray', body: m.bpo_accreditation_not_applied_body },
  applied: { label: m.bpo_accreditation_applied, tone: 'blue', body: m.bpo_accreditation_applied_body },
  accredited: { label: m.bpo_accreditation_accredited, tone: 'green', body: m.bpo_accreditation_accredited_body },
};

export const AUDIT: Record<S['WorksiteAuditStatus'], { label: () => string; tone: StatusTone }> = {
  none: { label: m.bpo_audit_none, tone: 'gray' },
  pending: { label: m.bpo_audit_pending, tone: 'orange' },
  passed: { label: m.bpo_audit_passed, tone: 'green' },
  failed: { label: m.bpo_audit_failed, tone: 'red' },
};

export const WORKSITE_STATUS: Record<S['WorksiteStatus'], () => string> = {
  active: m.bpo_worksite_active,
  closed: m.bpo_worksite_closed,
};
