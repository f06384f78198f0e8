import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { fromPromise } from 'xstate';
import { renderWithUi } from '@/ui/render-with-ui';
import { SessionActor } from '@/app-state/app-actors';
import { sessionMachine, type User } from '@/machines/session.machine';
import type { FromState } from '@/lib/from-state';
import { AnonymousOnly, RequireAuth } from '@/routes/guards';

const user: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'grace@example.com',
  firstname: 'Grace',
  lastname: 'Okafor',
  role: 'employer',
  email_verified: true,
  country: 'US',
  locale: 'en',
  created_at: '2026-01-01T00:00:00.000Z',
};

function LoginProbe() {
  const state = useLocation().state as FromState | null;
  return <p>login page, from {state?.from ? `${state.from.pathname}${state.from.search}` : 'nowhere'}</p>;
}

function renderAt(path: string | { pathname: string; state: FromState }, restored: User | null) {
  const logic = sessionMachine.provide({
    actors: { restoreSession: fromPromise(async () => restored), signOut: fromPromise(async () => {}) },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/login', element: <AnonymousOnly><LoginProbe /></AnonymousOnly> },
      { path: '/settings/security', element: <RequireAuth><p>security page</p></RequireAuth> },
    ],
    { initialEntries: [path] },
  );
  return renderWithUi(
    <SessionActor.Provider logic={logic}>
      <RouterProvider router={router} />
    </SessionActor.Provider>,
  );
}

describe('route guards', () => {
  it('send an anonymous visitor to /login carrying where they were headed', async () => {
    renderAt('/settings/security?tab=sessions', null);
    expect(await screen.findByText('login page, from /settings/security?tab=sessions')).toBeInTheDocument();
    expect(screen.queryByText('security page')).not.toBeInTheDocument();
  });

  it('let a signed-in user through to a protected page', async () => {
    renderAt('/settings/security', user);
    expect(await screen.findByText('security page')).toBeInTheDocument();
  });

  it('send a signed-in user away from /login to /', async () => {
    renderAt('/login', user);
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('send a signed-in user on /login back to where a guard sent them from', async () => {
    renderAt({ pathname: '/login', state: { from: { pathname: '/settings/security' } } }, user);
    expect(await screen.findByText('security page')).toBeInTheDocument();
  });

  it('show /login to an anonymous visitor', async () => {
    renderAt('/login', null);
    expect(await screen.findByText('login page, from nowhere')).toBeInTheDocument();
  });
});
