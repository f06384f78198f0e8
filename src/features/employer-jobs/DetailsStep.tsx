import { HStack, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { EXPERIENCE_LEVELS, experienceLabel } from '@/lib/labels';
import { JOB_LIMITS, type JobFields } from '@/machines/post-job.machine';
import { Button } from '@/ui/Button';
import { CountrySelect } from '@/ui/CountrySelect';
import { LabelledField } from '@/ui/LabelledField';
import { RoleOptions } from '@/ui/RoleOptions';
import { SelectField } from '@/ui/SelectField';
import { SkillsField } from './SkillsField';
import { useStepForm, type StepFormOptions } from './use-step-form';

export interface DetailsStepProps extends Omit<StepFormOptions, 'step'> {
  onNext: (fields: Partial<JobFields>) => void;
}

/** Step 1: what the job is. */
export function DetailsStep({ onNext, ...options }: DetailsStepProps) {
  const form = useStepForm({ ...options, step: 'details' });
  const { errors } = form.formState;
  const { locale } = options;
  // Registered in the order the fields stand, so the first one with a problem takes focus
  // (the skills, a Controller, cannot be wrong in a way the country could be at the same time).
  const registered = {
    title: form.register('title'),
    role: form.register('role'),
    experience: form.register('experience_level'),
    description: form.register('description'),
    country: form.register('country'),
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onNext)}>
      <Stack gap="5">
        <LabelledField id="job-title" label={m.ejobs_field_title()} hint={m.ejobs_field_title_hint()} error={errors.title?.message}>
          {(control) => <Input {...control} {...registered.title} maxLength={JOB_LIMITS.title.max} autoComplete="off" />}
        </LabelledField>
        <LabelledField id="job-role" label={m.ejobs_field_role()} hint={m.ejobs_field_role_hint()} error={errors.role?.message}>
          {(control) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...control} {...registered.role}>
                <RoleOptions emptyLabel={m.ejobs_field_role_placeholder()} />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </LabelledField>
        <SelectField
          id="job-experience"
          label={m.ejobs_field_experience()}
          hint={m.ejobs_field_experience_hint()}
          error={errors.experience_level?.message}
          placeholder={m.ejobs_field_experience_placeholder()}
          options={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: experienceLabel(level) }))}
          {...registered.experience}
        />
        <LabelledField
          id="job-description"
          label={m.ejobs_field_description()}
          hint={m.ejobs_field_description_hint({ min: JOB_LIMITS.description.min })}
          error={errors.description?.message}
        >
          {(control) => <Textarea {...control} {...registered.description} rows={8} maxLength={JOB_LIMITS.description.max} />}
        </LabelledField>
        <Controller
          control={form.control}
          name="skills"
          render={({ field }) => (
            <SkillsField
              id="job-skills"
              value={field.value ?? []}
              onChange={(skills) => {
                field.onChange(skills);
                field.onBlur();
              }}
              error={errors.skills?.message}
            />
          )}
        />
        <CountrySelect
          id="job-country"
          label={m.ejobs_field_country()}
          hint={m.ejobs_field_country_hint()}
          error={errors.country?.message}
          placeholder={m.ejobs_anywhere()}
          locale={locale}
          {...registered.country}
        />
        <HStack justify="flex-end">
          <Button type="submit">{m.ejobs_continue()}</Button>
        </HStack>
      </Stack>
    </form>
  );
}
