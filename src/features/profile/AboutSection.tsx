import { Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { AVAILABILITIES, EXPERIENCE_LEVELS, availabilityLabel, experienceLabel } from '@/lib/labels';
import { describedBy, LabelledField } from '@/ui/LabelledField';
import { RoleOptions } from '@/ui/RoleOptions';
import { SelectField } from '@/ui/SelectField';
import type { CandidateProfile } from './api';
import { BIO_MAX, HEADLINE_MAX, formValuesOf, profileInputOf, profileSchema, type ProfileFormValues } from './profile-form';
import { RateGuidance } from './RateGuidance';
import { SectionCard, SectionForm } from './SectionCard';
import { RATE_FIELD_ID } from './sections';
import { useSectionForm } from './use-section-form';

// The server names fields as the contract does.
const SERVER_FIELDS: Partial<Record<string, keyof ProfileFormValues>> = {
  headline: 'headline',
  role: 'role',
  experience_level: 'experience_level',
  years_experience: 'years_experience',
  monthly_rate_cents: 'monthly_rate',
  availability: 'availability',
  bio: 'bio',
};

/** About the candidate: headline, summary, role, level, years, rate and availability, what employers search on and read first. */
export function AboutSection({ profile }: { profile: CandidateProfile }) {
  const locale = useLocale();
  const editor = useSectionForm({
    section: 'about',
    profile,
    formOf: formValuesOf,
    // Built once per form, in the language of the moment.
    schema: () => profileSchema(locale),
    fields: SERVER_FIELDS,
    toAnswers: profileInputOf,
  });
  const { register, control, errors } = editor.form;
  const [role, level] = useWatch({ control, name: ['role', 'experience_level'] });

  return (
    <SectionCard section="about" headingRef={editor.headingRef} hint={m.profile_about_hint()}>
      <SectionForm {...editor.formProps}>
        <LabelledField id="profile-headline" label={m.profile_field_headline()} hint={m.profile_headline_hint()} error={errors.headline?.message}>
          {(aria) => <Input {...aria} maxLength={HEADLINE_MAX} {...register('headline')} />}
        </LabelledField>
        <LabelledField id="profile-bio" label={m.profile_field_bio()} hint={m.profile_bio_hint()} error={errors.bio?.message}>
          {(aria) => <Textarea {...aria} rows={6} maxLength={BIO_MAX} {...register('bio')} />}
        </LabelledField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
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
        <LabelledField id={RATE_FIELD_ID} label={m.profile_field_rate()} hint={m.profile_rate_hint()} error={errors.monthly_rate?.message}>
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
      </SectionForm>
    </SectionCard>
  );
}
