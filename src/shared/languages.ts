import type { components } from '../generated/api.js';

/** The four languages every screen, message and mail speaks (docs/product.md section 6). */
export type Locale = components['schemas']['Locale'];

export const LANGUAGES = [
  { locale: 'en', text: 'English', symbol: 'EN' },
  { locale: 'fr', text: 'Français', symbol: 'FR' },
  { locale: 'es', text: 'Español', symbol: 'ES' },
  { locale: 'zh', text: '中文', symbol: 'ZH' },
] as const satisfies ReadonlyArray<{ locale: Locale; text: string; symbol: string }>;

export interface Language {
  text: string;
  symbol: string;
}

export function languageFor(locale: string): (typeof LANGUAGES)[number] | undefined {
  return LANGUAGES.find((entry) => entry.locale === locale);
}

export function localeOf(language: Language): Locale {
  return LANGUAGES.find((entry) => entry.symbol === language.symbol)?.locale ?? 'en';
}
