import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { LabelledField } from '@/ui/LabelledField';
import type { CandidateProfile } from './api';
import { Entry, EntryList, entryFields } from './EntryList';
import { SectionCard, SectionForm } from './SectionCard';
import { useSectionForm } from './use-section-form';
import {
  blankJob,
  EMPLOYER_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_ROLE_MAX,
  JOBS_MAX,
  toWorkHistory,
  workHistoryForm,
  workHistorySchema,
} from './work-history-form';

const FIELDS = entryFields(JOBS_MAX, ['employer', 'role', 'start_month', 'end_month', 'description']);

/** The jobs the candidate held, latest first as they order them. */
export function WorkHistorySection({ profile }: { profile: CandidateProfile }) {
  const editor = useSectionForm({
    section: 'work_history',
    profile,
    formOf: (p: CandidateProfile) => workHistoryForm(p.work_history),
    item: blankJob(),
    schema: workHistorySchema,
    fields: FIELDS,
    toAnswers: toWorkHistory,
  });
  const { register, control, errors } = editor.form;
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' });
  const addRef = useRef<HTMLButtonElement>(null);

  return (
    <SectionCard section="work_history" headingRef={editor.headingRef} hint={m.profile_work_history_hint()}>
      <SectionForm {...editor.formProps}>
        <EntryList
          count={fields.length}
          max={JOBS_MAX}
          empty={m.profile_jobs_none()}
          addLabel={m.profile_job_add()}
          full={m.profile_entries_max({ max: JOBS_MAX })}
          onAdd={() => append(blankJob())}
          addRef={addRef}
          error={errors.entries?.root?.message ?? errors.entries?.message}
        >
          {fields.map((field, index) => {
            const id = `profile-job-${index}`;
            const e = errors.entries?.[index];
            return (
              <Entry
                key={field.id}
                legend={m.profile_job_n({ n: index + 1 })}
                removeLabel={m.profile_job_remove({ n: index + 1 })}
                onRemove={() => {
                  remove(index);
                  addRef.current?.focus();
                }}
              >
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <LabelledField id={`${id}-role`} label={m.profile_job_role()} error={e?.role?.message}>
                    {(aria) => <Input {...aria} maxLength={JOB_ROLE_MAX} {...register(`entries.${index}.role`)} />}
                  </LabelledField>
                  <LabelledField id={`${id}-employer`} label={m.profile_job_employer()} error={e?.employer?.message}>
                    {(aria) => <Input {...aria} maxLength={EMPLOYER_MAX} autoComplete="organization" {...register(`entries.${index}.employer`)} />}
                  </LabelledField>
                  <LabelledField id={`${id}-start`} label={m.profile_job_start()} hint={m.profile_month_hint()} error={e?.start_month?.message}>
                    {(aria) => <Input {...aria} type="month" {...register(`entries.${index}.start_month`)} />}
                  </LabelledField>
                  <LabelledField id={`${id}-end`} label={m.profile_job_end()} hint={m.profile_job_end_hint()} error={e?.end_month?.message}>
                    {(aria) => <Input {...aria} type="month" {...register(`entries.${index}.end_month`)} />}
                  </LabelledField>
                </SimpleGrid>
                <LabelledField id={`${id}-description`} label={m.profile_job_description()} hint={m.profile_job_description_hint()} error={e?.description?.message}>
                  {(aria) => <Textarea {...aria} rows={3} maxLength={JOB_DESCRIPTION_MAX} {...register(`entries.${index}.description`)} />}
                </LabelledField>
              </Entry>
            );
          })}
        </EntryList>
      </SectionForm>
    </SectionCard>
  );
}
