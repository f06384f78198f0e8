import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/format';
import { cardFeeCents, chargeSums } from '@/shared/pricing';
import { dismissToast } from '@/ui/toaster';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { checkoutStore, type CheckoutStoreOptions } from '../../../tests/doubles/stores/checkout';
import { paymentsStore } from '../../../tests/doubles/stores/payments';
import { type CheckoutOffer, COUPON, grace, linus } from '../../../tests/doubles/fixtures/checkout';
import { CARDS, makeCard } from '../../../tests/doubles/fixtures/payments';
import CheckoutPage from './CheckoutPage';
import HireSuccessfulPage from './HireSuccessfulPage';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();
afterEach(() => dismissToast());

const routes = [
  { path: '/hire-staff/checkout', element: <CheckoutPage /> },
  { path: '/hire-staff/hire-successful', element: <HireSuccessfulPage /> },
];

const money = (cents: number) => formatMoney(cents, 'en');
const firstMonths = (offers: CheckoutOffer[]) => offers.map((o) => ({ total: o.first_month.total, fees: o.first_month.fees }));
const SUBSCRIPTION = 4_900;

function setupHandlers(options: CheckoutStoreOptions = {}) {
  const store = checkoutStore(options);
  const cards = paymentsStore({
    cards: [
      makeCard({ id: CARDS.succeeds, last4: '4242', is_default: true }),
      makeCard({ id: CARDS.declines, last4: '0002' }),
      makeCard({ id: CARDS.authenticates, last4: '3184' }),
    ],
  });
  server.use(...store.handlers, ...cards.handlers);
  return { store, cards };
}

function setup(options: CheckoutStoreOptions = {}, path = '/hire-staff/checkout', strict = false) {
  const handlers = setupHandlers(options);
  const view = renderRoutes(routes, path, { strict });
  return { ...handlers, view, user: userEvent.setup() };
}

/** The amount on the row whose label is `label`, inside `container`. */
const row = (container: HTMLElement, label: string | RegExp) => within(container).getByText(label).parentElement!;
const summary = () => screen.getByRole('region', { name: 'Summary' });
const payButton = (cents: number) => screen.getByRole('button', { name: `Pay ${money(cents)}` });

