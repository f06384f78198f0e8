import { m } from '@/generated/paraglide/messages.js';
import { partOfDayLabel } from '@/lib/labels';
import type { Locale } from '@/shared/languages';
import type { TimeOffRequest } from './api';
import { formatDayRange, formatDays } from './times';

/** When a request is for, and how many working days it takes: "Jun 11 – 12, 2026 · 2 working days". */
export function timeOffPeriod(request: TimeOffRequest, locale: Locale): string {
  const dates = formatDayRange(request.start_date, request.end_date, locale);
  const when = request.part_of_day === 'full' ? dates : `${dates} (${partOfDayLabel(request.part_of_day)})`;
  return m.staffwork_time_off_period({ when, days: formatDays(request.days, locale) });
}
