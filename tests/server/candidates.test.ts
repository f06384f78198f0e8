// Tags candidates, candidate (profile) and employer: candidate search and profiles, the rate card, requests to our team.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, expectError, field, msg, startTestServer, type Client, type TestServer, type TestUser } from './harness.js';
import { hourlyRateRange, industryOf, monthlySalaryRange, type ExperienceLevel, type JobRole } from '../../src/shared/job-roles.js';
import { serviceFeeCents } from '../../src/shared/fees.js';

let t: TestServer;
let employerUser: TestUser;
let employer: Client;
let otherEmployer: Client;
let candidate: Client;

beforeAll(async () => {
  t = await startTestServer();
  const [a, b, c] = await Promise.all([
    t.createUser({ type: 'business_owner' }),
    t.createUser({ type: 'business_owner' }),
    t.createUser({ type: 'candidate' }),
  ]);
  employerUser = a!;
  [employer, otherEmployer, candidate] = await Promise.all([t.signIn(a!), t.signIn(b!), t.signIn(c!)]);
});
afterAll(async () => {
  await t?.close();
});

const MY_PROFILE = `${API}/candidate/profile`;
const SEARCH = `${API}/employer/candidates`;
const RATE_CARD = `${API}/employer/ratecard-v2`;
const REQUEST = `${API}/employer/requestcandidate`;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A skill no other test uses, so a search filtered by it sees only this test's candidates. */
const tag = () => `zq${randomBytes(5).toString('hex')}`;

/** The "about" section; its skills (with years) are a section of their own (candidate-profile-sections.test.ts). */
function profileInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    headline: 'Bookkeeper for dental practices',
    bio: 'Eight years of keeping books for small clinics.',
    role: 'bookkeeper',
    experience_level: 'intermediate',
    years_experience: 8,
    monthly_rate_cents: 140_000,
    availability: 'immediately',
    ...overrides,
  };
}

const put = (browser: Client, url: string, body: unknown) => browser.request('PUT', url, body);

