// axe-core on every page there is, in the states a visitor sees: WCAG 2.0, 2.1
// and 2.2 levels A and AA. English everywhere; French and Chinese where the text
// is longest or in another script (the home page, sign-in, the sign-up steps).
import type { Page } from 'playwright-core';
import {
  DEMO_CANDIDATE,
  DEMO_EMPLOYER,
  browserTest,
  expectHtmlLang,
  expectNoAxeViolations,
  expectPath,
  expectSettled,
  expectVisible,
  signInFromLogin,
  translated,
} from './browser.ts';
import { employerAboutYou, employerCompany, fillAboutYou, fillCompany, stepIndicator } from './signup-steps.ts';

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
