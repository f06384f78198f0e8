import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { api, problem } from '../../../tests/doubles/api';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { makeFractionalMonth, type FractionalMonth } from '../../../tests/doubles/fixtures/fractional-hire';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import FractionalMonthPage from './FractionalMonthPage';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();

const OFFER = '5b0c7d1e-2f3a-4b5c-8d6e-7f8091a2b3c4';
const routes = [
  { path: '/dashboard/activity/fractional-hire/:id/month', element: <RequireAuth><FractionalMonthPage /></RequireAuth> },
  { path: '/dashboard/activity/fractional-hire', element: <h1>Fractional hire</h1> },
];

/** The months the server knows of this hire, by `YYYY-MM`; the first is the month running. */
function open(months: FractionalMonth[], search = '') {
  const asked: Array<string | null> = [];
  server.use(
    api.get('/auth/me', ({ response }) => response(200).json({ user: ada })),
    api.get('/employer/fractional/staff/{id}/month', ({ params, query, response }) => {
      asked.push(query.get('month'));
      const wanted = query.get('month');
      const month = wanted ? months.find((m) => m.month.startsWith(wanted)) : months[0];
      if (params.id !== OFFER || !month) return problem(404, 'NOT_FOUND', 'We couldn’t find what you asked for.');
      return response(200).json(month);
    }),
  );
  return { asked, ...renderRoutes(routes, `/dashboard/activity/fractional-hire/${OFFER}/month${search}`), user: userEvent.setup({ delay: null }) };
}

describe('FractionalMonthPage', SLOW, () => {
  it('shows a billed month: its days, the clamp in words, the bill, its payment and invoice, and the months around it', async () => {
    const april = makeFractionalMonth(OFFER);
    const may = makeFractionalMonth(OFFER, {
      month: '2026-05-01',
      period_start: '2026-05-01',
      period_end: '2026-05-31',
      days: [{ work_date: '2026-05-04', minutes: 480 }],
      minutes: 480,
      worked_cents: 20_000,
      billed_cents: 50_000,
      amount_cents: 50_000,
      bill_date: '2026-06-01',
      final: false,
      payment: undefined,
    });
    const { user, asked, router } = open([may, april], '?month=2026-04');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Santos: April 2026' })).toBeInTheDocument();
    expect(asked).toEqual(['2026-04']);
    const bill = screen.getByRole('region', { name: 'The bill' });
    expect(bill).toHaveTextContent('$25 an hour');
    expect(bill).toHaveTextContent('Minimum and maximum$500 to $1,000');
    expect(bill).toHaveTextContent('41 h 15 min worked; billed at the 40 h maximum ($1,000)');
    expect(bill).toHaveTextContent('Amount of the bill$1,000');
    expect(bill).toHaveTextContent('Bill dateMay 1, 2026');
    expect(bill).toHaveTextContent('PaymentPaid');
    expect(within(bill).getByRole('link', { name: 'See the invoice' })).toHaveAttribute('href', `/settings/billing/invoices/${april.payment!.invoice_id}`);
    const days = within(screen.getByRole('region', { name: 'Hours worked' })).getByRole('table', { name: 'Hours worked' });
    expect(within(days).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DayHours',
      'Wed, Apr 110 h',
      'Fri, Apr 321 h 15 min',
      'Mon, Apr 610 h',
      'Total41 h 15 min',
    ]);
    expect(await axeViolations()).toEqual([]);

    // The month running: below the minimum, not billed yet, and nothing after it.
    await user.click(screen.getByRole('link', { name: 'Next month: May 2026' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Santos: May 2026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2026-05');
    const running = screen.getByRole('region', { name: 'The bill' });
    expect(running).toHaveTextContent('8 h worked; billed at the 20 h minimum ($500)');
    expect(running).toHaveTextContent('The month is still running: its hours may change until the bill on Jun 1, 2026.');
    expect(running).toHaveTextContent('PaymentNot billed yet; billed on Jun 1, 2026');
    expect(screen.queryByRole('link', { name: /See the invoice/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Next month/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous month: April 2026' })).toBeInTheDocument();
  });

  it('shows the first month prorated, with what checkout paid ahead and no month before it', async () => {
    const march = makeFractionalMonth(OFFER, {
      month: '2026-03-01',
      period_start: '2026-03-16',
      period_end: '2026-03-31',
      days: [{ work_date: '2026-03-16', minutes: 600 }],
      minutes: 600,
      worked_cents: 25_000,
      floor_cents: 25_806,
      cap_cents: 51_613,
      billed_cents: 25_806,
      prepaid_cents: 25_806,
      amount_cents: 0,
      bill_date: '2026-04-01',
    });
    open([march]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Santos: March 2026' })).toBeInTheDocument();
    const bill = screen.getByRole('region', { name: 'The bill' });
    expect(bill).toHaveTextContent('The hire covers this month from Mar 16, 2026 to Mar 31, 2026: its minimum and maximum are prorated by days.');
    expect(bill).toHaveTextContent('Paid ahead at checkout$258.06');
    expect(bill).toHaveTextContent('Amount of the bill$0');
    expect(screen.queryByRole('link', { name: /Previous month/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next month: April 2026' })).toHaveAttribute('href', `/dashboard/activity/fractional-hire/${OFFER}/month?month=2026-04`);
  });

  it('says so when the hire has no such month', async () => {
    open([makeFractionalMonth(OFFER)], '?month=2025-01');
    expect(await screen.findByRole('heading', { level: 1, name: 'Month not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to fractional hire' })[0]).toHaveAttribute('href', '/dashboard/activity/fractional-hire');
  });
});
