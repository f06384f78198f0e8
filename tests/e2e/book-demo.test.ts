// Booking a demo on /book-a-demo, in French (a journey runs in one language, decision 019): a free
// half hour chosen, the details typed, the booking confirmed on the page and by mail (in the
// visitor's language, with the same reference), and the booked time no longer offered after a
// reload. Every text read comes from messages/fr, and none of the English is left.
import type { Page } from '@playwright/test';
import { BROWSER_LOCALE, LANGUAGE_TAG, addressOf, englishLeftIn, startApp } from './public-site-steps.ts';
import { expect, test } from './fixtures.ts';
import { mailsTo, uniqueEmail } from './mailbox.ts';
import { translated } from './messages.ts';
import { expectNoAxeViolations } from './axe.ts';

const locale = 'fr';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The demo's time as the server's mail writes it: in UTC, said so. */
const mailWhen = (iso: string) =>
  `${new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

/** The demo's time as the page writes it: in the browser's own zone and language. */
const pageWhen = (page: Page, iso: string) =>
  page.evaluate(
    ([at, tag]) => new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(at)),
    [iso, BROWSER_LOCALE[locale]] as const,
  );

function expectInLanguage(text: string, where: string) {
  expect(englishLeftIn(text, locale), `${where} shows English`).toEqual([]);
}

const person = { name: 'Aurélie Marchand', company: 'Marchand & Fils' };

test.describe(() => {
  test.use({ locale: BROWSER_LOCALE[locale], actionTimeout: 20_000 });
  test(`booking a demo (${locale}): a free time chosen and booked, confirmed on the page and by mail, then no longer offered`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = (key: string, params: Record<string, string | number> = {}) => translated(locale, key, params);
    const main = page.getByRole('main');
    await page.goto(addressOf('/book-a-demo', locale));
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAG[locale]);
    await expect(main.getByRole('heading', { level: 1, name: t('demobook_title'), exact: true })).toBeVisible();
    await startApp(page);

    const times = main.getByRole('group', { name: t('demobook_slots_legend') }).getByRole('radio');
    await expect(times.first()).toBeVisible();
    const offered = await times.count();
    expect(offered > 10, `only ${offered} free times offered`).toBeTruthy();
    const submit = main.getByRole('button', { name: t('demobook_submit'), exact: true });
    // No time, no booking: the button waits for one and says so.
    await expect(main.getByText(t('demobook_choose_first'), { exact: true })).toBeVisible();
    await expect(submit, 'the booking button works without a time chosen').toBeDisabled();

    const slot = times.nth(7);
    const startsAt = (await slot.getAttribute('value')) ?? '';
    expect(startsAt && !Number.isNaN(Date.parse(startsAt)), `the time's value is ${startsAt}`).toBeTruthy();
    await slot.check();
    const when = await pageWhen(page, startsAt);
    await expect(main.getByText(t('demobook_chosen', { when }), { exact: true })).toBeVisible();

    const email = uniqueEmail(`demo-${locale}`);
    await main.getByLabel(t('demobook_field_name'), { exact: true }).fill(person.name);
    await main.getByLabel(t('demobook_field_email'), { exact: true }).fill(email);
    await main.getByLabel(t('demobook_field_company'), { exact: true }).fill(person.company);
    const size = main.getByLabel(t('demobook_field_team_size'), { exact: true });
    await size.selectOption({ label: t('demobook_team_size_option', { size: '11-50' }) });
    await expect(size).toHaveValue('11-50');
    await main.getByLabel(t('demobook_field_notes'), { exact: true }).fill('La facturation mensuelle pour une équipe de quatre.');
    expectInLanguage(await page.locator('body').innerText(), '/book-a-demo filled in');
    await expectNoAxeViolations(page, `/book-a-demo (${locale}) filled in`);

    await submit.click();
    const booked = main.getByRole('heading', { level: 1, name: t('demobook_booked_title'), exact: true });
    await expect(booked).toBeVisible();
    // The confirmation takes the focus, so a screen reader reads it out.
    await expect(booked).toBeFocused();
    const confirmation = flat(await main.innerText());
    const reference = confirmation.match(/DM-[A-Z2-9]{6}/)?.[0] ?? '';
    expect(reference, `no booking reference in ${JSON.stringify(confirmation)}`).toBeTruthy();
    const utc = startsAt.slice(0, 16).replace('T', ' ');
    expect(confirmation.includes(flat(t('demobook_booked_body', { when, utc, email, reference }))), `the confirmation reads ${JSON.stringify(confirmation)}`).toBeTruthy();
    expectInLanguage(await page.locator('body').innerText(), 'the booking confirmation');
    await expectNoAxeViolations(page, `/book-a-demo (${locale}) booked`);

    const mails = await mailsTo(email);
    expect(mails.length, `${mails.length} mails to ${email}`).toBe(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(t('public_mail_demo_subject', { when: mailWhen(startsAt) }));
    expect(mail!.text.startsWith(t('mail_greeting', { name: person.name })), `the mail begins ${JSON.stringify(mail!.text.slice(0, 60))}`).toBeTruthy();
    expect(flat(mail!.text).includes(flat(t('public_mail_demo_body', { when: mailWhen(startsAt), reference }))), `the mail reads ${JSON.stringify(mail!.text)}`).toBeTruthy();

    // The time is gone for the next visitor, and only that time.
    await page.reload();
    await startApp(page);
    await expect(times.first()).toBeVisible();
    await expect(page.locator(`input[type="radio"][value="${startsAt}"]`), 'the booked time is still offered').toHaveCount(0);
    await expect(times, 'the free times other than the booked one are still offered').toHaveCount(offered - 1);
  });
});
