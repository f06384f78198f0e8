import { Input, SimpleGrid } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { LabelledField } from '@/ui/LabelledField';
import { TimeZonePicker } from '@/ui/TimeZonePicker';
import { WorkDaysField } from '@/ui/WorkDaysField';
import type { CandidateProfile } from './api';
import { SectionCard, SectionForm } from './SectionCard';
import { useSectionForm } from './use-section-form';
import { toWorkHours, workHoursForm, workHoursSchema } from './work-hours-form';

const FIELDS = { timezone: 'timezone', start: 'start', end: 'end', days: 'days' } as const;

/** When the candidate works, on their own clock: employers compare it with their own hours. */
export function WorkHoursSection({ profile }: { profile: CandidateProfile }) {
  const editor = useSectionForm({
    section: 'work_hours',
    profile,
    formOf: (p: CandidateProfile) => workHoursForm(p.work_hours),
    schema: workHoursSchema,
    fields: FIELDS,
    toAnswers: toWorkHours,
  });
  const { register, control, errors } = editor.form;

  return (
    <SectionCard section="work_hours" headingRef={editor.headingRef} hint={m.profile_work_hours_hint()}>
      <SectionForm {...editor.formProps}>
        <LabelledField id="profile-zone" label={m.profile_timezone()} error={errors.timezone?.message}>
          {(field) => (
            <Controller
              control={control}
              name="timezone"
              render={({ field: zone }) => <TimeZonePicker control={field} value={zone.value} onChange={zone.onChange} onBlur={zone.onBlur} name={zone.name} />}
            />
          )}
        </LabelledField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <LabelledField id="profile-start" label={m.profile_start()} error={errors.start?.message}>
            {(field) => <Input {...field} type="time" {...register('start')} />}
          </LabelledField>
          <LabelledField id="profile-end" label={m.profile_end()} hint={m.profile_end_hint()} error={errors.end?.message}>
            {(field) => <Input {...field} type="time" {...register('end')} />}
          </LabelledField>
        </SimpleGrid>
        <WorkDaysField idPrefix="profile-days" legend={m.profile_days()} error={errors.days?.message ?? errors.days?.root?.message} registration={register('days')} />
      </SectionForm>
    </SectionCard>
  );
}
