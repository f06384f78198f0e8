/**
 * The worksite audit's checklist (server/audits/), kept as data: the auditor answers each item
 * `meets`, `falls_short` (with a note) or `not_applicable`, and the answers are stored as they were
 * given (worksite_audits.checklist). Its order is the order an auditor walks a site: the room, the
 * machines, what keeps work going when the line or the power fails, then safety and data.
 */
export const AUDIT_CHECKLIST = [
  'seats_as_declared',
  'workstations_working',
  'connection_backup_tested',
  'power_backup_tested',
  'entry_controlled',
  'data_protected',
  'fire_safety',
  'working_conditions',
] as const;

export type AuditChecklistItem = (typeof AUDIT_CHECKLIST)[number];

export const AUDIT_RESULTS = ['meets', 'falls_short', 'not_applicable'] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];

export interface AuditAnswer {
  item: AuditChecklistItem;
  result: AuditResult;
  note: string;
}

/** The items not answered yet, in the checklist's order. */
export const unansweredItems = (answers: readonly { item: string }[]): AuditChecklistItem[] =>
  AUDIT_CHECKLIST.filter((item) => !answers.some((answer) => answer.item === item));

/** Whether any answer says the worksite falls short: such a worksite cannot pass. */
export const hasShortfall = (answers: readonly { result: string }[]): boolean => answers.some((answer) => answer.result === 'falls_short');
