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
import { openTestDatabase, type TestDatabase } from './harness.js';

let testDb: TestDatabase;
let db: Db;
let report: LoadReport;
const sizes = loadSizes({ applications: 4000 });
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
  test('jobs and candidates follow the applications unless given', () => {
    expect(loadSizes({})).toEqual({ applications: 1_000_000, jobs: 100_000, candidates: 200_000, employers: 10_000 });
    expect(loadSizes({ applications: 10_000, candidates: 5000 })).toEqual({ applications: 10_000, jobs: 1000, candidates: 5000, employers: 100 });
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
