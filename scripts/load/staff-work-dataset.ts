import type { Database } from '../../server/db/database.js';
import { iso, pick, rows, run } from './sql-text.js';
import {
  CORRECTION_REASONS,
  REPORT_BLOCKERS,
  REPORT_COMMENTS,
  REPORT_DONE,
  REPORT_PLANS,
  SICK_NOTES,
  TIME_OFF_DECLINE_REASONS,
  TIME_OFF_NOTES,
} from './vocabulary.js';

/*
 * A working year for the load's staff, made inside the database like the rest of the load data
 * (large-dataset.ts): attendance sessions with a break, a few late, short, forgotten and
 * corrected days, absences, end-of-day reports with some comments, and time off (approved,
 * declined, cancelled, one request waiting), on the working days of each hire's schedule and
 * in its time zone. The staff are the latest hire of each hired candidate, the bench
 * employer's first; each gets the 364 days before today, and their start date moves back to
 * the first of them (their pipeline dates stay as generated), so that a year of records is
 * also a year of contract. Each staff member's day n (1 = a year ago, 364 = yesterday) is
 * numbered, and every choice is arithmetic on (staff number, n), like every id.
 */

/** Attendance sessions of a staff member's year on average: 7 in 10 work five days a week, the rest three, less leave and absences. */
export const SESSIONS_A_YEAR = 218;

/** The tables filled here, bulk loaded with their indexes and foreign keys set aside. */
export const STAFF_WORK_TABLES = [
  'attendance_sessions',
  'attendance_breaks',
  'attendance_corrections',
  'attendance_changes',
  'eod_reports',
  'eod_report_comments',
  'time_off_requests',
];

const BENCH_EMPLOYER_ID = `md5('load-employer-1')::uuid`;
const DAYS = 364;

/** The staff numbered 1.., the bench employer's first: one hire per candidate, their latest. */
const STAFF = `select (row_number() over (order by o.employer_id <> ${BENCH_EMPLOYER_ID}, o.id))::int as s, o.id as offer_id, o.employer_id, o.candidate_id,
                      o.schedule, o.schedule->>'timezone' as tz, (now() at time zone (o.schedule->>'timezone'))::date as today,
                      (o.schedule->>'start_time')::time as starts, (o.schedule->>'end_time')::time as ends
                 from (select distinct on (candidate_id) id, employer_id, candidate_id, schedule
                         from offers where status = 'hired' order by candidate_id, hired_at desc, id) o`;

const staffBetween = (lo: number, hi: number) => `staff as (select * from (${STAFF}) numbered where s between ${lo} and ${hi})`;

/*
 * Six requests a staff member: five in the past year, request k in the slot of days
 * 15 + 70k to 15 + 70k + 48 so that none overlaps (k = 1 sick, k = 3 personal, the others
 * vacation; some declined or cancelled), and one waiting for an answer a week to a month ahead.
 */
const firstDayOf = (s: string, k: string) => `case when ${k} = 5 then ${DAYS} + 8 + ${s} % 21 else 15 + 70 * ${k} + (${s} * 13 + ${k} * 29) % 45 end`;
const lengthOf = (s: string, k: string) => `case ${k} when 1 then 1 + ${s} % 2 when 3 then 1 when 5 then 1 + ${s} % 3 else 1 + (${s} + ${k}) % 5 end`;
const statusOf = (s: string, k: string) =>
  `case when ${k} = 5 then 'requested' when ${k} = 2 and ${s} % 7 = 0 then 'declined' when ${k} = 4 and ${s} % 5 = 0 then 'cancelled' else 'approved' end`;
/** Whether day n of staff member s is on approved leave: only the slot n falls in can hold it. */
const onLeave = (s: string, n: string) =>
  `(${n} >= 15 and (${n} - 15) / 70 <= 4 and ${statusOf(s, `((${n} - 15) / 70)`)} = 'approved'
    and ${n} between ${firstDayOf(s, `((${n} - 15) / 70)`)} and ${firstDayOf(s, `((${n} - 15) / 70)`)} + ${lengthOf(s, `((${n} - 15) / 70)`)} - 1)`;
