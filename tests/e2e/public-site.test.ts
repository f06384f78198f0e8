// Every public page in every language, as a visitor and a search engine get it: served
// prerendered in the language asked for, with its own title, description, canonical link
// and hreflang alternates; taken over by the app without a console or page error and
// without changing; in the page's language (no English sentence of our messages left on a
// French, Spanish or Chinese page); no axe-core WCAG 2.2 AA violation. Then every internal
// link of those pages leads to a page that exists, and sitemap.xml and robots.txt list them.
// All the checks of a page run before the test moves on, and a test reports every page
// that failed, not only the first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { JOB_ROLES } from '../../src/shared/job-roles.ts';
import { BASE_URL, browserTest, message } from './browser.ts';
import {
  BROWSER_LOCALE,
  ISSUE_PAGES,
  LANGUAGE_TAG,
  LOCALES,
  addressOf,
  englishLeftIn,
  expectNoAxeViolationsQuickly,
  publicPaths,
  startApp,
  trackRequests,
  type Locale,
} from './public-site-steps.ts';

const PAGES = publicPaths();
const NOT_FOUND = Object.fromEntries(LOCALES.map((locale) => [locale, message(locale, 'shell_not_found_title')])) as Record<Locale, string>;

/** Where a long test spends its time, to print beside its result: `await timed('axe', () => ...)`. */
function stopwatch() {
  const spent = new Map<string, number>();
  const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      spent.set(phase, (spent.get(phase) ?? 0) + performance.now() - start);
    }
  };
  const summary = () => [...spent].map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`).join(', ');
  return { timed, summary };
}

/** Internal links seen on the pages once the app ran them, beside those of the prerendered HTML. */
const linksSeen = new Map<string, string>();

test('the build prerendered every public page issue 5 names, and only public pages', () => {
  const missing = ISSUE_PAGES.filter((pagePath) => !PAGES.includes(pagePath));
  assert.deepEqual(missing, [], 'public pages not prerendered (src/routes/public-routes.ts)');
  assert.equal(new Set(PAGES).size, PAGES.length, 'a page is listed twice');
  // Pages behind a session say nothing to search engines.
  for (const signedIn of ['/pricing/estimate', '/account/help', '/dashboard']) assert.ok(!PAGES.includes(signedIn), `${signedIn} is listed as public`);
});

interface Head {
  lang: string;
  prerendered: boolean;
  title: string;
  description: string;
  canonical: string[];
  alternates: string[];
  h1: string;
}

const readHead = (page: Page) =>
  page.evaluate(
    (): Head => ({
      lang: document.documentElement.lang,
      prerendered: document.documentElement.hasAttribute('data-prerendered'),
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href') ?? ''),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      h1: [...document.querySelectorAll('main h1')].map((h1) => (h1 as HTMLElement).innerText.trim()).join(' | '),
    }),
  );

/** The links a page holds to our own site: `/…`, not `//host/…`. */
const internalHrefs = (page: Page) =>
  page.locator('a[href^="/"]:not([href^="//"])').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));

/** The English version's title and description, which a translated page must not keep. */
async function englishHead(page: Page, pagePath: string): Promise<{ title: string; description: string }> {
  const html = await (await page.request.get(`${pagePath}?lang=en`)).text();
  const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return {
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    description: decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''),
  };
}

