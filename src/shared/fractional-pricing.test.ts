import { describe, expect, it } from 'vitest';
import { FEES } from './fees.js';
import {
  billDateOf,
  coveredDays,
  fractionalFirstMonth,
  fractionalMonthCharge,
  fractionalMonthOutlook,
  fullMonthRange,
  minutesCents,
  monthStart,
  previousMonthStart,
  rangeCents,
  rangeChange,
  type HoursRange,
} from './fractional-pricing.js';

const range = (minHours: number, maxHours: number): HoursRange => ({ minHours, maxHours });
const FULL_JANUARY = { days: 31, daysInMonth: 31 };

describe('months', () => {
  it.each([
    ['2030-01-16', '2030-01-01', '2029-12-01', '2030-02-01'],
    ['2029-12-31', '2029-12-01', '2029-11-01', '2030-01-01'],
    ['2028-02-29', '2028-02-01', '2028-01-01', '2028-03-01'],
  ])('%s is in the month of %s, after %s, billed on %s', (date, first, previous, bill) => {
    expect(monthStart(date)).toBe(first);
    expect(previousMonthStart(date)).toBe(previous);
    expect(billDateOf(date)).toBe(bill);
  });
});

describe('coveredDays', () => {
  it.each([
    // month, billing start, end date, days covered, days in month
    ['2030-01-01', '2029-12-10', null, 31, 31],
    ['2029-12-01', '2029-12-10', null, 22, 31],
    ['2029-12-01', '2029-12-31', null, 1, 31],
    ['2029-12-01', '2030-01-05', null, 0, 31],
    ['2030-01-01', '2029-12-10', '2030-01-10', 10, 31],
    ['2030-01-01', '2029-12-10', '2030-01-01', 1, 31],
    ['2030-02-01', '2029-12-10', '2030-01-31', 0, 28],
    ['2030-01-01', '2030-01-12', '2030-01-20', 9, 31],
    ['2030-01-01', '2030-01-12', '2030-01-12', 1, 31],
    ['2028-02-01', '2028-02-15', null, 15, 29],
    // The month is named by any of its days.
    ['2030-01-20', '2029-12-10', null, 31, 31],
  ] as const)('%s, billed from %s, ended %s: %i of %i days', (month, start, end, days, daysInMonth) =>
    expect(coveredDays(month, start, end)).toEqual({ days, daysInMonth }),
  );
});

describe('cents', () => {
  it.each([
    [60, 3_000, 3_000],
    [90, 2_500, 3_750],
    [1, 1_000, 17],
    [0, 3_000, 0],
    [2_640, 3_000, 132_000],
  ])('%i minutes at %i an hour are %i', (minutes, hourly, cents) => expect(minutesCents(minutes, hourly)).toBe(cents));

  it.each([
    [FULL_JANUARY, 60_000, 180_000],
    [{ days: 22, daysInMonth: 31 }, 42_581, 127_742],
    [{ days: 10, daysInMonth: 31 }, 19_355, 58_065],
    [{ days: 14, daysInMonth: 28 }, 30_000, 90_000],
    [{ days: 0, daysInMonth: 30 }, 0, 0],
  ])('20 to 60 hours at $30 over %o: %i to %i', (covered, floor, cap) => expect(rangeCents(range(20, 60), 3_000, covered)).toEqual({ floor, cap }));

  it('a full month at a range is the spec’s next-month charge', () => {
    expect(fullMonthRange(3_000, range(20, 60))).toEqual({ lower: 60_000, upper: 180_000 });
    expect(fullMonthRange(2_550, range(1, 125))).toEqual({ lower: 2_550, upper: 318_750 });
  });
});

describe('fractionalFirstMonth', () => {
  it.each([
    // start, days, in month, minimum
    ['2029-12-10', 22, 31, 42_581],
    ['2030-01-01', 31, 31, 60_000],
    ['2030-01-31', 1, 31, 1_935],
    ['2028-02-29', 1, 29, 2_069],
  ])('from %s: %i of %i days of the minimum, paid ahead', (startDate, days, daysInMonth, minimumCents) => {
    const first = fractionalFirstMonth({ hourlyCents: 3_000, range: range(20, 60), startDate });
    expect(first).toEqual({
      startDate,
      days,
      daysInMonth,
      minimumCents,
      setupFee: FEES.onboardingSetup,
      // A coupon reduces the setup fee, never the hours.
      fees: FEES.onboardingSetup,
      total: minimumCents + FEES.onboardingSetup,
    });
  });
});

