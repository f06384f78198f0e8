import { describe, expect, it } from 'vitest';
import { offerMonthlyCost, offerMonthRange } from './offer-cost';

const base = { contract_type: 'full_time', pay_cents: 150_000, include_insurance: false, include_healthcare: false, secure_cloud_computing: false } as const;

describe('offerMonthlyCost', () => {
  it('charges the service fee of the job’s level, and nothing else without add-ons', () => {
    expect(offerMonthlyCost(base, 'entry')).toEqual({ addOns: [], serviceFeeCents: 29_900, feesCents: 29_900, totalCents: 179_900 });
    expect(offerMonthlyCost(base, 'expert').serviceFeeCents).toBe(49_900);
  });

  it('adds each chosen add-on at its monthly fee', () => {
    const cost = offerMonthlyCost({ ...base, include_insurance: true, include_healthcare: true, secure_cloud_computing: true }, 'intermediate');
    expect(cost.addOns).toEqual([
      { addOn: 'insurance', cents: 4_900 },
      { addOn: 'healthcare', cents: 3_900 },
      { addOn: 'secureCloudComputing', cents: 9_900 },
    ]);
    expect(cost.feesCents).toBe(39_900 + 4_900 + 3_900 + 9_900);
    expect(cost.totalCents).toBe(150_000 + cost.feesCents);
  });

  it('gives no monthly total for an hourly rate', () => {
    expect(offerMonthlyCost({ ...base, contract_type: 'fractional', pay_cents: 1_250 }, 'entry').totalCents).toBeNull();
  });
});

describe('offerMonthRange', () => {
  it('prices a full month of a fractional offer from its minimum to its maximum hours at its rate', () => {
    expect(offerMonthRange({ pay_cents: 2_550, hours_range: { min_hours: 20, max_hours: 45 } })).toEqual({ lower: 51_000, upper: 114_750 });
  });

  it('gives none for an offer without a range', () => {
    expect(offerMonthRange({ pay_cents: 150_000 })).toBeNull();
  });
});
