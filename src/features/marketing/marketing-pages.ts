import type { Locale } from '@/shared/languages';
import type { MarketingSlug } from './marketing-slugs';

/** A call to action inside the site: `to` is an internal path. */
export interface MarketingLink {
  label: string;
  to: string;
}

export interface MarketingSection {
  /** kebab-case, the same in every language: the section's anchor. */
  id: string;
  heading: string;
  /** Paragraphs; they may hold `[label](/path)` links. */
  body: string[];
  items?: { title: string; text: string }[];
  cta?: MarketingLink;
}

export interface MarketingContent {
  title: string;
  /** The meta description, 110–170 characters. */
  description: string;
  /** The page's h1. */
  headline: string;
  intro: string;
  sections: MarketingSection[];
  cta: {
    heading: string;
    text: string;
    primary: MarketingLink;
    secondary?: MarketingLink;
  };
}

// One chunk per page and language: a visitor downloads only the text they read.
const files = import.meta.glob<MarketingContent>('/messages/content/pages/*/*.json', { import: 'default' });

export function loadMarketingPage(slug: MarketingSlug, locale: Locale): Promise<MarketingContent> {
  const load = files[`/messages/content/pages/${slug}/${locale}.json`];
  if (!load) return Promise.reject(new Error(`No ${locale} text for ${slug}`));
  return load();
}

/**
 * The page's text for one language, under the key the page reads it with: the
 * prerenderer and the browser fill the cache with it before rendering, so both
 * render the page itself rather than a spinner.
 */
export const marketingPageQuery = (slug: MarketingSlug, locale: Locale) => ({
  queryKey: ['content', 'page', slug, locale] as const,
  queryFn: () => loadMarketingPage(slug, locale),
});
