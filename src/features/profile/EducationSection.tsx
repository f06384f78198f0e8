import { Input, SimpleGrid } from '@chakra-ui/react';
import { useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { DEGREES, degreeLabel } from '@/lib/labels';
import { LabelledField } from '@/ui/LabelledField';
import { SelectField } from '@/ui/SelectField';
import type { CandidateProfile } from './api';
import { blankSchool, educationForm, educationSchema, FIELD_MAX, INSTITUTION_MAX, SCHOOLS_MAX, toEducation } from './education-form';
import { Entry, EntryList, entryFields } from './EntryList';
import { SectionCard, SectionForm } from './SectionCard';
import { useSectionForm } from './use-section-form';

const FIELDS = entryFields(SCHOOLS_MAX, ['institution', 'degree', 'field_of_study', 'start_year', 'end_year']);

/** The candidate's schools and degrees; the one given at sign-up is the first. */
export function EducationSection({ profile }: { profile: CandidateProfile }) {
  const editor = useSectionForm({
    section: 'education',
    profile,
    formOf: (p: CandidateProfile) => educationForm(p.education),
    item: blankSchool(),
    schema: educationSchema,
    fields: FIELDS,
    toAnswers: toEducation,
  });
  const { register, control, errors } = editor.form;
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' });
  const addRef = useRef<HTMLButtonElement>(null);

  return (
    <SectionCard section="education" headingRef={editor.headingRef}>
      <SectionForm {...editor.formProps}>
        <EntryList
          count={fields.length}
          max={SCHOOLS_MAX}
          empty={m.profile_schools_none()}
          addLabel={m.profile_school_add()}
          full={m.profile_entries_max({ max: SCHOOLS_MAX })}
          onAdd={() => append(blankSchool())}
          addRef={addRef}
          error={errors.entries?.root?.message ?? errors.entries?.message}
        >
          {fields.map((field, index) => {
            const id = `profile-school-${index}`;
            const e = errors.entries?.[index];
            return (
              <Entry
                key={field.id}
                legend={m.profile_school_n({ n: index + 1 })}
                removeLabel={m.profile_school_remove({ n: index + 1 })}
                onRemove={() => {
                  remove(index);
                  addRef.current?.focus();
                }}
              >
                <LabelledField id={`${id}-institution`} label={m.profile_school_institution()} error={e?.institution?.message}>
                  {(aria) => <Input {...aria} maxLength={INSTITUTION_MAX} {...register(`entries.${index}.institution`)} />}
                </LabelledField>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <SelectField
                    id={`${id}-degree`}
                    label={m.profile_school_degree()}
                    placeholder={m.profile_choose()}
                    error={e?.degree?.message}
                    options={DEGREES.map((value) => ({ value, label: degreeLabel(value) }))}
                    {...register(`entries.${index}.degree`)}
                  />
                  <LabelledField id={`${id}-field`} label={m.profile_school_field()} error={e?.field_of_study?.message}>
                    {(aria) => <Input {...aria} maxLength={FIELD_MAX} {...register(`entries.${index}.field_of_study`)} />}
                  </LabelledField>
                  <LabelledField id={`${id}-start`} label={m.profile_school_start()} error={e?.start_year?.message}>
                    {(aria) => <Input {...aria} inputMode="numeric" autoComplete="off" maxLength={4} {...register(`entries.${index}.start_year`)} />}
                  </LabelledField>
                  <LabelledField id={`${id}-end`} label={m.profile_school_end()} hint={m.profile_school_end_hint()} error={e?.end_year?.message}>
                    {(aria) => <Input {...aria} inputMode="numeric" autoComplete="off" maxLength={4} {...register(`entries.${index}.end_year`)} />}
                  </LabelledField>
                </SimpleGrid>
              </Entry>
            );
          })}
        </EntryList>
      </SectionForm>
    </SectionCard>
  );
}
