import { describe, expect, it } from 'vitest';
import { formatClock, formatSlot, timeZoneName } from './time-zone';

const space = (s: string) => s.replace(/\s+/g, ' ');

describe('time-zone', () => {
  it('writes a schedule time as each language does', () => {
    expect(space(formatClock('09:00', 'en'))).toBe('9:00 AM');
    expect(space(formatClock('17:30', 'en'))).toBe('5:30 PM');
    expect(formatClock('17:30', 'fr')).toBe('17:30');
    expect(formatClock('nonsense', 'en')).toBe('nonsense');
  });

  it('names a zone in words with its id', () => {
    expect(timeZoneName('America/New_York', 'en')).toMatch(/^Eastern (Standard|Daylight) Time \(America\/New_York\)$/);
  });

  it('gives an interview time in full, in the zone asked for by the runtime', () => {
    const text = space(formatSlot('2026-04-06T14:00:00.000Z', 'en'));
    expect(text).toContain('2026');
    expect(text).toMatch(/April [67]/);
  });
});
