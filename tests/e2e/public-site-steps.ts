// Steps shared by the public site's browser tests: the list of public pages the build
// prerendered, waiting for the app to take over a prerendered page, the English text
// that must not be left on a page in another language, and messages as patterns with open
// parameters.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { message, messagesOf } from './messages.ts';
import { networkQuiet, trackRequests } from './network-quiet.ts';

export { trackRequests };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The industries the contract names (src/generated/openapi.json). */
const INDUSTRIES = (JSON.parse(fs.readFileSync(path.join(ROOT, 'src/generated/openapi.json'), 'utf8')) as {
  components: { schemas: { Industry: { enum: string[] } } };
}).components.schemas.Industry.enum;

export type Locale = 'en' | 'fr' | 'es' | 'zh';
export const LOCALES: readonly Locale[] = ['en', 'fr', 'es', 'zh'];
/** `<html lang>` and hreflang as the server writes them. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en', fr: 'fr', es: 'es', zh: 'zh-Hans' };
/** The browser's own language for a run in `locale`. */
export const BROWSER_LOCALE: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES', zh: 'zh-CN' };

/** A public page's address in a language: English has none of its own, the others ask for theirs. */
export const addressOf = (pagePath: string, locale: Locale) => `${pagePath}${locale === 'en' ? '' : `?lang=${locale}`}`;

/**
 * The pages the build prerendered: src/routes/public-routes.ts's PUBLIC_PATHS as the build
 * wrote them to dist/client/pages/manifest.json (the list imports Vite-only modules, which
 * Node cannot load).
 */
export function publicPaths(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist/client/pages/manifest.json'), 'utf8')) as { paths: string[] };
  return manifest.paths;
}

/** The public pages issue 5 names; a page dropped from PUBLIC_PATHS would otherwise go unvisited. */
export const ISSUE_PAGES: readonly string[] = [
  '/',
  '/about-us',
  '/how-it-works',
  '/help',
  '/accessibility',
  '/partnership',
  '/debpo',
  '/large-ent',
  '/connect',
  '/contact-us',
  '/book-a-demo',
  '/pricing',
  '/grants',
  '/grants/apply',
  // One solution page for each industry the contract names.
  ...INDUSTRIES.map((industry) => `/solutions/${industry}`),
  '/Candidate-rating',
  '/Community-Guidelines',
  '/Cookie-Notice',
  '/Copyright-Policy',
  '/Data-Usage-Policy',
  '/Employer-Rating',
  '/Feedback-Policy',
  '/Privacy-Principles',
  '/Privacy-Policy',
  '/Terms-Of-Use',
  '/Referral-Program-Rules',
  '/Trademark-Policy',
  '/User-Generated-Content-Terms',
  '/Privacy-Inquiry',
  '/Privacy-Inquiry-Without-Account',
  '/Request-Personal-Data',
  // Issue 17: the guide for new staff, open to anyone.
  '/onboarding/resource',
];

// ---------- the links the app shows, from the page tests to the link test ----------

const linksFile = (testInfo: TestInfo, locale: Locale) => path.join(testInfo.project.outputDir, 'public-site-links', `${locale}.json`);

/** Keeps the internal links seen on the hydrated pages in `locale` (href → where) for public-site-links.test.ts. */
export function saveLinksSeen(testInfo: TestInfo, locale: Locale, links: Map<string, string>) {
  const file = linksFile(testInfo, locale);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify([...links]));
}

