// seed:large at a small size: the spread it promises, rows the lifecycle allows, and its refusal to mix with real users.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/database.js';
import { verifyPassword } from '../../server/auth/passwords.js';
import {
  BENCH_EMPLOYER,
  LOAD_PASSWORD,
  RefusedError,
  fillLargeDataset,
  layoutOf,
  loadSizes,
  prepareDatabase,
  type LoadReport,
} from '../../scripts/load/large-dataset.js';
import { SESSIONS_A_YEAR } from '../../scripts/load/staff-work-dataset.js';
import { openTestDatabase, type TestDatabase } from './harness.js';

let testDb: TestDatabase;
let db: Db;
let report: LoadReport;
const sizes = loadSizes({ applications: 4000, attendance: 2000 });
const quiet = () => {};

async function rows<T = Record<string, unknown>>(text: string): Promise<T[]> {
  return ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}
async function count(text: string): Promise<number> {
  return (await rows<{ n: number }>(`select count(*)::int as n from ${text}`))[0]!.n;
}

/** Every index and constraint of the schema, as PostgreSQL would recreate them. */
const schemaObjects = () =>
  rows<{ definition: string }>(
    `select indexdef as definition from pg_indexes where schemaname = current_schema()
     union all
     select c.relname || ': ' || pg_get_constraintdef(k.oid) from pg_constraint k join pg_class c on c.oid = k.conrelid
      where c.relnamespace = current_schema()::regnamespace
     order by 1`,
  );
let migratedSchema: { definition: string }[];

beforeAll(async () => {
  testDb = await openTestDatabase();
  db = testDb.database.db;
  await prepareDatabase(testDb.database, { reset: false, log: quiet, schemaName: testDb.schemaName });
  migratedSchema = await schemaObjects();
  report = await fillLargeDataset(testDb.database, sizes, quiet);
}, 240_000);
afterAll(async () => {
  await testDb?.drop();
});

describe('sizes', () => {
  test('jobs, candidates and messages follow the applications unless given', () => {
    expect(loadSizes({})).toEqual({ applications: 1_000_000, jobs: 100_000, candidates: 200_000, employers: 10_000, staff: 10_000, messages: 1_000_000, conversations: 100_000 });
    expect(loadSizes({ applications: 10_000, candidates: 5000 })).toEqual({
      applications: 10_000,
      jobs: 1000,
      candidates: 5000,
      employers: 100,
      staff: 100,
      messages: 10_000,
      conversations: 1000,
    });
    expect(loadSizes({ applications: 1_000_000, attendance: 1_000_000 }).staff).toBe(Math.ceil(1_000_000 / SESSIONS_A_YEAR));
  });

  test('the bench employer gets 50,000 of a million applications', () => {
    expect(layoutOf(loadSizes({})).benchApplications).toBe(50_000);
  });

  test('refuses sizes where a job would need more distinct applicants than there are candidates', () => {
    expect(() => layoutOf(loadSizes({ applications: 100_000, candidates: 500 }))).toThrow(RefusedError);
  });
});

