import type { FastifyReply, FastifyRequest } from 'fastify';
import { asLocale, localeOf, type Locale } from '../i18n.js';

const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_S = 31_536_000;

/** The address's `?lang=` when it names a language we have. */
export function askedLocale(request: FastifyRequest): Locale | undefined {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  return typeof asked === 'string' && asLocale(asked) === asked ? asked : undefined;
}

/**
 * The language to send a page in (the client's `chooseLocale` in src/lib/page-language.ts
 * follows the same rule): the address's `?lang=` (links between languages, search engines),
 * else the language the visitor chose before (cookie), else their browser's, else English.
 */
export function pageLocale(request: FastifyRequest): Locale {
  const asked = askedLocale(request);
  if (asked) return asked;
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (chosen && asLocale(chosen) === chosen) return chosen as Locale;
  return localeOf(request);
}

export const hreflang = (locale: Locale) => (locale === 'zh' ? 'zh-Hans' : locale);

/**
 * Sends an HTML document chosen by `pageLocale`: a prerendered page or the app's shell, each
 * built per language. Never cached without asking again, and, for any cache on the way, varying
 * with the two headers that chose it (the address is the cache's key already).
 */
export function sendInLanguage(request: FastifyRequest, reply: FastifyReply, locale: Locale, html: string | Buffer): FastifyReply {
  // A language asked for by the address is the visitor's choice: the next page follows it
  // even when it is followed before the app has started (which would write the same cookie).
  if (askedLocale(request)) reply.setCookie(LANGUAGE_COOKIE, locale, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax' });
  return reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Language, Cookie')
    .header('content-language', hreflang(locale))
    .type('text/html; charset=utf-8')
    .send(html);
}
