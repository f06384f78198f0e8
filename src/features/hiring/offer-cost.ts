import type { components } from '@/generated/api';
import { FEES, serviceFeeCents } from '@/shared/fees';
import { fullMonthRange } from '@/shared/fractional-pricing';

type OfferInput = components['schemas']['OfferInput'];
type ExperienceLevel = components['schemas']['ExperienceLevel'];

export type AddOn = 'insurance' | 'healthcare' | 'secureCloudComputing';

/** The add-ons in the order they are offered, with the offer field that chooses each. */
export const ADD_ONS = [
  { addOn: 'insurance', field: 'include_insurance' },
  { addOn: 'healthcare', field: 'include_healthcare' },
  { addOn: 'secureCloudComputing', field: 'secure_cloud_computing' },
] as const satisfies ReadonlyArray<{ addOn: AddOn; field: keyof OfferInput }>;

export const addOnFeeCents = (addOn: AddOn): number => FEES.addOns[addOn];

export interface OfferMonthlyCost {
  addOns: Array<{ addOn: AddOn; cents: number }>;
  serviceFeeCents: number;
  /** Our fees: the add-ons chosen and the service fee for the job's level. */
  feesCents: number;
  /** Salary plus fees, for a monthly salary; null for an hourly rate, whose month depends on the hours worked. */
  totalCents: number | null;
}

/** What the offer costs the employer each month, as the review shows it before sending. */
export function offerMonthlyCost(
  offer: Pick<OfferInput, 'contract_type' | 'pay_cents' | 'include_insurance' | 'include_healthcare' | 'secure_cloud_computing'>,
  level: ExperienceLevel,
): OfferMonthlyCost {
  const addOns = ADD_ONS.filter(({ field }) => offer[field]).map(({ addOn }) => ({ addOn, cents: addOnFeeCents(addOn) }));
  const serviceFee = serviceFeeCents(level);
  const feesCents = addOns.reduce((sum, { cents }) => sum + cents, serviceFee);
  return {
    addOns,
    serviceFeeCents: serviceFee,
    feesCents,
    totalCents: offer.contract_type === 'full_time' ? offer.pay_cents + feesCents : null,
  };
}

/**
 * What a full month of a fractional offer may cost: its range of hours at its hourly rate
 * (src/shared/fractional-pricing.ts). No service fee or add-on applies to a fractional hire;
 * null when the offer has no range.
 */
export function offerMonthRange(offer: Pick<OfferInput, 'pay_cents' | 'hours_range'>): { lower: number; upper: number } | null {
  if (!offer.hours_range) return null;
  return fullMonthRange(offer.pay_cents, { minHours: offer.hours_range.min_hours, maxHours: offer.hours_range.max_hours });
}
