import { z } from 'zod/mini';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';

type S = components['schemas'];
export type WorkHistoryInput = S['WorkHistoryInput'];

// The contract's limits (WorkHistoryInput).
const L = limits.WorkHistoryInput.entries;
export const JOBS_MAX = L.maxItems;
export const EMPLOYER_MAX = L.items.employer.maxLength;
export const JOB_ROLE_MAX = L.items.role.maxLength;
export const JOB_DESCRIPTION_MAX = L.items.description.maxLength;

/** One job as typed: months as `YYYY-MM` (what a month input gives), '' for "still there". */
export interface JobForm {
  employer: string;
  role: string;
  start_month: string;
  end_month: string;
  description: string;
}
export interface WorkHistoryForm {
  entries: JobForm[];
}

export const blankJob = (): JobForm => ({ employer: '', role: '', start_month: '', end_month: '', description: '' });

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const text = (max: number) =>
  z.string().check(
    z.refine((value) => value.trim() !== '', { error: () => m.profile_required() }),
    z.refine((value) => value.trim().length <= max, { error: () => m.api_field_too_long({ max }) }),
  );

export const workHistorySchema = () =>
  z.object({
    entries: z
      .array(
        z
          .object({
            employer: text(EMPLOYER_MAX),
            role: text(JOB_ROLE_MAX),
            start_month: z.string().check(z.regex(MONTH, { error: () => m.profile_month_invalid() })),
            end_month: z.string().check(z.refine((value) => value === '' || MONTH.test(value), { error: () => m.profile_month_invalid() })),
            description: z.string().check(z.refine((value) => value.trim().length <= JOB_DESCRIPTION_MAX, { error: () => m.api_field_too_long({ max: JOB_DESCRIPTION_MAX }) })),
          })
          .check(
            // Months as `YYYY-MM` compare as text.
            z.refine((job) => job.end_month === '' || !MONTH.test(job.start_month) || job.end_month >= job.start_month, {
              path: ['end_month'],
              error: () => m.profile_end_before_start(),
            }),
          ),
      )
      .check(z.maxLength(JOBS_MAX, { error: () => m.profile_entries_max({ max: JOBS_MAX }) })),
  });

export const workHistoryForm = (saved: S['WorkHistoryEntry'][]): WorkHistoryForm => ({
  entries: saved.map((job) => ({ ...job, end_month: job.end_month ?? '' })),
});

export const toWorkHistory = (form: WorkHistoryForm): WorkHistoryInput => ({
  entries: form.entries.map((job) => ({
    employer: job.employer.trim(),
    role: job.role.trim(),
    start_month: job.start_month,
    ...(job.end_month ? { end_month: job.end_month } : {}),
    description: job.description.trim(),
  })),
});
