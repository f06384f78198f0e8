import type { attendanceCorrections, attendanceSessions } from '../db/schema.js';
import { iso, present } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';

/*
 * A session of attendance as the contract shows it, and the minutes it is worth. Worked time is
 * clock-in to clock-out (or now, while open) less the breaks, each break counted only inside the
 * session: a break left open when the session closed, or one a correction moved the session
 * away from, never takes more than the session had.
 */

export type SessionRow = typeof attendanceSessions.$inferSelect;
export type CorrectionRow = typeof attendanceCorrections.$inferSelect;

export interface BreakSpan {
  startAt: Date;
  endAt: Date | null;
}

export type SessionRecord = SessionRow & { breaks: BreakSpan[] };

const MINUTE_MS = 60_000;

/** Milliseconds of breaks inside the session as it stands at `now`. */
function breakMs(session: SessionRecord, now: Date): number {
  const start = session.clockInAt.getTime();
  const end = (session.clockOutAt ?? now).getTime();
  let total = 0;
  for (const b of session.breaks) {
    const from = Math.max(b.startAt.getTime(), start);
    const to = Math.min((b.endAt ?? now).getTime(), end);
    if (to > from) total += to - from;
  }
  return total;
}

export const breakMinutes = (session: SessionRecord, now: Date): number => Math.floor(breakMs(session, now) / MINUTE_MS);

export function workedMinutes(session: SessionRecord, now: Date): number {
  const span = Math.max(0, (session.clockOutAt ?? now).getTime() - session.clockInAt.getTime());
  return Math.floor((span - breakMs(session, now)) / MINUTE_MS);
}

export function toAttendanceSession(session: SessionRecord, now: Date): Schema<'AttendanceSession'> {
  return {
    id: session.id,
    work_date: session.workDate,
    clock_in_at: iso(session.clockInAt),
    clock_out_at: session.clockOutAt && iso(session.clockOutAt),
    breaks: session.breaks.map((b) => ({ start_at: iso(b.startAt), end_at: b.endAt && iso(b.endAt) })),
    worked_minutes: workedMinutes(session, now),
    auto_closed: session.autoClosed,
    corrected: session.corrected,
  };
}

export function toCorrection(row: CorrectionRow): Schema<'AttendanceCorrection'> {
  return {
    id: row.id,
    ...present('session_id', row.sessionId),
    work_date: row.workDate,
    clock_in_at: iso(row.clockInAt),
    clock_out_at: iso(row.clockOutAt),
    reason: row.reason,
    status: row.status,
    requested_at: iso(row.createdAt),
    ...present('decided_at', row.decidedAt && iso(row.decidedAt)),
    ...present('decline_reason', row.declineReason),
  };
}
