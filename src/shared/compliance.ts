/**
 * The documents a candidate hands in before work starts (docs/product.md, "Onboarding"), by the
 * country they live in. Kept as data: a country with its own rule is one more entry.
 *
 * - `identity_document`: a passport, national identity card or driving licence, with its expiry date.
 * - `proof_of_address`: a utility bill, bank statement or tax letter from the last three months.
 * - `tax_form`: the IRS form our US clients must keep for a contractor they pay: W-9 for a US
 *   person, W-8BEN for everyone else.
 */
import { AGREEMENT_KINDS, type AgreementKind } from './agreements.js';

export const COMPLIANCE_DOCUMENT_KINDS = ['identity_document', 'proof_of_address', 'tax_form'] as const;
export type ComplianceDocumentKind = (typeof COMPLIANCE_DOCUMENT_KINDS)[number];

export type TaxForm = 'w9' | 'w8ben';

export interface ComplianceRequirement {
  kind: ComplianceDocumentKind;
  /** Only for `tax_form`: which form. */
  taxForm?: TaxForm;
}

interface CountryRule {
  taxForm: TaxForm;
}

const DEFAULT_RULE: CountryRule = { taxForm: 'w8ben' };
const RULES: Partial<Record<string, CountryRule>> = {
  US: { taxForm: 'w9' },
};

/** The documents a candidate living in `country` (ISO 3166-1 alpha-2) must hand in, in the order they are asked for. */
export function complianceRequirements(country: string | null | undefined): ComplianceRequirement[] {
  const rule = (country && RULES[country.toUpperCase()]) || DEFAULT_RULE;
  return COMPLIANCE_DOCUMENT_KINDS.map((kind) => (kind === 'tax_form' ? { kind, taxForm: rule.taxForm } : { kind }));
}

/**
 * The agreements a candidate living in `country` signs in the app (src/shared/agreements.ts), in
 * the order they are asked for: every country asks for both.
 */
export function complianceAgreements(country: string | null | undefined): AgreementKind[] {
  const rule = (country && AGREEMENT_RULES[country.toUpperCase()]) || AGREEMENT_KINDS;
  return [...rule];
}
const AGREEMENT_RULES: Partial<Record<string, readonly AgreementKind[]>> = {};

/** Only an identity document carries an expiry date; it stops counting the day after. */
export const hasExpiry = (kind: ComplianceDocumentKind) => kind === 'identity_document';
