// The browser fixture of the end-to-end suite: Debian's Chromium driven by
// playwright-core (its own browsers cannot be downloaded here), one browser per
// test file, a fresh context per test, and a test fails on any console error or
// uncaught page error. Run through tests/e2e/run.mjs, which provides BASE_URL.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const BASE_URL = (process.env.BASE_URL ?? '').replace(/\/$/, '');
if (!BASE_URL) throw new Error('BASE_URL is not set: run the browser tests with `npm run test:browser`.');

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Without the background-networking flags Chromium floods the closed network with refused connections.
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Seeded by SEED_DEMO (on by default). */
export const DEMO_EMPLOYER = { email: 'employer@demo.remotehire.test', password: 'Demo-Employer-2026' };
export const DEMO_CANDIDATE = { email: 'candidate@demo.remotehire.test', password: 'Demo-Candidate-2026' };

let browserPromise: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  browserPromise ??= chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  return browserPromise;
}
after(async () => {
  if (browserPromise) await (await browserPromise).close();
});

export interface BrowserFixture {
  page: Page;
  context: BrowserContext;
  /**
   * Another person's browser beside the first (an employer and a candidate at once): a new
   * context with the same settings (or another language), watched the same way, closed at the end.
   */
  /** A second browser, in its own language and, with `timezoneId`, its own time zone. */
  openContext: (options?: { locale?: string; timezoneId?: string }) => Promise<BrowserFixture>;
}

export interface BrowserTestOptions {
  /** Browser UI language (navigator.languages); the app's default language follows it. */
  locale?: string;
  timeout?: number;
  /** How long one action or wait may take (10 s unless told): long flows on a loaded machine need more. */
  actionTimeout?: number;
}

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
  page.on('pageerror', (error) =>
    problems.push(`uncaught error on ${page.url()}: ${(error.stack ?? error.message).split('\n').slice(0, 4).join('\n        ')}`),
  );
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    if (isHandledApiAnswer(message.text(), where)) {
      if (process.env.E2E_DEBUG) console.log(`# ignored: ${message.text()} (${where})`);
      return;
    }
    // The message and the top of its stack are enough to find the cause; the rest is React's internals.
    const text = message.text().split('\n').slice(0, 4).join('\n        ');
    problems.push(`console error on ${page.url()}: ${text}${where ? ` (${where})` : ''}`);
  });
}

function safeName(name: string) {
  return name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 80);
}

/** A node:test test with a fresh browser context; fails on any console or page error. */
export function browserTest(name: string, fn: (fixture: BrowserFixture) => Promise<void>, options: BrowserTestOptions = {}) {
  test(name, { timeout: options.timeout ?? 90_000 }, async () => {
    const browser = await sharedBrowser();
    const problems: string[] = [];
    const opened: BrowserFixture[] = [];
    const openContext = async ({ locale = options.locale ?? 'en-US', timezoneId }: { locale?: string; timezoneId?: string } = {}): Promise<BrowserFixture> => {
      const context = await browser.newContext({
        baseURL: BASE_URL,
        locale,
        ...(timezoneId ? { timezoneId } : {}),
        viewport: { width: 1280, height: 800 },
        // Dialogs and the loader then appear without their animations: less waiting, same behaviour.
        reducedMotion: 'reduce',
      });
      context.setDefaultTimeout(options.actionTimeout ?? 10_000);
      context.setDefaultNavigationTimeout(Math.max(20_000, options.actionTimeout ?? 0));
      // Every page of the context, including any a link opens in a new tab.
      context.on('page', (page) => watch(page, problems));
      const fixture: BrowserFixture = { context, page: await context.newPage(), openContext };
      opened.push(fixture);
      return fixture;
    };
    const first = await openContext();
    try {
      await fn(first);
    } catch (error) {
      const dir = path.join(ROOT, 'test-results', 'e2e');
      fs.mkdirSync(dir, { recursive: true });
      const shots: string[] = [];
      for (const [index, { page }] of opened.entries()) {
        const file = path.join(dir, `${safeName(name)}${index ? `-${index + 1}` : ''}.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        shots.push(`${page.url()}; screenshot: ${file}`);
      }
      const detail = problems.length ? `\nConsole and page errors meanwhile:\n  ${problems.join('\n  ')}` : '';
      if (error instanceof Error) error.message += `\n(at ${shots.join('\n and ')})${detail}`;
      throw error;
    } finally {
      for (const { context } of opened) await context.close();
    }
    if (problems.length > 0) assert.fail(`the pages logged errors:\n  ${problems.join('\n  ')}`);
  });
}

// ---------- waiting helpers (playwright-core has no auto-waiting expect) ----------

export async function expectVisible(locator: Locator, timeout?: number) {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Waits for the element's CSS animations (its own and its descendants') to end: an overlay still fading in fails a contrast check. */
export async function expectSettled(locator: Locator) {
  await locator.first().evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
}

export async function expectHidden(locator: Locator, timeout?: number) {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** Waits for the page's path (and optionally its search) to be the one given. */
export async function expectPath(page: Page, pathname: string, options: { search?: string; timeout?: number } = {}) {
  try {
    await page.waitForURL(
      (url) => url.pathname === pathname && (options.search === undefined || url.search === options.search),
      { timeout: options.timeout ?? 10_000, waitUntil: 'commit' },
    );
  } catch {
    assert.fail(`expected to be at ${pathname}${options.search ?? ''}, but the page is at ${page.url()}`);
  }
}

/** Waits until the element has the keyboard focus. */
export async function expectFocused(locator: Locator, timeout = 5000) {
  const page = locator.page();
  const handle = await locator.elementHandle({ timeout });
  try {
    await page.waitForFunction((el) => document.activeElement === el, handle, { timeout });
  } catch {
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el ? `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"` : 'nothing';
    });
    assert.fail(`expected ${locator} to have the focus; it is on ${focused}`);
  } finally {
    await handle?.dispose();
  }
}

/** Waits until a form control holds `expected`. */
export async function expectValue(locator: Locator, expected: string, timeout = 5000) {
  const page = locator.page();
  const handle = await locator.elementHandle({ timeout });
  try {
    await page.waitForFunction(([el, value]) => (el as HTMLInputElement).value === value, [handle, expected] as const, { timeout });
  } catch {
    assert.fail(`expected ${locator} to hold ${JSON.stringify(expected)}, it holds ${JSON.stringify(await locator.inputValue())}`);
  } finally {
    await handle?.dispose();
  }
}

/** Waits until an attribute has the value given (null: absent). */
export async function expectAttribute(locator: Locator, name: string, expected: string | null, timeout = 5000) {
  const page = locator.page();
  const handle = await locator.elementHandle({ timeout });
  try {
    await page.waitForFunction(([el, attr, value]) => (el as Element).getAttribute(attr) === value, [handle, name, expected] as const, { timeout });
  } catch {
    assert.fail(`expected ${locator} to have ${name}=${JSON.stringify(expected)}, it has ${JSON.stringify(await locator.getAttribute(name))}`);
  } finally {
    await handle?.dispose();
  }
}

/** Waits for the document's title to start with `start`. */
export async function expectTitle(page: Page, start: string, timeout = 5000) {
  try {
    await page.waitForFunction((s) => document.title.startsWith(s), start, { timeout });
  } catch {
    assert.fail(`expected the page title to start with ${JSON.stringify(start)}, it is ${JSON.stringify(await page.title())}`);
  }
}

/** Waits for <html lang>. */
export async function expectHtmlLang(page: Page, lang: string) {
  try {
    await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: 10_000 });
  } catch {
    assert.fail(`expected <html lang="${lang}">, got "${await page.evaluate(() => document.documentElement.lang)}"`);
  }
}

