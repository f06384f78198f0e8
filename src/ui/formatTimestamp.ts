import { getLocale } from '@/generated/paraglide/runtime.js';

/** A date and time as a reader of the current language writes them (e.g. "3 Mar 2025, 14:05" in French). */
export function formatTimestamp(epochMs: number, locale: string = getLocale()): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
}
