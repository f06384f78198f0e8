// A candidate's profile as employers see it (issue 21): a new candidate, in French, adds a photo, a
// CV and a job to their work history on /profile; the demo employer, in English, opens their
// profile and sees the photo, the job and the CV to download. The "about" and skills sections
// are filled through the API first, as the page would, so that the profile is listed.
import { SIGNED_IN } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { call } from './checkout-steps.ts';
import { BASE_URL, expect, test } from './fixtures.ts';
import { registerCandidate, signInAs, text } from './hiring-steps.ts';
import { message } from './messages.ts';
import { apiSignedIn, PNG } from './onboarding-steps.ts';
import { writePdf } from '../../server/seed/pdf-writer.ts';

const fr = (key: string, params: Record<string, string | number> = {}) => text('fr', key, params);
const en = (key: string, params: Record<string, string | number> = {}) => text('en', key, params);

test.use({ locale: 'fr-FR' });

test('a candidate builds a profile with a photo and a CV, in French; an employer sees it, in English', async ({ page, openContext }) => {
  const candidate = await registerCandidate('fr');
  const api = await apiSignedIn(candidate);
  const { user } = await call<{ user: { id: string } }>(api, 'GET', '/auth/me');
  await call(api, 'PUT', '/candidate/profile', {
    headline: 'Comptable bilingue',
    bio: 'Six ans de comptabilité pour des cabinets dentaires.',
    role: 'bookkeeper',
    experience_level: 'intermediate',
    years_experience: 6,
    monthly_rate_cents: 120000,
    availability: 'immediately',
  });
  await call(api, 'PUT', '/candidate/profile/skills', { entries: [{ name: 'QuickBooks', years: 6 }] });

  await signInAs(page, candidate, 'fr');
  await page.goto('/profile');
  const main = page.getByRole('main');

  // "Photo" and "CV" are French words too: read as they are, not checked as translations.
  const photo = main.getByRole('region', { name: message('fr', 'profile_section_photo') });
  await photo.getByLabel(fr('profile_photo_choose')).setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: PNG });
  await photo.getByRole('button', { name: fr('profile_photo_upload') }).click();
  await expect(photo.getByRole('img', { name: fr('profile_photo_current_alt') })).toBeVisible();

  const cv = main.getByRole('region', { name: message('fr', 'profile_section_cv') });
  const pdf = writePdf('CV', [{ text: 'Comptable bilingue', heading: true }, { text: 'QuickBooks, Xero, rapprochements bancaires.' }]);
  await cv.getByLabel(fr('profile_cv_choose')).setInputFiles({ name: 'cv-lucia.pdf', mimeType: 'application/pdf', buffer: pdf });
  await cv.getByRole('button', { name: fr('profile_cv_upload') }).click();
  await expect(cv.getByText('cv-lucia.pdf')).toBeVisible();

  const history = main.getByRole('region', { name: fr('profile_section_work_history') });
  await history.getByRole('button', { name: fr('profile_job_add') }).click();
  await history.getByLabel(fr('profile_job_role')).fill('Comptable');
  await history.getByLabel(fr('profile_job_employer')).fill('Clinique Sourire');
  await history.getByLabel(fr('profile_job_start')).fill('2020-03');
  await history.getByRole('button', { name: fr('ui_editor_save_named', { section: fr('profile_section_work_history') }) }).click();
  // The toast region's name, "Notifications", is the same word in French.
  await expect(page.getByRole('status').filter({ hasText: fr('profile_section_saved') })).toBeVisible();
  await expectNoAxeViolations(page, '/profile (fr), photo, CV and a job saved');

  const employer = (await openContext({ locale: 'en-US', storageState: SIGNED_IN.employer })).page;
  await employer.goto(`/candidate/${user.id}`);
  const view = employer.getByRole('main');
  await expect(view.getByRole('heading', { level: 1, name: `${candidate.firstname} ${candidate.lastname}` })).toBeVisible();
  const shown = view.locator('img[src*="/photo"]').first();
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(view.getByRole('region', { name: en('talent_profile_work_history') }).getByText('Clinique Sourire')).toBeVisible();
  const download = view.getByRole('link', { name: en('talent_cv_download', { name: 'cv-lucia.pdf' }) });
  const href = await download.getAttribute('href');
  const cookies = await employer.context().cookies(BASE_URL);
  const file = await fetch(`${BASE_URL}${href}`, { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  await expectNoAxeViolations(employer, '/candidate/:id (en), a full profile');
});
