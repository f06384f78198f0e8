// Checkout with the embedded card sandbox: an employer whose offer was accepted pays
// for the hire with a coupon and the 4242 test card, and sees the hire, the staff and
// the charge; another pays with a card that is declined, finds the payment among the
// failed ones on the billing page and pays it again with a good card. Every text read
// comes from messages/<locale>; the second run is in French.
import type { Locator, Page } from '@playwright/test';
import { acceptedOffer } from './checkout-steps.ts';
import { fullName, signInAs, text, type Locale } from './hiring-steps.ts';
import { at, expect, test } from './fixtures.ts';
import { expectMail } from './mailbox.ts';
import { expectNoAxeViolations } from './axe.ts';

const main = (page: Page) => page.getByRole('main');
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with one parameter left open: it matches whatever the page fills in. */
function pattern(locale: Locale, key: string, open: string, params: Record<string, string> = {}): RegExp {
  const marker = 'OPEN-PARAMETER';
  const [before, after] = text(locale, key, { ...params, [open]: marker }).split(marker);
  return new RegExp(`^${escapeRegExp(before!)}.+${escapeRegExp(after!)}$`);
}

/** Types a test card into the sandbox's card form and saves it. */
async function enterCard(form: Locator, locale: Locale, number: string, saveLabel: RegExp | string) {
  await form.getByLabel(text(locale, 'cards_field_name')).fill('Rosa Marchetti');
  await form.getByLabel(text(locale, 'cards_field_number')).fill(number);
  await form.getByLabel(text(locale, 'cards_field_expiry')).fill('12/34');
  await form.getByLabel(text(locale, 'cards_field_cvc')).fill('123');
  await form.getByRole('button', { name: saveLabel }).click();
}

/** Accepts the master service agreement and the platform hire terms from the checkout page. */
async function acceptAgreements(page: Page, locale: Locale) {
  const accepted = main(page).getByText(pattern(locale, 'checkout_agreement_accepted_on', 'date'));
  await main(page).getByRole('button', { name: text(locale, 'checkout_msa_accept') }).click();
  await expect(accepted.first()).toBeVisible();
  await main(page).getByRole('button', { name: text(locale, 'checkout_terms_accept') }).click();
  await expect(accepted.nth(1)).toBeVisible();
}

test.describe(() => {
  test.use({ locale: 'en-US', actionTimeout: 15_000 });
  test('checkout (en): pays an accepted offer with a coupon and the 4242 card, then sees the hire, the staff and the charge', async ({ page }) => {
    test.setTimeout(180_000);
    const locale: Locale = 'en';
    const t = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
    const { employer, candidate, jobTitle } = await acceptedOffer(locale);
    const name = fullName(candidate);

    await signInAs(page, employer, locale);
    await page.goto('/dashboard/activity/offers');
    await main(page).getByRole('link', { name: t('checkout_pay_and_hire_named', { name }) }).click();
    await expect(page).toHaveURL(at('/hire-staff/checkout'));
    await expect(main(page).getByRole('heading', { level: 1, name: t('checkout_title') })).toBeVisible();
    await expect(main(page).getByRole('checkbox', { name: t('checkout_offer_include', { name }) })).toBeVisible();

    // Nothing can be paid before both agreements are accepted.
    await expect(main(page).getByText(t('checkout_blocked_agreements'))).toBeVisible();
    await acceptAgreements(page, locale);

    await main(page).getByLabel(t('checkout_coupon_label')).fill('WELCOME10');
    await main(page).getByRole('button', { name: t('checkout_coupon_apply') }).click();
    await expect(main(page).getByText(t('checkout_coupon_applied', { code: 'WELCOME10' }))).toBeVisible();
    await expectNoAxeViolations(page, 'checkout with a coupon');

    await enterCard(main(page), locale, '4242 4242 4242 4242', t('checkout_card_save_and_use'));
    const pay = main(page).getByRole('button', { name: pattern(locale, 'checkout_pay_amount', 'amount') });
    await expect(pay).toBeVisible();
    await pay.click();

    await expect(page).toHaveURL(at('/hire-staff/hire-successful'), { timeout: 20_000 });
    await expect(main(page).getByRole('heading', { level: 1, name: t('checkout_success_title') })).toBeVisible();
    await expect(main(page).getByText(name).first()).toBeVisible();
    await expectNoAxeViolations(page, 'hire successful');

    await page.goto('/dashboard/activity/staffs');
    await expect(main(page).getByText(name).first()).toBeVisible();
    await expect(main(page).getByText(jobTitle).filter({ visible: true }).first()).toBeVisible();

    await page.goto('/settings/billing/transactions');
    const charge = main(page).getByRole('row').filter({ hasText: name });
    await expect(charge).toBeVisible();
    await expectNoAxeViolations(page, 'transactions');
    await charge.getByRole('link').first().click();
    await expect(main(page).getByRole('heading', { level: 1, name: pattern(locale, 'invoice_title', 'number') })).toBeVisible();
    await expect(main(page).getByText(t('invoice_line_coupon', { code: 'WELCOME10' }))).toBeVisible();
    await expectNoAxeViolations(page, 'invoice');

    const receipt = await expectMail(employer.email, t('checkout_mail_receipt_subject'));
    expect(receipt.text).toMatch(new RegExp(escapeRegExp(name)));
    await expectMail(candidate.email, t('checkout_mail_hired_subject', { company: employer.company! }));
  });
});

test.describe(() => {
  test.use({ locale: 'fr-FR', actionTimeout: 15_000 });
  test('checkout (fr): a declined card says why, shows among the failed payments, and a retry with a good card pays', async ({ page }) => {
    test.setTimeout(180_000);
    const locale: Locale = 'fr';
    const t = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
    const { employer, candidate } = await acceptedOffer(locale);
    const name = fullName(candidate);

    await signInAs(page, employer, locale);
    await page.goto('/hire-staff/checkout');
    await expect(main(page).getByRole('heading', { level: 1, name: t('checkout_title') })).toBeVisible();
    await acceptAgreements(page, locale);
    await enterCard(main(page), locale, '4000 0000 0000 0002', t('checkout_card_save_and_use'));
    await main(page).getByRole('button', { name: pattern(locale, 'checkout_pay_amount', 'amount') }).click();

    await expect(main(page).getByText(t('checkout_declined_title'))).toBeVisible({ timeout: 20_000 });
    await expect(main(page).getByText(t('payment_decline_card_declined')).first()).toBeVisible();
    await expectNoAxeViolations(page, 'checkout declined');

    await page.goto('/settings/billing');
    const failed = main(page).getByRole('heading', { name: t('billing_failed_heading') });
    await expect(failed).toBeVisible();
    await expect(main(page).getByText(t('payment_decline_card_declined')).first()).toBeVisible();
    await main(page).getByRole('button', { name: t('billing_failed_retry') }).first().click();
    const retry = page.getByRole('dialog', { name: t('billing_retry_title') });
    await retry.getByRole('button', { name: t('billing_retry_use_new_card') }).click();
    await enterCard(retry, locale, '4242 4242 4242 4242', pattern(locale, 'billing_retry_save_and_pay', 'amount'));
    await expect(page.getByText(t('billing_retry_paid')).first()).toBeVisible({ timeout: 20_000 });
    await expect(main(page).getByText(t('billing_failed_none'))).toBeVisible();
    await expectNoAxeViolations(page, 'billing after the retry');

    await page.goto('/dashboard/activity/staffs');
    await expect(main(page).getByText(name).first()).toBeVisible();
  });
});
