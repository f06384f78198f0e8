import { z } from 'zod/mini';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';
import { DEGREES, type Degree } from '@/lib/labels';

type S = components['schemas'];
export type EducationInput = S['EducationInput'];

// The contract's limits (EducationInput).
const L = limits.EducationInput.entries;
export const SCHOOLS_MAX = L.maxItems;
export const INSTITUTION_MAX = L.items.institution.maxLength;
export const FIELD_MAX = L.items.field_of_study.maxLength;
const YEAR_MIN = L.items.start_year.minimum;
const YEAR_MAX = L.items.start_year.maximum;

/** One school as typed: years as text, '' when not given. */
export interface SchoolForm {
  institution: string;
  degree: string;
  field_of_study: string;
  start_year: string;
  end_year: string;
}
export interface EducationForm {
  entries: SchoolForm[];
}

export const blankSchool = (): SchoolForm => ({ institution: '', degree: '', field_of_study: '', start_year: '', end_year: '' });

const year = () =>
  z.string().check(
    z.refine((value) => value.trim() === '' || (/^\d{4}$/.test(value.trim()) && Number(value) >= YEAR_MIN && Number(value) <= YEAR_MAX), {
      error: () => m.profile_year_invalid({ min: YEAR_MIN, max: YEAR_MAX }),
    }),
  );

export const educationSchema = () =>
  z.object({
    entries: z
      .array(
        z
          .object({
            institution: z.string().check(
              z.refine((value) => value.trim() !== '', { error: () => m.profile_required() }),
              z.refine((value) => value.trim().length <= INSTITUTION_MAX, { error: () => m.api_field_too_long({ max: INSTITUTION_MAX }) }),
            ),
            degree: z.string().check(z.refine((value) => (DEGREES as string[]).includes(value), { error: () => m.api_field_choice() })),
            field_of_study: z.string().check(z.refine((value) => value.trim().length <= FIELD_MAX, { error: () => m.api_field_too_long({ max: FIELD_MAX }) })),
            start_year: year(),
            end_year: year(),
          })
          .check(
            z.refine((school) => !school.start_year.trim() || !school.end_year.trim() || Number(school.end_year) >= Number(school.start_year), {
              path: ['end_year'],
              error: () => m.profile_end_before_start(),
            }),
          ),
      )
      .check(z.maxLength(SCHOOLS_MAX, { error: () => m.profile_entries_max({ max: SCHOOLS_MAX }) })),
  });

export const educationForm = (saved: S['EducationEntry'][]): EducationForm => ({
  entries: saved.map((school) => ({
    institution: school.institution,
    degree: school.degree,
    field_of_study: school.field_of_study ?? '',
    start_year: school.start_year === undefined ? '' : String(school.start_year),
    end_year: school.end_year === undefined ? '' : String(school.end_year),
  })),
});

export const toEducation = (form: EducationForm): EducationInput => ({
  entries: form.entries.map((school) => ({
    institution: school.institution.trim(),
    degree: school.degree as Degree,
    ...(school.field_of_study.trim() ? { field_of_study: school.field_of_study.trim() } : {}),
    ...(school.start_year.trim() ? { start_year: Number(school.start_year) } : {}),
    ...(school.end_year.trim() ? { end_year: Number(school.end_year) } : {}),
  })),
});
