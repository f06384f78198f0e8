import { m } from '@/generated/paraglide/messages.js';

// The categories the server sends (server/billing/merchant-categories.ts), named in the user's language.
const CATEGORIES: Record<string, () => string> = {
  computer_services: m.billing_mcc_computer_services,
  business_services: m.billing_mcc_business_services,
  accounting: m.billing_mcc_accounting,
  advertising: m.billing_mcc_advertising,
  legal_services: m.billing_mcc_legal_services,
  medical_services: m.billing_mcc_medical_services,
  educational_services: m.billing_mcc_educational_services,
  real_estate: m.billing_mcc_real_estate,
  insurance: m.billing_mcc_insurance,
  financial_institutions: m.billing_mcc_financial_institutions,
  retail: m.billing_mcc_retail,
  restaurants: m.billing_mcc_restaurants,
  software: m.billing_mcc_software,
  telecommunications: m.billing_mcc_telecommunications,
  charitable_organizations: m.billing_mcc_charitable_organizations,
  professional_services: m.billing_mcc_professional_services,
  management_consulting: m.billing_mcc_management_consulting,
  staffing_services: m.billing_mcc_staffing_services,
};

/** A category the app does not know yet (added on the server first) still shows, by its code. */
export const merchantCategoryLabel = ({ code, category }: { code: string; category: string }): string =>
  CATEGORIES[category]?.() ?? m.billing_mcc_other({ code });
