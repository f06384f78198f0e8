import { m } from '@/generated/paraglide/messages.js';
import { partOfDayLabel, timeOffKindLabel } from '@/lib/labels';
import type { AttendanceDay } from './api';

/**
 * What a day's mark alone does not say: a clock-out forgotten (closed by the server at the
 * scheduled end), times changed by an approved correction, the leave that covers it.
 */
export function dayNotes(day: AttendanceDay): string[] {
  const notes: string[] = [];
  if (day.sessions.some((session) => session.auto_closed)) notes.push(m.staffwork_note_forgotten());
  if (day.sessions.some((session) => session.corrected)) notes.push(m.staffwork_note_corrected());
  if (day.leave) {
    const kind = timeOffKindLabel(day.leave.kind);
    notes.push(day.leave.part_of_day === 'full' ? kind : `${kind} (${partOfDayLabel(day.leave.part_of_day)})`);
  }
  return notes;
}
