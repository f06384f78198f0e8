// Tags employer-jobs and jobs: an employer's jobs through their lifecycle, and the public job board.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, expectError, field, startTestServer, type Client, type Res, type TestServer, type TestUser } from './harness.js';
import { expectHostile, hostileBodies } from './hostile.js';
import { industryOf } from '../../src/shared/job-roles.js';

let t: TestServer;
let employer: Client;
let otherEmployer: Client;
let candidateUser: TestUser;
let employerUser: TestUser;
let candidate: Client;
let otherCandidate: Client;

beforeAll(async () => {
  t = await startTestServer();
  const [a, b, c, d] = await Promise.all([
    t.createUser({ type: 'business_owner' }),
    t.createUser({ type: 'business_owner', overrides: { company_name: 'Other Co' } }),
    t.createUser({ type: 'candidate' }),
    t.createUser({ type: 'candidate' }),
  ]);
  [employer, otherEmployer, candidate, otherCandidate] = await Promise.all([t.signIn(a!), t.signIn(b!), t.signIn(c!), t.signIn(d!)]);
  candidateUser = c!;
  employerUser = a!;
});
afterAll(async () => {
  await t?.close();
});

const JOBS = `${API}/employer/jobs`;
const BOARD = `${API}/jobs`;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A word no other test uses, so searches by it see only this test's jobs. */
const tag = () => `zq${randomBytes(5).toString('hex')}`;

function jobInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Bookkeeper for a dental group',
    description: 'Keep our books, reconcile bank accounts and prepare monthly reports.',
    role: 'bookkeeper',
    hire_type: 'full_time',
    experience_level: 'intermediate',
    pay_cents: 150_000,
    hours_per_week: 40,
    skills: ['QuickBooks', 'Xero'],
    ...overrides,
  };
}

async function createJob(browser: Client = employer, overrides: Record<string, unknown> = {}) {
  const res = await browser.post(JOBS, jobInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; status: string; published_at?: string; updated_at: string; [k: string]: unknown };
}

