import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';

type Industry = components['schemas']['Industry'];

/**
 * Every industry, named in the reader's language, in the contract's order (each has a solution
 * page, `/solutions/<industry>`). The one list of them: src/lib/labels.ts reads it too.
 * A small module of its own so that the home page and the site footer do not pull in every label
 * of the app; the record type makes a new industry a compile error here.
 */
export const INDUSTRY_NAMES: Record<Industry, () => string> = {
  accounting: m.industry_accounting,
  'human-resource': m.industry_human_resource,
  sales: m.industry_sales,
  'information-technology': m.industry_information_technology,
  operations: m.industry_operations,
  legal: m.industry_legal,
  marketing: m.industry_marketing,
  'project-management': m.industry_project_management,
  'product-development': m.industry_product_development,
  'customer-service': m.industry_customer_service,
  finance: m.industry_finance,
  entertainment: m.industry_entertainment,
  insurance: m.industry_insurance,
  manufacturing: m.industry_manufacturing,
  'real-estate': m.industry_real_estate,
  healthcare: m.industry_healthcare,
  education: m.industry_education,
  'non-profit': m.industry_non_profit,
  'large-enterprise': m.industry_large_enterprise,
  community: m.industry_community,
  'small-businesses': m.industry_small_businesses,
};

/** The industries, in the order above. */
export const INDUSTRIES = Object.keys(INDUSTRY_NAMES) as Industry[];

export interface IndustryPage {
  industry: Industry;
  to: string;
  name: () => string;
}

export const INDUSTRY_PAGES: readonly IndustryPage[] = INDUSTRIES.map((industry) => ({
  industry,
  to: `/solutions/${industry}`,
  name: INDUSTRY_NAMES[industry],
}));
