// Vetting through the API (server/vetting): the role's questions, answers saved as drafts, the
// rules of submitting, the administrators' queue and decisions with their reasons, the badge
// employers see, and who may do what.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { vettingStatusOf } from '../../server/vetting/candidate-vetting.js';
import { API, expectError, field, startTestServer, type Client, type TestServer } from './harness.js';
import { completeProfile, newAdmin, newCandidate, newEmployer, ok, put, tag, type Person } from './pipeline-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const V = {
  mine: `${API}/candidate/vetting`,
  answer: (question: string) => `${API}/candidate/vetting/answers/${question}`,
  submit: `${API}/candidate/vetting/submission`,
  queue: `${API}/admin/vetting`,
  case: (id: string) => `${API}/admin/vetting/${id}`,
  decision: (id: string) => `${API}/admin/vetting/${id}/decision`,
};

const STORY = 'I reconcile every account weekly against the bank feed, and I flag anything unmatched to the owner with a short note the same day.';

/** Every answer a bookkeeper gives (src/shared/vetting-questions.ts). */
const BOOKKEEPER_ANSWERS: Record<string, string | number> = {
  bookkeeper_years: 6,
  bookkeeper_software: 'xero',
  bookkeeper_reconciliation: STORY,
  bookkeeper_unmatched_payment: STORY,
  english_level: 'fluent',
};

let t: TestServer;
let admin: Client;
let employer: Person;

beforeAll(async () => {
  t = await startTestServer();
  admin = (await newAdmin(t, { firstname: 'Ada', lastname: 'Byrne' })).browser;
  employer = await newEmployer(t);
});
afterAll(async () => {
  await t?.close();
});

/** A bookkeeper whose profile vetting counts as complete. */
async function readyBookkeeper(overrides: Record<string, unknown> = {}): Promise<Person> {
  const person = await newCandidate(t, overrides);
  await completeProfile(t, person.user.id, { bio: 'B'.repeat(120), skills: ['QuickBooks', 'Xero', 'Payroll', tag()] });
  return person;
}

async function answerAll(person: Person, answers = BOOKKEEPER_ANSWERS) {
  for (const [question, answer] of Object.entries(answers)) ok(await put(person.browser, V.answer(question), { answer }));
}

async function inReview(overrides: Record<string, unknown> = {}): Promise<Person> {
  const person = await readyBookkeeper(overrides);
  await answerAll(person);
  ok(await person.browser.post(V.submit));
  return person;
}

describe('the candidate’s questions and drafts', () => {
  test('a candidate without a role answers the generic set; the profile’s missing parts are listed', async () => {
    const maria = await newCandidate(t);
    expect(ok<Json>(await maria.browser.get(V.mine))).toEqual({
      status: 'answering',
      questions: ['generic_years', 'generic_proud_work', 'generic_tools', 'generic_hours_overlap', 'english_level'],
      answers: [],
      profile: [
        { field: 'headline', done: true },
        { field: 'role', done: false },
        { field: 'experience_level', done: false },
        { field: 'monthly_rate', done: false },
        { field: 'skills', done: false },
        { field: 'bio', done: false },
        { field: 'education', done: true },
      ],
      profile_complete: false,
      can_submit: false,
    });
    expect(await vettingStatusOf(t.db, maria.user.id)).toBe('answering');
  });

  test('answers are saved one at a time, trimmed, and read back after a reload; a second save replaces the first', async () => {
    const maria = await readyBookkeeper();
    const saved = ok<Json>(await put(maria.browser, V.answer('bookkeeper_reconciliation'), { answer: `  ${STORY}  ` }));
    expect(saved.role).toBe('bookkeeper');
    expect(saved.questions).toEqual(['bookkeeper_years', 'bookkeeper_software', 'bookkeeper_reconciliation', 'bookkeeper_unmatched_payment', 'english_level']);
    expect(saved.answers).toEqual([{ question: 'bookkeeper_reconciliation', answer: STORY, updated_at: expect.stringMatching(ISO) }]);
    ok(await put(maria.browser, V.answer('bookkeeper_years'), { answer: 3 }));
    ok(await put(maria.browser, V.answer('bookkeeper_years'), { answer: 4 }));
    const again = ok<Json>(await maria.browser.get(V.mine));
    expect(again.answers.map((a: Json) => [a.question, a.answer])).toEqual([
      ['bookkeeper_years', 4],
      ['bookkeeper_reconciliation', STORY],
    ]);
    expect(again.profile_complete).toBe(true);
    expect(again.can_submit).toBe(false);
  });

  test('an answer that does not fit its question is refused on `answer`, a question of another role on `question`', async () => {
    const maria = await readyBookkeeper();
    expectError(await put(maria.browser, V.answer('bookkeeper_reconciliation'), { answer: '   too short    ' }), 400, 'VALIDATION_FAILED', {
      answer: field('too_short', { min: 80 }),
    });
    expectError(await put(maria.browser, V.answer('bookkeeper_software'), { answer: 'excel' }), 400, 'VALIDATION_FAILED', { answer: field('choice') });
    expectError(await put(maria.browser, V.answer('bookkeeper_years'), { answer: 'six' }), 400, 'VALIDATION_FAILED', { answer: field('type') });
    expectError(await put(maria.browser, V.answer('developer_stack'), { answer: 'TypeScript and React' }), 400, 'VALIDATION_FAILED', { question: field('unknown') });
    expect(ok<Json>(await maria.browser.get(V.mine)).answers).toEqual([]);
  });
});

