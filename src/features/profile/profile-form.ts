import { z } from 'zod/mini';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';
import { AVAILABILITIES, EXPERIENCE_LEVELS } from '@/lib/labels';
import type { Locale } from '@/shared/languages';
import { formatMoney } from '@/shared/format';
import { jobRoleIds } from '@/shared/job-roles';

type CandidateProfile = components['schemas']['CandidateProfile'];
export type CandidateProfileInput = components['schemas']['CandidateProfileInput'];
type JobRole = components['schemas']['JobRole'];
type ExperienceLevel = components['schemas']['ExperienceLevel'];

// The contract's limits (CandidateProfileInput: the "about" section, with the rate).
export const HEADLINE_MAX = limits.CandidateProfileInput.headline.maxLength;
export const BIO_MAX = limits.CandidateProfileInput.bio.maxLength;
export const YEARS_MAX = limits.CandidateProfileInput.years_experience.maximum;
export const RATE_MIN_CENTS = limits.CandidateProfileInput.monthly_rate_cents.minimum;
export const RATE_MAX_CENTS = limits.CandidateProfileInput.monthly_rate_cents.maximum;

/** What the about section's form holds: text as typed, '' for a choice not made yet. */
export interface ProfileFormValues {
  headline: string;
  role: JobRole | '';
  experience_level: ExperienceLevel | '';
  years_experience: string;
  monthly_rate: string;
  availability: components['schemas']['Availability'];
  bio: string;
}

/** Digits only: "1,500" means 1500 in English and 1.5 in French, so separators are not guessed at. */
const WHOLE = /^\d+$/;
const withoutSpaces = (text: string) => text.replace(/\s/g, '');

// Built at mount, in the language of the moment.
export const profileSchema = (locale: Locale) =>
  z.object({
    headline: z.string().check(z.trim(), z.maxLength(HEADLINE_MAX, { error: () => m.api_field_too_long({ max: HEADLINE_MAX }) })),
    role: z.union([z.enum(jobRoleIds as [JobRole, ...JobRole[]]), z.literal('')], { error: () => m.api_field_choice() }),
    experience_level: z.union([z.enum(EXPERIENCE_LEVELS as [ExperienceLevel, ...ExperienceLevel[]]), z.literal('')], {
      error: () => m.api_field_choice(),
    }),
    years_experience: z.string().check(z.refine((v) => WHOLE.test(v.trim()) && Number(v) <= YEARS_MAX, { error: () => m.profile_years_range() })),
    monthly_rate: z.string().check(
      z.superRefine((value, ctx) => {
        const digits = withoutSpaces(value);
        if (digits === '') return;
        if (!WHOLE.test(digits)) return ctx.addIssue({ code: 'custom', message: m.profile_rate_whole() });
        const cents = Number(digits) * 100;
        if (cents < RATE_MIN_CENTS || cents > RATE_MAX_CENTS) {
          ctx.addIssue({
            code: 'custom',
            message: m.profile_rate_range({ min: formatMoney(RATE_MIN_CENTS, locale), max: formatMoney(RATE_MAX_CENTS, locale) }),
          });
        }
      }),
    ),
    availability: z.enum(AVAILABILITIES as [ProfileFormValues['availability'], ...ProfileFormValues['availability'][]], {
      error: () => m.api_field_choice(),
    }),
    bio: z.string().check(z.trim(), z.maxLength(BIO_MAX, { error: () => m.api_field_too_long({ max: BIO_MAX }) })),
  });

export function formValuesOf(profile: CandidateProfile): ProfileFormValues {
  return {
    headline: profile.headline,
    role: profile.role ?? '',
    experience_level: profile.experience_level ?? '',
    years_experience: String(profile.years_experience),
    monthly_rate: profile.monthly_rate_cents === undefined ? '' : String(Math.round(profile.monthly_rate_cents / 100)),
    availability: profile.availability,
    bio: profile.bio,
  };
}

/** What PUT /candidate/profile (the about section) takes: an empty choice is left out, which clears it. */
export function profileInputOf(values: ProfileFormValues): CandidateProfileInput {
  const rate = withoutSpaces(values.monthly_rate);
  return {
    headline: values.headline.trim(),
    bio: values.bio.trim(),
    ...(values.role ? { role: values.role } : {}),
    ...(values.experience_level ? { experience_level: values.experience_level } : {}),
    years_experience: Number(values.years_experience.trim()),
    ...(rate ? { monthly_rate_cents: Number(rate) * 100 } : {}),
    availability: values.availability,
  };
}
