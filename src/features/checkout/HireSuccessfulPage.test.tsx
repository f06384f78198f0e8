import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/format';
import { chargeSums } from '@/shared/pricing';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { checkoutStore } from '../../../tests/doubles/stores/checkout';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { grace, linus } from '../../../tests/doubles/fixtures/checkout';
import HireSuccessfulPage from './HireSuccessfulPage';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();
const routes = [{ path: '/hire-staff/hire-successful', element: <HireSuccessfulPage /> }];

function setup() {
  const store = checkoutStore();
  server.use(signedInAs(ada), ...store.handlers);
  return store;
}

describe('HireSuccessfulPage', SLOW, () => {
  it('finds the payment of the link among the latest, with its hires, their start dates and the invoice', async () => {
    const store = setup();
    const payment = store.paid([grace.employment_offer.id, linus.employment_offer.id]);
    sessionStorage.setItem('checkout', '{"offers":[]}');

    renderRoutes(routes, `/hire-staff/hire-successful?payment=${payment.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hire confirmed' })).toBeInTheDocument();
    const total = chargeSums(
      [grace, linus].map((o) => ({ total: o.first_month.total, fees: o.first_month.fees })),
      4_900,
    ).total;
    expect(await screen.findByText(`Paid: ${formatMoney(total, 'en')}`)).toBeInTheDocument();
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('Bookkeeper for a bakery · starts Jun 17, 2026')).toBeInTheDocument();
    expect(screen.getByText('Linus Pauling')).toBeInTheDocument();
    expect(screen.getByText('Customer support lead · starts Jun 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the invoice' })).toHaveAttribute(
      'href',
      `/settings/billing/invoices/${payment.invoice_id}`,
    );
    expect(screen.getByRole('link', { name: 'See all your staff' })).toHaveAttribute('href', '/dashboard/activity/staffs');
    expect(screen.getByRole('link', { name: 'See your transactions' })).toHaveAttribute('href', '/settings/billing/transactions');
    // Paid: the saved checkout is spent.
    expect(sessionStorage.getItem('checkout')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when the link names no payment it can find', async () => {
    setup();
    renderRoutes(routes, '/hire-staff/hire-successful?payment=00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('No paid checkout to show')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your transactions' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('opened directly, without a paid checkout, says so and claims no success', async () => {
    setup();
    renderRoutes(routes, '/hire-staff/hire-successful');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment confirmation' })).toBeInTheDocument();
    expect(screen.getByText('No paid checkout to show')).toBeInTheDocument();
    expect(screen.queryByText(/payment went through/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hire confirmed' })).not.toBeInTheDocument();
  });
});
