import { m } from '@/generated/paraglide/messages.js';
import { partOfDayLabel } from '@/lib/labels';
import { formatDate, intlLocale } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import type { TimeOffRequest } from './api';

/** A number of days as the language writes it: "1.5", "1,5". */
export const formatDays = (days: number, locale: Locale) => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(days);

/** The days a request covers: "Jun 3, 2026 (morning)", or "Jun 3 – 5, 2026". */
export function requestDates(request: Pick<TimeOffRequest, 'start_date' | 'end_date' | 'part_of_day'>, locale: Locale): string {
  if (request.start_date === request.end_date) {
    const day = formatDate(request.start_date, locale);
    return request.part_of_day === 'full' ? day : m.work_half_day({ day, part: partOfDayLabel(request.part_of_day) });
  }
  const noon = (date: string) => new Date(`${date}T12:00:00Z`);
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(noon(request.start_date), noon(request.end_date));
}
