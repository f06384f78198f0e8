// A candidate's photo and CV through the API (server/candidates/profile-files.ts, profile-photo.ts,
// profile-cv.ts): set, replaced and removed with their files, wrong and hostile files refused in
// the candidate's language, read by exactly those who may see the profile, the CV's words found
// by employers' searches, and the files listed in the personal-data export.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { candidateProfileFileKeys } from '../../server/candidates/profile-files.js';
import { demoCandidates } from '../../server/seed/demo-data.js';
import { insertDemoProfileFiles } from '../../server/seed/demo-profile-files.js';
import { writePdf } from '../../server/seed/pdf-writer.js';
import { DiskStore } from '../../server/storage/disk-store.js';
import { multipart } from './compliance-fixtures.js';
import { API, expectError, field, startTestServer, type Client, type Res, type TestServer } from './harness.js';
import { completeProfile, newAdmin, newCandidate, newEmployer, newJob, ok, put, tag, URLS, type Person } from './pipeline-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PHOTO = `${API}/candidate/profile/photo`;
const CV = `${API}/candidate/profile/cv`;
const photoOf = (id: string) => `${API}/candidates/${id}/photo`;
const cvOf = (id: string) => `${API}/candidates/${id}/cv`;
const profileOf = (id: string) => `${API}/employer/candidates/${id}`;

let t: TestServer;
let admin: Client;
let portrait: Buffer;

