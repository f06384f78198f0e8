import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/app-state/app-actors';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { api, networkError, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import EmailChangePage from './EmailChangePage';

const server = mockApi();
const TOKEN = 'Zq3_x-9aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789';

/** The session's address, as the header would show it. */
function SessionEmail() {
  return <p data-testid="session-email">{useSession().user?.email}</p>;
}

const routes = [
  {
    path: '/settings/email-change/:token',
    element: (
      <RequireAuth>
        <EmailChangePage />
        <SessionEmail />
      </RequireAuth>
    ),
  },
  { path: '/login', element: <h1>Sign in</h1> },
];

describe('EmailChangePage', () => {
  it('moves the account on arrival, once, and the session takes the new address', async () => {
    const calls: unknown[] = [];
    server.use(
      signedInAs(ada),
      api.post('/account/email-change/confirm', async ({ request, response }) => {
        calls.push(await request.json());
        return response(200).json({ user: { ...ada, email: 'ada@engines.example' } });
      }),
    );
    renderRoutes(routes, `/settings/email-change/${TOKEN}`, { strict: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mail address was changed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your account now uses ada@engines.example');
    expect(screen.getByTestId('session-email')).toHaveTextContent('ada@engines.example');
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/settings');
    // React's strict mode mounts twice; the link is spent once.
    expect(calls).toEqual([{ token: TOKEN }]);
    expect(await axeViolations()).toEqual([]);
  });

  it('a spent or another account’s link: the server’s words and the way back, no retry', async () => {
    server.use(signedInAs(ada), api.post('/account/email-change/confirm', () => problem(410, 'TOKEN_INVALID', 'This link has expired or was already used.')));
    renderRoutes(routes, `/settings/email-change/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link can’t be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('the network failed: tried again with the same link', async () => {
    let calls = 0;
    server.use(
      signedInAs(ada),
      api.post('/account/email-change/confirm', ({ response }) => (++calls === 1 ? networkError() : response(200).json({ user: { ...ada, email: 'ada@engines.example' } }))),
    );
    renderRoutes(routes, `/settings/email-change/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t change your e-mail address' })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mail address was changed' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('signed out: asks to sign in first, and sends nothing', async () => {
    let calls = 0;
    server.use(
      anonymousMe,
      api.post('/account/email-change/confirm', ({ response }) => {
        calls++;
        return response(200).json({ user: ada });
      }),
    );
    const { router } = renderRoutes(routes, `/settings/email-change/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toBe(0);
  });
});
