import type { BrowserContext, Page } from '@playwright/test';
import { BASE_URL, at, expect, startingWith, test } from './fixtures.ts';
import { message, translated } from './messages.ts';

const header = (page: Page) => page.getByRole('banner');

/** The `lang` cookie: the chosen language, which the server and the app read on every later page. */
async function languageCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(BASE_URL)).find((c) => c.name === 'lang')?.value;
}

async function expectLanguageCookie(context: BrowserContext, locale: string) {
  await expect.poll(() => languageCookie(context), { message: 'the lang cookie', timeout: 5000 }).toBe(locale);
}

const HTML_LANG = { en: 'en', fr: 'fr', es: 'es', zh: 'zh-Hans' } as const;

test('/?lang=fr in an English browser: the next page, clicked at once, is French too, and stays so', async ({ page, context }) => {
  await page.goto('/?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Clicked straight away: the prerendered page's own link, before the app has taken the page over.
  await page.getByRole('main').getByRole('link', { name: translated('fr', 'home_cta_work'), exact: true }).click();
  await expect(page).toHaveURL(at('/signup/candidate'));
  // A whole page load of the app: on a loaded machine it can take longer than the usual 10 s.
  await expect(page.getByRole('heading', { level: 1, name: translated('fr', 'reg_title_candidate') })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectLanguageCookie(context, 'fr');

  await header(page).getByRole('link', { name: translated('fr', 'shell_nav_pricing'), exact: true }).click();
  await expect(page).toHaveURL(at('/pricing'));
  await expect(page).toHaveTitle(startingWith(translated('fr', 'pricing_title')));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(startingWith(translated('fr', 'pricing_title')));
  await expectLanguageCookie(context, 'fr');
});

test.describe(() => {
  test.use({ locale: 'fr-FR' });
  test('?lang= chooses the language of app pages too; a reload keeps it; the switcher changes it back', async ({ page, context }) => {
    const visits = [
      { address: '/jobs?lang=es', locale: 'es', heading: 'cand_board_title' },
      { address: '/login?lang=fr', locale: 'fr', heading: 'auth_login_title' },
      { address: '/signup/candidate?lang=zh', locale: 'zh', heading: 'reg_title_candidate' },
    ] as const;
    for (const { address, locale, heading } of visits) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: translated(locale, heading) })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
      await expect(header(page).getByRole('combobox')).toHaveValue(locale);
      await expectLanguageCookie(context, locale);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: translated(locale, heading) })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
    }

    // The switcher is the visitor's latest word: it wins over the address's ?lang=zh, for good.
    await header(page).getByRole('combobox').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: message('en', 'reg_title_candidate') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectLanguageCookie(context, 'en');
    await expect(page).toHaveURL(at('/signup/candidate', ''));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: message('en', 'reg_title_candidate') })).toBeVisible();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: message('en', 'home_headline') })).toBeVisible();
  });
});

