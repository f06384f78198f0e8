import type { Database } from '../../server/db/database.js';
import { migrate } from '../../server/db/migrate.js';
import { hashPassword } from '../../server/auth/passwords.js';
import {
  APPLICATION_NOTES,
  CANDIDATE_COUNTRIES,
  COMPANY_KINDS,
  COMPANY_WORDS,
  EMPLOYER_COUNTRIES,
  FIRST_NAMES,
  INVITATION_MESSAGES,
  LAST_NAMES,
  REJECTION_REASONS,
  ROLES,
  TITLE_PREFIXES,
} from './vocabulary.js';
import { iso, lit, pick, rows, run, textArray } from './sql-text.js';
import { SESSIONS_A_YEAR, STAFF_WORK_TABLES, availableStaff, insertStaffWork } from './staff-work-dataset.js';
import { MESSAGE_TABLES, deepThread, insertMessages, messageLayout, messageSizes, type DeepThread } from './messages-dataset.js';

/**
 * A large, realistic dataset made inside the database with generate_series: no row
 * crosses the wire, so a million applications take minutes, not hours. Every id is
 * md5 of a kind and a number, so an application can name its job and candidate by
 * arithmetic instead of a lookup.
 */

export const LOAD_DOMAIN = 'load.remotehire.test';
export const BENCH_EMPLOYER = `bench-employer@${LOAD_DOMAIN}`;
/** Every load account signs in with it (one argon2 hash, computed once). */
export const LOAD_PASSWORD = 'Load-Test-2026';

export interface LoadSizes {
  applications: number;
  jobs: number;
  candidates: number;
  employers: number;
  /** Staff members given a working year (attendance, reports, time off), at most one per hired candidate. */
  staff: number;
  /** Messages, in conversations about applications (messages-dataset.ts). */
  messages: number;
  conversations: number;
}

/**
 * Jobs, candidates, staff and messages scale with the applications unless given: 1,000,000 →
 * 100,000 jobs, 200,000 candidates, 10,000 staff, 1,000,000 messages in 100,000 conversations.
 * `attendance` asks for about that many attendance sessions instead, through the number of staff
 * (each has a year of them).
 */
export function loadSizes(opts: {
  applications?: number;
  jobs?: number;
  candidates?: number;
  attendance?: number;
  messages?: number;
  conversations?: number;
}): LoadSizes {
  const applications = opts.applications ?? 1_000_000;
  const jobs = opts.jobs ?? Math.max(20, Math.round(applications / 10));
  const candidates = opts.candidates ?? Math.max(100, Math.round(applications / 5));
  const employers = Math.max(3, Math.round(jobs / 10));
  const staff = opts.attendance !== undefined ? Math.ceil(opts.attendance / SESSIONS_A_YEAR) : Math.max(1, Math.round(applications / 100));
  return { applications, jobs, candidates, employers, staff, ...messageSizes({ messages: opts.messages ?? applications, conversations: opts.conversations }) };
}

/** A reason to stop before touching the database; printed without a stack trace. */
export class RefusedError extends Error {}

/**
 * How the rows are spread. The bench employer owns 1% of the jobs and 5% of the
 * applications (50,000 of a million). The other employers own the remaining published
 * jobs in contiguous runs, and applications fall on those jobs with density ∝ x^-2/3
 * (job = x³ of the way along): a handful of employers get tens of thousands, most a
 * few dozen. Drafts come last and are dealt round-robin, since nobody applies to them.
 */
export function layoutOf(s: LoadSizes) {
  const drafts = Math.floor(s.jobs * 0.06);
  const published = s.jobs - drafts;
  const benchJobs = Math.max(1, Math.round(s.jobs * 0.01));
  const benchApplications = Math.round(s.applications * 0.05);
  const otherJobs = published - benchJobs;
  const otherApplications = s.applications - benchApplications;
  if (otherJobs < s.employers - 1) throw new RefusedError(`${s.jobs} jobs are too few for ${s.employers} employers.`);
  // A job's applicants are a contiguous run of application numbers, and candidate = a·P mod C
  // is one-to-one over any C consecutive numbers: a run no longer than C never repeats a candidate.
  const busiestJob = Math.max(Math.ceil(benchApplications / benchJobs), Math.ceil(otherApplications * Math.cbrt(1 / otherJobs)) + 1);
  if (busiestJob > s.candidates) {
    throw new RefusedError(`The busiest job would need ${busiestJob} distinct applicants but there are only ${s.candidates} candidates; give more --candidates.`);
  }
  const prime = [7919, 104729, 1299709].find((p) => s.candidates % p !== 0)!;
  return { drafts, published, benchJobs, benchApplications, otherJobs, otherApplications, prime, busiestJob };
}

