// Spendings: what an employer paid within a range of days, page by page, and as a CSV file.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectError, field, msg, startTestServer, type TestServer } from './harness.js';
import { newCandidate, newEmployer, ok, type Person } from './pipeline-fixtures.js';
import { BILLING_URLS, paidPayment } from './billing-fixtures.js';

let t: TestServer;
let employer: Person;
/** Ids of the employer's paid payments, by when they were paid. */
const paid: Record<string, { id: string; amount: number; invoiceId: string; invoiceNumber: string }> = {};

const PAID_AT = {
  octoberLast: '2026-10-31T23:59:59.999Z',
  novemberFirst: '2026-11-01T00:00:00.000Z',
  novemberMid: '2026-11-15T12:00:00.000Z',
  novemberLast: '2026-11-30T23:59:59.999Z',
  decemberFirst: '2026-12-01T00:00:00.000Z',
};

beforeAll(async () => {
  t = await startTestServer();
  employer = await newEmployer(t);
  let amount = 10_000;
  for (const [name, paidAt] of Object.entries(PAID_AT)) {
    amount += 1_000;
    const kind = name === 'novemberMid' ? 'monthly' : 'hire';
    const names = name === 'novemberFirst' ? ['Ada Lovelace', 'Grace Hopper'] : ['Ada Lovelace'];
    const { payment, invoice } = await paidPayment(t, employer.user.id, { paidAt, kind, names, amountCents: amount, cardFeeCents: 320 });
    paid[name] = { id: payment.id, amount, invoiceId: invoice.id, invoiceNumber: invoice.number };
  }
  // Neither a failed payment nor another employer's counts.
  const failed = await paidPayment(t, employer.user.id, { paidAt: PAID_AT.novemberMid });
  await t.query(`update payments set status = 'failed', paid_at = null where id = '${failed.payment.id}'`);
  await paidPayment(t, (await newEmployer(t)).user.id, { paidAt: PAID_AT.novemberMid });
});
afterAll(async () => {
  await t?.close();
});

type Spending = { payment: { id: string; status: string; amount_cents: number; invoice_id: string }; invoice_id: string; invoice_number: string; description: string; paid_at: string };
type SpendingList = { spendings: Spending[]; page: number; page_size: number; has_more: boolean; total_cents: number };

const list = async (query: string, headers: Record<string, string> = {}) =>
  ok<SpendingList>(await employer.browser.get(`${BILLING_URLS.spendings}${query}`, { headers }));

