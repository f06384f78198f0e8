import { describe, expect, it } from 'vitest';
import { exportRangeProblem } from './export-range';
import { calendarWeeks, isMonth, monthRange, shiftMonth, todayHere } from './month';
import { readStaffWorkParams } from './staff-work-params';

describe('months of the staff member’s calendar', () => {
  it('turns months across years and knows each month’s last day, leap years included', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-04')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(isMonth('2026-13')).toBe(false);
  });

  it('lays a month out in weeks from Monday, with blanks around it', () => {
    // May 2026 begins on a Friday and ends on a Sunday.
    const days = Array.from({ length: 31 }, (_, i) => ({ date: `2026-05-${String(i + 1).padStart(2, '0')}` }));
    const weeks = calendarWeeks(days);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]!.slice(0, 5)).toEqual([null, null, null, null, { date: '2026-05-01' }]);
    expect(weeks[4]!.at(-1)).toEqual({ date: '2026-05-31' });
  });

  it('reads today in the browser’s own calendar, not in UTC', () => {
    expect(todayHere(new Date(2026, 4, 20, 23, 30))).toBe('2026-05-20');
  });
});

describe('the export’s range', () => {
  it('takes at most a year, a leap year included, and both ends in order', () => {
    expect(exportRangeProblem('2028-01-01', '2028-12-31')).toBeUndefined();
    expect(exportRangeProblem('2028-01-01', '2029-01-01')).toEqual({ field: 'to', reason: 'too_long' });
    expect(exportRangeProblem('2026-05-02', '2026-05-01')).toEqual({ field: 'to', reason: 'order' });
    expect(exportRangeProblem('', '2026-05-01')).toEqual({ field: 'from', reason: 'missing' });
  });
});

describe('the page’s address', () => {
  it('lands on the tab a mail links to, and ignores what the server would refuse', () => {
    expect(readStaffWorkParams(new URLSearchParams('tab=time-off&page=2'))).toEqual({ tab: 'time-off', view: 'calendar', page: 2 });
    expect(readStaffWorkParams(new URLSearchParams('tab=payroll&month=2026-5&report=nope&view=list'))).toEqual({ tab: 'attendance', view: 'list', page: 1 });
  });
});
