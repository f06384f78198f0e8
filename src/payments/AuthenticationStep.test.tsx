import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@/generated/api';
import { axeViolations } from '../../tests/doubles/a11y';
import { apiUrl, problem } from '../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../tests/doubles/render';
import { paymentsStore } from '../../tests/doubles/stores/payments';
import { AuthenticationStep } from './AuthenticationStep';
import { loadStripeJs, type Stripe } from './stripe-loader';

vi.mock('@/payments/stripe-loader', () => ({ loadStripeJs: vi.fn() }));
const loader = vi.mocked(loadStripeJs);

const server = mockApi();
// In braces: a function returned from beforeEach would run as its cleanup.
beforeEach(() => {
  loader.mockReset();
});

const sandboxAction: components['schemas']['NextAction'] = {
  type: 'authenticate',
  provider: 'sandbox',
  client_secret: 'pi_sandbox_7_secret',
  provider_payment_id: 'pi_sandbox_7',
};

function renderStep(nextAction: components['schemas']['NextAction'], store = paymentsStore(), { strict = false } = {}) {
  server.use(...store.handlers);
  const onDone = vi.fn();
  renderRoutes([{ path: '/', element: <AuthenticationStep nextAction={nextAction} amountCents={152_345} onDone={onDone} /> }], '/', { strict });
  return { onDone, store };
}

describe('AuthenticationStep in test mode', () => {
  it('stands in for the bank: completing it approves the payment', async () => {
    const { onDone, store } = renderStep(sandboxAction);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the payment with your bank' });
    expect(dialog).toHaveTextContent('Your bank asks you to confirm a payment of $1,523.45.');
    expect(await axeViolations()).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('completed'));
    expect(store.calls).toEqual([{ path: '/sandbox/payments/pi_sandbox_7/authenticate', body: { outcome: 'approve' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('failing it fails the payment', async () => {
    const { onDone, store } = renderStep(sandboxAction);
    await screen.findByRole('dialog', { name: 'Confirm the payment with your bank' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fail authentication' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('failed'));
    expect(store.calls).toEqual([{ path: '/sandbox/payments/pi_sandbox_7/authenticate', body: { outcome: 'fail' } }]);
  });

  it('leaving with Escape fails the check, as closing a bank’s page does', async () => {
    const { onDone, store } = renderStep(sandboxAction);
    await screen.findByRole('dialog', { name: 'Confirm the payment with your bank' });
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('failed'));
    expect(store.calls.map((call) => call.body)).toEqual([{ outcome: 'fail' }]);
  });

  it('keeps the choice open when the server refuses it', async () => {
    const { onDone } = renderStep(sandboxAction);
    server.use(
      http.post(apiUrl('/sandbox/payments/:id/authenticate'), () =>
        problem(409, 'PAYMENT_NOT_PENDING', 'This payment is not waiting for authentication any more.'),
      ),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment is not waiting for authentication any more.');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Complete authentication' })).toBeEnabled();
  });
});

describe('AuthenticationStep with Stripe', () => {
  const stripeAction = { ...sandboxAction, provider: 'stripe' as const, client_secret: 'pi_1_secret_2', provider_payment_id: 'pi_1' };

  it('hands the check to Stripe once, even when React runs effects twice, and reports how it ended', async () => {
    const handleNextAction = vi.fn().mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    loader.mockResolvedValue({ handleNextAction } as unknown as Stripe);
    const { onDone } = renderStep(stripeAction, paymentsStore({ provider: 'stripe' }), { strict: true });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('completed'));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(handleNextAction).toHaveBeenCalledTimes(1);
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
  });

  it('reports a failed check when Stripe answers with an error', async () => {
    const handleNextAction = vi.fn().mockResolvedValue({ error: { type: 'card_error', message: 'The authentication failed.' } });
    loader.mockResolvedValue({ handleNextAction } as unknown as Stripe);
    const { onDone } = renderStep(stripeAction, paymentsStore({ provider: 'stripe' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('failed'));
  });

  it('says Stripe.js failed to load, and closing reports the check as failed', async () => {
    loader.mockRejectedValue(new Error('Failed to load Stripe.js'));
    const { onDone } = renderStep(stripeAction, paymentsStore({ provider: 'stripe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load Stripe.js');
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalledWith('failed');
  });
});
