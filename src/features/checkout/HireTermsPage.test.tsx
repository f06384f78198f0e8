import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { checkoutStore } from '../../../tests/doubles/stores/checkout';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import HireTermsPage from './HireTermsPage';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();
const routes = [{ path: '/hire-staff/hire-terms', element: <HireTermsPage /> }];

describe('HireTermsPage', SLOW, () => {
  it('shows the platform hire terms with today’s fees and accepts them', async () => {
    const store = checkoutStore();
    server.use(signedInAs(ada), ...store.handlers);
    renderRoutes(routes, '/hire-staff/hire-terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform hire terms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '3. The subscription' })).toBeInTheDocument();
    expect(screen.getByText(/The platform subscription costs \$49 a month per employer/)).toBeInTheDocument();
    expect(screen.getByText(/entry \$299, intermediate \$399, expert \$499/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '7. Cancelling the subscription' })).toBeInTheDocument();
    expect(await screen.findByText('You have not accepted version 2026-01 yet.')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept the platform hire terms' }));
    expect(await screen.findByText('You accepted version 2026-01 on Jun 10, 2026.')).toBeInTheDocument();
    expect(store.callsTo('/employer/update-platform-agreement')).toEqual([
      { path: '/employer/update-platform-agreement', body: { agreement_type: 'standard' } },
    ]);
  });

  it('keeps the terms unaccepted and shows the server’s reason when accepting is refused', async () => {
    // The first handler that matches answers.
    server.use(
      http.put(apiUrl('/employer/update-platform-agreement'), () =>
        problem(403, 'FORBIDDEN', 'Only the account owner can accept agreements.'),
      ),
      signedInAs(ada),
      ...checkoutStore().handlers,
    );
    renderRoutes(routes, '/hire-staff/hire-terms');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept the platform hire terms' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the account owner can accept agreements.');
    expect(screen.getByText('You have not accepted version 2026-01 yet.')).toBeInTheDocument();
  });
});
