// An employer with a published job and a candidate who applied to it, made through the API as the
// product makes them: where the agent's and the messages' journeys start (agent.test.ts,
// conversations.test.ts).
import { call } from './checkout-steps.ts';
import { registerCandidate, registerEmployer, uniqueWord, type Account, type Locale } from './hiring-steps.ts';
import { apiSignedIn } from './onboarding-steps.ts';

export interface ApplicantOnJob {
  employer: Account;
  candidate: Account;
  jobTitle: string;
}

/** A new employer with a published job, and a new candidate who applied to it; each reads the product (and its mails) in its own language. */
export async function applicantOnJob({ employerLocale = 'en', candidateLocale = 'en' }: { employerLocale?: Locale; candidateLocale?: Locale } = {}): Promise<ApplicantOnJob> {
  const [employer, candidate] = await Promise.all([registerEmployer(employerLocale), registerCandidate(candidateLocale)]);
  const [boss, person] = await Promise.all([apiSignedIn(employer), apiSignedIn(candidate)]);
  const jobTitle = `Front desk coordinator ${uniqueWord()}`;
  const job = await call<{ id: string }>(
    boss,
    'POST',
    '/employer/jobs',
    {
      title: jobTitle,
      description: 'Answer patients’ calls, keep the calendar and confirm appointments for our two clinics.',
      role: 'customer-support-agent',
      hire_type: 'full_time',
      experience_level: 'intermediate',
      pay_cents: 120_000,
      hours_per_week: 40,
      skills: ['Scheduling'],
    },
    201,
  );
  await call(boss, 'POST', `/employer/jobs/${job.id}/publish`);
  await call(person, 'POST', `/jobs/${job.id}/apply`, { note: 'I ran the front desk of a busy clinic for three years.' }, 201);
  return { employer, candidate, jobTitle };
}

