// Every internal link of the public pages, in every language, leads to a page that exists: the
// links of the prerendered HTML as served, and those public-site.test.ts saw on the pages once the
// app had taken them over (its project runs before this one, see playwright.config.ts).
import type { Page } from '@playwright/test';
import { JOB_ROLES } from '../../src/shared/job-roles.ts';
import { BASE_URL, expect, test } from './fixtures.ts';
import { message } from './messages.ts';
import { LOCALES, linksSeenIn, publicPaths, startApp, trackRequests, type Locale } from './public-site-steps.ts';

const PAGES = publicPaths();
const NOT_FOUND = Object.fromEntries(LOCALES.map((locale) => [locale, message(locale, 'shell_not_found_title')])) as Record<Locale, string>;

/** `work` on every item, a few at a time (the server answers while the test reads), the results in the items' order. */
async function eachAtOnce<T, R>(items: readonly T[], work: (item: T) => Promise<R>, limit = 6): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The internal links of the prerendered pages in every language, read from the HTML as served. */
async function linksOfServedPages(page: Page): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  const served = LOCALES.flatMap((locale) => PAGES.map((pagePath) => ({ locale, pagePath })));
  const pages = await eachAtOnce(served, async ({ pagePath, locale }) => (await page.request.get(`${pagePath}?lang=${locale}`)).text());
  for (const [index, { locale, pagePath }] of served.entries()) {
    const html = pages[index]!;
    const body = html.slice(html.indexOf('<body'));
    for (const [, href] of body.matchAll(/<a\b[^>]*?\bhref="(\/(?!\/)[^"]*)"/g)) {
      const decoded = href!.replace(/&amp;/g, '&');
      if (!links.has(decoded)) links.set(decoded, `${pagePath} (${locale})`);
    }
  }
  return links;
}

/** The fixed pages under /hire-staff/ beside the roles' (src/routes/router.tsx). */
const HIRE_STAFF_PAGES = ['checkout', 'hire-terms', 'hire-successful'];

/** Whether the app, once it has run the page, shows its not-found page. */
async function showsNotFound(page: Page, pagePath: string): Promise<boolean> {
  await page.goto(pagePath);
  // An app page starts at once; a prerendered one when reached for.
  await startApp(page);
  const h1 = await page.locator('main h1').first().innerText();
  return h1.trim() === NOT_FOUND.en;
}

test.describe(() => {
  test.use({ actionTimeout: 20_000 });
  test('every internal link of the public pages leads to a page that exists', async ({ page }, testInfo) => {
    test.setTimeout(10 * 60_000);
    const started = Date.now();
    trackRequests(page);
    // The detector itself: an address nobody links to must show the not-found page.
    expect(await showsNotFound(page, `/no-such-page-${Date.now().toString(36)}`), 'an unknown address does not show the not-found page').toBeTruthy();

    const links = await linksOfServedPages(page);
    for (const locale of LOCALES) {
      for (const [href, where] of linksSeenIn(testInfo, locale)) if (!links.has(href)) links.set(href, where);
    }
    expect(links.size > 40, `only ${links.size} internal links found on the public pages`).toBeTruthy();

    const broken: string[] = [];
    const routes = new Map<string, string>();
    const sorted = [...links].sort();
    const statuses = await eachAtOnce(sorted, async ([href]) => (await page.request.get(href.split('#')[0]!, { maxRedirects: 5 })).status());
    for (const [index, [href, where]] of sorted.entries()) {
      const status = statuses[index]!;
      if (status >= 400) broken.push(`${href} (linked from ${where}): ${status}`);
      const pathname = new URL(href, BASE_URL).pathname;
      if (!routes.has(pathname)) routes.set(pathname, where);
    }
    // A prerendered page was checked as such above; any other address is the app's to answer, and it answers 200 with its shell.
    let visited = 0;
    for (const [pathname, where] of routes) {
      if (PAGES.includes(pathname) || pathname.startsWith('/api/')) continue;
      // A role's hiring page is behind a session, which an anonymous visit only meets at /login
      // whatever the role: the role must be one we staff (/hire-staff/:id takes a JOB_ROLES id).
      const role = pathname.match(/^\/hire-staff\/([^/]+)$/)?.[1];
      if (role && !HIRE_STAFF_PAGES.includes(role)) {
        if (!Object.hasOwn(JOB_ROLES, role)) broken.push(`${pathname} (linked from ${where}): no such role`);
        continue;
      }
      visited++;
      try {
        if (await showsNotFound(page, pathname)) broken.push(`${pathname} (linked from ${where}): the app has no such page`);
      } catch (error) {
        broken.push(`${pathname} (linked from ${where}): ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      }
    }
    console.log(`# internal links: ${links.size} links, ${routes.size} distinct paths (${visited} opened in the browser) checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(broken, `broken internal links:\n  ${broken.join('\n  ')}`).toEqual([]);
  });
});