describe('a filled database', () => {
  test('holds the promised counts', () => {
    expect(report.counts).toMatchObject({
      users: sizes.employers + sizes.candidates,
      jobs: sizes.jobs,
      candidate_profiles: sizes.candidates,
      applications: sizes.applications,
      staff: sizes.staff,
    });
    expect(report.benchApplications).toBe(layoutOf(sizes).benchApplications);
  });

  test('spreads applications unevenly: most employers have a few dozen, a few have many times more', async () => {
    const [spread] = await rows<{ median: number; top: number; employers: number }>(
      `select percentile_disc(0.5) within group (order by n)::int as median, max(n)::int as top, count(*)::int as employers
         from (select employer_id, count(*) n from applications group by 1) x`,
    );
    expect(spread!.employers).toBe(sizes.employers);
    expect(spread!.median).toBeGreaterThanOrEqual(20);
    expect(spread!.median).toBeLessThanOrEqual(80);
    expect(spread!.top).toBeGreaterThan(spread!.median * 5);
  });

  test('put back every index and foreign key it set aside', async () => {
    expect(migratedSchema.some((o) => o.definition.includes('applications_employer_idx'))).toBe(true);
    expect(migratedSchema.some((o) => o.definition.startsWith('applications: FOREIGN KEY (job_id)'))).toBe(true);
    expect(await schemaObjects()).toEqual(migratedSchema);
  });

  test('makes rows the lifecycle allows', async () => {
    expect(await count(`applications a join jobs j on j.id = a.job_id where j.employer_id <> a.employer_id or j.status = 'draft' or a.created_at < j.published_at or a.updated_at < a.created_at or a.updated_at > now()`)).toBe(0);
    expect(
      await count(`offers o join applications a on a.id = o.application_id
        where not ((o.status = 'pending' and a.status = 'offered') or (o.status = 'hired' and a.status = 'hired'))`),
    ).toBe(0);
    expect(await count(`applications a where a.status in ('offered', 'hired') and not exists (select 1 from offers o where o.application_id = a.id)`)).toBe(0);
    expect(await count(`offers where status = 'pending' and expires_at <= now()`)).toBe(0);
    expect(await count(`offers where status = 'hired' and (answered_at < sent_at or hired_at < answered_at or answered_at > expires_at)`)).toBe(0);
    expect(await count(`offers o join candidate_profiles p on p.user_id = o.candidate_id where o.status = 'hired' and not p.engaged`)).toBe(0);
    expect(await count(`candidate_profiles where engaged`)).toBeGreaterThan(0);
    expect(
      await count(`interviews i join applications a on a.id = i.application_id where a.status not in ('interviewing', 'offered', 'hired')`),
    ).toBe(0);
    expect(await count(`interviews where (status = 'accepted') <> (scheduled_at is not null)`)).toBe(0);
    expect(await count(`interviews where status = 'proposed' and (proposed_times->>0)::timestamptz <= now()`)).toBe(0);
    expect(await count(`applications where (status = 'rejected') <> (rejection_reason is not null)`)).toBe(0);
    expect(await count(`candidate_profiles where not complete or role is null or experience_level is null or monthly_rate_cents is null or cardinality(skills) = 0 or headline = ''`)).toBe(0);
    const statuses = (await rows<{ status: string }>(`select distinct status from applications order by 1`)).map((r) => r.status);
    expect(statuses).toEqual(['applied', 'hired', 'interviewing', 'invited', 'offered', 'rejected', 'shortlisted', 'withdrawn']);
  });

  test('gives its staff a working year on the days of their schedule, in its time zone, and about the attendance asked for', async () => {
    // About: the sessions come by whole staff members' years, and schedules of three or five days a week.
    expect(report.counts.attendance_sessions).toBeGreaterThan(2000 * 0.85);
    expect(report.counts.attendance_sessions).toBeLessThan(2000 * 1.15);
    expect(report.benchStaff?.email).toMatch(/^candidate-\d+@/);
    const sessions = `attendance_sessions s join offers o on o.id = s.offer_id`;
    expect(
      await count(`${sessions} where s.work_date <> (s.clock_in_at at time zone (o.schedule->>'timezone'))::date or not (o.schedule->'work_days' ? to_char(s.work_date, 'dy'))
        or s.work_date < o.start_date or s.work_date >= (now() at time zone (o.schedule->>'timezone'))::date or s.clock_out_at <= s.clock_in_at or o.status <> 'hired'`),
    ).toBe(0);
    expect(await count(`${sessions} join attendance_breaks b on b.session_id = s.id where b.start_at < s.clock_in_at or b.end_at > s.clock_out_at`)).toBe(0);
    expect(await count(`${sessions} join time_off_requests t on t.offer_id = s.offer_id and t.status = 'approved' and s.work_date between t.start_date and t.end_date`)).toBe(0);
    // Requests that still count never overlap; the one waiting is ahead.
    expect(
      await count(`time_off_requests a join time_off_requests b on b.offer_id = a.offer_id and b.id <> a.id and b.status in ('requested', 'approved')
        where a.status in ('requested', 'approved') and a.start_date <= b.end_date and b.start_date <= a.end_date`),
    ).toBe(0);
    expect(await count(`time_off_requests where status = 'requested' and start_date <= current_date`)).toBe(0);
    expect(await count(`attendance_sessions where auto_closed and not exists (select 1 from attendance_changes c where c.session_id = attendance_sessions.id and c.kind = 'auto_closed')`)).toBe(0);
    expect(await count(`eod_reports r where not exists (select 1 from attendance_sessions s where s.offer_id = r.offer_id and s.work_date = r.work_date)`)).toBe(0);
  });

  test('the bench employer signs in with the load password', async () => {
    const [row] = await rows<{ password_hash: string }>(`select password_hash from users where email = '${BENCH_EMPLOYER}'`);
    expect(await verifyPassword(row!.password_hash, LOAD_PASSWORD)).toBe(true);
  });

  test('refuses a second fill, and a database with real users unless told to reset it', async () => {
    const prepare = (reset: boolean) => prepareDatabase(testDb.database, { reset, log: quiet, schemaName: testDb.schemaName });
    await expect(prepare(false)).rejects.toThrow(/already holds load data/);
    await rows(`insert into users (email, password_hash, role, firstname, lastname, country, terms_accepted_at)
                values ('someone@example.test', 'x', 'employer', 'Real', 'Person', 'US', now())`);
    await expect(prepare(false)).rejects.toThrow(/1 real accounts/);
    await prepare(true);
    expect(await count('users')).toBe(0);
    expect(await count('applications')).toBe(0);
  });
});
