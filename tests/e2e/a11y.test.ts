// axe-core on every page there is, in the states a visitor sees: WCAG 2.0, 2.1
// and 2.2 levels A and AA. Each page in one language (decision 019): English for most; French and
// Chinese where the text is longest or in another script (the home page, sign-in, the sign-up
// steps); the candidate's side of the hiring pipeline in Spanish, as its end-to-end test runs in Spanish.
import type { Page } from '@playwright/test';
import { employerAboutYou, employerCompany, fillAboutYou, fillCompany, stepIndicator } from './signup-steps.ts';
import { sectionNav, text, type Locale } from './hiring-steps.ts';
import { animationsDone, at, expect, settle, test } from './fixtures.ts';
import { DEMO_CANDIDATE, SIGNED_IN } from './accounts.ts';
import { translated } from './messages.ts';
import { expectNoAxeViolations } from './axe.ts';


// The prerendered public pages (home, help, the legal and solution pages…) are checked with axe by
// public-site.test.ts (every page in English, each in one other language); these are the public
// pages it does not prerender.
const publicPages: Array<{ path: string; what: string }> = [
  { path: '/login', what: 'sign in' },
  { path: '/signup', what: 'sign-up chooser' },
  { path: '/signup/candidate', what: 'candidate sign-up, step 1' },
  { path: '/verify-email?email=x@y.z', what: 'check your inbox' },
  { path: '/verify-email/not-a-real-token', what: 'e-mail confirmation with a bad link' },
  { path: '/forgot-password', what: 'forgot password' },
  { path: '/reset-password?token=e2e-not-a-real-token', what: 'reset password' },
  { path: '/reset-password', what: 'reset password without a token' },
  { path: '/language', what: 'language' },
  { path: '/dev/mailbox', what: 'dev mailbox' },
  { path: '/jobs', what: 'job board' },
  { path: '/hire-staff', what: 'hiring landing page' },
  { path: '/dashboard/onboarding', what: 'what onboarding involves, for a visitor' },
  { path: '/no/such/page', what: 'not found' },
];

// One browser for all of them: each page is loaded and checked as before, but the app's scripts
// come from the browser's cache after the first (a test of its own per page paid a cold start each).
// Every page is checked, and the test reports each one that failed.
test('a11y: the public pages the app renders (sign-in, sign-up, e-mail and password pages, language, mailbox, jobs, hiring, not found)', async ({ page }) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  for (const { path, what } of publicPages) {
    try {
      await page.goto(path);
      await settle(page);
      await expectNoAxeViolations(page, `${what} (${path})`);
    } catch (error) {
      failures.push(`${what} (${path}): ${error instanceof Error ? error.message : error}`);
    }
  }
  expect(failures, `${failures.length} public page(s) failed:\n${failures.join('\n')}`).toEqual([]);
});

test('a11y: employer sign-up, every step, and with error messages shown', async ({ page }) => {
  await page.goto('/signup/employer');
  await settle(page);
  await expect(stepIndicator(page, 1, 3)).toBeVisible();
  await expectNoAxeViolations(page, '/signup/employer step 1');

  // Continue with nothing filled in: every field says what is wrong.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expectNoAxeViolations(page, '/signup/employer step 1 with errors');

  await fillAboutYou(page, employerAboutYou());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepIndicator(page, 2, 3)).toBeVisible();
  await expectNoAxeViolations(page, '/signup/employer step 2');

  await fillCompany(page, employerCompany());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepIndicator(page, 3, 3)).toBeVisible();
  await expectNoAxeViolations(page, '/signup/employer step 3');
});

