import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/database.js';
import {
  activity,
  attendanceBreaks,
  attendanceChanges,
  attendanceCorrections,
  attendanceSessions,
  eodReportComments,
  eodReports,
  timeOffRequests,
} from '../db/schema.js';
import { addDays, eachDate, instantOf, isWorkingDay, localDate, scheduledWindow } from '../staff-work/local-time.js';
import type { DemoPerson } from './demo-data.js';
import type { DemoPipeline } from './demo-pipeline.js';
import type { DemoStaffWork, DemoWorkDay } from './demo-staff-work-data.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The sweep closes a forgotten session 8 hours after its scheduled end (server/housekeeping.ts). */
const FORGOTTEN_AFTER = 8 * HOUR;

// How each day differs from the last, in minutes, taken in turn: nobody sits down to the second.
const CLOCK_IN = [-4, 1, -7, -2, 3, -5, 0, -3, 2, -6, -1, 2, -2, -4, 1];
const BREAK_AFTER = [145, 160, 130, 150, 170, 140, 155, 135, 165, 150, 145, 160, 140, 155, 150];
const BREAK_LENGTH = [12, 15, 10, 14, 11, 15, 13, 10, 12, 15, 11, 14, 10, 13, 12];
/** Minutes worked beyond the scheduled length: breaks are unpaid, so a full day ends a little after the schedule. */
const STAYED = [6, 2, 9, 4, 0, 7, 3, 10, 5, 1, 8, 4, 6, 2, 9];
const turn = (list: number[], i: number) => list[i % list.length]!;
const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);
const quarterHours = (ms: number) => Math.round(ms / (15 * MINUTE)) * 15;

export interface DemoStaffWorkRows {
  sessions: (typeof attendanceSessions.$inferInsert)[];
  breaks: (typeof attendanceBreaks.$inferInsert)[];
  corrections: (typeof attendanceCorrections.$inferInsert)[];
  changes: (typeof attendanceChanges.$inferInsert)[];
  reports: (typeof eodReports.$inferInsert)[];
  comments: (typeof eodReportComments.$inferInsert)[];
  timeOff: (typeof timeOffRequests.$inferInsert)[];
  activity: (typeof activity.$inferInsert)[];
}

/**
 * Lays the story on the working days of the staff member's schedule, from the hire's start date
 * to the day before `now` in their time zone (today is left for whoever signs in to clock in),
 * with each side told of what the other did, as the product would have. Nothing when the
 * pipeline has no such hire (an e-mail of the story was already taken).
 */
