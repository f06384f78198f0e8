// Tags candidate (profile) and candidates: the profile's sections (work history, education, languages,
// skills with years, working hours, links), how complete it is, what employers see of it, and the
// search by language, working hours and CV text (docs/product.md, "Candidate profiles").
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, expectError, field, msg, startTestServer, type Client, type Res, type TestServer, type TestUser } from './harness.js';

let t: TestServer;
let employer: Client;
let otherEmployer: Client;

const MY_PROFILE = `${API}/candidate/profile`;
const SECTION = (name: string) => `${MY_PROFILE}/${name}`;
const SEARCH = `${API}/employer/candidates`;

/** A skill no other test uses, so a search filtered by it sees only this test's candidates. */
const tag = () => `zs${randomBytes(5).toString('hex')}`;
const put = (browser: Client, url: string, body: unknown) => browser.request('PUT', url, body);

const about = {
  headline: 'Medical biller for US dental groups',
  bio: 'Five years of clean claims.',
  role: 'medical-billing-specialist',
  experience_level: 'intermediate',
  years_experience: 5,
  monthly_rate_cents: 120_000,
  availability: 'immediately',
};

const workHistory = [
  { employer: '  MedBridge Billing ', role: 'Medical biller', start_month: '2023-03', description: ' Claims for fourteen dental groups. ' },
  { employer: 'Pacific Claims', role: 'Claims follow-up', start_month: '2021-06', end_month: '2023-02', description: '' },
];

async function saved(res: Res) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A candidate with the about section and `skills` (complete, so listed), in a zone of their own. */
async function newCandidate(skills: string[] = [tag()], account: Record<string, unknown> = {}) {
  const user = await t.createUser({ type: 'candidate', overrides: account });
  const browser = await t.signIn(user);
  await saved(await put(browser, MY_PROFILE, about));
  const profile = await saved(await put(browser, SECTION('skills'), { entries: skills.map((name) => ({ name, years: 4 })) }));
  return { user, browser, profile };
}

let employerUser: TestUser;
let otherEmployerUser: TestUser;
beforeAll(async () => {
  t = await startTestServer();
  const [a, b] = await Promise.all([t.createUser({ type: 'business_owner' }), t.createUser({ type: 'business_owner' })]);
  employerUser = a!;
  otherEmployerUser = b!;
  // The employer works in New York: 09:00 to 17:00 there is what overlap_hours compares with.
  await t.query(`update users set timezone = 'America/New_York' where id = '${a!.id}'`);
  [employer, otherEmployer] = await Promise.all([t.signIn(a!), t.signIn(b!)]);
  // Winter: New York is UTC-5, Manila UTC+8, Paris UTC+1.
  t.clock.set(new Date('2027-01-13T12:00:00Z'));
});
afterAll(async () => {
  await t?.close();
});

