// Two people in two time zones, each in a browser of their own: an employer in Sydney and a
// candidate in Johannesburg. Where they meet (the interview invite, the interview lists, the
// offer's hours) each sees the time in their own zone and in the other's; the time-zone
// picker starts at the browser's zone and finds another by typing. The job and the
// application come through the API; the screens under test are driven as a person would.
import type { Page } from '@playwright/test';
import { ApiBrowser, fullName, registerCandidate, registerEmployer, signInAs, text, toast, uniqueWord } from './hiring-steps.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

const SYDNEY = 'Australia/Sydney';
const JOBURG = 'Africa/Johannesburg';
const t = (key: string, params?: Record<string, string | number>) => text('en', key, params);
const main = (page: Page) => page.getByRole('main');

async function call<T>(api: ApiBrowser, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, status = 200): Promise<T> {
  const response = await api.request(method, `/api/v1${path}`, body);
  const body_ = await response.text();
  expect(response.status, `${method} ${path} answered ${response.status}: ${body_}`).toBe(status);
  return (body_ ? JSON.parse(body_) : undefined) as T;
}

// ---- What the pages should write, worked out here with Intl alone (not the app's code).

/** Minutes `zone` is ahead of UTC at `at`. */
function offset(zone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}
const pad = (n: number) => String(n).padStart(2, '0');
/** "Johannesburg, UTC+02:00" */
function place(zone: string, at = new Date()): string {
  const minutes = offset(zone, at);
  const abs = Math.abs(minutes);
  return `${zone.slice(zone.lastIndexOf('/') + 1)}, UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
const dayTime = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone }).format(at);
const clock = (at: Date, zone: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(at);
/** Minutes after midnight as a wall clock reads them: 0 → "12:00 AM". */
const wall = (minutes: number) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, 0, minutes)));

/** 9:00 in Sydney, `days` from now: the `datetime-local` text a Sydney browser takes, and the instant. */
function sydneyNineAm(days: number): { input: string; at: Date } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: SYDNEY, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(Date.now() + days * 86_400_000))
      .map((p) => [p.type, p.value]),
  );
  const guess = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), 9, 0);
  const at = new Date(guess - offset(SYDNEY, new Date(guess - offset(SYDNEY, new Date(guess)) * 60_000)) * 60_000);
  return { input: `${parts.year}-${parts.month}-${parts.day}T09:00`, at };
}

test('time zones: an employer in Sydney and a candidate in Johannesburg each see their own zone and the other’s', async ({ openContext }) => {
  test.setTimeout(240_000);
  const [boss, person] = await Promise.all([registerEmployer('en'), registerCandidate('en')]);
  const name = fullName(person);
  const company = boss.company!;
  const jobTitle = `Bookkeeper ${uniqueWord()}`;

  // The job and the application, through the API.
  const bossApi = new ApiBrowser();
  const personApi = new ApiBrowser();
  await call(bossApi, 'POST', '/auth/login', { email: boss.email, password: boss.password });
  await call(personApi, 'POST', '/auth/login', { email: person.email, password: person.password });
  const job = await call<{ id: string }>(
    bossApi,
    'POST',
    '/employer/jobs',
    {
      title: jobTitle,
      description: 'Keep the books of our two Sydney clinics and reconcile the bank accounts every month.',
      role: 'bookkeeper',
      hire_type: 'full_time',
      experience_level: 'intermediate',
      pay_cents: 150_000,
      hours_per_week: 40,
      skills: ['Scheduling'],
    },
    201,
  );
  await call(bossApi, 'POST', `/employer/jobs/${job.id}/publish`);
  await call(personApi, 'POST', `/jobs/${job.id}/apply`, { note: 'I answer the phones of a clinic today.' }, 201);

  // ---- The candidate signs in from Johannesburg: the browser's zone goes onto the account.
  const { page: candidate } = await openContext({ timezoneId: JOBURG });
  const zoneSaved = candidate.waitForResponse((r) => r.url().endsWith('/api/v1/auth/me') && r.request().method() === 'PATCH', { timeout: 30_000 });
  await signInAs(candidate, person, 'en');
  const saved = (await (await zoneSaved).json()) as { user: { timezone?: string } };
  expect(saved.user.timezone, 'the candidate’s account holds the zone of their browser').toBe(JOBURG);

  // ---- The employer, in Sydney, proposes a time and sees it for the candidate too.
  const { page: employer } = await openContext({ timezoneId: SYDNEY });
  await signInAs(employer, boss, 'en');
  await employer.goto('/dashboard/activity/job-applications');
  const applicant = main(employer).getByRole('article', { name });
  await applicant.getByRole('button', { name: t('hiring_action_invite_named', { name }) }).click();
  const invite = employer.getByRole('dialog', { name: t('hiring_invite_title', { name }) });
  await expect(invite).toBeVisible();
  const proposed = sydneyNineAm(3);
  await expect(invite.getByText(t('hiring_invite_times_hint', { zone: place(SYDNEY, proposed.at), max: 5 }))).toBeVisible();
  await expect(invite.getByText(t('tz_their_zone', { name, zone: place(JOBURG) }))).toBeVisible();
  await invite.getByLabel(t('hiring_invite_time_label', { number: 1 }), { exact: true }).fill(proposed.input);
  const forCandidate = t('tz_for_person', { time: clock(proposed.at, JOBURG), name, zone: place(JOBURG, proposed.at) });
  await expect(invite.getByText(forCandidate, { exact: true })).toBeVisible();
  await expectNoAxeViolations(employer, 'the interview invite, with the candidate’s zone');
  await invite.getByRole('button', { name: t('hiring_review'), exact: true }).click();
  const both = `${t('tz_your_time', { time: dayTime(proposed.at, SYDNEY) })} · ${forCandidate}`;
  await expect(invite.getByRole('listitem').filter({ hasText: both })).toBeVisible();
  await invite.getByRole('button', { name: t('hiring_invite_send'), exact: true }).click();
  await expect(toast(employer, 'en', t('hiring_invite_sent', { name }))).toBeVisible({ timeout: 20_000 });
  await expect(invite).toBeHidden();

  // The employer's interview list: their zone named, each time in both zones.
  await employer.goto('/dashboard/activity/interviews');
  await expect(main(employer).getByText(t('tz_interviews_caption', { zone: place(SYDNEY) }))).toBeVisible();
  const card = main(employer).getByRole('article', { name });
  await expect(card.getByText(both)).toBeVisible();
  await expectNoAxeViolations(employer, 'the employer’s interviews');

  // ---- The candidate sees the time in Johannesburg, and what it is for the employer.
  await candidate.goto('/dashboard/candidate/job-interviews');
  await expect(main(candidate).getByRole('heading', { level: 1, name: t('cand_interviews_title') })).toBeVisible();
  await expect(main(candidate).getByText(`(${JOBURG})`)).toBeVisible();
  const answer = main(candidate).getByRole('form', { name: t('cand_interview_answer_label', { job: jobTitle }) });
  const forEmployer = t('tz_for_person', { time: clock(proposed.at, SYDNEY), name: company, zone: place(SYDNEY, proposed.at) });
  await expect(answer.getByText(forEmployer, { exact: true })).toBeVisible();
  const radio = answer.getByRole('radio');
  await expect(radio, 'the proposed instant is 9:00 in Sydney').toHaveAttribute('value', proposed.at.toISOString());
  const label = await answer.locator('label').first().innerText();
  const joburgDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: JOBURG }).format(proposed.at);
  expect(label.includes(joburgDay) && label.includes(clock(proposed.at, JOBURG)), `the time reads in Johannesburg: ${label}`).toBeTruthy();
  await expectNoAxeViolations(candidate, 'the candidate’s interviews, with the employer’s zone');
  await radio.check();
  await answer.getByRole('button', { name: t('cand_interview_accept'), exact: true }).click();
  const item = main(candidate).getByRole('listitem').filter({ has: candidate.getByRole('heading', { name: jobTitle }) });
  await expect(item.getByText(t('label_interview_accepted'), { exact: true })).toBeVisible({ timeout: 20_000 });
  // The confirmed time, for the candidate and for the employer.
  await expect(item.getByText(forEmployer.replace(/^/, '· '), { exact: false })).toBeVisible();

  // ---- The offer's hours: set in Sydney with the picker, shown for the candidate in Johannesburg.
  await employer.goto('/dashboard/activity/job-applications');
  await main(employer).getByRole('article', { name }).getByRole('button', { name: t('hiring_action_offer_named', { name }) }).click();
  const offer = employer.getByRole('dialog', { name: t('hiring_offer_title', { name }) });
  const zone = offer.getByRole('combobox', { name: t('hiring_schedule_zone') });
  await expect(zone).toHaveValue(`Sydney (UTC${place(SYDNEY).split('UTC')[1]})`, { timeout: 20_000 });
  const shift = offset(JOBURG, new Date()) - offset(SYDNEY, new Date());
  const hours = { start: wall(9 * 60 + shift), end: wall(17 * 60 + shift) };
  await expect(offer.getByText(t('tz_hours_for_person', { ...hours, name, zone: place(JOBURG) }), { exact: true })).toBeVisible();

  // The picker: the browser's zone first, another found by typing, the list keyboard-driven.
  await zone.click();
  const list = employer.getByRole('listbox');
  await expect(list).toBeVisible();
  await expect(list.getByText(t('tz_yours_group'), { exact: true }).first()).toBeVisible();
  expect(await list.getByRole('option').first().innerText(), 'the browser’s zone comes first').toBe(`Sydney (UTC${place(SYDNEY).split('UTC')[1]})`);
  await expectNoAxeViolations(employer, 'the time-zone picker, open');
  await zone.fill('johannes');
  await expect(list.getByRole('option', { name: 'Johannesburg (UTC+02:00)' })).toBeVisible();
  await zone.fill('sydney');
  await zone.press('Enter');
  await expect(zone).toHaveValue(`Sydney (UTC${place(SYDNEY).split('UTC')[1]})`);

  await offer.getByRole('button', { name: t('hiring_review'), exact: true }).click();
  await expect(offer.getByText(t('hiring_offer_review_intro', { name }))).toBeVisible();
  await expect(offer.getByText(t('tz_hours_for_person', { ...hours, name, zone: place(JOBURG) }), { exact: true })).toBeVisible();
  await offer.getByRole('button', { name: t('hiring_offer_send'), exact: true }).click();
  await expect(toast(employer, 'en', t('hiring_offer_sent', { name }))).toBeVisible({ timeout: 20_000 });

  await employer.goto('/dashboard/activity/offers');
  await expect(main(employer).getByRole('article', { name }).getByText(t('tz_hours_for_person', { ...hours, name, zone: place(JOBURG) }), { exact: true })).toBeVisible();
  await expectNoAxeViolations(employer, 'the employer’s offers');

  await candidate.goto('/dashboard/candidate/job-offers');
  await expect(main(candidate).getByRole('heading', { level: 1, name: t('cand_offers_title') })).toBeVisible();
  await expect(main(candidate).getByText(t('cand_terms_hours_value', { start: '9:00 AM', end: '5:00 PM', zone: 'Sydney' }), { exact: true })).toBeVisible();
  await expect(main(candidate).getByText(t('tz_hours_your_time', { ...hours, zone: place(JOBURG) }), { exact: true })).toBeVisible();
  await expectNoAxeViolations(candidate, 'the candidate’s offers, with their own hours');
});