/** The skills section, each skill with a few years. */
async function putSkills(browser: Client, skills: string[]) {
  const res = await put(browser, `${MY_PROFILE}/skills`, { entries: skills.map((name) => ({ name, years: 3 })) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A registered candidate whose profile is set to `profile` (complete unless it says otherwise), skills included. */
async function newCandidate({ skills = ['QuickBooks', 'Xero'], ...profile }: Record<string, unknown> = {}, account: Record<string, unknown> = {}) {
  const user = await t.createUser({ type: 'candidate', overrides: account });
  const browser = await t.signIn(user);
  const res = await put(browser, MY_PROFILE, profileInput(profile));
  expect(res.statusCode, res.body).toBe(200);
  return { user, browser, profile: await putSkills(browser, skills as string[]) };
}

async function searchIds(browser: Client, query: string): Promise<string[]> {
  const res = await browser.get(`${SEARCH}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().candidates.map((c: { id: string }) => c.id);
}

async function openJobOf(browser: Client, title = 'Bookkeeper wanted') {
  const created = await browser.post(`${API}/employer/jobs`, {
    title,
    description: 'Keep our books and reconcile our accounts every month.',
    role: 'bookkeeper',
    hire_type: 'full_time',
    experience_level: 'intermediate',
    pay_cents: 150_000,
    hours_per_week: 40,
    skills: [],
  });
  expect(created.statusCode, created.body).toBe(201);
  const published = await browser.post(`${API}/employer/jobs/${created.json().id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return published.json() as { id: string; title: string };
}

/** Applications are written straight into the table: applying has its own tests. */
async function addApplication(jobId: string, candidateId: string, status: string) {
  const [row] = await t.query<{ id: string }>(
    `insert into applications (job_id, employer_id, candidate_id, status, source)
     select id, employer_id, '${candidateId}', '${status}', 'applied' from jobs where id = '${jobId}' returning id`,
  );
  return row!.id;
}

describe('a candidate’s own profile', () => {
  test('registration starts it from the sign-up answers, unlisted until complete', async () => {
    const user = await t.createUser({ type: 'candidate', overrides: { firstname: 'Maria', lastname: 'Santos', country: 'PH', job_title: ' Medical biller ', industry: 'healthcare' } });
    const res = await (await t.signIn(user)).get(MY_PROFILE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      firstname: 'Maria',
      lastname: 'Santos',
      headline: 'Medical biller',
      years_experience: 0,
      availability: 'immediately',
      country: 'PH',
      skills: [],
      engaged: false,
      vetted: false,
      bio: '',
      // The sign-up's education is the first entry of the section.
      education: [{ institution: 'University of Lagos', degree: 'bachelor', end_year: 2015 }],
      work_history: [],
      languages: [],
      skills_detail: [],
      links: {},
      completeness: { percent: 10, missing: ['about', 'photo', 'cv', 'work_history', 'languages', 'skills', 'work_hours', 'links', 'rate'] },
      email: user.email,
      complete: false,
      updated_at: expect.stringMatching(ISO),
    });
    const [row] = await t.query<{ full_name: string; industry: string }>(`select full_name, industry from candidate_profiles where user_id = '${user.id}'`);
    expect(row).toEqual({ full_name: 'Maria Santos', industry: 'healthcare' });
    expect(await t.query(`select 1 from candidate_profiles where user_id = '${employerUser.id}'`)).toHaveLength(0);
  });

  test('an account without a profile row gets one from its sign-up answers on first use', async () => {
    const user = await t.createUser({ type: 'candidate' });
    await t.query(`delete from candidate_profiles where user_id = '${user.id}'`);
    const res = await (await t.signIn(user)).get(MY_PROFILE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, headline: 'Accountant', complete: false });
  });

  test('updating it recomputes complete, sets the industry from the role, and lists it in search', async () => {
    const skill = tag();
    const user = await t.createUser({ type: 'candidate' });
    const browser = await t.signIn(user);
    const before = (await browser.get(MY_PROFILE)).json();
    const about = await put(browser, MY_PROFILE, profileInput({ role: 'software-developer', headline: '  Full-stack developer ' }));
    expect(about.statusCode, about.body).toBe(200);
    // Complete once it has a skill too.
    expect(about.json()).toMatchObject({ complete: false, skills: [] });
    const profile = await putSkills(browser, [` ${skill} `, 'React']);
    expect(profile).toEqual({
      ...before,
      headline: 'Full-stack developer',
      bio: 'Eight years of keeping books for small clinics.',
      role: 'software-developer',
      experience_level: 'intermediate',
      years_experience: 8,
      monthly_rate_cents: 140_000,
      availability: 'immediately',
      skills: [skill, 'React'],
      skills_detail: [
        { name: skill, years: 3 },
        { name: 'React', years: 3 },
      ],
      completeness: { percent: 40, missing: ['photo', 'cv', 'work_history', 'languages', 'work_hours', 'links'] },
      complete: true,
      updated_at: expect.stringMatching(ISO),
    });
    expect((await browser.get(MY_PROFILE)).json()).toEqual(profile);
    const [row] = await t.query<{ industry: string }>(`select industry from candidate_profiles where user_id = '${user.id}'`);
    expect(row!.industry).toBe(industryOf('software-developer'));
    expect(await searchIds(employer, `skills=${skill}`)).toEqual([user.id]);

    // Without a role the profile is unlisted again, and the industry stays.
    const { role: _role, ...noRole } = profileInput();
    const unlisted = await put(browser, MY_PROFILE, noRole);
    expect(unlisted.json()).toMatchObject({ complete: false });
    expect(unlisted.json()).not.toHaveProperty('role');
    expect(await searchIds(employer, `skills=${skill}`)).toEqual([]);
    const [after] = await t.query<{ industry: string }>(`select industry from candidate_profiles where user_id = '${user.id}'`);
    expect(after!.industry).toBe('information-technology');
  });

  test.each([
    ['an empty headline', { headline: '   ' }],
    ['no role', { role: undefined }],
    ['no experience level', { experience_level: undefined }],
    ['no rate', { monthly_rate_cents: undefined }],
    ['no skills', { skills: [] }],
  ])('with %s the profile is incomplete and not listed', async (_name, missing) => {
    const skill = tag();
    const { user, browser, profile } = await newCandidate({ skills: [skill] });
    expect(profile.complete).toBe(true);
    if ('skills' in missing) expect((await putSkills(browser, [])).complete).toBe(false);
    else {
      const res = await put(browser, MY_PROFILE, JSON.parse(JSON.stringify(profileInput(missing))));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().complete).toBe(false);
    }
    expect(await searchIds(employer, `skills=${skill}`)).toEqual([]);
    expect(await t.query(`select 1 from candidate_profiles where user_id = '${user.id}' and complete`)).toHaveLength(0);
  });

  test('bad input names the field and changes nothing', async () => {
    const { browser, profile } = await newCandidate();
    const bad = async (overrides: Record<string, unknown>, fields: Record<string, string>) =>
      expectError(await put(browser, MY_PROFILE, profileInput(overrides)), 400, 'VALIDATION_FAILED', fields);
    await bad({ headline: 'x'.repeat(121) }, { headline: field('too_long', { max: 120 }) });
    await bad({ bio: 'x'.repeat(2001) }, { bio: field('too_long', { max: 2000 }) });
    await bad({ email: 'new@example.test' }, { email: field('unknown') });
    await bad({ years_experience: -1 }, { years_experience: field('min', { min: 0 }) });
    await bad({ monthly_rate_cents: 9_999 }, { monthly_rate_cents: field('min', { min: 10_000 }) });
    await bad({ monthly_rate_cents: '140000' }, { monthly_rate_cents: field('type') });
    await bad({ availability: 'tomorrow' }, { availability: field('choice') });
    await bad({ role: 'astronaut' }, { role: field('choice') });
    await bad({ experience_level: 'guru' }, { experience_level: field('choice') });
    // Skills are a section of their own now.
    await bad({ skills: ['SQL'] }, { skills: field('unknown') });
    const { headline: _h, ...noHeadline } = profileInput();
    expectError(await put(browser, MY_PROFILE, noHeadline), 400, 'VALIDATION_FAILED', { headline: field('required') });
    expect((await browser.get(MY_PROFILE)).json()).toEqual(profile);
  });

  test('employers get 403, nobody signed in 401', async () => {
    expectError(await employer.get(MY_PROFILE), 403, 'FORBIDDEN');
    expectError(await put(employer, MY_PROFILE, profileInput()), 403, 'FORBIDDEN');
    expectError(await t.client().get(MY_PROFILE), 401, 'UNAUTHENTICATED');
    expectError(await put(t.client(), MY_PROFILE, profileInput()), 401, 'UNAUTHENTICATED');
  });
});

describe('searchCandidates', () => {
  test('complete profiles, most recently updated first, without contact details; pages say whether more follow', async () => {
    const skill = tag();
    const a = await newCandidate({ skills: [skill] }, { firstname: 'Amina', lastname: 'Yusuf', country: 'KE' });
    const b = await newCandidate({ skills: [skill] });
    const c = await newCandidate({ skills: [skill] });
    await newCandidate({ skills: [skill], role: undefined });

    expect(await searchIds(employer, `skills=${skill}`)).toEqual([c.user.id, b.user.id, a.user.id]);
    const res = await employer.get(`${SEARCH}?skills=${skill}&page_size=2`);
    expect(res.json()).toMatchObject({ page: 1, page_size: 2, has_more: true });
    const page2 = (await employer.get(`${SEARCH}?skills=${skill}&page_size=2&page=2`)).json();
    expect(page2).toMatchObject({ page: 2, page_size: 2, has_more: false });
    expect(page2.candidates).toEqual([
      {
        id: a.user.id,
        firstname: 'Amina',
        lastname: 'Yusuf',
        headline: 'Bookkeeper for dental practices',
        role: 'bookkeeper',
        experience_level: 'intermediate',
        years_experience: 8,
        monthly_rate_cents: 140_000,
        availability: 'immediately',
        country: 'KE',
        skills: [skill],
        engaged: false,
        vetted: false,
      },
    ]);

    // Updating a profile brings it to the top.
    await put(a.browser, MY_PROFILE, profileInput({ bio: 'Now with payroll too.' }));
    expect(await searchIds(employer, `skills=${skill}`)).toEqual([a.user.id, c.user.id, b.user.id]);
  });

  test('skills: whole skills as typed, all of them, the list trimmed', async () => {
    const skill = tag();
    const excel = await newCandidate({ skills: [skill, 'Excel'] });
    const sql = await newCandidate({ skills: [skill, 'SQL'] });
    const both = await newCandidate({ skills: [skill, 'Excel', 'SQL'] });
    const sorted = (ids: string[]) => [...ids].sort();
    expect(sorted(await searchIds(employer, `skills=${skill}`))).toEqual(sorted([excel.user.id, sql.user.id, both.user.id]));
    expect(sorted(await searchIds(employer, `skills=${skill},Excel`))).toEqual(sorted([excel.user.id, both.user.id]));
    expect(await searchIds(employer, `skills=${encodeURIComponent(` ${skill} , Excel ,SQL,, `)}`)).toEqual([both.user.id]);
    expect(await searchIds(employer, `skills=${skill},excel`)).toEqual([]);
    expect(await searchIds(employer, `skills=${skill},Exc`)).toEqual([]);
  });

  test('each filter narrows the list', async () => {
    const skill = tag();
    const base = await newCandidate({ skills: [skill] }, { firstname: 'Quentin', lastname: 'Okonkwo' });
    const dev = await newCandidate({ skills: [skill], role: 'software-developer', headline: 'TypeScript developer' });
    const expert = await newCandidate({ skills: [skill], experience_level: 'expert', monthly_rate_cents: 300_000 });
    const cheap = await newCandidate({ skills: [skill], monthly_rate_cents: 90_000 });
    const later = await newCandidate({ skills: [skill], availability: 'one_month' });
    const inPh = await newCandidate({ skills: [skill] }, { country: 'PH' });
    const ids = async (filter: string) => (await searchIds(employer, `skills=${skill}&${filter}`)).sort();
    const everyone = [base, dev, expert, cheap, later, inPh].map((c) => c.user.id);

    expect(await ids('role=software-developer')).toEqual([dev.user.id]);
    expect(await ids('experience_level=expert')).toEqual([expert.user.id]);
    expect(await ids('max_monthly_rate_cents=90000')).toEqual([cheap.user.id]);
    expect(await ids('max_monthly_rate_cents=139999')).toEqual([cheap.user.id]);
    expect(await ids('max_monthly_rate_cents=140000')).toEqual(everyone.filter((id) => id !== expert.user.id).sort());
    expect(await ids('availability=one_month')).toEqual([later.user.id]);
    expect(await ids('country=PH')).toEqual([inPh.user.id]);
    expect(await ids('q=quent')).toEqual([base.user.id]);
    expect(await ids('q=okonkwo%20quentin')).toEqual([base.user.id]);
    expect(await ids('q=typescr%20devel')).toEqual([dev.user.id]);
    expect(await ids('q=quentin%20developer')).toEqual([]);
    expect(await ids('role=bookkeeper&experience_level=intermediate&max_monthly_rate_cents=100000')).toEqual([cheap.user.id]);
  });

  test('candidates on an active contract stay listed, flagged as engaged', async () => {
    const skill = tag();
    const { user } = await newCandidate({ skills: [skill] });
    await t.query(`update candidate_profiles set engaged = true where user_id = '${user.id}'`);
    const [found] = (await employer.get(`${SEARCH}?skills=${skill}`)).json().candidates;
    expect(found).toMatchObject({ id: user.id, engaged: true });
  });

  test('bad filters name the parameter; only employers may search', async () => {
    expectError(await employer.get(`${SEARCH}?max_monthly_rate_cents=-1`), 400, 'VALIDATION_FAILED', { max_monthly_rate_cents: field('min', { min: 0 }) });
    expectError(await employer.get(`${SEARCH}?max_monthly_rate_cents=lots`), 400, 'VALIDATION_FAILED', { max_monthly_rate_cents: field('type') });
    expectError(await employer.get(`${SEARCH}?availability=soon`), 400, 'VALIDATION_FAILED', { availability: field('choice') });
    expectError(await employer.get(`${SEARCH}?role=astronaut`), 400, 'VALIDATION_FAILED', { role: field('choice') });
    expectError(await employer.get(`${SEARCH}?skills=${'x'.repeat(201)}`), 400, 'VALIDATION_FAILED', { skills: field('too_long', { max: 200 }) });
    expectError(await employer.get(`${SEARCH}?country=ph`), 400, 'VALIDATION_FAILED', { country: field('country') });
    expectError(await employer.get(`${SEARCH}?page_size=0`), 400, 'VALIDATION_FAILED', { page_size: field('min', { min: 1 }) });
    expectError(await candidate.get(SEARCH), 403, 'FORBIDDEN');
    expectError(await t.client().get(SEARCH), 401, 'UNAUTHENTICATED');
  });
});

describe('getCandidateProfile', () => {
  const view = (id: string) => `${SEARCH}/${id}`;

  test('a listed candidate, with where they stand on this employer’s jobs only', async () => {
    const { user, profile } = await newCandidate();
    const res = await employer.get(view(user.id));
    expect(res.statusCode, res.body).toBe(200);
    const { email: _email, complete: _complete, updated_at: _updated, completeness: _completeness, ...shown } = profile;
    expect(res.json()).toEqual({ ...shown, joined_at: expect.stringMatching(ISO), applications: [] });
    expect(res.json()).not.toHaveProperty('email');

    const mine = await openJobOf(employer, 'Bookkeeper for the clinic');
    const theirs = await openJobOf(otherEmployer, 'Their bookkeeper');
    const applicationId = await addApplication(mine.id, user.id, 'shortlisted');
    const theirApplicationId = await addApplication(theirs.id, user.id, 'applied');
    expect((await employer.get(view(user.id))).json().applications).toEqual([
      { id: applicationId, status: 'shortlisted', job: { id: mine.id, title: 'Bookkeeper for the clinic', hire_type: 'full_time', status: 'open' } },
    ]);
    expect((await otherEmployer.get(view(user.id))).json().applications).toEqual([
      { id: theirApplicationId, status: 'applied', job: { id: theirs.id, title: 'Their bookkeeper', hire_type: 'full_time', status: 'open' } },
    ]);
  });

  test('an unlisted profile only to the employers it applied to', async () => {
    const { user } = await newCandidate({ role: undefined });
    expectError(await employer.get(view(user.id)), 404, 'NOT_FOUND');
    const job = await openJobOf(employer);
    await addApplication(job.id, user.id, 'applied');
    expect((await employer.get(view(user.id))).statusCode).toBe(200);
    expectError(await otherEmployer.get(view(user.id)), 404, 'NOT_FOUND');
  });

  test('no such candidate is 404, a malformed id 400; only employers may look', async () => {
    expectError(await employer.get(view(randomUUID())), 404, 'NOT_FOUND');
    expectError(await employer.get(view(employerUser.id)), 404, 'NOT_FOUND');
    expectError(await employer.get(view('12345')), 400, 'VALIDATION_FAILED', { id: field('invalid') });
    const { user } = await newCandidate();
    expectError(await candidate.get(view(user.id)), 403, 'FORBIDDEN');
    expectError(await t.client().get(view(user.id)), 401, 'UNAUTHENTICATED');
  });
});

describe('getRateCard', () => {
  const cases: Array<[JobRole, ExperienceLevel]> = [
    ['bookkeeper', 'intermediate'],
    ['software-developer', 'expert'],
    ['chat-support-agent', 'entry'],
  ];

  test.each(cases)('%s at %s level: the shared pay guidance and our fee', async (role, level) => {
    const res = await employer.post(RATE_CARD, { role, experience_level: level });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      role,
      industry: industryOf(role),
      experience_level: level,
      currency: 'USD',
      monthly_salary_cents: monthlySalaryRange(role, level),
      hourly_rate_cents: hourlyRateRange(role, level),
      service_fee_cents: serviceFeeCents(level),
    });
  });

  test('the figures a bookkeeper is quoted', async () => {
    const card = (await employer.post(RATE_CARD, { role: 'bookkeeper', experience_level: 'intermediate' })).json();
    expect(card.monthly_salary_cents).toEqual({ low: 112_000, typical: 140_000, high: 168_000 });
    expect(card.service_fee_cents).toBe(39_900);
    expect(card.industry).toBe('accounting');
  });

  test('bad input names the field; only employers may ask', async () => {
    expectError(await employer.post(RATE_CARD, { role: 'astronaut', experience_level: 'entry' }), 400, 'VALIDATION_FAILED', { role: field('choice') });
    expectError(await employer.post(RATE_CARD, { role: 'bookkeeper' }), 400, 'VALIDATION_FAILED', { experience_level: field('required') });
    expectError(await employer.post(RATE_CARD, { role: 'bookkeeper', experience_level: 'entry', country: 'PH' }), 400, 'VALIDATION_FAILED', {
      country: field('unknown'),
    });
    expectError(await candidate.post(RATE_CARD, { role: 'bookkeeper', experience_level: 'entry' }), 403, 'FORBIDDEN');
    expectError(await t.client().post(RATE_CARD, { role: 'bookkeeper', experience_level: 'entry' }), 401, 'UNAUTHENTICATED');
  });
});

