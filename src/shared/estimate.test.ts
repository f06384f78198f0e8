import { describe, expect, it } from 'vitest';
import {
  alternative,
  clampWorkHours,
  estimate,
  ESTIMATE_LIMITS,
  grantForEstimate,
  personCost,
  readEstimateLine,
  readEstimateLines,
  workHoursRange,
  type EstimateLine,
} from './estimate.js';
import { FEES } from './fees.js';
import { hourlyRateRange, monthlySalaryRange } from './job-roles.js';
import { firstMonth, monthlyCharge } from './pricing.js';

// Figures worked out by hand from docs/product.md section 5:
// a bookkeeper at intermediate level typically earns $1,400 a month; service fee $399,
// setup $199, secure cloud computing $99, subscription $49. December 2026 has 31 days,
// so a start on the 14th pays 18 of them.
const BOOKKEEPER: EstimateLine = {
  role: 'bookkeeper',
  experience: 'intermediate',
  type_of_hire: 'full_time',
  headcount: 1,
  service_period_months: 6,
  security: false,
  work_hours: 40,
  start_date: '2026-12-14',
};
const PART_TIME: EstimateLine = { ...BOOKKEEPER, type_of_hire: 'fractional', work_hours: 20, service_period_months: 3 };

describe('personCost', () => {
  it('prorates the first month of a full-time hire by calendar days and adds the setup fee', () => {
    // salary 140 000 × 18/31 = 81 290.3 → 81 290; service fee 39 900 × 18/31 = 23 167.7 → 23 168; + 19 900 setup.
    expect(personCost(BOOKKEEPER)).toEqual({
      pay: 140_000,
      hourly: 0,
      serviceFee: 39_900,
      security: 0,
      setupFee: 19_900,
      firstMonth: 124_358,
      monthly: 179_900,
      // the first month, then 5 full months of 179 900
      period: 124_358 + 5 * 179_900,
      grantSavings: 0,
    });
    expect(personCost(BOOKKEEPER).period).toBe(1_023_858);
  });

  it('agrees with the pricing module checkout charges with', () => {
    const terms = { monthlyPayCents: 140_000, level: 'intermediate', includeInsurance: false, includeHealthcare: false, secureCloudComputing: false } as const;
    expect(personCost(BOOKKEEPER).firstMonth).toBe(firstMonth({ ...terms, startDate: '2026-12-14' }).total);
    expect(personCost(BOOKKEEPER).monthly).toBe(monthlyCharge(terms));
  });

  it('adds secure cloud computing to the first month and every month, never prorated', () => {
    const secure = personCost({ ...BOOKKEEPER, security: true });
    expect(secure.security).toBe(9_900);
    expect(secure.firstMonth).toBe(134_258);
    expect(secure.monthly).toBe(189_800);
    expect(secure.period).toBe(134_258 + 5 * 189_800);
  });

  it('pays a fractional hire its hourly rate for the weekly hours over 52 weeks, by month', () => {
    // $1,400 over 40 × 52 / 12 = 173.33 hours: 807.7 → 808 cents an hour.
    expect(hourlyRateRange('bookkeeper', 'intermediate').typical).toBe(808);
    // 808 × 20 × 52 / 12 = 70 026.7 → 70 027 a month.
    const cost = personCost(PART_TIME);
    expect(cost).toMatchObject({ hourly: 808, pay: 70_027, serviceFee: 39_900, setupFee: 19_900 });
    // 70 027 × 18/31 = 40 660.8 → 40 661; + 23 168 + 19 900.
    expect(cost.firstMonth).toBe(83_729);
    expect(cost.monthly).toBe(109_927);
    expect(cost.period).toBe(83_729 + 2 * 109_927);
  });

  it('counts a one-month period as the first month alone', () => {
    const oneMonth = personCost({ ...BOOKKEEPER, service_period_months: 1 });
    expect(oneMonth.period).toBe(oneMonth.firstMonth);
  });

  it('takes the grant’s share off the setup and service fees only', () => {
    // first month: (23 168 + 19 900) × 50% = 21 534 off; each month after: 39 900 × 50% = 19 950 off.
    const granted = personCost(BOOKKEEPER, 50);
    expect(granted.firstMonth).toBe(124_358 - 21_534);
    expect(granted.monthly).toBe(179_900 - 19_950);
    expect(granted.period).toBe(102_824 + 5 * 159_950);
    expect(granted.grantSavings).toBe(21_534 + 5 * 19_950);
    expect(granted.pay).toBe(140_000);
  });
});