describe('each section is saved whole and answered with the whole profile', () => {
  test('work history: trimmed, replaced as a whole; a job without an end is current', async () => {
    const { browser } = await newCandidate();
    const profile = await saved(await put(browser, SECTION('work-history'), { entries: workHistory }));
    expect(profile.work_history).toEqual([
      { employer: 'MedBridge Billing', role: 'Medical biller', start_month: '2023-03', description: 'Claims for fourteen dental groups.' },
      { employer: 'Pacific Claims', role: 'Claims follow-up', start_month: '2021-06', end_month: '2023-02', description: '' },
    ]);
    expect(profile).toMatchObject({ headline: about.headline, complete: true });
    const replaced = await saved(await put(browser, SECTION('work-history'), { entries: [workHistory[1]] }));
    expect(replaced.work_history).toHaveLength(1);
    expect((await browser.get(MY_PROFILE)).json()).toEqual(replaced);

    const bad = async (entry: Record<string, unknown>, fields: Record<string, string>) =>
      expectError(await put(browser, SECTION('work-history'), { entries: [workHistory[0], { ...workHistory[1], ...entry }] }), 400, 'VALIDATION_FAILED', fields);
    await bad({ end_month: '2020-12' }, { 'entries.1.end_month': msg('profile_api_field_ends_before_start') });
    await bad({ employer: '   ' }, { 'entries.1.employer': field('required') });
    await bad({ start_month: '2023-13' }, { 'entries.1.start_month': field('invalid') });
    await bad({ salary: 10 }, { 'entries.1.salary': field('unknown') });
    expectError(await put(browser, SECTION('work-history'), { entries: Array(21).fill(workHistory[1]) }), 400, 'VALIDATION_FAILED', {
      entries: field('max', { max: 20 }),
    });
    expect((await browser.get(MY_PROFILE)).json()).toEqual(replaced);
  });

  test('education: several entries, the sign-up’s first until replaced', async () => {
    const { browser, profile } = await newCandidate();
    expect(profile.education).toEqual([{ institution: 'University of Lagos', degree: 'bachelor', end_year: 2015 }]);
    const entries = [
      { institution: ' University of Lagos ', degree: 'bachelor', field_of_study: 'Accounting', start_year: 2011, end_year: 2015 },
      { institution: 'AAPC', degree: 'vocational', field_of_study: '  ' },
    ];
    const next = await saved(await put(browser, SECTION('education'), { entries }));
    expect(next.education).toEqual([
      { institution: 'University of Lagos', degree: 'bachelor', field_of_study: 'Accounting', start_year: 2011, end_year: 2015 },
      { institution: 'AAPC', degree: 'vocational' },
    ]);
    const bad = async (entry: Record<string, unknown>, fields: Record<string, string>) =>
      expectError(await put(browser, SECTION('education'), { entries: [{ ...entries[0], ...entry }] }), 400, 'VALIDATION_FAILED', fields);
    await bad({ end_year: 2010 }, { 'entries.0.end_year': msg('profile_api_field_ends_before_start') });
    await bad({ degree: 'wizard' }, { 'entries.0.degree': field('choice') });
    await bad({ start_year: 1900 }, { 'entries.0.start_year': field('min', { min: 1950 }) });
    expectError(await put(browser, SECTION('education'), { entries: Array(11).fill(entries[1]) }), 400, 'VALIDATION_FAILED', { entries: field('max', { max: 10 }) });
    expect((await saved(await put(browser, SECTION('education'), { entries: [] }))).education).toEqual([]);
  });

  test('languages: ISO codes at a CEFR level, each once', async () => {
    const { user, browser } = await newCandidate();
    const profile = await saved(await put(browser, SECTION('languages'), { entries: [{ language: 'tl', level: 'native' }, { language: 'es', level: 'B2' }] }));
    expect(profile.languages).toEqual([{ language: 'tl', level: 'native' }, { language: 'es', level: 'B2' }]);
    const [row] = await t.query<{ language_levels: string[] }>(`select language_levels from candidate_profiles where user_id = '${user.id}'`);
    expect(row!.language_levels).toEqual(['tl:A1', 'tl:A2', 'tl:B1', 'tl:B2', 'tl:C1', 'tl:C2', 'tl:native', 'es:A1', 'es:A2', 'es:B1', 'es:B2']);
    const bad = async (entries: unknown[], fields: Record<string, string>) =>
      expectError(await put(browser, SECTION('languages'), { entries }), 400, 'VALIDATION_FAILED', fields);
    await bad([{ language: 'xx', level: 'B1' }], { 'entries.0.language': field('choice') });
    await bad([{ language: 'en', level: 'C1' }, { language: 'en', level: 'B1' }], { 'entries.1.language': field('duplicates') });
    await bad([{ language: 'en', level: 'B3' }], { 'entries.0.level': field('choice') });
    await bad([{ language: 'EN', level: 'B1' }], { 'entries.0.language': field('invalid') });
  });

  test('skills with years: the skills searched follow them, and so does whether the profile is listed', async () => {
    const skill = tag();
    const { user, browser } = await newCandidate([skill, 'Excel']);
    expect(await searchIds(`skills=${skill}`)).toEqual([user.id]);
    const profile = await saved(await put(browser, SECTION('skills'), { entries: [{ name: ` ${skill}`, years: 6 }, { name: 'Dentrix', years: 0 }] }));
    expect(profile).toMatchObject({ skills: [skill, 'Dentrix'], skills_detail: [{ name: skill, years: 6 }, { name: 'Dentrix', years: 0 }], complete: true });
    const bad = async (entries: unknown[], fields: Record<string, string>) =>
      expectError(await put(browser, SECTION('skills'), { entries }), 400, 'VALIDATION_FAILED', fields);
    await bad([{ name: 'Excel', years: 1 }, { name: 'excel ', years: 2 }], { 'entries.1.name': field('duplicates') });
    await bad([{ name: '  ', years: 1 }], { 'entries.0.name': field('required') });
    await bad([{ name: 'Excel', years: 61 }], { 'entries.0.years': field('max', { max: 60 }) });
    // Without skills the profile is unlisted again.
    expect((await saved(await put(browser, SECTION('skills'), { entries: [] }))).complete).toBe(false);
    expect(await searchIds(`skills=${skill}`)).toEqual([]);
  });

  test('working hours: a zone, a start and an end (past midnight allowed), the days', async () => {
    const { browser } = await newCandidate();
    const hours = { timezone: 'Asia/Manila', start: '22:00', end: '06:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'] };
    expect((await saved(await put(browser, SECTION('work-hours'), hours))).work_hours).toEqual(hours);
    const bad = async (change: Record<string, unknown>, fields: Record<string, string>) =>
      expectError(await put(browser, SECTION('work-hours'), { ...hours, ...change }), 400, 'VALIDATION_FAILED', fields);
    await bad({ end: '22:00' }, { end: msg('profile_api_field_same_start_end') });
    await bad({ timezone: 'Mars/Olympus_Mons' }, { timezone: field('invalid') });
    await bad({ start: '24:00' }, { start: field('invalid') });
    await bad({ days: [] }, { days: field('select_some', { min: 1 }) });
    await bad({ days: ['mon', 'mon'] }, { days: field('duplicates') });
  });

  test('links: https addresses only; an empty object clears them', async () => {
    const { browser } = await newCandidate();
    const links = { linkedin: 'https://www.linkedin.com/in/maria', github: 'https://github.com/maria', portfolio: 'https://maria.example/work  ' };
    expect((await saved(await put(browser, SECTION('links'), links))).links).toEqual({ ...links, portfolio: 'https://maria.example/work' });
    const bad = async (body: Record<string, unknown>, fields: Record<string, string>) =>
      expectError(await put(browser, SECTION('links'), body), 400, 'VALIDATION_FAILED', fields);
    await bad({ website: 'http://maria.example' }, { website: field('url') });
    await bad({ website: 'https://localhost' }, { website: field('url') });
    await bad({ twitter: 'https://x.example/maria' }, { twitter: field('unknown') });
    expect((await saved(await put(browser, SECTION('links'), {}))).links).toEqual({});
  });
});