export function buildDemoStaffWork(now: Date, pipeline: DemoPipeline, userIds: Map<string, string>, people: DemoPerson[], story: DemoStaffWork): DemoStaffWorkRows {
  const rows: DemoStaffWorkRows = { sessions: [], breaks: [], corrections: [], changes: [], reports: [], comments: [], timeOff: [], activity: [] };
  const offer = pipeline.offers.find((o) => o.status === 'hired' && o.employerId === userIds.get(story.employer) && o.candidateId === userIds.get(story.staff));
  if (!offer) return rows;
  const hire = { offerId: offer.id!, employerId: offer.employerId, candidateId: offer.candidateId, jobId: offer.jobId, applicationId: offer.applicationId, schedule: offer.schedule, startDate: offer.startDate };
  const person = (email: string) => people.find((p) => p.email === email)!;
  const staffName = `${person(story.staff).firstname} ${person(story.staff).lastname}`;
  const company = person(story.employer).companyName!;
  const ids = { offerId: hire.offerId, employerId: hire.employerId, candidateId: hire.candidateId };
  const tell = (to: 'employer' | 'staff', type: string, createdAt: Date) =>
    rows.activity.push({
      userId: to === 'employer' ? hire.employerId : hire.candidateId,
      type,
      jobId: hire.jobId,
      applicationId: hire.applicationId,
      counterpart: to === 'employer' ? staffName : company,
      createdAt,
    });

  const zone = hire.schedule.timezone;
  const today = localDate(zone, now);
  const workingDays = eachDate(hire.startDate, addDays(today, -1)).filter((date) => isWorkingDay(hire.schedule, date));
  const firstDays = workingDays.length - story.latest.length;
  if (firstDays < 1 || firstDays > story.first.length) {
    throw new Error(`demo data: ${story.staff} has ${workingDays.length} working days since the start date, the story tells ${story.latest.length} + up to ${story.first.length}`);
  }
  const days: DemoWorkDay[] = [...story.first.slice(0, firstDays).map((d) => ({ day: 'on_time' as const, ...d })), ...[...story.latest].reverse()];

  days.forEach((plan, i) => {
    const date = workingDays[i]!;
    const scheduled = scheduledWindow(hire.schedule, date)!;
    const { day } = plan;
    if (day === 'absent') return;
    if (typeof day === 'object' && 'leave' in day) {
      // Asked two weeks ahead, or on the first day if that was later.
      const requestedAt = new Date(Math.max(instantOf(zone, addDays(date, -14), '14:00').getTime(), instantOf(zone, hire.startDate, '14:00').getTime()));
      const decidedAt = new Date(requestedAt.getTime() + 19 * HOUR);
      rows.timeOff.push({
        ...ids, kind: day.leave.kind, startDate: date, endDate: date, partOfDay: 'full', halfDays: 2, note: day.leave.note,
        status: 'approved', acceptedDate: decidedAt.toISOString().slice(0, 10), decidedAt, createdAt: requestedAt, updatedAt: decidedAt,
      });
      tell('employer', 'time_off_requested', requestedAt);
      tell('staff', 'time_off_approved', decidedAt);
      return;
    }

    const sessionId = randomUUID();
    const clockIn = plus(scheduled.start, typeof day === 'object' && 'late' in day ? day.late : turn(CLOCK_IN, i));
    const breakStart = plus(scheduled.start, turn(BREAK_AFTER, i));
    const breakMinutes = turn(BREAK_LENGTH, i);
    const scheduledMinutes = (scheduled.end.getTime() - scheduled.start.getTime()) / MINUTE;
    // When the work really ended: a late start is not made up the same day.
    const endOfWork =
      typeof day === 'object' && 'correction' in day
        ? instantOf(zone, date, day.correction.clockOutAt)
        : typeof day === 'object' && 'late' in day
          ? plus(scheduled.end, turn(STAYED, i))
          : plus(clockIn, scheduledMinutes + breakMinutes + turn(STAYED, i));
    const clockOut = typeof day === 'object' && 'clockedOutAt' in day ? instantOf(zone, date, day.clockedOutAt) : day === 'forgot_clock_out' ? scheduled.end : endOfWork;
    rows.sessions.push({ id: sessionId, ...ids, workDate: date, clockInAt: clockIn, clockOutAt: clockOut, autoClosed: day === 'forgot_clock_out', createdAt: clockIn });
    rows.breaks.push({ sessionId, startAt: breakStart, endAt: plus(breakStart, breakMinutes) });

    if (day === 'forgot_clock_out') {
      const closedAt = new Date(scheduled.end.getTime() + FORGOTTEN_AFTER);
      rows.changes.push({
        sessionId, kind: 'auto_closed', changedBy: null, createdAt: closedAt,
        before: { clock_in_at: clockIn.toISOString(), clock_out_at: null },
        after: { clock_in_at: clockIn.toISOString(), clock_out_at: clockOut.toISOString() },
      });
      tell('employer', 'clock_out_forgotten', closedAt);
    }
    if (typeof day === 'object' && 'correction' in day) {
      const requestedAt = plus(endOfWork, 3);
      rows.corrections.push({ ...ids, sessionId, workDate: date, clockInAt: clockIn, clockOutAt: endOfWork, reason: day.correction.reason, status: 'pending', createdAt: requestedAt });
      tell('employer', 'correction_requested', requestedAt);
    }
    if (plan.report) {
      const reportId = randomUUID();
      const submittedAt = plus(endOfWork, -3);
      const readAt = plan.unread ? null : plus(submittedAt, 130 + 7 * i);
      rows.reports.push({
        id: reportId, ...ids, workDate: date, done: plan.report.done, blockers: plan.report.blockers ?? '', plan: plan.report.plan,
        workedMinutes: quarterHours(submittedAt.getTime() - clockIn.getTime() - breakMinutes * MINUTE), submittedAt, updatedAt: submittedAt, readAt,
      });
      tell('employer', 'report_filed', submittedAt);
      if (plan.comment && readAt) {
        const commentedAt = plus(readAt, 4);
        rows.comments.push({ reportId, authorId: hire.employerId, body: plan.comment, createdAt: commentedAt });
        tell('staff', 'report_commented', commentedAt);
      }
    }
  });

  const ahead = eachDate(addDays(today, story.pending.inDays), addDays(today, story.pending.inDays + 6)).find((date) => isWorkingDay(hire.schedule, date))!;
  const askedAt = new Date(now.getTime() - 20 * HOUR);
  rows.timeOff.push({
    ...ids, kind: story.pending.kind, startDate: ahead, endDate: ahead, partOfDay: 'full', halfDays: 2, note: story.pending.note,
    status: 'requested', createdAt: askedAt, updatedAt: askedAt,
  });
  tell('employer', 'time_off_requested', askedAt);
  return rows;
}

/** Writes the rows in the order their references need. */
export async function insertDemoStaffWork(tx: Tx, rows: DemoStaffWorkRows): Promise<void> {
  if (rows.sessions.length) await tx.insert(attendanceSessions).values(rows.sessions);
  if (rows.breaks.length) await tx.insert(attendanceBreaks).values(rows.breaks);
  if (rows.corrections.length) await tx.insert(attendanceCorrections).values(rows.corrections);
  if (rows.changes.length) await tx.insert(attendanceChanges).values(rows.changes);
  if (rows.reports.length) await tx.insert(eodReports).values(rows.reports);
  if (rows.comments.length) await tx.insert(eodReportComments).values(rows.comments);
  if (rows.timeOff.length) await tx.insert(timeOffRequests).values(rows.timeOff);
  if (rows.activity.length) await tx.insert(activity).values(rows.activity);
}
