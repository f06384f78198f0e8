import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/doubles/a11y';
import { apiUrl, problem } from '../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../tests/doubles/render';
import { paymentsStore } from '../../tests/doubles/stores/payments';
import { CardEntry } from './CardEntry';
import { loadStripeJs, type Stripe } from './stripe-loader';

// Stripe.js cannot load in a test: the loader stands in for the network's answers,
// and Stripe's React bindings for its form (which lives in Stripe's iframe).
vi.mock('@/payments/stripe-loader', () => ({ loadStripeJs: vi.fn() }));
const loader = vi.mocked(loadStripeJs);
const stripeForm = vi.hoisted(() => ({ elements: { id: 'elements' }, clientSecrets: [] as string[] }));
const stripeFake = vi.hoisted(() => ({ confirmSetup: vi.fn() }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => {
    stripeForm.clientSecrets.push(options.clientSecret);
    return children;
  },
  PaymentElement: () => <p>Stripe’s card fields</p>,
  useStripe: () => stripeFake,
  useElements: () => stripeForm.elements,
}));

const server = mockApi();
// In braces: a function returned from beforeEach would run as its cleanup.
beforeEach(() => {
  loader.mockReset();
});

const nextYear = (new Date().getFullYear() + 2) % 100;

/** Renders the form against the store; a test's own handlers, added after, answer first. */
function renderCardEntry(store: ReturnType<typeof paymentsStore>) {
  server.use(...store.handlers);
  const onSaved = vi.fn();
  renderRoutes([{ path: '/', element: <CardEntry onSaved={onSaved} submitLabel="Save this card" /> }], '/');
  return { onSaved };
}

describe('CardEntry in test mode (the sandbox)', () => {
  it('takes a card by keyboard alone: the sandbox tokenizes it, the card is saved and handed back', async () => {
    const store = paymentsStore();
    const { onSaved } = renderCardEntry(store);
    const user = userEvent.setup({ delay: null });

    const number = await screen.findByLabelText('Card number');
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText('4000 0027 6000 3184')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.tab();
    expect(screen.getByLabelText('Name on card')).toHaveFocus();
    await user.keyboard('Ada Lovelace');
    await user.tab();
    expect(number).toHaveFocus();
    await user.keyboard('4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    await user.tab();
    await user.keyboard(`12${nextYear}`);
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveValue(`12/${nextYear}`);
    await user.tab();
    await user.keyboard('123');
    await user.tab();
    await user.keyboard('NW1 6XE');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save this card' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'pm_sandbox_1', brand: 'visa', last4: '4242', is_default: true }));
    expect(store.calls).toEqual([
      { path: '/employer/stripe/create-account', body: null },
      {
        path: '/sandbox/payment-methods',
        body: { name: 'Ada Lovelace', number: '4242424242424242', exp_month: 12, exp_year: 2000 + nextYear, cvc: '123', postal_code: 'NW1 6XE' },
      },
      { path: '/employer/stripe/attach-payment-method', body: { payment_methods: 'pm_sandbox_1', stripe_account_id: 'cus_test_1' } },
    ]);
    // The form is empty again, for another card.
    expect(number).toHaveValue('');
  });

  it('uses the customer the provider already knows instead of creating one', async () => {
    const store = paymentsStore({ customerId: 'cus_known' });
    const { onSaved } = renderCardEntry(store);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Name on card'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Card number'), '4000002760003184');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), `01${nextYear}`);
    await user.type(screen.getByLabelText('Security code (CVC)'), '4321');
    await user.click(screen.getByRole('button', { name: 'Save this card' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(store.calls.map((call) => call.path)).toEqual(['/sandbox/payment-methods', '/employer/stripe/attach-payment-method']);
    expect(store.calls[1]!.body).toEqual({ payment_methods: 'pm_sandbox_1', stripe_account_id: 'cus_known' });
  });

  it('checks the card before sending anything, and says what is wrong on each field', async () => {
    const store = paymentsStore();
    renderCardEntry(store);
    const user = userEvent.setup({ delay: null });
    const submit = await screen.findByRole('button', { name: 'Save this card' });

    await user.click(submit);
    expect(await screen.findByLabelText('Name on card')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('This field is required.');

    await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '0120');
    await user.type(screen.getByLabelText('Security code (CVC)'), '12');
    await user.click(submit);

    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('This card number is not valid: check the digits.'));
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription('This card has expired.');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the 3 or 4 digit security code.'),
    );
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(store.calls).toEqual([]);
  });

  it('puts the server’s refusal of a field on that field', async () => {
    const { onSaved } = renderCardEntry(paymentsStore());
    server.use(
      http.post(apiUrl('/sandbox/payment-methods'), () =>
        problem(400, 'VALIDATION', 'Check the card.', { exp_year: 'This card expired before this year.' }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Name on card'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), `12${nextYear}`);
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: 'Save this card' }));

    const expiry = screen.getByLabelText('Expiry date (MM/YY)');
    await waitFor(() => expect(expiry).toHaveAccessibleDescription('This card expired before this year.'));
    expect(expiry).toHaveFocus();
    // Every message found its field: no summary above the form.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a refusal that belongs to no field above the form', async () => {
    renderCardEntry(paymentsStore());
    server.use(
      http.post(apiUrl('/employer/stripe/attach-payment-method'), () =>
        problem(503, 'PROVIDER_UNAVAILABLE', 'The card provider is not answering. Try again in a minute.'),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Name on card'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), `12${nextYear}`);
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: 'Save this card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The card provider is not answering. Try again in a minute.');
  });
});

