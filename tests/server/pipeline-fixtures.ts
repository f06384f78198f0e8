// Builders for the hiring pipeline's API tests: people, jobs, and an application at any stage.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { candidateProfiles, jobs } from '../../server/db/schema.js';
import { API, type Client, type Res, type TestServer, type TestUser } from './harness.js';

export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
export const PUBLIC_URL = 'http://localhost:3000';

export interface Person {
  user: TestUser;
  browser: Client;
}

/** A word no other test uses, so that searches by it see only this test's rows. */
export const tag = () => `zq${randomBytes(5).toString('hex')}`;

export async function newEmployer(t: TestServer, overrides: Record<string, unknown> = {}): Promise<Person> {
  const user = await t.createUser({ type: 'business_owner', overrides: { company_name: `Firm ${tag()}`, ...overrides } });
  return { user, browser: await t.signIn(user) };
}

/** An administrator (an account made an admin in the database, as the product has no sign-up for them), signed in. */
export async function newAdmin(t: TestServer, overrides: Record<string, unknown> = {}): Promise<Person> {
  const user = await t.createUser({ type: 'business_owner', overrides });
  const browser = await t.signIn(user);
  await t.makeAdmin(user.id);
  return { user, browser };
}

export async function newCandidate(t: TestServer, overrides: Record<string, unknown> = {}): Promise<Person> {
  const user = await t.createUser({ type: 'candidate', overrides: { firstname: 'Maria', lastname: `Santos ${tag()}`, ...overrides } });
  return { user, browser: await t.signIn(user) };
}

/** Fills in a candidate's profile (what /profile does), so that searches can find them. */
export async function completeProfile(t: TestServer, candidateId: string, fields: Partial<typeof candidateProfiles.$inferInsert> = {}) {
  await t.db
    .update(candidateProfiles)
    .set({ headline: 'Bookkeeper', role: 'bookkeeper', experienceLevel: 'intermediate', monthlyRateCents: 150_000, skills: ['QuickBooks'], complete: true, ...fields })
    .where(eq(candidateProfiles.userId, candidateId));
}

