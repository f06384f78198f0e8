import type { Locale } from '@/machines/main.machine';

/** The cookie the server reads to serve a prerendered page in the visitor's language. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * Makes the chosen language stick for pages the server sends: the document says it,
 * the cookie asks for it next time, and a `?lang=` left in the address (from a link in
 * another language) is dropped so that reloading does not switch back.
 */
export function rememberLocaleForPages(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale === 'zh' ? 'zh-Hans' : locale;
  if (root.dataset.locale) root.dataset.locale = locale;
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang') && url.searchParams.get('lang') !== locale) {
    url.searchParams.delete('lang');
    // The router keeps its own entry state in history.state: hand it back unchanged.
    window.history.replaceState(window.history.state, '', url);
  }
}
