import type { Locale } from '@/shared/languages';
import type { LegalSlug } from './legal-slugs';

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
