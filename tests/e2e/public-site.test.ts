// Every public page in every language, as a visitor and a search engine get it: served
// prerendered in the language asked for, with its own title, description, canonical link
// and hreflang alternates; taken over by the app without a console or page error and
// without changing; in the page's language (no English sentence of our messages left on a
// French, Spanish or Chinese page); no axe-core WCAG 2.2 AA violation (every page in English, and
// each page in one other language in turn: decision 019). And sitemap.xml and
// robots.txt list them. That every internal link leads to a page that exists is public-site-links.test.ts.
// All the checks of a page run before the test moves on, and a test reports every page
// that failed, not only the first.
import type { Page } from '@playwright/test';
import {
  BROWSER_LOCALE,
  ISSUE_PAGES,
  LANGUAGE_TAG,
  LOCALES,
  addressOf,
  englishLeftIn,
  publicPaths,
  saveLinksSeen,
  startApp,
  trackRequests,
  type Locale,
} from './public-site-steps.ts';
import { BASE_URL, expect, test } from './fixtures.ts';
import { message } from './messages.ts';
import { expectNoAxeViolations } from './axe.ts';

const PAGES = publicPaths();

// No trace of these tests: a failure names each page and what is wrong with it, and recording the
// DOM of 51 pages after every step took a sixth of their time (en and fr measured side by side:
// 94 s and 96 s traced, 76 s and 80 s not). The screenshot of a failure is still taken.
test.use({ trace: 'off' });
/**
 * Whether the app takes over the page at `index` in `locale` (and axe checks it then): in English
 * every page, and each page in one of the other three languages in turn. What the app renders and
 * axe's rules read are the same in every language but the words (decision 019); the words, the
 * page's language, its head and its links are checked on every page in every language below, on
 * the page as served.
 */
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');
const takenOver = (index: number, locale: Locale) => locale === 'en' || OTHER_LOCALES[index % OTHER_LOCALES.length] === locale;
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


test('the build prerendered every public page issue 5 names, and only public pages', () => {
  const missing = ISSUE_PAGES.filter((pagePath) => !PAGES.includes(pagePath));
  expect(missing, 'public pages not prerendered (src/routes/public-routes.ts)').toEqual([]);
  expect(new Set(PAGES).size, 'a page is listed twice').toBe(PAGES.length);
  // Pages behind a session say nothing to search engines.
  for (const signedIn of ['/pricing/estimate', '/account/help', '/dashboard']) expect(!PAGES.includes(signedIn), `${signedIn} is listed as public`).toBeTruthy();
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
  test.describe(() => {
    test.use({ locale: BROWSER_LOCALE[locale], actionTimeout: 20_000 });
    test(`every public page in ${locale}: prerendered in ${locale} with its own title, description, canonical and hreflang; translated; taken over by the app without errors and no axe violation${locale === 'en' ? '' : ' on its share'}`, async ({ page }, testInfo) => {
      test.setTimeout(20 * 60_000);
      const started = Date.now();
      /** Internal links seen on the pages once the app ran them, for public-site-links.test.ts. */
      const linksSeen = new Map<string, string>();
      const { timed, summary } = stopwatch();
      trackRequests(page);
      const failures: string[] = [];
      const titles = new Map<string, string>();
      const descriptions = new Map<string, string>();
      const expectedAlternates = [
        ...LOCALES.map((l) => `${LANGUAGE_TAG[l]} ${BASE_URL}${addressOf('PATH', l)}`),
        `x-default ${BASE_URL}${addressOf('PATH', 'en')}`,
      ].sort();

      for (const [index, pagePath] of PAGES.entries()) {
        const where = `${pagePath} (${locale})`;
        const fail = (what: string) => failures.push(`${where}: ${what}`);
        // Asked for while the page loads rather than after it; read below (a page that fails first leaves it unread).
        const englishAsked = locale === 'en' ? null : englishHead(page, pagePath);
        englishAsked?.catch(() => undefined);
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
        if (englishAsked) {
          const english = await timed('head', () => englishAsked);
          if (served.title === english.title) fail(`keeps the English title "${english.title}"`);
          if (served.description === english.description) fail(`keeps the English description "${english.description}"`);
        }

        // The words and the links, on the page as served: the app shows the same once it runs.
        if (locale !== 'en') {
          const text = `${await timed('text', () => page.locator('body').innerText())}\n${served.title}\n${served.description}`;
          const english = englishLeftIn(text, locale);
          if (english.length > 0) fail(`shows English: ${english.map((s) => JSON.stringify(s)).join(', ')}`);
        }
        for (const href of await internalHrefs(page)) if (!linksSeen.has(href)) linksSeen.set(href, where);
        if (!takenOver(index, locale)) continue;

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
        for (const href of await internalHrefs(page)) if (!linksSeen.has(href)) linksSeen.set(href, where);

        try {
          await timed('axe', () => expectNoAxeViolations(page, where));
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
      saveLinksSeen(testInfo, locale, linksSeen);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`# public pages in ${locale}: ${PAGES.length} pages checked in ${seconds} s (${summary()})`);
      expect(failures, `${failures.length} problem(s) on the public pages in ${locale}:\n  ${failures.join('\n  ')}`).toEqual([]);
    });
  });
}

test('sitemap.xml lists every public page in every language with its alternates, and robots.txt points at it', async ({ page }) => {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type'] ?? '').toMatch(/xml/);
  const sitemap = await response.text();
  const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => body!);
  const locs = urls.map((body) => body.match(/<loc>([^<]*)<\/loc>/)?.[1]?.replace(/&amp;/g, '&'));
  const expected = PAGES.flatMap((pagePath) => LOCALES.map((locale) => `${BASE_URL}${addressOf(pagePath, locale)}`));
  expect([...locs].sort(), 'the sitemap lists exactly the public pages in every language').toEqual([...expected].sort());
  for (const body of urls) {
    const alternates = [...body.matchAll(/hreflang="([^"]+)"/g)].map(([, lang]) => lang).sort();
    expect(alternates, `alternates of ${body.match(/<loc>([^<]*)/)?.[1]}`).toEqual(LOCALES.map((l) => LANGUAGE_TAG[l]).sort());
  }

  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text.split('\n').includes(`Sitemap: ${BASE_URL}/sitemap.xml`), `robots.txt does not point at the sitemap:\n${text}`).toBeTruthy();
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  // And it does not shut search engines out of the public pages it lists.
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
});
