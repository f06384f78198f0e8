// Keyboard only: Tab, Shift+Tab, Enter, Space, Escape and typing. No clicks,
// no fill(): focus moves the way a keyboard user moves it.
import type { Locator, Page } from '@playwright/test';
import { aboutYouFields, employerAboutYou, expectStep } from './signup-steps.ts';
import { fullName, registerCandidate, sectionNav, toast } from './hiring-steps.ts';
import { at, expect, test } from './fixtures.ts';
import { DEMO_EMPLOYER, SIGNED_IN } from './accounts.ts';
import { message } from './messages.ts';
import { tabTo } from './keyboard-steps.ts';

/** Whether the focus is on an element inside `container`. */
function focusedInside(container: Locator) {
  return container.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== document.body);
}

test('keyboard: sign in, open the security page, open and dismiss the end-session dialog', async ({ page }) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  // The skip link comes first and jumps past the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  await tabTo(page, main.getByRole('textbox', { name: 'E-mail address' }));
  await page.keyboard.type(DEMO_EMPLOYER.email);
  const password = main.getByLabel('Password', { exact: true });
  await tabTo(page, password);
  await page.keyboard.type(DEMO_EMPLOYER.password);

  // Space on the eye button shows the password, Space again hides it.
  const toggle = main.getByRole('button', { name: 'Show password' });
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(password).toHaveAttribute('type', 'password');

  // Enter in the field submits the form.
  await page.keyboard.press('Shift+Tab');
  await expect(password).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at('/dashboard'));

  // From the dashboard to the security page by its link.
  // Past the employer's summary and the account cards (settings, company profile, billing…).
  await tabTo(page, main.getByRole('link', { name: 'Manage password and devices' }), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at('/settings/security'));
  await expect(main.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeVisible();

  // This device's "Sign out" opens a confirmation dialog.
  const endSession = main.getByRole('button', { name: /^Sign out / }).first();
  await tabTo(page, endSession);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /^Sign out (here|this device)\?$/ })).toBeVisible();
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);

  // Focus is trapped: Tab and Shift+Tab cycle inside the dialog.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await focusedInside(dialog), `Tab ${i + 1} left the dialog`).toBeTruthy();
  }
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusedInside(dialog), `Shift+Tab ${i + 1} left the dialog`).toBeTruthy();
  }

  // Escape closes it, ends nothing, and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(endSession).toBeFocused();
  await expect(page).toHaveURL(at('/settings/security'));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
});

test('keyboard: fill in and complete the first step of the employer sign-up', async ({ page }) => {
  const you = employerAboutYou();
  await page.goto('/signup/employer');
  await expectStep(page, 1, 3, 'About you');
  const fields = aboutYouFields(page);

  await tabTo(page, fields.firstname);
  await page.keyboard.type(you.firstname);
  await page.keyboard.press('Tab');
  await expect(fields.lastname).toBeFocused();
  await page.keyboard.type(you.lastname);
  await page.keyboard.press('Tab');
  await expect(fields.email).toBeFocused();
  await page.keyboard.type(you.email);
  await tabTo(page, fields.country, { max: 3 });
  // A closed native select picks the option the visitor starts typing.
  await page.keyboard.type('France');
  await expect(fields.country).toHaveValue('FR');
  await tabTo(page, fields.phone, { max: 3 });
  await page.keyboard.type(you.phone);

  // Space on the focused Continue button.
  const next = page.getByRole('main').getByRole('button', { name: 'Continue' });
  await tabTo(page, next, { max: 5 });
  await page.keyboard.press('Space');
  await expectStep(page, 2, 3, 'Your company');
  // The new step is announced: focus moved to its heading.
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /Your company$/ })).toBeFocused();

  // Enter on Back returns to step 1, answers intact.
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Back' }));
  await page.keyboard.press('Enter');
  await expectStep(page, 1, 3, 'About you');
  await expect(fields.email).toHaveValue(you.email);
  await expect(fields.country).toHaveValue('FR');
});

