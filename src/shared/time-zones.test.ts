import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatOffset,
  formatTimeIn,
  offsetMinutes,
  runtimeTimeZones,
  shiftClock,
  timeZoneOptions,
  twoZoneTime,
  wallClockInstant,
  zoneCity,
  zoneLabel,
  zoneRegion,
} from './time-zones.js';

const space = (s: string) => s.replace(/\s+/g, ' ');
// Southern summer / northern winter, and the other way round.
const JANUARY = new Date('2027-01-12T12:00:00Z');
const JULY = new Date('2027-07-12T12:00:00Z');

describe('offsets', () => {
  it('follows each zone’s summer time', () => {
    expect(offsetMinutes('Australia/Sydney', JANUARY)).toBe(660);
    expect(offsetMinutes('Australia/Sydney', JULY)).toBe(600);
    expect(offsetMinutes('Africa/Johannesburg', JANUARY)).toBe(120);
    expect(offsetMinutes('America/New_York', JANUARY)).toBe(-300);
    expect(offsetMinutes('America/New_York', JULY)).toBe(-240);
    expect(offsetMinutes('Asia/Kolkata', JANUARY)).toBe(330);
    expect(offsetMinutes('UTC', JULY)).toBe(0);
  });

  it('writes an offset with its sign, hours and minutes', () => {
    expect(formatOffset(660)).toBe('UTC+11:00');
    expect(formatOffset(-210)).toBe('UTC-03:30');
    expect(formatOffset(0)).toBe('UTC+00:00');
    expect(zoneLabel('Australia/Sydney', JANUARY)).toBe('Sydney (UTC+11:00)');
    expect(zoneLabel('America/St_Johns', JANUARY)).toBe('St Johns (UTC-03:30)');
  });
});

describe('names', () => {
  it('reads a city and a region out of an IANA id', () => {
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
    expect(zoneRegion('America/Argentina/Buenos_Aires')).toBe('America');
    expect(zoneRegion('Etc/GMT+5')).toBe('UTC');
    expect(zoneRegion('UTC')).toBe('UTC');
  });
});

describe('timeZoneOptions', () => {
  const zones = ['Europe/Paris', 'Africa/Johannesburg', 'Australia/Sydney', 'America/New_York', 'America/Los_Angeles', 'Africa/Lagos'];

  it('puts the browser’s zone first, then groups by region from west to east', () => {
    const options = timeZoneOptions(zones, { yours: 'Australia/Sydney', at: JANUARY });
    expect(options.map((o) => o.value)).toEqual([
      'Australia/Sydney',
      'UTC',
      'Africa/Lagos',
      'Africa/Johannesburg',
      'America/Los_Angeles',
      'America/New_York',
      'Europe/Paris',
    ]);
    expect(options[0]).toMatchObject({ yours: true, label: 'Sydney (UTC+11:00)', region: 'Australia' });
    expect(options.filter((o) => o.yours)).toHaveLength(1);
    // Found by the city, the id or the offset as people write it.
    expect(options.find((o) => o.value === 'Africa/Johannesburg')!.search).toContain('UTC+2 ');
    expect(options.find((o) => o.value === 'America/Los_Angeles')!.search).toContain('America/Los Angeles');
  });

  it('keeps a saved zone and drops what the contract or the runtime would refuse', () => {
    const options = timeZoneOptions(['Europe/Paris', 'Not/A_Zone', 'bad zone'], { keep: 'Asia/Tokyo', at: JANUARY });
    expect(options.map((o) => o.value)).toEqual(['UTC', 'Asia/Tokyo', 'Europe/Paris']);
  });

  it('lists every zone the runtime knows, each once', () => {
    const options = timeZoneOptions(runtimeTimeZones(), { yours: 'Africa/Johannesburg' });
    expect(options.length).toBeGreaterThan(300);
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    expect(options[0]!.value).toBe('Africa/Johannesburg');
  });
});

describe('one instant for two people', () => {
  // Tuesday 9:00 in Sydney (summer time) is midnight in Johannesburg.
  const iso = '2027-01-11T22:00:00.000Z';

  it('gives the time in each zone with the other zone’s name', () => {
    const both = twoZoneTime(iso, 'en', 'Australia/Sydney', 'Africa/Johannesburg');
    expect(space(both.mine)).toBe('Tue, Jan 12, 9:00 AM');
    expect(space(both.theirs)).toBe('12:00 AM');
    expect(both.theirZone).toBe('Johannesburg, UTC+02:00');
    expect(both.myZone).toBe('Sydney, UTC+11:00');
    expect(both.same).toBe(false);
  });

  it('reads the other way round from Johannesburg, and in other languages', () => {
    const both = twoZoneTime(iso, 'fr', 'Africa/Johannesburg', 'Australia/Sydney');
    expect(space(both.mine)).toBe('mar. 12 janv., 00:00');
    expect(space(both.theirs)).toBe('09:00');
    // Across midnight, the other side's day is written out.
    expect(space(twoZoneTime(iso, 'en', 'America/New_York', 'Australia/Sydney').theirs)).toBe('Tue, Jan 12, 9:00 AM');
    expect(space(formatTimeIn(iso, 'es', 'America/New_York'))).toBe('lun, 11 ene, 17:00');
    expect(formatTimeIn(iso, 'zh', 'Asia/Shanghai')).toContain('1月12日');
  });

  it('says when both zones read the same clock', () => {
    expect(twoZoneTime(iso, 'en', 'Africa/Johannesburg', 'Africa/Maputo').same).toBe(true);
  });
});

describe('schedule hours in another zone', () => {
  it('finds the instant a wall clock reads a time, across summer time', () => {
    expect(wallClockInstant('2027-01-12', '09:00', 'Australia/Sydney').toISOString()).toBe('2027-01-11T22:00:00.000Z');
    expect(wallClockInstant('2027-07-12', '09:00', 'Australia/Sydney').toISOString()).toBe('2027-07-11T23:00:00.000Z');
    expect(wallClockInstant('2027-07-12', '09:00', 'America/New_York').toISOString()).toBe('2027-07-12T13:00:00.000Z');
  });

  it('moves Sydney nine to five to Johannesburg, New York and Kolkata', () => {
    expect(shiftClock('09:00', 'Australia/Sydney', 'Africa/Johannesburg', JANUARY)).toEqual({ clock: '00:00', dayShift: 0 });
    expect(shiftClock('17:00', 'Australia/Sydney', 'Africa/Johannesburg', JANUARY)).toEqual({ clock: '08:00', dayShift: 0 });
    expect(shiftClock('09:00', 'Australia/Sydney', 'Africa/Johannesburg', JULY)).toEqual({ clock: '01:00', dayShift: 0 });
    expect(shiftClock('09:00', 'Australia/Sydney', 'America/New_York', JANUARY)).toEqual({ clock: '17:00', dayShift: -1 });
    expect(shiftClock('17:00', 'America/New_York', 'Asia/Kolkata', JANUARY)).toEqual({ clock: '03:30', dayShift: 1 });
    expect(shiftClock('09:00', 'UTC', 'UTC', JANUARY)).toEqual({ clock: '09:00', dayShift: 0 });
  });

  it('writes a wall-clock time as each language does', () => {
    expect(space(formatClock('09:00', 'en'))).toBe('9:00 AM');
    expect(formatClock('17:30', 'fr')).toBe('17:30');
    expect(formatClock('nonsense', 'en')).toBe('nonsense');
  });
});
