import { m } from '@/generated/paraglide/messages.js';
import { intlLocale } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import { formatClockIn } from '@/shared/time-zones';

/*
 * Hours, days and spans of time as the reader's language writes them. Instants are shown in the
 * staff member's zone (their schedule's), which the page names once beside them.
 */

/** Minutes as hours: "7.5 hr", "7,5 h", "7.5小时". */
export function formatHours(minutes: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: 'hour', unitDisplay: 'short', maximumFractionDigits: 2 }).format(
    minutes / 60,
  );
}

/** A count of days that may hold halves or twelfths (balances accrue monthly): "3.75", "3,75". */
export function formatDays(days: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(days);
}

/** A span between two instants, on the clock of `zone`: "9:00 AM – 5:00 PM"; an open one says it is still going. */
export function clockSpan(start: string, end: string | null, locale: Locale, zone: string): string {
  const from = formatClockIn(start, locale, zone);
  return end === null ? m.staffwork_span_open({ start: from }) : m.staffwork_span({ start: from, end: formatClockIn(end, locale, zone) });
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** Calendar days from one to another: "Jun 11 – 12, 2026"; a single day once. */
export function formatDayRange(from: string, to: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' });
  return from === to ? format.format(noon(from)) : format.formatRange(noon(from), noon(to));
}

/** A calendar day with its weekday, for a row or a cell: "Mon, May 4", "lun. 4 mai". */
export function formatDayWithWeekday(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(noon(date));
}

/** The weekdays' short names from Monday: "Mon" … "Sun", "lun." … "dim.", "周一" … "周日". */
export function weekdayHeaders(locale: Locale): Array<{ short: string; long: string }> {
  const short = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(Date.UTC(2024, 0, 1 + i, 12));
    return { short: short.format(day), long: long.format(day) };
  });
}
