import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, browserTest, expectAttribute, expectHtmlLang, expectPath, expectTitle, expectValue, expectVisible, message, translated } from './browser.ts';

const header = (page: Page) => page.getByRole('banner');

/** The `lang` cookie: the chosen language, which the server and the app read on every later page. */
async function languageCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(BASE_URL)).find((c) => c.name === 'lang')?.value;
}

async function expectLanguageCookie(context: BrowserContext, locale: string) {
  const deadline = Date.now() + 5000;
  while ((await languageCookie(context)) !== locale && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  assert.equal(await languageCookie(context), locale, 'the lang cookie');
}

const HTML_LANG = { en: 'en', fr: 'fr', es: 'es', zh: 'zh-Hans' } as const;

browserTest('/?lang=fr in an English browser: the next page, clicked at once, is French too, and stays so', async ({ page, context }) => {
  await page.goto('/?lang=fr');
  await expectHtmlLang(page, 'fr');
  // Clicked straight away: the prerendered page's own link, before the app has taken the page over.
  await page.getByRole('main').getByRole('link', { name: translated('fr', 'home_cta_work'), exact: true }).click();
  await expectPath(page, '/signup/candidate');
  // A whole page load of the app: on a loaded machine it can take longer than the usual 10 s.
  await expectVisible(page.getByRole('heading', { level: 1, name: translated('fr', 'reg_title_candidate') }), 30_000);
  await expectHtmlLang(page, 'fr');
  await expectLanguageCookie(context, 'fr');

  await header(page).getByRole('link', { name: translated('fr', 'shell_nav_pricing'), exact: true }).click();
  await expectPath(page, '/pricing');
  await expectTitle(page, translated('fr', 'pricing_title'));
  await expectHtmlLang(page, 'fr');
  await page.reload();
  await expectHtmlLang(page, 'fr');
  await expectTitle(page, translated('fr', 'pricing_title'));
  await expectLanguageCookie(context, 'fr');
});

browserTest('?lang= chooses the language of app pages too; a reload keeps it; the switcher changes it back', async ({ page, context }) => {
  const visits = [
    { address: '/jobs?lang=es', locale: 'es', heading: 'cand_board_title' },
    { address: '/login?lang=fr', locale: 'fr', heading: 'auth_login_title' },
    { address: '/signup/candidate?lang=zh', locale: 'zh', heading: 'reg_title_candidate' },
  ] as const;
  for (const { address, locale, heading } of visits) {
    await page.goto(address);
    await expectVisible(page.getByRole('heading', { level: 1, name: translated(locale, heading) }));
    await expectHtmlLang(page, HTML_LANG[locale]);
    await expectValue(header(page).getByRole('combobox'), locale);
    await expectLanguageCookie(context, locale);
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1, name: translated(locale, heading) }));
    await expectHtmlLang(page, HTML_LANG[locale]);
  }

  // The switcher is the visitor's latest word: it wins over the address's ?lang=zh, for good.
  await header(page).getByRole('combobox').selectOption('en');
  await expectVisible(page.getByRole('heading', { level: 1, name: message('en', 'reg_title_candidate') }));
  await expectHtmlLang(page, 'en');
  await expectLanguageCookie(context, 'en');
  await expectPath(page, '/signup/candidate', { search: '' });
  await page.reload();
  await expectVisible(page.getByRole('heading', { level: 1, name: message('en', 'reg_title_candidate') }));
  await page.goto('/');
  await expectHtmlLang(page, 'en');
  await expectVisible(page.getByRole('heading', { level: 1, name: message('en', 'home_headline') }));
}, { locale: 'fr-FR' });

browserTest('the header select switches to French; the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await expectHtmlLang(page, 'en');
  await expectVisible(header(page).getByRole('link', { name: message('en', 'shell_nav_sign_in'), exact: true }));

  await header(page).getByRole('combobox', { name: 'Language' }).selectOption('fr');

  const signInFr = translated('fr', 'shell_nav_sign_in');
  await expectVisible(header(page).getByRole('link', { name: signInFr, exact: true }));
  await expectVisible(page.getByRole('heading', { level: 1, name: translated('fr', 'home_headline') }));
  await expectHtmlLang(page, 'fr');
  // The select names itself in the new language too.
  await expectVisible(header(page).getByRole('combobox', { name: translated('fr', 'shell_language_label') }));
  assert.equal(await page.getByRole('link', { name: message('en', 'shell_nav_sign_in'), exact: true }).count(), 0, 'the English sign-in link is still shown');
  await expectTitle(page, translated('fr', 'home_title'));

  await page.reload();
  await expectVisible(header(page).getByRole('link', { name: signInFr, exact: true }));
  await expectHtmlLang(page, 'fr');
  await expectValue(header(page).getByRole('combobox'), 'fr');

  // And it follows the visitor to other pages.
  await header(page).getByRole('link', { name: signInFr, exact: true }).click();
  await expectPath(page, '/login');
  await expectVisible(page.getByRole('heading', { level: 1 }));
  await expectHtmlLang(page, 'fr');
});

