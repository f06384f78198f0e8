import type { WorkScheduleRow } from '../db/schema.js';
import { iso, present } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';
import { localDate, scheduledWindow } from './local-time.js';
import { breakMinutes, toAttendanceSession, workedMinutes, type SessionRecord } from './session-view.js';

/*
 * A day of attendance measured against the schedule (the contract's DayMark), as a pure
 * function of the day's sessions, its leave and the time now. The rules, first that applies:
 *   on_leave     approved leave covers the working day (a half day halves the scheduled minutes;
 *                time worked still counts)
 *   in_progress  a session is still open
 *   day_off      not a working day of the contract, and no time (also ahead, so that a calendar
 *                shows the weekends to come); with time, on_time
 *   upcoming     a working day after today in the staff member's zone
 *   in_progress  the scheduled end has not come yet (a night shift that began yesterday is still
 *                in progress this morning)
 *   absent       a working day that is over with no session
 *   late         the first clock-in more than 10 minutes after the scheduled start (late wins
 *                over short)
 *   short        worked more than 15 minutes less than scheduled
 *   on_time      otherwise
 * A day before the contract's start date or after the day it ended is not a working day.
 */

export type AttendanceDay = Schema<'AttendanceDay'>;
export type LeaveOnDay = Schema<'LeaveOnDay'>;

const LATE_AFTER_MS = 10 * 60_000;
const SHORT_BY_MINUTES = 15;

/** The days the contract runs, both included (`last` is null while it runs). */
export interface ContractDays {
  first: string;
  last: string | null;
}

export interface DayFacts {
  date: string;
  now: Date;
  schedule: WorkScheduleRow;
  contract: ContractDays;
  /** The sessions whose work date this is, first clock-in first. */
  sessions: SessionRecord[];
  /** Approved leave covering the day, if any. */
  leave: LeaveOnDay | undefined;
}

export function contractDays(hire: { startDate: string; endedAt: Date | null; schedule: WorkScheduleRow }): ContractDays {
  return { first: hire.startDate, last: hire.endedAt && localDate(hire.schedule.timezone, hire.endedAt) };
}

const inContract = (date: string, c: ContractDays) => date >= c.first && (c.last === null || date <= c.last);

export function attendanceDay({ date, now, schedule, contract, sessions, leave }: DayFacts): AttendanceDay {
  const window = inContract(date, contract) ? scheduledWindow(schedule, date) : null;
  const scheduledFull = window ? Math.round((window.end.getTime() - window.start.getTime()) / 60_000) : 0;
  const leaveHere = window ? leave : undefined;
  const scheduled = !leaveHere ? scheduledFull : leaveHere.part_of_day === 'full' ? 0 : Math.round(scheduledFull / 2);
  const worked = sessions.reduce((sum, s) => sum + workedMinutes(s, now), 0);
  const firstIn = sessions[0]?.clockInAt;

  const mark = ((): Schema<'DayMark'> => {
    if (leaveHere) return 'on_leave';
    if (sessions.some((s) => s.clockOutAt === null)) return 'in_progress';
    if (!window) return sessions.length > 0 ? 'on_time' : 'day_off';
    if (date > localDate(schedule.timezone, now)) return 'upcoming';
    if (now < window.end) return 'in_progress';
    if (!firstIn) return 'absent';
    if (firstIn.getTime() - window.start.getTime() > LATE_AFTER_MS) return 'late';
    if (worked < scheduled - SHORT_BY_MINUTES) return 'short';
    return 'on_time';
  })();

  return {
    date,
    mark,
    scheduled_minutes: scheduled,
    worked_minutes: worked,
    break_minutes: sessions.reduce((sum, s) => sum + breakMinutes(s, now), 0),
    ...present('first_clock_in_at', firstIn && iso(firstIn)),
    ...present('leave', leaveHere),
    sessions: sessions.map((s) => toAttendanceSession(s, now)),
  };
}

/**
 * The range's totals. Scheduled minutes count the days up to today only, so that a month
 * looked at halfway compares the time worked with the time due so far.
 */
export function totalsOf(days: AttendanceDay[], today: string): Schema<'AttendanceTotals'> {
  const count = (mark: Schema<'DayMark'>) => days.filter((d) => d.mark === mark).length;
  return {
    scheduled_minutes: days.reduce((sum, d) => sum + (d.date > today ? 0 : d.scheduled_minutes), 0),
    worked_minutes: days.reduce((sum, d) => sum + d.worked_minutes, 0),
    on_time: count('on_time'),
    late: count('late'),
    short: count('short'),
    absent: count('absent'),
    on_leave: count('on_leave'),
    auto_closed: days.reduce((sum, d) => sum + d.sessions.filter((s) => s.auto_closed).length, 0),
  };
}