describe('completeness', () => {
  test('the share of sections filled in, and which are missing', async () => {
    const user = await t.createUser({ type: 'candidate' });
    const browser = await t.signIn(user);
    // The sign-up gave an education, nothing else yet.
    expect((await browser.get(MY_PROFILE)).json().completeness).toEqual({
      percent: 10,
      missing: ['about', 'photo', 'cv', 'work_history', 'languages', 'skills', 'work_hours', 'links', 'rate'],
    });
    await saved(await put(browser, MY_PROFILE, about));
    await saved(await put(browser, SECTION('work-history'), { entries: workHistory }));
    await saved(await put(browser, SECTION('languages'), { entries: [{ language: 'en', level: 'C1' }] }));
    await saved(await put(browser, SECTION('skills'), { entries: [{ name: 'Excel', years: 3 }] }));
    await saved(await put(browser, SECTION('work-hours'), { timezone: 'Europe/Paris', start: '09:00', end: '17:00', days: ['mon'] }));
    const full = await saved(await put(browser, SECTION('links'), { website: 'https://maria.example' }));
    expect(full.completeness).toEqual({ percent: 80, missing: ['photo', 'cv'] });
    // About wants a summary too; the rate is a section of its own.
    const noBio = await saved(await put(browser, MY_PROFILE, { ...about, bio: ' ', monthly_rate_cents: undefined }));
    expect(noBio.completeness).toEqual({ percent: 60, missing: ['about', 'photo', 'cv', 'rate'] });
  });
});

