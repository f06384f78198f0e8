// Shared by this feature's page tests: who is signed in, and a few candidates and jobs.
import type { components } from '@/generated/api';
import { problem, signedInAs } from '../../../tests/unit/fixtures/session';
import { ada, type User } from '../../../tests/unit/harness';

export { problem, signedInAs };

type Schemas = components['schemas'];

export const employer = ada;

export const candidateUser: User = {
  ...ada,
  id: '5c0d3c52-5a8d-4d4a-9d55-7a3c4d3c1a01',
  email: 'grace@example.com',
  firstname: 'Grace',
  lastname: 'Hopper',
  role: 'candidate',
  company_name: undefined,
};

export const maria: Schemas['CandidateSummary'] = {
  id: '3f7a2b10-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  firstname: 'Maria',
  lastname: 'Santos',
  headline: 'Bookkeeper for small agencies, QuickBooks certified',
  role: 'bookkeeper',
  experience_level: 'intermediate',
  years_experience: 6,
  monthly_rate_cents: 140_000,
  availability: 'two_weeks',
  country: 'PH',
  skills: ['QuickBooks', 'Xero', 'Payroll'],
  engaged: false,
};

export const tomas: Schemas['CandidateSummary'] = {
  id: '8e1d4c2b-7a6f-4b3e-9d2c-1a0b9c8d7e6f',
  firstname: 'Tomás',
  lastname: 'Rivera',
  headline: 'Accounts payable and month-end close',
  role: 'accounts-payable-specialist',
  experience_level: 'expert',
  years_experience: 11,
  monthly_rate_cents: 210_000,
  availability: 'immediately',
  country: 'MX',
  skills: ['NetSuite', 'Excel'],
  engaged: true,
};

export const openJob: Schemas['EmployerJob'] = {
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  title: 'Bookkeeper for our agency',
  description: 'Monthly books for a 20-person agency.',
  role: 'bookkeeper',
  industry: 'accounting',
  hire_type: 'full_time',
  experience_level: 'intermediate',
  pay_cents: 150_000,
  currency: 'USD',
  hours_per_week: 40,
  skills: ['QuickBooks'],
  status: 'open',
  created_at: '2026-02-01T09:00:00.000Z',
  updated_at: '2026-02-02T09:00:00.000Z',
  published_at: '2026-02-02T09:00:00.000Z',
  applicants: { total: 3, invited: 0, to_review: 1, shortlisted: 0, interviewing: 1, offered: 0, hired: 0, rejected: 0, withdrawn: 0 },
};

export const secondJob: Schemas['EmployerJob'] = {
  ...openJob,
  id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
  title: 'Payroll help, 20 hours a month',
  role: 'payroll-specialist',
  hire_type: 'fractional',
  pay_cents: 1_250,
  hours_per_week: 5,
};

export function profileOf(
  candidate: Schemas['CandidateSummary'],
  applications: Schemas['CandidateProfileView']['applications'] = [],
): Schemas['CandidateProfileView'] {
  return {
    ...candidate,
    bio: 'I keep the books of three design agencies.\nI close every month by the fifth working day.',
    education: { highest_degree: 'bachelor', institution: 'University of the Philippines', graduation_year: 2017 },
    joined_at: '2025-06-10T08:00:00.000Z',
    applications,
  };
}

