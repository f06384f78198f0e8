import { describe, expect, it } from 'vitest';
import { FEES } from '@/shared/fees';
import { HOURS_PER_MONTH, jobRoleIds } from '@/shared/job-roles';
import { ROLES_BY_INDUSTRY } from '@/lib/role-groups';
import { payGuidance, typicalMonthlyCost } from './role-costs';

describe('role costs', () => {
  it('adds our service fee for the level to the typical salary', () => {
    // A bookkeeper's intermediate salary is $1,400 in the shared table.
    expect(typicalMonthlyCost('bookkeeper', 'intermediate')).toEqual({ salaryCents: 140_000, serviceFeeCents: 39_900, totalCents: 179_900 });
    expect(typicalMonthlyCost('software-developer', 'expert').serviceFeeCents).toBe(FEES.serviceFee.expert);
  });

  it('gives each level a range around its typical pay, with the hourly equivalent', () => {
    const entry = payGuidance('virtual-assistant', 'entry');
    expect(entry.monthly.low).toBeLessThan(entry.monthly.typical);
    expect(entry.monthly.high).toBeGreaterThan(entry.monthly.typical);
    expect(entry.hourly.typical).toBe(Math.round(entry.monthly.typical / HOURS_PER_MONTH));
    expect(entry.typicalTotalCents).toBe(entry.monthly.typical + FEES.serviceFee.entry);
  });

  it('groups every role under one of the 21 industries', () => {
    expect(ROLES_BY_INDUSTRY).toHaveLength(21);
    expect(ROLES_BY_INDUSTRY.flatMap((group) => group.roles).sort()).toEqual([...jobRoleIds].sort());
    expect(ROLES_BY_INDUSTRY.every((group) => group.roles.length > 0)).toBe(true);
  });
});
