// The demo data seeded on first start: counts, and a pipeline the lifecycle rules allow.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/database.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDemoDataOnFirstStart } from '../../server/seed/demo.js';
import { demoCompliance } from '../../server/seed/demo-compliance.js';
import { DiskStore } from '../../server/storage/disk-store.js';
import { readStoredFile } from '../../server/storage/file-store.js';
import { checkPdf } from '../../server/uploads/pdf-check.js';
import { DEMO_CANDIDATE, DEMO_EMPLOYER, DEMO_SECOND_EMPLOYER, demoAccounts, demoApplications, demoCandidates, demoCoupons, demoJobs } from '../../server/seed/demo-data.js';
import { demoStaffWork } from '../../server/seed/demo-staff-work-data.js';
import { attendanceDays } from '../../server/staff-work/attendance-history.js';
import { staffHireForEmployer } from '../../server/staff-work/hires.js';
import { addDays } from '../../server/staff-work/local-time.js';
import { priceCheckout } from '../../server/billing/checkout-pricing.js';
import { couponDiscount } from '../../src/shared/pricing.js';
import { asPricingCoupon } from '../../server/billing/coupons.js';
import { coupons, offers, payments, platformSubscriptions } from '../../server/db/schema.js';
import { isComplete } from '../../server/candidates/candidate-profiles.js';
import { verifyPassword } from '../../server/auth/passwords.js';
import { openTestDatabase, type TestDatabase } from './harness.js';
import { fractionalHiresWhere, monthOfHire, rangeChangesOf, rangeInForce, todayOfHire } from '../../server/fractional/fractional-hires.js';
import { fractionalBillFor } from '../../server/fractional/month-bill.js';
import { checkoutOfferOf, priceFractionalCheckout } from '../../server/fractional/checkout-pricing.js';
import { hiresBilledFor, monthlyBill } from '../../server/billing/monthly-bill.js';
import { demoFractionalWork } from '../../server/seed/demo-fractional-data.js';
import { eachDate, isWorkingDay } from '../../server/staff-work/local-time.js';
import { monthStart, previousMonthStart } from '../../src/shared/fractional-pricing.js';
import { monthEnd, nextBillDate } from '../../src/shared/pricing.js';

let testDb: TestDatabase;
let db: Db;
const logged: string[] = [];
const log = { info: (message: string) => void logged.push(message) };

async function rows<T = Record<string, unknown>>(text: string): Promise<T[]> {
  return ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}
async function count(text: string): Promise<number> {
  const [row] = await rows<{ n: number }>(`select count(*)::int as n from ${text}`);
  return row!.n;
}
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-files-'));
const files = new DiskStore(filesDir);
const userId = async (email: string) => (await rows<{ id: string }>(`select id from users where email = '${email}'`))[0]!.id;

