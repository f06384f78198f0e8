import type { Schema } from '../http/handler-types.js';

/**
 * The merchant category codes an employer may describe its business with on invoices.
 * `category` is the stable key the app names in the user's language.
 */
export const MERCHANT_CATEGORIES: readonly Schema<'MerchantCategory'>[] = [
  { category: 'computer_services', code: '7372' },
  { category: 'business_services', code: '7399' },
  { category: 'accounting', code: '8931' },
  { category: 'advertising', code: '7311' },
  { category: 'legal_services', code: '8111' },
  { category: 'medical_services', code: '8099' },
  { category: 'educational_services', code: '8299' },
  { category: 'real_estate', code: '6513' },
  { category: 'insurance', code: '6300' },
  { category: 'financial_institutions', code: '6012' },
  { category: 'retail', code: '5399' },
  { category: 'restaurants', code: '5812' },
  { category: 'software', code: '5734' },
  { category: 'telecommunications', code: '4814' },
  { category: 'charitable_organizations', code: '8398' },
  { category: 'professional_services', code: '8999' },
  { category: 'management_consulting', code: '8742' },
  { category: 'staffing_services', code: '7361' },
];

const codes = new Set(MERCHANT_CATEGORIES.map((c) => c.code));

export const isMerchantCategoryCode = (code: string): boolean => codes.has(code);
