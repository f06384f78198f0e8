import { m } from '@/generated/paraglide/messages.js';
import { intlLocale } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import { SPOKEN_LANGUAGES, type LanguageLevel } from '@/shared/spoken-languages';

/*
 * The languages a candidate speaks, in the reader's words: each language's name from the
 * browser's own list (Intl.DisplayNames), so no catalog holds a hundred names four times, and the
 * CEFR levels. The candidate's editor and the employer's pages and search share them.
 */

const LEVEL_NAMES: Record<LanguageLevel, () => string> = {
  A1: m.lang_level_a1,
  A2: m.lang_level_a2,
  B1: m.lang_level_b1,
  B2: m.lang_level_b2,
  C1: m.lang_level_c1,
  C2: m.lang_level_c2,
  native: m.lang_level_native,
};

/** "Upper intermediate (B2)", "Native speaker". */
export const languageLevelLabel = (level: LanguageLevel) => LEVEL_NAMES[level]();

const displayNames = new Map<Locale, Intl.DisplayNames>();

/** "Tagalog", "tagalog", "他加禄语": a language's name in the reader's language; the code itself if the browser has no name for it. */
export function languageName(code: string, locale: Locale): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale(locale)], { type: 'language', fallback: 'code' });
    displayNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every language a candidate can choose, by its name in the reader's language. */
export function languageOptions(locale: Locale): { value: string; label: string }[] {
  const collator = new Intl.Collator(intlLocale(locale));
  return SPOKEN_LANGUAGES.map((code) => ({ value: code, label: languageName(code, locale) })).sort((a, b) => collator.compare(a.label, b.label));
}
