// Business agents' referrals through the API (server/referrals): the personal link, the employer's
// sign-up recording the referral, the ledger written from billing's paid months exactly as the
// public /Referral-Program-Rules page promises (one USD 100 credit per business once its hire lasts
// past the first paid month and the following month is paid; at most 20 a calendar year), the
// mails, and that a business agent sees only its own. The ledger is written when the qualifying
// payment succeeds, or by the hourly housekeeping for what that missed; reading it writes nothing.
// Payments written straight into the database (billing-fixtures' paidPayment) go past billing's
// settlement, as a missed one would: the housekeeping's sweep settles them.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { referralCredits, referrals, users } from '../../server/db/schema.js';
import { RULES_VERSION } from '../../server/referrals/referral-rules.js';
import { settleAllReferrals, settleReferralOf } from '../../server/referrals/referral-settlement.js';
import { FEES } from '../../src/shared/fees.js';
import { API, expectError, GOOD_PASSWORD, startTestServer, type TestServer } from './harness.js';
import { BILLING_URLS, hire, paidPayment } from './billing-fixtures.js';
import { acceptedOffers, hireStaff, readyEmployer } from './checkout-fixtures.js';
import { newEmployer, ok, tag, type Person } from './pipeline-fixtures.js';
import { verifyPartner } from './partner-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const R = {
  program: `${API}/business-agent/referral-program`,
  referrals: (query = '') => `${API}/business-agent/referrals${query}`,
  credits: (query = '') => `${API}/business-agent/referral-credits${query}`,
};

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

interface Agent extends Person {
  code: string;
}

/** A verified business agent and its code, as its referrals page first shows it. */
async function businessAgent(): Promise<Agent> {
  const user = await t.createUser({ type: 'business_agent', overrides: { firstname: 'Rosa', lastname: `Vidal ${tag()}` } });
  await verifyPartner(t, user.id);
  const browser = await t.signIn(user);
  return { user, browser, code: ok<Json>(await browser.get(R.program)).code };
}

const referralsOf = async (agent: Agent, query = '') => ok<Json>(await agent.browser.get(R.referrals(query)));

/** The hourly housekeeping's sweep of the referrals still open (server/housekeeping.ts). */
const housekeeping = () => settleAllReferrals(t.db, 'http://localhost:3000');

/** Everything a settlement or a referral read could write: ledger lines, referrals, codes and mails. */
const writtenRows = async () =>
  (
    await t.query<Json>(
      `select (select count(*)::int from referral_credits) as credits, (select count(*)::int from referrals) as referrals,
        (select count(*)::int from referral_codes) as codes, (select count(*)::int from outbox) as mails`,
    )
  )[0];

/** An employer account made directly (for the ledger's counts), referred by `agent`. */
async function referredRow(agent: Agent): Promise<string> {
  const [employer] = await t.db
    .insert(users)
    .values({ email: `${tag()}@example.test`, passwordHash: 'x', role: 'employer', firstname: 'Lee', lastname: 'Chan', country: 'US', companyName: `Firm ${tag()}`, termsAcceptedAt: new Date() })
    .returning();
  const [referral] = await t.db.insert(referrals).values({ referrerId: agent.user.id, employerId: employer!.id, code: agent.code, rulesVersion: RULES_VERSION }).returning();
  return referral!.id;
}

/** A referred employer whose hire began billing on `billingStart` and whose checkout paid its first month. */
async function paidFirstMonth(agent: Agent, billingStart: string) {
  const employer = await newEmployer(t, { referral_code: agent.code });
  const staff = await hire(t, employer, billingStart);
  await paidPayment(t, employer.user.id, { paidAt: `${billingStart}T10:00:00Z`, offerIds: [staff.offerId!] });
  return { employer, staff };
}