beforeAll(async () => {
  t = await startTestServer();
  admin = (await newAdmin(t)).browser;
  // Wider than tall, with a camera's metadata: what a phone sends. Blue in its centred square, red on either side.
  const side = await sharp({ create: { width: 140, height: 360, channels: 3, background: '#ff0000' } }).png().toBuffer();
  portrait = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0000ff' } })
    .composite([
      { input: side, left: 0, top: 0 },
      { input: side, left: 500, top: 0 },
    ])
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

const upload = (browser: Client, url: string, bytes: Buffer, filename: string, contentType = 'application/octet-stream', language = 'en') =>
  browser.request('PUT', url, undefined, { ...multipart([{ name: 'file', filename, bytes, contentType }]), headers: { 'accept-language': language } });

/** A CV of one page that says `words`. */
const cvPdf = (words: string) => writePdf('CV', [{ text: 'Maria Santos', heading: true }, { text: `Claims and ${words} for dental practices` }]);

/** The files kept for a candidate of this kind, by name in the store's folder. */
const stored = (kind: 'photo' | 'cv', candidateId: string) => {
  const folder = path.join(t.filesDir, 'profile', kind, candidateId);
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

const searchIds = async (employer: Client, words: string) =>
  ok<Json>(await employer.get(`${API}/employer/candidates?q=${encodeURIComponent(words)}`)).candidates.map((c: Json) => c.id);

describe('the photo', () => {
  test('is cropped to a centred 400×400 WebP without metadata, replaced with its old file deleted, and removed', async () => {
    const maria = await newCandidate(t);
    const first = ok<Json>(await upload(maria.browser, PHOTO, portrait, 'me.jpg', 'image/jpeg'));
    expect(first.photo_url).toMatch(new RegExp(`^/api/v1/candidates/${maria.user.id}/photo\\?v=[0-9a-f]{16}$`));
    expect(first.completeness.missing).not.toContain('photo');
    expect(stored('photo', maria.user.id)).toHaveLength(1);

    const res = await maria.browser.get(first.photo_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const picture = await sharp(res.rawPayload).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(picture.exif).toBeUndefined();
    const [red, , blue] = (await sharp(res.rawPayload).stats()).channels;
    expect(red!.mean).toBeLessThan(20);
    expect(blue!.mean).toBeGreaterThan(200);
    // Asked by another address it is checked each time, and not sent again while it has not changed.
    const plain = await maria.browser.get(photoOf(maria.user.id));
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    const etag = String(plain.headers.etag);
    expect(first.photo_url.endsWith(etag.replace(/"/g, ''))).toBe(true);
    const again = await maria.browser.get(photoOf(maria.user.id), { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const png = await sharp({ create: { width: 300, height: 500, channels: 4, background: '#cc3366' } }).png().toBuffer();
    const second = ok<Json>(await upload(maria.browser, PHOTO, png, 'new.png', 'image/png'));
    expect(second.photo_url).not.toBe(first.photo_url);
    expect(stored('photo', maria.user.id)).toHaveLength(1);
    const changed = await maria.browser.get(photoOf(maria.user.id), { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(res.rawPayload)).toBe(false);

    const removed = ok<Json>(await maria.browser.delete(PHOTO));
    expect(removed.photo_url).toBeUndefined();
    expect(removed.completeness.missing).toContain('photo');
    expect(stored('photo', maria.user.id)).toEqual([]);
    expectError(await maria.browser.get(photoOf(maria.user.id)), 404, 'NOT_FOUND');
    // Removing what is not there is not an error.
    expect(ok<Json>(await maria.browser.delete(PHOTO)).photo_url).toBeUndefined();
  });

  test('a file that is not a picture is refused in the candidate’s language, and nothing is kept', async () => {
    const marie = await newCandidate(t);
    expectError(await upload(marie.browser, PHOTO, cvPdf('anything'), 'photo.jpg', 'image/jpeg', 'fr-CA,fr;q=0.9'), 400, 'VALIDATION_FAILED', { file: field('file_type', { types: 'JPEG, PNG, WEBP' }, 'fr') }, { locale: 'fr' });
    expectError(await upload(marie.browser, PHOTO, Buffer.from('<svg onload="alert(1)"/>'), 'me.png', 'image/png', 'fr'), 400, 'VALIDATION_FAILED', { file: field('file_type', { types: 'JPEG, PNG, WEBP' }, 'fr') }, { locale: 'fr' });
    const misnamed = multipart([{ name: 'picture', filename: 'me.png', bytes: portrait }]);
    expectError(await marie.browser.request('PUT', PHOTO, undefined, { ...misnamed, headers: { 'accept-language': 'fr' } }), 400, 'VALIDATION_FAILED', { file: field('required', {}, 'fr') }, { locale: 'fr' });
    expect(stored('photo', marie.user.id)).toEqual([]);
  });
});

describe('the CV', () => {
  test('is kept as sent, its words found by employers’ searches until it is replaced or removed, with its file', async () => {
    const maria = await newCandidate(t);
    await completeProfile(t, maria.user.id);
    const employer = (await newEmployer(t)).browser;
    const [word, later] = [tag(), tag()];
    const pdf = cvPdf(word);
    const first = ok<Json>(await upload(maria.browser, CV, pdf, '../Mon CV “final”.pdf', 'application/pdf'));
    expect(first.cv).toEqual({ file_name: 'Mon CV “final”.pdf', size_bytes: pdf.length, uploaded_at: expect.any(String), url: `/api/v1/candidates/${maria.user.id}/cv` });
    expect(await searchIds(employer, word)).toEqual([maria.user.id]);

    const res = await maria.browser.get(first.cv.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Mon CV _final_.pdf"; filename*=UTF-8''Mon%20CV%20%E2%80%9Cfinal%E2%80%9D.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(pdf)).toBe(true);

    ok(await upload(maria.browser, CV, cvPdf(later), 'cv.pdf', 'application/pdf'));
    expect(stored('cv', maria.user.id)).toHaveLength(1);
    expect(await searchIds(employer, word)).toEqual([]);
    expect(await searchIds(employer, later)).toEqual([maria.user.id]);
    // The profile's row never shows where a file is stored.
    const [key] = await candidateProfileFileKeys(t.db, maria.user.id);
    expect(JSON.stringify(first) + (await maria.browser.get(`${API}/candidate/profile`)).body).not.toContain(key!.split('/').pop());

    expect(ok<Json>(await maria.browser.delete(CV)).cv).toBeUndefined();
    expect(stored('cv', maria.user.id)).toEqual([]);
    expect(await searchIds(employer, later)).toEqual([]);
    expectError(await maria.browser.get(cvOf(maria.user.id)), 404, 'NOT_FOUND');
  });

  test('only a PDF without active content is taken, refused in the candidate’s language', async () => {
    const ana = await newCandidate(t);
    expectError(await upload(ana.browser, CV, portrait, 'cv.pdf', 'application/pdf', 'es'), 400, 'VALIDATION_FAILED', { file: field('file_type', { types: 'PDF' }, 'es') }, { locale: 'es' });
    const script = Buffer.from('%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n', 'latin1');
    expectError(await upload(ana.browser, CV, script, 'cv.pdf', 'application/pdf', 'es'), 400, 'VALIDATION_FAILED', { file: field('file_active_content', {}, 'es') }, { locale: 'es' });
    expect(stored('cv', ana.user.id)).toEqual([]);
  });
});

describe('who reads them', () => {
  let maria: Person;
  beforeAll(async () => {
    maria = await newCandidate(t);
    ok(await upload(maria.browser, PHOTO, portrait, 'me.jpg', 'image/jpeg'));
    ok(await upload(maria.browser, CV, cvPdf(tag()), 'cv.pdf', 'application/pdf'));
  });

  /** What an employer gets of the profile, the photo and the CV: always the same answer. */
  async function seenBy(employer: Client): Promise<number> {
    const answers: Res[] = [await employer.get(profileOf(maria.user.id)), await employer.get(photoOf(maria.user.id)), await employer.get(cvOf(maria.user.id))];
    expect(new Set(answers.map((res) => res.statusCode)).size, answers.map((res) => res.statusCode).join()).toBe(1);
    return answers[0]!.statusCode;
  }

  test('employers exactly when they see the profile: an unlisted one only by those it applied to, a listed one by all', async () => {
    const stranger = await newEmployer(t);
    const applied = await newEmployer(t);
    expect(await seenBy(stranger.browser)).toBe(404);
    const job = await newJob(t, applied.user.id);
    ok(await maria.browser.post(URLS.apply(job.id), { note: 'I would love to help.' }), 201);
    expect(await seenBy(applied.browser)).toBe(200);
    expect(await seenBy(stranger.browser)).toBe(404);
    await completeProfile(t, maria.user.id);
    expect(await seenBy(stranger.browser)).toBe(200);
    expect(ok<Json>(await stranger.browser.get(profileOf(maria.user.id)))).toMatchObject({ photo_url: expect.any(String), cv: { file_name: 'cv.pdf' } });
  });

  test('the candidate and administrators; another candidate’s id is not found, and nobody signed in gets 401', async () => {
    for (const reader of [maria.browser, admin]) {
      expect((await reader.get(photoOf(maria.user.id))).statusCode).toBe(200);
      expect((await reader.get(cvOf(maria.user.id))).statusCode).toBe(200);
    }
    const other = (await newCandidate(t)).browser;
    expectError(await other.get(photoOf(maria.user.id)), 404, 'NOT_FOUND');
    expectError(await other.get(cvOf(maria.user.id)), 404, 'NOT_FOUND');
    expectError(await t.client().get(photoOf(maria.user.id)), 401, 'UNAUTHENTICATED');
    expectError(await t.client().get(cvOf(maria.user.id)), 401, 'UNAUTHENTICATED');
    expectError(await put(t.client(), PHOTO), 401, 'UNAUTHENTICATED');
  });

  test('the personal-data export lists the files by name, size and date, not where they are stored', async () => {
    const records = ok<Json>(await maria.browser.post(`${API}/account/personal-data`)).records;
    expect(records.candidate_profile_files).toHaveLength(2);
    expect(records.candidate_profile_files).toEqual(
      expect.arrayContaining([
        { kind: 'photo', file_name: 'me.webp', content_type: 'image/webp', size_bytes: expect.any(Number), uploaded_at: expect.any(String) },
        { kind: 'cv', file_name: 'cv.pdf', content_type: 'application/pdf', size_bytes: expect.any(Number), uploaded_at: expect.any(String) },
      ]),
    );
    expect(await candidateProfileFileKeys(t.db, maria.user.id)).toHaveLength(2);
  });
});

describe('the demo', () => {
  test('gives each candidate a photo with their initials and a CV of their profile, handed in as an upload is', async () => {
    const people = demoCandidates.slice(0, 2);
    const ids = new Map<string, string>();
    for (const person of people) ids.set(person.email, (await newCandidate(t)).user.id);
    expect(await insertDemoProfileFiles(t.db, new DiskStore(t.filesDir), people, ids)).toBe(2);
    for (const person of people) {
      const id = ids.get(person.email)!;
      const photo = await admin.get(photoOf(id));
      expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
      expect((await admin.get(cvOf(id))).headers['content-disposition']).toContain(`${person.firstname} ${person.lastname} CV.pdf`);
      const [profile] = await t.query<{ cv_text: string }>(`select cv_text from candidate_profiles where user_id = '${id}'`);
      expect(profile!.cv_text).toContain(person.candidateProfile!.headline);
      expect(profile!.cv_text).toContain(person.candidateProfile!.skills[0]);
    }
  });
});