describe('submitting', () => {
  test('refused until the profile is complete and every question answered; then in review, and answers locked', async () => {
    const maria = await newCandidate(t);
    await completeProfile(t, maria.user.id);
    await answerAll(maria);
    // A listed profile is not enough: vetting also asks for a bio and three skills.
    expectError(await maria.browser.post(V.submit), 409, 'VETTING_INCOMPLETE', undefined, { messageKey: 'vet_api_error_incomplete' });
    await completeProfile(t, maria.user.id, { bio: 'B'.repeat(120), skills: ['QuickBooks', 'Xero', 'Payroll'] });
    const submitted = ok<Json>(await maria.browser.post(V.submit));
    expect(submitted).toMatchObject({ status: 'in_review', can_submit: false, submitted_at: expect.stringMatching(ISO) });
    expect(await vettingStatusOf(t.db, maria.user.id)).toBe('in_review');
    expectError(await put(maria.browser, V.answer('english_level'), { answer: 'native' }), 409, 'VETTING_NOT_OPEN', undefined, { messageKey: 'vet_api_error_not_open' });
    expectError(await maria.browser.post(V.submit), 409, 'VETTING_NOT_OPEN', undefined, { messageKey: 'vet_api_error_not_open' });
  });

  test('a missing answer keeps it from being submitted', async () => {
    const maria = await readyBookkeeper();
    const { english_level: _left, ...most } = BOOKKEEPER_ANSWERS;
    await answerAll(maria, most);
    expectError(await maria.browser.post(V.submit), 409, 'VETTING_INCOMPLETE', undefined, { messageKey: 'vet_api_error_incomplete' });
  });
});

