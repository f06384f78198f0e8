/*
 * Partner verification's shared words (server/partners and src/features/partner-verification):
 * which page each partner kind verifies on, and what a complete submission holds.
 */

export const PARTNER_KINDS = ['agent', 'business_agent', 'bpo', 'saa', 'ba'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export const isPartnerKind = (role: string | undefined): role is PartnerKind => PARTNER_KINDS.includes(role as PartnerKind);

/** Each kind's verification page; agents and business agents share one form. */
export const VERIFY_PATHS: Record<PartnerKind, string> = {
  agent: '/verify-Agent',
  business_agent: '/verify-Agent',
  bpo: '/verify-bpo',
  saa: '/verify-saa',
  ba: '/verify-ba',
};

/** The most documents one verification holds. */
export const MAX_PARTNER_DOCUMENTS = 10;

/** The form's fields that must be filled in before a submission; a business association also names its regions. */
export const REQUIRED_FIELDS = ['business_name', 'registration_number', 'address_line1', 'city', 'postal_code', 'country'] as const;

export interface PartnerDetails {
  business_name: string;
  registration_number: string;
  address_line1: string;
  address_line2: string;
  city: string;
  postal_code: string;
  country: string;
  regions?: string[];
}

/** The fields still missing for a submission, by name (`regions` for a business association without one). */
export function missingFields(kind: PartnerKind, details: PartnerDetails): string[] {
  const missing: string[] = REQUIRED_FIELDS.filter((field) => details[field].trim() === '');
  if (kind === 'ba' && (details.regions ?? []).length === 0) missing.push('regions');
  return missing;
}
