import { m } from '@/generated/paraglide/messages.js';
import type { Locale } from '@/shared/languages';
import { browserTimeZone, formatClock, formatTimeIn, shiftClock, twoZoneTime, zonePlace, type Region } from '@/shared/time-zones';

/*
 * The words around times for two people: the pure zone logic is in src/shared/time-zones.ts,
 * this adds the reader's messages ("your time", "for Maria").
 */

const REGION_LABELS: Record<Region, () => string> = {
  UTC: m.tz_region_utc,
  Africa: m.tz_region_africa,
  America: m.tz_region_america,
  Antarctica: m.tz_region_antarctica,
  Arctic: m.tz_region_arctic,
  Asia: m.tz_region_asia,
  Atlantic: m.tz_region_atlantic,
  Australia: m.tz_region_australia,
  Europe: m.tz_region_europe,
  Indian: m.tz_region_indian,
  Pacific: m.tz_region_pacific,
};

/** A picker's group heading for an IANA area ("America" reads "Americas"). */
export const regionLabel = (region: string): string => (REGION_LABELS as Record<string, () => string>)[region]?.() ?? region;

/** The other person, and the zone their browser reported if it has. */
export interface OtherParty {
  name: string;
  timezone?: string | undefined;
}

/**
 * An instant for the reader and the other person: "Tue, Jan 12, 9:00 AM your time · 12:00 AM
 * for Maria (Johannesburg, UTC+02:00)"; with the other's zone unknown, the reader's own is named.
 */
export function twoZoneText(iso: string, locale: Locale, other?: OtherParty, mine = browserTimeZone()): string {
  if (!other?.timezone) return `${m.tz_your_time({ time: formatTimeIn(iso, locale, mine) })} (${zonePlace(mine, new Date(iso))})`;
  const both = twoZoneTime(iso, locale, mine, other.timezone);
  return `${m.tz_your_time({ time: both.mine })} · ${m.tz_for_person({ time: both.theirs, name: other.name, zone: both.theirZone })}`;
}

/** The same instant for the other person alone: "9:00 AM for Northwind (Sydney, UTC+11:00)". */
export function otherZoneText(iso: string, locale: Locale, other: OtherParty & { timezone: string }, mine = browserTimeZone()): string {
  const both = twoZoneTime(iso, locale, mine, other.timezone);
  return m.tz_for_person({ time: both.theirs, name: other.name, zone: both.theirZone });
}

function shifted(clock: string, from: string, to: string, locale: Locale, on: Date): string {
  const moved = shiftClock(clock, from, to, on);
  const time = formatClock(moved.clock, locale);
  if (moved.dayShift < 0) return m.tz_day_before({ time });
  if (moved.dayShift > 0) return m.tz_day_after({ time });
  return time;
}

/** A schedule's hours in another zone: start and end as that zone's clock reads them today. */
export function hoursIn(schedule: { start_time: string; end_time: string; timezone: string }, to: string, locale: Locale, on = new Date()) {
  return {
    start: shifted(schedule.start_time, schedule.timezone, to, locale, on),
    end: shifted(schedule.end_time, schedule.timezone, to, locale, on),
    zone: zonePlace(to, on),
  };
}

/** "12:00 AM to 8:00 AM your time (Johannesburg, UTC+02:00)" for a schedule set in another zone. */
export const hoursYourTime = (schedule: { start_time: string; end_time: string; timezone: string }, locale: Locale, mine = browserTimeZone()) =>
  m.tz_hours_your_time(hoursIn(schedule, mine, locale));

/** "12:00 AM to 8:00 AM for Maria (Johannesburg, UTC+02:00)". */
export const hoursForPerson = (schedule: { start_time: string; end_time: string; timezone: string }, locale: Locale, other: OtherParty & { timezone: string }) =>
  m.tz_hours_for_person({ ...hoursIn(schedule, other.timezone, locale), name: other.name });
