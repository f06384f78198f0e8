import { describe, expect, it } from 'vitest';
import { calendarWeeks, formatMinutes, formatStopwatch, monthRange, shiftMonth, todayIn, weekOf } from './work-time';

const space = (text: string) => text.replace(/\s+/g, ' ');

describe('work-time', () => {
  it('counts weeks from Monday and months across years', () => {
    expect(weekOf('2026-06-03')).toEqual(['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06', '2026-06-07']);
    expect(weekOf('2026-06-07')[0]).toBe('2026-06-01');
    expect([shiftMonth('2026-01', -1), shiftMonth('2026-12', 1)]).toEqual(['2025-12', '2027-01']);
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    const june = calendarWeeks('2026-06');
    expect(june).toHaveLength(5);
    expect(june[4]).toEqual(['2026-06-29', '2026-06-30', null, null, null, null, null]);
  });

  it('dates today in the staff member’s zone', () => {
    // 20:00 UTC on June 3 is already June 4 in Manila.
    expect(todayIn('Asia/Manila', new Date('2026-06-03T20:00:00Z'))).toBe('2026-06-04');
    expect(todayIn('America/New_York', new Date('2026-06-03T02:00:00Z'))).toBe('2026-06-02');
  });

  it('writes durations in each language', () => {
    expect(space(formatMinutes(450, 'en'))).toBe('7 hr 30 min');
    expect(space(formatMinutes(480, 'fr'))).toBe('8 h');
    expect(space(formatMinutes(0, 'es'))).toBe('0 min');
    expect(formatMinutes(450, 'zh')).toBe('7小时30分钟');
    expect(formatStopwatch(3 * 3600 + 5 * 60 + 7.9)).toBe('3:05:07');
  });
});