const ROLES_CTE = `roles(idx, role, industry, monthly, title, skills) as (values ${ROLES.map(
  (r, i) => `(${i}, ${lit(r.role)}, ${lit(r.industry)}, ${r.typicalMonthlyCents}, ${lit(r.title)}, ${textArray(r.skills)})`,
).join(',')})`;
const LEVELS = `(array['entry','intermediate','expert'])`;
const LEVEL_FACTOR = `(array[0.65, 1.0, 1.55])`;
const HOURS_PER_MONTH = (40 * 52) / 12;

// Which status an application number gets: most are waiting, some move on, a few are hired
// (1.1 %: a million applications make some 11,000 different staff members, enough for the
// 10,000 whose working year staff-work-dataset.ts fills).
const STATUS_OF = (a: string) => `(case
  when (${a} * 2654435761) % 4294967296 % 1000 < 550 then 'applied'
  when (${a} * 2654435761) % 4294967296 % 1000 < 660 then 'shortlisted'
  when (${a} * 2654435761) % 4294967296 % 1000 < 740 then 'interviewing'
  when (${a} * 2654435761) % 4294967296 % 1000 < 750 then 'offered'
  when (${a} * 2654435761) % 4294967296 % 1000 < 761 then 'hired'
  when (${a} * 2654435761) % 4294967296 % 1000 < 880 then 'rejected'
  when (${a} * 2654435761) % 4294967296 % 1000 < 950 then 'withdrawn'
  else 'invited' end)`;

const BULK_LOADED_TABLES = ['jobs', 'candidate_profiles', 'applications', 'interviews', 'offers', ...STAFF_WORK_TABLES, ...MESSAGE_TABLES];

export interface LoadReport {
  sizes: LoadSizes;
  counts: Record<string, number>;
  benchApplications: number;
  /** A staff member of the bench employer with a working year, on the longest week of the bench employer's schedules. */
  benchStaff: { id: string; email: string } | undefined;
  /** The bench employer's conversation with the most messages. */
  benchThread: DeepThread;
  seconds: Record<string, number>;
}

type Log = (line: string) => void;

/**
 * Migrates, then checks that the database may be filled: with `reset`, every table of
 * the schema is dropped and recreated first; without it, only a database with no
 * accounts but the demo ones is accepted, so real users are never mixed with load data.
 * `schemaName` is a PostgreSQL schema of its own (the benchmark's), which also keeps
 * its migration journal.
 */
export async function prepareDatabase(database: Database, opts: { reset: boolean; log: Log; schemaName?: string }): Promise<void> {
  if (opts.reset) {
    const tables = await rows<{ tablename: string }>(database, `select tablename from pg_tables where schemaname = current_schema()`);
    if (tables.length) await run(database, `drop table if exists ${tables.map((t) => `"${t.tablename}"`).join(', ')} cascade`);
    await run(database, `drop function if exists skills_text(text[])`);
    await run(database, `drop schema if exists "${opts.schemaName ?? 'drizzle'}" cascade`);
    if (opts.schemaName) await run(database, `create schema "${opts.schemaName}"`);
    opts.log(`reset: dropped ${tables.length} tables`);
  }
  await migrate(database, opts.schemaName);
  const [found] = await rows<{ real: number; load: number }>(
    database,
    `select count(*) filter (where email not like '%@demo.remotehire.test' and email not like '%@${LOAD_DOMAIN}')::int as real,
            count(*) filter (where email like '%@${LOAD_DOMAIN}')::int as load
       from users`,
  );
  if (found!.real > 0) {
    throw new RefusedError(
      `This database holds ${found!.real} real accounts. seed:large only fills an empty database (the demo accounts may be there), ` +
        'or one you agree to wipe: run it again with --reset to drop every table first.',
    );
  }
  if (found!.load > 0) throw new RefusedError('This database already holds load data from an earlier seed:large; run it with --reset to start over.');
}