beforeAll(async () => {
  testDb = await openTestDatabase();
  db = testDb.database.db;
  await seedDemoDataOnFirstStart(db, log, files);
});
afterAll(async () => {
  await testDb?.drop();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  test('creates every account, profile, job and application of the demo story', async () => {
    const candidates = [...demoAccounts, ...demoCandidates].filter((p) => p.role === 'candidate');
    expect(await count('users')).toBe(demoAccounts.length + demoCandidates.length);
    expect(candidates.length).toBeGreaterThanOrEqual(20);
    expect(await count(`users where role = 'candidate'`)).toBe(candidates.length);
    expect(await count('candidate_profiles')).toBe(candidates.length);
    expect(await count('jobs')).toBe(demoJobs.length);
    expect(await count('applications')).toBe(demoApplications.length);
    expect(await count(`users where email_verified_at is null`)).toBe(0);
    expect(logged).toHaveLength(1);
    // Search is worth trying: many countries and industries.
    expect(await count(`(select distinct country from candidate_profiles) c`)).toBeGreaterThanOrEqual(15);
    expect(await count(`(select distinct industry from candidate_profiles) i`)).toBeGreaterThanOrEqual(10);
  });

  test('every candidate has a complete, searchable profile copied from the account', async () => {
    const profiles = await rows<{
      headline: string; role: string | null; experience_level: string | null; monthly_rate_cents: number | null; skills: string[];
      bio: string; complete: boolean; same_name: boolean; same_country: boolean;
    }>(`select p.*, p.full_name = u.firstname || ' ' || u.lastname as same_name, p.country = u.country as same_country
        from candidate_profiles p join users u on u.id = p.user_id`);
    for (const p of profiles) {
      expect(isComplete({ headline: p.headline, role: p.role, experienceLevel: p.experience_level as 'entry', monthlyRateCents: p.monthly_rate_cents, skills: p.skills })).toBe(true);
      expect(p).toMatchObject({ complete: true, same_name: true, same_country: true });
      expect(p.bio.length).toBeGreaterThan(40);
    }
  });

  test('every candidate has every section of the profile filled in but the files (server/seed/demo-profiles.ts)', async () => {
    const profiles = await rows<{ filled: boolean; skills_match: boolean }>(
      `select jsonb_array_length(work_history) > 0 and jsonb_array_length(education) > 0 and jsonb_array_length(languages) > 0
              and work_timezone is not null and links <> '{}'::jsonb and cardinality(language_levels) > 0 as filled,
              array(select s->>'name' from jsonb_array_elements(skill_years) s) = skills as skills_match
         from candidate_profiles`,
    );
    expect(profiles.length).toBeGreaterThanOrEqual(20);
    for (const p of profiles) expect(p).toEqual({ filled: true, skills_match: true });
  });

  test('jobs: the demo employer has open jobs, one draft and one closed; the second employer two open jobs', async () => {
    const byStatus = async (email: string) =>
      Object.fromEntries(
        (await rows<{ status: string; n: number }>(
          `select j.status, count(*)::int as n from jobs j join users u on u.id = j.employer_id where u.email = '${email}' group by j.status`,
        )).map((r) => [r.status, r.n]),
      );
    const northwind = await byStatus(DEMO_EMPLOYER);
    expect(northwind.open).toBeGreaterThanOrEqual(3);
    expect(northwind).toMatchObject({ draft: 1, closed: 2 });
    expect(await byStatus(DEMO_SECOND_EMPLOYER)).toEqual({ open: 2 });
    expect(await count(`jobs where status = 'open' and (published_at is null or published_at > now() or closed_at is not null)`)).toBe(0);
    expect(await count(`jobs where status = 'draft' and (published_at is not null or closed_at is not null)`)).toBe(0);
    expect(await count(`jobs where status = 'closed' and (published_at is null or closed_at is null)`)).toBe(0);
    expect(await count(`(select distinct hire_type from jobs) h`)).toBe(2);
  });

  test('the pipeline is consistent with the lifecycle rules', async () => {
    // An application sits on a published job of the employer it names.
    expect(await count(`applications a join jobs j on j.id = a.job_id where j.employer_id <> a.employer_id or j.status = 'draft' or a.created_at < j.published_at`)).toBe(0);
    // Each offer's status matches its application's.
    expect(
      await count(`offers o join applications a on a.id = o.application_id where not (
        (o.status in ('pending', 'awaiting_payment') and a.status = 'offered')
        or (o.status in ('hired', 'ended') and a.status = 'hired')
        or (o.status in ('declined', 'expired', 'withdrawn') and a.status <> 'offered'))`),
    ).toBe(0);
    expect(await count(`applications a where a.status in ('offered', 'hired') and not exists (select 1 from offers o where o.application_id = a.id)`)).toBe(0);
    // Engaged means on a live contract, and the other way round.
    expect(await count(`offers o join candidate_profiles p on p.user_id = o.candidate_id where o.status = 'hired' and not p.engaged`)).toBe(0);
    expect(await count(`candidate_profiles p where p.engaged and not exists (select 1 from offers o where o.candidate_id = p.user_id and o.status = 'hired')`)).toBe(0);
    expect(await count(`offers where status = 'hired' and (hired_at is null or start_date > current_date)`)).toBe(0);
    // A pending offer is still open to an answer, for exactly the validity period.
    expect(await count(`offers where status = 'pending' and (expires_at <= now() or expires_at <> sent_at + interval '7 days')`)).toBe(0);
    // Live interviews belong to applications still in play; an accepted one is at one of the proposed times.
    expect(
      await count(`interviews i join applications a on a.id = i.application_id
        where i.status in ('proposed', 'accepted', 'reschedule_requested') and a.status not in ('interviewing', 'offered', 'hired')`),
    ).toBe(0);
    expect(await count(`interviews where status = 'accepted' and not (proposed_times ? to_char(scheduled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`)).toBe(0);
    expect(await count(`interviews where status = 'proposed' and scheduled_at is not null`)).toBe(0);
    expect(await count(`applications where (status = 'rejected') <> (rejection_reason is not null)`)).toBe(0);
    expect(await count(`applications where (source = 'invited') <> (invitation_message is not null)`)).toBe(0);
    expect(await count(`applications where updated_at < created_at or updated_at > now()`)).toBe(0);
  });

  test('the demo employer sees applicants in every status, an upcoming interview and hired staff', async () => {
    const employer = await userId(DEMO_EMPLOYER);
    const statuses = (await rows<{ status: string }>(`select distinct status from applications where employer_id = '${employer}'`)).map((r) => r.status);
    expect(statuses.sort()).toEqual(['applied', 'hired', 'interviewing', 'invited', 'offered', 'rejected', 'shortlisted', 'withdrawn']);
    expect(await count(`interviews where employer_id = '${employer}' and status = 'accepted' and scheduled_at > now()`)).toBeGreaterThanOrEqual(1);
    expect(await count(`interviews where employer_id = '${employer}' and status = 'proposed'`)).toBeGreaterThanOrEqual(1);
    expect(
      await count(`offers o join candidate_profiles p on p.user_id = o.candidate_id
        where o.employer_id = '${employer}' and o.status = 'hired' and o.start_date < current_date and p.engaged`),
    ).toBe(2);
    expect(
      await count(`offers where employer_id = '${employer}' and status = 'pending' and expires_at between now() + interval '4 days 23 hours' and now() + interval '5 days 1 hour'`),
    ).toBe(1);
  });

  test('the demo candidate has an invitation, an application, an interview invite with three future times and an offer to answer', async () => {
    const maria = await userId(DEMO_CANDIDATE);
    expect(await count(`applications where candidate_id = '${maria}' and status = 'applied'`)).toBe(1);
    expect(await count(`applications where candidate_id = '${maria}' and status = 'invited' and length(invitation_message) > 20`)).toBe(1);
    const [invite] = await rows<{ times: string[] }>(`select proposed_times as times from interviews where candidate_id = '${maria}' and status = 'proposed'`);
    expect(invite!.times).toHaveLength(3);
    for (const time of invite!.times) expect(new Date(time).getTime()).toBeGreaterThan(Date.now());
    expect(await count(`offers where candidate_id = '${maria}' and status = 'pending' and expires_at > now()`)).toBe(1);
  });

  test('the hired staff member has weeks of work to show, in her own calendar, from the first sign-in', async () => {
    const amina = await userId(demoStaffWork.staff);
    const [hire] = await rows<{ zone: string; today: string }>(
      `select schedule->>'timezone' as zone, (now() at time zone (schedule->>'timezone'))::date::text as today from offers where candidate_id = '${amina}' and status = 'hired'`,
    );
    const sessions = `attendance_sessions s join offers o on o.id = s.offer_id where s.candidate_id = '${amina}'`;
    expect(await count(sessions)).toBeGreaterThanOrEqual(10);
    // Each session on a working day of her schedule, dated in her zone, closed, before today (left for the user to clock in).
    expect(
      await count(`${sessions} and (s.work_date <> (s.clock_in_at at time zone '${hire!.zone}')::date or not (o.schedule->'work_days' ? to_char(s.work_date, 'dy'))
        or s.clock_out_at is null or s.clock_out_at <= s.clock_in_at or s.work_date >= '${hire!.today}' or s.work_date < o.start_date)`),
    ).toBe(0);
    expect(await count(`${sessions} and s.auto_closed and exists (select 1 from attendance_changes c where c.session_id = s.id and c.kind = 'auto_closed')`)).toBe(1);
    expect(await count(`attendance_corrections where candidate_id = '${amina}' and status = 'pending'`)).toBe(1);
    const [reports] = await rows<{ n: number; unread: number; commented: number }>(
      `select count(*)::int as n, count(*) filter (where read_at is null)::int as unread,
              count(*) filter (where exists (select 1 from eod_report_comments c where c.report_id = r.id))::int as commented
         from eod_reports r where candidate_id = '${amina}'`,
    );
    expect(reports).toMatchObject({ unread: 2, commented: 1 });
    expect(reports!.n).toBeGreaterThanOrEqual((await count(sessions)) - 2);
    expect(await count(`time_off_requests where candidate_id = '${amina}' and status = 'approved' and end_date < '${hire!.today}'`)).toBe(1);
    expect(await count(`time_off_requests where candidate_id = '${amina}' and status = 'requested' and start_date > '${hire!.today}'`)).toBe(1);

    // As her employer's calendar marks them: mostly on time, and each kind of day worth showing.
    const staffHire = await staffHireForEmployer(db, await userId(DEMO_EMPLOYER), amina);
    const days = await attendanceDays(db, staffHire, { from: staffHire.startDate, to: addDays(hire!.today, -1) }, new Date());
    const marks = days.map((d) => d.mark).filter((mark) => mark !== 'day_off');
    expect(new Set(marks)).toEqual(new Set(['on_time', 'late', 'short', 'absent', 'on_leave']));
    expect(marks.filter((mark) => mark === 'on_time').length).toBeGreaterThan(marks.length / 2);
  });

  test('fractional hire: every fractional offer has its hours a month, and the employer has fractional staff with hours this month', async () => {
    // The table's check lets a null range through, so the seed is held to it here.
    expect(await count(`offers where (contract_type = 'fractional') <> (hours_min is not null and hours_max is not null)`)).toBe(0);
    const employer = await userId(DEMO_EMPLOYER);
    const now = new Date();
    const hires = await fractionalHiresWhere(db, and(eq(offers.employerId, employer), eq(offers.status, 'hired')));
    expect(hires.map((hire) => hire.candidateName).sort()).toEqual(['Amina Yusuf', 'Rahul Verma']);
    const changes = await rangeChangesOf(db, hires.map((hire) => hire.offerId));
    let minutes = 0;
    let workedDays = 0;
    for (const hire of hires) {
      const today = todayOfHire(hire, now);
      const month = await monthOfHire(db, hire, changes, today);
      minutes += month!.minutes;
      // Nothing is seeded for today: it is left for whoever signs in to clock in.
      expect(month!.days.every((day) => day.workDate < today)).toBe(true);
      workedDays += eachDate(monthStart(today), addDays(today, -1)).filter((date) => isWorkingDay(hire.schedule, date)).length;
    }
    // Only on the first days of a month has nobody worked yet.
    if (workedDays > 0) expect(minutes).toBeGreaterThan(0);

    // Rahul's employer raised his maximum after his last bill: a raise applies to the month running.
    const rahul = hires.find((hire) => hire.candidateName === 'Rahul Verma')!;
    const thisMonth = monthStart(todayOfHire(rahul, now));
    expect(rahul.offerRange).toEqual({ minHours: 15, maxHours: 30 });
    expect(rangeInForce(rahul, changes, thisMonth)).toEqual(demoFractionalWork.rangeThisMonth);
    expect(rangeInForce(rahul, changes, previousMonthStart(thisMonth))).toEqual(rahul.offerRange);
  });

  test('fractional hire: the last monthly bill is the billing run\'s, and shows the hours clamped to the maximum', async () => {
    const employer = await userId(DEMO_EMPLOYER);
    const today = new Date().toISOString().slice(0, 10);
    const [subscription] = await db.select().from(platformSubscriptions).where(eq(platformSubscriptions.employerId, employer));
    // The next bill is the real run's: the first of next month.
    expect(subscription).toMatchObject({ status: 'active', nextBillDate: nextBillDate(today) });
    const [bill] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.employerId, employer), eq(payments.kind, 'monthly')))
      .orderBy(desc(payments.periodStart))
      .limit(1);
    expect(bill).toMatchObject({ status: 'succeeded', periodStart: monthStart(today), subscriptionId: subscription!.id });

    // Made by the code the run makes it with (server/billing/billing-run.ts), from the hours in the database.
    const fractional = await fractionalBillFor(db, employer, bill!.periodStart);
    const run = monthlyBill(await hiresBilledFor(db, employer, bill!.periodStart), subscription!.feeCents, bill!.periodStart, fractional);
    expect(bill!.lines).toEqual(run.lines);
    expect({ subtotal: bill!.subtotalCents, discount: bill!.discountCents, cardFee: bill!.cardFeeCents, total: bill!.amountCents }).toEqual(run.sums);
    expect(bill!.offerIds.sort()).toEqual([...fractional.offerIds].sort());

    // Rahul worked the whole of last month, more than his maximum: the bill charges the maximum.
    type HoursLine = { kind: string; candidate_name: string; minutes: number; hourly_rate_cents: number; max_hours: number; billed_cents: number; amount_cents: number; prepaid_cents: number; period_start: string; period_end: string; attendance_days: { work_date: string; minutes: number }[] };
    const line = (bill!.lines as HoursLine[]).find((l) => l.kind === 'fractional_hours' && l.candidate_name === 'Rahul Verma')!;
    const month = previousMonthStart(bill!.periodStart);
    expect(line).toMatchObject({ period_start: month, period_end: monthEnd(month), prepaid_cents: 0 });
    // His hours, summed here from the sessions and breaks themselves (the seed's are whole minutes).
    const rahul = await userId(demoFractionalWork.staff);
    const [worked] = await rows<{ minutes: number; days: number }>(
      `select sum(minutes)::int as minutes, count(distinct work_date)::int as days from (
         select s.work_date, extract(epoch from (s.clock_out_at - s.clock_in_at)) / 60
           - coalesce((select sum(extract(epoch from (b.end_at - b.start_at))) / 60 from attendance_breaks b where b.session_id = s.id), 0) as minutes
         from attendance_sessions s where s.candidate_id = '${rahul}' and s.work_date between '${month}' and '${monthEnd(month)}') d`,
    );
    expect(line.minutes).toBe(worked!.minutes);
    expect(line.attendance_days).toHaveLength(worked!.days);
    expect(line.minutes).toBeGreaterThan(line.max_hours * 60);
    expect(line.billed_cents).toBe(line.max_hours * line.hourly_rate_cents);
    expect(line.amount_cents).toBe(line.billed_cents);

    // Every payment was paid and has its invoice; the invoices are numbered in the order paid.
    const history = await rows<{ kind: string; number: string | null; status: string }>(
      `select p.kind, p.status, i.number from payments p left join invoices i on i.payment_id = p.id where p.employer_id = '${employer}' order by p.paid_at`,
    );
    expect(history.map((p) => p.kind).filter((kind) => kind === 'hire')).toHaveLength(2);
    expect(history.every((p) => p.status === 'succeeded' && p.number)).toBe(true);
    expect(history.map((p) => p.number)).toEqual(history.map((p) => p.number).sort());
    expect(await count(`payment_methods where employer_id = '${employer}' and is_default and removed_at is null`)).toBe(1);
  });

  test('fractional hire: an accepted offer to pay for, with its checkout, and an open request with the job it posted', async () => {
    const employer = await userId(DEMO_EMPLOYER);
    const today = new Date().toISOString().slice(0, 10);
    const [offer] = await rows<{ id: string }>(`select id from offers where employer_id = '${employer}' and contract_type = 'fractional' and status = 'awaiting_payment'`);
    const price = await priceFractionalCheckout(db, (await checkoutOfferOf(db, employer, offer!.id))!, today);
    // The subscription runs already: the checkout charges the setup fee and the first month's minimum.
    expect(price.subscriptionDueCents).toBe(0);
    expect(price.sums.total).toBeGreaterThan(price.first.setupFee);
    const requests = await rows<{ status: string; job_status: string; hire_type: string; budget: boolean }>(
      `select r.status, j.status as job_status, j.hire_type, r.budget_cents = j.pay_cents as budget from fractional_requests r join jobs j on j.id = r.job_id where r.employer_id = '${employer}'`,
    );
    expect(requests).toEqual([{ status: 'open', job_status: 'open', hire_type: 'fractional', budget: true }]);
  });

  test('activity tells the other side of every event, on both sides', async () => {
    expect(await count(`applications a where not exists (select 1 from activity v where v.application_id = a.id)`)).toBe(0);
    // The recipient is always the job's employer or the application's candidate.
    expect(
      await count(`activity v join applications a on a.id = v.application_id where v.user_id not in (a.employer_id, a.candidate_id) or v.job_id <> a.job_id`),
    ).toBe(0);
    const typesFor = async (email: string) =>
      (await rows<{ type: string }>(`select distinct v.type from activity v join users u on u.id = v.user_id where u.email = '${email}' order by 1`)).map((r) => r.type);
    expect(await typesFor(DEMO_EMPLOYER)).toEqual(
      expect.arrayContaining(['application_received', 'application_withdrawn', 'interview_accepted', 'interview_reschedule_requested', 'offer_accepted']),
    );
    expect(await typesFor(DEMO_CANDIDATE)).toEqual(
      expect.arrayContaining(['invitation_received', 'application_shortlisted', 'interview_invited', 'offer_received']),
    );
    // The employer reads candidates' names; the candidate reads the company's.
    expect(await count(`activity v join users u on u.id = v.user_id where u.email = '${DEMO_CANDIDATE}' and v.counterpart <> 'Northwind Dental Group'`)).toBe(0);
    expect(await count(`activity v join users u on u.id = v.user_id where u.email = '${DEMO_EMPLOYER}' and v.counterpart = 'Northwind Dental Group'`)).toBe(0);
    expect(await count(`activity where created_at > now()`)).toBe(0);
  });

  test('checkout has something to show: the realty employer\'s accepted offer, half paid by its grant, and coupons of every kind', async () => {
    const realty = await userId(DEMO_SECOND_EMPLOYER);
    const today = new Date().toISOString().slice(0, 10);
    const { hires } = await priceCheckout(db, realty, today);
    expect(hires).toHaveLength(1);
    expect(hires[0]!.grant).toMatchObject({ name: 'Small business digital skills grant', percent: 50, hires: 2, hiresUsed: 0 });
    expect(hires[0]!.first.grant).toBe(Math.round((hires[0]!.first.serviceFee + hires[0]!.first.setupFee) / 2));
    expect(await count(`grants where expires_on > current_date + 300`)).toBe(1);
    // The hired demo staff member is billed from the day billing began, as checkout would have set it.
    expect(await count(`offers where status = 'hired' and billing_start_date is null`)).toBe(0);

    const seeded = await db.select().from(coupons).orderBy(coupons.code);
    expect(seeded.map((c) => c.code)).toEqual(demoCoupons.map((c) => c.code).sort());
    const outcome = (code: string, scope: 'standard' | 'fractional' = 'standard') =>
      couponDiscount(asPricingCoupon(seeded.find((c) => c.code === code)!), 100_00, { today, scope });
    expect(outcome('WELCOME10')).toEqual({ ok: true, discount: 10_00 });
    expect(outcome('HIRE50')).toEqual({ ok: true, discount: 50_00 });
    expect(outcome('SPRING2025')).toEqual({ ok: false, reason: 'expired' });
    expect(outcome('FRACTIONAL15')).toEqual({ ok: false, reason: 'wrong_scope' });
    expect(outcome('FRACTIONAL15', 'fractional')).toEqual({ ok: true, discount: 15_00 });
  });

  test('the README sign-ins work', async () => {
    for (const account of [demoAccounts.find((a) => a.email === DEMO_CANDIDATE)!, demoAccounts.find((a) => a.email === DEMO_SECOND_EMPLOYER)!]) {
      const [row] = await rows<{ password_hash: string }>(`select password_hash from users where email = '${account.email}'`);
      expect(await verifyPassword(row!.password_hash, account.password)).toBe(true);
    }
  });

  test('compliance documents at several points of their review, each with its file, and cases waiting in the queue', async () => {
    const documents = await rows<{ email: string; kind: string; status: string; file_key: string; reason: string | null; decisions: number }>(
      `select u.email, d.kind, d.status, d.file_key, d.rejection_reason as reason,
        (select count(*)::int from compliance_decisions c where c.document_id = d.id) as decisions
       from compliance_documents d join users u on u.id = d.candidate_id order by u.email, d.kind`,
    );
    expect(documents).toHaveLength(demoCompliance.flatMap((c) => c.documents).length);
    for (const document of documents) {
      const file = await files.open(document.file_key);
      expect(checkPdf(await readStoredFile(file!)), document.file_key).toBe('ok');
      expect(document.decisions).toBe(document.status === 'submitted' ? 0 : 1);
    }
    const mine = documents.filter((d) => d.email === DEMO_CANDIDATE).map((d) => [d.kind, d.status]);
    expect(mine).toEqual([
      ['identity_document', 'approved'],
      ['proof_of_address', 'rejected'],
    ]);
    expect(documents.filter((d) => d.status === 'submitted').length).toBeGreaterThanOrEqual(3);
    expect(logged[0]).toContain(`${documents.length} compliance documents`);
  });

  test('messages: the demo employer talks with the demo candidate about her application and with its agent, each side with messages unread', async () => {
    const talks = await rows<{ member: string; subject_kind: string; job_id: string | null; employer_unread: number; member_unread: number; messages: number; last_ok: boolean }>(
      `select m.email as member, c.subject_kind, c.job_id,
        (select unread_count from conversation_participants p where p.conversation_id = c.id and p.user_id = c.employer_id) as employer_unread,
        (select unread_count from conversation_participants p where p.conversation_id = c.id and p.user_id = c.member_id) as member_unread,
        (select count(*)::int from messages x where x.conversation_id = c.id) as messages,
        c.last_message_id = (select max(id) from messages x where x.conversation_id = c.id) as last_ok
       from conversations c join users e on e.id = c.employer_id join users m on m.id = c.member_id
       where e.email = '${DEMO_EMPLOYER}' order by m.email`,
    );
    expect(talks.map((c) => [c.member, c.subject_kind])).toEqual([
      ['agent@demo.remotehire.test', 'agent'],
      [DEMO_CANDIDATE, 'application'],
    ]);
    expect(talks[1]!.job_id).not.toBeNull();
    for (const talk of talks) {
      expect(talk.messages).toBeGreaterThanOrEqual(3);
      expect(talk.last_ok).toBe(true);
      expect(talk.employer_unread + talk.member_unread).toBeGreaterThan(0);
    }
    expect(talks[1]!.employer_unread).toBe(2);
    // Already mailed about: the first start sends no unread-message mail.
    expect(await count(`conversation_participants where digested_up_to < (select last_message_id from conversations c where c.id = conversation_id)`)).toBe(0);
  });

  test('runs once: a second start leaves the database as it is', async () => {
    const counts = `select (select count(*) from users) u, (select count(*) from applications) a, (select count(*) from activity) v,
      (select count(*) from coupons) c, (select count(*) from grants) g`;
    const before = await rows(counts);
    await seedDemoDataOnFirstStart(db, log, files);
    expect(await rows(counts)).toEqual(before);
    expect(logged).toHaveLength(1);
  });
});
