import { LEGAL_SLUGS } from '@/features/legal/legal-slugs';
import { SOLUTION_INDUSTRIES } from '@/features/solutions/solution-pages';

/**
 * Every page of the public site: listed in sitemap.xml, prerendered to HTML per language
 * at build time, and visited in every language by the browser test. A page that needs a
 * session (`/pricing/estimate`, `/account/help`) is not here: it is not for search engines.
 */
export const MARKETING_PATHS = [
  '/',
  '/about-us',
  '/how-it-works',
  '/help',
  '/accessibility',
  '/partnership',
  '/debpo',
  '/large-ent',
  '/connect',
  '/pricing',
  '/grants',
] as const;

/** Public pages whose main content is a form: they are listed and prerendered too. */
export const FORM_PATHS = [
  '/contact-us',
  '/book-a-demo',
  '/grants/apply',
  '/Privacy-Inquiry',
  '/Privacy-Inquiry-Without-Account',
  '/Request-Personal-Data',
] as const;

/** Guides for people already at work through us, open to anyone: they hold nobody's data. */
export const GUIDE_PATHS = ['/onboarding/resource'] as const;

export const PUBLIC_PATHS: readonly string[] = [
  ...MARKETING_PATHS,
  ...FORM_PATHS,
  ...GUIDE_PATHS,
  ...SOLUTION_INDUSTRIES.map((industry) => `/solutions/${industry}`),
  ...LEGAL_SLUGS.map((slug) => `/${slug}`),
];