describe('fractionalMonthCharge', () => {
  const charge = (minutesWorked: number, covered = FULL_JANUARY, prepaidCents = 0, hours = range(20, 60)) =>
    fractionalMonthCharge({ hourlyCents: 3_000, range: hours, minutesWorked, covered, prepaidCents });

  it.each([
    // minutes worked, billed: below the minimum, at it, inside, at the maximum, above it
    [690, 60_000],
    [1_200, 60_000],
    [1_830, 91_500],
    [3_600, 180_000],
    [5_000, 180_000],
    [0, 60_000],
  ])('a full month with %i minutes worked bills %i', (minutes, billed) => {
    expect(charge(minutes)).toEqual({
      workedCents: minutesCents(minutes, 3_000),
      floorCents: 60_000,
      capCents: 180_000,
      billedCents: billed,
      prepaidCents: 0,
      amountCents: billed,
    });
  });

  it('the first month: the range prorated from the billing start, less the minimum paid at checkout', () => {
    const covered = { days: 22, daysInMonth: 31 };
    const prepaid = fractionalFirstMonth({ hourlyCents: 3_000, range: range(20, 60), startDate: '2029-12-10' }).minimumCents;
    // Above the maximum: the maximum, less what was paid.
    expect(charge(2_640, covered, prepaid)).toMatchObject({ workedCents: 132_000, billedCents: 127_742, prepaidCents: 42_581, amountCents: 85_161 });
    // Within: the hours, less what was paid.
    expect(charge(1_800, covered, prepaid)).toMatchObject({ billedCents: 90_000, amountCents: 47_419 });
    // Below the minimum: the minimum was paid already, nothing more is due.
    expect(charge(600, covered, prepaid)).toMatchObject({ billedCents: 42_581, amountCents: 0 });
  });

  it('the month a contract ended: the range prorated to its last day', () => {
    expect(charge(0, { days: 10, daysInMonth: 31 })).toMatchObject({ floorCents: 19_355, capCents: 58_065, billedCents: 19_355, amountCents: 19_355 });
    expect(charge(2_400, { days: 10, daysInMonth: 31 })).toMatchObject({ billedCents: 58_065, amountCents: 58_065 });
  });

  it('what was paid ahead above what the month bills (its range lowered since) is never owed back', () => {
    expect(charge(0, FULL_JANUARY, 60_000, range(10, 20))).toMatchObject({ billedCents: 30_000, amountCents: 0 });
  });
});

describe('fractionalMonthOutlook', () => {
  it.each([
    // minutes so far, prepaid, lower, upper
    [690, 0, 60_000, 180_000],
    [4_000, 0, 180_000, 180_000],
    [0, 42_581, 17_419, 137_419],
    [0, 200_000, 0, 0],
  ])('%i minutes so far, %i paid ahead: from %i to %i', (minutesWorked, prepaidCents, lowerCents, upperCents) =>
    expect(fractionalMonthOutlook({ hourlyCents: 3_000, range: range(20, 60), minutesWorked, covered: FULL_JANUARY, prepaidCents })).toEqual({
      lowerCents,
      upperCents,
    }),
  );
});

describe('rangeChange', () => {
  it.each([
    // current, wanted, this month, from next month
    [range(20, 60), range(30, 80), range(30, 80), range(30, 80)],
    [range(20, 60), range(10, 40), range(20, 60), range(10, 40)],
    [range(20, 60), range(40, 50), range(40, 60), range(40, 50)],
    [range(20, 60), range(10, 80), range(20, 80), range(10, 80)],
    [range(20, 60), range(20, 60), range(20, 60), range(20, 60)],
    [range(20, 60), range(70, 90), range(70, 90), range(70, 90)],
    [range(20, 60), range(1, 5), range(20, 60), range(1, 5)],
  ])('from %o to %o: %o now, %o from next month', (current, wanted, thisMonth, fromNextMonth) =>
    expect(rangeChange(current, wanted)).toEqual({ thisMonth, fromNextMonth }),
  );
});
