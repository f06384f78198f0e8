// What checkout starts from: an employer whose offer a candidate has accepted. The
// pipeline's screens have their own browser test (hiring.test.ts), so here the two
// people get there through the API, as the app would call it.
import { ApiBrowser, registerCandidate, registerEmployer, uniqueWord, type Account, type Locale } from './hiring-steps.ts';
import type { components } from '../../src/generated/api.ts';
import { expect } from './fixtures.ts';

export interface AcceptedOffer {
  employer: Account;
  candidate: Account;
  jobTitle: string;
  offerId: string;
}

/** One call the way the app makes it, failing the test on any other status than `status`. */
export async function call<T>(api: ApiBrowser, method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown, status = 200): Promise<T> {
  const response = await api.request(method, `/api/v1${path}`, body);
  const text = await response.text();
  expect(response.status, `${method} ${path} answered ${response.status}: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

export type WorkSchedule = components['schemas']['WorkSchedule'];

/** The server's calendar day (UTC) `days` from now: an offer cannot start before the server's today. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface OfferTerms {
  /** The first working day, `YYYY-MM-DD`; in 10 days unless given. */
  startDate?: string;
  /** Weekdays from 9 to 5 in New York unless given. */
  schedule?: WorkSchedule;
}

const OFFICE_HOURS: WorkSchedule = { work_days: ['mon', 'tue', 'wed', 'thu', 'fri'], start_time: '09:00', end_time: '17:00', timezone: 'America/New_York', hours_per_week: 40 };

/** What a job is posted with: its title, description, role, kind, level, pay, hours and skills. */
export type JobInput = components['schemas']['JobInput'];

export interface InterviewedApplicant {
  employer: Account;
  candidate: Account;
  /** Each signed in through the API. */
  boss: ApiBrowser;
  person: ApiBrowser;
  jobId: string;
  applicationId: string;
}

/**
 * A new employer with `job` posted and published, and a new candidate who applied to it (saying
 * `note`) and accepted an interview in two days: the offer is next.
 */
export async function interviewedApplicant(locale: Locale, job: JobInput, note: string): Promise<InterviewedApplicant> {
  const [employer, candidate] = await Promise.all([registerEmployer(locale), registerCandidate(locale)]);
  const boss = new ApiBrowser();
  const person = new ApiBrowser();
  await Promise.all([
    call(boss, 'POST', '/auth/login', { email: employer.email, password: employer.password }),
    call(person, 'POST', '/auth/login', { email: candidate.email, password: candidate.password }),
  ]);
  const posted = await call<{ id: string }>(boss, 'POST', '/employer/jobs', job, 201);
  await call(boss, 'POST', `/employer/jobs/${posted.id}/publish`);
  const application = await call<{ id: string }>(person, 'POST', `/jobs/${posted.id}/apply`, { note }, 201);

  const start = new Date(Date.now() + 2 * 86_400_000);
  start.setUTCMinutes(0, 0, 0);
  const time = start.toISOString();
  const interview = await call<{ id: string }>(
    boss,
    'POST',
    `/employer/candidates/interview/${application.id}`,
    { proposed_times: [time], duration_minutes: 30, meeting_url: 'https://meet.example.com/interview', message: 'Let us talk.' },
    201,
  );
  await call(person, 'POST', `/candidate/interviews/${interview.id}/accept`, { time });
  return { employer, candidate, boss, person, jobId: posted.id, applicationId: application.id };
}

/** A new employer and a new candidate, and an offer the candidate has accepted, awaiting payment. */
export async function acceptedOffer(locale: Locale, jobTitle = `Bookkeeper ${uniqueWord()}`, terms: OfferTerms = {}): Promise<AcceptedOffer> {
  const { employer, candidate, boss, person, applicationId } = await interviewedApplicant(
    locale,
    {
      title: jobTitle,
      description: 'Keep the books of our three dental clinics and reconcile the bank accounts every month.',
      role: 'bookkeeper',
      hire_type: 'full_time',
      experience_level: 'intermediate',
      pay_cents: 150_000,
      hours_per_week: 40,
      skills: ['QuickBooks'],
    },
    'I keep the books of two clinics today.',
  );
  const offer = await call<{ id: string }>(boss, 'PUT', `/employer/candidates/interview/after-v2/${applicationId}`, {
    contract_type: 'full_time',
    pay_cents: 150_000,
    include_insurance: true,
    include_healthcare: false,
    secure_cloud_computing: false,
    start_date: terms.startDate ?? inDays(10),
    schedule: terms.schedule ?? OFFICE_HOURS,
    message: 'Welcome aboard!',
  });
  await call(person, 'POST', `/candidate/offers/${offer.id}/accept`);
  return { employer, candidate, jobTitle, offerId: offer.id };
}
