// The browser tests' `test` and `expect`: Playwright's, plus a test that fails on any console
// error or uncaught page error in any of its pages, and `openContext` for a second person's
// browser beside the first (an employer and a candidate at once).
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from './server-address.ts';
import { networkQuiet, trackRequests } from './network-quiet.ts';

export { expect, BASE_URL };

/**
 * Chromium itself logs "Failed to load resource: the server responded with a status of 401" for
 * every 4xx a fetch receives. The only ones ignored are the API's deliberate client errors, which
 * the app shows or acts on (anonymous /auth/me, a wrong password, a validation error); a 5xx, a
 * failed asset or anything the app logs itself still fails the test.
 */
function isHandledApiAnswer(text: string, where: string): boolean {
  if (!text.startsWith('Failed to load resource') || !/status of 4\d\d\b/.test(text)) return false;
  try {
    const url = new URL(where);
    return url.origin === BASE_URL && url.pathname.startsWith('/api/');
  } catch {
    return false;
  }
}

function watch(page: Page, problems: string[]) {
  trackRequests(page);
  page.on('pageerror', (error) =>
    problems.push(`uncaught error on ${page.url()}: ${(error.stack ?? error.message).split('\n').slice(0, 4).join('\n        ')}`),
  );
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    if (isHandledApiAnswer(message.text(), where)) return;
    // The message and the top of its stack are enough to find the cause; the rest is React's internals.
    const text = message.text().split('\n').slice(0, 4).join('\n        ');
    problems.push(`console error on ${page.url()}: ${text}${where ? ` (${where})` : ''}`);
  });
}

/** Every page of the context, including any a link opens in a new tab. */
function watchContext(context: BrowserContext, problems: string[]) {
  for (const page of context.pages()) watch(page, problems);
  context.on('page', (page) => watch(page, problems));
}

export interface Person {
  page: Page;
  context: BrowserContext;
}

interface Fixtures {
  /** Console and page errors of every page the test opened. */
  pageProblems: string[];
  /** Another person's browser, with the test's settings, in its own time zone if given. */
  /** Another person's browser; `locale` when they read another language than the test's own (`test.use`). */
  /** `storageState`: a signed-in state the sign-in setup saved (tests/e2e/accounts.ts, SIGNED_IN). */
  openContext: (options?: { timezoneId?: string; locale?: string; storageState?: string }) => Promise<Person>;
}

export const test = base.extend<Fixtures>({
  pageProblems: [
    // eslint-disable-next-line no-empty-pattern -- a fixture names what it depends on: this one, nothing.
    async ({}, provide, testInfo) => {
      const problems: string[] = [];
      await provide(problems);
      if (problems.length === 0) return;
      const report = `the pages logged errors:\n  ${problems.join('\n  ')}`;
      // A test that failed already reports its own error; these come with it.
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('console and page errors', { body: report });
      else throw new Error(report);
    },
    { auto: true },
  ],
  context: async ({ context, pageProblems }, provide) => {
    watchContext(context, pageProblems);
    await provide(context);
  },
  openContext: async ({ browser, pageProblems, baseURL, locale, viewport, reducedMotion, actionTimeout, navigationTimeout }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async ({ timezoneId, locale: theirs, storageState } = {}) => {
      const context = await browser.newContext({
        baseURL,
        locale: theirs ?? locale,
        viewport,
        reducedMotion,
        ...(timezoneId ? { timezoneId } : {}),
        ...(storageState ? { storageState } : {}),
      });
      if (actionTimeout) context.setDefaultTimeout(actionTimeout);
      if (navigationTimeout) context.setDefaultNavigationTimeout(navigationTimeout);
      watchContext(context, pageProblems);
      opened.push(context);
      return { context, page: await context.newPage() };
    });
    for (const context of opened) await context.close();
  },
});

/** For `expect(page).toHaveURL(at('/dashboard'))`: the page's path, and its search if given (whatever it is if not). */
export function at(pathname: string, search?: string) {
  return (url: URL) => url.pathname === pathname && (search === undefined || url.search === search);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** For `toHaveTitle`: a title that starts with `text`. */
export const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** Waits for the element's CSS animations (its own and its descendants') to end: an overlay still fading in fails a contrast check. */
export async function animationsDone(locator: Locator) {
  await locator.first().evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
}

/** The page's own heading is shown and it has nothing left to load. */
export async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await networkQuiet(page);
}
