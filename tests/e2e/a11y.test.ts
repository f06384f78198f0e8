// axe-core on every page there is, in the states a visitor sees: WCAG 2.0, 2.1
// and 2.2 levels A and AA. English everywhere; French and Chinese where the text
// is longest or in another script (the home page, sign-in, the sign-up steps);
// Spanish for the hiring pipeline's pages, as its end-to-end test runs in Spanish too.
import type { Page } from 'playwright-core';
import {
  DEMO_CANDIDATE,
  DEMO_EMPLOYER,
  browserTest,
  expectHidden,
  expectHtmlLang,
  expectNoAxeViolations,
  expectPath,
  expectSettled,
  expectVisible,
  signInFromLogin,
  translated,
} from './browser.ts';
import { employerAboutYou, employerCompany, fillAboutYou, fillCompany, stepIndicator } from './signup-steps.ts';
import { sectionNav, signInAs, text, type Locale } from './hiring-steps.ts';

/** The page's own heading is there and nothing is still loading. */
async function settle(page: Page) {
  await expectVisible(page.getByRole('heading', { level: 1 }));
  await page.waitForLoadState('networkidle');
}

const publicPages: Array<{ path: string; what: string }> = [
  { path: '/', what: 'home' },
  { path: '/login', what: 'sign in' },
  { path: '/signup', what: 'sign-up chooser' },
  { path: '/signup/candidate', what: 'candidate sign-up, step 1' },
  { path: '/verify-email?email=x@y.z', what: 'check your inbox' },
  { path: '/verify-email/not-a-real-token', what: 'e-mail confirmation with a bad link' },
  { path: '/forgot-password', what: 'forgot password' },
  { path: '/reset-password?token=e2e-not-a-real-token', what: 'reset password' },
  { path: '/reset-password', what: 'reset password without a token' },
  { path: '/language', what: 'language' },
  { path: '/help', what: 'help' },
  { path: '/dev/mailbox', what: 'dev mailbox' },
  { path: '/jobs', what: 'job board' },
  { path: '/hire-staff', what: 'hiring landing page' },
  { path: '/Privacy-Policy', what: 'privacy policy' },
  { path: '/Terms-Of-Use', what: 'terms of use' },
  { path: '/solutions/accounting', what: 'accounting solution page' },
  { path: '/no/such/page', what: 'not found' },
];

for (const { path, what } of publicPages) {
  browserTest(`a11y: ${what} (${path})`, async ({ page }) => {
    await page.goto(path);
    await settle(page);
    await expectNoAxeViolations(page, path);
  });
}

browserTest('a11y: employer sign-up, every step, and with error messages shown', async ({ page }) => {
  await page.goto('/signup/employer');
  await settle(page);
  await expectVisible(stepIndicator(page, 1, 3));
  await expectNoAxeViolations(page, '/signup/employer step 1');

  // Continue with nothing filled in: every field says what is wrong.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectVisible(page.getByText('This field is required.'));
  await expectNoAxeViolations(page, '/signup/employer step 1 with errors');

  await fillAboutYou(page, employerAboutYou());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectVisible(stepIndicator(page, 2, 3));
  await expectNoAxeViolations(page, '/signup/employer step 2');

  await fillCompany(page, employerCompany());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectVisible(stepIndicator(page, 3, 3));
  await expectNoAxeViolations(page, '/signup/employer step 3');
});

