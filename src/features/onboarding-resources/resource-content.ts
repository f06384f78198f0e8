import type { Locale } from '@/shared/languages';

/** A paragraph or a bulleted list; either may hold `[label](/path)` links to the site's own pages. */
export type ResourceBlock = { type: 'p'; text: string } | { type: 'ul'; items: string[] };

export interface ResourceSection {
  /** kebab-case, the same in every language: the section's anchor (scripts/check-onboarding-content.mjs lists them). */
  id: string;
  heading: string;
  blocks: ResourceBlock[];
}

/** The guide for new staff in one language (messages/content/onboarding/resource/<locale>.json). */
export interface ResourceContent {
  title: string;
  /** The meta description, at most 155 characters. */
  description: string;
  /** YYYY-MM-DD */
  updated: string;
  summary: string;
  sections: ResourceSection[];
}

// One chunk per language: a reader downloads only the guide in the language they read.
const files = import.meta.glob<ResourceContent>('/messages/content/onboarding/resource/*.json', { import: 'default' });

export function loadResourceContent(locale: Locale): Promise<ResourceContent> {
  const load = files[`/messages/content/onboarding/resource/${locale}.json`];
  if (!load) return Promise.reject(new Error(`No ${locale} text for the guide for new staff`));
  return load();
}

/**
 * The guide for one language, under the key the page reads it with: the prerenderer and the
 * browser fill the cache with it before rendering `/onboarding/resource` (src/routes/public-content.ts).
 */
export const resourceContentQuery = (locale: Locale) => ({
  queryKey: ['content', 'onboarding-resource', locale] as const,
  queryFn: () => loadResourceContent(locale),
});
