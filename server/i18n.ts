import type { FastifyRequest } from 'fastify';
import { locales, type Locale } from '../src/generated/paraglide/runtime.js';

export type { Locale };

const supported = new Set<string>(locales);

/** The caller's language: the app sends its current locale as Accept-Language. */
export function localeOf(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  if (!header) return 'en';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    const base = tag.split('-')[0]!;
    if (supported.has(base)) return base as Locale;
  }
  return 'en';
}

export function asLocale(value: string | null | undefined): Locale {
  return value && supported.has(value) ? (value as Locale) : 'en';
}