// ---------- product helpers ----------

/** A new address for every call, so that runs and tests never collide. */
export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.remotehire.test`;
}

/** Fills the sign-in form and submits it with its button (the page must be /login, in English). */
export async function signIn(page: Page, account: { email: string; password: string }) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'E-mail address' }).fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens /login, signs in, waits to leave /login. */
export async function signInFromLogin(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await signIn(page, account);
  try {
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 10_000 });
  } catch {
    const alert = await page.getByRole('alert').allInnerTexts();
    assert.fail(`signing in as ${account.email} did not leave /login${alert.length ? `; the page says: ${alert.join(' / ')}` : ''}`);
  }
}

/** The header's sign-out button. */
export function signOutButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true });
}

interface MailboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The dev outbox through the API, waiting for at least one mail to `to`. */
export async function mailsTo(to: string, timeout = 10_000): Promise<MailboxMail[]> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const response = await fetch(`${BASE_URL}/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
    assert.equal(response.status, 200, `GET /api/v1/dev/mailbox answered ${response.status}`);
    const body = (await response.json()) as { mails: MailboxMail[] };
    if (body.mails.length > 0) return body.mails;
    if (Date.now() > deadline) assert.fail(`no mail to ${to} within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link matching `pattern` in the mails to `to`. */
export async function linkFromMail(to: string, pattern: RegExp): Promise<string> {
  const mails = await mailsTo(to);
  for (const mail of mails) {
    const match = mail.text.match(pattern);
    if (match) return match[0];
  }
  return assert.fail(`no mail to ${to} has a link matching ${pattern}`);
}

// ---------- accessibility ----------

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe-core on the page as it is now and fails with a readable list of WCAG A/AA violations. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  if (results.violations.length === 0) return;
  const lines: string[] = [`axe-core: ${results.violations.length} WCAG violation(s) on ${label}`];
  for (const v of results.violations) {
    lines.push(`\n  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help}`);
    lines.push(`    ${v.helpUrl}`);
    for (const node of v.nodes.slice(0, 5)) {
      lines.push(`    - ${node.target.join(' ')}`);
      lines.push(`      ${node.html.replace(/\s+/g, ' ').slice(0, 200)}`);
      const summary = (node.failureSummary ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
      for (const line of summary) lines.push(`      ${line}`);
    }
    if (v.nodes.length > 5) lines.push(`    … and ${v.nodes.length - 5} more element(s)`);
  }
  assert.fail(lines.join('\n'));
}

// ---------- messages ----------

type Messages = Record<string, string>;
const messageFiles = new Map<string, Messages>();

/** A message as messages/<locale>.json has it, with {params} filled in. */
export function message(locale: 'en' | 'fr' | 'es' | 'zh', key: string, params: Record<string, string | number> = {}): string {
  let messages = messageFiles.get(locale);
  if (!messages) {
    messages = JSON.parse(fs.readFileSync(path.join(ROOT, 'messages', `${locale}.json`), 'utf8')) as Messages;
    messageFiles.set(locale, messages);
  }
  const text = messages[key];
  assert.ok(typeof text === 'string', `messages/${locale}.json has no "${key}"`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A message in `locale` that must differ from the English one, so a missing translation cannot pass. */
export function translated(locale: 'fr' | 'es' | 'zh', key: string, params: Record<string, string | number> = {}): string {
  const text = message(locale, key, params);
  assert.notEqual(text, message('en', key, params), `messages/${locale}.json: "${key}" is not translated`);
  return text;
}