describe('CardEntry with Stripe', () => {
  it('saves the card Stripe’s form confirmed', async () => {
    loader.mockResolvedValue(stripeFake as unknown as Stripe);
    stripeFake.confirmSetup.mockResolvedValue({ setupIntent: { id: 'seti_1', payment_method: 'pm_card_visa' } });
    const store = paymentsStore({ provider: 'stripe', customerId: 'cus_known' });
    store.providerCard({ id: 'pm_card_visa', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2000 + nextYear });
    const { onSaved } = renderCardEntry(store);

    expect(await screen.findByText('Stripe’s card fields')).toBeInTheDocument();
    expect(stripeForm.clientSecrets.at(-1)).toBe('seti_1_secret');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save this card' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'pm_card_visa', last4: '4242' })));
    expect(stripeFake.confirmSetup).toHaveBeenCalledWith({ elements: stripeForm.elements, redirect: 'if_required' });
    expect(store.calls.slice(0, 2)).toEqual([
      { path: '/employer/stripe/create-connection-session', body: { customer_id: 'cus_known' } },
      { path: '/employer/stripe/attach-payment-method', body: { payment_methods: 'pm_card_visa', stripe_account_id: 'cus_known' } },
    ]);
  });

  it('shows Stripe’s refusal of the card and saves nothing', async () => {
    loader.mockResolvedValue(stripeFake as unknown as Stripe);
    stripeFake.confirmSetup.mockResolvedValue({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    const store = paymentsStore({ provider: 'stripe' });
    const { onSaved } = renderCardEntry(store);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Save this card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(store.calls.map((call) => call.path)).toEqual(['/employer/stripe/create-account', '/employer/stripe/create-connection-session']);
  });

  it('says Stripe.js failed to load, and tries again on request', async () => {
    loader.mockRejectedValueOnce(new Error('Failed to load Stripe.js')).mockResolvedValueOnce(null);
    renderCardEntry(paymentsStore({ provider: 'stripe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load Stripe.js');
    expect(loader).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stripe.js not available');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('says Stripe.js is not available when it loads but cannot run', async () => {
    loader.mockResolvedValue(null);
    renderCardEntry(paymentsStore({ provider: 'stripe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Stripe.js not available');
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});