async function openJob(overrides: Record<string, unknown> = {}, browser: Client = employer) {
  const job = await createJob(browser, overrides);
  const res = await browser.post(`${JOBS}/${job.id}/publish`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as typeof job;
}

async function closedJob(overrides: Record<string, unknown> = {}) {
  const job = await openJob(overrides);
  const res = await employer.post(`${JOBS}/${job.id}/close`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as typeof job;
}

/** Applications are written straight into the table: applying has its own tests. */
async function addApplication(jobId: string, candidateId: string, status: string) {
  const [row] = await t.query<{ id: string }>(
    `insert into applications (job_id, employer_id, candidate_id, status, source)
     select id, employer_id, '${candidateId}', '${status}', 'applied' from jobs where id = '${jobId}' returning id`,
  );
  return row!.id;
}

async function newCandidateId() {
  return (await t.createUser({ type: 'candidate' })).id;
}

const conflict = (res: Res, code: 'JOB_NOT_PUBLISHED' | 'JOB_ALREADY_OPEN' | 'JOB_CLOSED') =>
  expectError(res, 409, code, undefined, { messageKey: `jobs_api_error_${code.toLowerCase()}` });

const put = (browser: Client, url: string, body: unknown) => browser.request('PUT', url, body);

/** A job's timestamp at the database's microsecond precision (the API's milliseconds may tie). */
async function stamp(id: string, column: 'updated_at' | 'published_at'): Promise<string> {
  const [row] = await t.query<{ v: string }>(`select ${column}::text as v from jobs where id = '${id}'`);
  return row!.v;
}
async function isAfter(a: string, b: string): Promise<boolean> {
  const [row] = await t.query<{ later: boolean }>(`select '${a}'::timestamptz > '${b}'::timestamptz as later`);
  return row!.later;
}

describe('createJob', () => {
  test('201: a draft with the industry of its role, trimmed text and no applicants', async () => {
    const res = await employer.post(JOBS, jobInput({ title: '  Payroll help  ', role: 'payroll-specialist', skills: [' ADP ', 'Gusto'], country: 'PH' }));
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json();
    expect(job).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Payroll help',
      description: 'Keep our books, reconcile bank accounts and prepare monthly reports.',
      role: 'payroll-specialist',
      industry: 'accounting',
      hire_type: 'full_time',
      experience_level: 'intermediate',
      pay_cents: 150_000,
      currency: 'USD',
      hours_per_week: 40,
      skills: ['ADP', 'Gusto'],
      country: 'PH',
      status: 'draft',
      created_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
      applicants: { total: 0, invited: 0, to_review: 0, shortlisted: 0, interviewing: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 0 },
    });
    expect((await employer.get(`${JOBS}/${job.id}`)).json()).toEqual(job);
  });

  test('a job for anywhere has no country', async () => {
    const job = await createJob();
    expect(job).not.toHaveProperty('country');
    expect(job.industry).toBe(industryOf('bookkeeper'));
  });

  test('bad input names the field', async () => {
    const bad = async (overrides: Record<string, unknown>, fields: Record<string, string>) =>
      expectError(await employer.post(JOBS, jobInput(overrides)), 400, 'VALIDATION_FAILED', fields);
    const { title: _t, ...noTitle } = jobInput();
    expectError(await employer.post(JOBS, noTitle), 400, 'VALIDATION_FAILED', { title: field('required') });
    await bad({ salary: 5 }, { salary: field('unknown') });
    await bad({ pay_cents: '150000' }, { pay_cents: field('type') });
    await bad({ pay_cents: 99 }, { pay_cents: field('min', { min: 100 }) });
    await bad({ hours_per_week: 61 }, { hours_per_week: field('max', { max: 60 }) });
    // A full-time week is at least 30 hours; fewer makes the hire fractional, which stops at 29.
    await bad({ hours_per_week: 20 }, { hours_per_week: field('min', { min: 30 }) });
    await bad({ hire_type: 'fractional', hours_per_week: 35 }, { hours_per_week: field('max', { max: 29 }) });
    await bad({ title: 'x'.repeat(121) }, { title: field('too_long', { max: 120 }) });
    await bad({ title: '      ' }, { title: field('required') });
    await bad({ title: ' ab ' }, { title: field('too_short', { min: 3 }) });
    await bad({ description: `${' '.repeat(15)}too short${' '.repeat(15)}` }, { description: field('too_short', { min: 20 }) });
    await bad({ role: 'astronaut' }, { role: field('choice') });
    await bad({ hire_type: 'part_time' }, { hire_type: field('choice') });
    await bad({ country: 'ph' }, { country: field('country') });
    await bad({ skills: ['Excel', 'Excel'] }, { skills: field('duplicates') });
    await bad({ skills: ['Excel', ' Excel '] }, { skills: field('duplicates') });
    await bad({ skills: ['Excel', '   '] }, { 'skills.1': field('required') });
    await bad({ skills: Array.from({ length: 16 }, (_, i) => `skill ${i}`) }, { skills: field('max', { max: 15 }) });
    expect((await t.query(`select 1 from jobs where title = 'x'`)).length).toBe(0);
  });

  describe('hostile bodies', () => {
    // A browser of its own, so these requests do not eat into the per-address budget of the others.
    let hostile: Client;
    beforeAll(async () => {
      hostile = await t.signIn(employerUser);
    });
    test.each(hostileBodies({ valid: jobInput(), stringField: 'title', firstRequired: 'title' }).map((c) => [c.name, c] as const))(
      '%s',
      async (_name, c) => {
        await expectHostile(hostile, 'POST', JOBS, c);
      },
    );
  });

  test('a candidate gets 403, nobody signed in 401', async () => {
    expectError(await candidate.post(JOBS, jobInput()), 403, 'FORBIDDEN');
    expectError(await t.client().post(JOBS, jobInput()), 401, 'UNAUTHENTICATED');
  });
});

