// The signed-in app on a phone (390×844): the header is one row with a Menu button,
// the menu is a disclosure a keyboard and a screen reader can use, the dashboard
// never scrolls sideways, the jobs list is a list of cards, the footer is the app's
// short one, and axe finds nothing at that size.
import type { Page } from '@playwright/test';
import { at, expect, settle, test } from './fixtures.ts';
import { SIGNED_IN } from './accounts.ts';
import { message } from './messages.ts';
import { expectNoAxeViolations } from './axe.ts';

const PHONE = { width: 390, height: 844 };
// The demo employer, signed in once by sign-in.setup.ts, on a phone.
test.use({ storageState: SIGNED_IN.employer, viewport: PHONE });
const t = (key: string, params: Record<string, string | number> = {}) => message('en', key, params);

/** The Menu button; while messages wait unread, its name goes on to say how many (src/routes/shell/SiteHeader.tsx). */
const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t('shell_menu')}`) });

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth <= clientWidth, `${what} scrolls sideways at ${PHONE.width} px: ${scrollWidth} > ${clientWidth}`).toBeTruthy();
}


test('mobile: the signed-in header is one row with a menu that opens by keyboard, names its links and closes with Escape', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/dashboard');
  await settle(page);

  // One row: the brand and the Menu button, the button no taller than a row apart.
  const header = page.getByRole('banner');
  const button = menuButton(page);
  await expect(button).toBeVisible();
  const brand = await header.getByRole('link', { name: t('shell_home_link') }).boundingBox();
  const box = await button.boundingBox();
  const headerBox = await header.boundingBox();
  if (!brand || !box || !headerBox) throw new Error('the brand, the Menu button or the header has no box');
  expect(Math.abs(brand.y + brand.height / 2 - (box.y + box.height / 2)) < 8, 'the Menu button is on the brand’s row').toBeTruthy();
  expect(headerBox.height < 80, `the closed header is one row (it is ${headerBox.height} px tall)`).toBeTruthy();
  // Closed: the links are out of sight and out of the tab order, the sub-navigation row is gone.
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const menuId = await button.getAttribute('aria-controls');
  expect(menuId, 'the button names the menu it controls').toBeTruthy();
  const menu = page.locator(`#${menuId}`);
  await expect(header.getByRole('link', { name: t('shell_nav_settings'), exact: true })).toBeHidden();
  await expect(page.getByRole('navigation', { name: t('dash_nav_label') }), 'no workspace navigation shows while the menu is closed').toHaveCount(0);

  // Enter opens it and moves the focus to its first link.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const sections = menu.getByRole('navigation', { name: t('dash_nav_label') });
  await expect(sections).toBeVisible();
  await expect(sections.getByRole('link', { name: t('dash_nav_overview'), exact: true })).toBeFocused();
  await expect(sections.getByRole('link', { name: t('dash_nav_overview'), exact: true }), 'the menu marks the page shown').toHaveAttribute('aria-current', 'page');

  // Every link has a name, and Tab reaches each of them, then the language and signing out.
  const main = menu.getByRole('navigation', { name: t('shell_main_nav') });
  const expected = [
    ...['dash_nav_overview', 'dash_nav_jobs', 'dash_nav_applicants', 'dash_nav_interviews', 'dash_nav_offers', 'dash_nav_staff', 'fhire_nav', 'agi_title', 'dash_nav_find_talent'].map(
      (key) => sections.getByRole('link', { name: t(key), exact: true }),
    ),
    ...['ui_nav_hire_staff', 'shell_nav_pricing', 'shell_nav_dashboard'].map((key) => main.getByRole('link', { name: t(key), exact: true })),
    // Named with its unread count when messages wait.
    main.getByRole('link', { name: new RegExp(`^${t('shell_nav_messages')}`) }),
    main.getByRole('link', { name: t('shell_nav_settings'), exact: true }),
    menu.getByRole('combobox', { name: t('shell_language_label') }),
    menu.getByRole('button', { name: t('shell_sign_out'), exact: true }),
  ];
  for (const [index, target] of expected.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
  }
  for (const link of await menu.getByRole('link').all()) {
    const name = (await link.textContent())?.trim() || (await link.getAttribute('aria-label'));
    expect(name && name.length > 1, 'every link in the menu has a name').toBeTruthy();
  }
  await expectNoAxeViolations(page, '/dashboard at 390×844, menu open');

  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(sections).toBeHidden();

  // Space opens it too; following a link closes it.
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await sections.getByRole('link', { name: t('dash_nav_jobs'), exact: true }).click();
  await expect(page).toHaveURL(at('/dashboard/activity/jobs'));
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('mobile: the dashboard and the jobs list fit the phone, jobs are cards, the footer is the short one, and axe passes', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/dashboard');
  await settle(page);
  await expectNoSidewaysScroll(page, '/dashboard');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: t('footer_app_links') })).toBeVisible();
  await expect(footer.getByRole('navigation'), 'the app footer has one short line of links, not the site map').toHaveCount(1);
  await expect(footer.getByRole('link', { name: t('footer_legal_privacy_policy'), exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: t('footer_language_current', { language: 'English' }), exact: true })).toBeVisible();
  const footerBox = await footer.boundingBox();
  expect(footerBox && footerBox.height < 160, `the app footer is short (it is ${footerBox?.height} px tall)`).toBeTruthy();
  await expectNoAxeViolations(page, '/dashboard at 390×844');

  await page.goto('/dashboard/activity/jobs');
  await settle(page);
  const table = page.getByRole('table', { name: t('ejobs_jobs_caption') });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectNoSidewaysScroll(page, '/dashboard/activity/jobs');
  // Each job is a card: its row stands as a block as wide as the list, the column names hidden.
  const layout = await table.evaluate((el) => {
    const rows = [...el.querySelectorAll('tbody > tr')];
    const head = el.querySelector('thead')!.getBoundingClientRect();
    return {
      rows: rows.length,
      display: rows.map((row) => getComputedStyle(row).display),
      widths: rows.map((row) => Math.round(row.getBoundingClientRect().width)),
      listWidth: Math.round(el.getBoundingClientRect().width),
      headHidden: head.width <= 1 && head.height <= 1,
      labelled: rows.every((row) => row.querySelectorAll('td[data-label]').length >= 4),
    };
  });
  expect(layout.rows >= 1, 'the demo employer has jobs').toBeTruthy();
  expect(layout.display.every((d) => d === 'block'), `every job is a card (display ${layout.display.join(', ')})`).toBeTruthy();
  expect(layout.widths.every((w) => Math.abs(w - layout.listWidth) <= 2), 'each card is as wide as the list').toBeTruthy();
  expect(layout.headHidden, 'the column headers are out of sight (still read)').toBeTruthy();
  expect(layout.labelled, 'each card names its lines').toBeTruthy();
  await expectNoAxeViolations(page, '/dashboard/activity/jobs at 390×844');

  await page.goto('/settings/billing');
  await settle(page);
  await expectNoSidewaysScroll(page, '/settings/billing');
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: t('footer_app_links') })).toBeVisible();

  // A public page keeps the site's whole footer.
  await page.goto('/pricing');
  await settle(page);
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: t('footer_product') })).toBeVisible();
});
