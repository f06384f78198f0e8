/** The legal and policy pages, each served at `/<slug>` (scripts/check-legal-content.mjs reads this list). */
export const LEGAL_SLUGS = [
  'Candidate-rating',
  'Community-Guidelines',
  'Cookie-Notice',
  'Copyright-Policy',
  'Data-Usage-Policy',
  'Employer-Rating',
  'Feedback-Policy',
  'Privacy-Principles',
  'Privacy-Policy',
  'Terms-Of-Use',
  'Referral-Program-Rules',
  'Trademark-Policy',
  'User-Generated-Content-Terms',
] as const;

export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const isLegalSlug = (value: string): value is LegalSlug => (LEGAL_SLUGS as readonly string[]).includes(value);
