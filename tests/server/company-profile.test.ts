// The employer's company profile through the API (server/employers/): read and replaced by its
// employer only, validated in the employer's language; the logo set, replaced and removed with its
// file, seen by anyone while the company has an open job and otherwise only by its employer and
// administrators; the company card on the job board and a job's page; the profile in the
// personal-data export; the demo companies' profiles and logos.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SHORT_DESCRIPTION } from '../../server/employers/company-card.js';
import { insertDemoCompanyProfiles } from '../../server/seed/demo-company-profiles.js';
import { DEMO_EMPLOYER, DEMO_SECOND_EMPLOYER } from '../../server/seed/demo-data.js';
import { multipart } from './compliance-fixtures.js';
import { API, expectError, field, startTestServer, type Client, type TestServer } from './harness.js';
import { newAdmin, newCandidate, newEmployer, newJob, ok, put, tag, type Person } from './pipeline-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PROFILE = `${API}/employer/company`;
const LOGO = `${API}/employer/company/logo`;
const logoOf = (id: string) => `${API}/companies/${id}/logo`;

let t: TestServer;
let admin: Client;
let wide: Buffer;

beforeAll(async () => {
  t = await startTestServer();
  admin = (await newAdmin(t)).browser;
  // Wider than tall, with a camera's metadata.
  wide = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#225577' } })
    .withExif({ IFD0: { Make: 'ScannerMaker' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

const upload = (browser: Client, bytes: Buffer, filename: string, contentType = 'image/jpeg', language = 'en') =>
  browser.request('PUT', LOGO, undefined, { ...multipart([{ name: 'file', filename, bytes, contentType }]), headers: { 'accept-language': language } });

/** The logos kept for an employer, by name in the store's folder. */
const stored = (employerId: string) => {
  const folder = path.join(t.filesDir, 'company', 'logo', employerId);
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

const profile = {
  description: 'Family dental clinics in Oregon; our remote team keeps the front desks free for patients.',
  size: '51-200',
  industry: 'healthcare',
  locations: [
    { city: 'Portland', country: 'US' },
    { city: ' Seattle ', country: 'US' },
  ],
  timezone: 'America/Los_Angeles',
  work_hours: { start: '08:00', end: '17:00' },
};

describe('the profile', () => {
  test('starts empty with the account’s name and website, is replaced whole, and a field left out is cleared', async () => {
    const grace = await newEmployer(t, { company_name: 'Northwind Dental', website_url: 'https://northwind.example' });
    expect(ok<Json>(await grace.browser.get(PROFILE))).toEqual({
      name: 'Northwind Dental',
      website_url: 'https://northwind.example',
      description: '',
      locations: [],
      shown_on_jobs: false,
    });
    const saved = ok<Json>(await put(grace.browser, PROFILE, profile));
    expect(saved).toMatchObject({ ...profile, locations: [profile.locations[0], { city: 'Seattle', country: 'US' }], name: 'Northwind Dental', shown_on_jobs: false });
    expect(ok<Json>(await grace.browser.get(PROFILE))).toEqual(saved);

    const { size: _s, work_hours: _w, ...fewer } = profile;
    const again = ok<Json>(await put(grace.browser, PROFILE, { ...fewer, locations: [] }));
    expect(again.size).toBeUndefined();
    expect(again.work_hours).toBeUndefined();
    expect(again.locations).toEqual([]);
    // The name and website are the account's: this profile does not take them.
    expectError(await put(grace.browser, PROFILE, { ...profile, name: 'Other' }), 400, 'VALIDATION_FAILED', { name: field('unknown') });
  });

  test('is checked in the employer’s language: length, vocabularies, at most five places, none twice, no blank city', async () => {
    const grace = await newEmployer(t);
    const fr = { 'accept-language': 'fr' };
    const refused = (body: unknown) => grace.browser.request('PUT', PROFILE, body, { headers: fr });
    expectError(await refused({ ...profile, description: 'x'.repeat(2001) }), 400, 'VALIDATION_FAILED', { description: field('too_long', { max: 2000 }, 'fr') }, { locale: 'fr' });
    const six = Array.from({ length: 6 }, (_, i) => ({ city: `City ${i}`, country: 'US' }));
    expect((await refused({ ...profile, locations: six })).json().fields).toHaveProperty(['locations']);
    expect((await refused({ ...profile, size: '12-40' })).json().fields).toHaveProperty(['size']);
    expect((await refused({ ...profile, industry: 'dentistry' })).json().fields).toHaveProperty(['industry']);
    expect((await refused({ ...profile, timezone: 'Mars/Olympus' })).json().fields).toHaveProperty(['timezone']);
    expect((await refused({ ...profile, work_hours: { start: '25:00', end: '17:00' } })).json().fields).toHaveProperty(['work_hours.start']);
    expectError(
      await refused({ ...profile, locations: [{ city: 'Portland', country: 'US' }, { city: ' portland', country: 'US' }, { city: '  ', country: 'CA' }] }),
      400,
      'VALIDATION_FAILED',
      { 'locations.1': field('duplicates', {}, 'fr'), 'locations.2.city': field('required', {}, 'fr') },
      { locale: 'fr' },
    );
    expect(ok<Json>(await grace.browser.get(PROFILE)).description).toBe('');
  });

  test('is the employer’s own: a candidate gets 403, and each employer reads and writes only theirs', async () => {
    const [grace, liam, maria] = [await newEmployer(t), await newEmployer(t), await newCandidate(t)];
    expectError(await maria.browser.get(PROFILE), 403, 'FORBIDDEN');
    expectError(await put(maria.browser, PROFILE, profile), 403, 'FORBIDDEN');
    expectError(await upload(maria.browser, wide, 'logo.jpg'), 403, 'FORBIDDEN');
    ok(await put(grace.browser, PROFILE, profile));
    // The operations take no id: another employer's write is their own profile, Grace's is untouched.
    ok(await put(liam.browser, PROFILE, { description: 'Realty.', locations: [] }));
    expect(ok<Json>(await grace.browser.get(PROFILE)).description).toBe(profile.description);
    expect(ok<Json>(await liam.browser.get(PROFILE)).description).toBe('Realty.');
  });
});

describe('the logo', () => {
  test('is fitted inside 256×256 as a WebP without metadata, replaced with its old file deleted, and removed with its file', async () => {
    const grace = await newEmployer(t);
    const first = ok<Json>(await upload(grace.browser, wide, 'logo.jpg'));
    expect(first.logo_url).toMatch(new RegExp(`^/api/v1/companies/${grace.user.id}/logo\\?v=[0-9a-f]{16}$`));
    expect(stored(grace.user.id)).toHaveLength(1);
    const res = await grace.browser.get(first.logo_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const picture = await sharp(res.rawPayload).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: 256, height: 128 });
    expect(picture.exif).toBeUndefined();
    // Asked by another address it is checked each time, and not sent again while it has not changed.
    const plain = await grace.browser.get(logoOf(grace.user.id));
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    expect((await grace.browser.get(logoOf(grace.user.id), { headers: { 'if-none-match': String(plain.headers.etag) } })).statusCode).toBe(304);

    const square = await sharp({ create: { width: 120, height: 120, channels: 4, background: '#00000000' } }).png().toBuffer();
    const second = ok<Json>(await upload(grace.browser, square, 'logo.png', 'image/png'));
    expect(second.logo_url).not.toBe(first.logo_url);
    expect(stored(grace.user.id)).toHaveLength(1);
    // Never enlarged.
    expect(await sharp((await grace.browser.get(second.logo_url)).rawPayload).metadata()).toMatchObject({ width: 120, height: 120 });

    const removed = ok<Json>(await grace.browser.request('DELETE', LOGO));
    expect(removed.logo_url).toBeUndefined();
    expect(stored(grace.user.id)).toHaveLength(0);
    expectError(await grace.browser.get(logoOf(grace.user.id)), 404, 'NOT_FOUND');
    ok(await grace.browser.request('DELETE', LOGO));
  });

  test('refuses what is not a JPEG, PNG or WebP image, in the employer’s language, and keeps the logo there', async () => {
    const grace = await newEmployer(t);
    ok(await upload(grace.browser, wide, 'logo.jpg'));
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expectError(await upload(grace.browser, svg, 'logo.png', 'image/png', 'es'), 400, 'VALIDATION_FAILED', { file: field('file_type', { types: 'JPEG, PNG, WEBP' }, 'es') }, { locale: 'es' });
    const misnamed = multipart([{ name: 'logo', filename: 'logo.jpg', bytes: wide, contentType: 'image/jpeg' }]);
    expectError(await grace.browser.request('PUT', LOGO, undefined, misnamed), 400, 'VALIDATION_FAILED', { file: field('required') });
    expect(stored(grace.user.id)).toHaveLength(1);
  });

  test('is public while the company has an open job, else only its employer’s and administrators’', async () => {
    const [grace, liam, maria] = [await newEmployer(t), await newEmployer(t), await newCandidate(t)];
    const { logo_url: url } = ok<Json>(await upload(grace.browser, wide, 'logo.jpg'));
    const visitor = t.client();
    expectError(await visitor.get(url), 404, 'NOT_FOUND');
    expectError(await maria.browser.get(url), 404, 'NOT_FOUND');
    expectError(await liam.browser.get(url), 404, 'NOT_FOUND');
    expect((await admin.get(url)).statusCode).toBe(200);

    const job = await newJob(t, grace.user.id, { status: 'draft', publishedAt: null });
    expectError(await visitor.get(url), 404, 'NOT_FOUND');
    await newJob(t, grace.user.id);
    const open = await visitor.get(url);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await maria.browser.get(url)).statusCode).toBe(200);
    expect(ok<Json>(await grace.browser.get(PROFILE)).shown_on_jobs).toBe(true);
    expect(job.status).toBe('draft');
  });
});

describe('the company card on jobs', () => {
  let grace: Person;
  let word: string;
  let jobId: string;
  const long = `${'Dental clinics with a remote team '.repeat(12)}and the end.`;

  beforeAll(async () => {
    word = tag();
    grace = await newEmployer(t, { company_name: 'Northwind Dental', website_url: 'https://northwind.example' });
    ok(await put(grace.browser, PROFILE, { ...profile, description: long }));
    ok(await upload(grace.browser, wide, 'logo.jpg'));
    jobId = (await newJob(t, grace.user.id, { title: `Dental biller ${word}` })).id;
    // A company that wrote no profile still has its name on its jobs.
    await newJob(t, (await newEmployer(t, { company_name: `Plain ${word}` })).user.id, { title: `Receptionist ${word}` });
  });

  test('the board shows each job’s company with the first words of its description', async () => {
    const jobs = ok<Json>(await t.client().get(`${API}/jobs?q=${word}`)).jobs as Json[];
    const northwind = jobs.find((j) => j.id === jobId)!;
    expect(northwind.company).toMatchObject({
      name: 'Northwind Dental',
      industry: 'healthcare',
      size: '51-200',
      locations: [profile.locations[0], { city: 'Seattle', country: 'US' }],
      timezone: 'America/Los_Angeles',
      work_hours: profile.work_hours,
      website_url: 'https://northwind.example',
    });
    expect(northwind.company.logo_url).toMatch(/^\/api\/v1\/companies\/.+\/logo\?v=/);
    expect(northwind.company.description.length).toBeLessThanOrEqual(SHORT_DESCRIPTION);
    expect(northwind.company.description).toMatch(/remote team…$/);
    expect(long.startsWith(northwind.company.description.slice(0, -1))).toBe(true);
    const plain = jobs.find((j) => j.company_name === `Plain ${word}`)!;
    expect(plain.company).toEqual({ name: `Plain ${word}`, locations: [], website_url: expect.stringMatching(/^https:/) });
  });

  test('a job’s page shows the whole description, and the logo it names is open to its visitors', async () => {
    const visitor = t.client();
    const job = ok<Json>(await visitor.get(`${API}/jobs/${jobId}`));
    expect(job.company).toMatchObject({ name: 'Northwind Dental', description: long, timezone: 'America/Los_Angeles' });
    expect((await visitor.get(job.company.logo_url)).statusCode).toBe(200);
  });

  test('the personal-data export holds the profile, not where its logo is stored', async () => {
    const records = ok<Json>(await grace.browser.post(`${API}/account/personal-data`)).records;
    expect(records.company_profile).toEqual([expect.objectContaining({ description: long, size: '51-200', timezone: 'America/Los_Angeles', work_start: '08:00' })]);
    expect(JSON.stringify(records.company_profile)).not.toContain('company/logo');
  });
});

test('the demo companies get a profile and a drawn logo', async () => {
  const ids = new Map<string, string>();
  for (const email of [DEMO_EMPLOYER, DEMO_SECOND_EMPLOYER]) {
    ids.set(email, (await newEmployer(t)).user.id);
  }
  expect(await insertDemoCompanyProfiles(t.db, t.files, ids)).toBe(2);
  for (const id of ids.values()) {
    expect(stored(id)).toHaveLength(1);
    const logo = await admin.get(logoOf(id));
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  }
});