describe('who may write and read the sections', () => {
  test('only the candidate writes their own; employers 403, nobody signed in 401', async () => {
    const a = await newCandidate();
    const b = await newCandidate();
    await saved(await put(a.browser, SECTION('languages'), { entries: [{ language: 'fr', level: 'C1' }] }));
    expect((await b.browser.get(MY_PROFILE)).json().languages).toEqual([]);
    for (const name of ['work-history', 'education', 'languages', 'skills', 'links']) {
      expectError(await put(employer, SECTION(name), { entries: [] }), 403, 'FORBIDDEN');
      expectError(await put(t.client(), SECTION(name), { entries: [] }), 401, 'UNAUTHENTICATED');
    }
  });

  test('an employer sees every section and none of the contact details, the CV’s text or the completeness', async () => {
    const { user, browser } = await newCandidate(['Dentrix'], { phone_number: '+63 917 555 0100' });
    await saved(await put(browser, SECTION('work-history'), { entries: workHistory }));
    await saved(await put(browser, SECTION('languages'), { entries: [{ language: 'tl', level: 'native' }] }));
    await saved(await put(browser, SECTION('work-hours'), { timezone: 'Asia/Manila', start: '22:00', end: '06:00', days: ['mon'] }));
    const own = await saved(await put(browser, SECTION('links'), { linkedin: 'https://www.linkedin.com/in/someone' }));
    await t.query(`update candidate_profiles set cv_text = 'secret words of the cv' where user_id = '${user.id}'`);

    const res = await employer.get(`${SEARCH}/${user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { email: _e, complete: _c, updated_at: _u, completeness: _p, ...shown } = own;
    expect(res.json()).toEqual({ ...shown, joined_at: expect.any(String), applications: [] });
    expect(res.body).not.toContain(user.email);
    expect(res.body).not.toContain('555 0100');
    expect(res.body).not.toContain('secret words');
  });

  test('an unlisted profile or another id is 404; a hire shows where onboarding stands', async () => {
    const user = await t.createUser({ type: 'candidate' });
    await saved(await put(await t.signIn(user), SECTION('languages'), { entries: [{ language: 'en', level: 'B2' }] }));
    expectError(await employer.get(`${SEARCH}/${user.id}`), 404, 'NOT_FOUND');
    expectError(await employer.get(`${SEARCH}/${randomUUID()}`), 404, 'NOT_FOUND');
    expectError(await employer.get(`${SEARCH}/${employerUser.id}`), 404, 'NOT_FOUND');

    const { user: hired } = await newCandidate();
    await t.query(
      `with job as (insert into jobs (employer_id, title, description, role, industry, hire_type, experience_level, pay_cents, hours_per_week, skills, status)
                    values ('${employerUser.id}', 'Biller', 'Claims for our practices, every day.', 'medical-billing-specialist', 'healthcare', 'full_time', 'intermediate', 120000, 40, '{}', 'open') returning id)
       insert into applications (job_id, employer_id, candidate_id, status, source) select id, '${employerUser.id}', '${hired.id}', 'hired', 'applied' from job`,
    );
    const view = (await employer.get(`${SEARCH}/${hired.id}`)).json();
    expect(view.onboarding).toMatchObject({ complete: false, steps: expect.arrayContaining([expect.objectContaining({ step: 'identity' })]) });
    expect((await otherEmployer.get(`${SEARCH}/${hired.id}`)).json()).not.toHaveProperty('onboarding');
  });
});

async function searchIds(query: string, browser: Client = employer): Promise<string[]> {
  const res = await browser.get(`${SEARCH}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().candidates.map((c: { id: string }) => c.id);
}

describe('searchCandidates by language, working hours and CV text', () => {
  test('a language, at a level or better', async () => {
    const skill = tag();
    const native = await newCandidate([skill]);
    const b2 = await newCandidate([skill]);
    const a2 = await newCandidate([skill]);
    await newCandidate([skill]);
    await saved(await put(native.browser, SECTION('languages'), { entries: [{ language: 'es', level: 'native' }] }));
    await saved(await put(b2.browser, SECTION('languages'), { entries: [{ language: 'en', level: 'C2' }, { language: 'es', level: 'B2' }] }));
    await saved(await put(a2.browser, SECTION('languages'), { entries: [{ language: 'es', level: 'A2' }] }));
    const ids = async (filter: string) => (await searchIds(`skills=${skill}&${filter}`)).sort();
    expect(await ids('language=es')).toEqual([native.user.id, b2.user.id, a2.user.id].sort());
    expect(await ids('language=es&language_level=B2')).toEqual([native.user.id, b2.user.id].sort());
    expect(await ids('language=es&language_level=native')).toEqual([native.user.id]);
    expect(await ids('language=en&language_level=C1')).toEqual([b2.user.id]);
    expectError(await employer.get(`${SEARCH}?language=spanish`), 400, 'VALIDATION_FAILED', { language: field('too_long', { max: 2 }) });
    expectError(await employer.get(`${SEARCH}?language=es&language_level=B3`), 400, 'VALIDATION_FAILED', { language_level: field('choice') });
  });

  test('working hours that overlap the employer’s day by at least so many hours', async () => {
    const skill = tag();
    const hours = async (browser: Client, timezone: string, start: string, end: string) =>
      saved(await put(browser, SECTION('work-hours'), { timezone, start, end, days: ['mon', 'tue', 'wed', 'thu', 'fri'] }));
    // New York's 09:00–17:00 in January is 14:00–22:00 UTC.
    const manilaNights = await newCandidate([skill]); // 22:00–06:00 Manila = 14:00–22:00 UTC: all 8 hours
    const paris = await newCandidate([skill]); // 09:00–17:00 Paris = 08:00–16:00 UTC: 2 hours
    const manilaDays = await newCandidate([skill]); // 09:00–18:00 Manila = 01:00–10:00 UTC: none
    const noHours = await newCandidate([skill]);
    await hours(manilaNights.browser, 'Asia/Manila', '22:00', '06:00');
    await hours(paris.browser, 'Europe/Paris', '09:00', '17:00');
    await hours(manilaDays.browser, 'Asia/Manila', '09:00', '18:00');
    const ids = async (filter: string) => (await searchIds(`skills=${skill}&${filter}`)).sort();
    expect(await ids('overlap_hours=1')).toEqual([manilaNights.user.id, paris.user.id].sort());
    expect(await ids('overlap_hours=2')).toEqual([manilaNights.user.id, paris.user.id].sort());
    expect(await ids('overlap_hours=3')).toEqual([manilaNights.user.id]);
    expect(await ids('overlap_hours=8')).toEqual([manilaNights.user.id]);
    expect((await searchIds(`skills=${skill}`)).sort()).toContain(noHours.user.id);
    // In July New York keeps summer time (UTC-4: 13:00–21:00 UTC) and Manila none: seven hours in common.
    // Paris moves with New York (UTC+2: 07:00–15:00 UTC): still two.
    t.clock.set(new Date('2027-07-14T12:00:00Z'));
    try {
      expect(await ids('overlap_hours=8')).toEqual([]);
      expect(await ids('overlap_hours=7')).toEqual([manilaNights.user.id]);
      expect(await ids('overlap_hours=2')).toEqual([manilaNights.user.id, paris.user.id].sort());
    } finally {
      t.clock.set(new Date('2027-01-13T12:00:00Z'));
    }
    // A company profile's time zone and usual hours are the employer's day: Paris, 08:00–16:00 UTC in January.
    await t.query(`insert into employer_profiles (user_id, timezone, work_start, work_end) values ('${otherEmployerUser.id}', 'Europe/Paris', '09:00', '17:00')`);
    const theirs = async (filter: string) => (await searchIds(`skills=${skill}&${filter}`, otherEmployer)).sort();
    expect(await theirs('overlap_hours=8')).toEqual([paris.user.id]);
    expect(await theirs('overlap_hours=2')).toEqual([manilaNights.user.id, paris.user.id, manilaDays.user.id].sort());
    expectError(await employer.get(`${SEARCH}?overlap_hours=9`), 400, 'VALIDATION_FAILED', { overlap_hours: field('max', { max: 8 }) });
  });

  test('free words match the CV’s text', async () => {
    const skill = tag();
    const word = tag();
    const { user } = await newCandidate([skill]);
    await newCandidate([skill]);
    await t.query(`update candidate_profiles set cv_text = 'Led the migration to ${word} billing' where user_id = '${user.id}'`);
    expect(await searchIds(`skills=${skill}&q=${word}`)).toEqual([user.id]);
    expect(await searchIds(`skills=${skill}&q=${word.slice(0, 6)}`)).toEqual([user.id]);
  });
});

describe('the personal-data export', () => {
  test('holds every section of the candidate’s profile', async () => {
    const { browser } = await newCandidate(['Dentrix']);
    await saved(await put(browser, SECTION('work-history'), { entries: workHistory }));
    await saved(await put(browser, SECTION('languages'), { entries: [{ language: 'tl', level: 'native' }] }));
    await saved(await put(browser, SECTION('work-hours'), { timezone: 'Asia/Manila', start: '22:00', end: '06:00', days: ['mon'] }));
    await saved(await put(browser, SECTION('links'), { github: 'https://github.com/maria' }));
    const res = await browser.post(`${API}/account/personal-data`);
    expect(res.statusCode, res.body).toBe(200);
    const [profile] = res.json().records.candidate_profile;
    expect(profile).toMatchObject({
      work_history: [expect.objectContaining({ employer: 'MedBridge Billing' }), expect.objectContaining({ employer: 'Pacific Claims' })],
      education: [{ institution: 'University of Lagos', degree: 'bachelor', end_year: 2015 }],
      languages: [{ language: 'tl', level: 'native' }],
      skill_years: [{ name: 'Dentrix', years: 4 }],
      work_timezone: 'Asia/Manila',
      work_start_minute: 22 * 60,
      work_end_minute: 6 * 60,
      work_days: ['mon'],
      links: { github: 'https://github.com/maria' },
      cv_text: '',
    });
  });
});