const LEAVE = `leave as (
  select st.*, k, first_n, first_n + ${lengthOf('st.s', 'k')} - 1 as last_n, ${statusOf('st.s', 'k')} as status,
         case k when 1 then 'sick' when 3 then 'personal' else 'vacation' end as kind
    from staff st cross join generate_series(0, 5) k, lateral (select ${firstDayOf('st.s', 'k')} as first_n) p)`;

/** How many staff members there are to give a working year to. */
export async function availableStaff(database: Database): Promise<number> {
  const [found] = await rows<{ n: number }>(database, `select count(distinct candidate_id)::int as n from offers where status = 'hired'`);
  return found!.n;
}

/** Fills staff numbers `lo` to `hi`. */
export async function insertStaffWork(database: Database, lo: number, hi: number): Promise<void> {
  await run(database, `with ${staffBetween(lo, hi)} update offers o set start_date = staff.today - ${DAYS} from staff where o.id = staff.offer_id`);
  await insertTimeOff(database, lo, hi);
  await insertDays(database, lo, hi);
}

function insertTimeOff(database: Database, lo: number, hi: number) {
  return run(
    database,
    `with ${staffBetween(lo, hi)}, ${LEAVE}
     insert into time_off_requests (id, offer_id, employer_id, candidate_id, kind, start_date, end_date, part_of_day, half_days, note, status,
                                    accepted_date, decline_reason, decided_at, created_at, updated_at)
     select md5('load-time-off-' || s || '-' || k)::uuid, offer_id, employer_id, candidate_id, kind, start_date, end_date, 'full', 2 * working,
            case when kind = 'sick' then ${pick(SICK_NOTES, 's')} when (s + k) % 3 <> 0 then ${pick(TIME_OFF_NOTES, 's + k')} end,
            status, case when status = 'approved' then (decided at time zone 'UTC')::date end,
            case when status = 'declined' then ${pick(TIME_OFF_DECLINE_REASONS, 's')} end,
            decided, asked, coalesce(decided, case when status = 'cancelled' then asked + interval '2 days' else asked end)
       from leave,
            lateral (select today - ${DAYS + 1} + first_n as start_date, today - ${DAYS + 1} + last_n as end_date) dates,
            lateral (select count(*)::int as working from generate_series(start_date, end_date, interval '1 day') g
                      where schedule->'work_days' ? to_char(g, 'dy')) counted,
            -- Asked two weeks ahead (a sick day on the morning itself); the waiting one in the last days.
            lateral (select case when status = 'requested' then now() - (1 + s % 5) * interval '1 day'
                                 when kind = 'sick' then (start_date + starts) at time zone tz - interval '1 hour'
                                 else (start_date - 14 + time '15:00') at time zone 'UTC' end as asked) asking,
            lateral (select case when status in ('approved', 'declined') then asked + interval '20 hours' end as decided) deciding
      where working > 0`,
  );
}

/**
 * Every working day of the year not on approved leave, with h a number 0-999 of (staff, day):
 * 0.8 % absent, then 4.2 % late, 3 % short, 0.8 % a forgotten clock-out, 1 % corrected (an
 * approved correction), and in the last two weeks 0.5 % a correction waiting; 90 % of the days
 * worked have a report, read within the day except some of the last three days'.
 */
