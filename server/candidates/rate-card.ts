import type { RouteOf, Schema } from '../http/handler-types.js';
import { hourlyRateRange, industryOf, monthlySalaryRange } from '../../src/shared/job-roles.js';
import { serviceFeeCents } from '../../src/shared/fees.js';

type RateCardQuestion = RouteOf<'getRateCard'>['Body'];

/** What a role at a level costs: the salary and hourly ranges, and the service fee. */
export function rateCard({ role, experience_level }: RateCardQuestion): Schema<'RateCard'> {
  return {
    role,
    industry: industryOf(role),
    experience_level,
    currency: 'USD',
    monthly_salary_cents: monthlySalaryRange(role, experience_level),
    hourly_rate_cents: hourlyRateRange(role, experience_level),
    service_fee_cents: serviceFeeCents(experience_level),
  };
}
