import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@/generated/api';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import InvoicePage from './InvoicePage';

type Invoice = components['schemas']['Invoice'];

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi(signedInAs(ada));
afterEach(() => vi.restoreAllMocks());

const routes = [
  { path: '/settings/billing/invoices/:id', element: <RequireAuth><InvoicePage /></RequireAuth> },
  { path: '/settings/billing/transactions', element: <h1>Payments</h1> },
  { path: '/login', element: <h1>Sign in</h1> },
];

const INVOICE_ID = '7d3c2b1a-0f9e-4d8c-b7a6-5e4f3d2c1b0a';
const who = { candidate_name: 'Grace Hopper', job_title: 'Bookkeeper', period_start: '2026-04-12', period_end: '2026-04-30' };

// A hire on April 12th: 19 of April's 30 days of salary and service fee, the full add-ons, a coupon on the fees.
const invoice: Invoice = {
  id: INVOICE_ID,
  number: 'INV-2026-000123',
  issued_at: '2026-04-12T10:00:00.000Z',
  kind: 'hire',
  period_start: '2026-04-12',
  period_end: '2026-04-30',
  billing_name: 'Ada Lovelace',
  company_name: 'Analytical Engines Ltd',
  billing_address: '12 St James’s Square\nLondon SW1Y 4JH\nUnited Kingdom',
  lines: [
    { kind: 'salary', amount_cents: 95_000, ...who, days: 19, days_in_month: 30 },
    { kind: 'service_fee', amount_cents: 18_937, ...who },
    { kind: 'setup_fee', amount_cents: 19_900, ...who },
    { kind: 'insurance', amount_cents: 4_900, ...who },
    { kind: 'platform_subscription', amount_cents: 4_900, period_start: '2026-04-12', period_end: '2026-04-30' },
    { kind: 'coupon', amount_cents: -5_000, coupon_code: 'WELCOME50' },
    { kind: 'card_fee', amount_cents: 4_050 },
  ],
  subtotal_cents: 143_637,
  discount_cents: 5_000,
  card_fee_cents: 4_050,
  total_cents: 142_687,
  currency: 'USD',
  card: { brand: 'visa', last4: '4242' },
  payment_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
};

/** GET /employer/invoice-detail over these invoices; the ids asked for are kept. */
function invoicesStore(invoices: Invoice[]) {
  const asked: string[] = [];
  const handler = http.get(apiUrl('/employer/invoice-detail'), ({ request }) => {
    const id = new URL(request.url).searchParams.get('invoice_id') ?? '';
    asked.push(id);
    const found = invoices.find((candidate) => candidate.id === id);
    return found ? HttpResponse.json(found) : problem(404, 'NOT_FOUND', 'Not found.');
  });
  return { handler, asked };
}

const path = (id: string) => `/settings/billing/invoices/${id}`;
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent);

