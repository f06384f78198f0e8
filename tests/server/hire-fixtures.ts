// Builders for the staff-at-work API tests: a hired staff member, written straight into the tables
// (hiring and paying have their own tests), and what their side and the employer's were told.
import { expect } from 'vitest';
import { applications, offers, onboardingCompletions, type WorkScheduleRow } from '../../server/db/schema.js';
import { API, msg, type TestServer } from './harness.js';
import { newCandidate, newEmployer, newJob, type Person } from './pipeline-fixtures.js';

export interface Hired {
  employer: Person;
  staff: Person;
  job: Awaited<ReturnType<typeof newJob>>;
  applicationId: string;
  offerId: string;
}

export const weekdaySchedule = (timezone = 'America/New_York'): WorkScheduleRow => ({
  work_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  start_time: '09:00',
  end_time: '17:00',
  timezone,
  hours_per_week: 40,
});

/**
 * An employer's hire of a candidate: an application and its offer, paid for (`hired_at` set), of a
 * staff member whose onboarding is complete (server/onboarding/readiness.ts) unless `onboarded`
 * is false.
 */
export async function newHire(
  t: TestServer,
  opts: { employer?: Person; staff?: Person; schedule?: WorkScheduleRow; startDate?: string; staffLocale?: string; onboarded?: boolean } = {},
): Promise<Hired> {
  const employer = opts.employer ?? (await newEmployer(t));
  const staff = opts.staff ?? (await newCandidate(t, opts.staffLocale ? { locale: opts.staffLocale } : {}));
  const job = await newJob(t, employer.user.id);
  const parties = { jobId: job.id, employerId: employer.user.id, candidateId: staff.user.id };
  const [application] = await t.db.insert(applications).values({ ...parties, status: 'hired', source: 'applied' }).returning();
  const [offer] = await t.db
    .insert(offers)
    .values({
      ...parties,
      applicationId: application!.id,
      status: 'hired',
      contractType: 'full_time',
      experienceLevel: 'intermediate',
      payCents: 160_000,
      includeInsurance: true,
      includeHealthcare: false,
      secureCloudComputing: true,
      startDate: opts.startDate ?? '2029-09-03',
      schedule: opts.schedule ?? weekdaySchedule(),
      expiresAt: new Date(),
      hiredAt: new Date(),
    })
    .returning();
  if (opts.onboarded !== false) await t.db.insert(onboardingCompletions).values({ candidateId: staff.user.id, grounds: 'checks_passed' }).onConflictDoNothing();
  return { employer, staff, job, applicationId: application!.id, offerId: offer!.id };
}

/** What the end of a contract leaves behind (server/hiring/end-contract.ts): history, no new entries. */
export async function endHire(t: TestServer, hire: Hired) {
  await t.query(`update offers set status = 'ended', ended_at = now() where id = '${hire.offerId}'`);
}

export const WORK = {
  myReports: `${API}/candidate/eod-reports`,
  myReport: (id: string) => `${API}/candidate/eod-reports/${id}`,
  staffReports: (candidateId: string, query = '') => `${API}/employer/reports/${candidateId}${query}`,
  comment: (reportId: string) => `${API}/employer/eod-reports/${reportId}/comments`,
  myTimeOff: `${API}/candidate/time-off`,
  cancelTimeOff: (id: string) => `${API}/candidate/time-off/${id}/cancel`,
  staffTimeOff: (candidateId: string, query = '') => `${API}/employer/pto/candidate-history/${candidateId}${query}`,
  approve: (id: string) => `${API}/employer/pto/approve/${id}`,
  decline: (id: string) => `${API}/employer/pto/decline/${id}`,
  policy: `${API}/employer/pto/policy`,
  myClock: `${API}/candidate/attendance/today`,
  clockIn: `${API}/candidate/attendance/clock-in`,
  clockOut: `${API}/candidate/attendance/clock-out`,
  breakStart: `${API}/candidate/attendance/break-start`,
  breakEnd: `${API}/candidate/attendance/break-end`,
  myAttendance: (query = '') => `${API}/candidate/attendance${query}`,
  corrections: `${API}/candidate/attendance/corrections`,
  cancelCorrection: (id: string) => `${API}/candidate/attendance/corrections/${id}/cancel`,
  staffAttendance: (candidateId: string, query = '') => `${API}/employer/attendance-history/${candidateId}${query}`,
  approveCorrection: (id: string) => `${API}/employer/attendance-corrections/${id}/approve`,
  declineCorrection: (id: string) => `${API}/employer/attendance-corrections/${id}/decline`,
  staffExport: (candidateId: string, query: string) => `${API}/employer/staff-export/${candidateId}${query}`,
  employerDashboard: `${API}/employer/dashboard`,
  candidateDashboard: `${API}/candidate/dashboard`,
};

/**
 * The newest mail to `to` is this staff-at-work news, in `locale`, with a link to `path`, and
 * the recipient's dashboard shows it first, naming the staff member.
 */
export async function expectTold(
  t: TestServer,
  recipient: Person,
  news: { type: string; counterpart: string; job: string; path: string; staffId: string; locale?: 'en' | 'fr' | 'es' | 'zh' },
) {
  const params = { counterpart: news.counterpart, job: news.job };
  const [mail] = await t.mailbox(recipient.user.email);
  expect(mail, `a mail to ${recipient.user.email}`).toBeDefined();
  expect(mail!.subject).toBe(msg(`mail_staff_${news.type}_subject`, params, news.locale));
  expect(mail!.text).toContain(msg(`mail_staff_${news.type}_body`, params, news.locale));
  expect(mail!.text).toContain(`http://localhost:3000${news.path}`);
  const isEmployer = recipient.user.type === 'business_owner';
  const dashboard = await recipient.browser.get(isEmployer ? WORK.employerDashboard : WORK.candidateDashboard);
  expect(dashboard.json().activity[0]).toMatchObject({ type: news.type, counterpart: news.counterpart, staff_id: news.staffId });
}

/** How the employer's side names the staff member, and the staff member's side the employer. */
export async function namesOf(t: TestServer, hire: Hired) {
  const [staff] = await t.query<{ name: string }>(`select firstname || ' ' || lastname as name from users where id = '${hire.staff.user.id}'`);
  const [employer] = await t.query<{ name: string }>(`select company_name as name from users where id = '${hire.employer.user.id}'`);
  return { staff: staff!.name, company: employer!.name };
}