/** Fills a prepared database; `log` gets a line per batch. */
export async function fillLargeDataset(database: Database, sizes: LoadSizes, log: Log): Promise<LoadReport> {
  const L = layoutOf(sizes);
  const ML = messageLayout(sizes, { total: sizes.applications, bench: L.benchApplications });
  if (ML.problem) throw new RefusedError(ML.problem);
  const { applications: N, jobs: J, candidates: C, employers: E } = sizes;
  const seconds: Record<string, number> = {};
  const started = performance.now();
  const phase = async (name: string, work: () => Promise<void>) => {
    const t0 = performance.now();
    await work();
    seconds[name] = (performance.now() - t0) / 1000;
    log(`${name}: ${seconds[name]!.toFixed(1)} s`);
  };
  const batches = async (name: string, total: number, size: number, insert: (lo: number, hi: number) => Promise<void>) => {
    const t0 = performance.now();
    for (let lo = 1; lo <= total; lo += size) {
      const hi = Math.min(total, lo + size - 1);
      await insert(lo, hi);
      const elapsed = (performance.now() - t0) / 1000;
      log(`  ${name} ${hi.toLocaleString('en')}/${total.toLocaleString('en')} (${elapsed.toFixed(1)} s)`);
    }
  };
  log(
    `filling: ${E.toLocaleString('en')} employers, ${J.toLocaleString('en')} jobs, ${C.toLocaleString('en')} candidates, ` +
      `${N.toLocaleString('en')} applications (bench employer: ${L.benchApplications.toLocaleString('en')} applications on ${L.benchJobs} jobs), ` +
      `a working year for ${sizes.staff.toLocaleString('en')} staff, ${sizes.messages.toLocaleString('en')} messages in ${sizes.conversations.toLocaleString('en')} conversations ` +
      `(the bench employer: ${ML.benchConversations.toLocaleString('en')} conversations, one of ${ML.deep.toLocaleString('en')} messages)`,
  );

  const hash = await hashPassword(LOAD_PASSWORD);
  if (database.kind === 'pglite') await run(database, `set maintenance_work_mem = '256MB'`);

  const setAside = await setAsideIndexesAndForeignKeys(database);
  try {
    await phase('employers', () => insertEmployers(database, E, hash));
    await phase('candidates', () => batches('candidates', C, 50_000, (lo, hi) => insertCandidates(database, lo, hi, hash)));
    await phase('jobs', () => batches('jobs', J, 50_000, (lo, hi) => insertJobs(database, sizes, L, lo, hi)));
    await phase('applications', () => batches('applications', N, 100_000, (lo, hi) => insertApplications(database, sizes, L, lo, hi)));
    await phase('interviews and offers', () => batches('interviews and offers', N, 250_000, (lo, hi) => insertInterviewsAndOffers(database, lo, hi)));
    const staff = Math.min(sizes.staff, await availableStaff(database));
    if (staff < sizes.staff) log(`only ${staff.toLocaleString('en')} hired candidates for ${sizes.staff.toLocaleString('en')} staff: give more --applications`);
    await phase('staff at work', () => batches('staff at work', staff, 1000, (lo, hi) => insertStaffWork(database, lo, hi)));
    await phase('conversations and messages', () => insertMessages(database, sizes, ML, batches));
  } finally {
    await phase('indexes and foreign keys', () => setAside.restore());
  }
  await phase('engaged staff', () =>
    run(database, `update candidate_profiles p set engaged = true where not p.engaged and exists (select 1 from offers o where o.candidate_id = p.user_id and o.status = 'hired')`),
  );
  await phase('vacuum analyze', () => run(database, `vacuum (analyze) users, jobs, candidate_profiles, applications, interviews, offers, ${[...STAFF_WORK_TABLES, ...MESSAGE_TABLES].join(', ')}`));

  const [counts] = await rows<Record<string, number>>(
    database,
    `select (select count(*) from users)::int as users, (select count(*) from jobs)::int as jobs,
            (select count(*) from candidate_profiles)::int as candidate_profiles, (select count(*) from applications)::int as applications,
            (select count(*) from interviews)::int as interviews, (select count(*) from offers)::int as offers,
            (select count(distinct offer_id) from attendance_sessions)::int as staff, (select count(*) from attendance_sessions)::int as attendance_sessions,
            (select count(*) from eod_reports)::int as eod_reports, (select count(*) from time_off_requests)::int as time_off_requests,
            (select count(*) from conversations)::int as conversations, (select count(*) from messages)::int as messages`,
  );
  // One who works five days a week, so that every size measures the same shape of month.
  const [benchStaff] = await rows<{ id: string; email: string }>(
    database,
    `select u.id, u.email from offers o join users u on u.id = o.candidate_id
      where o.employer_id = (select id from users where email = ${lit(BENCH_EMPLOYER)})
        and exists (select 1 from attendance_sessions s where s.offer_id = o.id)
      order by jsonb_array_length(o.schedule->'work_days') desc, o.id limit 1`,
  );
  const [bench] = await rows<{ n: number }>(
    database,
    `select count(*)::int as n from applications where employer_id = (select id from users where email = ${lit(BENCH_EMPLOYER)})`,
  );
  seconds.total = (performance.now() - started) / 1000;
  log(`done in ${seconds.total.toFixed(1)} s: ${Object.entries(counts!).map(([k, v]) => `${v.toLocaleString('en')} ${k}`).join(', ')}`);
  return { sizes, counts: counts!, benchApplications: bench!.n, benchStaff, benchThread: await deepThread(database), seconds };
}

