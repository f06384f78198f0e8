import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { offers, payments } from '../db/schema.js';
import type { FieldProblem } from '../http/errors.js';

/*
 * What must end before an account is deleted (docs/product.md, "Deleting an account"): deleting
 * would otherwise leave people working for nobody, or bills nobody pays. An employer is asked to
 * end the contracts of staff still at work (full time or fractional), to pay its unpaid monthly
 * bills, and to wait for the bill of a fractional contract's last hours, billed in arrears on the
 * 1st (docs/decisions/018); a candidate, for the contracts still running or accepted and waiting
 * for the employer's payment. Asked when the deletion is requested and again by the purge, since
 * a contract may start during the grace period.
 */

/** An ended fractional contract stops blocking after this long even if nothing was billed (no hours worked in its last month). */
const HOURS_TO_BILL_DAYS = 62;

type Role = 'employer' | 'candidate' | string;

/** The refusal's `fields`, one a thing to end first; empty when nothing stands in the way. */
export async function deletionBlockers(db: Db | Tx, user: { id: string; role: Role }, now: Date): Promise<Record<string, FieldProblem>> {
  const blockers: Record<string, FieldProblem> = {};
  if (user.role === 'employer') {
    const [staff] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(offers)
      .where(and(eq(offers.employerId, user.id), eq(offers.status, 'hired')));
    if (Number(staff?.count ?? 0) > 0) blockers.active_staff = { key: 'deletionActiveStaff', params: { count: Number(staff!.count) } };
    // A failed monthly bill is owed; a failed checkout is not (the hire simply did not happen).
    const [bills] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(payments)
      .where(and(eq(payments.employerId, user.id), eq(payments.kind, 'monthly'), inArray(payments.status, ['failed', 'requires_action', 'processing'])));
    if (Number(bills?.count ?? 0) > 0) blockers.unpaid_bills = { key: 'deletionUnpaidBills', params: { count: Number(bills!.count) } };
    const today = now.toISOString().slice(0, 10);
    const [unbilled] = await db
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(
          eq(offers.employerId, user.id),
          eq(offers.contractType, 'fractional'),
          eq(offers.status, 'ended'),
          isNotNull(offers.billingStartDate),
          sql`(${offers.endedAt} at time zone 'UTC')::date >= ${today}::date - ${HOURS_TO_BILL_DAYS}::int`,
          // Its last month is billed by the first monthly bill that starts after it ended.
          sql`not exists (select 1 from ${payments} where ${payments.employerId} = ${user.id} and ${payments.kind} = 'monthly'
                and ${payments.status} = 'succeeded' and ${payments.periodStart} > (${offers.endedAt} at time zone 'UTC')::date)`,
        ),
      )
      .limit(1);
    if (unbilled) blockers.hours_to_bill = { key: 'deletionHoursToBill' };
  }
  if (user.role === 'candidate') {
    const [contracts] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(offers)
      .where(and(eq(offers.candidateId, user.id), inArray(offers.status, ['hired', 'awaiting_payment'])));
    if (Number(contracts?.count ?? 0) > 0) blockers.active_contracts = { key: 'deletionActiveContracts', params: { count: Number(contracts!.count) } };
  }
  return blockers;
}
