import { describe, expect, it } from 'vitest';
import {
  billingStartDate,
  cardFeeCents,
  chargeSums,
  couponDiscount,
  daysInMonth,
  firstMonth,
  monthEnd,
  monthlyCharge,
  nextBillDate,
  parseDate,
  prorate,
  quote,
  type Coupon,
  firstBilledOn,
  nextCharge,
} from './pricing.js';

describe('calendar', () => {
  it.each([
    [2026, 1, 31], [2026, 2, 28], [2024, 2, 29], [2000, 2, 29], [1900, 2, 28], [2026, 4, 30], [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => expect(daysInMonth(year, month)).toBe(days));

  it.each(['2026-02-29', '2026-13-01', '2026-00-10', '2026-1-1', 'tomorrow'])('refuses %s', (iso) =>
    expect(() => parseDate(iso)).toThrow(RangeError),
  );

  it.each([
    ['2026-01-15', '2026-02-01'], ['2026-12-31', '2027-01-01'], ['2024-02-29', '2024-03-01'], ['2026-06-01', '2026-07-01'],
  ])('the bill after %s falls on %s', (date, bill) => expect(nextBillDate(date)).toBe(bill));
});

describe('prorate', () => {
  it.each([
    // amount, start, days, in month, cents
    [310_000, '2026-01-01', 31, 31, 310_000],
    [310_000, '2026-01-31', 1, 31, 10_000],
    [280_000, '2026-02-15', 14, 28, 140_000],
    [290_000, '2024-02-15', 15, 29, 150_000],
    [300_000, '2026-04-16', 15, 30, 150_000],
    [100_000, '2026-03-10', 22, 31, 70_968], // 100000 * 22 / 31 = 70967.7…
  ])('%i from %s: %i of %i days', (amount, start, days, total, cents) =>
    expect(prorate(amount, start)).toEqual({ cents, days, daysInMonth: total }),
  );
});

describe('firstMonth', () => {
  const base = { monthlyPayCents: 150_000, level: 'intermediate' as const, includeInsurance: false, includeHealthcare: false, secureCloudComputing: false };

  it('a hire starting on the 1st pays a whole month plus the setup fee', () => {
    expect(firstMonth({ ...base, startDate: '2026-06-01' })).toMatchObject({
      salary: 150_000, serviceFee: 39_900, setupFee: 19_900, grant: 0, fees: 59_800, total: 209_800, days: 30, daysInMonth: 30,
    });
  });

  it('prorates salary and service fee but not the setup fee or add-ons', () => {
    const month = firstMonth({ ...base, startDate: '2026-06-16', includeInsurance: true, includeHealthcare: true, secureCloudComputing: true });
    expect(month.salary).toBe(75_000);
    expect(month.serviceFee).toBe(19_950);
    expect(month.addOns).toEqual({ insurance: 4_900, healthcare: 3_900, secureCloudComputing: 9_900, total: 18_700 });
    expect(month.total).toBe(75_000 + 19_950 + 19_900 + 18_700);
  });

  it('a grant reduces the setup and service fees only', () => {
    const month = firstMonth({ ...base, startDate: '2026-06-01', grantPercent: 50 });
    expect(month.grant).toBe(29_900);
    expect(month.fees).toBe(29_900);
    expect(month.salary).toBe(150_000);
    expect(firstMonth({ ...base, startDate: '2026-06-01', grantPercent: 250 }).fees).toBe(0);
  });

  it.each([
    ['entry', 29_900], ['intermediate', 39_900], ['expert', 49_900],
  ] as const)('the %s service fee is %i a month', (level, fee) =>
    expect(monthlyCharge({ ...base, level })).toBe(150_000 + fee),
  );
});

describe('cardFeeCents', () => {
  it.each([
    [0, 0], [-5, 0], [100, 33], [10_000, 320], [209_800, 6_114], // 209800 * 0.029 = 6084.2 → 6084 + 30
  ])('on %i is %i', (amount, fee) => expect(cardFeeCents(amount)).toBe(fee));
});

describe('couponDiscount', () => {
  const coupon = (over: Partial<Coupon>): Coupon => ({ type: 'percent', amount: 10, scope: 'standard', used: 0, ...over });
  const today = { today: '2026-06-10', scope: 'standard' as const };

  it.each([
    [coupon({}), 59_800, 5_980],
    [coupon({ amount: 100 }), 59_800, 59_800],
    [coupon({ amount: 150 }), 59_800, 59_800],
    [coupon({ type: 'fixed', amount: 10_000 }), 59_800, 10_000],
    [coupon({ type: 'fixed', amount: 99_000 }), 59_800, 59_800],
    [coupon({ expiresOn: '2026-06-10' }), 59_800, 5_980],
    [coupon({ maxUses: 5, used: 4 }), 59_800, 5_980],
  ])('%o on %i takes off %i', (c, fees, discount) => expect(couponDiscount(c, fees, today)).toEqual({ ok: true, discount }));

  it.each([
    [coupon({ expiresOn: '2026-06-09' }), 'expired'],
    [coupon({ maxUses: 5, used: 5 }), 'used_up'],
    [coupon({ scope: 'fractional' }), 'wrong_scope'],
  ] as const)('refuses %o: %s', (c, reason) => expect(couponDiscount(c, 59_800, today)).toEqual({ ok: false, reason }));
});

describe('quote', () => {
  it('sums first-month salary, insurance and healthcare over the offers', () => {
    expect(
      quote([
        { first_month_salary: 75_000, offer_insurance: 4_900, offer_healthcare: 0 },
        { first_month_salary: 120_000, offer_insurance: 0, offer_healthcare: 3_900 },
      ]),
    ).toBe(203_800);
    expect(quote([])).toBe(0);
  });
});

describe('billingStartDate', () => {
  it.each([
    ['2026-12-15', '2026-11-22', '2026-12-15'],
    ['2026-11-22', '2026-11-22', '2026-11-22'],
    ['2026-11-01', '2026-11-22', '2026-11-22'],
  ])('start %s seen on %s bills from %s', (start, today, expected) => expect(billingStartDate(start, today)).toBe(expected));
});

describe('monthEnd', () => {
  it.each([
    ['2026-11-22', '2026-11-30'],
    ['2026-12-01', '2026-12-31'],
    ['2028-02-10', '2028-02-29'],
    ['2027-02-10', '2027-02-28'],
  ])('%s ends its month on %s', (date, expected) => expect(monthEnd(date)).toBe(expected));
});

describe('chargeSums', () => {
  const hires = [
    { total: 150_000, fees: 40_000 },
    { total: 90_000, fees: 25_000 },
  ];

  it('adds the subscription and the card fee on what is charged', () => {
    const sums = chargeSums(hires, 4_900);
    expect(sums).toEqual({ subtotal: 244_900, discount: 0, cardFee: cardFeeCents(244_900), total: 244_900 + cardFeeCents(244_900) });
  });

  it.each([
    [{ type: 'percent' as const, amount: 10 }, 6_500],
    [{ type: 'percent' as const, amount: 150 }, 65_000],
    [{ type: 'fixed' as const, amount: 5_000 }, 5_000],
    [{ type: 'fixed' as const, amount: 1_000_000 }, 65_000],
  ])('a coupon %o takes %i off the fees of all hires together, never more', (coupon, discount) => {
    const sums = chargeSums(hires, 0, coupon);
    expect(sums.discount).toBe(discount);
    expect(sums.total).toBe(240_000 - discount + cardFeeCents(240_000 - discount));
  });

  it('charges nothing for nothing', () => expect(chargeSums([], 0)).toEqual({ subtotal: 0, discount: 0, cardFee: 0, total: 0 }));
});

describe('nextCharge', () => {
  const fee = 4_900;
  it('falls on the first of the month after a hire’s first month, whatever its start day', () => {
    expect(firstBilledOn('2026-11-26', '2026-12-01')).toBe('2026-12-01');
    expect(firstBilledOn('2026-11-30', '2026-12-01')).toBe('2026-12-01');
    expect(firstBilledOn('2026-12-01', '2026-12-01')).toBe('2027-01-01');
    expect(firstBilledOn('2026-12-14', '2026-12-01')).toBe('2027-01-01');
    expect(firstBilledOn('2026-12-31', '2026-12-01')).toBe('2027-01-01');
    expect(firstBilledOn('2027-02-10', '2026-12-01')).toBe('2027-03-01');
  });

  it('skips the months that bill nobody, and bills everyone billed by then with the fee and the card fee', () => {
    const later = { billingStart: '2026-12-14', monthlyCents: 163_800 };
    expect(nextCharge([later], fee, '2026-12-01')).toEqual({ date: '2027-01-01', sums: chargeSums([{ total: 163_800, fees: 0 }], fee) });
    const now = { billingStart: '2026-11-20', monthlyCents: 100_000 };
    expect(nextCharge([later, now], fee, '2026-12-01')).toEqual({ date: '2026-12-01', sums: chargeSums([{ total: 100_000, fees: 0 }], fee) });
    expect(nextCharge([], fee, '2026-12-01')).toBeNull();
  });
});
