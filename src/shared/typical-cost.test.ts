import { describe, expect, it } from 'vitest';
import { FEES } from './fees.js';
import { jobRoleIds, monthlySalaryRange } from './job-roles.js';
import { typicalMonthlyCost } from './typical-cost.js';

describe('typicalMonthlyCost', () => {
  it('adds our service fee for the level to the typical salary', () => {
    // A bookkeeper's intermediate salary is $1,400 in the shared table; the fee is $399.
    expect(typicalMonthlyCost('bookkeeper', 'intermediate')).toEqual({ salaryCents: 140_000, serviceFeeCents: 39_900, totalCents: 179_900 });
  });

  it('is salary plus fee for every role and level, nothing added', () => {
    for (const role of jobRoleIds) {
      for (const level of ['entry', 'intermediate', 'expert'] as const) {
        const cost = typicalMonthlyCost(role, level);
        expect(cost.salaryCents).toBe(monthlySalaryRange(role, level).typical);
        expect(cost.serviceFeeCents).toBe(FEES.serviceFee[level]);
        expect(cost.totalCents).toBe(cost.salaryCents + cost.serviceFeeCents);
      }
    }
  });
});