describe('the administrators’ review', () => {
  test('the queue: cases in review, the longest waiting first, filtered by status and country', async () => {
    const country = 'MU';
    t.clock.set('2030-03-09T09:00:00Z');
    const first = await inReview({ country });
    t.clock.set('2030-03-10T09:00:00Z');
    const second = await inReview({ country });
    const page = ok<Json>(await admin.get(`${V.queue}?country=${country}`));
    expect(page).toEqual({
      items: [first, second].map((p) => ({
        candidate: { id: p.user.id, firstname: 'Maria', lastname: expect.any(String), country, role: 'bookkeeper' },
        status: 'in_review',
        submitted_at: expect.stringMatching(ISO),
      })),
      page: 1,
      page_size: 20,
      has_more: false,
    });
    expect(ok<Json>(await admin.get(`${V.queue}?country=${country}&status=vetted`)).items).toEqual([]);
  });

  test('needs changes: reasons required, the candidate reads them, edits and submits again; then vetted, with each decision recorded', async () => {
    const maria = await inReview();
    const opened = ok<Json>(await admin.get(V.case(maria.user.id)));
    expect(opened).toMatchObject({ status: 'in_review', candidate: { id: maria.user.id, bio: 'B'.repeat(120), vetted: false }, decisions: [] });
    expect(opened.answers).toHaveLength(5);

    expectError(await admin.post(V.decision(maria.user.id), { decision: 'needs_changes' }), 400, 'VALIDATION_FAILED', { reasons: field('required') });
    expectError(await admin.post(V.decision(maria.user.id), { decision: 'vetted', reasons: 'Looks great.' }), 400, 'VALIDATION_FAILED', { reasons: field('unknown') });
    const reasons = 'Say which software you reconcile in, step by step.';
    t.clock.set('2030-03-11T09:00:00Z');
    ok(await admin.post(V.decision(maria.user.id), { decision: 'needs_changes', reasons }));
    expectError(await admin.post(V.decision(maria.user.id), { decision: 'vetted' }), 409, 'VETTING_DECIDED', undefined, { messageKey: 'vet_api_error_decided' });

    const sentBack = ok<Json>(await maria.browser.get(V.mine));
    expect(sentBack).toMatchObject({ status: 'needs_changes', reasons, can_submit: true, decided_at: expect.stringMatching(ISO) });
    ok(await put(maria.browser, V.answer('bookkeeper_reconciliation'), { answer: `In Xero: ${STORY}` }));
    expect(ok<Json>(await maria.browser.post(V.submit))).not.toHaveProperty('reasons');

    t.clock.set('2030-03-12T09:00:00Z');
    const vetted = ok<Json>(await admin.post(V.decision(maria.user.id), { decision: 'vetted' }));
    expect(vetted).toMatchObject({ status: 'vetted', candidate: { vetted: true } });
    expect(vetted.decisions).toEqual([
      { decision: 'vetted', decided_at: expect.stringMatching(ISO), decided_by: 'Ada Byrne' },
      { decision: 'needs_changes', reasons, decided_at: expect.stringMatching(ISO), decided_by: 'Ada Byrne' },
    ]);
    const [record] = await t.query<Json>(`select answers from vetting_decisions where candidate_id = '${maria.user.id}' and decision = 'vetted'`);
    expect(record!.answers.bookkeeper_reconciliation).toBe(`In Xero: ${STORY}`);
    expect(ok<Json>(await maria.browser.get(V.mine)).status).toBe('vetted');
    expectError(await put(maria.browser, V.answer('english_level'), { answer: 'native' }), 409, 'VETTING_NOT_OPEN', undefined, { messageKey: 'vet_api_error_not_open' });
  });

  test('a vetted candidate carries the badge in search and on the profile employers open', async () => {
    const maria = await inReview();
    const other = await readyBookkeeper();
    const skill = tag();
    await completeProfile(t, maria.user.id, { bio: 'B'.repeat(120), skills: ['QuickBooks', 'Xero', skill] });
    await completeProfile(t, other.user.id, { bio: 'B'.repeat(120), skills: ['QuickBooks', 'Xero', skill] });
    ok(await admin.post(V.decision(maria.user.id), { decision: 'vetted' }));
    const found = ok<Json>(await employer.browser.get(`${API}/employer/candidates?skills=${skill}`)).candidates;
    expect(Object.fromEntries(found.map((c: Json) => [c.id, c.vetted]))).toEqual({ [maria.user.id]: true, [other.user.id]: false });
    expect(ok<Json>(await employer.browser.get(`${API}/employer/candidates/${maria.user.id}`)).vetted).toBe(true);
  });
});

describe('the personal-data export', () => {
  test('holds the candidate’s case, answers and decisions with their reasons, not which administrator took them', async () => {
    const maria = await inReview();
    ok(await admin.post(V.decision(maria.user.id), { decision: 'needs_changes', reasons: 'Add the software you use.' }));
    const res = await maria.browser.post(`${API}/account/personal-data`);
    expect(res.statusCode, res.body).toBe(200);
    const { records } = res.json();
    expect(records.vetting).toEqual([expect.objectContaining({ status: 'needs_changes', reasons: 'Add the software you use.' })]);
    expect(records.vetting_answers).toHaveLength(5);
    expect(records.vetting_answers).toContainEqual(expect.objectContaining({ question: 'english_level', answer: 'fluent' }));
    expect(records.vetting_decisions).toEqual([
      { decision: 'needs_changes', reasons: 'Add the software you use.', answers: BOOKKEEPER_ANSWERS, decided_at: expect.stringMatching(ISO) },
    ]);
    expect(JSON.stringify(records.vetting)).not.toContain('decided_by');
  });
});

describe('who may do what', () => {
  test('only administrators list, open and decide; a candidate without a case is not found', async () => {
    const maria = await inReview();
    for (const client of [maria.browser, employer.browser]) {
      expect((await client.get(V.queue)).statusCode).toBe(403);
      expect((await client.get(V.case(maria.user.id))).statusCode).toBe(403);
      expect((await client.post(V.decision(maria.user.id), { decision: 'vetted' })).statusCode).toBe(403);
    }
    expect((await employer.browser.get(V.mine)).statusCode).toBe(403);
    const never = await newCandidate(t);
    expectError(await admin.get(V.case(never.user.id)), 404, 'NOT_FOUND');
    expectError(await admin.post(V.decision(never.user.id), { decision: 'vetted' }), 404, 'NOT_FOUND');
    // One candidate's answers never show in another's vetting.
    expect(ok<Json>(await never.browser.get(V.mine)).answers).toEqual([]);
  });
});
