import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { limits } from '@/generated/limits';
import { EXPERIENCE_LEVELS, HIRE_TYPES } from '@/lib/labels';
import { jobRoleIds } from '@/shared/job-roles';
import type { CandidateRequestInput } from './api';

// The contract's CandidateRequestInput limits.
export const HEADCOUNT_MIN = limits.CandidateRequestInput.headcount.minimum;
export const HEADCOUNT_MAX = limits.CandidateRequestInput.headcount.maximum;
export const DETAILS_MAX = limits.CandidateRequestInput.details.maxLength;

export interface RequestCandidateValues {
  role: string;
  experience_level: string;
  hire_type: string;
  headcount: string;
  start_date: string;
  details: string;
}

/** Today in the visitor's own calendar, as a date input writes it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Built when the form mounts, so its messages are in the language of that moment. */
export function requestCandidateSchema(today = localToday()) {
  const required = () => m.api_field_required();
  const choice = () => m.api_field_choice();
  return z.object({
    role: z.string().check(
      z.minLength(1, { error: required }),
      z.refine((v) => (jobRoleIds as string[]).includes(v), { error: choice }),
    ),
    experience_level: z.string().check(z.refine((v) => (EXPERIENCE_LEVELS as string[]).includes(v), { error: choice })),
    hire_type: z.string().check(z.refine((v) => (HIRE_TYPES as string[]).includes(v), { error: choice })),
    headcount: z.string().check(
      z.trim(),
      z.minLength(1, { error: required }),
      z.regex(/^\d+$/, { error: () => m.talent_request_headcount_whole() }),
      z.refine((v) => Number(v) >= HEADCOUNT_MIN, { error: () => m.api_field_min({ min: HEADCOUNT_MIN }) }),
      z.refine((v) => Number(v) <= HEADCOUNT_MAX, { error: () => m.api_field_max({ max: HEADCOUNT_MAX }) }),
    ),
    start_date: z.string().check(
      z.refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), { error: () => m.api_field_invalid() }),
      // ISO dates compare as strings.
      z.refine((v) => v === '' || v >= today, { error: () => m.talent_request_start_past() }),
    ),
    details: z.string().check(z.maxLength(DETAILS_MAX, { error: () => m.api_field_too_long({ max: DETAILS_MAX }) })),
  });
}

/** The form's strings as the API's request. */
export function toCandidateRequest(values: RequestCandidateValues): CandidateRequestInput {
  const details = values.details.trim();
  return {
    role: values.role as CandidateRequestInput['role'],
    experience_level: values.experience_level as CandidateRequestInput['experience_level'],
    hire_type: values.hire_type as CandidateRequestInput['hire_type'],
    headcount: Number(values.headcount.trim()),
    ...(values.start_date ? { start_date: values.start_date } : {}),
    ...(details ? { details } : {}),
  };
}