test('a11y: forgot password once sent, the dev mailbox with the mail open, the reset page from its link', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/forgot-password');
  await settle(page);
  await main.getByRole('textbox', { name: 'E-mail address' }).fill(DEMO_CANDIDATE.email);
  await main.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expectNoAxeViolations(page, '/forgot-password (sent)');

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(DEMO_CANDIDATE.email)}`);
  await settle(page);
  await main.getByRole('button', { name: 'Reset your password', exact: true }).first().click();
  const mail = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(mail).toBeVisible();
  await animationsDone(mail);
  await expectNoAxeViolations(page, '/dev/mailbox (a mail open in the drawer)');

  await mail.getByRole('link', { name: /\/reset-password\?token=/ }).click();
  await expect(page).toHaveURL(at('/reset-password'));
  await settle(page);
  await expect(main.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page, '/reset-password?token=… (a real token)');
});

test.describe(() => {
  test.use({ storageState: SIGNED_IN.employer });
  test('a11y: signed in, /dashboard, /settings, /settings/security and the fractional staff', async ({ page }) => {
    // The fractional staff page with the demo's two staff members, an offer to pay for and a request (server/seed/demo-fractional-data.ts).
    for (const path of ['/dashboard', '/settings', '/settings/security', '/dashboard/activity/fractional-hire']) {
      await page.goto(path);
      await expect(page).toHaveURL(at(path));
      await settle(page);
      await expectNoAxeViolations(page, `${path} (signed in)`);
    }
  });
});

for (const { locale, browserLocale, lang } of [
  { locale: 'fr', browserLocale: 'fr-FR', lang: 'fr' },
  { locale: 'zh', browserLocale: 'zh-CN', lang: 'zh-Hans' },
] as const) {
  test.describe(() => {
    test.use({ locale: browserLocale });
    test(`a11y in ${locale}: home, sign in, employer sign-up steps 1 to 3`, async ({ page }) => {
      // The browser's language picks the site's on a first visit.
      await page.goto('/');
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: translated(locale, 'home_headline') })).toBeVisible();
      await expectNoAxeViolations(page, `/ (${locale})`);

      await page.goto('/login');
      await settle(page);
      await expect(page.getByRole('heading', { level: 1, name: translated(locale, 'auth_login_title') })).toBeVisible();
      await expectNoAxeViolations(page, `/login (${locale})`);

      await page.goto('/signup/employer');
      await settle(page);
      await expect(page.getByRole('heading', { level: 1, name: translated(locale, 'reg_title_business_owner') })).toBeVisible();
      await expectNoAxeViolations(page, `/signup/employer step 1 (${locale})`);
      await page.getByRole('button', { name: translated(locale, 'reg_continue') }).click();
      await expect(page.getByText(translated(locale, 'api_field_required')).first()).toBeVisible();
      await expectNoAxeViolations(page, `/signup/employer step 1 with errors (${locale})`);
      await fillAboutYou(page, employerAboutYou(), locale);
      await page.getByRole('button', { name: translated(locale, 'reg_continue') }).click();
      await expect(stepIndicator(page, 2, 3, locale)).toBeVisible();
      await expectNoAxeViolations(page, `/signup/employer step 2 (${locale})`);
      await fillCompany(page, employerCompany(), locale);
      await page.getByRole('button', { name: translated(locale, 'reg_continue') }).click();
      await expect(stepIndicator(page, 3, 3, locale)).toBeVisible();
      await expectNoAxeViolations(page, `/signup/employer step 3 (${locale})`);
    });
  });
}

// ---------- the hiring pipeline, signed in as the demo employer and the demo candidate ----------

/** Settles the page reached, then checks it. */
async function checkPage(page: Page, label: string) {
  await settle(page);
  await expectNoAxeViolations(page, label);
}

/** Checks an open dialog once its opening animation is over. */
async function checkDialog(page: Page, dialog: ReturnType<Page['getByRole']>, label: string) {
  await expect(dialog).toBeVisible();
  await animationsDone(dialog);
  await expectNoAxeViolations(page, label);
}

// Each walk in one language (decision 019): the employer's pages in English, the candidate's in
// Spanish. What axe checks is the same in every language but the page's lang, which
// public-site.test.ts checks on every page in all four.
for (const { locale, browserLocale, walk } of [
  { locale: 'en', browserLocale: 'en-US', walk: 'employer' },
  { locale: 'es', browserLocale: 'es-ES', walk: 'candidate' },
] as const satisfies ReadonlyArray<{ locale: Locale; browserLocale: string; walk: 'employer' | 'candidate' }>) {
  const t = (key: string, params?: Record<string, string | number>) => text(locale, key, params);

  if (walk === 'employer') test.describe(() => {
    test.use({ locale: browserLocale, actionTimeout: 20_000, storageState: SIGNED_IN.employer });
    test(`a11y (${locale}): the employer's hiring pages, with the interview invite and the offer composer open`, async ({ page }) => {
      test.setTimeout(300_000);
      const main = page.getByRole('main');
      const nav = (key: string) => sectionNav(page, locale).getByRole('link', { name: t(key), exact: true }).click();
      await page.goto('/dashboard');
      await checkPage(page, `/dashboard (employer, ${locale})`);

      await nav('dash_nav_jobs');
      await expect(page).toHaveURL(at('/dashboard/activity/jobs'));
      await checkPage(page, `/dashboard/activity/jobs (${locale})`);
      await main.getByRole('link', { name: 'Dental Receptionist for three US clinics' }).click();
      await expect(main.getByRole('heading', { level: 1, name: 'Dental Receptionist for three US clinics' })).toBeVisible();
      await checkPage(page, `/dashboard/activity/jobs/:id (${locale})`);

      const lerato = 'Lerato Dlamini';
      await main.getByRole('button', { name: t('hiring_action_invite_named', { name: lerato }) }).click();
      const invite = page.getByRole('dialog', { name: t('hiring_invite_title', { name: lerato }) });
      await checkDialog(page, invite, `interview invite dialog (${locale})`);
      // Sent empty, every problem shows at once.
      await invite.getByRole('button', { name: t('hiring_review'), exact: true }).click();
      await expect(invite.getByText(t('api_field_required'))).toBeVisible();
      await expectNoAxeViolations(page, `interview invite dialog with errors (${locale})`);
      await invite.getByRole('button', { name: t('ui_cancel'), exact: true }).click();
      await expect(invite).toBeHidden();

      await main.getByRole('button', { name: t('hiring_action_offer_named', { name: lerato }) }).click();
      const offer = page.getByRole('dialog', { name: t('hiring_offer_title', { name: lerato }) });
      await expect(offer.getByRole('textbox', { name: t('hiring_offer_pay_monthly'), exact: true })).toBeVisible({ timeout: 20_000 });
      await checkDialog(page, offer, `offer composer (${locale})`);
      await offer.getByRole('button', { name: t('hiring_review'), exact: true }).click();
      await expect(offer.getByText(t('hiring_offer_review_intro', { name: lerato }))).toBeVisible();
      await expectNoAxeViolations(page, `offer composer, review (${locale})`);
      await page.keyboard.press('Escape');
      await expect(offer).toBeHidden();

      await main.getByRole('link', { name: t('ejobs_action_preview'), exact: true }).click();
      await expect(page).toHaveURL(at('/PostOverview'));
      await checkPage(page, `/PostOverview (${locale})`);

      await page.goto('/dashboard/activity/jobs/select-method');
      await checkPage(page, `/dashboard/activity/jobs/select-method (${locale})`);
      await page.goto('/dashboard/activity/jobs/post-job?method=full_time');
      await checkPage(page, `/dashboard/activity/jobs/post-job (${locale})`);
      await main.getByRole('button', { name: t('ejobs_continue'), exact: true }).click();
      await expect(main.getByText(t('api_field_required')).first()).toBeVisible();
      await expectNoAxeViolations(page, `/dashboard/activity/jobs/post-job with errors (${locale})`);

      for (const [key, path] of [
        ['dash_nav_applicants', '/dashboard/activity/job-applications'],
        ['dash_nav_interviews', '/dashboard/activity/interviews'],
        ['dash_nav_offers', '/dashboard/activity/offers'],
        ['dash_nav_staff', '/dashboard/activity/staffs'],
      ] as const) {
        await nav(key);
        await expect(page).toHaveURL(at(path));
        await checkPage(page, `${path} (${locale})`);
      }
      const amina = 'Amina Yusuf';
      await main.getByRole('button', { name: t('hiring_action_end_contract_named', { name: amina }) }).click();
      const end = page.getByRole('dialog', { name: t('hiring_end_contract_title', { name: amina }) });
      await checkDialog(page, end, `end contract dialog (${locale})`);
      await end.getByRole('button', { name: t('ui_cancel'), exact: true }).click();
      await expect(end).toBeHidden();
      await main.getByRole('link', { name: t('hiring_action_edit_schedule_named', { name: amina }) }).click();
      await expect(page).toHaveURL(at('/EditEmployment'));
      await checkPage(page, `/EditEmployment (${locale})`);

      await page.goBack();
      await expect(page).toHaveURL(at('/dashboard/activity/staffs'));
      await main.getByRole('article', { name: amina }).getByRole('link', { name: amina, exact: true }).click();
      await expect(page).toHaveURL(at('/Employer/CandidateProfileView'));
      await checkPage(page, `/Employer/CandidateProfileView (${locale})`);

      await nav('dash_nav_find_talent');
      await expect(page).toHaveURL(at('/employer/search'));
      await checkPage(page, `/employer/search (${locale})`);
      await main.getByRole('listitem').getByRole('heading').getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/candidate/'), { waitUntil: 'commit' });
      await checkPage(page, `/candidate/:id (${locale})`);
      await main.getByRole('link', { name: t('talent_invite_cta'), exact: true }).click();
      await expect(page).toHaveURL(at('/InviteJob'));
      await checkPage(page, `/InviteJob (${locale})`);

      await page.goto('/hire-staff');
      await checkPage(page, `/hire-staff (employer, ${locale})`);
      await main.getByRole('link', { name: t('label_role_dental_receptionist'), exact: true }).first().click();
      await expect(page).toHaveURL(at('/hire-staff/dental-receptionist'));
      await checkPage(page, `/hire-staff/:id (${locale})`);

      // Amina's work: attendance as a calendar and a list, her reports and one already read (opening
      // it changes nothing), time off with a decline being written, and the time-off policy.
      await nav('dash_nav_staff');
      await main.getByRole('link', { name: t('hiring_staff_work_named', { name: amina }) }).click();
      await expect(main.getByRole('heading', { level: 1, name: amina })).toBeVisible();
      await checkPage(page, `/dashboard/activity/staffs/:id, attendance calendar (${locale})`);
      await main.getByRole('radio', { name: t('staffwork_view_list'), exact: true }).check();
      await expect(main.getByRole('columnheader', { name: t('staffwork_column_times') })).toBeVisible();
      await expectNoAxeViolations(page, `/dashboard/activity/staffs/:id, attendance list (${locale})`);
      const tabs = main.getByRole('tablist');
      await tabs.getByRole('tab').filter({ hasText: t('staffwork_tab_reports') }).click();
      const read = main.getByRole('article').filter({ hasNotText: t('staffwork_report_unread') }).first();
      await expect(read).toBeVisible();
      await expectNoAxeViolations(page, `/dashboard/activity/staffs/:id?tab=reports (${locale})`);
      await read.getByRole('link').click();
      await expect(main.getByRole('heading', { level: 3, name: t('staffwork_comments_title') })).toBeVisible();
      await checkPage(page, `/dashboard/activity/staffs/:id?tab=reports&report=… (${locale})`);
      await tabs.getByRole('tab', { name: t('staffwork_tab_time_off'), exact: true }).click();
      const pending = main.getByRole('region', { name: t('staffwork_time_off_waiting_title') }).getByRole('article').first();
      await pending.getByText(t('staffwork_decline'), { exact: true }).click();
      await expect(pending.getByRole('textbox', { name: t('staffwork_decline_reason') })).toBeFocused();
      await expectNoAxeViolations(page, `/dashboard/activity/staffs/:id?tab=time-off, a decline being written (${locale})`);
      await main.getByRole('button', { name: t('staffwork_policy_open'), exact: true }).click();
      const policy = page.getByRole('dialog', { name: t('staffwork_policy_title') });
      await checkDialog(page, policy, `time-off policy dialog (${locale})`);
      await page.keyboard.press('Escape');
      await expect(policy).toBeHidden();
    });
  });

  if (walk === 'candidate') test.describe(() => {
    test.use({ locale: browserLocale, actionTimeout: 20_000, storageState: SIGNED_IN.candidate });
    test(`a11y (${locale}): the candidate's pages, with the interview and offer dialogs open`, async ({ page }) => {
      test.setTimeout(300_000);
      const main = page.getByRole('main');
      const nav = (key: string) => sectionNav(page, locale).getByRole('link', { name: t(key), exact: true }).click();
      await page.goto('/dashboard');
      await checkPage(page, `/dashboard (candidate, ${locale})`);

      await page.goto('/jobs');
      await checkPage(page, `/jobs (candidate, ${locale})`);
      // Maria was invited to this one: the page shows the invitation and its answers.
      await main.getByRole('link', { name: 'Dental Receptionist for three US clinics' }).click();
      await expect(page).toHaveURL(at('/Candidate/JobView'));
      await expect(main.getByRole('button', { name: t('cand_apply_accept_invitation'), exact: true })).toBeVisible();
      await checkPage(page, `/Candidate/JobView (${locale})`);

      await page.goto('/dashboard');
      await settle(page);
      await nav('dash_nav_applications');
      await expect(page).toHaveURL(at('/dashboard/candidate/applied-jobs'));
      await checkPage(page, `/dashboard/candidate/applied-jobs (${locale})`);

      await nav('dash_nav_interviews');
      await expect(page).toHaveURL(at('/dashboard/candidate/job-interviews'));
      await checkPage(page, `/dashboard/candidate/job-interviews (${locale})`);
      const answer = main.getByRole('form', { name: t('cand_interview_answer_label', { job: 'Insurance Verification Specialist' }) });
      await answer.getByRole('button', { name: t('cand_interview_decline'), exact: true }).click();
      const decline = page.getByRole('dialog', { name: t('cand_interview_decline_title') });
      await checkDialog(page, decline, `decline interview dialog (${locale})`);
      await decline.getByRole('button', { name: t('ui_cancel'), exact: true }).click();
      await expect(decline).toBeHidden();

      await nav('dash_nav_offers');
      await expect(page).toHaveURL(at('/dashboard/candidate/job-offers'));
      await checkPage(page, `/dashboard/candidate/job-offers (${locale})`);
      await main.getByRole('link', { name: t('cand_offers_answer', { job: 'Senior Medical Billing Specialist' }) }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/offer-details/'), { waitUntil: 'commit' });
      await checkPage(page, `/offer-details/:jobId (${locale})`);
      await main.getByRole('button', { name: t('cand_offer_accept'), exact: true }).click();
      const accept = page.getByRole('dialog', { name: t('cand_offer_accept_title') });
      await checkDialog(page, accept, `accept offer dialog (${locale})`);
      await accept.getByRole('button', { name: t('ui_cancel'), exact: true }).click();
      await expect(accept).toBeHidden();

      for (const [key, path] of [
        ['dash_nav_my_job', '/Candidate/ActiveJob'],
        ['dash_nav_profile', '/profile'],
      ] as const) {
        await nav(key);
        await expect(page).toHaveURL(at(path));
        await checkPage(page, `${path} (${locale})`);
      }
    });
  });
}

