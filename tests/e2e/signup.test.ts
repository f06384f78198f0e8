import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { BASE_URL, browserTest, expectAttribute, expectFocused, expectHidden, expectPath, expectValue, expectVisible, signIn, signOutButton } from './browser.ts';
import {
  E2E_PASSWORD,
  aboutYouFields,
  accountFields,
  companyFields,
  employerAboutYou,
  employerCompany,
  expectStep,
  fillAboutYou,
  fillCompany,
} from './signup-steps.ts';

browserTest(
  'a business owner signs up in three steps, confirms the address from the dev mailbox, signs in and out',
  async ({ page }) => {
    const you = employerAboutYou();
    const company = employerCompany();

    await page.goto('/signup');
    await page.getByRole('link', { name: 'I want to hire' }).click();
    await expectPath(page, '/signup/employer');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Create your employer account' }));

    // Step 1: about you.
    await expectStep(page, 1, 3, 'About you');
    await fillAboutYou(page, you);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: the company. Back keeps what step 1 holds.
    await expectStep(page, 2, 3, 'Your company');
    await companyFields(page).name.fill(company.name);
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 1, 3, 'About you');
    const step1 = aboutYouFields(page);
    await expectValue(step1.firstname, you.firstname);
    await expectValue(step1.lastname, you.lastname);
    await expectValue(step1.email, you.email);
    await expectValue(step1.country, you.country);
    await expectValue(step1.phone, you.phone);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectStep(page, 2, 3, 'Your company');
    // What was typed in step 2 before going back is still there too.
    await expectValue(companyFields(page).name, company.name);
    await fillCompany(page, company);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 3: the account. Mails opt-in starts ticked, terms unticked; the terms are required.
    await expectStep(page, 3, 3, 'Your account');
    const account = accountFields(page);
    assert.equal(await account.mails.isChecked(), true, 'send_mails defaults to true');
    assert.equal(await account.terms.isChecked(), false, 'agree_to_terms defaults to false');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 2, 3, 'Your company');
    await expectValue(companyFields(page).name, company.name);
    await expectValue(companyFields(page).website, company.website);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectStep(page, 3, 3, 'Your account');

    await account.password.fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    // Unticked terms stop the form here, on this step.
    await expectVisible(page.getByText('You must accept the terms of use to create an account.'));
    await expectAttribute(account.terms, 'aria-invalid', 'true');
    await expectStep(page, 3, 3, 'Your account');
    await account.terms.check();
    await account.mails.uncheck();
    await page.getByRole('button', { name: 'Create account' }).click();

    // The check-your-inbox page, for the address given.
    await expectPath(page, '/verify-email', { search: `?email=${encodeURIComponent(you.email)}` });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Check your inbox' }));
    await expectVisible(page.getByText(`We sent a link to ${you.email}.`));

    // Without SMTP the mail waits in the dev mailbox, which this page links to.
    await page.getByRole('link', { name: 'Open the dev mailbox' }).click();
    await expectPath(page, '/dev/mailbox', { search: `?to=${encodeURIComponent(you.email)}` });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Dev mailbox' }));
    await openMail(page, 'Confirm your e-mail address');
    await verificationLink(page).click();

    // The link confirms the address; the drawer does not stay open over the next page.
    await page.waitForURL((url) => url.pathname.startsWith('/verify-email/'));
    await expectHidden(page.getByRole('dialog'));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }), 15_000);
    await expectVisible(page.getByText(`Thank you. ${you.email} is confirmed, and you can now sign in.`));

    // Sign in, reach the dashboard as this employer.
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expectPath(page, '/login');
    await signIn(page, { email: you.email, password: E2E_PASSWORD });
    await expectPath(page, '/dashboard');
    await expectVisible(page.getByRole('heading', { level: 1, name: `Welcome, ${you.firstname}` }));
    await expectVisible(page.getByText(`You are signed in as employer for ${company.name}.`));
    await expectVisible(page.getByText(you.email, { exact: true }));
    await expectVisible(page.getByText('E-mail confirmed'));

    // Sign out: the header says so, and the dashboard is closed again.
    await signOutButton(page).click();
    await expectVisible(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }));
    await page.goto('/dashboard');
    await expectPath(page, '/login');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Sign in' }));
  },
  { timeout: 120_000 },
);

