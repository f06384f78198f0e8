import { sql } from 'drizzle-orm';
import { fractionalRequests, jobs } from '../db/schema.js';
import { fieldError, type FieldProblem } from '../http/errors.js';
import { cleanText, throwIfAny } from '../http/clean-input.js';
import type { Schema } from '../http/handler-types.js';
import type { EmployerOwner } from '../http/owner.js';
import { optionalText } from '../http/optional-text.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { asLocale, type Locale } from '../i18n.js';
import { jobValues } from '../jobs/job-input.js';
import { jobRefColumns } from '../hiring/read-columns.js';
import { enqueueMail } from '../mail/outbox.js';
import { todayOf } from '../clock.js';
import { m } from '../../src/generated/paraglide/messages.js';
import { formatMoney } from '../../src/shared/format.js';
import type { HoursRange } from '../../src/shared/fractional-pricing.js';
import { HOURS_PER_WEEK } from '../../src/shared/working-hours.js';
import type { FractionalDeps } from './fractional-deps.js';
import { toFractionalRequest } from './fractional-requests.js';
import { hoursRangeOf } from './hours-range-fields.js';

/*
 * An employer asks for fractional help (docs/product.md, "Fractional hire"). The request posts an
 * open fractional job, which candidates apply to as to any job, and is recorded for our team to
 * answer by mail; the job, the request and the acknowledging mail are written together or not
 * at all. Rate limited per employer, as requests for candidates are
 * (server/candidates/request-candidate.ts).
 */

type RequestInput = Schema<'FractionalStaffRequestInput'>;

/** A job's description is at least this long (server/jobs/job-input.ts): shorter details follow the generated sentence. */
const DESCRIPTION_MIN = 20;

function descriptionOf(body: RequestInput, range: HoursRange, locale: Locale): string {
  const details = optionalText(body.details);
  if (details && details.length >= DESCRIPTION_MIN) return details;
  const sentence = m.fractional_request_job_description(
    { min: range.minHours, max: range.maxHours, hours: body.schedule.hours_per_week, rate: formatMoney(body.budget_cents, locale) },
    { locale },
  );
  return details ? `${sentence}\n\n${details}` : sentence;
}

export async function requestFractionalStaff(deps: FractionalDeps, owner: EmployerOwner, body: RequestInput): Promise<Schema<'FractionalRequest'>> {
  const { db, clock } = deps;
  // The contract says "today or later (UTC)", as for an offer's start date.
  if (body.start_date && body.start_date < todayOf(clock)) throw fieldError('start_date', 'todayOrLater');
  const fields: Record<string, FieldProblem> = {};
  const title = cleanText(fields, 'title', body.title, 3);
  const range = hoursRangeOf(fields, 'hours_range.', body.hours_range);
  // The job it posts is fractional: fewer hours a week than a full-time one (src/shared/working-hours.ts).
  const week = HOURS_PER_WEEK.fractional;
  if (body.schedule.hours_per_week > week.max) fields['schedule.hours_per_week'] = { key: 'max', params: { max: week.max } };
  throwIfAny(fields);

  const user = owner.account;
  const locale = asLocale(user.locale);
  await enforceLimit(db, `fractional-request:${user.id}`, limits.fractionalRequestsPerEmployer);
  // Checked above, so the job's own rules (server/jobs/job-input.ts) find nothing to refuse.
  const job = jobValues({
    title,
    description: descriptionOf(body, range, locale),
    role: body.role,
    hire_type: 'fractional',
    experience_level: body.experience_level,
    pay_cents: body.budget_cents,
    hours_per_week: body.schedule.hours_per_week,
    skills: [],
  });
  return db.transaction(async (tx) => {
    const [posted] = await tx
      .insert(jobs)
      .values({ ...job, employerId: owner.employerId, status: 'open', publishedAt: sql`now()` })
      .returning(jobRefColumns);
    const [request] = await tx
      .insert(fractionalRequests)
      .values({
        employerId: owner.employerId,
        jobId: posted!.id,
        title,
        role: body.role,
        experienceLevel: body.experience_level,
        hoursMin: range.minHours,
        hoursMax: range.maxHours,
        schedule: body.schedule,
        budgetCents: body.budget_cents,
        startDate: body.start_date ?? null,
        details: optionalText(body.details),
      })
      .returning();
    await enqueueMail(
      tx,
      user.email,
      { template: 'fractional_request_received', name: user.firstname, title, minHours: range.minHours, maxHours: range.maxHours },
      locale,
    );
    return toFractionalRequest(request!, posted!);
  });
}
