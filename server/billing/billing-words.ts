import type { Locale } from '../i18n.js';

// The server cannot import src/lib/format.ts (it leans on the client's `@/` alias), so the
// two formats billing words need are kept here, with the same Intl tags and rules.
const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES', zh: 'zh-CN' };

/** Whole dollars print without cents ("$1,500"), anything else with two ("$12.50"), as in the app. */
export function moneyWords(cents: number, locale: Locale, currency = 'USD'): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** The month of a calendar date, e.g. "December 2026", "décembre 2026", "2026年12月". */
export function monthWords(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T12:00:00Z`),
  );
}

/** Names one after another; Chinese separates a list with 、 rather than a comma. */
export const listWords = (items: string[], locale: Locale): string => items.join(locale === 'zh' ? '、' : ', ');
