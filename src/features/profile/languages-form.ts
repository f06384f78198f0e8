import { z } from 'zod/mini';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';
import { isSpokenLanguage, LANGUAGE_LEVELS, type LanguageLevel } from '@/shared/spoken-languages';

type S = components['schemas'];
export type LanguagesInput = S['LanguagesInput'];

export const LANGUAGES_MAX = limits.LanguagesInput.entries.maxItems;

/** One language as chosen, '' for a choice not made yet. */
export interface LanguageForm {
  language: string;
  level: string;
}
export interface LanguagesForm {
  entries: LanguageForm[];
}

export const blankLanguage = (): LanguageForm => ({ language: '', level: '' });

export const languagesSchema = () =>
  z.object({
    entries: z
      .array(
        z.object({
          language: z.string().check(z.refine(isSpokenLanguage, { error: () => m.api_field_choice() })),
          level: z.string().check(z.refine((value) => (LANGUAGE_LEVELS as readonly string[]).includes(value), { error: () => m.api_field_choice() })),
        }),
      )
      .check(
        z.maxLength(LANGUAGES_MAX, { error: () => m.profile_entries_max({ max: LANGUAGES_MAX }) }),
        z.superRefine((entries, ctx) => {
          const seen = new Set<string>();
          entries.forEach((entry, index) => {
            if (entry.language && seen.has(entry.language)) ctx.addIssue({ code: 'custom', path: [index, 'language'], message: m.profile_language_duplicate() });
            seen.add(entry.language);
          });
        }),
      ),
  });

export const languagesForm = (saved: S['LanguageSkill'][]): LanguagesForm => ({ entries: saved.map((entry) => ({ ...entry })) });

export const toLanguages = (form: LanguagesForm): LanguagesInput => ({
  entries: form.entries.map((entry) => ({ language: entry.language, level: entry.level as LanguageLevel })),
});
