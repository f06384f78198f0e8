import { iso, present } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';
import { toEmployerRef } from '../views/refs.js';
import type { JobRow } from './job-columns.js';

export type Counts = Schema<'ApplicantCounts'>;
type EmployerNames = Parameters<typeof toEmployerRef>[0];

export const noApplicants: Counts = {
  total: 0,
  invited: 0,
  to_review: 0,
  shortlisted: 0,
  interviewing: 0,
  offered: 0,
  hired: 0,
  rejected: 0,
  withdrawn: 0,
};

/** The fields an employer's job and a candidate's job summary have in common. */
function jobFields(j: Pick<JobRow, 'id' | 'title' | 'role' | 'industry' | 'hireType' | 'experienceLevel' | 'payCents' | 'currency' | 'hoursPerWeek' | 'skills' | 'country' | 'status'>) {
  return {
    id: j.id,
    title: j.title,
    role: j.role as Schema<'JobRole'>,
    industry: j.industry as Schema<'Industry'>,
    hire_type: j.hireType,
    experience_level: j.experienceLevel,
    pay_cents: j.payCents,
    currency: j.currency as Schema<'Currency'>,
    hours_per_week: j.hoursPerWeek,
    skills: j.skills,
    ...(j.country ? { country: j.country } : {}),
    status: j.status,
  };
}

export function toEmployerJob(j: JobRow, applicants: Counts): Schema<'EmployerJob'> {
  return {
    ...jobFields(j),
    description: j.description,
    created_at: iso(j.createdAt),
    updated_at: iso(j.updatedAt),
    ...present('published_at', j.publishedAt && iso(j.publishedAt)),
    ...present('closed_at', j.closedAt && iso(j.closedAt)),
    applicants,
  };
}

export type SummaryRow = Omit<JobRow, 'description' | 'createdAt' | 'updatedAt' | 'closedAt'> & EmployerNames;

export function toJobSummary(j: SummaryRow, company: Schema<'CompanyCard'>, mine?: Schema<'MyApplicationRef'>): Schema<'JobSummary'> {
  return {
    ...jobFields(j),
    company_name: toEmployerRef(j).company_name,
    company,
    // Every job a candidate can see was published once; a draft is never shown.
    published_at: j.publishedAt!.toISOString(),
    ...(mine ? { my_application: mine } : {}),
  };
}