/**
 * Bulk loading into bare tables and then indexing and checking references in one pass
 * each is several times faster than maintaining a dozen indexes and firing a foreign-key
 * check per row. The definitions are read from the migrated schema itself, so what is
 * put back cannot drift from it.
 */
async function setAsideIndexesAndForeignKeys(database: Database) {
  const tables = BULK_LOADED_TABLES.map(lit).join(',');
  const foreignKeys = await rows<{ table: string; name: string; definition: string }>(
    database,
    `select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = current_schema() and c.relname in (${tables})`,
  );
  const indexes = await rows<{ indexname: string; indexdef: string }>(
    database,
    `select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename in (${tables})
        and indexname not in (select conname from pg_constraint)`,
  );
  for (const fk of foreignKeys) await run(database, `alter table "${fk.table}" drop constraint "${fk.name}"`);
  await run(database, `drop index ${indexes.map((i) => `"${i.indexname}"`).join(', ')}`);
  return {
    async restore() {
      for (const index of indexes) await run(database, index.indexdef);
      for (const fk of foreignKeys) await run(database, `alter table "${fk.table}" add constraint "${fk.name}" ${fk.definition}`);
    },
  };
}

function insertEmployers(database: Database, E: number, hash: string) {
  const words = COMPANY_WORDS.length * COMPANY_KINDS.length;
  return run(
    database,
    `insert into users (id, email, password_hash, role, firstname, lastname, country, locale, company_name, terms_accepted_at, email_verified_at, password_changed_at, profile, created_at)
     select md5('load-employer-' || e)::uuid,
            case when e = 1 then ${lit(BENCH_EMPLOYER)} else 'employer-' || e || '@${LOAD_DOMAIN}' end,
            ${lit(hash)}, 'employer', ${pick(FIRST_NAMES, 'e * 7')}, ${pick(LAST_NAMES, 'e * 11')}, ${pick(EMPLOYER_COUNTRIES, 'e')}, 'en',
            case when e = 1 then 'Benchmark Health Partners'
                 else ${pick(COMPANY_WORDS, 'e')} || ' ' || ${pick(COMPANY_KINDS, `e / ${COMPANY_WORDS.length}`)}
                      || case when e > ${words} then ' ' || (e / ${words} + 1) else '' end end,
            t, t, t, jsonb_build_object('website_url', 'https://employer-' || e || '.load.example'), t
       from generate_series(1, ${E}) e, lateral (select now() - interval '400 days' + (e % 300) * interval '1 day' as t) signed_up`,
  );
}

