import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/format';
import { chargeSums } from '@/shared/pricing';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { FRACTIONAL_COUPON, hiredMargaret, margaret } from '../../../tests/doubles/fixtures/fractional-checkout';
import { CARDS, makeCard } from '../../../tests/doubles/fixtures/payments';
import { fractionalCheckoutStore, FULL_TIME_OFFER, type FractionalCheckoutStoreOptions } from '../../../tests/doubles/stores/fractional-checkout';
import { paymentsStore } from '../../../tests/doubles/stores/payments';
import FractionalCheckoutPage from './FractionalCheckoutPage';

const server = mockApi();
const PAGE = `/hire/fractional/${margaret.offer_id}`;
const money = (cents: number) => formatMoney(cents, 'en');
const withCoupon = chargeSums(
  [{ total: margaret.setup_fee_cents + margaret.first_month.minimum_cents, fees: margaret.fees_cents }],
  margaret.subscription_due_cents,
  FRACTIONAL_COUPON,
);

function setup(options: FractionalCheckoutStoreOptions = {}, path = PAGE) {
  const store = fractionalCheckoutStore(options);
  const cards = paymentsStore({ cards: [makeCard({ id: CARDS.succeeds, last4: '4242', is_default: true }), makeCard({ id: CARDS.declines, last4: '0002' })] });
  server.use(...store.handlers, ...cards.handlers);
  const view = renderRoutes([{ path: '/hire/fractional/:id', element: <FractionalCheckoutPage /> }], path);
  return { store, view, user: userEvent.setup({ delay: null }) };
}

const breakdown = () => screen.getByRole('table', { name: 'Today’s payment' });
/** The amount on the breakdown's row headed `label`. */
const amountOf = (label: string | RegExp) => within(breakdown()).getByRole('rowheader', { name: label }).nextElementSibling;
const payButton = (cents: number) => screen.getByRole('button', { name: `Pay ${money(cents)}` });

