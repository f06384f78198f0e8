// Builders for the fractional hire API tests: a fractional hire written straight into the tables
// (checkout has its own tests: server/fractional/checkout-*.ts), its worked time, and the calls.
import { applications, attendanceBreaks, attendanceSessions, offers, type WorkScheduleRow } from '../../server/db/schema.js';
import { instantOf } from '../../server/staff-work/local-time.js';
import { API, type TestServer } from './harness.js';
import { newCandidate, newEmployer, newJob, type Person } from './pipeline-fixtures.js';

export interface FractionalHired {
  employer: Person;
  staff: Person;
  job: Awaited<ReturnType<typeof newJob>>;
  applicationId: string;
  offerId: string;
}

export const FRACTIONAL_ZONE = 'America/New_York';

/** Mornings on weekdays, 20 hours a week, in New York. */
export const fractionalSchedule = (timezone = FRACTIONAL_ZONE): WorkScheduleRow => ({
  work_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  start_time: '09:00',
  end_time: '13:00',
  timezone,
  hours_per_week: 20,
});

export interface FractionalTerms {
  employer?: Person;
  staff?: Person;
  /** The hourly rate, in cents. */
  hourlyCents?: number;
  range?: { min: number; max: number };
  startDate?: string;
  /** `hired` (the default) and `ended` are paid for; `awaiting_payment` was accepted and is not; `pending` is not answered yet. */
  status?: 'hired' | 'ended' | 'awaiting_payment' | 'pending';
  /** When a pending offer lapses; a week from now by default. */
  expiresAt?: Date;
  /** The day billing began (paid for hires); the start date by default. */
  billingStart?: string;
  endedAt?: Date;
  schedule?: WorkScheduleRow;
}

/** An employer's fractional offer of a candidate: accepted, and by default paid for (`hired_at`, `billing_start_date` set). */
export async function newFractionalHire(t: TestServer, terms: FractionalTerms = {}): Promise<FractionalHired> {
  const employer = terms.employer ?? (await newEmployer(t));
  const staff = terms.staff ?? (await newCandidate(t));
  const hourlyCents = terms.hourlyCents ?? 3_000;
  const job = await newJob(t, employer.user.id, { hireType: 'fractional', payCents: hourlyCents, hoursPerWeek: 20 });
  const parties = { jobId: job.id, employerId: employer.user.id, candidateId: staff.user.id };
  const status = terms.status ?? 'hired';
  const paid = status === 'hired' || status === 'ended';
  const answered = status !== 'pending';
  const startDate = terms.startDate ?? '2029-12-10';
  const [application] = await t.db
    .insert(applications)
    .values({ ...parties, status: paid ? 'hired' : 'offered', source: 'applied' })
    .returning();
  const [offer] = await t.db
    .insert(offers)
    .values({
      ...parties,
      applicationId: application!.id,
      status,
      contractType: 'fractional',
      experienceLevel: 'intermediate',
      payCents: hourlyCents,
      includeInsurance: false,
      includeHealthcare: false,
      secureCloudComputing: false,
      startDate,
      schedule: terms.schedule ?? fractionalSchedule(),
      hoursMin: terms.range?.min ?? 20,
      hoursMax: terms.range?.max ?? 60,
      expiresAt: answered ? new Date() : (terms.expiresAt ?? new Date(Date.now() + 7 * 86_400_000)),
      answeredAt: answered ? new Date() : null,
      hiredAt: paid ? new Date() : null,
      billingStartDate: paid ? (terms.billingStart ?? startDate) : null,
      endedAt: status === 'ended' ? (terms.endedAt ?? new Date()) : null,
      endReason: status === 'ended' ? 'The project is done.' : null,
    })
    .returning();
  return { employer, staff, job, applicationId: application!.id, offerId: offer!.id };
}

/**
 * A closed attendance session of the hire on `date`, from `from` to `to` (wall-clock times of
 * the schedule's zone), with an optional break: what the clock leaves once the staff member
 * clocked out (server/staff-work/clock.ts).
 */
export async function workedSession(
  t: TestServer,
  hire: FractionalHired,
  date: string,
  from: string,
  to: string | null,
  pause?: { from: string; to: string },
  zone = FRACTIONAL_ZONE,
) {
  const [session] = await t.db
    .insert(attendanceSessions)
    .values({
      offerId: hire.offerId,
      employerId: hire.employer.user.id,
      candidateId: hire.staff.user.id,
      workDate: date,
      clockInAt: instantOf(zone, date, from),
      clockOutAt: to ? instantOf(zone, date, to) : null,
    })
    .returning();
  if (pause) await t.db.insert(attendanceBreaks).values({ sessionId: session!.id, startAt: instantOf(zone, date, pause.from), endAt: instantOf(zone, date, pause.to) });
  return session!;
}

export const FRACTIONAL = {
  requestStaff: `${API}/employer/fractional/request-staff`,
  overview: `${API}/employer/fractional-hire`,
  hoursRange: (offerId: string) => `${API}/employer/fractional/staff/${offerId}/hours-range`,
  month: (offerId: string, month?: string) => `${API}/employer/fractional/staff/${offerId}/month${month ? `?month=${month}` : ''}`,
  checkout: (offerId: string) => `${API}/employer/fractional/checkout/${offerId}`,
  hire: `${API}/employer/hire-fractional-staff`,
  couponCheck: `${API}/fractional-coupons/check`,
};
