import { Input, SimpleGrid } from '@chakra-ui/react';
import { useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { LabelledField } from '@/ui/LabelledField';
import type { CandidateProfile } from './api';
import { Entry, EntryList, entryFields } from './EntryList';
import { SectionCard, SectionForm } from './SectionCard';
import { blankSkill, SKILL_MAX, SKILLS_MAX, skillsForm, skillsSchema, toSkills } from './skills-form';
import { useSectionForm } from './use-section-form';

const FIELDS = entryFields(SKILLS_MAX, ['name', 'years']);

/** The candidate's skills, each with the years they have used it: what employers' searches match first. */
export function SkillsSection({ profile }: { profile: CandidateProfile }) {
  const editor = useSectionForm({
    section: 'skills',
    profile,
    formOf: (p: CandidateProfile) => skillsForm(p.skills_detail),
    item: blankSkill(),
    schema: skillsSchema,
    fields: FIELDS,
    toAnswers: toSkills,
  });
  const { register, control, errors } = editor.form;
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' });
  const addRef = useRef<HTMLButtonElement>(null);

  return (
    <SectionCard section="skills" headingRef={editor.headingRef} hint={m.profile_skills_hint()}>
      <SectionForm {...editor.formProps}>
        <EntryList
          count={fields.length}
          max={SKILLS_MAX}
          empty={m.profile_skills_none()}
          addLabel={m.profile_skill_add()}
          full={m.profile_skills_max()}
          onAdd={() => append(blankSkill())}
          addRef={addRef}
          error={errors.entries?.root?.message ?? errors.entries?.message}
        >
          {fields.map((field, index) => {
            const id = `profile-skill-${index}`;
            const e = errors.entries?.[index];
            return (
              <Entry
                key={field.id}
                legend={m.profile_skill_n({ n: index + 1 })}
                removeLabel={m.profile_skill_remove({ n: index + 1 })}
                onRemove={() => {
                  remove(index);
                  addRef.current?.focus();
                }}
              >
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <LabelledField id={`${id}-name`} label={m.profile_skill_name()} error={e?.name?.message}>
                    {(aria) => <Input {...aria} maxLength={SKILL_MAX} autoComplete="off" {...register(`entries.${index}.name`)} />}
                  </LabelledField>
                  <LabelledField id={`${id}-years`} label={m.profile_skill_years()} error={e?.years?.message}>
                    {(aria) => <Input {...aria} inputMode="numeric" autoComplete="off" maxLength={2} {...register(`entries.${index}.years`)} />}
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
