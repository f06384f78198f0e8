// Fractional hire end to end (issue 16): an employer offers a fractional contract with a range of
// hours a month, the candidate accepts, the employer pays at /hire/fractional/:id with the
// fractional coupon and the sandbox's 4242 card, the staff member logs a morning's work that the
// employer approves, the monthly billing run (its dev route) charges the month's hours clamped to
// the range, and the invoice shows the hours line with the days behind it. Once in English, the
// offer written in the composer, and once in French, the offer sent through the API and the
// checkout done with the keyboard alone. Every figure
// read is the shared pricing rule's (src/shared/fractional-pricing.ts) and every text comes from
// messages/<locale>.
//
// The billing run bills every subscription due on the server, so this file runs alone, after the
// rest of the suite (its own project in playwright.config.ts), and its two tests one after the other.
// Alone: `npx playwright test tests/e2e/fractional-hire.test.ts --no-deps` (it needs no saved sign-in).
import type { Locator, Page } from '@playwright/test';
import { formatDate, formatMonth, formatMoney } from '../../src/shared/format.ts';
import { billingStartDate } from '../../src/shared/pricing.ts';
import { inDays } from './checkout-steps.ts';
import {
  FRACTIONAL_COUPON,
  STAFF_ZONE,
  acceptTheOffer,
  fractionalApplicant,
  fractionalCharges,
  logMorning,
  monthlyBillOf,
  runBilling,
  sendFractionalOffer,
} from './fractional-steps.ts';
import { fullName, signInAs, text, toast, type Locale } from './hiring-steps.ts';
import { at, expect, settle, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { tabAndPress, tabTo } from './keyboard-steps.ts';
import { message } from './messages.ts';

/** $25 an hour, between 2 and 6 hours a month: the morning logged (7 h 45 min) is always above the month's maximum, prorated or not. */
const RATE_CENTS = 2_500;
const RANGE = { minHours: 2, maxHours: 6 };

/**
 * `composer`: the offer is written in the offer composer (else through the API). `axe`: the pages are
 * checked on the way. `keyboard`: the checkout is done with Tab, typing and Enter alone.
 */
const runs: Array<{ locale: Locale; browserLocale: string; composer: boolean; axe: boolean; keyboard: boolean }> = [
  { locale: 'en', browserLocale: 'en-US', composer: true, axe: true, keyboard: false },
  { locale: 'fr', browserLocale: 'fr-FR', composer: false, axe: false, keyboard: true },
];

const main = (page: Page) => page.getByRole('main');
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One after the other, in one worker: each run's billing bills the other's employer too.
test.describe.configure({ mode: 'default' });

for (const { locale, browserLocale, composer, axe, keyboard } of runs) {
  const t = (key: string, params?: Record<string, string | number>) => text(locale, key, params);
  const money = (cents: number) => formatMoney(cents, locale);
  /** A message with one parameter left open: it matches whatever the page fills in. */
  const pattern = (key: string, open: string) => {
    const marker = 'OPEN-PARAMETER';
    const [before, after] = t(key, { [open]: marker }).split(marker);
    return new RegExp(`^${escapeRegExp(before!)}.+${escapeRegExp(after!)}$`);
  };

  test.describe(() => {
    // The employer is in New York: the earliest start date the composer takes is the server's today.
    test.use({ locale: browserLocale, timezoneId: 'America/New_York', actionTimeout: 15_000 });
    test(`fractional hire (${locale}): a fractional offer paid with a coupon, a morning of work, and the month billed within its range`, async ({ page }) => {
      test.setTimeout(180_000);
      const applicant = await fractionalApplicant(locale, RATE_CENTS);
      const { candidate, jobTitle } = applicant;
      const name = fullName(candidate);
      const startDate = inDays(0);
      await signInAs(page, applicant.employer, locale);

      if (composer) {
        // ---- The offer, written in the composer from the job's page: fractional, by the hour, with its hours a month.
        await page.goto(`/dashboard/activity/jobs/${applicant.jobId}`);
        await main(page).getByRole('article', { name }).getByRole('button', { name: t('hiring_action_offer_named', { name }) }).click();
        const offer = page.getByRole('dialog', { name: t('hiring_offer_title', { name }) });
        // The composer starts from the job's terms: a fractional contract, paid by the hour.
        await expect(offer.getByRole('radio', { name: t('label_hire_fractional') })).toBeChecked({ timeout: 20_000 });
        await expect(offer.getByRole('textbox', { name: t('hiring_offer_pay_hourly'), exact: true })).toBeVisible();
        await offer.getByLabel(t('hiring_offer_start'), { exact: true }).fill(startDate);
        await offer.getByRole('textbox', { name: t('hiring_offer_hours_min'), exact: true }).fill(String(RANGE.minHours));
        await offer.getByRole('textbox', { name: t('hiring_offer_hours_max'), exact: true }).fill(String(RANGE.maxHours));
        // The staff member works from Manila.
        const zone = offer.getByRole('combobox', { name: t('hiring_schedule_zone') });
        await zone.fill('Manila');
        await page.getByRole('option', { name: /^Manila/ }).click();
        await offer.getByRole('button', { name: t('hiring_review'), exact: true }).click();
        await expect(offer.getByText(t('hiring_offer_review_intro', { name }))).toBeVisible();
        // A full month at this rate costs between the minimum's and the maximum's hours.
        await expect(
          offer.getByText(t('hiring_offer_month_range', { lower: money(RANGE.minHours * RATE_CENTS), upper: money(RANGE.maxHours * RATE_CENTS) })),
        ).toBeVisible();
        await offer.getByRole('button', { name: t('hiring_offer_send'), exact: true }).click();
        await expect(toast(page, locale, t('hiring_offer_sent', { name }))).toBeVisible({ timeout: 20_000 });
      } else {
        await sendFractionalOffer(applicant, RANGE);
      }

      // ---- The candidate accepts; the offer waits for payment, and "Pay and hire" leads to the fractional checkout.
      const accepted = await acceptTheOffer(applicant.person);
      expect(accepted).toMatchObject({ contract_type: 'fractional', pay_cents: RATE_CENTS, start_date: startDate });
      expect(accepted.hours_range).toEqual({ min_hours: RANGE.minHours, max_hours: RANGE.maxHours });
      expect(accepted.schedule.timezone).toBe(STAFF_ZONE);
      await page.goto('/dashboard/activity/offers');
      await main(page).getByRole('link', { name: t('checkout_pay_and_hire_named', { name }) }).click();
      await expect(page).toHaveURL(at(`/hire/fractional/${accepted.id}`));
      await expect(main(page).getByRole('heading', { level: 1, name: t('fcheckout_title') })).toBeVisible();

      // ---- Checkout: the agreements, the fractional coupon on the setup fee, the 4242 card, and the total the rule says.
      const { checkout, covered, month, bill, billDate, first } = fractionalCharges({
        rateCents: RATE_CENTS,
        range: RANGE,
        billingStart: billingStartDate(startDate, inDays(0)),
        minutesWorked: 7 * 60 + 45,
      });
      expect(checkout.discount).toBe(Math.round((first.setupFee * FRACTIONAL_COUPON.amount) / 100));
      /** A click, or in the keyboard run Tab to the control and Enter. */
      const activate = async (control: Locator) => {
        if (!keyboard) return control.click();
        await tabAndPress(page, control, { max: 80 });
      };
      /** Fills a field, or in the keyboard run reaches it with Tab and types. */
      const enter = async (field: Locator, value: string) => {
        if (!keyboard) return field.fill(value);
        await tabTo(page, field, { max: 80 });
        await page.keyboard.type(value);
      };
      const acceptedOn = main(page).getByText(pattern('checkout_agreement_accepted_on', 'date'));
      await activate(main(page).getByRole('button', { name: t('checkout_msa_accept') }));
      await expect(acceptedOn.first()).toBeVisible();
      await activate(main(page).getByRole('button', { name: t('checkout_terms_accept') }));
      await expect(acceptedOn.nth(1)).toBeVisible();
      await enter(main(page).getByLabel(t('checkout_coupon_label')), FRACTIONAL_COUPON.code);
      await activate(main(page).getByRole('button', { name: t('checkout_coupon_apply') }));
      await expect(main(page).getByText(t('checkout_coupon_applied', { code: FRACTIONAL_COUPON.code }))).toBeVisible();
      // 15% of the setup fee, and nothing of the hours.
      const couponRow = main(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: t('fcheckout_row_coupon', { code: FRACTIONAL_COUPON.code }) }) });
      await expect(couponRow).toContainText(money(checkout.discount));
      // What comes next: a full month between the range's bounds, and the first bill on the 1st of next month.
      await expect(main(page).getByText(t('fcheckout_next_month_range', { lower: money(RANGE.minHours * RATE_CENTS), upper: money(RANGE.maxHours * RATE_CENTS) }))).toBeVisible();
      await expect(main(page).getByText(t('fcheckout_next_first_bill', { date: formatDate(billDate, locale) }))).toBeVisible();
      if (axe) await expectNoAxeViolations(page, `/hire/fractional/:id with a coupon (${locale})`);

      const form = main(page);
      await enter(form.getByLabel(t('cards_field_name')), 'Rosa Marchetti');
      await enter(form.getByLabel(t('cards_field_number')), '4242 4242 4242 4242');
      await enter(form.getByLabel(t('cards_field_expiry')), '12/34');
      await enter(form.getByLabel(t('cards_field_cvc')), '123');
      await activate(form.getByRole('button', { name: t('checkout_card_save_and_use') }));
      await activate(main(page).getByRole('button', { name: t('fcheckout_pay_amount', { amount: money(checkout.total) }) }));
      await expect(main(page).getByRole('heading', { level: 1, name: t('fcheckout_success_title') })).toBeVisible({ timeout: 20_000 });
      await expect(main(page).getByText(t('fcheckout_success_paid', { amount: money(checkout.total) }))).toBeVisible();

      // ---- The fractional staff page lists the new hire.
      await main(page).getByRole('link', { name: t('fcheckout_fractional_staff') }).click();
      await expect(page).toHaveURL(at('/dashboard/activity/fractional-hire'));
      await settle(page);
      await expect(main(page).getByRole('article', { name })).toBeVisible();
      if (axe) await expectNoAxeViolations(page, `/dashboard/activity/fractional-hire (${locale})`);

      // ---- A morning of work, approved; then the month is billed on the first of the next, in arrears.
      // "7 h 45 min" reads the same in French: taken as the message has it, not as a translation.
      const morning = message(locale, 'invoice_duration_hours_minutes', { hours: 7, minutes: 45 });
      const minutes = await logMorning(applicant, startDate);
      expect(minutes).toBe(7 * 60 + 45);
      // The server's own runner may hold the run's lease for a moment: the run then did nothing, and is asked again.
      await expect.poll(async () => (await runBilling(billDate)).ran, { message: `the billing run as of ${billDate} ran` }).toBe(true);
      const spending = await monthlyBillOf(applicant.boss);
      expect(spending.payment).toMatchObject({ status: 'succeeded', amount_cents: bill.total });
      // More hours than the month's (prorated) maximum: the maximum is billed, less the minimum paid at checkout.
      expect(month.billedCents).toBe(month.capCents);
      expect(month.workedCents).toBeGreaterThan(month.capCents);

      // ---- The invoice shows the hours line, clamped, with the day behind it.
      await page.goto(`/settings/billing/invoices/${spending.invoice_id}`);
      await expect(main(page).getByRole('heading', { level: 1, name: pattern('invoice_title', 'number') })).toBeVisible();
      const bounds = { min: RANGE.minHours, max: RANGE.maxHours };
      const line = t('invoice_line_fractional_hours_prepaid', {
        name,
        job: jobTitle,
        month: formatMonth(startDate, locale),
        worked: morning,
        rate: money(RATE_CENTS),
        range:
          covered.days < covered.daysInMonth
            ? t('invoice_fractional_range_prorated', { ...bounds, days: covered.days, total: covered.daysInMonth })
            : t('invoice_fractional_range', bounds),
        billed: money(month.billedCents),
        prepaid: money(month.prepaidCents),
      });
      const row = main(page).getByRole('row').filter({ hasText: line });
      await expect(row).toBeVisible();
      await expect(row).toContainText(money(month.amountCents));
      await row.getByText(t('invoice_days_worked', { count: 1 })).click();
      const day = row.getByRole('row').filter({ has: page.locator(`time[datetime="${startDate}"]`) });
      await expect(day.getByRole('cell', { name: morning, exact: true })).toBeVisible();
      await expect(main(page).getByRole('row').filter({ hasText: t('invoice_total') })).toContainText(money(bill.total));
    });
  });
}
