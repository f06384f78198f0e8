import type { Locale } from '@/shared/languages';

/** One step of onboarding, in the order a hired candidate goes through them. */
export interface IntroStep {
  /** kebab-case, the same in every language. */
  id: string;
  heading: string;
  text: string;
}

/**
 * What onboarding involves, told to someone who is not signed in, in one language
 * (messages/content/onboarding/intro/<locale>.json; scripts/check-onboarding-content.mjs checks the four).
 */
export interface IntroContent {
  title: string;
  intro: string;
  steps_heading: string;
  steps: IntroStep[];
  prepare_heading: string;
  prepare: string[];
  duration_heading: string;
  duration: string[];
}

// One chunk per language: a visitor downloads only the text they read.
const files = import.meta.glob<IntroContent>('/messages/content/onboarding/intro/*.json', { import: 'default' });

export function loadIntroContent(locale: Locale): Promise<IntroContent> {
  const load = files[`/messages/content/onboarding/intro/${locale}.json`];
  if (!load) return Promise.reject(new Error(`No ${locale} text for the onboarding introduction`));
  return load();
}

export const introContentQuery = (locale: Locale) => ({
  queryKey: ['content', 'onboarding-intro', locale] as const,
  queryFn: () => loadIntroContent(locale),
});