async function insertCandidates(database: Database, lo: number, hi: number, hash: string) {
  const base = `select c, r.*, ${pick(FIRST_NAMES, 'c * 7')} as first, ${pick(LAST_NAMES, `c / ${FIRST_NAMES.length} + c`)} as last,
                       ${pick(CANDIDATE_COUNTRIES, 'c * 3')} as country, (c / 3) % 3 as lv
                  from generate_series(${lo}, ${hi}) c join roles r on r.idx = (c * 31) % ${ROLES.length}`;
  await run(
    database,
    `with ${ROLES_CTE}
     insert into users (id, email, password_hash, role, firstname, lastname, country, locale, terms_accepted_at, email_verified_at, password_changed_at, profile, created_at)
     select md5('load-candidate-' || c)::uuid, 'candidate-' || c || '@${LOAD_DOMAIN}', ${lit(hash)}, 'candidate', first, last, country, 'en', t, t, t,
            jsonb_build_object('highest_degree', (array['bachelor','associate','master','vocational'])[1 + c % 4], 'institution', 'State University',
                               'graduation_year', 1995 + c % 29, 'job_title', title, 'industry', industry, 'job_type', 'full_time'),
            t
       from (${base}) s, lateral (select now() - interval '2 days' - (c % 700) * interval '1 day' as t) signed_up`,
  );
  await run(
    database,
    `with ${ROLES_CTE}
     insert into candidate_profiles (user_id, full_name, country, headline, bio, role, industry, experience_level, years_experience,
                                     monthly_rate_cents, availability, skills, complete, engaged, updated_at)
     select md5('load-candidate-' || c)::uuid, first || ' ' || last, country,
            title || ' with ' || span || ' of experience',
            'I have worked as a ' || lower(title) || ' for ' || span || ' with clients in the US, the UK and Australia. '
              || 'Day to day I use ' || skills[1 + c % 6] || ' and ' || skills[1 + (c + 1) % 6] || ', and I answer within the hour during your working day.',
            role, industry, ${LEVELS}[lv + 1], years,
            (round(monthly * ${LEVEL_FACTOR}[lv + 1] * (0.85 + (c % 31) / 100.0) / 5000) * 5000)::int,
            case when c % 20 = 0 then 'not_available' when c % 20 < 4 then 'one_month' when c % 20 < 9 then 'two_weeks' else 'immediately' end,
            case when c % 2 = 0 then array[skills[1 + c % 6], skills[1 + (c + 1) % 6], skills[1 + (c + 3) % 6], skills[1 + (c + 4) % 6]]
                 else array[skills[1 + c % 6], skills[1 + (c + 1) % 6], skills[1 + (c + 3) % 6]] end,
            true, false, now() - ((c * 7919) % 525600) * interval '1 minute'
       from (${base}) s,
            lateral (select case lv when 0 then 1 + c % 2 when 1 then 3 + c % 5 else 8 + c % 13 end as years) experience,
            lateral (select case when years = 1 then 'one year' else years || ' years' end as span) wording`,
  );
}

