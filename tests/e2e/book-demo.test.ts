// Booking a demo on /book-a-demo, in English and in French: a free half hour chosen, the
// details typed, the booking confirmed on the page and by mail (in the visitor's language,
// with the same reference), and the booked time no longer offered after a reload. Every
// text read comes from messages/<locale>.json; in French, none of the English is left.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserTest, expectFocused, expectHtmlLang, expectNoAxeViolations, expectValue, expectVisible, mailsTo, message, translated, uniqueEmail } from './browser.ts';
import { BROWSER_LOCALE, LANGUAGE_TAG, addressOf, englishLeftIn, startApp } from './public-site-steps.ts';

type Locale = 'en' | 'fr';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The demo's time as the server's mail writes it: in UTC, said so. */
const mailWhen = (iso: string, locale: Locale) =>
  `${new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

/** The demo's time as the page writes it: in the browser's own zone and language. */
const pageWhen = (page: Page, iso: string, locale: Locale) =>
  page.evaluate(
    ([at, tag]) => new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(at)),
    [iso, BROWSER_LOCALE[locale]] as const,
  );

function expectInLanguage(text: string, locale: Locale, where: string) {
  if (locale === 'en') return;
  assert.deepEqual(englishLeftIn(text, locale), [], `${where} shows English`);
}

const PERSON = { en: { name: 'Lucía Romero', company: 'Romero Legal' }, fr: { name: 'Aurélie Marchand', company: 'Marchand & Fils' } };

for (const locale of ['en', 'fr'] as const) {
  browserTest(
    `booking a demo (${locale}): a free time chosen and booked, confirmed on the page and by mail, then no longer offered`,
    async ({ page }) => {
      const t = (key: string, params: Record<string, string | number> = {}) => (locale === 'en' ? message('en', key, params) : translated(locale, key, params));
      const main = page.getByRole('main');
      await page.goto(addressOf('/book-a-demo', locale));
      await expectHtmlLang(page, LANGUAGE_TAG[locale]);
      await expectVisible(main.getByRole('heading', { level: 1, name: t('demobook_title'), exact: true }));
      await startApp(page);

      const times = main.getByRole('group', { name: t('demobook_slots_legend') }).getByRole('radio');
      await expectVisible(times);
      const offered = await times.count();
      assert.ok(offered > 10, `only ${offered} free times offered`);
      const submit = main.getByRole('button', { name: t('demobook_submit'), exact: true });
      // No time, no booking: the button waits for one and says so.
      await expectVisible(main.getByText(t('demobook_choose_first'), { exact: true }));
      assert.equal(await submit.isDisabled(), true, 'the booking button works without a time chosen');

      // The two runs book different times, so that neither finds its time taken by the other.
      const slot = times.nth(locale === 'en' ? 3 : 7);
      const startsAt = await slot.getAttribute('value');
      assert.ok(startsAt && !Number.isNaN(Date.parse(startsAt)), `the time's value is ${startsAt}`);
      await slot.check();
      const when = await pageWhen(page, startsAt, locale);
      await expectVisible(main.getByText(t('demobook_chosen', { when }), { exact: true }));

      const email = uniqueEmail(`demo-${locale}`);
      const person = PERSON[locale];
      await main.getByLabel(t('demobook_field_name'), { exact: true }).fill(person.name);
      await main.getByLabel(t('demobook_field_email'), { exact: true }).fill(email);
      await main.getByLabel(t('demobook_field_company'), { exact: true }).fill(person.company);
      const size = main.getByLabel(t('demobook_field_team_size'), { exact: true });
      await size.selectOption({ label: t('demobook_team_size_option', { size: '11-50' }) });
      await expectValue(size, '11-50');
      await main.getByLabel(t('demobook_field_notes'), { exact: true }).fill(locale === 'en' ? 'Monthly billing for a team of four.' : 'La facturation mensuelle pour une équipe de quatre.');
      expectInLanguage(await page.locator('body').innerText(), locale, '/book-a-demo filled in');
      await expectNoAxeViolations(page, `/book-a-demo (${locale}) filled in`);

      await submit.click();
      const booked = main.getByRole('heading', { level: 1, name: t('demobook_booked_title'), exact: true });
      await expectVisible(booked);
      // The confirmation takes the focus, so a screen reader reads it out.
      await expectFocused(booked);
      const confirmation = flat(await main.innerText());
      const reference = confirmation.match(/DM-[A-Z2-9]{6}/)?.[0];
      assert.ok(reference, `no booking reference in ${JSON.stringify(confirmation)}`);
      const utc = startsAt.slice(0, 16).replace('T', ' ');
      assert.ok(
        confirmation.includes(flat(t('demobook_booked_body', { when, utc, email, reference }))),
        `the confirmation reads ${JSON.stringify(confirmation)}`,
      );
      expectInLanguage(await page.locator('body').innerText(), locale, 'the booking confirmation');
      await expectNoAxeViolations(page, `/book-a-demo (${locale}) booked`);

      const mails = await mailsTo(email);
      assert.equal(mails.length, 1, `${mails.length} mails to ${email}`);
      const [mail] = mails;
      assert.equal(mail!.subject, t('public_mail_demo_subject', { when: mailWhen(startsAt, locale) }));
      assert.ok(mail!.text.startsWith(t('mail_greeting', { name: person.name })), `the mail begins ${JSON.stringify(mail!.text.slice(0, 60))}`);
      assert.ok(
        flat(mail!.text).includes(flat(t('public_mail_demo_body', { when: mailWhen(startsAt, locale), reference }))),
        `the mail reads ${JSON.stringify(mail!.text)}`,
      );

      // The time is gone for the next visitor, and only that time.
      await page.reload();
      await startApp(page);
      await expectVisible(times);
      assert.equal(await page.locator(`input[type="radio"][value="${startsAt}"]`).count(), 0, 'the booked time is still offered');
      assert.equal(await times.count(), offered - 1, 'the free times other than the booked one are still offered');
    },
    { locale: BROWSER_LOCALE[locale], timeout: 120_000, actionTimeout: 20_000 },
  );
}
