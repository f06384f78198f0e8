import { experimentalStaticLocale } from '@/generated/paraglide/runtime.js';
import { LANGUAGES, type Locale } from '@/shared/languages';

/**
 * The cookie that holds a visitor's chosen language: the server reads it to send a
 * prerendered page in that language, the app reads it when it starts.
 */
export const LANGUAGE_COOKIE = 'lang';
/** The address parameter that asks for a language (`/jobs?lang=es`), on any page. */
export const LANGUAGE_PARAMETER = 'lang';

const ONE_YEAR_S = 31_536_000;

/**
 * The one language this copy of the app speaks, when it was built for one: `npm run build`
 * builds the app once per language (scripts/build-client.mjs), so that a visitor downloads only
 * the text they can read, and the server sends each visitor the build of their language
 * (server/http/spa.ts). The development server and the tests run one copy that speaks all four:
 * undefined.
 */
export const BUILT_LOCALE: Locale | undefined = experimentalStaticLocale;

/**
 * Whether showing `locale` takes another language's build of the app: then the page is loaded
 * again, and the server answers in the language the `lang` cookie names.
 */
export function needsOtherBuild(locale: Locale, built: Locale | undefined = BUILT_LOCALE): boolean {
  return built !== undefined && built !== locale;
}

/** Loads the page again from the server: in another language's build once the cookie names it. */
export function reloadPage(): void {
  window.location.reload();
}

/** Where a visit's language came from, strongest first. */
export type LocaleSource = 'address' | 'chosen' | 'browser' | 'default';

/** What the browser says about the language a visit should be in. */
export interface LocaleClues {
  /** The address's query string, as `location.search` gives it. */
  search?: string;
  /** `document.cookie`. */
  cookie?: string;
  /** `navigator.languages`, most preferred first. */
  browser?: readonly string[];
}

export function isLocale(value: string | null | undefined): value is Locale {
  return LANGUAGES.some((entry) => entry.locale === value);
}

/** A valid `?lang=` of a query string, else undefined. */
export function askedLocale(search: string): Locale | undefined {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAMETER);
  return isLocale(asked) ? asked : undefined;
}

/** The `lang` cookie's language when it is one we have, else undefined. */
export function cookieLocale(cookie: string): Locale | undefined {
  for (const pair of cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== LANGUAGE_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    if (isLocale(value)) return value;
  }
  return undefined;
}

/** The first of the browser's languages we have ('es-MX' is Spanish, 'zh-TW' Chinese), as the server reads Accept-Language. */
export function browserLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const base = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return undefined;
}

/**
 * The one rule for the language of a visit, on every page, public or app, and the same
 * one the server follows for a prerendered page (server/http/public-pages.ts): the
 * address's `?lang=`, else the language the visitor chose before (the cookie the switcher
 * and such an address write), else the browser's, else English. The switcher changes it
 * afterwards and writes the cookie, so it wins on every later page.
 */
export function chooseLocale({ search = '', cookie = '', browser = [] }: LocaleClues): { locale: Locale; source: LocaleSource } {
  const asked = askedLocale(search);
  if (asked) return { locale: asked, source: 'address' };
  const chosen = cookieLocale(cookie);
  if (chosen) return { locale: chosen, source: 'chosen' };
  const preferred = browserLocale(browser);
  if (preferred) return { locale: preferred, source: 'browser' };
  return { locale: 'en', source: 'default' };
}

/** `chooseLocale` with what this browser says. */
export function localeOfThisVisit(): { locale: Locale; source: LocaleSource } {
  let cookie = '';
  try {
    cookie = document.cookie;
  } catch {
    // a sandboxed document refuses cookies: there is no remembered choice
  }
  return chooseLocale({ search: window.location.search, cookie, browser: navigator.languages ?? [navigator.language] });
}

/** The language of the page a prerendered document was served in, if it is one. */
export function servedLocale(): Locale | undefined {
  if (typeof document === 'undefined') return undefined;
  const served = document.documentElement.dataset.locale;
  return isLocale(served) ? served : undefined;
}

/** The document says which language it is in (screen readers, hyphenation, fonts). */
export function showLocale(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale === 'zh' ? 'zh-Hans' : locale;
  if (root.dataset.locale) root.dataset.locale = locale;
}

/**
 * Keeps a language the visitor chose (by the address or the switcher) for every later
 * page: the cookie asks the server and the app for it next time, and a `?lang=` left in
 * the address that says otherwise is dropped, so that reloading does not switch back.
 */
export function rememberLocaleChoice(locale: Locale): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  } catch {
    // cookies refused: the choice lasts as long as the page
  }
  const url = new URL(window.location.href);
  if (url.searchParams.has(LANGUAGE_PARAMETER) && url.searchParams.get(LANGUAGE_PARAMETER) !== locale) {
    url.searchParams.delete(LANGUAGE_PARAMETER);
    // The router keeps its own entry state in history.state: hand it back unchanged.
    window.history.replaceState(window.history.state, '', url);
  }
}