browserTest('the /language page switches the language (Chinese, then Spanish)', async ({ page }) => {
  await page.goto('/language');
  await expectVisible(page.getByRole('heading', { level: 1, name: message('en', 'language_title') }));
  const group = page.getByRole('radiogroup', { name: message('en', 'language_title') });
  assert.equal(await group.getByRole('radio', { name: /English/ }).isChecked(), true);

  // A visitor clicks the option's text (the radio input itself sits under Chakra's drawn control).
  await group.getByText('中文 (ZH)').click();
  await expectVisible(page.getByRole('heading', { level: 1, name: translated('zh', 'language_title') }));
  await expectHtmlLang(page, 'zh-Hans');
  await expectVisible(header(page).getByRole('link', { name: translated('zh', 'shell_nav_sign_in'), exact: true }));
  // The header select follows the page.
  await expectValue(header(page).getByRole('combobox'), 'zh');

  await page.reload();
  await expectVisible(page.getByRole('heading', { level: 1, name: translated('zh', 'language_title') }));
  const zhGroup = page.getByRole('radiogroup', { name: translated('zh', 'language_title') });
  assert.equal(await zhGroup.getByRole('radio', { name: /中文/ }).isChecked(), true);

  await zhGroup.getByText('Español (ES)').click();
  await expectVisible(page.getByRole('heading', { level: 1, name: translated('es', 'language_title') }));
  await expectHtmlLang(page, 'es');
});

browserTest('in French, the sign-in form and the server explain mistakes in French', async ({ page }) => {
  await page.goto('/login');
  await header(page).getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expectHtmlLang(page, 'fr');
  const main = page.getByRole('main');
  await expectVisible(main.getByRole('heading', { level: 1, name: translated('fr', 'auth_login_title') }));

  const submit = main.getByRole('button', { name: translated('fr', 'auth_login_submit'), exact: true });
  const email = main.getByRole('textbox', { name: translated('fr', 'auth_field_email'), exact: true });
  const password = main.getByLabel(translated('fr', 'auth_field_password'), { exact: true });

  // Nothing typed: both fields are required, said in French.
  await submit.click();
  await expectVisible(main.getByText(translated('fr', 'api_field_required')).nth(1));
  assert.equal(await main.getByText(message('en', 'api_field_required')).count(), 0);
  await expectAttribute(email, 'aria-invalid', 'true');

  // Not an address.
  await email.fill('pas-une-adresse');
  await password.fill('quelque chose');
  await submit.click();
  await expectVisible(main.getByText(translated('fr', 'api_field_email')));

  // A wrong password: the server's answer, in French too.
  await email.fill('employer@demo.remotehire.test');
  await password.fill('Pas-le-bon-mot-de-passe-2026');
  await submit.click();
  const alert = main.getByRole('alert').filter({ hasText: translated('fr', 'auth_login_failed_heading') });
  await expectVisible(alert);
  await expectVisible(alert.getByText(translated('fr', 'api_error_invalid_credentials')));
});

browserTest('in French, the sign-up form explains mistakes in French', async ({ page }) => {
  await page.goto('/signup/employer');
  await header(page).getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expectHtmlLang(page, 'fr');
  const main = page.getByRole('main');
  await expectVisible(main.getByRole('heading', { level: 1, name: translated('fr', 'reg_title_business_owner') }));

  const continueButton = main.getByRole('button', { name: translated('fr', 'reg_continue'), exact: true });
  await continueButton.click();
  // First name, last name, e-mail address are required; the country must be chosen.
  await expectVisible(main.getByText(translated('fr', 'api_field_required')).nth(2));
  await expectVisible(main.getByText(translated('fr', 'api_field_country')));
  assert.equal(await main.getByText(message('en', 'api_field_required')).count(), 0);

  await main.getByRole('textbox', { name: translated('fr', 'reg_field_email'), exact: true }).fill('pas-une-adresse');
  const phoneLabel = message('fr', 'reg_optional_label', { label: translated('fr', 'reg_field_phone') });
  await main.getByRole('textbox', { name: phoneLabel, exact: true }).fill('appelez-moi');
  await continueButton.click();
  await expectVisible(main.getByText(translated('fr', 'api_field_email')));
  await expectVisible(main.getByText(translated('fr', 'api_field_phone')));
  // Still on step 1.
  await expectVisible(main.getByRole('heading', { level: 2, name: new RegExp(`^${message('fr', 'reg_step_count', { current: 1, total: 3 })}`) }));
});