test('keyboard: open a mail from the dev mailbox into the drawer, stay inside it, close it with Escape', async ({ page }) => {
  // A mail to read: a reset link for the demo employer, asked for from the keyboard too.
  await page.goto('/forgot-password');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await tabTo(page, main.getByRole('textbox', { name: 'E-mail address' }));
  await page.keyboard.type(DEMO_EMPLOYER.email);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(DEMO_EMPLOYER.email)}`);
  await expect(main.getByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeVisible();
  const row = main.getByRole('button', { name: 'Reset your password', exact: true }).first();
  await tabTo(page, row);
  await page.keyboard.press('Enter');

  // The mail opens in the drawer, which takes the focus.
  const drawer = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(`To: ${DEMO_EMPLOYER.email}`)).toBeVisible();
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);

  // Tab and Shift+Tab cycle inside it, through the mail's link and the close control.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await focusedInside(drawer), `Tab ${i + 1} left the drawer`).toBeTruthy();
  }
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusedInside(drawer), `Shift+Tab ${i + 1} left the drawer`).toBeTruthy();
  }
  await tabTo(page, drawer.getByRole('link', { name: /\/reset-password\?token=/ }), { max: 6 });
  await tabTo(page, drawer.getByRole('button', { name: 'Close panel' }), { max: 6 });

  // Escape closes it, and the focus is back on the mail's row.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(row).toBeFocused();
  await expect(page).toHaveURL(at('/dev/mailbox'));
});

const t = (key: string, params?: Record<string, string | number>) => message('en', key, params);

/** Signs in from /login with Tab, typing and Enter, and waits for the dashboard. */
async function signInByKeyboard(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('auth_login_title') })).toBeVisible();
  await tabTo(page, main.getByRole('textbox', { name: t('auth_field_email') }));
  await page.keyboard.type(account.email);
  await tabTo(page, main.getByLabel(t('auth_field_password'), { exact: true }));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at('/dashboard'), { timeout: 20_000 });
}

test.describe(() => {
  test.use({ actionTimeout: 20_000 });
  test('keyboard: a candidate finds a job and applies, then the employer finds the applicant and shortlists them', async ({ page: candidate, openContext }) => {
    test.setTimeout(240_000);
    const job = 'Dental Receptionist for three US clinics';
    const person = await registerCandidate('en');
    const name = fullName(person);
    const note = 'Four years at a dental front desk; Dentrix every day.';

    // The candidate: from the dashboard's navigation to the board, search, open the job, apply.
    await signInByKeyboard(candidate, person);
    await tabTo(candidate, sectionNav(candidate, 'en').getByRole('link', { name: t('dash_nav_find_jobs'), exact: true }));
    await candidate.keyboard.press('Enter');
    await expect(candidate).toHaveURL(at('/jobs'));
    const board = candidate.getByRole('main');
    await tabTo(candidate, board.getByRole('searchbox', { name: t('cand_board_q_label') }));
    await candidate.keyboard.type(job);
    // Enter in the field searches: the form's own submit.
    await candidate.keyboard.press('Enter');
    await candidate.waitForURL((url) => url.pathname === '/jobs' && url.searchParams.get('q') === job, { waitUntil: 'commit' });
    const result = board.getByRole('listitem').getByRole('link', { name: job, exact: true });
    await tabTo(candidate, result);
    await candidate.keyboard.press('Enter');
    await expect(candidate).toHaveURL(at('/Candidate/JobView'));
    await expect(board.getByRole('heading', { level: 1, name: job })).toBeVisible();
    const apply = board.getByRole('region', { name: t('cand_apply_heading') });
    await tabTo(candidate, apply.getByRole('textbox', { name: t('cand_apply_note_label') }), { max: 60 });
    await candidate.keyboard.type(note);
    await candidate.keyboard.press('Tab');
    await expect(apply.getByRole('button', { name: t('cand_apply_submit'), exact: true })).toBeFocused();
    await candidate.keyboard.press('Enter');
    await expect(apply.getByText(t('cand_apply_status_lead'))).toBeVisible({ timeout: 20_000 });
    await expect(apply.getByText(t('label_application_applied'), { exact: true })).toBeVisible();

    // The employer: to the job by the navigation, narrow its applicants to this name, shortlist.
    const { page: employer } = await openContext();
    await signInByKeyboard(employer, DEMO_EMPLOYER);
    await tabTo(employer, sectionNav(employer, 'en').getByRole('link', { name: t('dash_nav_jobs'), exact: true }));
    await employer.keyboard.press('Enter');
    await expect(employer).toHaveURL(at('/dashboard/activity/jobs'));
    const main = employer.getByRole('main');
    await tabTo(employer, main.getByRole('link', { name: job, exact: true }), { max: 60 });
    await employer.keyboard.press('Enter');
    await expect(main.getByRole('heading', { level: 1, name: job })).toBeVisible();
    await tabTo(employer, main.getByRole('searchbox', { name: t('hiring_filter_words') }), { max: 60 });
    await employer.keyboard.type(name);
    await employer.keyboard.press('Enter');
    const card = main.getByRole('article', { name });
    // Another applicant of this job leaves the list once the search has answered.
    await expect(main.getByRole('article', { name: 'Lerato Dlamini' })).toBeHidden();
    await expect(card.getByText(note)).toBeVisible();
    await expect(main.getByRole('article'), 'the search leaves this one applicant').toHaveCount(1);
    const shortlist = card.getByRole('button', { name: t('hiring_action_shortlist_named', { name }), exact: true });
    await tabTo(employer, shortlist);
    await employer.keyboard.press('Enter');
    await expect(toast(employer, 'en', t('hiring_shortlisted', { name }))).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText(t('label_application_shortlisted'), { exact: true })).toBeVisible();
    await expect(shortlist).toBeHidden();
  });
});

test.describe(() => {
  test.use({ actionTimeout: 20_000, storageState: SIGNED_IN.employer });
  test("keyboard: the employer opens a staff member's work from the staff list, moves between its tabs, reads a report and drops a decline", async ({ page }) => {
    const amina = 'Amina Yusuf';
    const main = page.getByRole('main');
    await page.goto('/dashboard/activity/staffs');
    await tabTo(page, main.getByRole('link', { name: t('hiring_staff_work_named', { name: amina }) }), { max: 60 });
    await page.keyboard.press('Enter');
    await expect(main.getByRole('heading', { level: 1, name: amina })).toBeVisible();

    // The tabs follow the arrow keys and show the tab reached.
    const tabs = main.getByRole('tablist');
    await tabTo(page, tabs.getByRole('tab', { name: t('staffwork_tab_attendance'), exact: true }), { max: 60 });
    await page.keyboard.press('ArrowRight');
    const reports = tabs.getByRole('tab').filter({ hasText: t('staffwork_tab_reports') });
    await expect(reports).toBeFocused();
    await expect(reports).toHaveAttribute('aria-selected', 'true');

    // A report already read (opening it changes nothing): it takes the focus, as a new page would.
    const read = main.getByRole('article').filter({ hasNotText: t('staffwork_report_unread') }).first().getByRole('link');
    await tabTo(page, read);
    await page.keyboard.press('Enter');
    await expect(main.getByRole('article').getByRole('heading', { level: 2 })).toBeFocused();
    await tabTo(page, main.getByRole('link', { name: t('staffwork_back_to_reports') }), { backwards: true, max: 5 });
    await page.keyboard.press('Enter');
    await expect(read).toBeVisible();

    await tabTo(page, reports, { backwards: true });
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: t('staffwork_tab_time_off'), exact: true })).toHaveAttribute('aria-selected', 'true');

    // Decline opens the reason in place, with the focus in it; Cancel gives the focus back to Decline.
    const pending = main.getByRole('region', { name: t('staffwork_time_off_waiting_title') }).getByRole('article').first();
    const decline = pending.getByRole('button', { name: new RegExp(`^${t('staffwork_time_off_decline_named', { period: '' })}`) });
    await tabTo(page, decline);
    await page.keyboard.press('Enter');
    await expect(pending.getByRole('textbox', { name: t('staffwork_decline_reason') })).toBeFocused();
    await tabTo(page, pending.getByRole('button', { name: t('staffwork_cancel'), exact: true }), { max: 5 });
    await page.keyboard.press('Enter');
    await expect(pending.getByRole('textbox', { name: t('staffwork_decline_reason') })).toBeHidden();
    await expect(decline).toBeFocused();
  });
});
