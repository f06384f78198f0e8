import type { Page } from '@playwright/test';
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
import { BASE_URL, at, expect, test } from './fixtures.ts';
import { signIn, signOutButton } from './accounts.ts';

test('a business owner signs up in three steps, confirms the address from the dev mailbox, signs in and out', async ({ page }) => {
  test.setTimeout(120_000);
  const you = employerAboutYou();
  const company = employerCompany();

  await page.goto('/signup');
  await page.getByRole('link', { name: 'I want to hire' }).click();
  await expect(page).toHaveURL(at('/signup/employer'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create your employer account' })).toBeVisible();

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
  await expect(step1.firstname).toHaveValue(you.firstname);
  await expect(step1.lastname).toHaveValue(you.lastname);
  await expect(step1.email).toHaveValue(you.email);
  await expect(step1.country).toHaveValue(you.country);
  await expect(step1.phone).toHaveValue(you.phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 2, 3, 'Your company');
  // What was typed in step 2 before going back is still there too.
  await expect(companyFields(page).name).toHaveValue(company.name);
  await fillCompany(page, company);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: the account. Mails opt-in starts ticked, terms unticked; the terms are required.
  await expectStep(page, 3, 3, 'Your account');
  const account = accountFields(page);
  await expect(account.mails, 'send_mails defaults to true').toBeChecked();
  await expect(account.terms, 'agree_to_terms defaults to false').not.toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 2, 3, 'Your company');
  await expect(companyFields(page).name).toHaveValue(company.name);
  await expect(companyFields(page).website).toHaveValue(company.website);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 3, 3, 'Your account');

  await account.password.fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Unticked terms stop the form here, on this step.
  await expect(page.getByText('You must accept the terms of use to create an account.')).toBeVisible();
  await expect(account.terms).toHaveAttribute('aria-invalid', 'true');
  await expectStep(page, 3, 3, 'Your account');
  await account.terms.check();
  await account.mails.uncheck();
  await page.getByRole('button', { name: 'Create account' }).click();

  // The check-your-inbox page, for the address given.
  await expect(page).toHaveURL(at('/verify-email', `?email=${encodeURIComponent(you.email)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${you.email}.`)).toBeVisible();

  // Without SMTP the mail waits in the dev mailbox, which this page links to.
  await page.getByRole('link', { name: 'Open the dev mailbox' }).click();
  await expect(page).toHaveURL(at('/dev/mailbox', `?to=${encodeURIComponent(you.email)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeVisible();
  await openMail(page, 'Confirm your e-mail address');
  await verificationLink(page).click();

  // The link confirms the address; the drawer does not stay open over the next page.
  await page.waitForURL((url) => url.pathname.startsWith('/verify-email/'));
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Thank you. ${you.email} is confirmed, and you can now sign in.`)).toBeVisible();

  // Sign in, reach the dashboard as this employer.
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(at('/login'));
  await signIn(page, { email: you.email, password: E2E_PASSWORD });
  await expect(page).toHaveURL(at('/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${you.firstname}` })).toBeVisible();
  await expect(page.getByText(`You are signed in as employer for ${company.name}.`)).toBeVisible();
  await expect(page.getByText(you.email, { exact: true })).toBeVisible();
  await expect(page.getByText('E-mail confirmed')).toBeVisible();

  // Sign out: the header says so, and the dashboard is closed again.
  await signOutButton(page).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(at('/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('a reload in the middle of step 2 keeps step 1 (and the step the visitor was on)', async ({ page }) => {
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
  await expect(companyFields(page).name).toHaveValue('Half-typed Ltd');
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 1, 3, 'About you');
  const step1 = aboutYouFields(page);
  await expect(step1.firstname).toHaveValue(you.firstname);
  await expect(step1.lastname).toHaveValue(you.lastname);
  await expect(step1.email).toHaveValue(you.email);
  await expect(step1.country).toHaveValue(you.country);
  await expect(step1.phone).toHaveValue(you.phone);

  // "Start over" asks first; Cancel keeps the draft, confirming forgets it.
  const startOver = page.getByRole('main').getByRole('button', { name: 'Start over' });
  await startOver.click();
  const confirm = page.getByRole('dialog', { name: 'Start over?' });
  await expect(confirm.getByText('The answers you have entered will be cleared')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(startOver).toBeFocused();
  await expect(step1.firstname).toHaveValue(you.firstname);
  await startOver.click();
  await confirm.getByRole('button', { name: 'Start over' }).click();
  await expect(confirm).toBeHidden();
  await expectStep(page, 1, 3, 'About you');
  // The cleared first step is announced: its heading has the focus.
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /About you$/ })).toBeFocused();
  await expect(step1.firstname).toHaveValue('');
  await page.reload();
  await expectStep(page, 1, 3, 'About you');
  await expect(step1.email).toHaveValue('');
});

test('a reload on the last step brings back every answer but the password', async ({ page }) => {
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
  await expect(account.password).toHaveValue('');
  await expect(account.terms, 'agree_to_terms survives the reload').toBeChecked();
  await expect(account.mails, 'send_mails survives the reload').not.toBeChecked();
  const stored = await page.evaluate(() => sessionStorage.getItem('registration:business_owner'));
  expect(stored && !stored.includes(E2E_PASSWORD), 'the tab keeps the draft, never the password').toBeTruthy();
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 2, 3, 'Your company');
  await expect(companyFields(page).name).toHaveValue(company.name);
  await expect(companyFields(page).website).toHaveValue(company.website);
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 1, 3, 'About you');
  const step1 = aboutYouFields(page);
  await expect(step1.firstname).toHaveValue(you.firstname);
  await expect(step1.email).toHaveValue(you.email);
  await expect(step1.country).toHaveValue(you.country);
  await expect(step1.phone).toHaveValue(you.phone);
});

// ---------- the dev mailbox page ----------

/** Opens the newest mail with this subject in the dev mailbox page: it shows in the side drawer, titled by its subject. */
async function openMail(page: Page, subject: string) {
  await page.getByRole('main').getByRole('button', { name: subject, exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: subject })).toBeVisible();
}

/** The confirmation link in the opened mail: the mailed address, pointing at this server. */
function verificationLink(page: Page) {
  return page.getByRole('dialog').getByRole('link', { name: new RegExp(`^${BASE_URL.replace(/[.]/g, '\\.')}/verify-email/[\\w-]+$`) });
}