describe('listEmployerJobs', () => {
  test('only this employer’s jobs, newest first, with applicant counts by stage; status, q and pages', async () => {
    const word = tag();
    const first = await createJob(employer, { title: `First ${word}` });
    const second = await openJob({ title: `Second ${word}` });
    const third = await closedJob({ title: `Third ${word}` });
    await createJob(otherEmployer, { title: `Theirs ${word}` });

    const statuses = ['applied', 'applied', 'shortlisted', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn'];
    for (const status of statuses) await addApplication(second.id, await newCandidateId(), status);
    await addApplication(third.id, await newCandidateId(), 'applied');

    const res = await employer.get(`${JOBS}?q=${word}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, page_size: 20, has_more: false });
    expect(body.jobs.map((j: { id: string }) => j.id)).toEqual([third.id, second.id, first.id]);
    expect(body.jobs[1].applicants).toEqual({
      total: 8, invited: 0, to_review: 2, shortlisted: 1, interviewing: 1, offered: 1, hired: 1, rejected: 1, withdrawn: 1,
    });
    expect(body.jobs[0].applicants).toEqual({
      total: 1, invited: 0, to_review: 1, shortlisted: 0, interviewing: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 0,
    });
    expect(body.jobs[2].applicants).toEqual({ total: 0, invited: 0, to_review: 0, shortlisted: 0, interviewing: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 0 });
    expect((await employer.get(`${JOBS}/${second.id}`)).json().applicants).toEqual(body.jobs[1].applicants);

    const open = (await employer.get(`${JOBS}?q=${word}&status=open`)).json();
    expect(open.jobs.map((j: { id: string }) => j.id)).toEqual([second.id]);
    expect((await employer.get(`${JOBS}?q=${word.slice(0, 7)}%20seco`)).json().jobs.map((j: { id: string }) => j.id)).toEqual([second.id]);

    const page1 = (await employer.get(`${JOBS}?q=${word}&page_size=2`)).json();
    expect(page1).toMatchObject({ page: 1, page_size: 2, has_more: true });
    expect(page1.jobs.map((j: { id: string }) => j.id)).toEqual([third.id, second.id]);
    const page2 = (await employer.get(`${JOBS}?q=${word}&page_size=2&page=2`)).json();
    expect(page2).toMatchObject({ page: 2, page_size: 2, has_more: false });
    expect(page2.jobs.map((j: { id: string }) => j.id)).toEqual([first.id]);

    expect((await otherEmployer.get(`${JOBS}?q=${word}`)).json().jobs).toHaveLength(1);
  });

  test('bad filters name the parameter; roles are enforced', async () => {
    expectError(await employer.get(`${JOBS}?status=archived`), 400, 'VALIDATION_FAILED', { status: field('choice') });
    expectError(await employer.get(`${JOBS}?page=0`), 400, 'VALIDATION_FAILED', { page: field('min', { min: 1 }) });
    expectError(await employer.get(`${JOBS}?page_size=51`), 400, 'VALIDATION_FAILED', { page_size: field('max', { max: 50 }) });
    expectError(await employer.get(`${JOBS}?q=${'a'.repeat(101)}`), 400, 'VALIDATION_FAILED', { q: field('too_long', { max: 100 }) });
    expectError(await candidate.get(JOBS), 403, 'FORBIDDEN');
    expectError(await t.client().get(JOBS), 401, 'UNAUTHENTICATED');
  });
});

describe('the job lifecycle', () => {
  test('publish: a draft opens with published_at; publishing again is refused', async () => {
    const draft = await createJob();
    const created = await stamp(draft.id, 'updated_at');
    const res = await employer.post(`${JOBS}/${draft.id}/publish`);
    expect(res.statusCode, res.body).toBe(200);
    const open = res.json();
    expect(open).toMatchObject({ id: draft.id, status: 'open', published_at: expect.stringMatching(ISO) });
    expect(open).not.toHaveProperty('closed_at');
    expect(await isAfter(await stamp(draft.id, 'updated_at'), created)).toBe(true);
    conflict(await employer.post(`${JOBS}/${draft.id}/publish`), 'JOB_ALREADY_OPEN');
  });

  test('close: an open job closes with closed_at; closing a draft or a closed job is refused', async () => {
    const draft = await createJob();
    conflict(await employer.post(`${JOBS}/${draft.id}/close`), 'JOB_NOT_PUBLISHED');
    expect((await employer.get(`${JOBS}/${draft.id}`)).json().status).toBe('draft');

    const open = await openJob();
    const res = await employer.post(`${JOBS}/${open.id}/close`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'closed', closed_at: expect.stringMatching(ISO), published_at: open.published_at });
    conflict(await employer.post(`${JOBS}/${open.id}/close`), 'JOB_CLOSED');
    conflict(await employer.post(`${JOBS}/${open.id}/publish`), 'JOB_CLOSED');
  });

  test('reopen: a closed job opens again, dated from now; reopening a draft or an open job is refused', async () => {
    conflict(await employer.post(`${JOBS}/${(await createJob()).id}/reopen`), 'JOB_NOT_PUBLISHED');
    const open = await openJob();
    conflict(await employer.post(`${JOBS}/${open.id}/reopen`), 'JOB_ALREADY_OPEN');

    const closed = await closedJob();
    const firstPublished = await stamp(closed.id, 'published_at');
    const res = await employer.post(`${JOBS}/${closed.id}/reopen`);
    expect(res.statusCode, res.body).toBe(200);
    const reopened = res.json();
    expect(reopened.status).toBe('open');
    expect(reopened).not.toHaveProperty('closed_at');
    expect(await isAfter(await stamp(closed.id, 'published_at'), firstPublished)).toBe(true);
  });

  test('updateJob: a draft or open job changes whole; the role sets the industry; a closed job is refused', async () => {
    const draft = await createJob(employer, { country: 'PH' });
    const created = await stamp(draft.id, 'updated_at');
    const changed = jobInput({ title: 'Software developer', role: 'software-developer', hire_type: 'fractional', pay_cents: 2500, hours_per_week: 20, skills: ['TypeScript'] });
    const res = await put(employer, `${JOBS}/${draft.id}`, changed);
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json();
    expect(job).toMatchObject({ status: 'draft', title: 'Software developer', role: 'software-developer', industry: 'information-technology', hire_type: 'fractional', pay_cents: 2500, skills: ['TypeScript'] });
    expect(job).not.toHaveProperty('country');
    expect(await isAfter(await stamp(draft.id, 'updated_at'), created)).toBe(true);

    const open = await openJob();
    const edited = await put(employer, `${JOBS}/${open.id}`, jobInput({ title: 'Senior bookkeeper' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'open', title: 'Senior bookkeeper', published_at: open.published_at });

    const closed = await closedJob();
    conflict(await put(employer, `${JOBS}/${closed.id}`, jobInput({ title: 'Changed behind a closed door' })), 'JOB_CLOSED');
    expect((await employer.get(`${JOBS}/${closed.id}`)).json().title).toBe(closed.title);

    expectError(await put(employer, `${JOBS}/${draft.id}`, jobInput({ pay_cents: 1.5 })), 400, 'VALIDATION_FAILED', { pay_cents: field('type') });
    expectError(await put(employer, `${JOBS}/${draft.id}`, { title: 'Only a title' }), 400, 'VALIDATION_FAILED', {
      description: field('required'),
      role: field('required'),
      hire_type: field('required'),
      experience_level: field('required'),
      pay_cents: field('required'),
      hours_per_week: field('required'),
      skills: field('required'),
    });
  });

  test('two publishes at once: exactly one wins', async () => {
    const draft = await createJob();
    const [a, b] = await Promise.all([employer.post(`${JOBS}/${draft.id}/publish`), employer.post(`${JOBS}/${draft.id}/publish`)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('ownership and roles on every job id', () => {
  const ops = [
    { op: 'getEmployerJob', send: (b: Client, id: string) => b.get(`${JOBS}/${id}`) },
    { op: 'updateJob', send: (b: Client, id: string) => put(b, `${JOBS}/${id}`, jobInput({ title: 'Hijacked' })) },
    { op: 'publishJob', send: (b: Client, id: string) => b.post(`${JOBS}/${id}/publish`) },
    { op: 'closeJob', send: (b: Client, id: string) => b.post(`${JOBS}/${id}/close`) },
    { op: 'reopenJob', send: (b: Client, id: string) => b.post(`${JOBS}/${id}/reopen`) },
  ];

  test.each(ops.map((o) => [o.op, o] as const))('%s: another employer 404, a candidate 403, nobody 401, a bad id 400, an unknown id 404', async (_op, o) => {
    for (const job of [await createJob(), await openJob(), await closedJob()]) {
      const before = (await employer.get(`${JOBS}/${job.id}`)).json();
      expectError(await o.send(otherEmployer, job.id), 404, 'NOT_FOUND');
      expectError(await o.send(candidate, job.id), 403, 'FORBIDDEN');
      expectError(await o.send(t.client(), job.id), 401, 'UNAUTHENTICATED');
      expect((await employer.get(`${JOBS}/${job.id}`)).json()).toEqual(before);
    }
    expectError(await o.send(employer, 'not-a-uuid'), 400, 'VALIDATION_FAILED', { id: field('invalid') });
    expectError(await o.send(employer, randomUUID()), 404, 'NOT_FOUND');
  });
});

describe('searchJobs', () => {
  test('open jobs only, newest first, for anyone; pages say whether more follow', async () => {
    const word = tag();
    await createJob(employer, { title: `Draft ${word}` });
    await closedJob({ title: `Closed ${word}` });
    const older = await openJob({ title: `Older ${word}` });
    const newer = await openJob({ title: `Newer ${word}` }, otherEmployer);
    const newest = await openJob({ title: `Newest ${word}` });

    const res = await t.client().get(`${BOARD}?q=${word}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.jobs.map((j: { id: string }) => j.id)).toEqual([newest.id, newer.id, older.id]);
    expect(body.jobs[1]).toEqual({
      id: newer.id,
      title: `Newer ${word}`,
      role: 'bookkeeper',
      industry: 'accounting',
      hire_type: 'full_time',
      experience_level: 'intermediate',
      pay_cents: 150_000,
      currency: 'USD',
      hours_per_week: 40,
      skills: ['QuickBooks', 'Xero'],
      status: 'open',
      company_name: 'Other Co',
      // A company that wrote no profile: its name and the account's website (company-profile.test.ts has the rest).
      company: { name: 'Other Co', locations: [], website_url: 'https://acme.example.com' },
      published_at: newer.published_at,
    });
    const page1 = (await t.client().get(`${BOARD}?q=${word}&page_size=2`)).json();
    expect(page1).toMatchObject({ page: 1, page_size: 2, has_more: true });
    const page2 = (await t.client().get(`${BOARD}?q=${word}&page_size=2&page=2`)).json();
    expect(page2).toMatchObject({ page: 2, page_size: 2, has_more: false });
    expect(page2.jobs.map((j: { id: string }) => j.id)).toEqual([older.id]);

    // A reopened job is dated from its reopening.
    await employer.post(`${JOBS}/${older.id}/close`);
    await employer.post(`${JOBS}/${older.id}/reopen`);
    expect((await t.client().get(`${BOARD}?q=${word}`)).json().jobs.map((j: { id: string }) => j.id)).toEqual([older.id, newest.id, newer.id]);
  });

  test('q matches the starts of words in the title, role and skills; every word must match', async () => {
    const word = tag();
    const job = await openJob({ title: `Reconciliation lead ${word}`, skills: ['NetSuite'] });
    const ids = async (q: string) => (await t.client().get(`${BOARD}?q=${encodeURIComponent(q)}`)).json().jobs.map((j: { id: string }) => j.id);
    expect(await ids(`${word} recon`)).toEqual([job.id]);
    expect(await ids(`${word} netsu`)).toEqual([job.id]);
    expect(await ids(`${word} bookkee`)).toEqual([job.id]);
    expect(await ids(`${word} plumber`)).toEqual([]);
    expect(await ids(`${word.toUpperCase()} & | ! :*`)).toEqual([job.id]);
  });

  test('each filter narrows the board', async () => {
    const word = tag();
    const base = await openJob({ title: `Base ${word}` });
    const dev = await openJob({ title: `Dev ${word}`, role: 'software-developer' });
    const fractional = await openJob({ title: `Fractional ${word}`, hire_type: 'fractional', pay_cents: 2000, hours_per_week: 20 });
    const expert = await openJob({ title: `Expert ${word}`, experience_level: 'expert' });
    const inPh = await openJob({ title: `Philippines ${word}`, country: 'PH' });
    const inMx = await openJob({ title: `Mexico ${word}`, country: 'MX' });
    const ids = async (filter: string) => {
      const res = await t.client().get(`${BOARD}?q=${word}&${filter}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().jobs.map((j: { id: string }) => j.id).sort();
    };
    const everyone = [base, dev, fractional, expert, inPh, inMx].map((j) => j.id);
    expect(await ids('role=software-developer')).toEqual([dev.id]);
    expect(await ids('industry=information-technology')).toEqual([dev.id]);
    expect(await ids('industry=accounting')).toEqual(everyone.filter((id) => id !== dev.id).sort());
    expect(await ids('hire_type=fractional')).toEqual([fractional.id]);
    expect(await ids('experience_level=expert')).toEqual([expert.id]);
    // Jobs someone in the Philippines can take: those for the Philippines and those for anywhere.
    expect(await ids('country=PH')).toEqual(everyone.filter((id) => id !== inMx.id).sort());
    expect(await ids('role=bookkeeper&country=MX&hire_type=full_time')).toEqual(everyone.filter((id) => ![inPh.id, dev.id, fractional.id].includes(id)).sort());
  });

  test('a signed-in candidate sees where they stand on each job; nobody else does', async () => {
    const word = tag();
    const applied = await openJob({ title: `Applied ${word}` });
    const untouched = await openJob({ title: `Untouched ${word}` });
    const applicationId = await addApplication(applied.id, candidateUser.id, 'shortlisted');

    const mine = (await candidate.get(`${BOARD}?q=${word}`)).json().jobs;
    expect(mine.find((j: { id: string }) => j.id === applied.id).my_application).toEqual({ id: applicationId, status: 'shortlisted' });
    expect(mine.find((j: { id: string }) => j.id === untouched.id)).not.toHaveProperty('my_application');
    for (const browser of [otherCandidate, employer, t.client()]) {
      for (const job of (await browser.get(`${BOARD}?q=${word}`)).json().jobs) expect(job).not.toHaveProperty('my_application');
    }
  });

  test('bad filters name the parameter', async () => {
    const anonymous = t.client();
    expectError(await anonymous.get(`${BOARD}?role=astronaut`), 400, 'VALIDATION_FAILED', { role: field('choice') });
    expectError(await anonymous.get(`${BOARD}?industry=space`), 400, 'VALIDATION_FAILED', { industry: field('choice') });
    expectError(await anonymous.get(`${BOARD}?hire_type=gig`), 400, 'VALIDATION_FAILED', { hire_type: field('choice') });
    expectError(await anonymous.get(`${BOARD}?experience_level=guru`), 400, 'VALIDATION_FAILED', { experience_level: field('choice') });
    expectError(await anonymous.get(`${BOARD}?country=Philippines`), 400, 'VALIDATION_FAILED', { country: field('country') });
    expectError(await anonymous.get(`${BOARD}?page=abc`), 400, 'VALIDATION_FAILED', { page: field('type') });
    expectError(await anonymous.get(`${BOARD}?page=10001`), 400, 'VALIDATION_FAILED', { page: field('max', { max: 10000 }) });
  });
});

describe('getJob', () => {
  test('an open job, with its description, for anyone', async () => {
    const job = await openJob({ country: 'PH' });
    const res = await t.client().get(`${BOARD}/${job.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: job.id,
      title: job.title,
      description: job.description,
      role: 'bookkeeper',
      industry: 'accounting',
      hire_type: 'full_time',
      experience_level: 'intermediate',
      pay_cents: 150_000,
      currency: 'USD',
      hours_per_week: 40,
      skills: ['QuickBooks', 'Xero'],
      country: 'PH',
      status: 'open',
      company_name: 'Acme Staffing',
      company: { name: 'Acme Staffing', locations: [], website_url: 'https://acme.example.com' },
      published_at: job.published_at,
    });
    const applicationId = await addApplication(job.id, candidateUser.id, 'applied');
    expect((await candidate.get(`${BOARD}/${job.id}`)).json().my_application).toEqual({ id: applicationId, status: 'applied' });
    expect((await otherCandidate.get(`${BOARD}/${job.id}`)).json()).not.toHaveProperty('my_application');
  });

  test('a draft is never shown; a closed job only to candidates with an application to it', async () => {
    const draft = await createJob();
    for (const browser of [t.client(), candidate, employer]) expectError(await browser.get(`${BOARD}/${draft.id}`), 404, 'NOT_FOUND');

    const closed = await closedJob();
    await addApplication(closed.id, candidateUser.id, 'withdrawn');
    const res = await candidate.get(`${BOARD}/${closed.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'closed', my_application: { status: 'withdrawn' } });
    for (const browser of [t.client(), otherCandidate, employer]) expectError(await browser.get(`${BOARD}/${closed.id}`), 404, 'NOT_FOUND');
  });

  test('an unknown id is 404, a malformed one 400', async () => {
    expectError(await t.client().get(`${BOARD}/${randomUUID()}`), 404, 'NOT_FOUND');
    expectError(await t.client().get(`${BOARD}/42`), 400, 'VALIDATION_FAILED', { id: field('invalid') });
  });
});
