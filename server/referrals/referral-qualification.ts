import { sql } from 'drizzle-orm';
import type { Queryable } from '../hiring/pipeline-records.js';

/*
 * When a referred business qualifies, read from billing's own records (server/billing writes them;
 * nothing here changes them). The rules page (messages/content/legal/Referral-Program-Rules) says a
 * referral qualifies when "the business hires at least one staff member through RemoteHire and pays
 * for the first month" and "that staff member is still employed through RemoteHire after the first
 * paid month, and the business has paid the invoice for the following month". In billing's terms:
 * - the first month: the hire's checkout (`payments.kind = 'hire'`, the offer among its `offer_ids`)
 *   succeeded; it pays the month billing began in (offers.billing_start_date);
 * - the following month: a monthly payment (`kind = 'monthly'`) that billed the hire (the offer among
 *   its `offer_ids`, as server/billing/billing-run.ts records them) for the month after the first
 *   succeeded. A full-time hire is billed in advance, so that is the bill of the next month; a
 *   fractional hire is billed in arrears for its hours (server/fractional/month-bill.ts), so it is
 *   the bill of the month after that. The hire had not ended when the following month began: the
 *   staff member "is still employed through RemoteHire after the first paid month".
 * It qualifies when that monthly payment was paid; the earliest such payment counts.
 */

export interface Qualification {
  offerId: string;
  paymentId: string;
  paidAt: Date;
}

interface Row extends Record<string, unknown> {
  employer_id: string;
  offer_id: string;
  payment_id: string;
  paid_at: string | Date;
}

/** The payment that made each of these employers' referrals qualify; an employer not qualifying yet is absent. One query for them all. */
export async function qualificationsOf(db: Queryable, employerIds: string[]): Promise<Map<string, Qualification>> {
  const found = new Map<string, Qualification>();
  if (employerIds.length === 0) return found;
  const ids = sql.join(employerIds.map((id) => sql`${id}::uuid`), sql`, `);
  const result = await db.execute<Row>(sql`
    select distinct on (o.employer_id) o.employer_id, o.id as offer_id, month_paid.id as payment_id, month_paid.paid_at
    from offers o
    join payments hire_paid on hire_paid.employer_id = o.employer_id and hire_paid.kind = 'hire'
      and hire_paid.status = 'succeeded' and o.id = any(hire_paid.offer_ids)
    join payments month_paid on month_paid.employer_id = o.employer_id and month_paid.kind = 'monthly'
      and month_paid.status = 'succeeded' and month_paid.paid_at is not null and o.id = any(month_paid.offer_ids)
      and month_paid.period_start >= (date_trunc('month', o.billing_start_date)
        + case when o.contract_type = 'fractional' then interval '2 months' else interval '1 month' end)::date
    where o.employer_id in (${ids}) and o.hired_at is not null and o.billing_start_date is not null
      and (o.ended_at is null or (o.ended_at at time zone 'UTC')::date > (date_trunc('month', o.billing_start_date) + interval '1 month')::date)
    order by o.employer_id, month_paid.paid_at asc, month_paid.id asc`);
  for (const row of result.rows) found.set(row.employer_id, { offerId: row.offer_id, paymentId: row.payment_id, paidAt: new Date(row.paid_at) });
  return found;
}

interface StageRow extends Record<string, unknown> {
  employer_id: string;
  first_month_paid: boolean;
  fees_paid_cents: string | number | null;
}

/**
 * For a page of referred employers: whether a hire's first month is paid, and the service and
 * setup fees paid so far (the lines of their succeeded payments, as priced when paid).
 */
export async function billingProgressOf(db: Queryable, employerIds: string[]): Promise<Map<string, { firstMonthPaid: boolean; feesPaidCents: number }>> {
  const progress = new Map<string, { firstMonthPaid: boolean; feesPaidCents: number }>();
  if (employerIds.length === 0) return progress;
  const ids = sql.join(employerIds.map((id) => sql`${id}::uuid`), sql`, `);
  const result = await db.execute<StageRow>(sql`
    select e.id as employer_id,
      exists (
        select 1 from offers o join payments p on p.employer_id = o.employer_id and p.kind = 'hire'
          and p.status = 'succeeded' and o.id = any(p.offer_ids)
        where o.employer_id = e.id and o.hired_at is not null
      ) as first_month_paid,
      (
        select coalesce(sum((line ->> 'amount_cents')::int), 0)
        from payments p, jsonb_array_elements(p.lines) as line
        where p.employer_id = e.id and p.status = 'succeeded' and line ->> 'kind' in ('service_fee', 'setup_fee')
      ) as fees_paid_cents
    from users e
    where e.id in (${ids})`);
  for (const row of result.rows) {
    progress.set(row.employer_id, { firstMonthPaid: Boolean(row.first_month_paid), feesPaidCents: Number(row.fees_paid_cents ?? 0) });
  }
  return progress;
}
