import type { components } from '@/generated/api';
import { serviceFeeCents } from '@/shared/fees';
import { hourlyRateRange, monthlySalaryRange, type ExperienceLevel, type JobRole, type PayRange } from '@/shared/job-roles';

/** Pay guidance for one level of a role, in cents. */
export interface PayGuidance {
  level: ExperienceLevel;
  monthly: PayRange;
  hourly: PayRange;
  serviceFeeCents: number;
  /** The typical salary plus the service fee. */
  typicalTotalCents: number;
}

/** From the shared pay table, for readers the rate-card call does not serve. */
export function payGuidance(role: JobRole, level: ExperienceLevel): PayGuidance {
  const monthly = monthlySalaryRange(role, level);
  const fee = serviceFeeCents(level);
  return { level, monthly, hourly: hourlyRateRange(role, level), serviceFeeCents: fee, typicalTotalCents: monthly.typical + fee };
}

export function payGuidanceFromRateCard(card: components['schemas']['RateCard']): PayGuidance {
  return {
    level: card.experience_level,
    monthly: card.monthly_salary_cents,
    hourly: card.hourly_rate_cents,
    serviceFeeCents: card.service_fee_cents,
    typicalTotalCents: card.monthly_salary_cents.typical + card.service_fee_cents,
  };
}
