import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { DEGREES, INDUSTRIES, degreeLabel, industryLabel } from '@/lib/labels';

export type JobType = components['schemas']['JobType'];

// Records keyed by the contract's enums: a value added to the contract is a compile error here until labelled.
const jobTypeLabels: Record<JobType, () => string> = {
  full_time: m.job_type_full_time,
  part_time: m.job_type_part_time,
  fractional: m.job_type_fractional,
};

export const JOB_TYPES = Object.keys(jobTypeLabels) as JobType[];

export const jobTypeLabel = (jobType: JobType) => jobTypeLabels[jobType]();

export interface Option {
  value: string;
  label: string;
}

export const industryOptions = (): Option[] => INDUSTRIES.map((value) => ({ value, label: industryLabel(value) }));
export const degreeOptions = (): Option[] => DEGREES.map((value) => ({ value, label: degreeLabel(value) }));
export const jobTypeOptions = (): Option[] => JOB_TYPES.map((value) => ({ value, label: jobTypeLabel(value) }));