describe('the link and the sign-up', () => {
  test('the link carries a code kept for good, with the terms of the rules page and empty totals', async () => {
    const agent = await businessAgent();
    const program = ok<Json>(await agent.browser.get(R.program));
    expect(program).toEqual({
      code: agent.code,
      signup_path: `/signup/employer?ref=${agent.code}`,
      rules_version: RULES_VERSION,
      currency: 'USD',
      credit_cents: 10_000,
      yearly_limit: 20,
      year: t.clock.now().getUTCFullYear(),
      credits_this_year: 0,
      credited_cents_this_year: 0,
      credited_cents_total: 0,
      referred: 0,
      qualified: 0,
    });
    expect(agent.code).toMatch(/^[A-Z0-9]{8}$/);
    // The rules page the ledger follows is the one the site publishes.
    const page = JSON.parse(readFileSync('messages/content/legal/Referral-Program-Rules/en.json', 'utf8')) as { updated: string; summary: string };
    expect(page.updated).toBe(RULES_VERSION);
    expect(page.summary).toContain('USD 100');
    expect(page.summary).toContain('up to 20 credits a year');
  });

  test('an employer signing up through the link is recorded once, and the business agent is told at once', async () => {
    const agent = await businessAgent();
    const company = `Northwind ${tag()}`;
    // Typed in lower case from a printed link: still the agent's code.
    const employer = await t.createUser({ type: 'business_owner', overrides: { company_name: company, referral_code: agent.code.toLowerCase() } });
    const page = await referralsOf(agent);
    expect(page).toMatchObject({ page: 1, page_size: 20, has_more: false });
    expect(page.items).toEqual([
      { id: expect.any(String), company_name: company, signed_up_at: expect.any(String), status: 'signed_up', fees_paid_cents: 0, rules_version: RULES_VERSION },
    ]);
    const [mail] = await t.mailbox(agent.user.email);
    expect(mail!.subject).toBe(`${company} signed up through your referral link`);
    expect(mail!.text).toContain('http://localhost:3000/referrals');
    // The code is not kept in the employer's profile answers.
    const [row] = await t.query<{ profile: Json }>(`select profile from users where id = '${employer.id}'`);
    expect(row!.profile).toEqual({ website_url: 'https://acme.example.com' });
    expect(ok<Json>(await agent.browser.get(R.program)).referred).toBe(1);
  });

  test('a mistyped or unknown code, or an unverified business agent’s, never stops a sign-up and records nothing', async () => {
    const unverified = await t.createUser({ type: 'business_agent' });
    const browser = await t.signIn(unverified);
    expectError(await browser.get(R.program), 403, 'PARTNER_NOT_VERIFIED', undefined, { messageKey: 'pv_api_error_not_verified' });
    // Its code, had it one from before a rejection, is ignored too.
    await t.query(`insert into referral_codes (user_id, code) values ('${unverified.id}', 'ZZZZ2345')`);
    const before = await t.query<{ n: number }>('select count(*)::int as n from referrals');
    for (const code of ['NOPE', 'ABCDEFGH', 'ZZZZ2345', 'x'.repeat(40)]) {
      await t.createUser({ type: 'business_owner', verified: false, overrides: { referral_code: code } });
    }
    expect(await t.query<{ n: number }>('select count(*)::int as n from referrals')).toEqual(before);
  });

  test('only an employer’s sign-up takes a code', async () => {
    const agent = await businessAgent();
    const res = await t.client().post(`${API}/auth/register`, {
      user_type: 'candidate', firstname: 'Ana', lastname: 'Reyes', email: `${tag()}@example.test`, password: GOOD_PASSWORD, country: 'PH', agree_to_terms: true,
      highest_degree: 'bachelor', institution: 'UP Diliman', graduation_year: 2018, job_title: 'Bookkeeper', industry: 'accounting', job_type: 'full_time',
      referral_code: agent.code,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('referral_code');
  });

  test('every call asks for a verified business agent; no other role may call', async () => {
    const unverified = await t.signIn(await t.createUser({ type: 'business_agent' }));
    for (const url of [R.program, R.referrals(), R.credits()]) {
      expectError(await unverified.get(url), 403, 'PARTNER_NOT_VERIFIED', undefined, { messageKey: 'pv_api_error_not_verified' });
    }
    const employer = await newEmployer(t);
    expect((await employer.browser.get(R.program)).statusCode).toBe(403);
  });
});

describe('the ledger follows the rules page', () => {
  test('a hire paid at checkout, then the following month paid by the monthly run: that payment writes one USD 100 credit and mails it once', async () => {
    const agent = await businessAgent();
    const employer = await readyEmployer(t, { company_name: 'Harbour Dental', referral_code: agent.code });
    const [offer] = await acceptedOffers(t, employer, 1);
    ok(await hireStaff(employer, [offer!.offerId!]));

    // The first month is paid: the service fee (prorated) and the setup fee count as fees paid.
    let [referral] = (await referralsOf(agent)).items as Json[];
    expect(referral).toMatchObject({ company_name: 'Harbour Dental', status: 'first_month_paid' });
    const [firstMonth] = await t.query<{ fees: number }>(
      `select sum((l ->> 'amount_cents')::int)::int as fees from payments p, jsonb_array_elements(p.lines) l
       where p.employer_id = '${employer.user.id}' and l ->> 'kind' in ('service_fee', 'setup_fee')`,
    );
    expect(referral!.fees_paid_cents).toBe(firstMonth!.fees);
    expect(ok<Json>(await agent.browser.get(R.credits())).items).toEqual([]);

    // The month after the hire's first (prorated) month, billed by the monthly run.
    const [{ start } = { start: '' }] = await t.query<{ start: string }>(`select billing_start_date::text as start from offers where id = '${offer!.offerId}'`);
    const following = new Date(`${start.slice(0, 7)}-01T00:00:00Z`);
    following.setUTCMonth(following.getUTCMonth() + 1);
    const runDay = following.toISOString().slice(0, 10);
    ok(await t.client({ remoteAddress: '127.0.0.1' }).post(BILLING_URLS.billingRun, { date: runDay }));
    const [monthly] = await t.query<{ id: string; paid_at: Date; period_start: string }>(
      `select id, paid_at, period_start::text from payments where employer_id = '${employer.user.id}' and kind = 'monthly' and status = 'succeeded'`,
    );
    expect(monthly!.period_start).toBe(runDay);

    // Paying that month wrote the ledger line and its mail, before the business agent looks.
    const [credit] = await t.query<Json>(
      `select c.offer_id, c.payment_id from referral_credits c join referrals r on r.id = c.referral_id where r.employer_id = '${employer.user.id}'`,
    );
    expect(credit).toEqual({ offer_id: offer!.offerId, payment_id: monthly!.id });
    const qualifiedMail = (m: { subject: string }) => m.subject === 'Your referral of Harbour Dental qualified: USD 100 credit';
    expect((await t.mailbox(agent.user.email)).filter(qualifiedMail)).toHaveLength(1);

    [referral] = (await referralsOf(agent)).items as Json[];
    const year = new Date(monthly!.paid_at).getUTCFullYear();
    const line = { outcome: 'credited', amount_cents: 10_000, currency: 'USD', credit_year: year, qualified_at: new Date(monthly!.paid_at).toISOString() };
    expect(referral).toMatchObject({ status: 'qualified', credit: line });
    expect(referral!.fees_paid_cents).toBe(firstMonth!.fees + FEES.serviceFee.intermediate);
    const ledger = ok<Json>(await agent.browser.get(R.credits()));
    expect(ledger.items).toEqual([{ id: expect.any(String), referral_id: referral!.id, company_name: 'Harbour Dental', ...line }]);
    expect(ledger.totals).toEqual({ lines: 1, credited: 1, credited_cents: 10_000 });

    // Read again and again, and the housekeeping's sweep: still one line and one mail.
    ok(await agent.browser.get(R.program));
    ok(await agent.browser.get(R.credits()));
    await housekeeping();
    expect((await t.mailbox(agent.user.email)).filter(qualifiedMail)).toHaveLength(1);
    expect(ok<Json>(await agent.browser.get(R.program))).toMatchObject({ referred: 1, qualified: 1, credited_cents_total: 10_000 });
  });

  test('a settlement that fails after the qualifying payment leaves the payment paid; the hourly housekeeping writes the credit', async () => {
    const agent = await businessAgent();
    const employer = await readyEmployer(t, { company_name: 'Quay Opticians', referral_code: agent.code });
    const [offer] = await acceptedOffers(t, employer, 1);
    ok(await hireStaff(employer, [offer!.offerId!]));
    const [{ start } = { start: '' }] = await t.query<{ start: string }>(`select billing_start_date::text as start from offers where id = '${offer!.offerId}'`);
    const following = new Date(`${start.slice(0, 7)}-01T00:00:00Z`);
    following.setUTCMonth(following.getUTCMonth() + 1);

    // The ledger refuses this business agent's lines while the following month is paid.
    await t.query(`create function refuse_ledger_line() returns trigger language plpgsql as $$ begin raise exception 'ledger unavailable'; end $$`);
    await t.query(
      `create trigger refuse_ledger_line before insert on referral_credits for each row when (new.referrer_id = '${agent.user.id}') execute function refuse_ledger_line()`,
    );
    try {
      ok(await t.client({ remoteAddress: '127.0.0.1' }).post(BILLING_URLS.billingRun, { date: following.toISOString().slice(0, 10) }));
    } finally {
      await t.query('drop trigger refuse_ledger_line on referral_credits');
      await t.query('drop function refuse_ledger_line()');
    }
    const [monthly] = await t.query<{ id: string; status: string; invoices: number }>(
      `select p.id, p.status, (select count(*)::int from invoices i where i.payment_id = p.id) as invoices
       from payments p where p.employer_id = '${employer.user.id}' and p.kind = 'monthly'`,
    );
    expect(monthly).toMatchObject({ status: 'succeeded', invoices: 1 });
    expect(await t.query(`select id from referral_credits where referrer_id = '${agent.user.id}'`)).toEqual([]);
    expect((await referralsOf(agent)).items[0]).toMatchObject({ company_name: 'Quay Opticians', status: 'first_month_paid' });

    await housekeeping();
    expect((await referralsOf(agent)).items[0]).toMatchObject({ status: 'qualified', credit: { amount_cents: 10_000 } });
    const [credit] = await t.query<Json>(`select payment_id from referral_credits where referrer_id = '${agent.user.id}'`);
    expect(credit).toEqual({ payment_id: monthly!.id });
    expect((await t.mailbox(agent.user.email)).filter((m) => m.subject === 'Your referral of Quay Opticians qualified: USD 100 credit')).toHaveLength(1);
  });

  test('reading writes nothing: a qualifying payment billing did not settle waits for the housekeeping, which writes it once even beside a payment’s settlement', async () => {
    const agent = await businessAgent();
    const missed = await paidFirstMonth(agent, '2026-09-14');
    await paidPayment(t, missed.employer.user.id, { kind: 'monthly', paidAt: '2026-10-01T09:00:00Z', offerIds: [missed.staff.offerId!] });

    const before = await writtenRows();
    for (const url of [R.program, R.referrals(), R.credits(), R.referrals('?status=first_month_paid'), R.credits('?year=2026')]) ok(await agent.browser.get(url));
    expect(await writtenRows()).toEqual(before);
    expect((await referralsOf(agent)).items[0]).toMatchObject({ status: 'first_month_paid' });
    expect(ok<Json>(await agent.browser.get(R.credits())).totals).toEqual({ lines: 0, credited: 0, credited_cents: 0 });

    // The sweep, a second sweep and a payment's settlement at the same moment: one line, one mail.
    await Promise.all([housekeeping(), housekeeping(), settleReferralOf(t.db, 'http://localhost:3000', missed.employer.user.id)]);
    expect(await writtenRows()).toEqual({ ...before, credits: before!.credits + 1, mails: before!.mails + 1 });
    expect((await referralsOf(agent)).items[0]).toMatchObject({ status: 'qualified', credit: { qualified_at: '2026-10-01T09:00:00.000Z' } });
    expect(ok<Json>(await agent.browser.get(R.credits())).totals).toEqual({ lines: 1, credited: 1, credited_cents: 10_000 });
  });

  test('no credit while the following month is unpaid, nor for a hire that ended before it; one credit however many hires; a fractional hire’s following month is billed a month later', async () => {
    const agent = await businessAgent();
    const waiting = await paidFirstMonth(agent, '2026-09-14');
    const ended = await paidFirstMonth(agent, '2026-09-14');
    await t.query(`update offers set ended_at = '2026-09-30T12:00:00Z' where id = '${ended.staff.offerId}'`);
    await paidPayment(t, ended.employer.user.id, { kind: 'monthly', paidAt: '2026-10-01T09:00:00Z', offerIds: [ended.staff.offerId!] });
    // A month failed to collect is not paid.
    const failed = await paidFirstMonth(agent, '2026-09-14');
    const { payment } = await paidPayment(t, failed.employer.user.id, { kind: 'monthly', paidAt: '2026-10-01T09:00:00Z', offerIds: [failed.staff.offerId!] });
    await t.query(`update payments set status = 'failed', paid_at = null where id = '${payment.id}'`);
    // Two hires, two months paid: still one credit for the business.
    const busy = await paidFirstMonth(agent, '2026-09-14');
    const second = await hire(t, busy.employer, '2026-09-20');
    await paidPayment(t, busy.employer.user.id, { paidAt: '2026-09-20T10:00:00Z', offerIds: [second.offerId!] });
    const both = [busy.staff.offerId!, second.offerId!];
    await paidPayment(t, busy.employer.user.id, { kind: 'monthly', paidAt: '2026-10-01T09:00:00Z', offerIds: both });
    await paidPayment(t, busy.employer.user.id, { kind: 'monthly', paidAt: '2026-11-01T09:00:00Z', offerIds: both });
    // A fractional hire is billed its hours in arrears: October's bill is September's hours, November's is the following month.
    const hourly = await paidFirstMonth(agent, '2026-09-14');
    await t.query(`update offers set contract_type = 'fractional', hours_min = 40, hours_max = 80 where id = '${hourly.staff.offerId}'`);
    await paidPayment(t, hourly.employer.user.id, { kind: 'monthly', paidAt: '2026-10-01T09:00:00Z', offerIds: [hourly.staff.offerId!] });

    await housekeeping();
    const items = (await referralsOf(agent)).items as Json[];
    const statusOf = (employerId: string) => items.find((i) => i.company_name === companies.get(employerId))?.status;
    const companies = new Map<string, string>();
    for (const row of await t.query<{ id: string; company_name: string }>(`select id, company_name from users where role = 'employer'`)) {
      companies.set(row.id, row.company_name);
    }
    expect(statusOf(waiting.employer.user.id)).toBe('first_month_paid');
    expect(statusOf(ended.employer.user.id)).toBe('first_month_paid');
    expect(statusOf(failed.employer.user.id)).toBe('first_month_paid');
    expect(statusOf(busy.employer.user.id)).toBe('qualified');
    expect(statusOf(hourly.employer.user.id)).toBe('first_month_paid');
    let ledger = ok<Json>(await agent.browser.get(R.credits()));
    expect(ledger.totals).toEqual({ lines: 1, credited: 1, credited_cents: 10_000 });
    expect(ledger.items[0]).toMatchObject({ qualified_at: '2026-10-01T09:00:00.000Z', credit_year: 2026 });

    // November's bill pays the fractional hire's following month: the hourly sweep writes its line (and mails) unasked.
    await paidPayment(t, hourly.employer.user.id, { kind: 'monthly', paidAt: '2026-11-01T09:00:00Z', offerIds: [hourly.staff.offerId!] });
    await housekeeping();
    const [line] = await t.query<{ qualified_at: Date }>(
      `select c.qualified_at from referral_credits c join referrals r on r.id = c.referral_id where r.employer_id = '${hourly.employer.user.id}'`,
    );
    expect(new Date(line!.qualified_at).toISOString()).toBe('2026-11-01T09:00:00.000Z');
    ledger = ok<Json>(await agent.browser.get(R.credits()));
    expect(ledger.totals).toEqual({ lines: 2, credited: 2, credited_cents: 20_000 });
  });

  test('at most 20 credits a calendar year: the 21st business qualifies with a line of nothing, and the next year counts again', async () => {
    const agent = await businessAgent();
    for (let i = 0; i < 20; i += 1) {
      const referralId = await referredRow(agent);
      await t.db.insert(referralCredits).values({
        referralId, referrerId: agent.user.id, outcome: 'credited', amountCents: 10_000, creditYear: 2026, qualifiedAt: new Date(`2026-03-${String(i + 1).padStart(2, '0')}T10:00:00Z`),
      });
    }
    const over = await paidFirstMonth(agent, '2026-09-14');
    await paidPayment(t, over.employer.user.id, { kind: 'monthly', paidAt: '2026-10-01T09:00:00Z', offerIds: [over.staff.offerId!] });
    const nextYear = await paidFirstMonth(agent, '2026-12-10');
    await paidPayment(t, nextYear.employer.user.id, { kind: 'monthly', paidAt: '2027-01-01T09:00:00Z', offerIds: [nextYear.staff.offerId!] });
    await housekeeping();

    const qualified = (await referralsOf(agent, '?status=yearly_limit_reached')).items as Json[];
    expect(qualified).toHaveLength(1);
    expect(qualified[0]!.credit).toMatchObject({ outcome: 'yearly_limit_reached', amount_cents: 0, credit_year: 2026 });
    expect(ok<Json>(await agent.browser.get(R.credits('?year=2026'))).totals).toEqual({ lines: 21, credited: 20, credited_cents: 200_000 });
    const next = ok<Json>(await agent.browser.get(R.credits('?year=2027')));
    expect(next.totals).toEqual({ lines: 1, credited: 1, credited_cents: 10_000 });
    const mails = await t.mailbox(agent.user.email);
    const overMail = mails.find((m) => m.subject.endsWith('over this year’s limit'));
    expect(overMail!.text).toContain('You have already earned 20 credits in 2026');
  });

  test('lists are paginated and filtered; the ledger by year', async () => {
    const agent = await businessAgent();
    for (let i = 0; i < 3; i += 1) await newEmployer(t, { referral_code: agent.code });
    await paidFirstMonth(agent, '2026-09-14');
    const first = await referralsOf(agent, '?page_size=2');
    expect(first).toMatchObject({ page: 1, page_size: 2, has_more: true });
    expect(first.items).toHaveLength(2);
    const second = await referralsOf(agent, '?page_size=2&page=2');
    expect(second).toMatchObject({ page: 2, has_more: false });
    expect(second.items).toHaveLength(2);
    expect((await referralsOf(agent, '?status=signed_up')).items).toHaveLength(3);
    expect((await referralsOf(agent, '?status=first_month_paid')).items).toHaveLength(1);
    expect((await referralsOf(agent, '?status=qualified')).items).toHaveLength(0);
    expect((await agent.browser.get(R.referrals('?status=paid'))).statusCode).toBe(400);
    expect((await agent.browser.get(R.credits('?year=1999'))).statusCode).toBe(400);
  });
});

describe('a business agent sees only its own', () => {
  test('another agent’s referred employers and ledger are not in its lists', async () => {
    const owner = await businessAgent();
    const other = await businessAgent();
    const paid = await paidFirstMonth(owner, '2026-09-14');
    await paidPayment(t, paid.employer.user.id, { kind: 'monthly', paidAt: '2026-10-01T09:00:00Z', offerIds: [paid.staff.offerId!] });
    await housekeeping();
    expect((await referralsOf(owner)).items).toHaveLength(1);
    expect(ok<Json>(await owner.browser.get(R.credits())).items).toHaveLength(1);
    expect((await referralsOf(other)).items).toEqual([]);
    expect(ok<Json>(await other.browser.get(R.credits()))).toMatchObject({ items: [], totals: { lines: 0, credited: 0, credited_cents: 0 } });
    expect(ok<Json>(await other.browser.get(R.program))).toMatchObject({ referred: 0, qualified: 0, credited_cents_total: 0 });
    // The first agent's referral is not re-recorded for a second agent: the first referral wins.
    const again = await t.query<{ n: number }>(`select count(*)::int as n from referrals where employer_id = '${paid.employer.user.id}'`);
    expect(again[0]!.n).toBe(1);
  });
});
