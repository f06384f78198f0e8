import { and, asc, desc, eq, gte, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import { attendanceBreaks, attendanceSessions, fractionalHourRanges, jobs, offers, users, type WorkScheduleRow } from '../db/schema.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { localDate } from '../staff-work/local-time.js';
import { workedMinutes, type BreakSpan, type SessionRecord } from '../staff-work/session-view.js';
import { monthEnd } from '../../src/shared/pricing.js';
import {
  billDateOf,
  coveredDays,
  fractionalFirstMonth,
  fractionalMonthCharge,
  monthStart,
  type FractionalMonthCharge,
  type HoursRange,
} from '../../src/shared/fractional-pricing.js';

/*
 * A fractional hire's months, read one way for every use: the overview and the month statement
 * show them, the monthly billing run charges them (server/billing/billing-run.ts). What a page
 * promises is what the run charges because both call `monthOfHire` (docs/decisions/018).
 *
 * A month is a month of the staff member's calendar (the schedule's time zone), as attendance
 * days are (docs/decisions/017). Hours are the closed sessions' worked minutes, breaks left out;
 * a session still open counts once it is closed.
 */

export interface FractionalHire {
  offerId: string;
  employerId: string;
  candidateId: string;
  candidateName: string;
  jobId: string;
  jobTitle: string;
  status: (typeof offers.$inferSelect)['status'];
  hourlyCents: number;
  /** The range the offer was accepted and paid for; later changes are `fractional_hour_ranges` rows. */
  offerRange: HoursRange;
  startDate: string;
  /** The day billing began (set when the hire was paid for); null before. */
  billingStart: string | null;
  endedAt: Date | null;
  schedule: WorkScheduleRow;
}

/** The fractional hires matching `where`, newest hire first. */
export async function fractionalHiresWhere(db: Queryable, where: SQL | undefined): Promise<FractionalHire[]> {
  const rows = await db
    .select({
      offer: offers,
      firstname: users.firstname,
      lastname: users.lastname,
      jobTitle: jobs.title,
    })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.candidateId))
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .where(and(eq(offers.contractType, 'fractional'), isNotNull(offers.hoursMin), where))
    .orderBy(desc(offers.hiredAt), desc(offers.id));
  return rows.map(({ offer, firstname, lastname, jobTitle }) => ({
    offerId: offer.id,
    employerId: offer.employerId,
    candidateId: offer.candidateId,
    candidateName: `${firstname} ${lastname}`,
    jobId: offer.jobId,
    jobTitle,
    status: offer.status,
    hourlyCents: offer.payCents,
    offerRange: { minHours: offer.hoursMin!, maxHours: offer.hoursMax! },
    startDate: offer.startDate,
    billingStart: offer.billingStartDate,
    endedAt: offer.endedAt,
    schedule: offer.schedule,
  }));
}

/** The day the contract ended, in the staff member's calendar; null while it runs. */
export const endDateOf = (hire: Pick<FractionalHire, 'endedAt' | 'schedule'>): string | null =>
  hire.endedAt ? localDate(hire.schedule.timezone, hire.endedAt) : null;

/** Today in the staff member's calendar. */
export const todayOfHire = (hire: Pick<FractionalHire, 'schedule'>, now: Date): string => localDate(hire.schedule.timezone, now);

export type RangeChanges = Map<string, { fromMonth: string; range: HoursRange }[]>;

/** The range changes of these hires, oldest first per hire. */
export async function rangeChangesOf(db: Queryable, offerIds: string[]): Promise<RangeChanges> {
  const changes: RangeChanges = new Map();
  if (offerIds.length === 0) return changes;
  const rows = await db
    .select()
    .from(fractionalHourRanges)
    .where(inArray(fractionalHourRanges.offerId, offerIds))
    .orderBy(asc(fractionalHourRanges.offerId), asc(fractionalHourRanges.fromMonth));
  for (const row of rows) {
    const list = changes.get(row.offerId) ?? [];
    list.push({ fromMonth: row.fromMonth, range: { minHours: row.hoursMin, maxHours: row.hoursMax } });
    changes.set(row.offerId, list);
  }
  return changes;
}

