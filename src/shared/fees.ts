import type { ExperienceLevel } from './job-roles.js';

/**
 * Our prices (docs/product.md section 5), in USD cents, in one table so that the business
 * changes them in one place. Per staff member per month unless said otherwise.
 */
export const FEES = {
  serviceFee: { entry: 29_900, intermediate: 39_900, expert: 49_900 } satisfies Record<ExperienceLevel, number>,
  /** Once per hire. */
  onboardingSetup: 19_900,
  /** Per employer with active staff. */
  platformSubscription: 4_900,
  addOns: { insurance: 4_900, healthcare: 3_900, secureCloudComputing: 9_900 },
  card: { percent: 2.9, fixedCents: 30 },
} as const;

export const serviceFeeCents = (level: ExperienceLevel): number => FEES.serviceFee[level];
