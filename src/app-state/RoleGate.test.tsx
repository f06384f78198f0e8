import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoutes } from '../../tests/doubles/render';
import { adminSecondStepOff, adminSecondStepOn, anonymousMe, signedInAs } from '../../tests/doubles/session';
import { ada } from '../../tests/doubles/fixtures/accounts';
import { RoleGate } from './RoleGate';

const server = mockApi();

const grace = { ...ada, id: '5c0d3c52-5a8d-4d4a-9d55-7a3c4d3c1a01', role: 'candidate' as const, company_name: undefined };

const routes = (signInReason?: string) => [
  {
    path: '/private',
    element: (
      <RoleGate role="employer" title="Your jobs" otherRoleReason="Only employers post jobs." signInReason={signInReason}>
        <p>The employer’s page</p>
      </RoleGate>
    ),
  },
  {
    path: '/review',
    element: (
      <RoleGate role="admin" title="Review queue" otherRoleReason="Only administrators review.">
        <p>The review queue</p>
      </RoleGate>
    ),
  },
  { path: '/settings/security', element: <h1>Security settings</h1> },
  { path: '/login', element: <h1>Sign in page</h1> },
];
const admin = { ...grace, id: '5c0d3c52-5a8d-4d4a-9d55-7a3c4d3c1a02', role: 'admin' as const };

describe('RoleGate', { timeout: 20_000 }, () => {
  it('shows the page to its role', async () => {
    server.use(signedInAs(ada));
    renderRoutes(routes('Sign in to see your jobs.'), '/private');
    expect(await screen.findByText('The employer’s page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your jobs' })).not.toBeInTheDocument();
  });

  it('tells another role who the page is for and sends them home', async () => {
    server.use(signedInAs(grace));
    renderRoutes(routes('Sign in to see your jobs.'), '/private');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your jobs' })).toBeInTheDocument();
    expect(screen.getByText('Only employers post jobs.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('The employer’s page')).not.toBeInTheDocument();
    expect(document.title).toContain('Your jobs');
  });

  it('offers a visitor sign-in and sign-up that both come back here', async () => {
    server.use(anonymousMe);
    const { router } = renderRoutes(routes('Sign in to see your jobs.'), '/private?tab=2#top');
    expect(await screen.findByText('Sign in to see your jobs.')).toBeInTheDocument();
    const from = { from: { pathname: '/private', search: '?tab=2', hash: '#top' } };
    expect(screen.getByRole('link', { name: 'Create a business account' })).toHaveAttribute('href', '/signup/employer');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual(from);
  });

  it('sends a visitor straight to sign-in where the page gives no reason to show', async () => {
    server.use(anonymousMe);
    const { router } = renderRoutes(routes(), '/private');
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: '/private', search: '', hash: '' } });
  });

  it('shows an administrator their page only with two-factor sign-in on, and otherwise where to turn it on', async () => {
    server.use(signedInAs(admin), adminSecondStepOff);
    renderRoutes(routes(), '/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review queue' })).toBeInTheDocument();
    expect(screen.queryByText('The review queue')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByRole('heading', { name: 'Security settings' })).toBeInTheDocument();

    server.use(adminSecondStepOn);
    renderRoutes(routes(), '/review');
    expect(await screen.findByText('The review queue')).toBeInTheDocument();
  });
});