/** The range in force in `month`: the latest change from that month or before, else the offer's. */
export function rangeInForce(hire: Pick<FractionalHire, 'offerId' | 'offerRange'>, changes: RangeChanges, month: string): HoursRange {
  const first = monthStart(month);
  let range = hire.offerRange;
  for (const change of changes.get(hire.offerId) ?? []) if (change.fromMonth <= first) range = change.range;
  return range;
}

/** Minutes worked on each day from `from` to `to` in closed sessions, breaks left out; days without work are absent. */
export async function minutesByDay(
  db: Queryable,
  hire: Pick<FractionalHire, 'offerId' | 'employerId' | 'candidateId'>,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const sessions = await db
    .select()
    .from(attendanceSessions)
    .where(
      and(
        eq(attendanceSessions.employerId, hire.employerId),
        eq(attendanceSessions.candidateId, hire.candidateId),
        eq(attendanceSessions.offerId, hire.offerId),
        gte(attendanceSessions.workDate, from),
        lte(attendanceSessions.workDate, to),
        isNotNull(attendanceSessions.clockOutAt),
      ),
    )
    .orderBy(asc(attendanceSessions.workDate));
  const byDay = new Map<string, number>();
  if (sessions.length === 0) return byDay;
  const breaks = await db
    .select()
    .from(attendanceBreaks)
    .where(inArray(attendanceBreaks.sessionId, sessions.map((s) => s.id)));
  const bySession = new Map<string, BreakSpan[]>();
  for (const { sessionId, startAt, endAt } of breaks) bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), { startAt, endAt }]);
  for (const session of sessions) {
    const record: SessionRecord = { ...session, breaks: bySession.get(session.id) ?? [] };
    // Closed sessions only, so `now` never enters the sum.
    const minutes = workedMinutes(record, session.clockOutAt!);
    if (minutes > 0) byDay.set(session.workDate, (byDay.get(session.workDate) ?? 0) + minutes);
  }
  return byDay;
}

export interface HireMonth {
  /** The first day of the month. */
  month: string;
  /** The days of the month the hire covers (none when it covers no day). */
  periodStart: string;
  periodEnd: string;
  covered: { days: number; daysInMonth: number };
  range: HoursRange;
  days: { workDate: string; minutes: number }[];
  minutes: number;
  charge: FractionalMonthCharge;
  /** The bill that charges this month: the first of the next month. */
  billDate: string;
}

/**
 * One month of a hire whose billing has begun, priced by the shared rule. Null for a month the
 * hire covers no day of (before its billing start, after it ended), or a hire not yet paid for.
 */
export async function monthOfHire(db: Queryable, hire: FractionalHire, changes: RangeChanges, month: string): Promise<HireMonth | null> {
  if (!hire.billingStart) return null;
  const first = monthStart(month);
  const last = monthEnd(first);
  const endDate = endDateOf(hire);
  const covered = coveredDays(first, hire.billingStart, endDate);
  if (covered.days === 0) return null;
  const periodStart = hire.billingStart > first ? hire.billingStart : first;
  const periodEnd = endDate && endDate < last ? endDate : last;
  const byDay = await minutesByDay(db, hire, periodStart, periodEnd);
  const days = [...byDay].map(([workDate, minutes]) => ({ workDate, minutes })).sort((a, b) => a.workDate.localeCompare(b.workDate));
  const minutes = days.reduce((sum, day) => sum + day.minutes, 0);
  const range = rangeInForce(hire, changes, first);
  // Checkout paid the first month's minimum ahead, at the range the offer was paid for.
  const prepaidCents =
    monthStart(hire.billingStart) === first
      ? fractionalFirstMonth({ hourlyCents: hire.hourlyCents, range: hire.offerRange, startDate: hire.billingStart }).minimumCents
      : 0;
  const charge = fractionalMonthCharge({ hourlyCents: hire.hourlyCents, range, minutesWorked: minutes, covered, prepaidCents });
  return { month: first, periodStart, periodEnd, covered, range, days, minutes, charge, billDate: billDateOf(first) };
}