function insertDays(database: Database, lo: number, hi: number) {
  const session = `md5('load-session-' || s || '-' || n)::uuid`;
  const correction = `md5('load-correction-' || s || '-' || n)::uuid`;
  const report = `md5('load-report-' || s || '-' || n)::uuid`;
  return run(
    database,
    `with ${staffBetween(lo, hi)},
     days as materialized (
       select st.s, st.offer_id, st.employer_id, st.candidate_id, n, day, h, kind, start_at, end_at, in_at, out_at, brk, brk_at,
              in_at + (sched + brk) * interval '1 minute' as full_out, in_at + round(sched * 0.3) * interval '1 minute' as mistaken_out,
              submitted, case when n > ${DAYS - 3} and h % 2 = 0 then null else least(submitted + (1 + h % 20) * interval '1 hour', now()) end as read_at
         from staff st cross join generate_series(1, ${DAYS}) n,
              lateral (select st.today - ${DAYS + 1} + n as day, ((st.s * 2654435761 + n * 40503) % 4294967296) % 1000 as h) d,
              lateral (select (day + st.starts) at time zone st.tz as start_at,
                              (day + case when st.ends <= st.starts then 1 else 0 end + st.ends) at time zone st.tz as end_at) scheduled,
              lateral (select extract(epoch from end_at - start_at) / 60 as sched,
                              case when h < 50 then 'late' when h < 80 then 'short' when h < 88 then 'forgotten' when h between 900 and 909 then 'corrected'
                                   when h between 910 and 914 and n > ${DAYS - 14} then 'pending' else 'on_time' end as kind) m,
              lateral (select start_at + (case when kind = 'late' then 12 + h % 40 else h % 13 - 8 end) * interval '1 minute' as in_at,
                              case when sched >= 360 then 30 + h % 31 else 10 + h % 11 end as brk) i,
              lateral (select in_at + (round(sched * 0.4) + h % 20) * interval '1 minute' as brk_at,
                              case when kind = 'forgotten' then greatest(end_at, in_at)
                                   when kind in ('short', 'pending') then end_at - (round(sched * 0.2) + h % 30) * interval '1 minute'
                                   when kind = 'late' then end_at + (h % 11) * interval '1 minute'
                                   else in_at + (sched + brk + h % 11) * interval '1 minute' end as out_at) o,
              lateral (select out_at - interval '3 minutes' as submitted) r
        where st.schedule->'work_days' ? to_char(day, 'dy') and h >= 8 and not ${onLeave('st.s', 'n')}),
     sessions as (
       insert into attendance_sessions (id, offer_id, employer_id, candidate_id, work_date, clock_in_at, clock_out_at, auto_closed, corrected, created_at)
       select ${session}, offer_id, employer_id, candidate_id, day, in_at, out_at, kind = 'forgotten', kind = 'corrected', in_at from days),
     breaks as (
       insert into attendance_breaks (id, session_id, start_at, end_at)
       select md5('load-break-' || s || '-' || n)::uuid, ${session}, brk_at, brk_at + brk * interval '1 minute' from days),
     corrections as (
       insert into attendance_corrections (id, offer_id, employer_id, candidate_id, session_id, work_date, clock_in_at, clock_out_at, reason, status, decided_at, created_at)
       select ${correction}, offer_id, employer_id, candidate_id, ${session}, day, in_at, case when kind = 'corrected' then out_at else full_out end,
              ${pick(CORRECTION_REASONS, 'h')}, case when kind = 'corrected' then 'approved' else 'pending' end,
              case when kind = 'corrected' then end_at + interval '1 day' end, end_at + interval '10 minutes'
         from days where kind in ('corrected', 'pending')),
     changes as (
       insert into attendance_changes (id, session_id, kind, correction_id, changed_by, before, after, created_at)
       select md5('load-change-' || s || '-' || n)::uuid, ${session}, case when kind = 'forgotten' then 'auto_closed' else 'correction_approved' end,
              case when kind = 'corrected' then ${correction} end, case when kind = 'corrected' then employer_id end,
              jsonb_build_object('clock_in_at', ${iso('in_at')}, 'clock_out_at', case when kind = 'corrected' then ${iso('mistaken_out')} end),
              jsonb_build_object('clock_in_at', ${iso('in_at')}, 'clock_out_at', ${iso('out_at')}),
              case when kind = 'forgotten' then out_at + interval '8 hours' else end_at + interval '1 day' end
         from days where kind in ('forgotten', 'corrected')),
     reports as (
       insert into eod_reports (id, offer_id, employer_id, candidate_id, work_date, done, blockers, plan, worked_minutes, submitted_at, updated_at, read_at)
       select ${report}, offer_id, employer_id, candidate_id, day, ${pick(REPORT_DONE, 'h + n')}, ${pick(REPORT_BLOCKERS, 'h / 7 + n')}, ${pick(REPORT_PLANS, 'h + 3 * n')},
              greatest(0, round((extract(epoch from submitted - in_at) / 60 - brk) / 15) * 15)::int, submitted, submitted, read_at
         from days where h % 10 <> 9)
     insert into eod_report_comments (id, report_id, author_id, body, created_at)
     select md5('load-comment-' || s || '-' || n)::uuid, ${report}, employer_id, ${pick(REPORT_COMMENTS, 'n')}, least(read_at + interval '10 minutes', now())
       from days where h % 10 <> 9 and h between 950 and 979 and read_at is not null`,
  );
}
