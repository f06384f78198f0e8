import type { Locale } from '../generated/paraglide/runtime.js';

/*
 * How numbers, money and dates read in each of our languages, for the pages and for the
 * server's mails and descriptions alike: a sum or a day must read the same in an e-mail as on
 * the page it links to.
 */

/** Intl's tag for each of our locales: plain `zh` would let the runtime pick the script. */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES', zh: 'zh-CN' };

export const intlLocale = (locale: Locale): string => INTL_LOCALE[locale] ?? locale;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date (`YYYY-MM-DD`) names a day, not an instant: read it as noon UTC and
 * format it in UTC so that no time zone moves it to the day before or after.
 */
function parse(iso: string): { date: Date; timeZone?: string } {
  if (DATE_ONLY.test(iso)) return { date: new Date(`${iso}T12:00:00Z`), timeZone: 'UTC' };
  return { date: new Date(iso) };
}

/** Whole dollars print without cents ("$1,500"), anything else with two ("$12.50"). */
export function formatMoney(cents: number, locale: Locale, currency = 'USD'): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** A percentage as the reader's language writes it: 2.9 reads "2.9%" in English, "2,9 %" in French. */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

export function formatDate(iso: string, locale: Locale): string {
  const { date, timeZone } = parse(iso);
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone }).format(date);
}

/** A calendar day written out, e.g. "January 4, 2027", "4 janvier 2027", "2027年1月4日". */
export function formatLongDate(iso: string, locale: Locale): string {
  const { date, timeZone } = parse(iso);
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone }).format(date);
}

/** The month of a calendar date, e.g. "December 2026", "décembre 2026", "2026年12月". */
export function formatMonth(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    parse(isoDate.slice(0, 10)).date,
  );
}

/** Names one after another; Chinese separates them with 、 rather than a comma. */
export const formatNames = (names: string[], locale: Locale): string => names.join(locale === 'zh' ? '、' : ', ');

export function formatDateTime(iso: string, locale: Locale): string {
  const { date, timeZone } = parse(iso);
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/**
 * A moment in full, weekday included ("Tuesday, December 1, 2026 at 3:00 PM"): the page shows
 * it in the reader's own zone; a mail, which cannot know that zone, passes UTC and says so.
 */
export function formatFullDateTime(iso: string, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso));
}

export function formatTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short' }).format(new Date(iso));
}

const RELATIVE_STEPS: Array<[unit: Intl.RelativeTimeFormatUnit, seconds: number]> = [
  ['minute', 60],
  ['hour', 3600],
  ['day', 86_400],
];
const WEEK_SECONDS = 7 * 86_400;

/**
 * Recent moments read better as "3 hours ago"; after a week the date says more,
 * so older ones are written out in full.
 */
export function formatRelativeTime(iso: string, locale: Locale, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Math.abs(seconds) >= WEEK_SECONDS) return formatDateTime(iso, locale);
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  if (Math.abs(seconds) < 60) return format.format(0, 'second');
  let chosen = RELATIVE_STEPS[0]!;
  for (const step of RELATIVE_STEPS) if (Math.abs(seconds) >= step[1]) chosen = step;
  return format.format(Math.trunc(seconds / chosen[1]), chosen[0]);
}

/** A file's size as people read it: "820 kB", "2.4 MB" (decimal units, as operating systems show them). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [unit, value] = bytes >= 1_000_000 ? (['megabyte', bytes / 1_000_000] as const) : (['kilobyte', Math.max(1, Math.round(bytes / 1000))] as const);
  return new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