for (const locale of LOCALES) {
  browserTest(
    `every public page in ${locale}: prerendered in ${locale} with its own title, description, canonical and hreflang; hydrated without errors; translated; no axe violation`,
    async ({ page }) => {
      const started = Date.now();
      const { timed, summary } = stopwatch();
      trackRequests(page);
      const failures: string[] = [];
      const titles = new Map<string, string>();
      const descriptions = new Map<string, string>();
      const expectedAlternates = [
        ...LOCALES.map((l) => `${LANGUAGE_TAG[l]} ${BASE_URL}${addressOf('PATH', l)}`),
        `x-default ${BASE_URL}${addressOf('PATH', 'en')}`,
      ].sort();

      for (const pagePath of PAGES) {
        const where = `${pagePath} (${locale})`;
        const fail = (what: string) => failures.push(`${where}: ${what}`);
        const response = await timed('load', () => page.goto(addressOf(pagePath, locale)));
        if (response?.status() !== 200) {
          fail(`answered ${response?.status()}`);
          continue;
        }

        // The HTML as served, before the app runs.
        const served = await timed('head', () => readHead(page));
        if (served.lang !== LANGUAGE_TAG[locale]) fail(`<html lang="${served.lang}">, expected "${LANGUAGE_TAG[locale]}"`);
        if (!served.prerendered) fail('not prerendered');
        if (!served.h1) fail('no h1, or an empty one');
        if (served.h1 === NOT_FOUND[locale]) fail('is the not-found page');
        if (!served.title || served.title === message(locale, 'app_name')) fail(`keeps the default title "${served.title}"`);
        if (!served.description || served.description === message(locale, 'shell_meta_description')) fail('keeps the default description');
        if (titles.has(served.title)) fail(`has the title of ${titles.get(served.title)}: "${served.title}"`);
        titles.set(served.title, pagePath);
        if (descriptions.has(served.description)) fail(`has the description of ${descriptions.get(served.description)}`);
        descriptions.set(served.description, pagePath);
        if (served.canonical.length !== 1 || served.canonical[0] !== `${BASE_URL}${addressOf(pagePath, locale)}`) {
          fail(`canonical ${JSON.stringify(served.canonical)}, expected ["${BASE_URL}${addressOf(pagePath, locale)}"]`);
        }
        const alternates = served.alternates.sort();
        const expected = expectedAlternates.map((line) => line.replace('PATH', pagePath)).sort();
        if (JSON.stringify(alternates) !== JSON.stringify(expected)) fail(`hreflang alternates ${JSON.stringify(alternates)}, expected ${JSON.stringify(expected)}`);
        if (locale !== 'en') {
          const english = await timed('head', () => englishHead(page, pagePath));
          if (served.title === english.title) fail(`keeps the English title "${english.title}"`);
          if (served.description === english.description) fail(`keeps the English description "${english.description}"`);
        }

        // The app takes the page over: the same page, in the same language, with no error logged (browserTest fails on those).
        try {
          await timed('hydration', () => startApp(page));
        } catch (error) {
          fail(`the app did not take the page over: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
          continue;
        }
        const hydrated = await readHead(page);
        for (const field of ['lang', 'title', 'description', 'h1'] as const) {
          if (hydrated[field] !== served[field]) fail(`${field} changed when the app took over: "${served[field]}" became "${hydrated[field]}"`);
        }

        if (locale !== 'en') {
          const text = `${await timed('text', () => page.locator('body').innerText())}\n${hydrated.title}\n${hydrated.description}`;
          const english = englishLeftIn(text, locale);
          if (english.length > 0) fail(`shows English: ${english.map((s) => JSON.stringify(s)).join(', ')}`);
        }

        for (const href of await internalHrefs(page)) if (!linksSeen.has(href)) linksSeen.set(href, where);

        try {
          await timed('axe', () => expectNoAxeViolationsQuickly(page, where));
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`# public pages in ${locale}: ${PAGES.length} pages checked in ${seconds} s (${summary()})`);
      assert.deepEqual(failures, [], `${failures.length} problem(s) on the public pages in ${locale}:\n  ${failures.join('\n  ')}`);
    },
    { locale: BROWSER_LOCALE[locale], timeout: 20 * 60_000, actionTimeout: 20_000 },
  );
}

/** The internal links of the prerendered pages in every language, read from the HTML as served. */
async function linksOfServedPages(page: Page): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  for (const locale of LOCALES) {
    for (const pagePath of PAGES) {
      const html = await (await page.request.get(`${pagePath}?lang=${locale}`)).text();
      const body = html.slice(html.indexOf('<body'));
      for (const [, href] of body.matchAll(/<a\b[^>]*?\bhref="(\/(?!\/)[^"]*)"/g)) {
        const decoded = href!.replace(/&amp;/g, '&');
        if (!links.has(decoded)) links.set(decoded, `${pagePath} (${locale})`);
      }
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

browserTest(
  'every internal link of the public pages leads to a page that exists',
  async ({ page }) => {
    const started = Date.now();
    trackRequests(page);
    // The detector itself: an address nobody links to must show the not-found page.
    assert.ok(await showsNotFound(page, `/no-such-page-${Date.now().toString(36)}`), 'an unknown address does not show the not-found page');

    const links = await linksOfServedPages(page);
    for (const [href, where] of linksSeen) if (!links.has(href)) links.set(href, where);
    assert.ok(links.size > 40, `only ${links.size} internal links found on the public pages`);

    const broken: string[] = [];
    const routes = new Map<string, string>();
    for (const [href, where] of [...links].sort()) {
      const response = await page.request.get(href.split('#')[0]!, { maxRedirects: 5 });
      if (response.status() >= 400) broken.push(`${href} (linked from ${where}): ${response.status()}`);
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
    assert.deepEqual(broken, [], `broken internal links:\n  ${broken.join('\n  ')}`);
  },
  { timeout: 10 * 60_000, actionTimeout: 20_000 },
);

browserTest('sitemap.xml lists every public page in every language with its alternates, and robots.txt points at it', async ({ page }) => {
  const response = await page.request.get('/sitemap.xml');
  assert.equal(response.status(), 200);
  assert.match(response.headers()['content-type'] ?? '', /xml/);
  const sitemap = await response.text();
  const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => body!);
  const locs = urls.map((body) => body.match(/<loc>([^<]*)<\/loc>/)?.[1]?.replace(/&amp;/g, '&'));
  const expected = PAGES.flatMap((pagePath) => LOCALES.map((locale) => `${BASE_URL}${addressOf(pagePath, locale)}`));
  assert.deepEqual([...locs].sort(), [...expected].sort(), 'the sitemap lists exactly the public pages in every language');
  for (const body of urls) {
    const alternates = [...body.matchAll(/hreflang="([^"]+)"/g)].map(([, lang]) => lang).sort();
    assert.deepEqual(alternates, LOCALES.map((l) => LANGUAGE_TAG[l]).sort(), `alternates of ${body.match(/<loc>([^<]*)/)?.[1]}`);
  }

  const robots = await page.request.get('/robots.txt');
  assert.equal(robots.status(), 200);
  const text = await robots.text();
  assert.ok(text.split('\n').includes(`Sitemap: ${BASE_URL}/sitemap.xml`), `robots.txt does not point at the sitemap:\n${text}`);
  assert.match(text, /^Disallow: \/api\/$/m);
  // And it does not shut search engines out of the public pages it lists.
  assert.doesNotMatch(text, /^Disallow: \/\s*$/m);
});