describe('CheckoutPage', SLOW, () => {
  it('shows each offer’s first month as the pricing module prices it, and the sums of the payment', async () => {
    setup();
    const article = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const first = grace.first_month;
    expect(row(article, 'Salary, 14 of 30 days')).toHaveTextContent(money(first.salary));
    expect(row(article, 'Service fee, 14 of 30 days')).toHaveTextContent(money(first.service_fee));
    expect(row(article, 'Onboarding setup fee')).toHaveTextContent(money(19_900));
    expect(row(article, 'Insurance')).toHaveTextContent(money(4_900));
    expect(row(article, 'Healthcare (dental package)')).toHaveTextContent(money(3_900));
    expect(row(article, 'First month')).toHaveTextContent(money(first.total));
    expect(row(article, /^Each month from/)).toHaveTextContent(money(grace.monthly_charge_cents));
    expect(within(article).getByRole('checkbox', { name: 'Pay for Grace Hopper’s hire now' })).toBeChecked();

    const linusCard = screen.getByRole('article', { name: 'Linus Pauling' });
    expect(row(linusCard, 'Salary, 30 of 30 days')).toHaveTextContent(money(linus.first_month.salary));
    expect(row(linusCard, 'Secure cloud computing')).toHaveTextContent(money(9_900));
    expect(row(linusCard, 'Grant credit: Small business hiring grant (50%)')).toHaveTextContent(money(-linus.first_month.grant));

    const sums = chargeSums(firstMonths([grace, linus]), SUBSCRIPTION);
    expect(row(summary(), 'First months of the hires ticked (2)')).toHaveTextContent(money(grace.first_month.total + linus.first_month.total));
    expect(row(summary(), 'Platform subscription, first month')).toHaveTextContent(money(SUBSCRIPTION));
    expect(row(summary(), 'Card processing fee')).toHaveTextContent(money(sums.cardFee));
    expect(row(summary(), 'Total to pay today')).toHaveTextContent(money(sums.total));
    const monthly = grace.monthly_charge_cents + linus.monthly_charge_cents + SUBSCRIPTION;
    expect(row(summary(), /^Next charge, on Jul 1, 2026/)).toHaveTextContent(money(monthly + cardFeeCents(monthly)));
    // One breakdown, adding up to the total: the first client's quote stays in the machine, unshown (decision 013).
    expect(grace.first_month.total + linus.first_month.total + SUBSCRIPTION + sums.cardFee).toBe(sums.total);
    expect(summary()).not.toHaveTextContent('Quote');
    expect(summary()).not.toHaveTextContent('first offer');
    expect(await axeViolations()).toEqual([]);
  });

  it('ticks only the offer named in the link, and prices what is ticked', async () => {
    const { user } = setup({}, `/hire-staff/checkout?offer=${linus.employment_offer.id}`);
    const graceBox = await screen.findByRole('checkbox', { name: 'Pay for Grace Hopper’s hire now' });
    await waitFor(() => expect(graceBox).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Pay for Linus Pauling’s hire now' })).toBeChecked();
    expect(row(summary(), 'Total to pay today')).toHaveTextContent(money(chargeSums(firstMonths([linus]), SUBSCRIPTION).total));

    await user.click(graceBox);
    expect(row(summary(), 'Total to pay today')).toHaveTextContent(money(chargeSums(firstMonths([grace, linus]), SUBSCRIPTION).total));
    expect(JSON.parse(sessionStorage.getItem('checkout')!).unselected).toEqual([]);
  });

  it('applies a coupon to the fees, shows the server’s refusal, and removes it', async () => {
    const { user, store } = setup();
    await screen.findByRole('article', { name: 'Grace Hopper' });
    const field = screen.getByLabelText('Coupon code');
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('We do not know this coupon code.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon WELCOME10 applied to the fees of this payment.')).toBeInTheDocument();
    expect(store.callsTo('/coupons/check').at(-1)?.body).toEqual({ code: 'welcome10', offer_id: grace.employment_offer.id });
    const discounted = chargeSums(firstMonths([grace, linus]), SUBSCRIPTION, COUPON);
    expect(row(summary(), 'Coupon WELCOME10')).toHaveTextContent(money(-discounted.discount));
    expect(row(summary(), 'Total to pay today')).toHaveTextContent(money(discounted.total));
    // The coupon is never saved with the checkout.
    expect(JSON.parse(sessionStorage.getItem('checkout')!).total).toBe(chargeSums(firstMonths([grace, linus]), SUBSCRIPTION).total);

    await user.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect(screen.queryByText('Coupon WELCOME10')).not.toBeInTheDocument();
    expect(row(summary(), 'Total to pay today')).toHaveTextContent(money(chargeSums(firstMonths([grace, linus]), SUBSCRIPTION).total));
  });

  it('keeps the pay button disabled, saying why, until both agreements are accepted', async () => {
    const { user, store } = setup();
    await screen.findByRole('article', { name: 'Grace Hopper' });
    const total = chargeSums(firstMonths([grace, linus]), SUBSCRIPTION).total;
    await waitFor(() => expect(payButton(total)).toBeDisabled());
    expect(screen.getByText('Accept the master service agreement and the platform hire terms above to pay.')).toBeInTheDocument();
    expect(payButton(total)).toHaveAccessibleDescription('Accept the master service agreement and the platform hire terms above to pay.');
    expect(screen.getByRole('link', { name: 'Read the master service agreement' })).toHaveAttribute('href', '/client-services-agreement');
    expect(screen.getByRole('link', { name: 'Read the platform hire terms' })).toHaveAttribute('href', '/hire-staff/hire-terms');

    await user.click(screen.getByRole('button', { name: 'Accept the master service agreement' }));
    expect(await screen.findByText('Accepted on Jun 10, 2026')).toBeInTheDocument();
    expect(payButton(total)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Accept the platform hire terms' }));
    await waitFor(() => expect(payButton(total)).toBeEnabled());
    expect(store.callsTo('/employer/msa')).toEqual([{ path: '/employer/msa', body: { contract_type: 'full_time', status: 'active' } }]);
    expect(store.callsTo('/employer/update-platform-agreement')).toEqual([
      { path: '/employer/update-platform-agreement', body: { agreement_type: 'standard' } },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('pays once with the default card, even in strict mode, and shows the hires on hire-successful', async () => {
    const { user, store } = setup({ msaAccepted: true, platformAccepted: true }, '/hire-staff/checkout', true);
    await screen.findByRole('article', { name: 'Grace Hopper' });
    const total = chargeSums(firstMonths([grace, linus]), SUBSCRIPTION).total;
    await waitFor(() => expect(payButton(total)).toBeEnabled());
    expect(screen.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await user.click(payButton(total));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hire confirmed' })).toBeInTheDocument();
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('Linus Pauling')).toBeInTheDocument();
    expect(screen.getByText(`Paid: ${money(total)}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the invoice' })).toHaveAttribute('href', '/settings/billing/invoices/7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d');
    const [sent, ...more] = store.callsTo('/employer/hirestaff-v2');
    expect(more).toEqual([]);
    expect(sent?.body).toEqual({
      offer_ids: [grace.employment_offer.id, linus.employment_offer.id],
      payment_method_id: CARDS.succeeds,
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      expected_total_cents: total,
    });
    expect(sessionStorage.getItem('checkout')).toBeNull();
  });

  it('shows why a card was declined, and a retry with another card pays for the same payment', async () => {
    const { user, store } = setup({ msaAccepted: true, platformAccepted: true });
    await screen.findByRole('article', { name: 'Grace Hopper' });
    const total = chargeSums(firstMonths([grace, linus]), SUBSCRIPTION).total;
    await user.click(await screen.findByRole('radio', { name: /Visa ending in 0002/ }));
    await waitFor(() => expect(payButton(total)).toBeEnabled());
    await user.click(payButton(total));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment did not go through');
    expect(alert).toHaveTextContent('Your card was declined by your bank.');
    await user.click(screen.getByRole('radio', { name: /Visa ending in 4242/ }));
    await user.click(payButton(total));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hire confirmed' })).toBeInTheDocument();
    const [first] = store.callsTo('/employer/hirestaff-v2');
    const [retry] = store.callsTo('/employer/hirestaff/retry-payment');
    const firstKey = (first?.body as { idempotency_key: string }).idempotency_key;
    expect(retry?.body).toEqual({
      payment_id: store.state.spendings[0]!.payment.id,
      payment_method_id: CARDS.succeeds,
      idempotency_key: expect.not.stringMatching(firstKey),
    });
  });

  it('runs the bank’s authentication step when the card asks for it, then confirms the payment', async () => {
    const { user, store, cards } = setup({ msaAccepted: true, platformAccepted: true });
    await screen.findByRole('article', { name: 'Grace Hopper' });
    const total = chargeSums(firstMonths([grace, linus]), SUBSCRIPTION).total;
    await user.click(await screen.findByRole('radio', { name: /Visa ending in 3184/ }));
    await waitFor(() => expect(payButton(total)).toBeEnabled());
    await user.click(payButton(total));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm the payment with your bank' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hire confirmed' })).toBeInTheDocument();
    const paymentId = store.state.spendings[0]!.payment.id;
    expect(store.callsTo('/employer/hirestaff/confirm-payment')).toEqual([
      { path: '/employer/hirestaff/confirm-payment', body: { payment_id: paymentId } },
    ]);
    expect(cards.calls).toContainEqual({ path: `/sandbox/payments/pi_${paymentId}/authenticate`, body: { outcome: 'approve' } });
  });

  it('sends the employer back to the new total when prices changed', async () => {
    const { user, store } = setup({ msaAccepted: true, platformAccepted: true });
    await screen.findByRole('article', { name: 'Grace Hopper' });
    const total = chargeSums(firstMonths([grace, linus]), SUBSCRIPTION).total;
    await waitFor(() => expect(payButton(total)).toBeEnabled());
    // Grace's offer was paid for elsewhere meanwhile.
    store.state.offers = [linus];
    await user.click(payButton(total));
    expect(await screen.findByRole('alert')).toHaveTextContent('Prices changed since you opened checkout.');
    await user.click(screen.getByRole('button', { name: 'Review the new total' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Grace Hopper' })).not.toBeInTheDocument());
    const linusOnly = chargeSums(firstMonths([linus]), SUBSCRIPTION).total;
    await waitFor(() => expect(payButton(linusOnly)).toBeEnabled());
  });

  it('lists a failed monthly payment with its reason and pays it again with another card', async () => {
    const failed = {
      payment: {
        id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
        kind: 'monthly' as const,
        status: 'failed' as const,
        amount_cents: 215_930,
        card_fee_cents: 6_293,
        discount_cents: 0,
        currency: 'USD' as const,
        created_at: '2026-06-01T06:00:00.000Z',
        offer_ids: [],
        card: { brand: 'visa', last4: '0002' },
        failure: { code: 'insufficient_funds' as const, message: 'The card has insufficient funds.' },
        next_action: null,
        invoice_id: null,
      },
      description: 'June 2026 bill',
      attempts: 2,
      last_attempt_at: '2026-06-02T06:00:00.000Z',
    };
    const { user, store } = setup({ offers: [], failedPayments: [failed] });
    const item = await screen.findByRole('article', { name: 'June 2026 bill' });
    expect(item).toHaveTextContent('The card has insufficient funds.');
    expect(item).toHaveTextContent(money(215_930));
    expect(await axeViolations()).toEqual([]);

    await user.click(within(item).getByRole('button', { name: 'Pay again: June 2026 bill' }));
    await user.click(await within(item).findByRole('radio', { name: /Visa ending in 4242/ }));
    await user.click(within(item).getByRole('button', { name: `Pay ${money(215_930)}` }));
    expect(await screen.findByText('Payment received. Thank you.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'June 2026 bill' })).not.toBeInTheDocument());
    expect(store.callsTo('/employer/hirestaff/retry-payment')).toEqual([
      {
        path: '/employer/hirestaff/retry-payment',
        body: { payment_id: failed.payment.id, payment_method_id: CARDS.succeeds, idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      },
    ]);
  });

  it('explains that nothing awaits payment, with the way to the offers', async () => {
    setup({ offers: [] });
    expect(await screen.findByText('No offer is waiting for payment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your offers' })).toHaveAttribute('href', '/dashboard/activity/offers');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the server’s reason when the checkout cannot load, and tries again', async () => {
    setupHandlers();
    server.use(
      http.get(apiUrl('/employer/hirestaff/initiate'), () =>
        problem(503, 'UNAVAILABLE', 'Checkout is closed for maintenance.'),
      ),
    );
    renderRoutes(routes, '/hire-staff/checkout');
    const user = userEvent.setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Checkout is closed for maintenance.');
    expect(await axeViolations()).toEqual([]);
    server.resetHandlers();
    setupHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('falls back to the first client’s messages when no answer came', async () => {
    setupHandlers();
    server.use(
      http.get(apiUrl('/employer/hirestaff/initiate'), () => HttpResponse.error()),
      http.get(apiUrl('/employer/failed-payment'), () => HttpResponse.error()),
    );
    renderRoutes(routes, '/hire-staff/checkout');
    expect(await screen.findByText('Failed to fetch candidatesJobOffer')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch failed transactions')).toBeInTheDocument();
  });
});
