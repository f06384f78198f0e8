import { SimpleGrid } from '@chakra-ui/react';
import { useMemo, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { languageLevelLabel, languageOptions } from '@/lib/spoken-languages';
import { LANGUAGE_LEVELS } from '@/shared/spoken-languages';
import { SelectField } from '@/ui/SelectField';
import type { CandidateProfile } from './api';
import { Entry, EntryList, entryFields } from './EntryList';
import { blankLanguage, LANGUAGES_MAX, languagesForm, languagesSchema, toLanguages } from './languages-form';
import { SectionCard, SectionForm } from './SectionCard';
import { useSectionForm } from './use-section-form';

const FIELDS = entryFields(LANGUAGES_MAX, ['language', 'level']);

/** The languages the candidate speaks, each with its CEFR level. */
export function LanguagesSection({ profile }: { profile: CandidateProfile }) {
  const locale = useLocale();
  const options = useMemo(() => languageOptions(locale), [locale]);
  const levels = LANGUAGE_LEVELS.map((value) => ({ value, label: languageLevelLabel(value) }));
  const editor = useSectionForm({
    section: 'languages',
    profile,
    formOf: (p: CandidateProfile) => languagesForm(p.languages),
    item: blankLanguage(),
    schema: languagesSchema,
    fields: FIELDS,
    toAnswers: toLanguages,
  });
  const { register, control, errors } = editor.form;
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' });
  const addRef = useRef<HTMLButtonElement>(null);

  return (
    <SectionCard section="languages" headingRef={editor.headingRef} hint={m.profile_languages_hint()}>
      <SectionForm {...editor.formProps}>
        <EntryList
          count={fields.length}
          max={LANGUAGES_MAX}
          empty={m.profile_languages_none()}
          addLabel={m.profile_language_add()}
          full={m.profile_entries_max({ max: LANGUAGES_MAX })}
          onAdd={() => append(blankLanguage())}
          addRef={addRef}
          error={errors.entries?.root?.message ?? errors.entries?.message}
        >
          {fields.map((field, index) => {
            const id = `profile-language-${index}`;
            const e = errors.entries?.[index];
            return (
              <Entry
                key={field.id}
                legend={m.profile_language_n({ n: index + 1 })}
                removeLabel={m.profile_language_remove({ n: index + 1 })}
                onRemove={() => {
                  remove(index);
                  addRef.current?.focus();
                }}
              >
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <SelectField
                    id={`${id}-language`}
                    label={m.profile_language()}
                    placeholder={m.profile_choose()}
                    error={e?.language?.message}
                    options={options}
                    {...register(`entries.${index}.language`)}
                  />
                  <SelectField
                    id={`${id}-level`}
                    label={m.profile_language_level()}
                    hint={m.profile_language_level_hint()}
                    placeholder={m.profile_choose()}
                    error={e?.level?.message}
                    options={levels}
                    {...register(`entries.${index}.level`)}
                  />
                </SimpleGrid>
              </Entry>
            );
          })}
        </EntryList>
      </SectionForm>
    </SectionCard>
  );
}
