import { eq, inArray } from 'drizzle-orm';
import { candidateProfiles, jobs, offers, users } from '../db/schema.js';
import { iso, present } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { jobRefColumns, nameColumns, profileColumns } from '../hiring/read-columns.js';
import { toCandidateSummary, toJobRef } from '../views/refs.js';
import {
  billDateOf,
  fractionalMonthOutlook,
  fullMonthRange,
  monthStart,
} from '../../src/shared/fractional-pricing.js';
import { monthOfHire, rangeChangesOf, rangeInForce, todayOfHire, type FractionalHire, type RangeChanges } from './fractional-hires.js';
import { sameRange, toHoursRange } from './hours-range-fields.js';

/*
 * A fractional hire as the overview and the hours-range change answer it (`FractionalStaff`):
 * where its running month stands, from the same month facts the billing run charges
 * (`monthOfHire`, server/fractional/fractional-hires.ts). A month is the staff member's.
 */

const refsQuery = (db: Queryable, offerIds: string[]) =>
  db
    .select({ offerId: offers.id, currency: offers.currency, job: jobRefColumns, profile: profileColumns, name: nameColumns })
    .from(offers)
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, offers.candidateId))
    .innerJoin(users, eq(users.id, offers.candidateId))
    .where(inArray(offers.id, offerIds));

type Refs = Awaited<ReturnType<typeof refsQuery>>[number];

/** The job, the candidate and the currency of each hire, in one query for all of them. */
async function refsOf(db: Queryable, offerIds: string[]): Promise<Map<string, Refs>> {
  const rows = offerIds.length ? await refsQuery(db, offerIds) : [];
  return new Map(rows.map((row) => [row.offerId, row]));
}

const money = (range: { lowerCents: number; upperCents: number }): Schema<'MoneyRange'> => ({
  lower_cents: range.lowerCents,
  upper_cents: range.upperCents,
});

async function staffView(db: Queryable, hire: FractionalHire, changes: RangeChanges, refs: Refs, now: Date): Promise<Schema<'FractionalStaff'>> {
  const month = monthStart(todayOfHire(hire, now));
  const nextMonth = billDateOf(month);
  const range = rangeInForce(hire, changes, month);
  const nextRange = rangeInForce(hire, changes, nextMonth);
  // Null when the hire covers no day of this month: it starts later, or it ended before.
  const facts = await monthOfHire(db, hire, changes, month);
  const thisMonth = facts
    ? fractionalMonthOutlook({
        hourlyCents: hire.hourlyCents,
        range: facts.range,
        minutesWorked: facts.minutes,
        covered: facts.covered,
        prepaidCents: facts.charge.prepaidCents,
      })
    : { lowerCents: 0, upperCents: 0 };
  const ended = hire.status !== 'hired';
  // An ended contract has no next month to bill.
  const next = ended ? { lower: 0, upper: 0 } : fullMonthRange(hire.hourlyCents, nextRange);
  return {
    offer_id: hire.offerId,
    status: ended ? 'ended' : 'active',
    hourly_rate_cents: hire.hourlyCents,
    currency: refs.currency as Schema<'Currency'>,
    start_date: hire.startDate,
    ...present('billing_start_date', hire.billingStart),
    ...present('ended_at', hire.endedAt && iso(hire.endedAt)),
    hours_range: toHoursRange(range),
    ...(ended || sameRange(range, nextRange) ? {} : { next_hours_range: toHoursRange(nextRange) }),
    month,
    minutes_this_month: facts?.minutes ?? 0,
    this_month_charge: money(thisMonth),
    bill_date: billDateOf(month),
    next_month_range: { lower_cents: next.lower, upper_cents: next.upper },
    job: toJobRef(refs.job),
    candidate: toCandidateSummary(refs.profile, refs.name),
  };
}

/**
 * Each hire's `FractionalStaff`, in the order given. The ranges and the references are read
 * once for all hires; each hire's month is one read of its attendance (two with breaks).
 */
export async function fractionalStaffViews(db: Queryable, hires: FractionalHire[], now: Date): Promise<Schema<'FractionalStaff'>[]> {
  const ids = hires.map((hire) => hire.offerId);
  const changes = await rangeChangesOf(db, ids);
  const refs = await refsOf(db, ids);
  const views: Schema<'FractionalStaff'>[] = [];
  for (const hire of hires) views.push(await staffView(db, hire, changes, refs.get(hire.offerId)!, now));
  return views;
}
