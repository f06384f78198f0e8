import { daysIncluded } from './month';

/** The longest export the server makes (openapi/paths/staff-work.yaml, exportStaffRecords): a year, a leap year included. */
export const EXPORT_MAX_DAYS = 366;

export interface ExportRangeProblem {
  field: 'from' | 'to';
  reason: 'missing' | 'order' | 'too_long';
}

/** What stops a range of days from being exported; undefined when the server will take it. Dates written alike compare as strings. */
export function exportRangeProblem(from: string, to: string): ExportRangeProblem | undefined {
  if (!from) return { field: 'from', reason: 'missing' };
  if (!to) return { field: 'to', reason: 'missing' };
  if (from > to) return { field: 'to', reason: 'order' };
  if (daysIncluded(from, to) > EXPORT_MAX_DAYS) return { field: 'to', reason: 'too_long' };
  return undefined;
}
