import { z } from 'zod/mini';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';
import { COMPANY_SIZES, type CompanySize } from '@/lib/company-size';
import { INDUSTRIES, type Industry } from '@/lib/labels';
import { browserTimeZone, TIME_ZONE_PATTERN } from '@/shared/time-zones';
import { inputOf, type CompanyProfile, type CompanyProfileInput } from './api';

type Location = components['schemas']['CompanyLocation'];

const LIMITS = limits.CompanyProfileInput;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/* The two sections' forms: each holds what it edits, checked as the server checks it, and is saved over the rest of the profile. */

export interface AboutForm {
  description: string;
  /** '' for none chosen. */
  size: CompanySize | '';
  industry: Industry | '';
}

export const aboutSchema = () =>
  z.object({
    description: z.string().check(z.maxLength(LIMITS.description.maxLength, { error: () => m.company_description_too_long({ max: LIMITS.description.maxLength }) })),
    size: z.union([z.literal(''), z.enum(COMPANY_SIZES as [CompanySize, ...CompanySize[]])]),
    industry: z.union([z.literal(''), z.enum(INDUSTRIES as [Industry, ...Industry[]])]),
  });

export const aboutForm = (profile: CompanyProfile): AboutForm => ({ description: profile.description, size: profile.size ?? '', industry: profile.industry ?? '' });

export function withAbout(profile: CompanyProfile, form: AboutForm): CompanyProfileInput {
  const { size: _s, industry: _i, ...rest } = inputOf(profile);
  return { ...rest, description: form.description.trim(), ...(form.size ? { size: form.size } : {}), ...(form.industry ? { industry: form.industry } : {}) };
}

export interface PlacesForm {
  locations: Location[];
  timezone: string;
  /** Both blank for no usual hours. */
  start: string;
  end: string;
}

const sameTown = (a: Location, b: Location) => a.country === b.country && a.city.trim().toLocaleLowerCase() === b.city.trim().toLocaleLowerCase();

export const placesSchema = () =>
  z
    .object({
      locations: z
        .array(
          z.object({
            city: z.string().check(
              z.refine((city) => city.trim() !== '', { error: () => m.company_city_required() }),
              z.maxLength(LIMITS.locations.items.city.maxLength, { error: () => m.company_city_too_long({ max: LIMITS.locations.items.city.maxLength }) }),
            ),
            country: z.string().check(z.regex(/^[A-Z]{2}$/, { error: () => m.company_country_required() })),
          }),
        )
        .check(z.maxLength(LIMITS.locations.maxItems)),
      timezone: z.string().check(z.regex(TIME_ZONE_PATTERN, { error: () => m.company_timezone_invalid() })),
      start: z.string().check(z.refine((time) => time === '' || CLOCK.test(time), { error: () => m.company_time_invalid() })),
      end: z.string().check(z.refine((time) => time === '' || CLOCK.test(time), { error: () => m.company_time_invalid() })),
    })
    .check(
      z.refine((form) => (form.start === '') === (form.end === ''), { path: ['end'], error: () => m.company_hours_both() }),
      z.refine((form) => form.start === '' || form.start !== form.end, { path: ['end'], error: () => m.company_end_same_as_start() }),
      z.superRefine((form, ctx) => {
        form.locations.forEach((place, i) => {
          if (form.locations.slice(0, i).some((before) => sameTown(before, place)))
            ctx.issues.push({ code: 'custom', input: place.city, path: ['locations', i, 'city'], message: m.company_location_twice() });
        });
      }),
    );

export const placesForm = (profile: CompanyProfile): PlacesForm => ({
  locations: profile.locations,
  // A first proposal: the zone the browser is in.
  timezone: profile.timezone ?? browserTimeZone(),
  start: profile.work_hours?.start ?? '',
  end: profile.work_hours?.end ?? '',
});

export function withPlaces(profile: CompanyProfile, form: PlacesForm): CompanyProfileInput {
  const { work_hours: _w, ...rest } = inputOf(profile);
  return {
    ...rest,
    locations: form.locations.map((place) => ({ city: place.city.trim(), country: place.country })),
    timezone: form.timezone,
    ...(form.start && form.end ? { work_hours: { start: form.start, end: form.end } } : {}),
  };
}