function insertJobs(database: Database, s: LoadSizes, L: ReturnType<typeof layoutOf>, lo: number, hi: number) {
  const employerOf = `case when j <= ${L.benchJobs} then 1
                           when j <= ${L.published} then 2 + ((j - ${L.benchJobs} - 1)::bigint * ${s.employers - 1}) / ${L.otherJobs}
                           else 1 + (j - ${L.published} - 1) % ${s.employers} end`;
  return run(
    database,
    `with ${ROLES_CTE}
     insert into jobs (id, employer_id, title, description, role, industry, hire_type, experience_level, pay_cents, currency, hours_per_week,
                       skills, country, status, created_at, updated_at, published_at, closed_at)
     select md5('load-job-' || j)::uuid, md5('load-employer-' || (${employerOf}))::uuid,
            ${pick(TITLE_PREFIXES, `j / ${ROLES.length}`)} || title,
            'We are hiring a ' || lower(title) || ' to join our ' || replace(industry, '-', ' ') || ' team. You will work with '
              || skills[1 + j % 6] || ' and ' || skills[1 + (j + 2) % 6] || ' every day, report to our operations lead and keep '
              || 'our clients happy across time zones. We offer steady hours, paid training and a team that answers your questions.',
            role, industry, hire_type, ${LEVELS}[lv + 1],
            case when hire_type = 'full_time' then (round(monthly * ${LEVEL_FACTOR}[lv + 1] * (0.85 + (j % 31) / 100.0) / 5000) * 5000)::int
                 else (round(monthly * ${LEVEL_FACTOR}[lv + 1] * (0.85 + (j % 31) / 100.0) / ${HOURS_PER_MONTH} / 25) * 25)::int end,
            'USD', case when hire_type = 'full_time' then 40 else 10 + (j % 4) * 5 end,
            array[skills[1 + j % 6], skills[1 + (j + 2) % 6], skills[1 + (j + 3) % 6]],
            case when j % 7 = 0 then ${pick(EMPLOYER_COUNTRIES, 'j')} end,
            status, coalesce(published - interval '1 day', now() - interval '1 hour' - (j % 30) * interval '1 day'),
            coalesce(closed, published, now() - interval '1 hour' - (j % 30) * interval '1 day'), published, closed
       from (select j, r.*, (j / 7) % 3 as lv, case when j % 10 < 3 then 'fractional' else 'full_time' end as hire_type,
                    case when j > ${L.published} then 'draft' when j % 9 = 4 then 'closed' else 'open' end as status
               from generate_series(${lo}, ${hi}) j join roles r on r.idx = (j * 13 + j / ${ROLES.length}) % ${ROLES.length}) s,
            lateral (select case status
                              when 'open' then now() - (60 + (j * 7919) % 129600) * interval '1 minute'
                              when 'closed' then now() - (60 + (j * 7919) % 360) * interval '1 day' end as published) publishing,
            lateral (select case when status = 'closed' then published + interval '30 days' end as closed) closing`,
  );
}

function insertApplications(database: Database, s: LoadSizes, L: ReturnType<typeof layoutOf>, lo: number, hi: number) {
  const jobOf = `case when a <= ${L.benchApplications} then 1 + ((a - 1)::bigint * ${L.benchJobs}) / ${L.benchApplications}
                      else least(${L.published}, ${L.benchJobs} + 1 + floor(${L.otherJobs} * power((a - ${L.benchApplications} - 1)::float8 / ${L.otherApplications}, 3))::bigint) end`;
  return run(
    database,
    `insert into applications (id, job_id, employer_id, candidate_id, status, source, note, invitation_message, rejection_reason, created_at, updated_at)
     select md5('load-app-' || a)::uuid, j.id, j.employer_id, md5('load-candidate-' || (1 + (a * ${L.prime}) % ${s.candidates}))::uuid, st,
            case when st = 'invited' then 'invited' else 'applied' end,
            case when st <> 'invited' and a % 3 <> 0 then ${pick(APPLICATION_NOTES, 'a')} end,
            case when st = 'invited' then ${pick(INVITATION_MESSAGES, 'a')} end,
            case when st = 'rejected' then ${pick(REJECTION_REASONS, 'a')} end,
            created,
            case when st in ('applied', 'invited') then created
                 -- A pending offer was sent within its seven days of validity.
                 when st = 'offered' then greatest(created, now() - ((a % 144) + 1) * interval '1 hour')
                 else created + (now() - created) * (0.1 + (a * 7 % 90) / 100.0) end
       from (select a, ${jobOf} as job, ${STATUS_OF('a')} as st from generate_series(${lo}::bigint, ${hi}) a) s
       join jobs j on j.id = md5('load-job-' || s.job)::uuid,
       lateral (select j.published_at + (coalesce(j.closed_at, now()) - j.published_at) * ((a * 40503) % 10007 / 10007.0) as created) arrival`,
  );
}

