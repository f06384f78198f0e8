// Shared data and MSW handlers for this feature's page tests.
import type { components } from '@/generated/api';
import { problem, signedInAs } from '../../../tests/unit/fixtures/session';
import { ada } from '../../../tests/unit/harness';

export { problem, signedInAs };

type S = components['schemas'];

export const grace: S['User'] = {
  id: '9a1c3f7e-2b4d-4e6f-8a0b-1c2d3e4f5a6b',
  email: 'grace@example.com',
  firstname: 'Grace',
  lastname: 'Hopper',
  role: 'candidate',
  email_verified: true,
  country: 'PH',
  locale: 'en',
  created_at: '2025-11-05T09:30:00.000Z',
};

export const employerUser: S['User'] = ada;


export const bookkeeper: S['JobView'] = {
  id: '11111111-aaaa-4aaa-8aaa-111111111111',
  title: 'Bookkeeper for a design studio',
  role: 'bookkeeper',
  industry: 'accounting',
  hire_type: 'full_time',
  experience_level: 'intermediate',
  pay_cents: 150_000,
  currency: 'USD',
  hours_per_week: 40,
  skills: ['QuickBooks', 'Xero'],
  status: 'open',
  company_name: 'Analytical Engines Ltd',
  published_at: '2026-03-02T10:00:00.000Z',
  description: 'Keep our books tidy.\nMonth-end close with our accountant.',
};

export const tutor: S['JobView'] = {
  id: '22222222-bbbb-4bbb-8bbb-222222222222',
  title: 'Online maths tutor',
  role: 'online-tutor',
  industry: 'education',
  hire_type: 'fractional',
  experience_level: 'expert',
  pay_cents: 1250,
  currency: 'USD',
  hours_per_week: 10,
  skills: ['Algebra'],
  country: 'PH',
  status: 'open',
  company_name: 'Difference Engines',
  published_at: '2026-03-01T10:00:00.000Z',
  description: 'Evening lessons for secondary students.',
};

export const summary = (job: S['JobView'], extra: Partial<S['JobSummary']> = {}): S['JobSummary'] => {
  const { description: _description, ...rest } = job;
  return { ...rest, ...extra };
};

const employerRef: S['EmployerRef'] = { company_name: 'Analytical Engines Ltd', contact_name: 'Ada Lovelace' };
const jobRef = (job: S['JobView']): S['JobRef'] => ({ id: job.id, title: job.title, hire_type: job.hire_type, status: job.status });

export const application = (extra: Partial<S['CandidateApplication']> = {}): S['CandidateApplication'] => ({
  id: '33333333-cccc-4ccc-8ccc-333333333333',
  status: 'applied',
  source: 'applied',
  created_at: '2026-03-03T09:00:00.000Z',
  updated_at: '2026-03-03T09:00:00.000Z',
  job: jobRef(bookkeeper),
  employer: employerRef,
  ...extra,
});

export const interview = (extra: Partial<S['CandidateInterview']> = {}): S['CandidateInterview'] => ({
  id: '44444444-dddd-4ddd-8ddd-444444444444',
  application_id: '33333333-cccc-4ccc-8ccc-333333333333',
  status: 'proposed',
  proposed_times: ['2026-04-06T14:00:00.000Z', '2026-04-07T09:30:00.000Z'],
  duration_minutes: 45,
  meeting_url: 'https://meet.example.com/abc-defg-hij',
  message: 'We would love to hear about your month-end routine.',
  created_at: '2026-03-20T09:00:00.000Z',
  updated_at: '2026-03-20T09:00:00.000Z',
  job: jobRef(bookkeeper),
  employer: employerRef,
  ...extra,
});

const DAY = 24 * 60 * 60 * 1000;

export const offer = (extra: Partial<S['CandidateOffer']> = {}): S['CandidateOffer'] => ({
  id: '55555555-eeee-4eee-8eee-555555555555',
  application_id: '33333333-cccc-4ccc-8ccc-333333333333',
  status: 'pending',
  contract_type: 'full_time',
  experience_level: 'intermediate',
  pay_cents: 160_000,
  currency: 'USD',
  include_insurance: true,
  include_healthcare: false,
  secure_cloud_computing: true,
  start_date: '2026-05-04',
  schedule: { work_days: ['mon', 'tue', 'wed', 'thu', 'fri'], start_time: '09:00', end_time: '17:00', timezone: 'America/New_York', hours_per_week: 40 },
  message: 'Welcome aboard, we hope.',
  sent_at: new Date(Date.now() - 2 * DAY).toISOString(),
  // Five days and a bit from now: "days left: 6" however long the test takes.
  expires_at: new Date(Date.now() + 5 * DAY + 60 * 60 * 1000).toISOString(),
  job: jobRef(bookkeeper),
  employer: employerRef,
  ...extra,
});

export const page = <K extends string, T>(key: K, items: T[], hasMore = false, pageNumber = 1) =>
  ({ [key]: items, page: pageNumber, page_size: 20, has_more: hasMore }) as Record<K, T[]> & {
    page: number;
    page_size: number;
    has_more: boolean;
  };
