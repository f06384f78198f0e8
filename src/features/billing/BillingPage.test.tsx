import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { dismissToast } from '@/ui/toaster';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { billingStore, type BillingStoreOptions } from '../../../tests/doubles/stores/billing';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { activeSubscription, makeCard, makeFailedPayment } from '../../../tests/doubles/fixtures/payments';
import BillingPage from './BillingPage';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();
afterEach(() => dismissToast());

const year = new Date().getFullYear();
const visa = () => makeCard({ id: 'pm_visa', brand: 'visa', last4: '4242', exp_month: 4, exp_year: year + 3, is_default: true });
const master = () => makeCard({ id: 'pm_master', brand: 'mastercard', last4: '4444', exp_month: 9, exp_year: year + 2 });

function renderBilling(options: BillingStoreOptions = {}) {
  const store = billingStore(options);
  server.use(...store.handlers);
  renderRoutes(
    [
      { path: '/settings/billing', element: <RequireAuth><BillingPage /></RequireAuth> },
      { path: '/settings/billing/transactions', element: <h1>Transactions</h1> },
    ],
    '/settings/billing',
  );
  return { store, user: userEvent.setup() };
}

const region = (name: string) => screen.findByRole('region', { name });

describe('BillingPage', SLOW, () => {
  it('shows the cards, the subscription, failed payments, billing details and agreements', async () => {
    const grace = makeFailedPayment({ description: 'New hires: Grace Hopper', amountCents: 154_321, attempts: 2 });
    renderBilling({
      cards: [visa(), master()],
      subscription: activeSubscription(),
      failed: [grace],
      details: { name: 'Analytical Engines Ltd', address: '12 Marylebone Road, London', mcc: '8931' },
      addendum: [
        {
          offer_id: '00000000-0000-4000-8000-000000000001',
          candidate_name: 'Grace Hopper',
          job_title: 'Bookkeeper',
          experience_level: 'intermediate',
          start_date: '2026-05-04',
          pay_cents: 140_000,
          include_insurance: true,
          include_healthcare: false,
          secure_cloud_computing: true,
          monthly_charge_cents: 194_700,
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    expect(document.title).toBe('Billing · RemoteHire');
    expect(screen.getByRole('link', { name: 'Transactions and invoices' })).toHaveAttribute('href', '/settings/billing/transactions');

    const cards = await region('Payment methods');
    const items = await within(cards).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Visa •••• 4242'),
      expect.stringContaining('Mastercard •••• 4444'),
    ]);
    expect(items[0]).toHaveTextContent('Default');
    expect(items[0]).toHaveTextContent(`Expires 04/${(year + 3) % 100}`);
    expect(within(items[0]!).queryByRole('button', { name: /Make default/ })).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Make default Mastercard ending in 4444' })).toBeInTheDocument();

    const subscription = await region('Platform subscription');
    const value = (label: string) => within(subscription).getByText(label).nextElementSibling;
    await waitFor(() => expect(value('Status')).toHaveTextContent('Active'));
    expect(value('Monthly fee')).toHaveTextContent('$49 a month');
    expect(value('Active staff')).toHaveTextContent('2');
    expect(value('Next charge')).toHaveTextContent('$2,134.56 on Jun 1, 2026, card fee included');

    const failed = await region('Failed payments');
    const row = await within(failed).findByRole('listitem');
    expect(within(row).getByRole('heading', { level: 3, name: 'New hires: Grace Hopper' })).toBeInTheDocument();
    expect(row).toHaveTextContent('$1,543.21');
    expect(row).toHaveTextContent('Your card was declined.');
    expect(row).toHaveTextContent('Attempts2');

    const details = await region('Billing details');
    expect(await within(details).findByLabelText('Name on invoices')).toHaveValue('Analytical Engines Ltd');
    expect(within(details).getByLabelText('Billing address')).toHaveValue('12 Marylebone Road, London');
    const category = within(details).getByLabelText('Business category');
    expect(category).toHaveValue('8931');
    expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a category',
      'Accounting and bookkeeping',
      'Computer services',
      'Restaurants',
    ]);

    const agreements = await region('Agreements');
    await waitFor(() => expect(agreements).toHaveTextContent('Accepted on Apr 10, 2026 (version 2026-01)'));
    expect(agreements).toHaveTextContent('Not accepted yet');
    expect(within(agreements).getByRole('link', { name: 'Read the master service agreement' })).toHaveAttribute('href', '/client-services-agreement');
    expect(within(agreements).getByRole('link', { name: 'Read the platform hire terms' })).toHaveAttribute('href', '/hire-staff/hire-terms');
    const table = await within(agreements).findByRole('table', { name: 'Addendum: your active staff' });
    const [, hire] = within(table).getAllByRole('row');
    expect(within(hire!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Grace Hopper',
      'Bookkeeper',
      'Intermediate',
      'May 4, 2026',
      '$1,400',
      'Insurance and Secure cloud computing',
      '$1,947',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says the subscription starts with the first hire, and that nothing failed', async () => {
    renderBilling();
    const subscription = await region('Platform subscription');
    expect(await within(subscription).findByText('No subscription yet: it starts with your first hire, at $49 a month.')).toBeInTheDocument();
    expect(await within(await region('Failed payments')).findByText('No failed payments: everything is paid.')).toBeInTheDocument();
    expect(await within(await region('Payment methods')).findByText(/No card yet/)).toBeInTheDocument();
    expect(await within(await region('Agreements')).findByText(/No active staff yet/)).toBeInTheDocument();
  });

  it('makes another card the default', async () => {
    const { store, user } = renderBilling({ cards: [visa(), master()] });
    await user.click(await screen.findByRole('button', { name: 'Make default Mastercard ending in 4444' }));
    expect(await screen.findByText('Mastercard ending in 4444 now pays the monthly bill.')).toBeInTheDocument();
    const cards = await region('Payment methods');
    await waitFor(() => expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent(/Mastercard •••• 4444.*Default/));
    expect(store.calls).toEqual([{ path: '/employer/payment/set-default', body: { payment_method_id: 'pm_master' } }]);
  });

  it('removes a card once confirmed', async () => {
    const { store, user } = renderBilling({ cards: [visa(), master()] });
    await user.click(await screen.findByRole('button', { name: 'Remove Visa ending in 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(dialog).toHaveTextContent('The Visa ending in 4242 will no longer be charged.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Card removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const cards = await region('Payment methods');
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(1));
    // The other card became the default.
    expect(within(cards).getByRole('listitem')).toHaveTextContent(/Mastercard •••• 4444.*Default/);
    expect(store.calls).toEqual([{ path: '/employer/stripe/delete-payment-method', body: 'pm_visa' }]);
  });

  it('keeps the last card while staff are active, saying why', async () => {
    const { user } = renderBilling({ cards: [visa()], staffActive: true });
    await user.click(await screen.findByRole('button', { name: 'Remove Visa ending in 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your staff are paid from this card every month: add another card before removing it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await region('Payment methods')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('adds a card in test mode', async () => {
    const { store, user } = renderBilling();
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await user.type(await within(dialog).findByLabelText('Name on card'), 'Ada Lovelace');
    await user.type(within(dialog).getByLabelText('Card number'), '5555555555554444');
    await user.type(within(dialog).getByLabelText('Expiry date (MM/YY)'), `10${(year + 1) % 100}`);
    await user.type(within(dialog).getByLabelText('Security code (CVC)'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Card saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const cards = await region('Payment methods');
    expect(await within(cards).findByRole('listitem')).toHaveTextContent(/Mastercard •••• 4444.*Default/);
    expect(store.cards.cards).toHaveLength(1);
  });

  it('refuses to cancel the subscription while staff are active, saying why', async () => {
    const subscription = activeSubscription({ active_staff: 2 });
    const { store, user } = renderBilling({ subscription });
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the platform subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You still have active staff. End their contracts before cancelling the subscription.',
    );
    expect(store.calls).toEqual([{ path: '/employer/platform-subscriptions/cancel', body: subscription.id }]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels the subscription when no staff are active', async () => {
    const { user } = renderBilling({ subscription: activeSubscription({ active_staff: 0 }) });
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the platform subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription cancelled.')).toBeInTheDocument();
    const subscription = await region('Platform subscription');
    await waitFor(() => expect(subscription).toHaveTextContent('Cancelled on May 20, 2026'));
    expect(within(subscription).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('pays a failed payment again with the default card: the row disappears and a toast confirms', async () => {
    const grace = makeFailedPayment({ description: 'New hires: Grace Hopper', amountCents: 154_321 });
    const other = makeFailedPayment({ description: 'Monthly bill for April 2026', amountCents: 60_000 });
    const { store, user } = renderBilling({ cards: [visa()], failed: [grace, other] });
    await user.click(await screen.findByRole('button', { name: 'Retry New hires: Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay again' });
    expect(dialog).toHaveTextContent('$1,543.21, card fee included');
    expect(await within(dialog).findByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,543.21' }));

    expect(await screen.findByText('Payment received. Thank you!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const failed = await region('Failed payments');
    await waitFor(() => expect(within(failed).getAllByRole('listitem')).toHaveLength(1));
    expect(within(failed).getByRole('listitem')).toHaveTextContent('Monthly bill for April 2026');
    expect(store.calls).toEqual([
      {
        path: '/employer/hirestaff/retry-payment',
        body: { payment_id: grace.payment.id, payment_method_id: 'pm_visa', idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      },
    ]);
  });

  it('goes through the bank’s check when the card asks for it', async () => {
    const grace = makeFailedPayment({ amountCents: 154_321 });
    const { store, user } = renderBilling({ cards: [visa()], failed: [grace], retryAnswers: { pm_visa: 'requires_action' } });
    await user.click(await screen.findByRole('button', { name: /^Retry/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay again' });
    await within(dialog).findByRole('radio', { name: /Visa ending in 4242/ });
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,543.21' }));

    const bank = await screen.findByRole('dialog', { name: 'Confirm the payment with your bank' });
    expect(bank).toHaveTextContent('Your bank asks you to confirm a payment of $1,543.21.');
    await user.click(within(bank).getByRole('button', { name: 'Complete authentication' }));

    expect(await screen.findByText('Payment received. Thank you!')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Failed payments' })).queryByRole('listitem')).toBeNull());
    expect(store.calls.map((call) => call.path)).toEqual([
      '/employer/hirestaff/retry-payment',
      '/sandbox/payments/pi_sb_1/authenticate',
      '/employer/hirestaff/confirm-payment',
    ]);
  });

  it('says why the card was declined, and pays with another card', async () => {
    const grace = makeFailedPayment({ amountCents: 154_321 });
    const { store, user } = renderBilling({ cards: [visa(), master()], failed: [grace], retryAnswers: { pm_visa: 'failed' } });
    await user.click(await screen.findByRole('button', { name: /^Retry/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay again' });
    await within(dialog).findByRole('radio', { name: /Visa ending in 4242/ });
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,543.21' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The card was declined: Your card has insufficient funds. Choose another card, or try this one again.',
    );
    await user.click(within(dialog).getByRole('radio', { name: /Mastercard ending in 4444/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,543.21' }));
    expect(await screen.findByText('Payment received. Thank you!')).toBeInTheDocument();
    const keys = store.calls.map((call) => (call.body as { payment_method_id: string; idempotency_key: string }));
    expect(keys.map((body) => body.payment_method_id)).toEqual(['pm_visa', 'pm_master']);
    // A new attempt is a new charge: it has its own key.
    expect(keys[0]!.idempotency_key).not.toBe(keys[1]!.idempotency_key);
  });

  it('after no answer, tries the same charge again with the same key, so nothing is charged twice', async () => {
    const grace = makeFailedPayment({ amountCents: 154_321 });
    const { store, user } = renderBilling({ cards: [visa(), master()], failed: [grace] });
    let unanswered = true;
    server.use(
      http.post(apiUrl('/employer/hirestaff/retry-payment'), async ({ request }) => {
        // Answered from here on: the store's handler takes it.
        if (!unanswered) return undefined;
        unanswered = false;
        store.calls.push({ path: '/employer/hirestaff/retry-payment', body: await request.clone().json() });
        return HttpResponse.error();
      }),
    );
    await user.click(await screen.findByRole('button', { name: /^Retry/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay again' });
    await within(dialog).findByRole('radio', { name: /Visa ending in 4242/ });
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,543.21' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not reach the server.');
    // Only the same attempt is offered: choosing another card now could charge twice.
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payment received. Thank you!')).toBeInTheDocument();
    const [first, second] = store.calls.map((call) => call.body as { payment_method_id: string; idempotency_key: string });
    expect(second).toEqual(first);
  });

  it('saves the billing details', async () => {
    const { store, user } = renderBilling();
    const details = await region('Billing details');
    const name = await within(details).findByLabelText('Name on invoices');
    await user.type(name, 'Analytical Engines Ltd');
    await user.type(within(details).getByLabelText('Billing address'), '12 Marylebone Road, London');
    await user.selectOptions(within(details).getByLabelText('Business category'), 'Computer services');
    await user.click(within(details).getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('Billing details saved.')).toBeInTheDocument();
    expect(store.calls).toEqual([
      { path: '/employer/billing-details', body: { name: 'Analytical Engines Ltd', address: '12 Marylebone Road, London', mcc: '7372' } },
    ]);
    expect(name).toHaveValue('Analytical Engines Ltd');
  });

  it('is for employers only', async () => {
    server.use(signedInAs({ ...ada, role: 'candidate' }));
    renderRoutes([{ path: '/settings/billing', element: <RequireAuth><BillingPage /></RequireAuth> }], '/settings/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByText('Billing is for business accounts: it holds the cards that pay for staff.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment methods' })).toBeNull();
  });
});
