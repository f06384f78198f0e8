import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { attendanceBreaks, attendanceCorrections, attendanceSessions, timeOffRequests } from '../db/schema.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import type { DateRange } from './date-range.js';
import type { LeaveOnDay } from './day-marks.js';
import type { Hire } from './hires.js';
import { eachDate } from './local-time.js';
import type { BreakSpan, SessionRecord } from './session-view.js';

/*
 * The rows of a hire's attendance for a range of days. Each query names the hire and both its
 * parties, so it reads off the `(employer_id, candidate_id, work_date)` indexes and can never
 * return another tenant's rows, whoever asks.
 */

const ofHire = (table: typeof attendanceSessions | typeof attendanceCorrections | typeof timeOffRequests, hire: Hire) =>
  and(eq(table.employerId, hire.employerId), eq(table.candidateId, hire.candidateId), eq(table.offerId, hire.offerId));

/** The sessions worked on the days of `range`, first clock-in first, each with its breaks. */
export async function sessionsOf(db: Queryable, hire: Hire, range: DateRange): Promise<SessionRecord[]> {
  const sessions = await db
    .select()
    .from(attendanceSessions)
    .where(and(ofHire(attendanceSessions, hire), gte(attendanceSessions.workDate, range.from), lte(attendanceSessions.workDate, range.to)))
    .orderBy(asc(attendanceSessions.clockInAt), asc(attendanceSessions.id));
  return withBreaks(db, sessions);
}

async function withBreaks(db: Queryable, sessions: Omit<SessionRecord, 'breaks'>[]): Promise<SessionRecord[]> {
  if (sessions.length === 0) return [];
  const rows = await db
    .select()
    .from(attendanceBreaks)
    .where(inArray(attendanceBreaks.sessionId, sessions.map((s) => s.id)))
    .orderBy(asc(attendanceBreaks.startAt));
  const bySession = new Map<string, BreakSpan[]>();
  for (const { sessionId, startAt, endAt } of rows) bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), { startAt, endAt }]);
  return sessions.map((s) => ({ ...s, breaks: bySession.get(s.id) ?? [] }));
}

/** Approved leave by day, on the days of `range` (the caller keeps it to working days). */
export async function leaveOf(db: Queryable, hire: Hire, range: DateRange): Promise<Map<string, LeaveOnDay>> {
  const requests = await db
    .select({ id: timeOffRequests.id, kind: timeOffRequests.kind, partOfDay: timeOffRequests.partOfDay, startDate: timeOffRequests.startDate, endDate: timeOffRequests.endDate })
    .from(timeOffRequests)
    .where(
      and(
        ofHire(timeOffRequests, hire),
        eq(timeOffRequests.status, 'approved'),
        lte(timeOffRequests.startDate, range.to),
        gte(timeOffRequests.endDate, range.from),
      ),
    );
  const byDay = new Map<string, LeaveOnDay>();
  for (const r of requests) {
    const from = r.startDate > range.from ? r.startDate : range.from;
    const to = r.endDate < range.to ? r.endDate : range.to;
    for (const date of eachDate(from, to)) byDay.set(date, { request_id: r.id, kind: r.kind, part_of_day: r.partOfDay });
  }
  return byDay;
}

/** The correction requests of the range's days: pending first, then the latest asked. */
export async function correctionsOf(db: Queryable, hire: Hire, range: DateRange) {
  return db
    .select()
    .from(attendanceCorrections)
    .where(and(ofHire(attendanceCorrections, hire), gte(attendanceCorrections.workDate, range.from), lte(attendanceCorrections.workDate, range.to)))
    .orderBy(sql`${attendanceCorrections.status} = 'pending' desc`, desc(attendanceCorrections.createdAt), asc(attendanceCorrections.id));
}

/** The staff member's open session in this hire (a writer holds the hire's lock, which every change of its sessions takes first). */
export async function openSessionOf(db: Queryable, hire: Hire): Promise<SessionRecord | undefined> {
  const [open] = await db
    .select()
    .from(attendanceSessions)
    .where(and(ofHire(attendanceSessions, hire), isNull(attendanceSessions.clockOutAt)));
  return open && (await withBreaks(db, [open]))[0];
}

/** Sessions the server closed for a forgotten clock-out, on days since `since`, that no correction has been asked for. */
export async function forgottenSessionsOf(db: Queryable, hire: Hire, since: string): Promise<SessionRecord[]> {
  const sessions = await db
    .select()
    .from(attendanceSessions)
    .where(
      and(
        ofHire(attendanceSessions, hire),
        eq(attendanceSessions.autoClosed, true),
        gte(attendanceSessions.workDate, since),
        sql`not exists (select 1 from ${attendanceCorrections} where ${attendanceCorrections.sessionId} = ${attendanceSessions.id})`,
      ),
    )
    .orderBy(desc(attendanceSessions.clockInAt));
  return withBreaks(db, sessions);
}
