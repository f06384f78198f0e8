import { FEES, serviceFeeCents } from '@/shared/fees';
import { monthlySalaryRange, type ExperienceLevel, type JobRole } from '@/shared/job-roles';
import { monthlyCharge } from '@/shared/pricing';

/** What one full month of a role typically costs, from the pricing module: the typical salary plus our service fee, no add-ons. */
export function typicalMonthlyCost(role: JobRole, level: ExperienceLevel) {
  const salary = monthlySalaryRange(role, level).typical;
  const total = monthlyCharge({
    monthlyPayCents: salary,
    level,
    includeInsurance: false,
    includeHealthcare: false,
    secureCloudComputing: false,
  });
  return { salary, serviceFee: serviceFeeCents(level), total };
}

export const setupFeeCents = (): number => FEES.onboardingSetup;