describe('InvoicePage', SLOW, () => {
  it('prints the invoice: its facts, seller and buyer, each line in words and the sums', async () => {
    server.use(invoicesStore([invoice]).handler);
    renderRoutes(routes, path(INVOICE_ID));
    const article = await screen.findByRole('article', { name: 'Invoice INV-2026-000123' });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Invoice INV-2026-000123');
    expect(article).toHaveTextContent('IssuedApr 12, 2026');
    expect(article).toHaveTextContent('ForFirst month of a hire');
    expect(article).toHaveTextContent('PeriodApr 12, 2026 to Apr 30, 2026');
    expect(article).toHaveTextContent('Paid withVisa •••• 4242ending in 4242');

    const seller = screen.getByRole('region', { name: 'From' });
    expect(seller).toHaveTextContent('RemoteHire Inc.548 Market Street, Suite 3100San Francisco, CA 94104United States');
    const buyer = screen.getByRole('region', { name: 'Billed to' });
    expect(buyer).toHaveTextContent('Ada LovelaceAnalytical Engines Ltd12 St James’s Square London SW1Y 4JH United Kingdom');

    const table = screen.getByRole('table', { name: 'What this invoice charges' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['Salary for Grace Hopper — Bookkeeper, 19 of 30 days', '$950'],
      ['Service fee — Grace Hopper', '$189.37'],
      ['Onboarding setup fee — Grace Hopper', '$199'],
      ['Insurance — Grace Hopper', '$49'],
      ['Platform subscription', '$49'],
      ['Subtotal', '$1,436.37'],
      ['Coupon WELCOME50', '-$50'],
      ['Card processing fee', '$40.50'],
      ['Total paid', '$1,426.87'],
    ]);
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/settings/billing/transactions');
    expect(document.title).toBe('Invoice INV-2026-000123 · RemoteHire');
    expect(await axeViolations()).toEqual([]);
  });

  it('words a fractional month’s hours, with the days worked behind them in a disclosure', async () => {
    const maria = { offer_id: '3c3c3c3c-1111-4111-8111-3c3c3c3c3c3c', candidate_name: 'Maria Santos', job_title: 'Bookkeeper' };
    const monthly: Invoice = {
      ...invoice,
      id: '6e6e6e6e-2222-4222-8222-6e6e6e6e6e6e',
      number: 'INV-2026-000200',
      issued_at: '2026-12-01T06:00:00.000Z',
      kind: 'monthly',
      period_start: '2026-12-01',
      period_end: '2026-12-31',
      lines: [
        {
          kind: 'fractional_hours',
          amount_cents: 20_000,
          ...maria,
          period_start: '2026-11-16',
          period_end: '2026-11-30',
          minutes: 1_080,
          hourly_rate_cents: 2_500,
          min_hours: 20,
          max_hours: 40,
          prepaid_cents: 25_000,
          billed_cents: 45_000,
          attendance_days: [
            { work_date: '2026-11-16', minutes: 480 },
            { work_date: '2026-11-17', minutes: 600 },
          ],
        },
        { kind: 'platform_subscription', amount_cents: 4_900, period_start: '2026-12-01', period_end: '2026-12-31' },
        { kind: 'card_fee', amount_cents: 102 },
      ],
      subtotal_cents: 24_900,
      discount_cents: 0,
      card_fee_cents: 102,
      total_cents: 25_002,
    };
    server.use(invoicesStore([monthly]).handler);
    renderRoutes(routes, path(monthly.id));
    const table = await screen.findByRole('table', { name: 'What this invoice charges' });
    const line = within(table).getAllByRole('row')[1]!;
    expect(line).toHaveTextContent(
      'Maria Santos — Bookkeeper, November 2026: 18 h worked at $25/h, billed within 20–40 h prorated for 15 of 30 days: $450, less $250 paid ahead',
    );
    expect(line).toHaveTextContent('$200');

    // Folded until asked for: a native disclosure, which a browser opens from the keyboard too.
    const days = within(line).getByText('Days worked (2)');
    expect(days.tagName).toBe('SUMMARY');
    expect(days.closest('details')).not.toHaveAttribute('open');
    await userEvent.setup({ delay: null }).click(days);
    expect(days.closest('details')).toHaveAttribute('open');
    const worked = within(line).getByRole('table', { name: 'Days worked by Maria Santos and their hours' });
    expect(within(worked).getAllByRole('row').map(cellsOf)).toEqual([
      ['Day', 'Hours worked'],
      ['Nov 16, 2026', '8 h'],
      ['Nov 17, 2026', '10 h'],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('opens the print dialog, with a print style that leaves the site around the invoice off the paper', async () => {
    server.use(invoicesStore([invoice]).handler);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderRoutes(routes, path(INVOICE_ID));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    expect(styles).toContain('@media print{body header,body footer,body nav,body button,[data-print-hidden]{display:none!important;}');
    expect(styles).toContain('[data-invoice],[data-invoice] *{background:transparent!important;color:black!important;');
    expect(screen.getByRole('link', { name: 'Payments' }).closest('[data-print-hidden]')).not.toBeNull();
  });

  it('says the invoice does not exist when the server does not know it (404)', async () => {
    const store = invoicesStore([invoice]);
    server.use(store.handler);
    const other = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';
    renderRoutes(routes, path(other));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all your payments' })).toHaveAttribute('href', '/settings/billing/transactions');
    expect(store.asked).toEqual([other]);
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('does not ask for an id that cannot be an invoice', async () => {
    const store = invoicesStore([invoice]);
    server.use(store.handler);
    renderRoutes(routes, path('INV-2026-000123'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    expect(store.asked).toEqual([]);
  });

  it('says why the invoice could not be loaded, and loads it on a retry', async () => {
    const store = invoicesStore([invoice]);
    server.use(http.get(apiUrl('/employer/invoice-detail'), () => problem(503, 'UNAVAILABLE', 'The service is briefly unavailable.'), { once: true }), store.handler);
    renderRoutes(routes, path(INVOICE_ID));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This invoice could not be loaded.');
    expect(alert).toHaveTextContent('The service is briefly unavailable.');
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Invoice INV-2026-000123' })).toBeInTheDocument();
  });
});
