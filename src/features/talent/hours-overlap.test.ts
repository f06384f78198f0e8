import { describe, expect, it } from 'vitest';
import { overlapMinutes } from './hours-overlap';

// A January day: no summer time in Manila or Sydney; New York on standard time.
const at = new Date('2026-01-14T12:00:00Z');
const manila = { timezone: 'Asia/Manila', start: '09:00', end: '17:00' };

describe('overlapMinutes', () => {
  it('counts the whole day for the same hours in the same zone, and none half a world apart', () => {
    expect(overlapMinutes(manila, 'Asia/Manila', at)).toBe(480);
    // New York's 9 to 5 is 22:00 to 06:00 in Manila.
    expect(overlapMinutes(manila, 'America/New_York', at)).toBe(0);
  });

  it('counts a shift past midnight on either side of the day', () => {
    // Manila's 21:00 to 05:00 is New York's 08:00 to 16:00: seven hours of New York's 9 to 5.
    expect(overlapMinutes({ timezone: 'Asia/Manila', start: '21:00', end: '05:00' }, 'America/New_York', at)).toBe(420);
    // Sydney (UTC+11 in January) starts three hours before Manila's day ends.
    expect(overlapMinutes(manila, 'Australia/Sydney', at)).toBe(300);
  });

  it('follows summer time at the instant asked', () => {
    const july = new Date('2026-07-14T12:00:00Z');
    // Sydney is UTC+10 in July: one more hour shared with Manila.
    expect(overlapMinutes(manila, 'Australia/Sydney', july)).toBe(360);
  });
});
