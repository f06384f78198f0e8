import { intlLocale } from '@/shared/format';
import type { Locale } from '@/shared/languages';

/** The browser's own time zone: proposed interview times are shown in it. */
export { browserTimeZone as localTimeZone } from '@/shared/time-zones';

/** "Central European Standard Time (Europe/Paris)": the zone's name in words, then its IANA id. */
export function timeZoneName(timeZone: string, locale: Locale): string {
  const parts = new Intl.DateTimeFormat(intlLocale(locale), { timeZone, timeZoneName: 'long' }).formatToParts(new Date());
  const words = parts.find((part) => part.type === 'timeZoneName')?.value;
  return words && words !== timeZone ? `${words} (${timeZone})` : timeZone;
}

/** An interview time in full, in the reader's zone: "Monday, April 6, 2026 at 2:00 PM UTC". */
export function formatSlot(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A schedule's "HH:MM" as that language writes a time of day ("9:00 AM", "09:00"). */
export { formatClock } from '@/shared/time-zones';