browserTest('a11y: forgot password once sent, the dev mailbox with the mail open, the reset page from its link', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/forgot-password');
  await settle(page);
  await main.getByRole('textbox', { name: 'E-mail address' }).fill(DEMO_CANDIDATE.email);
  await main.getByRole('button', { name: 'Send the reset link' }).click();
  await expectVisible(main.getByRole('heading', { level: 1, name: 'Check your inbox' }));
  await expectNoAxeViolations(page, '/forgot-password (sent)');

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(DEMO_CANDIDATE.email)}`);
  await settle(page);
  await main.getByRole('button', { name: 'Reset your password', exact: true }).first().click();
  const mail = page.getByRole('dialog', { name: 'Reset your password' });
  await expectVisible(mail);
  await expectSettled(mail);
  await expectNoAxeViolations(page, '/dev/mailbox (a mail open in the drawer)');

  await mail.getByRole('link', { name: /\/reset-password\?token=/ }).click();
  await expectPath(page, '/reset-password');
  await settle(page);
  await expectVisible(main.getByRole('heading', { level: 1, name: 'Choose a new password' }));
  await expectNoAxeViolations(page, '/reset-password?token=… (a real token)');
});

browserTest('a11y: signed in, /dashboard, /settings and /settings/security', async ({ page }) => {
  await signInFromLogin(page, DEMO_EMPLOYER);
  await expectPath(page, '/dashboard');
  for (const path of ['/dashboard', '/settings', '/settings/security']) {
    await page.goto(path);
    await expectPath(page, path);
    await settle(page);
    await expectNoAxeViolations(page, `${path} (signed in)`);
  }
});

for (const { locale, browserLocale, lang } of [
  { locale: 'fr', browserLocale: 'fr-FR', lang: 'fr' },
  { locale: 'zh', browserLocale: 'zh-CN', lang: 'zh-Hans' },
] as const) {
  browserTest(
    `a11y in ${locale}: home, sign in, employer sign-up steps 1 to 3`,
    async ({ page }) => {
      // The browser's language picks the site's on a first visit.
      await page.goto('/');
      await settle(page);
      await expectHtmlLang(page, lang);
      await expectVisible(page.getByRole('heading', { level: 1, name: translated(locale, 'home_headline') }));
      await expectNoAxeViolations(page, `/ (${locale})`);

      await page.goto('/login');
      await settle(page);
      await expectVisible(page.getByRole('heading', { level: 1, name: translated(locale, 'auth_login_title') }));
      await expectNoAxeViolations(page, `/login (${locale})`);

      await page.goto('/signup/employer');
      await settle(page);
      await expectVisible(page.getByRole('heading', { level: 1, name: translated(locale, 'reg_title_business_owner') }));
      await expectNoAxeViolations(page, `/signup/employer step 1 (${locale})`);
      await page.getByRole('button', { name: translated(locale, 'reg_continue') }).click();
      await expectVisible(page.getByText(translated(locale, 'api_field_required')));
      await expectNoAxeViolations(page, `/signup/employer step 1 with errors (${locale})`);
      await fillAboutYou(page, employerAboutYou(), locale);
      await page.getByRole('button', { name: translated(locale, 'reg_continue') }).click();
      await expectVisible(stepIndicator(page, 2, 3, locale));
      await expectNoAxeViolations(page, `/signup/employer step 2 (${locale})`);
      await fillCompany(page, employerCompany(), locale);
      await page.getByRole('button', { name: translated(locale, 'reg_continue') }).click();
      await expectVisible(stepIndicator(page, 3, 3, locale));
      await expectNoAxeViolations(page, `/signup/employer step 3 (${locale})`);
    },
    { locale: browserLocale },
  );
}

// ---------- the hiring pipeline, signed in as the demo employer and the demo candidate ----------

/** Settles the page reached, then checks it. */
async function checkPage(page: Page, label: string) {
  await settle(page);
  await expectNoAxeViolations(page, label);
}

/** Checks an open dialog once its opening animation is over. */
async function checkDialog(page: Page, dialog: ReturnType<Page['getByRole']>, label: string) {
  await expectVisible(dialog);
  await expectSettled(dialog);
  await expectNoAxeViolations(page, label);
}

for (const { locale, browserLocale } of [
  { locale: 'en', browserLocale: 'en-US' },
  { locale: 'es', browserLocale: 'es-ES' },
] as const satisfies ReadonlyArray<{ locale: Locale; browserLocale: string }>) {
  const t = (key: string, params?: Record<string, string | number>) => text(locale, key, params);

  browserTest(
    `a11y (${locale}): the employer's hiring pages, with the interview invite and the offer composer open`,
    async ({ page }) => {
      const main = page.getByRole('main');
      const nav = (key: string) => sectionNav(page, locale).getByRole('link', { name: t(key), exact: true }).click();
      await signInAs(page, DEMO_EMPLOYER, locale);
      await checkPage(page, `/dashboard (employer, ${locale})`);

      await nav('dash_nav_jobs');
      await expectPath(page, '/dashboard/activity/jobs');
      await checkPage(page, `/dashboard/activity/jobs (${locale})`);
      await main.getByRole('link', { name: 'Dental Receptionist for three US clinics' }).click();
      await expectVisible(main.getByRole('heading', { level: 1, name: 'Dental Receptionist for three US clinics' }));
      await checkPage(page, `/dashboard/activity/jobs/:id (${locale})`);

      const lerato = 'Lerato Dlamini';
      await main.getByRole('button', { name: t('hiring_action_invite_named', { name: lerato }) }).click();
      const invite = page.getByRole('dialog', { name: t('hiring_invite_title', { name: lerato }) });
      await checkDialog(page, invite, `interview invite dialog (${locale})`);
      // Sent empty, every problem shows at once.
      await invite.getByRole('button', { name: t('hiring_review'), exact: true }).click();
      await expectVisible(invite.getByText(t('api_field_required')));
      await expectNoAxeViolations(page, `interview invite dialog with errors (${locale})`);
      await invite.getByRole('button', { name: t('ui_cancel'), exact: true }).click();
      await expectHidden(invite);

      await main.getByRole('button', { name: t('hiring_action_offer_named', { name: lerato }) }).click();
      const offer = page.getByRole('dialog', { name: t('hiring_offer_title', { name: lerato }) });
      await expectVisible(offer.getByRole('textbox', { name: t('hiring_offer_pay_monthly'), exact: true }), 20_000);
      await checkDialog(page, offer, `offer composer (${locale})`);
      await offer.getByRole('button', { name: t('hiring_review'), exact: true }).click();
      await expectVisible(offer.getByText(t('hiring_offer_review_intro', { name: lerato })));
      await expectNoAxeViolations(page, `offer composer, review (${locale})`);
      await page.keyboard.press('Escape');
      await expectHidden(offer);

      await main.getByRole('link', { name: t('ejobs_action_preview'), exact: true }).click();
      await expectPath(page, '/PostOverview');
      await checkPage(page, `/PostOverview (${locale})`);

      await page.goto('/dashboard/activity/jobs/select-method');
      await checkPage(page, `/dashboard/activity/jobs/select-method (${locale})`);
      await page.goto('/dashboard/activity/jobs/post-job?method=full_time');
      await checkPage(page, `/dashboard/activity/jobs/post-job (${locale})`);
      await main.getByRole('button', { name: t('ejobs_continue'), exact: true }).click();
      await expectVisible(main.getByText(t('api_field_required')).first());
      await expectNoAxeViolations(page, `/dashboard/activity/jobs/post-job with errors (${locale})`);

      for (const [key, path] of [
        ['dash_nav_applicants', '/dashboard/activity/job-applications'],
        ['dash_nav_interviews', '/dashboard/activity/interviews'],
        ['dash_nav_offers', '/dashboard/activity/offers'],
        ['dash_nav_staff', '/dashboard/activity/staffs'],
      ] as const) {
        await nav(key);
        await expectPath(page, path);
        await checkPage(page, `${path} (${locale})`);
      }
      const amina = 'Amina Yusuf';
      await main.getByRole('button', { name: t('hiring_action_end_contract_named', { name: amina }) }).click();
      const end = page.getByRole('dialog', { name: t('hiring_end_contract_title', { name: amina }) });
      await checkDialog(page, end, `end contract dialog (${locale})`);
      await end.getByRole('button', { name: t('ui_cancel'), exact: true }).click();
      await expectHidden(end);
      await main.getByRole('link', { name: t('hiring_action_edit_schedule_named', { name: amina }) }).click();
      await expectPath(page, '/EditEmployment');
      await checkPage(page, `/EditEmployment (${locale})`);

      await page.goBack();
      await expectPath(page, '/dashboard/activity/staffs');
      await main.getByRole('article', { name: amina }).getByRole('link', { name: amina, exact: true }).click();
      await expectPath(page, '/Employer/CandidateProfileView');
      await checkPage(page, `/Employer/CandidateProfileView (${locale})`);

      await nav('dash_nav_find_talent');
      await expectPath(page, '/employer/search');
      await checkPage(page, `/employer/search (${locale})`);
      await main.getByRole('listitem').getByRole('heading').getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/candidate/'), { waitUntil: 'commit' });
      await checkPage(page, `/candidate/:id (${locale})`);
      await main.getByRole('link', { name: t('talent_invite_cta'), exact: true }).click();
      await expectPath(page, '/InviteJob');
      await checkPage(page, `/InviteJob (${locale})`);

      await page.goto('/hire-staff');
      await checkPage(page, `/hire-staff (employer, ${locale})`);
      await main.getByRole('link', { name: t('label_role_dental_receptionist'), exact: true }).first().click();
      await expectPath(page, '/hire-staff/dental-receptionist');
      await checkPage(page, `/hire-staff/:id (${locale})`);
    },
    { locale: browserLocale, timeout: 300_000, actionTimeout: 20_000 },
  );

  browserTest(
    `a11y (${locale}): the candidate's pages, with the interview and offer dialogs open`,
    async ({ page }) => {
      const main = page.getByRole('main');
      const nav = (key: string) => sectionNav(page, locale).getByRole('link', { name: t(key), exact: true }).click();
      await signInAs(page, DEMO_CANDIDATE, locale);
      await checkPage(page, `/dashboard (candidate, ${locale})`);

      await page.goto('/jobs');
      await checkPage(page, `/jobs (candidate, ${locale})`);
      // Maria was invited to this one: the page shows the invitation and its answers.
      await main.getByRole('link', { name: 'Dental Receptionist for three US clinics' }).click();
      await expectPath(page, '/Candidate/JobView');
      await expectVisible(main.getByRole('button', { name: t('cand_apply_accept_invitation'), exact: true }));
      await checkPage(page, `/Candidate/JobView (${locale})`);

      await page.goto('/dashboard');
      await settle(page);
      await nav('dash_nav_applications');
      await expectPath(page, '/dashboard/candidate/applied-jobs');
      await checkPage(page, `/dashboard/candidate/applied-jobs (${locale})`);

      await nav('dash_nav_interviews');
      await expectPath(page, '/dashboard/candidate/job-interviews');
      await checkPage(page, `/dashboard/candidate/job-interviews (${locale})`);
      const answer = main.getByRole('form', { name: t('cand_interview_answer_label', { job: 'Insurance Verification Specialist' }) });
      await answer.getByRole('button', { name: t('cand_interview_decline'), exact: true }).click();
      const decline = page.getByRole('dialog', { name: t('cand_interview_decline_title') });
      await checkDialog(page, decline, `decline interview dialog (${locale})`);
      await decline.getByRole('button', { name: t('ui_cancel'), exact: true }).click();
      await expectHidden(decline);

      await nav('dash_nav_offers');
      await expectPath(page, '/dashboard/candidate/job-offers');
      await checkPage(page, `/dashboard/candidate/job-offers (${locale})`);
      await main.getByRole('link', { name: t('cand_offers_answer', { job: 'Senior Medical Billing Specialist' }) }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/offer-details/'), { waitUntil: 'commit' });
      await checkPage(page, `/offer-details/:jobId (${locale})`);
      await main.getByRole('button', { name: t('cand_offer_accept'), exact: true }).click();
      const accept = page.getByRole('dialog', { name: t('cand_offer_accept_title') });
      await checkDialog(page, accept, `accept offer dialog (${locale})`);
      await accept.getByRole('button', { name: t('ui_cancel'), exact: true }).click();
      await expectHidden(accept);

      for (const [key, path] of [
        ['dash_nav_my_job', '/Candidate/ActiveJob'],
        ['dash_nav_profile', '/profile'],
      ] as const) {
        await nav(key);
        await expectPath(page, path);
        await checkPage(page, `${path} (${locale})`);
      }
    },
    { locale: browserLocale, timeout: 300_000, actionTimeout: 20_000 },
  );
}