describe('listSpendings', () => {
  test('the days of the range, both included, in UTC; newest first; the sum over the range', async () => {
    const body = await list('?from=2026-11-01&to=2026-11-30');
    expect(body.spendings.map((s) => s.payment.id)).toEqual([paid.novemberLast!.id, paid.novemberMid!.id, paid.novemberFirst!.id]);
    expect(body.total_cents).toBe(paid.novemberLast!.amount + paid.novemberMid!.amount + paid.novemberFirst!.amount);
    expect(body).toMatchObject({ page: 1, page_size: 20, has_more: false });
    const [first] = body.spendings;
    expect(first).toEqual({
      payment: expect.objectContaining({ id: paid.novemberLast!.id, status: 'succeeded', amount_cents: paid.novemberLast!.amount, invoice_id: paid.novemberLast!.invoiceId }),
      invoice_id: paid.novemberLast!.invoiceId,
      invoice_number: paid.novemberLast!.invoiceNumber,
      description: 'New hires: Ada Lovelace',
      paid_at: PAID_AT.novemberLast,
    });
  });

  test('an open end takes everything on that side', async () => {
    expect((await list('?from=2026-11-16')).spendings.map((s) => s.payment.id)).toEqual([paid.decemberFirst!.id, paid.novemberLast!.id]);
    expect((await list('?to=2026-10-31')).spendings.map((s) => s.payment.id)).toEqual([paid.octoberLast!.id]);
    const all = await list('');
    expect(all.spendings).toHaveLength(5);
    expect(all.total_cents).toBe(Object.values(paid).reduce((sum, p) => sum + p.amount, 0));
  });

  test('pages of page_size, has_more until the last; the total is the whole range’s on every page', async () => {
    const first = await list('?page_size=2');
    const second = await list('?page_size=2&page=2');
    const third = await list('?page_size=2&page=3');
    expect([first.has_more, second.has_more, third.has_more]).toEqual([true, true, false]);
    expect([...first.spendings, ...second.spendings, ...third.spendings].map((s) => s.payment.id)).toEqual(
      ['decemberFirst', 'novemberLast', 'novemberMid', 'novemberFirst', 'octoberLast'].map((k) => paid[k]!.id),
    );
    expect(new Set([first.total_cents, second.total_cents, third.total_cents]).size).toBe(1);
    expect(await list('?page=4&page_size=2')).toMatchObject({ spendings: [], has_more: false });
  });

  test('what each paid for, in the caller’s language', async () => {
    const en = await list('?from=2026-11-01&to=2026-11-15');
    expect(en.spendings.map((s) => s.description)).toEqual(['Monthly bill for November 2026', 'New hires: Ada Lovelace, Grace Hopper']);
    const fr = await list('?from=2026-11-01&to=2026-11-15', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(fr.spendings.map((s) => s.description)).toEqual(['Facture mensuelle de novembre 2026', 'Nouvelles embauches : Ada Lovelace, Grace Hopper']);
    const zh = await list('?from=2026-11-01&to=2026-11-15', { 'accept-language': 'zh-CN' });
    expect(zh.spendings.map((s) => s.description)).toEqual(['2026年11月的月度账单', '新入职员工：Ada Lovelace、Grace Hopper']);
  });

  test('from after to: 400 naming from; a date that is not one: 400 naming it', async () => {
    expectError(await employer.browser.get(`${BILLING_URLS.spendings}?from=2026-12-01&to=2026-11-01`), 400, 'VALIDATION_FAILED', {
      from: msg('billing_api_field_date_range'),
    });
    expectError(await employer.browser.get(`${BILLING_URLS.spendings}?to=2026-02-30`), 400, 'VALIDATION_FAILED', { to: field('invalid') });
    expectError(await employer.browser.get(`${BILLING_URLS.spendings}?page_size=51`), 400, 'VALIDATION_FAILED', { page_size: field('max', { max: 50 }) });
  });

  test('another employer sees none of it; a candidate 403; no session 401', async () => {
    const other = await newEmployer(t);
    expect(ok<SpendingList>(await other.browser.get(BILLING_URLS.spendings))).toMatchObject({ spendings: [], total_cents: 0 });
    expectError(await (await newCandidate(t)).browser.get(BILLING_URLS.spendings), 403, 'FORBIDDEN');
    expectError(await t.client().get(BILLING_URLS.spendings), 401, 'UNAUTHENTICATED');
  });
});

describe('exportSpendings', () => {
  const csvOf = async (browser: Person['browser'], query: string, headers: Record<string, string> = {}) => {
    const res = await browser.get(`${BILLING_URLS.exportSpendings}${query}`, { headers });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  test('a UTF-8 CSV with a byte order mark, CRLF lines, a header row, newest first, as an attachment named by the range', async () => {
    const res = await csvOf(employer.browser, '?from=2026-11-01&to=2026-11-30');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="spendings-2026-11-01-2026-11-30.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = text.split('\r\n').slice(0, -1);
    expect(rows).toEqual([
      'Date,Invoice,Description,Status,Amount,Card fee,Total,Currency,Card',
      `2026-11-30,${paid.novemberLast!.invoiceNumber},New hires: Ada Lovelace,Paid,${((paid.novemberLast!.amount - 320) / 100).toFixed(2)},3.20,${(paid.novemberLast!.amount / 100).toFixed(2)},USD,visa •••• 4242`,
      `2026-11-15,${paid.novemberMid!.invoiceNumber},Monthly bill for November 2026,Paid,${((paid.novemberMid!.amount - 320) / 100).toFixed(2)},3.20,${(paid.novemberMid!.amount / 100).toFixed(2)},USD,visa •••• 4242`,
      `2026-11-01,${paid.novemberFirst!.invoiceNumber},"New hires: Ada Lovelace, Grace Hopper",Paid,${((paid.novemberFirst!.amount - 320) / 100).toFixed(2)},3.20,${(paid.novemberFirst!.amount / 100).toFixed(2)},USD,visa •••• 4242`,
    ]);
    const all = await csvOf(employer.browser, '');
    expect(all.headers['content-disposition']).toBe('attachment; filename="spendings-all-all.csv"');
    expect(all.body.split('\r\n')).toHaveLength(1 + 5 + 1);
  });

  test('the header and descriptions in the caller’s language (French)', async () => {
    const res = await csvOf(employer.browser, '?from=2026-11-15&to=2026-11-15', { 'accept-language': 'fr' });
    const [header, row] = res.body.slice(1).split('\r\n');
    expect(header).toBe('Date,Facture,Description,Statut,Montant,Frais de carte,Total,Devise,Carte');
    expect(row).toContain(',Facture mensuelle de novembre 2026,Payé,');
  });

  test('quotes are doubled inside quoted cells; a cell a spreadsheet would run as a formula starts with an apostrophe', async () => {
    const owner = await newEmployer(t);
    await paidPayment(t, owner.user.id, {
      paidAt: '2026-11-02T10:00:00Z',
      names: ['Ada "Countess" Lovelace'],
      invoiceNumber: '=HYPERLINK("http://evil.example","x")',
      cardBrand: '@SUM(1+1)',
    });
    await paidPayment(t, owner.user.id, { paidAt: '2026-11-01T10:00:00Z', invoiceNumber: '+1-555', cardBrand: '-2' });
    const rows = (await csvOf(owner.browser, '')).body.slice(1).split('\r\n');
    expect(rows[1]).toBe(
      `2026-11-02,"'=HYPERLINK(""http://evil.example"",""x"")","New hires: Ada ""Countess"" Lovelace",Paid,970.70,29.30,1000.00,USD,'@SUM(1+1) •••• 4242`,
    );
    expect(rows[2]).toBe(`2026-11-01,'+1-555,New hires: Ada Lovelace,Paid,970.70,29.30,1000.00,USD,'-2 •••• 4242`);
  });

  test('at most 10,000 rows, the newest', async () => {
    const bulk = await newEmployer(t);
    const template = await paidPayment(t, bulk.user.id, { paidAt: '2026-01-01T00:00:00Z', invoiceNumber: 'INV-BULK-0' });
    await t.query(
      `insert into payments (employer_id, kind, status, idempotency_key, period_start, period_end, lines, subtotal_cents, card_fee_cents, amount_cents, paid_at)
       select employer_id, kind, status, 'bulk-' || n, period_start, period_end, lines, subtotal_cents, card_fee_cents, amount_cents, paid_at + n * interval '1 minute'
       from payments, generate_series(1, 10000) as n where id = '${template.payment.id}'`,
    );
    await t.query(
      `insert into invoices (number, employer_id, payment_id, billing_name, billing_address, card_brand, card_last4)
       select 'INV-BULK-' || substr(p.idempotency_key, 6), p.employer_id, p.id, '', '', 'visa', '4242'
       from payments p where p.employer_id = '${bulk.user.id}' and p.idempotency_key like 'bulk-%'`,
    );
    const rows = (await csvOf(bulk.browser, '')).body.slice(1).split('\r\n').slice(0, -1);
    expect(rows).toHaveLength(1 + 10_000);
    expect(rows[1]).toContain(',INV-BULK-10000,');
    expect(rows.some((r) => r.includes(',INV-BULK-0,'))).toBe(false);
  });

  test('from after to: 400 naming from; a candidate 403; no session 401', async () => {
    expectError(await employer.browser.get(`${BILLING_URLS.exportSpendings}?from=2026-12-01&to=2026-11-01`), 400, 'VALIDATION_FAILED', {
      from: msg('billing_api_field_date_range'),
    });
    expectError(await (await newCandidate(t)).browser.get(BILLING_URLS.exportSpendings), 403, 'FORBIDDEN');
    expectError(await t.client().get(BILLING_URLS.exportSpendings), 401, 'UNAUTHENTICATED');
  });
});
