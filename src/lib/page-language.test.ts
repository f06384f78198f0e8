import { afterEach, describe, expect, it } from 'vitest';
import { askedLocale, browserLocale, chooseLocale, cookieLocale, needsOtherBuild, rememberLocaleChoice } from './page-language';

describe('the language of a visit', () => {
  it("takes the address's ?lang= first, on any page", () => {
    expect(chooseLocale({ search: '?lang=fr', cookie: 'lang=zh', browser: ['es-MX', 'en'] })).toEqual({ locale: 'fr', source: 'address' });
    expect(chooseLocale({ search: '?q=react&lang=es' })).toEqual({ locale: 'es', source: 'address' });
  });

  it('then the language chosen before (the cookie)', () => {
    expect(chooseLocale({ search: '', cookie: 'XSRF-TOKEN=abc; lang=zh', browser: ['es'] })).toEqual({ locale: 'zh', source: 'chosen' });
  });

  it("then the browser's first language we have", () => {
    expect(chooseLocale({ browser: ['de-DE', 'es-MX', 'fr'] })).toEqual({ locale: 'es', source: 'browser' });
    expect(chooseLocale({ browser: ['zh-TW'] })).toEqual({ locale: 'zh', source: 'browser' });
  });

  it('then English', () => {
    expect(chooseLocale({})).toEqual({ locale: 'en', source: 'default' });
    expect(chooseLocale({ browser: ['de', 'ja'] })).toEqual({ locale: 'en', source: 'default' });
  });

  it('ignores a language it does not have at every step', () => {
    expect(chooseLocale({ search: '?lang=de', cookie: 'lang=xx', browser: ['fr-CA'] })).toEqual({ locale: 'fr', source: 'browser' });
    expect(askedLocale('?lang=')).toBeUndefined();
    expect(askedLocale('?lang=FR')).toBeUndefined();
    expect(cookieLocale('flang=fr; langx=es')).toBeUndefined();
    expect(cookieLocale(' lang=es ')).toBe('es');
    expect(browserLocale([])).toBeUndefined();
  });
});

describe('remembering a chosen language', () => {
  afterEach(() => {
    document.cookie = 'lang=; path=/; max-age=0';
    window.history.replaceState(null, '', '/');
  });

  it('writes the cookie that the server and the next start read', () => {
    rememberLocaleChoice('es');
    expect(cookieLocale(document.cookie)).toBe('es');
    expect(chooseLocale({ cookie: document.cookie, browser: ['en-US'] })).toEqual({ locale: 'es', source: 'chosen' });
  });

  it('drops a ?lang= that says otherwise, keeping the rest of the address and the router state', () => {
    window.history.replaceState({ idx: 3 }, '', '/jobs?lang=fr&q=react#top');
    rememberLocaleChoice('fr');
    expect(window.location.search).toBe('?lang=fr&q=react');
    rememberLocaleChoice('zh');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/jobs?q=react#top');
    expect(window.history.state).toEqual({ idx: 3 });
  });
});

describe('a build of one language', () => {
  it('shows another language only by loading that language’s build; the copy of all four never needs to', () => {
    expect(needsOtherBuild('fr', 'en')).toBe(true);
    expect(needsOtherBuild('en', 'en')).toBe(false);
    expect(needsOtherBuild('zh', undefined)).toBe(false);
    // The tests run the copy that speaks all four.
    expect(needsOtherBuild('zh')).toBe(false);
  });
});
