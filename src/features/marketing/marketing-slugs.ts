/** The marketing pages, each served at `/<slug>` (scripts/check-pages-content.mjs holds the same list). */
export const MARKETING_SLUGS = [
  'about-us',
  'how-it-works',
  'accessibility',
  'partnership',
  'debpo',
  'large-ent',
  'connect',
  'grants',
] as const;

export type MarketingSlug = (typeof MARKETING_SLUGS)[number];

export const isMarketingSlug = (value: string): value is MarketingSlug => (MARKETING_SLUGS as readonly string[]).includes(value);
