import type { components } from '../generated/api.js';

type HireType = components['schemas']['HireType'];

/**
 * Hours a week by kind of hire, checked by the job form and by the server alike.
 * Fewer hours than a full-time week is what makes a hire fractional.
 */
export const HOURS_PER_WEEK: Record<HireType, { min: number; max: number; usual: number }> = {
  full_time: { min: 30, max: 60, usual: 40 },
  fractional: { min: 1, max: 29, usual: 20 },
};
