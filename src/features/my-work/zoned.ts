import { m } from '@/generated/paraglide/messages.js';
import type { Locale } from '@/shared/languages';
import { formatClockIn, zoneCity } from '@/shared/time-zones';

/** An instant's time of day in the staff member's zone, the zone named: "9:03 AM, Manila time". */
export const zonedTime = (iso: string, locale: Locale, zone: string) => m.work_time_zoned({ time: formatClockIn(iso, locale, zone), zone: zoneCity(zone) });
