// Money shown is money charged (issue 20), in the browser: a new employer pays an accepted
// offer; the figures read off the checkout page are the ones the confirmation, the invoice
// and Settings → Billing show afterwards. The success page opened without a payment claims
// nothing. The property test over start dates and coupons is tests/server/money-story.test.ts.
import type { Locator, Page } from '@playwright/test';
import { acceptedOffer } from './checkout-steps.ts';
import { signInAs, text, type Locale } from './hiring-steps.ts';
import { at, expect, test } from './fixtures.ts';

const main = (page: Page) => page.getByRole('main');

/** The value beside a label in a list of figures (label and value are siblings). */
async function valueOf(scope: Locator, label: string | RegExp): Promise<string> {
  const item = scope.getByText(label, { exact: typeof label === 'string' }).first().locator('xpath=..');
  await expect(item).toBeVisible();
  const [, ...rest] = (await item.innerText()).split(/[\n\t]+/);
  return rest.join(' ').trim();
}

/** The part of a label a message's parameter filled in, e.g. the date of "Next charge, on {date}". */
function parameterOf(locale: Locale, key: string, name: string, shown: string): string {
  const [before, after] = text(locale, key, { [name]: '\u0000' }).split('\u0000');
  expect(shown.startsWith(before!) && shown.endsWith(after!), `"${shown}" is not ${key}`).toBeTruthy();
  return shown.slice(before!.length, shown.length - after!.length);
}

test.describe(() => {
  test.use({ locale: 'en-US', actionTimeout: 15_000 });
  test('money (en): the checkout’s total and next charge are what the confirmation, the invoice and billing show', async ({ page }) => {
    test.setTimeout(180_000);
    const locale: Locale = 'en';
    const t = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
    const { employer } = await acceptedOffer(locale);
    await signInAs(page, employer, locale);

    // Opened directly, the success page says there is nothing to confirm, and claims nothing.
    await page.goto('/hire-staff/hire-successful');
    await expect(main(page).getByRole('heading', { level: 1, name: t('checkout_success_unconfirmed_title') })).toBeVisible();
    await expect(main(page).getByText(t('checkout_success_not_found'))).toBeVisible();
    await expect(main(page).getByText(t('checkout_success_intro'))).toHaveCount(0);

    await page.goto('/hire-staff/checkout');
    await expect(main(page).getByRole('heading', { level: 1, name: t('checkout_title') })).toBeVisible();
    await main(page).getByRole('button', { name: t('checkout_msa_accept') }).click();
    await main(page).getByRole('button', { name: t('checkout_terms_accept') }).click();

    const summary = main(page).getByRole('region', { name: t('checkout_summary_title') });
    const total = await valueOf(summary, t('checkout_sum_total'));
    const nextLabel = (await summary.getByText(new RegExp(`^${t('checkout_sum_next_month', { date: 'DATE' }).replace('DATE', '.+')}$`)).innerText()).trim();
    const nextDate = parameterOf(locale, 'checkout_sum_next_month', 'date', nextLabel);
    const nextAmount = await valueOf(summary, nextLabel);
    // The offer's line reads "job · Starts {date}".
    const offerLine = (await main(page).getByText(/ · Starts /).first().innerText()).trim();
    const startDate = parameterOf(locale, 'checkout_offer_start', 'date', offerLine.slice(offerLine.lastIndexOf(' · ') + 3));
    // One breakdown: nothing beside it tells another card fee or total.
    await expect(summary.getByText(/first offer/)).toHaveCount(0);

    const form = main(page);
    await form.getByLabel(t('cards_field_name')).fill('Rosa Marchetti');
    await form.getByLabel(t('cards_field_number')).fill('4242 4242 4242 4242');
    await form.getByLabel(t('cards_field_expiry')).fill('12/34');
    await form.getByLabel(t('cards_field_cvc')).fill('123');
    await form.getByRole('button', { name: t('checkout_card_save_and_use') }).click();
    await main(page).getByRole('button', { name: t('checkout_pay_amount', { amount: total }) }).click();

    await expect(page).toHaveURL(at('/hire-staff/hire-successful'), { timeout: 20_000 });
    await expect(main(page).getByText(t('checkout_success_paid', { amount: total }))).toBeVisible();
    await expect(main(page).getByText(t('checkout_success_card_default'))).toBeVisible();

    // The invoice bills what was paid, for the service period that starts on the start date.
    await main(page).getByRole('link', { name: t('checkout_success_invoice') }).click();
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    expect(await valueOf(main(page), t('invoice_total'))).toBe(total);
    const period = await valueOf(main(page), t('invoice_period'));
    expect(period.startsWith(`${startDate} to `), `the invoice's period "${period}" starts on the start date ${startDate}`).toBeTruthy();

    // Settings → Billing tells the next charge checkout promised, on the same day.
    await page.goto('/settings/billing');
    const subscription = main(page).getByRole('region', { name: t('billing_subscription_heading') });
    await expect(subscription.getByText(t('billing_subscription_next_charge'), { exact: true })).toBeVisible();
    expect(await valueOf(subscription, t('billing_subscription_next_charge'))).toBe(t('billing_subscription_next_charge_on', { amount: nextAmount, date: nextDate }));
  });
});