describe('estimate', () => {
  it('is empty, subscription included, with no line', () => {
    expect(estimate([])).toEqual({
      lines: [],
      subscription: { monthly: 0, period: 0 },
      firstMonth: 0,
      monthly: 0,
      period: 0,
      grantSavings: 0,
    });
  });

  it('multiplies by headcount and adds the subscription once, for the longest period', () => {
    const result = estimate([{ ...BOOKKEEPER, headcount: 2 }, PART_TIME]);
    expect(result.lines.map((line) => [line.firstMonth, line.monthly, line.period])).toEqual([
      [2 * 124_358, 2 * 179_900, 2 * 1_023_858],
      [83_729, 109_927, 303_583],
    ]);
    expect(result.subscription).toEqual({ monthly: 4_900, period: 6 * 4_900 });
    expect(result.firstMonth).toBe(248_716 + 83_729 + 4_900);
    expect(result.monthly).toBe(359_800 + 109_927 + 4_900);
    expect(result.period).toBe(2_047_716 + 303_583 + 29_400);
    expect(result.grantSavings).toBe(0);
  });

  it('covers only as many people as the grant has hires left, in the order of the lines', () => {
    const lines = [{ ...BOOKKEEPER, headcount: 2 }, PART_TIME];
    const one = estimate(lines, { percent: 50, hiresLeft: 1 });
    // One bookkeeper at the grant's price, the other and the fractional hire at full price.
    expect(one.lines[0]).toMatchObject({ firstMonth: 102_824 + 124_358, monthly: 159_950 + 179_900, period: 902_574 + 1_023_858, grantSavings: 121_284 });
    expect(one.lines[1]).toMatchObject({ firstMonth: 83_729, period: 303_583, grantSavings: 0 });
    expect(one.grantSavings).toBe(121_284);
    expect(one.period).toBe(1_926_432 + 303_583 + 29_400);

    const three = estimate(lines, { percent: 50, hiresLeft: 3 });
    // The fractional hire: (23 168 + 19 900) × 50% + 2 × 19 950 = 61 434.
    expect(three.lines.map((line) => line.grantSavings)).toEqual([2 * 121_284, 61_434]);
    // A grant never touches the per-line cost of one person without it.
    expect(three.lines[0]!.each).toEqual(personCost(BOOKKEEPER));
  });

  it('leaves everything at full price with a grant that has no hires left', () => {
    expect(estimate([BOOKKEEPER], { percent: 80, hiresLeft: 0 })).toEqual(estimate([BOOKKEEPER]));
  });
});

describe('the other way to hire the same role', () => {
  it('is fractional at the usual part-time week for a full-time line, and back', () => {
    expect(alternative(BOOKKEEPER)).toEqual({ ...BOOKKEEPER, type_of_hire: 'fractional', work_hours: 20 });
    expect(alternative(PART_TIME)).toEqual({ ...PART_TIME, type_of_hire: 'full_time', work_hours: 40 });
    // A fractional bookkeeper at 20 hours: the comparison the calculator shows beside the line.
    expect(personCost(alternative(BOOKKEEPER)).monthly).toBe(70_027 + 39_900);
  });
});

describe('weekly hours', () => {
  it('keeps the hours inside the kind of hire’s range, in whole hours', () => {
    expect(workHoursRange('full_time')).toEqual({ min: 30, max: 60, usual: 40 });
    expect(workHoursRange('fractional')).toEqual({ min: 1, max: 29, usual: 20 });
    expect(clampWorkHours('fractional', 45)).toBe(29);
    expect(clampWorkHours('fractional', 0)).toBe(1);
    expect(clampWorkHours('full_time', 20)).toBe(30);
    expect(clampWorkHours('full_time', 61)).toBe(60);
    expect(clampWorkHours('fractional', 12.6)).toBe(13);
  });
});

describe('reading lines from outside', () => {
  it('keeps a valid line, without fields the contract does not have', () => {
    expect(readEstimateLine({ ...BOOKKEEPER, price: 1 })).toEqual(BOOKKEEPER);
    expect(readEstimateLines([BOOKKEEPER, PART_TIME])).toEqual([BOOKKEEPER, PART_TIME]);
  });

  it.each([
    ['an unknown role', { role: 'astronaut' }],
    ['a role inherited from Object', { role: 'toString' }],
    ['an unknown level', { experience: 'senior' }],
    ['an unknown kind of hire', { type_of_hire: 'contract' }],
    ['no one', { headcount: 0 }],
    ['too many people', { headcount: 51 }],
    ['half a person', { headcount: 1.5 }],
    ['a period too long', { service_period_months: 37 }],
    ['hours outside the full-time range', { work_hours: 20 }],
    ['a date that does not exist', { start_date: '2026-02-30' }],
    ['security as text', { security: 'yes' }],
  ])('refuses %s', (_, change) => expect(readEstimateLine({ ...BOOKKEEPER, ...change })).toBeNull());

  it('refuses the whole list when one line is bad, empty, or longer than the contract allows', () => {
    expect(readEstimateLines([BOOKKEEPER, { ...PART_TIME, work_hours: 35 }])).toBeNull();
    expect(readEstimateLines([])).toBeNull();
    expect(readEstimateLines(Array.from({ length: ESTIMATE_LIMITS.lines + 1 }, () => BOOKKEEPER))).toBeNull();
    expect(readEstimateLines(Array.from({ length: ESTIMATE_LIMITS.lines }, () => BOOKKEEPER))).toHaveLength(20);
    expect(readEstimateLines('bookkeeper')).toBeNull();
    expect(readEstimateLines(null)).toBeNull();
  });
});

describe('the grant an estimate applies', () => {
  it('is the first grant with hires left, in the order listed (oldest first, as checkout uses them)', () => {
    const grant = (percent: number, hires: number, hires_used: number) => ({ percent, hires, hires_used });
    expect(grantForEstimate([])).toBeUndefined();
    expect(grantForEstimate([grant(50, 3, 3)])).toBeUndefined();
    const half = grant(50, 3, 1);
    expect(grantForEstimate([grant(75, 2, 2), half, grant(25, 10, 0)])).toEqual({ grant: half, terms: { percent: 50, hiresLeft: 2 } });
    expect(grantForEstimate([grant(10, 5, 0), half])?.terms).toEqual({ percent: 10, hiresLeft: 5 });
  });
});

it('uses the fees and pay table the rest of the product quotes', () => {
  expect(monthlySalaryRange('bookkeeper', 'intermediate').typical).toBe(140_000);
  expect([FEES.serviceFee.intermediate, FEES.onboardingSetup, FEES.platformSubscription, FEES.addOns.secureCloudComputing]).toEqual([
    39_900, 19_900, 4_900, 9_900,
  ]);
});
