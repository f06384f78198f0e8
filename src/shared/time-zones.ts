import type { Locale } from '../generated/paraglide/runtime.js';
import { intlLocale } from './format.js';

/*
 * Time zones where two people meet: an employer in Sydney proposing times to a candidate in
 * Johannesburg, an offer's hours set in one zone and worked in another. Pure functions of
 * IANA zone ids and instants, for the pages (and any mail) alike; the words around them
 * ("your time", "for Maria") are the caller's messages.
 */

/** The contract's TimeZone pattern: zones it would refuse are never offered or sent. */
export const TIME_ZONE_PATTERN = /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/;

/** The zone the browser (or the server's runtime) reports; UTC when it reports none. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Whether the runtime knows `zone` (an unknown id makes Intl throw). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
function partsIn(zone: string, at: Date): Record<string, number> {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts;
}

/** Minutes `zone` is ahead of UTC at `at` (Sydney in January: 660; New York in January: −300). */
export function offsetMinutes(zone: string, at: Date = new Date()): number {
  const p = partsIn(zone, at);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  const instant = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((wall - instant) / 60_000);
}

/** "UTC+11:00", "UTC-03:30", "UTC+00:00". */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** What a reader might type for an offset: "UTC+2", "GMT+2", "UTC+5:30", "UTC-3:30". */
function offsetWords(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const short = `${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
  return `UTC${short} GMT${short}`;
}

/** The place a zone is named after, as a reader writes it: "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function zoneCity(zone: string): string {
  const last = zone.slice(zone.lastIndexOf('/') + 1);
  return last.replaceAll('_', ' ').replace(/^GMT$/, 'UTC');
}

/** The IANA area a zone lies in ("Africa", "America", "Australia"…), "UTC" for UTC and Etc/*. */
export function zoneRegion(zone: string): string {
  const slash = zone.indexOf('/');
  const area = slash < 0 ? 'UTC' : zone.slice(0, slash);
  return area === 'Etc' ? 'UTC' : area;
}

/** "Sydney (UTC+11:00)": the city and its offset at `at`. */
export function zoneLabel(zone: string, at: Date = new Date()): string {
  return `${zoneCity(zone)} (${formatOffset(offsetMinutes(zone, at))})`;
}

/** "Sydney, UTC+11:00": the same, to sit inside brackets of its own. */
export function zonePlace(zone: string, at: Date = new Date()): string {
  return `${zoneCity(zone)}, ${formatOffset(offsetMinutes(zone, at))}`;
}

export interface TimeZoneOption {
  /** The IANA id sent to the server. */
  value: string;
  city: string;
  region: string;
  offset: number;
  /** "Sydney (UTC+11:00)" */
  label: string;
  /** The browser's own zone, listed first. */
  yours: boolean;
  /** What a search matches: the label, the id and the offset as people write it ("UTC+2"). */
  search: string;
}

/** The areas in the order a picker lists them, after the reader's own zone. */
export const REGION_ORDER = ['UTC', 'Africa', 'America', 'Antarctica', 'Arctic', 'Asia', 'Atlantic', 'Australia', 'Europe', 'Indian', 'Pacific'] as const;
export type Region = (typeof REGION_ORDER)[number];

const regionRank = (region: string) => {
  const at = (REGION_ORDER as readonly string[]).indexOf(region);
  return at < 0 ? REGION_ORDER.length : at;
};

/**
 * Every zone as a picker lists it: the browser's zone first, then by region, and inside a
 * region from west to east (by offset), then by city. `keep` (a zone already saved that the
 * runtime's list lacks) is kept so that an old value is never silently replaced.
 */
export function timeZoneOptions(zones: readonly string[], options: { yours?: string; keep?: string; at?: Date } = {}): TimeZoneOption[] {
  const at = options.at ?? new Date();
  const ids = new Set(['UTC', ...zones]);
  if (options.yours) ids.add(options.yours);
  if (options.keep) ids.add(options.keep);
  const list: TimeZoneOption[] = [];
  for (const value of ids) {
    if (!TIME_ZONE_PATTERN.test(value) || !isKnownTimeZone(value)) continue;
    const offset = offsetMinutes(value, at);
    list.push({
      value,
      city: zoneCity(value),
      region: zoneRegion(value),
      offset,
      label: `${zoneCity(value)} (${formatOffset(offset)})`,
      yours: value === options.yours,
      search: `${zoneCity(value)} ${formatOffset(offset)} ${value.replaceAll('_', ' ')} ${offsetWords(offset)}`,
    });
  }
  return list.sort(
    (a, b) =>
      Number(b.yours) - Number(a.yours) ||
      regionRank(a.region) - regionRank(b.region) ||
      a.region.localeCompare(b.region) ||
      a.offset - b.offset ||
      a.city.localeCompare(b.city) ||
      a.value.localeCompare(b.value),
  );
}

let runtimeZones: string[] | undefined;
/** The IANA zones the runtime knows (about 420 in a browser). */
export function runtimeTimeZones(): string[] {
  runtimeZones ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return runtimeZones;
}

const hourStyles = new Map<Locale, 'numeric' | '2-digit'>();
/** A 24-hour language writes "09:00" and "00:00", a 12-hour one "9:00 AM". */
function hourStyle(locale: Locale): 'numeric' | '2-digit' {
  let style = hourStyles.get(locale);
  if (!style) {
    const cycle = new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric' }).resolvedOptions().hourCycle;
    style = cycle === 'h23' || cycle === 'h24' ? '2-digit' : 'numeric';
    hourStyles.set(locale, style);
  }
  return style;
}

/** An instant in `zone`, with the weekday: "Tue, Mar 3, 9:00 AM", "mar. 3 mars, 09:00". */
export function formatTimeIn(iso: string, locale: Locale, zone: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: hourStyle(locale),
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(iso));
}

/** Only the time of day of an instant in `zone`: "12:00 AM", "00:00". */
export function formatClockIn(iso: string, locale: Locale, zone: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { hour: hourStyle(locale), minute: '2-digit', timeZone: zone }).format(new Date(iso));
}

/** An instant in `zone`, weekday and year included: "Tuesday, March 3, 2026 at 9:00 AM". */
export function formatFullTimeIn(iso: string, locale: Locale, zone: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(new Date(iso));
}

/** The calendar day `iso` falls on in `zone`, as `YYYY-MM-DD`. */
export function dayIn(iso: string | Date, zone: string): string {
  const p = partsIn(zone, new Date(iso));
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Whole days from `a` to `b` (both `YYYY-MM-DD`). */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

export interface TwoZoneTime {
  /** The instant in the reader's zone, e.g. "Tue, Mar 3, 9:00 AM". */
  mine: string;
  /** The same instant in the other person's zone: the time alone on the same day ("12:00 AM"), else with its day. */
  theirs: string;
  /** The other person's city and offset, e.g. "Johannesburg, UTC+02:00". */
  theirZone: string;
  /** The reader's own city and offset. */
  myZone: string;
  /** Both zones read the same clock at that instant: saying it twice tells nothing. */
  same: boolean;
}

/**
 * One instant for two people: "Tue 9:00 AM your time · 12:00 AM for Maria (Johannesburg)" is
 * the caller's message around these pieces.
 */
export function twoZoneTime(iso: string, locale: Locale, mine: string, theirs: string): TwoZoneTime {
  const at = new Date(iso);
  return {
    mine: formatTimeIn(iso, locale, mine),
    theirs: dayIn(at, mine) === dayIn(at, theirs) ? formatClockIn(iso, locale, theirs) : formatTimeIn(iso, locale, theirs),
    myZone: zonePlace(mine, at),
    theirZone: zonePlace(theirs, at),
    same: offsetMinutes(mine, at) === offsetMinutes(theirs, at),
  };
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant at which `zone`'s wall clock reads `clock` ("HH:MM") on `day` (`YYYY-MM-DD`). */
export function wallClockInstant(day: string, clock: string, zone: string): Date {
  const [, h, m] = CLOCK.exec(clock) ?? [];
  const guess = Date.parse(`${day}T${h ?? '00'}:${m ?? '00'}:00Z`);
  // Two passes settle on the right side of a change of offset.
  let instant = guess - offsetMinutes(zone, new Date(guess)) * 60_000;
  instant = guess - offsetMinutes(zone, new Date(instant)) * 60_000;
  return new Date(instant);
}

export interface ShiftedClock {
  /** "HH:MM" in the other zone. */
  clock: string;
  /** −1 when it falls on the day before there, +1 on the day after, 0 on the same day. */
  dayShift: number;
}

/**
 * A schedule's wall-clock time in another zone, as it reads on `on` (today by default: the
 * offsets of the day the reader is looking): 09:00 in Sydney is 00:00 the same day in
 * Johannesburg in January, and 19:00 the day before in New York.
 */
export function shiftClock(clock: string, from: string, to: string, on: Date = new Date()): ShiftedClock {
  const day = dayIn(on, from);
  const instant = wallClockInstant(day, clock, from);
  const p = partsIn(to, instant);
  return {
    clock: `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`,
    dayShift: daysBetween(day, dayIn(instant, to)),
  };
}

/** A "HH:MM" wall-clock time as the language writes it ("9:00 AM", "09:00", "上午9:00"). */
export function formatClock(clock: string, locale: Locale): string {
  const [, h, m] = CLOCK.exec(clock) ?? [];
  if (h === undefined || m === undefined) return clock;
  return new Intl.DateTimeFormat(intlLocale(locale), { hour: hourStyle(locale), minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, Number(h), Number(m))),
  );
}
