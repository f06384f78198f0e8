import { describe, expect, it } from 'vitest';
import { FEES } from '@/shared/fees';
import { HOURS_PER_MONTH, jobRoleIds } from '@/shared/job-roles';
import { ROLES_BY_INDUSTRY } from '@/lib/role-groups';
import { payGuidance } from './role-costs';

describe('role costs', () => {
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