/** The links public-site.test.ts saw in `locale`; its project runs first (playwright.config.ts). */
export function linksSeenIn(testInfo: TestInfo, locale: Locale): Map<string, string> {
  const file = linksFile(testInfo, locale);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the public pages in ${locale} were not checked first (public-site.test.ts)`);
  return new Map(JSON.parse(fs.readFileSync(file, 'utf8')) as Array<[string, string]>);
}

// ---------- the app taking a prerendered page over ----------

/**
 * Waits until React has taken the page over (its h1 belongs to a React fiber: hydrated, or
 * rendered by the app, and so do its fields) and the page has had nothing to load for a
 * moment, so that an error while it loads its content is seen before the test moves on.
 */
export async function waitForApp(page: Page, timeout = 20_000) {
  trackRequests(page);
  await page.waitForFunction(() => Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber$')), null, {
    timeout,
  });
  // A part loaded on its own (the price calculator) hydrates after the h1, once its chunk has
  // come, which on a busy machine can be after the page has gone quiet. What a test types
  // before then only reaches the app through the early-input replay, which is not under test here.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('main input, main select, main textarea')].every((field) =>
        Object.keys(field).some((key) => key.startsWith('__reactProps$')),
      ),
    null,
    { timeout },
  );
  await networkQuiet(page, timeout);
}

/**
 * A prerendered page is static until the visitor first reaches for it (pointer, touch, key,
 * focus, scroll): the app then loads and hydrates it. A person takes longer than that to
 * reach a form; a test moves the mouse over the page and waits for the app explicitly.
 */
export async function startApp(page: Page) {
  trackRequests(page);
  await page.mouse.move(10, 10);
  await waitForApp(page);
}

// ---------- English left on a page in another language ----------

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

// Short strings (a brand, "E-mail", a language's own name) are legitimately the same in several languages.
const LONG_ENOUGH = 25;

/** Every English string whose translation differs, at the same place in the two files, as the page would show it. */
function differing(en: Json, other: Json, into: Set<string>) {
  if (typeof en === 'string') {
    if (typeof other === 'string' && other !== en) {
      // The fixed text around placeholders and inline links ([words](/path)), as the page shows it.
      for (const part of en.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').split(/\{[^}]+\}/)) {
        const words = part.replace(/\s+/g, ' ').trim();
        if (words.length >= LONG_ENOUGH) into.add(words);
      }
    }
    return;
  }
  if (Array.isArray(en)) {
    if (Array.isArray(other)) en.forEach((item, i) => differing(item, other[i] ?? null, into));
    return;
  }
  if (en && typeof en === 'object' && other && typeof other === 'object' && !Array.isArray(other)) {
    for (const [key, value] of Object.entries(en)) differing(value, other[key] ?? null, into);
  }
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Json;

/** The folders of messages/content that hold a page's text per language (en.json, fr.json, ...). */
function contentFolders(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name === 'en.json') found.push(dir);
    }
  };
  walk(path.join(ROOT, 'messages/content'));
  return found;
}

const englishByLocale = new Map<Exclude<Locale, 'en'>, string[]>();

/** English sentences of the app's messages (messages/en) and of the page texts in messages/content whose `locale` version differs. */
export function englishSentences(locale: Exclude<Locale, 'en'>): string[] {
  let sentences = englishByLocale.get(locale);
  if (sentences) return sentences;
  const set = new Set<string>();
  differing(messagesOf('en'), messagesOf(locale), set);
  for (const dir of contentFolders()) {
    const other = path.join(dir, `${locale}.json`);
    if (fs.existsSync(other)) differing(readJson(path.join(dir, 'en.json')), readJson(other), set);
  }
  sentences = [...set];
  englishByLocale.set(locale, sentences);
  return sentences;
}

/** The English sentences (see englishSentences) found in `text`, which should all be in `locale`. */
export function englishLeftIn(text: string, locale: Exclude<Locale, 'en'>): string[] {
  const flat = text.replace(/\s+/g, ' ');
  return englishSentences(locale).filter((english) => flat.includes(english));
}

// ---------- messages ----------

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message as a pattern: the parameters given are filled in, those left open match whatever
 * the page writes there (a time in the browser's zone, a reference the server made up).
 */
export function messagePattern(locale: Locale, key: string, params: Record<string, string | number> = {}): RegExp {
  const text = message(locale, key, params);
  const parts = text.split(/\{\w+\}/).map(escapeRegExp);
  return new RegExp(`^${parts.join('(.+?)')}$`);
}
