import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { checkoutStore } from '../../../tests/doubles/stores/checkout';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import ClientServicesAgreementPage from './ClientServicesAgreementPage';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();
const routes = [{ path: '/client-services-agreement', element: <ClientServicesAgreementPage /> }];

describe('ClientServicesAgreementPage', SLOW, () => {
  it('shows the agreement in full and accepts it, which makes it active', async () => {
    const store = checkoutStore();
    server.use(signedInAs(ada), ...store.handlers);
    renderRoutes(routes, '/client-services-agreement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Master service agreement' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      '1. Parties and purpose',
      '2. Our services',
      '3. Who employs the staff',
      '4. Fees',
      '5. Billing',
      '6. Failed payments',
      '7. Term and termination',
      '8. Confidentiality',
      '9. Data protection',
      '10. Non-solicitation',
      '11. Liability',
      '12. Changes and governing terms',
    ]);
    // Amounts come from the fee table, in the reader's format.
    expect(screen.getByText(/a processing fee of 2\.9% of the amount plus \$0\.30/)).toBeInTheDocument();
    expect(await screen.findByText('You have not accepted version 2026-01 yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to checkout' })[0]).toHaveAttribute('href', '/hire-staff/checkout');
    expect(await axeViolations()).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept the master service agreement' }));
    expect(await screen.findByText('You accepted version 2026-01 on Jun 10, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the master service agreement' })).not.toBeInTheDocument();
    expect(store.callsTo('/employer/msa')).toEqual([{ path: '/employer/msa', body: { contract_type: 'full_time', status: 'active' } }]);
  });

  it('starts from what the server says: an agreement already accepted offers no button', async () => {
    server.use(signedInAs(ada), ...checkoutStore({ msaAccepted: true }).handlers);
    renderRoutes(routes, '/client-services-agreement');
    const status = await screen.findByText('You accepted version 2026-01 on Jun 1, 2026.');
    expect(within(status.parentElement!).queryByRole('button')).not.toBeInTheDocument();
  });
});
