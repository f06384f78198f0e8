import { Heading, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { AVAILABILITIES, EXPERIENCE_LEVELS, availabilityLabel, experienceLabel } from '@/lib/labels';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { describedBy, LabelledField } from '@/ui/LabelledField';
import { RoleOptions } from '@/ui/RoleOptions';
import { SelectField } from '@/ui/SelectField';
import { useSaveProfile } from './flows';
import { BIO_MAX, HEADLINE_MAX, SKILLS_MAX, formValuesOf, profileInputOf, profileSchema, type ProfileFormValues } from './profile-form';
import { RateGuidance } from './RateGuidance';
import { SkillsField } from './SkillsField';

type CandidateProfile = components['schemas']['CandidateProfile'];

// The server names fields as the contract does; a skill's own problem arrives as skills.<index>.
const SERVER_FIELDS: Partial<Record<string, keyof ProfileFormValues>> = {
  headline: 'headline',
  role: 'role',
  experience_level: 'experience_level',
  years_experience: 'years_experience',
  monthly_rate_cents: 'monthly_rate',
  availability: 'availability',
  skills: 'skills',
  bio: 'bio',
  ...Object.fromEntries(Array.from({ length: SKILLS_MAX }, (_, i) => [`skills.${i}`, 'skills'])),
};

/** The candidate's own profile: what employers search on and read first. */
export function ProfileForm({ profile }: { profile: CandidateProfile }) {
  const locale = useLocale();
  const schema = useMemo(() => profileSchema(locale), [locale]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues>({ resolver: zodResolver(schema), defaultValues: formValuesOf(profile) });
  const [role, level] = useWatch({ control, name: ['role', 'experience_level'] });

  const [state, send] = useSaveProfile();
  const { problem } = state.context;
  const { unplaced } = useServerFieldErrors(problem, setError, SERVER_FIELDS);

  return (
    <Stack as="section" aria-labelledby="profile-form" gap="5" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Heading as="h2" id="profile-form" size="lg">
        {m.profile_form_title()}
      </Heading>
      {state.matches('failed') && problem && unplaced ? (
        <FormProblem>{`${m.profile_save_failed()} ${problem.message}`}</FormProblem>
      ) : null}
      <form noValidate onSubmit={handleSubmit((values) => send({ type: 'SUBMIT', values: profileInputOf(values) }))}>
        <Stack gap="6">
          <LabelledField id="profile-headline" label={m.profile_field_headline()} hint={m.profile_headline_hint()} error={errors.headline?.message}>
            {(aria) => <Input {...aria} maxLength={HEADLINE_MAX} {...register('headline')} />}
          </LabelledField>

          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <LabelledField id="profile-role" label={m.profile_field_role()} error={errors.role?.message}>
              {(aria) => (
                <NativeSelect.Root>
                  <NativeSelect.Field {...aria} {...register('role')}>
                    <RoleOptions emptyLabel={m.profile_choose_role()} />
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </LabelledField>
            <SelectField
              id="profile-level"
              label={m.profile_field_experience_level()}
              error={errors.experience_level?.message}
              placeholder={m.profile_choose_level()}
              options={EXPERIENCE_LEVELS.map((value) => ({ value, label: experienceLabel(value) }))}
              {...register('experience_level')}
            />
            <LabelledField id="profile-years" label={m.profile_field_years()} error={errors.years_experience?.message}>
              {(aria) => <Input {...aria} inputMode="numeric" autoComplete="off" {...register('years_experience')} />}
            </LabelledField>
            <SelectField
              id="profile-availability"
              label={m.profile_field_availability()}
              error={errors.availability?.message}
              options={AVAILABILITIES.map((value) => ({ value, label: availabilityLabel(value) }))}
              {...register('availability')}
            />
          </SimpleGrid>

          <LabelledField id="profile-rate" label={m.profile_field_rate()} hint={m.profile_rate_hint()} error={errors.monthly_rate?.message}>
            {(aria) => (
              <Stack gap="2">
                <Input
                  {...aria}
                  aria-describedby={describedBy(aria['aria-describedby'], 'profile-rate-guidance')}
                  inputMode="numeric"
                  autoComplete="off"
                  maxW="xs"
                  {...register('monthly_rate')}
                />
                <RateGuidance id="profile-rate-guidance" role={role} level={level} />
              </Stack>
            )}
          </LabelledField>

          <Controller
            control={control}
            name="skills"
            render={({ field }) => (
              <SkillsField
                id="profile-skills"
                skills={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  field.onBlur();
                }}
                inputRef={field.ref}
                error={errors.skills?.message ?? errors.skills?.root?.message}
              />
            )}
          />

          <LabelledField id="profile-bio" label={m.profile_field_bio()} hint={m.profile_bio_hint()} error={errors.bio?.message}>
            {(aria) => <Textarea {...aria} rows={8} maxLength={BIO_MAX} {...register('bio')} />}
          </LabelledField>

          <Button type="submit" alignSelf="flex-start" loading={state.matches('submitting')}>
            {m.profile_save()}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
