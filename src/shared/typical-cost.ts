import { FEES } from './fees.js';
import { monthlySalaryRange, type ExperienceLevel, type JobRole } from './job-roles.js';
import { monthlyCharge } from './pricing.js';

export interface TypicalMonthlyCost {
  salaryCents: number;
  serviceFeeCents: number;
  /** Salary plus service fee, as checkout would charge a full month without add-ons or grant. */
  totalCents: number;
}

/**
 * What one full-time hire in this role and level typically costs a month. Quoted by the
 * home page, the solution pages and Hire staff, so all three agree with checkout.
 */
export function typicalMonthlyCost(role: JobRole, level: ExperienceLevel): TypicalMonthlyCost {
  const salaryCents = monthlySalaryRange(role, level).typical;
  const totalCents = monthlyCharge({
    monthlyPayCents: salaryCents,
    level,
    includeInsurance: false,
    includeHealthcare: false,
    secureCloudComputing: false,
  });
  return { salaryCents, serviceFeeCents: FEES.serviceFee[level], totalCents };
}