// ---------- a hired staff member's working life, signed in as the demo staff member ----------

test.describe(() => {
  test.use({ actionTimeout: 20_000, storageState: SIGNED_IN.staff });
  test("a11y: the staff member's work home, its month as a list, the correction dialog, the report composer with errors and a report", async ({ page }) => {
    test.setTimeout(120_000);
    const t = (key: string, params?: Record<string, string | number>) => text('en', key, params);
    const main = page.getByRole('main');
    await page.goto('/Candidate/ActiveJob');
    await expect(main.getByRole('heading', { level: 2, name: t('work_clock_title') })).toBeVisible();
    await checkPage(page, '/Candidate/ActiveJob (a staff member)');

    await main.getByRole('group', { name: t('work_view_label') }).getByRole('button', { name: t('work_view_list'), exact: true }).click();
    await expect(main.getByRole('columnheader', { name: t('work_col_worked') })).toBeVisible();
    await expectNoAxeViolations(page, '/Candidate/ActiveJob, the month as a list');

    // A clock-out forgotten in the demo story: asking for a correction opens a dialog (cancelled here).
    await main.getByRole('region', { name: t('work_forgotten_title') }).getByRole('button').first().click();
    const correction = page.getByRole('dialog');
    await checkDialog(page, correction, 'correction dialog');
    await page.keyboard.press('Escape');
    await expect(correction).toBeHidden();

    // A report the employer commented on.
    await main.getByRole('region', { name: t('work_reports_title') }).getByRole('listitem').filter({ hasText: t('work_report_comments', { count: 1 }) }).getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/candidate/report/'), { waitUntil: 'commit' });
    await expect(main.getByRole('heading', { level: 2, name: t('work_comments_title') })).toBeVisible();
    await checkPage(page, '/candidate/report/:id (with a comment)');

    await page.goto('/candidate/create-eod-report');
    await expect(main.getByRole('heading', { level: 1, name: t('work_report_new_title') })).toBeVisible();
    await checkPage(page, '/candidate/create-eod-report');
    await main.getByRole('button', { name: t('work_report_file'), exact: true }).click();
    await expect(main.getByText(t('work_report_done_missing'))).toBeVisible();
    await expectNoAxeViolations(page, '/candidate/create-eod-report with errors');
  });
});
