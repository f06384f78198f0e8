// The candidate's intake survey through the API (server/onboarding/intake-survey.ts): empty at
// first, each section saved and read back on its own, complete once all three are saved, bad
// input named by its field, only for candidates, and two sections saved at once both kept.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, expectError, field, startTestServer, type TestServer } from './harness.js';
import { newCandidate, newEmployer, ok, put } from './pipeline-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SURVEY = `${API}/candidate/intake-survey`;
const SECTION = {
  work_setup: `${SURVEY}/work-setup`,
  emergency_contact: `${SURVEY}/emergency-contact`,
  working_hours: `${SURVEY}/working-hours`,
} as const;

const workSetup = {
  download_mbps: 100,
  upload_mbps: 20,
  connection: 'fiber',
  backup_connection: 'mobile_data',
  backup_power: 'ups',
  computer: 'laptop',
  operating_system: 'windows',
  headset: true,
  webcam: true,
  workspace: 'private_room',
};
const emergencyContact = { name: 'Ana Santos', relationship: 'Sister', phone: '+63 917 555 0100' };
// Past midnight: the end before the start is the next day.
const workingHours = { timezone: 'Asia/Manila', work_days: ['mon', 'tue', 'wed', 'thu', 'fri'], start_time: '21:00', end_time: '05:00' };

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
  t.clock.set('2030-03-10T12:00:00.000Z');
});
afterAll(async () => {
  await t?.close();
});

describe('getMyIntakeSurvey', () => {
  test('nothing saved at first', async () => {
    const maria = await newCandidate(t);
    expect(ok<Json>(await maria.browser.get(SURVEY))).toEqual({ sections_done: [] });
  });

  test('an employer may neither read nor save one', async () => {
    const boss = await newEmployer(t);
    expectError(await boss.browser.get(SURVEY), 403, 'FORBIDDEN');
    expectError(await put(boss.browser, SECTION.work_setup, workSetup), 403, 'FORBIDDEN');
  });
});

describe('saving the sections', () => {
  test('each section is read back as saved, trimmed; complete once all three are, and the time it was completed stays', async () => {
    const maria = await newCandidate(t);
    const other = await newCandidate(t);

    expect(ok<Json>(await put(maria.browser, SECTION.working_hours, { ...workingHours, work_days: ['fri', 'mon', 'wed'] }))).toEqual({
      working_hours: { ...workingHours, work_days: ['mon', 'wed', 'fri'] },
      sections_done: ['working_hours'],
    });
    const contact = ok<Json>(await put(maria.browser, SECTION.emergency_contact, { name: '  Ana Santos ', relationship: ' Sister', phone: '+63 917 555 0100  ' }));
    expect(contact).toEqual({
      emergency_contact: emergencyContact,
      working_hours: { ...workingHours, work_days: ['mon', 'wed', 'fri'] },
      sections_done: ['emergency_contact', 'working_hours'],
    });

    t.clock.set('2030-03-11T08:30:00.000Z');
    const done = ok<Json>(await put(maria.browser, SECTION.work_setup, workSetup));
    expect(done).toEqual({
      work_setup: workSetup,
      emergency_contact: emergencyContact,
      working_hours: { ...workingHours, work_days: ['mon', 'wed', 'fri'] },
      sections_done: ['work_setup', 'emergency_contact', 'working_hours'],
      completed_at: '2030-03-11T08:30:00.000Z',
    });
    expect(ok<Json>(await maria.browser.get(SURVEY))).toEqual(done);

    // A later save replaces its section and nothing else; the survey stays completed when it was.
    t.clock.set('2030-03-12T09:00:00.000Z');
    const changed = ok<Json>(await put(maria.browser, SECTION.work_setup, { ...workSetup, download_mbps: 300, webcam: false }));
    expect(changed).toEqual({ ...done, work_setup: { ...workSetup, download_mbps: 300, webcam: false } });
    expect(ok<Json>(await maria.browser.get(SURVEY))).toEqual(changed);

    // Only the caller's own survey.
    expect(ok<Json>(await other.browser.get(SURVEY))).toEqual({ sections_done: [] });
  });

  test('two sections saved at once are both kept', async () => {
    const maria = await newCandidate(t);
    const [a, b] = await Promise.all([put(maria.browser, SECTION.work_setup, workSetup), put(maria.browser, SECTION.emergency_contact, emergencyContact)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(ok<Json>(await maria.browser.get(SURVEY))).toEqual({ work_setup: workSetup, emergency_contact: emergencyContact, sections_done: ['work_setup', 'emergency_contact'] });
  });

  test('the last two sections saved at once complete the survey', async () => {
    const maria = await newCandidate(t);
    ok(await put(maria.browser, SECTION.work_setup, workSetup));
    await Promise.all([put(maria.browser, SECTION.emergency_contact, emergencyContact), put(maria.browser, SECTION.working_hours, workingHours)]);
    const survey = ok<Json>(await maria.browser.get(SURVEY));
    expect(survey.sections_done).toEqual(['work_setup', 'emergency_contact', 'working_hours']);
    expect(survey.completed_at).toEqual(expect.any(String));
  });

  test('bad input names its field, and nothing is saved', async () => {
    const maria = await newCandidate(t);
    const { browser } = maria;
    expectError(await put(browser, SECTION.work_setup, { ...workSetup, download_mbps: 0, workspace: 'beach' }), 400, 'VALIDATION_FAILED', {
      download_mbps: field('min', { min: 1 }),
      workspace: field('choice'),
    });
    expectError(await put(browser, SECTION.emergency_contact, { ...emergencyContact, phone: 'call me maybe' }), 400, 'VALIDATION_FAILED', { phone: field('phone') });
    expectError(await put(browser, SECTION.emergency_contact, { name: ' A ', relationship: '   ', phone: '  12345  ' }), 400, 'VALIDATION_FAILED', {
      name: field('too_short', { min: 2 }),
      relationship: field('required'),
      phone: field('phone'),
    });
    expectError(await put(browser, SECTION.working_hours, { ...workingHours, end_time: '21:00' }), 400, 'VALIDATION_FAILED', { end_time: field('invalid') });
    expectError(await put(browser, SECTION.working_hours, { ...workingHours, timezone: 'Mars/Olympus_Mons' }), 400, 'VALIDATION_FAILED', { timezone: field('invalid') });
    expectError(await put(browser, SECTION.working_hours, { ...workingHours, work_days: [] }), 400, 'VALIDATION_FAILED', { work_days: field('select_some', { min: 1 }) });
    expect(ok<Json>(await browser.get(SURVEY))).toEqual({ sections_done: [] });
  });
});
