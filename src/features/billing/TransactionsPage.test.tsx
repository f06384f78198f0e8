import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import TransactionsPage from './TransactionsPage';

type Spending = components['schemas']['Spending'];

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi(signedInAs(ada));

const routes = [
  { path: '/settings/billing/transactions', element: <RequireAuth><TransactionsPage /></RequireAuth> },
  { path: '/settings/billing', element: <h1>Billing</h1> },
  { path: '/settings/billing/invoices/:id', element: <h1>An invoice</h1> },
  { path: '/login', element: <h1>Sign in</h1> },
];
const PATH = '/settings/billing/transactions';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The nth payment, paid on `day` (YYYY-MM-DD) at noon. */
function makeSpending(n: number, day: string, over: Partial<Spending['payment']> = {}): Spending {
  const invoiceId = uuid(1000 + n);
  return {
    payment: {
      id: uuid(n),
      kind: 'monthly',
      status: 'succeeded',
      amount_cents: 157_380,
      card_fee_cents: 4_594,
      discount_cents: 0,
      currency: 'USD',
      created_at: `${day}T12:00:00.000Z`,
      offer_ids: [],
      card: { brand: 'visa', last4: '4242' },
      failure: null,
      next_action: null,
      invoice_id: invoiceId,
      ...over,
    },
    invoice_id: invoiceId,
    invoice_number: `INV-2026-${String(n).padStart(6, '0')}`,
    description: `Monthly bill ${n}`,
    paid_at: `${day}T12:00:00.000Z`,
  };
}

/** GET /employer/spendings over these payments, as the server pages and sums them; the queries asked are kept. */
function spendingsStore(spendings: Spending[]) {
  const queries: URLSearchParams[] = [];
  const handler = http.get(apiUrl('/employer/spendings'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const from = query.get('from');
    const to = query.get('to');
    const inRange = spendings
      .filter((s) => (!from || s.paid_at.slice(0, 10) >= from) && (!to || s.paid_at.slice(0, 10) <= to))
      .sort((a, b) => b.paid_at.localeCompare(a.paid_at));
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('page_size') ?? 20);
    const paid = inRange.filter((s) => s.payment.status === 'succeeded');
    return HttpResponse.json({
      spendings: inRange.slice((page - 1) * size, page * size),
      page,
      page_size: size,
      has_more: inRange.length > page * size,
      total_cents: paid.reduce((sum, s) => sum + s.payment.amount_cents, 0),
    });
  });
  return { handler, queries, last: () => queries.at(-1) };
}

