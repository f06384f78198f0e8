import type { Locale } from '@/shared/languages';

/** The legal and policy pages, each served at `/<slug>` (the checker in scripts/check-legal-content.mjs holds the same list). */
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

export type LegalBlock = { type: 'p'; text: string } | { type: 'ul'; items: string[] };

export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalContent {
  title: string;
  description: string;
  /** YYYY-MM-DD */
  updated: string;
  summary: string;
  sections: LegalSection[];
}

// One chunk per page and language: a visitor downloads only the text they read.
const files = import.meta.glob<LegalContent>('/messages/content/legal/*/*.json', { import: 'default' });

export function loadLegalPage(slug: LegalSlug, locale: Locale): Promise<LegalContent> {
  const load = files[`/messages/content/legal/${slug}/${locale}.json`];
  if (!load) return Promise.reject(new Error(`No ${locale} text for ${slug}`));
  return load();
}