browserTest('a reload in the middle of step 2 keeps step 1 (and the step the visitor was on)', async ({ page }) => {
  const you = employerAboutYou();
  await page.goto('/signup/employer');
  await expectStep(page, 1, 3, 'About you');
  await fillAboutYou(page, you);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 2, 3, 'Your company');
  await companyFields(page).name.fill('Half-typed Ltd');

  await page.reload();
  await expectStep(page, 2, 3, 'Your company');
  // What this step held comes back too, not only the steps before it.
  await expectValue(companyFields(page).name, 'Half-typed Ltd');
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 1, 3, 'About you');
  const step1 = aboutYouFields(page);
  await expectValue(step1.firstname, you.firstname);
  await expectValue(step1.lastname, you.lastname);
  await expectValue(step1.email, you.email);
  await expectValue(step1.country, you.country);
  await expectValue(step1.phone, you.phone);

  // "Start over" asks first; Cancel keeps the draft, confirming forgets it.
  const startOver = page.getByRole('main').getByRole('button', { name: 'Start over' });
  await startOver.click();
  const confirm = page.getByRole('dialog', { name: 'Start over?' });
  await expectVisible(confirm.getByText('The answers you have entered will be cleared'));
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expectHidden(confirm);
  await expectFocused(startOver);
  await expectValue(step1.firstname, you.firstname);
  await startOver.click();
  await confirm.getByRole('button', { name: 'Start over' }).click();
  await expectHidden(confirm);
  await expectStep(page, 1, 3, 'About you');
  // The cleared first step is announced: its heading has the focus.
  await expectFocused(page.getByRole('main').getByRole('heading', { level: 2, name: /About you$/ }));
  await expectValue(step1.firstname, '');
  await page.reload();
  await expectStep(page, 1, 3, 'About you');
  await expectValue(step1.email, '');
});

browserTest('a reload on the last step brings back every answer but the password', async ({ page }) => {
  const you = employerAboutYou();
  const company = employerCompany();
  await page.goto('/signup/employer');
  await expectStep(page, 1, 3, 'About you');
  await fillAboutYou(page, you);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 2, 3, 'Your company');
  await fillCompany(page, company);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 3, 3, 'Your account');
  const account = accountFields(page);
  await account.password.fill(E2E_PASSWORD);
  await account.terms.check();
  await account.mails.uncheck();

  await page.reload();
  // The same step, its ticks as they were, and the password (never kept) to type again.
  await expectStep(page, 3, 3, 'Your account');
  await expectValue(account.password, '');
  assert.equal(await account.terms.isChecked(), true, 'agree_to_terms survives the reload');
  assert.equal(await account.mails.isChecked(), false, 'send_mails survives the reload');
  const stored = await page.evaluate(() => sessionStorage.getItem('registration:business_owner'));
  assert.ok(stored && !stored.includes(E2E_PASSWORD), 'the tab keeps the draft, never the password');
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 2, 3, 'Your company');
  await expectValue(companyFields(page).name, company.name);
  await expectValue(companyFields(page).website, company.website);
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 1, 3, 'About you');
  const step1 = aboutYouFields(page);
  await expectValue(step1.firstname, you.firstname);
  await expectValue(step1.email, you.email);
  await expectValue(step1.country, you.country);
  await expectValue(step1.phone, you.phone);
});

// ---------- the dev mailbox page ----------

/** Opens the newest mail with this subject in the dev mailbox page: it shows in the side drawer, titled by its subject. */
async function openMail(page: Page, subject: string) {
  await page.getByRole('main').getByRole('button', { name: subject, exact: true }).first().click();
  await expectVisible(page.getByRole('dialog', { name: subject }));
}

/** The confirmation link in the opened mail: the mailed address, pointing at this server. */
function verificationLink(page: Page) {
  return page.getByRole('dialog').getByRole('link', { name: new RegExp(`^${BASE_URL.replace(/[.]/g, '\\.')}/verify-email/[\\w-]+$`) });
}