async function insertInterviewsAndOffers(database: Database, lo: number, hi: number) {
  const moving = `select a, ap.* from (select a, ${STATUS_OF('a')} as st from generate_series(${lo}::bigint, ${hi}) a) s
                    join applications ap on ap.id = md5('load-app-' || s.a)::uuid
                   where s.st in ('interviewing', 'offered', 'hired')`;
  const future = `date_trunc('hour', now()) + (1 + a % 10) * interval '1 day' + (a % 8) * interval '1 hour'`;
  const past = `date_trunc('hour', created_at + (updated_at - created_at) * 0.3)`;
  await run(
    database,
    `insert into interviews (id, application_id, job_id, employer_id, candidate_id, status, proposed_times, scheduled_at, duration_minutes,
                             meeting_url, message, candidate_note, created_at, updated_at)
     select md5('load-interview-' || a)::uuid, id, job_id, employer_id, candidate_id, ist,
            jsonb_build_array(${iso('t1')}, ${iso("t1 + interval '1 day 2 hours'")}, ${iso("t1 + interval '2 days'")}),
            case when ist = 'accepted' then t1 end, (array[30, 45, 60])[1 + a % 3],
            'https://meet.load.example/' || substr(md5('load-interview-' || a), 1, 10),
            'Please pick a time that suits you for a video call with our team.',
            case when ist = 'reschedule_requested' then 'Could we find another time later that week?' end,
            created_at + (updated_at - created_at) * 0.2, updated_at
       from (select m.*, case when status <> 'interviewing' or a % 20 between 10 and 16 then 'accepted'
                              when a % 20 < 10 then 'proposed' else 'reschedule_requested' end as ist,
                         case when status = 'interviewing' then ${future} else ${past} end as t1
               from (${moving}) m) i`,
  );
  await run(
    database,
    `insert into offers (id, application_id, job_id, employer_id, candidate_id, status, contract_type, experience_level, pay_cents, currency,
                         include_insurance, include_healthcare, secure_cloud_computing, start_date, schedule, hours_min, hours_max, message, sent_at, expires_at,
                         answered_at, hired_at, updated_at)
     select md5('load-offer-' || a)::uuid, m.id, m.job_id, m.employer_id, m.candidate_id,
            case when m.status = 'offered' then 'pending' else 'hired' end,
            j.hire_type, j.experience_level, j.pay_cents, 'USD', a % 2 = 0, a % 3 = 0, a % 5 = 0,
            case when m.status = 'offered' then (now() + (7 + a % 21) * interval '1 day')::date else (m.updated_at + interval '7 days')::date end,
            case when j.hire_type = 'full_time'
                 then '{"work_days":["mon","tue","wed","thu","fri"],"start_time":"09:00","end_time":"17:00","timezone":"America/New_York","hours_per_week":40}'::jsonb
                 else jsonb_build_object('work_days', '["mon","wed","fri"]'::jsonb, 'start_time', '09:00',
                                         'end_time', lpad((9 + round(j.hours_per_week / 3.0))::int::text, 2, '0') || ':00',
                                         'timezone', 'America/New_York', 'hours_per_week', j.hours_per_week) end,
            -- A fractional offer's hours a month: its weeks' hours over an average month, at least half of that.
            case when j.hire_type = 'fractional' then least(62, greatest(1, round(j.hours_per_week * 52 / 24.0)))::int end,
            case when j.hire_type = 'fractional' then least(125, greatest(1, round(j.hours_per_week * 52 / 12.0)))::int end,
            'We would be glad to have you on the team.', sent, sent + interval '7 days',
            case when m.status = 'hired' then least(sent + interval '2 days', m.updated_at) end,
            case when m.status = 'hired' then m.updated_at end, m.updated_at
       from (${moving}) m join jobs j on j.id = m.job_id,
            lateral (select case when m.status = 'offered' then m.updated_at else m.created_at + (m.updated_at - m.created_at) * 0.5 end as sent) t
      where m.status in ('offered', 'hired')`,
  );
}