/** Jobs are written straight into the table: posting them has its own tests. */
export async function newJob(t: TestServer, employerId: string, overrides: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await t.db
    .insert(jobs)
    .values({
      employerId,
      title: `Bookkeeper ${tag()}`,
      description: 'Keep our books and reconcile the bank accounts every month.',
      role: 'bookkeeper',
      industry: 'accounting',
      hireType: 'full_time',
      experienceLevel: 'intermediate',
      payCents: 150_000,
      hoursPerWeek: 40,
      skills: ['QuickBooks'],
      status: 'open',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  return job!;
}

/** `n` distinct whole hours from tomorrow on, as the API writes them back. */
export function futureTimes(n = 2, fromDays = 1): string[] {
  const base = new Date();
  base.setUTCMinutes(0, 0, 0);
  return Array.from({ length: n }, (_, i) => new Date(base.getTime() + fromDays * 86_400_000 + i * 3_600_000).toISOString());
}

export const interviewBody = (overrides: Record<string, unknown> = {}) => ({
  proposed_times: futureTimes(),
  duration_minutes: 30,
  meeting_url: 'https://meet.example.com/abc',
  message: 'Looking forward to meeting you.',
  ...overrides,
});

export const todayUtc = () => new Date().toISOString().slice(0, 10);
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const offerBody = (overrides: Record<string, unknown> = {}) => ({
  contract_type: 'full_time',
  pay_cents: 160_000,
  include_insurance: true,
  include_healthcare: false,
  secure_cloud_computing: true,
  start_date: dayFromToday(14),
  schedule: { work_days: ['mon', 'tue', 'wed', 'thu', 'fri'], start_time: '09:00', end_time: '17:00', timezone: 'America/New_York', hours_per_week: 40 },
  message: 'Welcome aboard!',
  // A fractional offer carries its hours a month, and only it (server/fractional/hours-range-fields.ts).
  ...(overrides.contract_type === 'fractional' ? { hours_range: { min_hours: 20, max_hours: 60 } } : {}),
  ...overrides,
});

export function ok<T = Record<string, unknown>>(res: Res, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

export const put = (browser: Client, url: string, body?: unknown) => browser.request('PUT', url, body);

export const URLS = {
  applicants: `${API}/employer/jobs/applicants`,
  shortlist: (id: string) => `${API}/employer/jobs/applicants/${id}/shortlist`,
  reject: (id: string) => `${API}/employer/jobs/applicants/${id}/reject`,
  interviews: `${API}/employer/jobs/applicants/allinterviews`,
  offers: `${API}/employer/jobs/applicants/alloffers`,
  staff: `${API}/employer/hiredstaffs`,
  invite: (candidateId: string) => `${API}/employer/invite/candidate/${candidateId}`,
  interviewInvite: (applicationId: string) => `${API}/employer/candidates/interview/${applicationId}`,
  cancelInterview: (id: string) => `${API}/employer/interviews/${id}/cancel`,
  sendOffer: (applicationId: string) => `${API}/employer/candidates/interview/after-v2/${applicationId}`,
  offer: (id: string) => `${API}/employer/offers/${id}`,
  withdrawOffer: (id: string) => `${API}/employer/offers/${id}/withdraw`,
  worktime: `${API}/employer/update-worktime`,
  fire: `${API}/employer/staff/fire`,
  employerDashboard: `${API}/employer/dashboard`,
  apply: (jobId: string) => `${API}/jobs/${jobId}/apply`,
  candidateDashboard: `${API}/candidate/dashboard`,
  myApplications: `${API}/candidate/applications`,
  withdraw: (id: string) => `${API}/candidate/applications/${id}/withdraw`,
  myInterviews: `${API}/candidate/interviews`,
  acceptInterview: (id: string) => `${API}/candidate/interviews/${id}/accept`,
  declineInterview: (id: string) => `${API}/candidate/interviews/${id}/decline`,
  reschedule: (id: string) => `${API}/candidate/interviews/${id}/reschedule`,
  myOffers: `${API}/candidate/offers`,
  acceptOffer: (id: string) => `${API}/candidate/offers/${id}/accept`,
  declineOffer: (id: string) => `${API}/candidate/offers/${id}/decline`,
  activeJob: `${API}/candidate/active-job`,
};

export type Stage = 'applied' | 'interviewing' | 'offered' | 'accepted';

export interface Pipeline {
  employer: Person;
  candidate: Person;
  job: Awaited<ReturnType<typeof newJob>>;
  applicationId: string;
  interviewId?: string;
  offerId?: string;
}

/** One employer, one candidate, one open job, and the candidate's application carried to `stage` through the API. */
export async function pipeline(
  t: TestServer,
  stage: Stage = 'applied',
  opts: { employer?: Person; candidate?: Person; job?: Partial<typeof jobs.$inferInsert>; offer?: Record<string, unknown> } = {},
): Promise<Pipeline> {
  const employer = opts.employer ?? (await newEmployer(t));
  const candidate = opts.candidate ?? (await newCandidate(t));
  const job = await newJob(t, employer.user.id, opts.job);
  const applied = ok<{ id: string }>(await candidate.browser.post(URLS.apply(job.id), { note: 'I would love to help.' }), 201);
  const p: Pipeline = { employer, candidate, job, applicationId: applied.id };
  if (stage === 'applied') return p;
  const body = interviewBody();
  p.interviewId = ok<{ id: string }>(await employer.browser.post(URLS.interviewInvite(p.applicationId), body), 201).id;
  ok(await candidate.browser.post(URLS.acceptInterview(p.interviewId), { time: body.proposed_times[0] }));
  if (stage === 'interviewing') return p;
  p.offerId = ok<{ id: string }>(await put(employer.browser, URLS.sendOffer(p.applicationId), offerBody(opts.offer))).id;
  if (stage === 'offered') return p;
  ok(await candidate.browser.post(URLS.acceptOffer(p.offerId)));
  return p;
}

/** What checkout will do once paid: the offer becomes a hire and the candidate is engaged. */
export async function markHired(t: TestServer, p: Pipeline) {
  await t.query(`update offers set status = 'hired', hired_at = now() where id = '${p.offerId}'`);
  await t.query(`update applications set status = 'hired' where id = '${p.applicationId}'`);
  await t.query(`update candidate_profiles set engaged = true where user_id = '${p.candidate.user.id}'`);
}

/** Puts an offer's expiry in the past, as if seven days had gone by. */
export async function lapse(t: TestServer, offerId: string) {
  await t.query(`update offers set expires_at = now() - interval '1 minute' where id = '${offerId}'`);
}

export async function dbRow<T = Record<string, unknown>>(t: TestServer, table: string, id: string): Promise<T> {
  const [row] = await t.query<T>(`select * from ${table} where id = '${id}'`);
  return row!;
}