const table = () => screen.getByRole('table', { name: 'Card payments, newest first' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const exportLink = () => screen.getByRole('link', { name: 'Export CSV' });

describe('TransactionsPage', SLOW, () => {
  it('lists the card payments with their invoice, card, amounts and status, the sum paid, and an export of them all', async () => {
    const store = spendingsStore([
      makeSpending(1, '2026-03-01'),
      makeSpending(2, '2026-04-01', { status: 'failed', card: { brand: 'mastercard', last4: '4444' } }),
    ]);
    server.use(store.handler);
    renderRoutes(routes, PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    await screen.findByRole('table');
    const [april, march] = rows();
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(march!)).toEqual(['Mar 1, 2026', 'Monthly bill 1', 'INV-2026-000001', 'Visa •••• 4242ending in 4242', '$1,527.86', '$45.94', '$1,573.80', 'Paid']);
    expect(cells(april!)).toEqual([
      'Apr 1, 2026',
      'Monthly bill 2',
      'INV-2026-000002',
      'Mastercard •••• 4444ending in 4444',
      '$1,527.86',
      '$45.94',
      '$1,573.80',
      'Failed',
    ]);
    expect(within(march!).getByRole('link', { name: 'INV-2026-000001' })).toHaveAttribute('href', `/settings/billing/invoices/${uuid(1001)}`);
    expect(screen.getByText('Paid in total').nextSibling).toHaveTextContent('$1,573.80');
    expect(exportLink()).toHaveAttribute('href', '/api/v1/employer/spendings/export');
    expect(exportLink()).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/settings/billing');
    expect(store.last()?.toString()).toBe('page=1&page_size=20');
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for the dates chosen, keeps them in the address, and exports the same range', async () => {
    const store = spendingsStore([makeSpending(1, '2026-03-15'), makeSpending(2, '2026-04-10'), makeSpending(3, '2026-05-02')]);
    server.use(store.handler);
    const { router } = renderRoutes(routes, PATH);
    await screen.findByRole('table');
    expect(rows()).toHaveLength(3);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-30' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show payments' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(table()).getByText('Monthly bill 2')).toBeInTheDocument();
    expect(store.last()?.toString()).toBe('page=1&page_size=20&from=2026-04-01&to=2026-04-30');
    expect(router.state.location.search).toBe('?from=2026-04-01&to=2026-04-30');
    expect(screen.getByText('Paid from Apr 1, 2026 to Apr 30, 2026').nextSibling).toHaveTextContent('$1,573.80');
    expect(exportLink()).toHaveAttribute('href', '/api/v1/employer/spendings/export?from=2026-04-01&to=2026-04-30');
    // The form shows the range of the address it was keyed by.
    expect(screen.getByLabelText('From')).toHaveValue('2026-04-01');

    await userEvent.setup().click(screen.getByRole('button', { name: 'All dates' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('From')).toHaveValue('');
  });

  it('says when the end comes before the start, and asks nothing of the server', async () => {
    const store = spendingsStore([makeSpending(1, '2026-04-10')]);
    server.use(store.handler);
    const { router } = renderRoutes(routes, PATH);
    await screen.findByRole('table');
    const asked = store.queries.length;

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-01' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show payments' }));

    const to = screen.getByLabelText('To');
    await waitFor(() => expect(to).toHaveAccessibleDescription('The end date must be on or after the start date.'));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveFocus();
    expect(store.queries).toHaveLength(asked);
    expect(router.state.location.search).toBe('');
  });

  it('shows a range in the wrong order found in the address, without asking for it or offering its export', async () => {
    const store = spendingsStore([makeSpending(1, '2026-04-10')]);
    server.use(store.handler);
    renderRoutes(routes, `${PATH}?from=2026-05-01&to=2026-04-01`);
    const to = await screen.findByLabelText('To');
    expect(to).toHaveValue('2026-04-01');
    expect(to).toHaveAccessibleDescription('The end date must be on or after the start date.');
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(store.queries).toEqual([]);
  });

  it('pages through the payments and keeps the page in the address', async () => {
    const all = Array.from({ length: 25 }, (_, i) => makeSpending(i + 1, `2026-01-${String(i + 1).padStart(2, '0')}`));
    const store = spendingsStore(all);
    server.use(store.handler);
    const { router } = renderRoutes(routes, PATH);
    await screen.findByRole('table');
    expect(rows()).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(store.last()?.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(table()).getByText('Monthly bill 5')).toBeInTheDocument();
  });

  it('explains an empty history and leads back to billing', async () => {
    server.use(spendingsStore([]).handler);
    renderRoutes(routes, PATH);
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/settings/billing');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when no payment falls between the dates chosen, and shows every date again', async () => {
    const store = spendingsStore([makeSpending(1, '2026-03-15')]);
    server.use(store.handler);
    renderRoutes(routes, `${PATH}?from=2026-06-01`);
    expect(await screen.findByText('No payments between these dates')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'All dates' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says why the payments could not be loaded, and loads them on a retry', async () => {
    const store = spendingsStore([makeSpending(1, '2026-03-15')]);
    server.use(http.get(apiUrl('/employer/spendings'), () => problem(503, 'UNAVAILABLE', 'The service is briefly unavailable.'), { once: true }), store.handler);
    renderRoutes(routes, PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payments could not be loaded.');
    expect(alert).toHaveTextContent('The service is briefly unavailable.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('tells a candidate that billing is for employers', async () => {
    server.use(signedInAs({ ...ada, role: 'candidate' }));
    renderRoutes(routes, PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing is for employers' })).toBeInTheDocument();
  });
});