describe('requestCandidate', () => {
  const request = (overrides: Record<string, unknown> = {}) => ({
    role: 'medical-billing-specialist',
    experience_level: 'expert',
    hire_type: 'full_time',
    headcount: 3,
    start_date: '2031-03-01',
    details: '  Night shift, US hours.  ',
    ...overrides,
  });

  test('201: stored, and the employer is mailed a confirmation in their language', async () => {
    const user = await t.createUser({ type: 'business_owner', overrides: { locale: 'es' } });
    const browser = await t.signIn(user);
    const res = await browser.post(REQUEST, request());
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json();
    expect(receipt).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), created_at: expect.stringMatching(ISO) });
    const rows = await t.query(
      `select employer_id, role, experience_level, hire_type, headcount, start_date::text as start_date, details from candidate_requests where id = '${receipt.id}'`,
    );
    expect(rows).toEqual([
      { employer_id: user.id, role: 'medical-billing-specialist', experience_level: 'expert', hire_type: 'full_time', headcount: 3, start_date: '2031-03-01', details: 'Night shift, US hours.' },
    ]);
    const [mail] = await t.mailbox(user.email);
    expect(mail!.subject).toBe(msg('mail_candidate_request_subject', {}, 'es'));
    expect(mail!.text).toContain(msg('mail_candidate_request_body', { headcount: 3 }, 'es'));
    expect(mail!.text).toContain(msg('mail_greeting', { name: 'Ada' }, 'es'));

    const minimal = await browser.post(REQUEST, { role: 'bookkeeper', experience_level: 'entry', hire_type: 'fractional', headcount: 1 });
    expect(minimal.statusCode, minimal.body).toBe(201);
    const [row] = await t.query(`select start_date, details from candidate_requests where id = '${minimal.json().id}'`);
    expect(row).toEqual({ start_date: null, details: null });
  });

  test('ten an hour per employer; the eleventh is 429 with Retry-After', async () => {
    const user = await t.createUser({ type: 'business_owner' });
    const browser = await t.signIn(user);
    for (let i = 0; i < 10; i += 1) expect((await browser.post(REQUEST, request())).statusCode).toBe(201);
    const refused = await browser.post(REQUEST, request());
    expectError(refused, 429, 'RATE_LIMITED', undefined, { params: { minutes: 60 } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await t.query(`select 1 from candidate_requests where employer_id = '${user.id}'`)).toHaveLength(10);
    const confirmations = (await t.mailbox(user.email)).filter((m) => m.subject === msg('mail_candidate_request_subject'));
    expect(confirmations).toHaveLength(10);
    // Another employer has a budget of its own; a fresh browser of the same employer does not.
    expect((await otherEmployer.post(REQUEST, request())).statusCode).toBe(201);
    expect((await (await t.signIn(user)).post(REQUEST, request())).statusCode).toBe(429);
  });

  test('bad input names the field and is not counted', async () => {
    const user = await t.createUser({ type: 'business_owner' });
    const browser = await t.signIn(user);
    const bad = async (body: Record<string, unknown>, fields: Record<string, string>) =>
      expectError(await browser.post(REQUEST, body), 400, 'VALIDATION_FAILED', fields);
    for (let i = 0; i < 2; i += 1) {
      await bad(request({ headcount: 0 }), { headcount: field('min', { min: 1 }) });
      await bad(request({ headcount: 51 }), { headcount: field('max', { max: 50 }) });
      await bad(request({ headcount: '3' }), { headcount: field('type') });
      await bad(request({ start_date: 'next week' }), { start_date: field('invalid') });
      await bad(request({ details: 'x'.repeat(2001) }), { details: field('too_long', { max: 2000 }) });
      await bad(request({ hire_type: 'part_time' }), { hire_type: field('choice') });
      await bad(request({ budget: 100 }), { budget: field('unknown') });
      const { role: _r, ...noRole } = request();
      await bad(noRole, { role: field('required') });
    }
    expect(await t.query(`select 1 from candidate_requests where employer_id = '${user.id}'`)).toHaveLength(0);
    for (let i = 0; i < 10; i += 1) expect((await browser.post(REQUEST, request())).statusCode).toBe(201);
  });

  test('candidates get 403, nobody signed in 401', async () => {
    expectError(await candidate.post(REQUEST, request()), 403, 'FORBIDDEN');
    expectError(await t.client().post(REQUEST, request()), 401, 'UNAUTHENTICATED');
  });
});