test('the header select switches to French; the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header(page).getByRole('link', { name: message('en', 'shell_nav_sign_in'), exact: true })).toBeVisible();

  await header(page).getByRole('combobox', { name: 'Language' }).selectOption('fr');

  const signInFr = translated('fr', 'shell_nav_sign_in');
  await expect(header(page).getByRole('link', { name: signInFr, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: translated('fr', 'home_headline') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The select names itself in the new language too.
  await expect(header(page).getByRole('combobox', { name: translated('fr', 'shell_language_label') })).toBeVisible();
  await expect(page.getByRole('link', { name: message('en', 'shell_nav_sign_in'), exact: true }), 'the English sign-in link is still shown').toHaveCount(0);
  await expect(page).toHaveTitle(startingWith(translated('fr', 'home_title')));

  await page.reload();
  await expect(header(page).getByRole('link', { name: signInFr, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(header(page).getByRole('combobox')).toHaveValue('fr');

  // And it follows the visitor to other pages.
  await header(page).getByRole('link', { name: signInFr, exact: true }).click();
  await expect(page).toHaveURL(at('/login'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the /language page switches the language (Chinese, then Spanish)', async ({ page }) => {
  await page.goto('/language');
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'language_title') })).toBeVisible();
  const group = page.getByRole('radiogroup', { name: message('en', 'language_title') });
  await expect(group.getByRole('radio', { name: /English/ })).toBeChecked();

  // A visitor clicks the option's text (the radio input itself sits under Chakra's drawn control).
  await group.getByText('中文 (ZH)').click();
  await expect(page.getByRole('heading', { level: 1, name: translated('zh', 'language_title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(header(page).getByRole('link', { name: translated('zh', 'shell_nav_sign_in'), exact: true })).toBeVisible();
  // The header select follows the page.
  await expect(header(page).getByRole('combobox')).toHaveValue('zh');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: translated('zh', 'language_title') })).toBeVisible();
  const zhGroup = page.getByRole('radiogroup', { name: translated('zh', 'language_title') });
  await expect(zhGroup.getByRole('radio', { name: /中文/ })).toBeChecked();

  await zhGroup.getByText('Español (ES)').click();
  await expect(page.getByRole('heading', { level: 1, name: translated('es', 'language_title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('in French, the sign-in form and the server explain mistakes in French', async ({ page }) => {
  await page.goto('/login');
  await header(page).getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: translated('fr', 'auth_login_title') })).toBeVisible();

  const submit = main.getByRole('button', { name: translated('fr', 'auth_login_submit'), exact: true });
  const email = main.getByRole('textbox', { name: translated('fr', 'auth_field_email'), exact: true });
  const password = main.getByLabel(translated('fr', 'auth_field_password'), { exact: true });

  // Nothing typed: both fields are required, said in French.
  await submit.click();
  await expect(main.getByText(translated('fr', 'api_field_required')).nth(1)).toBeVisible();
  await expect(main.getByText(message('en', 'api_field_required'))).toHaveCount(0);
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  // Not an address.
  await email.fill('pas-une-adresse');
  await password.fill('quelque chose');
  await submit.click();
  await expect(main.getByText(translated('fr', 'api_field_email'))).toBeVisible();

  // A wrong password: the server's answer, in French too.
  await email.fill('employer@demo.remotehire.test');
  await password.fill('Pas-le-bon-mot-de-passe-2026');
  await submit.click();
  const alert = main.getByRole('alert').filter({ hasText: translated('fr', 'auth_login_failed_heading') });
  await expect(alert).toBeVisible();
  await expect(alert.getByText(translated('fr', 'api_error_invalid_credentials'))).toBeVisible();
});

test('in French, the sign-up form explains mistakes in French', async ({ page }) => {
  await page.goto('/signup/employer');
  await header(page).getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: translated('fr', 'reg_title_business_owner') })).toBeVisible();

  const continueButton = main.getByRole('button', { name: translated('fr', 'reg_continue'), exact: true });
  await continueButton.click();
  // First name, last name, e-mail address are required; the country must be chosen.
  await expect(main.getByText(translated('fr', 'api_field_required')).nth(2)).toBeVisible();
  await expect(main.getByText(translated('fr', 'api_field_country'))).toBeVisible();
  await expect(main.getByText(message('en', 'api_field_required'))).toHaveCount(0);

  await main.getByRole('textbox', { name: translated('fr', 'reg_field_email'), exact: true }).fill('pas-une-adresse');
  const phoneLabel = message('fr', 'reg_optional_label', { label: translated('fr', 'reg_field_phone') });
  await main.getByRole('textbox', { name: phoneLabel, exact: true }).fill('appelez-moi');
  await continueButton.click();
  await expect(main.getByText(translated('fr', 'api_field_email'))).toBeVisible();
  await expect(main.getByText(translated('fr', 'api_field_phone'))).toBeVisible();
  // Still on step 1.
  await expect(main.getByRole('heading', { level: 2, name: new RegExp(`^${message('fr', 'reg_step_count', { current: 1, total: 3 })}`) })).toBeVisible();
});

test("a visitor downloads only their language's text; a switch loads the other language's build", async ({ page }) => {
  // Every script the page fetches, read as text (a script the browser has cached is not fetched again).
  let scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/') && response.url().endsWith('.js')) scripts.push(response.text());
  });
  const fetchedText = async () => (await Promise.all(scripts)).join('\n');
  const english = message('en', 'language_intro');
  const french = translated('fr', 'language_intro');

  await page.goto('/language');
  await expect(page.getByText(english)).toBeVisible();
  expect(await fetchedText()).toContain(english);
  expect(await fetchedText(), 'the English build carries no French').not.toContain(french);

  scripts = [];
  await page.getByRole('radiogroup', { name: message('en', 'language_title') }).getByText('Français (FR)').click();
  await expect(page.getByText(french)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await fetchedText(), 'the switch loaded the French build').toContain(french);
  expect(await fetchedText(), 'the French build carries no English').not.toContain(english);
});
