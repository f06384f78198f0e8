import { m } from '@/generated/paraglide/messages.js';
import type { AuditChecklistItem, AuditResult } from '@/shared/audit-checklist';
import type { StatusTone } from '@/ui/StatusBadge';
import type { AuditQueueState, AuditStatus } from './api';

// The words of worksite audits (messages/<locale>/worksite-audits.json), shared by the
// administrators' queue, the auditor's pages and the dashboard's card.

export const QUEUE_STATE: Record<AuditQueueState, { label: () => string; tone: StatusTone }> = {
  awaiting: { label: m.aud_state_awaiting, tone: 'orange' },
  pending: { label: m.aud_state_pending, tone: 'blue' },
  passed: { label: m.aud_state_passed, tone: 'green' },
  failed: { label: m.aud_state_failed, tone: 'red' },
};

export const STATUS: Record<AuditStatus, { label: () => string; tone: StatusTone }> = {
  assigned: { label: m.aud_status_assigned, tone: 'gray' },
  in_progress: { label: m.aud_status_in_progress, tone: 'blue' },
  passed: { label: m.aud_status_passed, tone: 'green' },
  failed: { label: m.aud_status_failed, tone: 'red' },
};

export const ITEM: Record<AuditChecklistItem, () => string> = {
  seats_as_declared: m.aud_item_seats_as_declared,
  workstations_working: m.aud_item_workstations_working,
  connection_backup_tested: m.aud_item_connection_backup_tested,
  power_backup_tested: m.aud_item_power_backup_tested,
  entry_controlled: m.aud_item_entry_controlled,
  data_protected: m.aud_item_data_protected,
  fire_safety: m.aud_item_fire_safety,
  working_conditions: m.aud_item_working_conditions,
};

export const RESULT: Record<AuditResult, () => string> = {
  meets: m.aud_result_meets,
  falls_short: m.aud_result_falls_short,
  not_applicable: m.aud_result_not_applicable,
};

/** What a worksite declares, as the BPO's worksite editor offers it (server/db/schema.ts, worksites). */
const CONNECTION: Record<string, () => string> = {
  none: m.aud_conn_none,
  backup_line: m.aud_conn_backup_line,
  dual_providers: m.aud_conn_dual_providers,
};
const POWER: Record<string, () => string> = {
  none: m.aud_power_none,
  ups: m.aud_power_ups,
  generator: m.aud_power_generator,
  ups_and_generator: m.aud_power_ups_and_generator,
};
const SECURITY: Record<string, () => string> = {
  cctv: m.aud_sec_cctv,
  access_control: m.aud_sec_access_control,
  security_guard: m.aud_sec_security_guard,
  clean_desk: m.aud_sec_clean_desk,
  locked_storage: m.aud_sec_locked_storage,
  visitor_log: m.aud_sec_visitor_log,
};

/** A declared value's words; a value this page does not know yet is shown as it came. */
const wordOf = (table: Record<string, () => string>, value: string) => table[value]?.() ?? value;
export const connectionLabel = (value: string) => wordOf(CONNECTION, value);
export const powerLabel = (value: string) => wordOf(POWER, value);
export const securityLabel = (value: string) => wordOf(SECURITY, value);
