import { and, count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import { referralCredits, referrals, users } from '../db/schema.js';
import { iso, present } from '../http/contract-fields.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { assertVerifiedPartner } from '../partners/verified-partner.js';
import { companyOf } from './record-referral.js';
import { referralCodeOf } from './referral-codes.js';
import type { ReferralDeps } from './referral-deps.js';
import { billingProgressOf } from './referral-qualification.js';
import { CREDIT_CENTS, CREDIT_CURRENCY, RULES_VERSION, YEARLY_LIMIT, signupPathOf } from './referral-rules.js';

/*
 * What a business agent reads of its referrals: its link and totals, the employers who signed up
 * through it, and the ledger. Reading writes no ledger line and sends no mail: the ledger is written
 * when a referred business's payment succeeds, and by the hourly housekeeping
 * (server/referrals/referral-settlement.ts). A business whose qualifying payment has not been
 * settled yet shows as `first_month_paid` until then. Only rows of the caller's own
 * (`referrer_id`) are read: another agent's referrals are simply not there.
 */

type ReferralsQuery = RouteOf<'listMyReferrals'>['Querystring'];
type CreditsQuery = RouteOf<'listMyReferralCredits'>['Querystring'];
type Status = Schema<'ReferralStatus'>;

async function ready({ db }: ReferralDeps, owner: Owner) {
  await assertVerifiedPartner(db, owner.userId);
}

const toCents = (value: unknown) => Number(value ?? 0);

export async function getMyReferralProgram(deps: ReferralDeps, owner: Owner): Promise<Schema<'ReferralProgram'>> {
  await ready(deps, owner);
  const { db, clock } = deps;
  const code = await referralCodeOf(db, owner.userId);
  const year = clock.now().getUTCFullYear();
  const credited = sql`${referralCredits.amountCents} > 0`;
  const [totals] = await db
    .select({
      creditsThisYear: sql<number>`count(*) filter (where ${credited} and ${referralCredits.creditYear} = ${year})`.mapWith(Number),
      centsThisYear: sql<number>`coalesce(sum(${referralCredits.amountCents}) filter (where ${referralCredits.creditYear} = ${year}), 0)`.mapWith(Number),
      centsTotal: sql<number>`coalesce(sum(${referralCredits.amountCents}), 0)`.mapWith(Number),
      qualified: count(referralCredits.id),
    })
    .from(referralCredits)
    .where(eq(referralCredits.referrerId, owner.userId));
  const [{ referred } = { referred: 0 }] = await db.select({ referred: count() }).from(referrals).where(eq(referrals.referrerId, owner.userId));
  return {
    code,
    signup_path: signupPathOf(code),
    rules_version: RULES_VERSION,
    currency: CREDIT_CURRENCY,
    credit_cents: CREDIT_CENTS,
    yearly_limit: YEARLY_LIMIT,
    year,
    credits_this_year: totals?.creditsThisYear ?? 0,
    credited_cents_this_year: totals?.centsThisYear ?? 0,
    credited_cents_total: totals?.centsTotal ?? 0,
    referred,
    qualified: totals?.qualified ?? 0,
  };
}

/** A hire of the referred employer whose checkout (its first month) was paid. */
const firstMonthPaid = sql`exists (
  select 1 from offers o join payments p on p.employer_id = o.employer_id and p.kind = 'hire'
    and p.status = 'succeeded' and o.id = any(p.offer_ids)
  where o.employer_id = ${referrals.employerId} and o.hired_at is not null)`;

function statusFilter(status: Status | undefined): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'qualified':
      return eq(referralCredits.outcome, 'credited');
    case 'yearly_limit_reached':
      return eq(referralCredits.outcome, 'yearly_limit_reached');
    case 'first_month_paid':
      return sql`${referralCredits.id} is null and ${firstMonthPaid}`;
    case 'signed_up':
      return sql`${referralCredits.id} is null and not ${firstMonthPaid}`;
  }
}

function creditLine(credit: typeof referralCredits.$inferSelect): Schema<'ReferralCreditLine'> {
  return {
    outcome: credit.outcome,
    amount_cents: credit.amountCents,
    currency: CREDIT_CURRENCY,
    credit_year: credit.creditYear,
    qualified_at: iso(credit.qualifiedAt),
  };
}

export async function listMyReferrals(deps: ReferralDeps, owner: Owner, query: ReferralsQuery): Promise<Schema<'ReferralPage'>> {
  await ready(deps, owner);
  const { status, page = 1, page_size = 20 } = query;
  const { limit, offset } = pageWindow(page, page_size);
  const rows = await deps.db
    .select({ referral: referrals, credit: referralCredits, employer: { companyName: users.companyName, firstname: users.firstname, lastname: users.lastname } })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.employerId))
    .leftJoin(referralCredits, eq(referralCredits.referralId, referrals.id))
    .where(and(eq(referrals.referrerId, owner.userId), statusFilter(status)))
    .orderBy(desc(referrals.recordedAt), desc(referrals.id))
    .limit(limit)
    .offset(offset);
  const progress = await billingProgressOf(deps.db, rows.map((row) => row.referral.employerId));
  return pageOf(
    rows.map(({ referral, credit, employer }): Schema<'Referral'> => {
      const billing = progress.get(referral.employerId);
      const state: Status = credit
        ? credit.outcome === 'credited'
          ? 'qualified'
          : 'yearly_limit_reached'
        : billing?.firstMonthPaid
          ? 'first_month_paid'
          : 'signed_up';
      return {
        id: referral.id,
        company_name: companyOf(employer),
        signed_up_at: iso(referral.recordedAt),
        status: state,
        fees_paid_cents: billing?.feesPaidCents ?? 0,
        rules_version: referral.rulesVersion,
        ...present('credit', credit ? creditLine(credit) : null),
      };
    }),
    page,
    page_size,
  );
}

export async function listMyReferralCredits(deps: ReferralDeps, owner: Owner, query: CreditsQuery): Promise<Schema<'ReferralCreditPage'>> {
  await ready(deps, owner);
  const { year, page = 1, page_size = 20 } = query;
  const { limit, offset } = pageWindow(page, page_size);
  const where = and(eq(referralCredits.referrerId, owner.userId), year ? eq(referralCredits.creditYear, year) : undefined);
  const rows = await deps.db
    .select({ credit: referralCredits, employer: { companyName: users.companyName, firstname: users.firstname, lastname: users.lastname } })
    .from(referralCredits)
    .innerJoin(referrals, eq(referrals.id, referralCredits.referralId))
    .innerJoin(users, eq(users.id, referrals.employerId))
    .where(where)
    .orderBy(desc(referralCredits.qualifiedAt), desc(referralCredits.id))
    .limit(limit)
    .offset(offset);
  const [totals] = await deps.db
    .select({
      lines: count(),
      credited: sql<number>`count(*) filter (where ${referralCredits.amountCents} > 0)`.mapWith(Number),
      cents: sum(referralCredits.amountCents).mapWith(Number),
    })
    .from(referralCredits)
    .where(where);
  return {
    ...pageOf(
      rows.map(({ credit, employer }) => ({ id: credit.id, referral_id: credit.referralId, company_name: companyOf(employer), ...creditLine(credit) })),
      page,
      page_size,
    ),
    totals: { lines: totals?.lines ?? 0, credited: totals?.credited ?? 0, credited_cents: toCents(totals?.cents) },
  };
}