describe('FractionalCheckoutPage', () => {
  it('shows the offer, today’s charges as the server prices them and the months after; a new price found on paying is loaded and said', async () => {
    const { user, store } = setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Candidate' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fractional checkout' })).toBeInTheDocument();
    expect(screen.getByText('Margaret Hamilton')).toBeInTheDocument();
    const terms = screen.getByRole('region', { name: 'Offer terms' });
    expect(terms).toHaveTextContent('Part-time bookkeeper');
    expect(terms).toHaveTextContent('$25 an hour');
    expect(terms).toHaveTextContent('20–40 hours a month');
    expect(terms).toHaveTextContent('Jun 16, 2026');

    expect(amountOf('Onboarding setup fee')).toHaveTextContent(money(19_900));
    expect(amountOf('Platform subscription, first month')).toHaveTextContent(money(4_900));
    // 20 hours at $25 prorated for the 15 days from 16 June.
    expect(amountOf('First month: 20 h minimum, prorated for 15 of 30 days')).toHaveTextContent(money(25_000));
    expect(amountOf('Card processing fee')).toHaveTextContent(money(margaret.stripe_fee_cents));
    expect(amountOf('Total to pay today')).toHaveTextContent(money(margaret.total_cents));
    expect(19_900 + 4_900 + 25_000 + margaret.stripe_fee_cents).toBe(margaret.total_cents);

    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent(`${money(50_000)} to ${money(100_000)}`);
    expect(next).toHaveTextContent('Jul 1, 2026');
    expect(next).toHaveTextContent('for the hours Margaret Hamilton worked: never fewer than 20 hours and never more than 40, at $25 an hour');
    await waitFor(() => expect(payButton(margaret.total_cents)).toBeDisabled());
    expect(payButton(margaret.total_cents)).toHaveAccessibleDescription('Accept the master service agreement and the platform hire terms above to pay.');
    expect(await axeViolations()).toEqual([]);
    // Headings in order: the page's one h1, then its sections, no level skipped.
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels).toEqual([1, 2, 2, 2, 2, 2, 2]);

    await user.click(screen.getByRole('button', { name: 'Accept the master service agreement' }));
    await user.click(await screen.findByRole('button', { name: 'Accept the platform hire terms' }));
    await waitFor(() => expect(payButton(margaret.total_cents)).toBeEnabled());
    // The subscription started elsewhere meanwhile: it is no longer due with this hire.
    const repriced = chargeSums([{ total: margaret.setup_fee_cents + margaret.first_month.minimum_cents, fees: margaret.fees_cents }], 0);
    store.state.checkout = { ...margaret, subscription_due_cents: 0, subtotal_cents: repriced.subtotal, stripe_fee_cents: repriced.cardFee, total_cents: repriced.total };
    await user.click(payButton(margaret.total_cents));
    const notice = await screen.findByText(/^The price changed since you opened this page/);
    expect(notice.parentElement).toHaveFocus();
    await waitFor(() => expect(payButton(repriced.total)).toBeEnabled());
    expect(within(breakdown()).queryByRole('rowheader', { name: 'Platform subscription, first month' })).toBeNull();
    expect(amountOf('Total to pay today')).toHaveTextContent(money(repriced.total));
  });

  it('refuses a full-time coupon in the server’s words, takes a fractional one off the setup fee, and pays with it', async () => {
    const { user, store } = setup({ msaAccepted: true, platformAccepted: true });
    const field = await screen.findByLabelText('Coupon code');
    await user.type(field, 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const refusal = 'This coupon is not for this kind of hire: full-time and fractional hires each have their own coupons.';
    await waitFor(() => expect(field).toHaveAccessibleDescription(refusal));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'PART20{Enter}');
    expect(await screen.findByText('Coupon PART20 applied to the fees of this payment.')).toBeInTheDocument();
    expect(store.callsTo('/fractional-coupons/check').map((call) => call.body)).toEqual([
      { code: 'welcome10', offer_id: margaret.offer_id },
      { code: 'PART20', offer_id: margaret.offer_id },
    ]);
    expect(amountOf('Coupon PART20')).toHaveTextContent(money(-withCoupon.discount));
    expect(withCoupon.discount).toBe(3_980);
    expect(amountOf('Card processing fee')).toHaveTextContent(money(withCoupon.cardFee));
    expect(amountOf('Total to pay today')).toHaveTextContent(money(withCoupon.total));
    // Said to screen readers once, with the new total.
    expect(screen.getByText(`Coupon PART20 applied. Total to pay today: ${money(withCoupon.total)}.`)).toBeInTheDocument();

    await waitFor(() => expect(payButton(withCoupon.total)).toBeEnabled());
    await user.click(payButton(withCoupon.total));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Fractional hire confirmed' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(`Paid: ${money(withCoupon.total)}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your fractional staff' })).toHaveAttribute('href', '/dashboard/activity/fractional-hire');
    expect(screen.getByRole('link', { name: 'Open the page of Margaret Hamilton' })).toHaveAttribute(
      'href',
      `/dashboard/activity/staffs/${margaret.data.candidate_details.id}`,
    );
    expect(store.callsTo('/employer/hire-fractional-staff').map((call) => call.body)).toEqual([
      {
        offer_id: margaret.offer_id,
        payment_method_id: CARDS.succeeds,
        idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        expected_total_cents: withCoupon.total,
        coupon_code: 'PART20',
      },
    ]);
    // The first client's state, saved without the coupon (the discount is never kept).
    expect(JSON.parse(sessionStorage.getItem('fractionalCheckout')!)).toMatchObject({ status: 'success', total: margaret.total_cents });
  });

  it('says why a card was declined, and pays the same payment again with another card', async () => {
    const { user, store } = setup({ msaAccepted: true, platformAccepted: true });
    await user.click(await screen.findByRole('radio', { name: /Visa ending in 0002/ }));
    await waitFor(() => expect(payButton(margaret.total_cents)).toBeEnabled());
    await user.click(payButton(margaret.total_cents));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment did not go through');
    expect(alert).toHaveTextContent('Your card was declined by your bank.');
    await user.click(screen.getByRole('radio', { name: /Visa ending in 4242/ }));
    await user.click(payButton(margaret.total_cents));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fractional hire confirmed' })).toBeInTheDocument();
    const [first] = store.callsTo('/employer/hire-fractional-staff');
    const [retry] = store.callsTo('/employer/hirestaff/retry-payment');
    const firstKey = (first?.body as { idempotency_key: string }).idempotency_key;
    expect(retry?.body).toEqual({
      payment_id: [...store.state.payments.keys()][0],
      payment_method_id: CARDS.succeeds,
      idempotency_key: expect.not.stringMatching(firstKey),
    });
  });

  it('shows a hire paid already as paid, and an offer it cannot pay for with a way back', async () => {
    const hired = setup({ checkout: hiredMargaret });
    expect(await screen.findByRole('heading', { level: 1, name: 'This hire is already paid for' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    hired.view.unmount();

    const fullTime = setup({}, `/hire/fractional/${FULL_TIME_OFFER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This offer cannot be paid for here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the full-time checkout' })).toHaveAttribute('href', '/hire-staff/checkout');
    fullTime.view.unmount();

    setup({}, '/hire/fractional/00000000-0000-4000-8000-00000000ffff');
    expect(await screen.findByRole('heading', { level: 1, name: 'No fractional offer to pay for here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your fractional staff' })).toHaveAttribute('href', '/dashboard/activity/fractional-hire');
  });
});
