import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { AnonymousOnly, RequireAuth } from '@/routes/guards';
import { api, apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { twoFactorOff } from '../../../tests/doubles/fixtures/two-factor';
import SecuritySettingsPage from './SecuritySettingsPage';

type SessionInfo = components['schemas']['SessionInfo'];

const server = mockApi();

const here: SessionInfo = {
  id: '11111111-1111-4111-8111-111111111111',
  created_at: '2026-03-01T08:00:00.000Z',
  last_seen_at: '2026-03-02T09:15:00.000Z',
  expires_at: '2026-03-31T08:00:00.000Z',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  ip_address: '203.0.113.7',
  current: true,
};
const phone: SessionInfo = {
  id: '22222222-2222-4222-8222-222222222222',
  created_at: '2026-02-20T18:30:00.000Z',
  last_seen_at: '2026-02-28T21:00:00.000Z',
  expires_at: '2026-03-22T18:30:00.000Z',
  user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  current: false,
};

// The page's two-factor section reads its status too (its own tests: TwoFactorSection.test.tsx).
const twoFactorIsOff = api.get('/account/two-factor', ({ response }) => response(200).json(twoFactorOff));

/** A tiny in-memory store behind the handlers: the list reflects what was ended. */
function sessionsStore(initial: SessionInfo[]) {
  let sessions = [...initial];
  const deleted: string[] = [];
  const handlers = [
    signedInAs(ada),
    twoFactorIsOff,
    http.get(apiUrl('/auth/sessions'), () => HttpResponse.json({ sessions })),
    http.delete(apiUrl('/auth/sessions/:id'), ({ params }) => {
      deleted.push(String(params.id));
      const before = sessions.length;
      sessions = sessions.filter((s) => s.id !== params.id);
      if (sessions.length === before) return problem(404, 'NOT_FOUND', 'Not found.');
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, deleted };
}

const routes = [
  { path: '/settings/security', element: <RequireAuth><SecuritySettingsPage /></RequireAuth> },
  { path: '/login', element: <AnonymousOnly><h1>Sign in</h1></AnonymousOnly> },
  { path: '/', element: <h1>Home</h1> },
];

describe('SecuritySettingsPage: sessions', () => {
  it('lists the devices, marks this one, and ends another after confirming', async () => {
    const store = sessionsStore([phone, here]);
    server.use(...store.handlers);
    renderRoutes(routes, '/settings/security');
    const list = await screen.findByRole('list');
    expect(document.title).toBe('Sign-in and security · RemoteHire');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // This device comes first and says so.
    expect(items[0]).toHaveAccessibleName('Firefox on Linux');
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).getByText('203.0.113.7')).toBeInTheDocument();
    expect(items[1]).toHaveAccessibleName('Safari on iOS');
    expect(within(items[1]!).queryByText('This device')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Unknown')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Feb 20, 2026, 6:30 PM', { exact: false, normalizer: (s) => s.replace(/\s+/g, ' ') })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(items[1]!).getByRole('button', { name: 'Sign out Safari on iOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' });
    expect(dialog).toHaveTextContent('Safari on iOS will be signed out');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.deleted).toEqual([phone.id]);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(await screen.findByText('Safari on iOS was signed out.')).toBeInTheDocument();
  });

  it('ends nothing when the confirmation is cancelled', async () => {
    const store = sessionsStore([here, phone]);
    server.use(...store.handlers);
    renderRoutes(routes, '/settings/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.deleted).toEqual([]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('signs out when this device is ended, without a DELETE of its own', async () => {
    const store = sessionsStore([here, phone]);
    let loggedOut = 0;
    server.use(
      ...store.handlers,
      http.post(apiUrl('/auth/logout'), () => {
        loggedOut++;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router } = renderRoutes(routes, '/settings/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out Firefox on Linux' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out here?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(loggedOut).toBe(1));
    expect(store.deleted).toEqual([]);
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    server.use(
      signedInAs(ada),
      twoFactorIsOff,
      http.get(apiUrl('/auth/sessions'), () =>
        fail
          ? problem(500, 'INTERNAL', 'Something went wrong on our side.')
          : HttpResponse.json({ sessions: [here] }),
      ),
    );
    renderRoutes(routes, '/settings/security');
    expect(await screen.findByText('We couldn’t load the list of your devices.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem')).toHaveAccessibleName('Firefox on Linux');
  });
});

describe('SecuritySettingsPage: change password', () => {
  async function fillIn(current: string, next: string, confirm = next) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), current);
    await user.type(screen.getByLabelText('New password'), next);
    await user.type(screen.getByLabelText('Repeat the new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    return user;
  }

  it('puts the server’s field error on its field', async () => {
    const store = sessionsStore([here]);
    server.use(
      ...store.handlers,
      http.post(apiUrl('/auth/password/change'), () =>
        HttpResponse.json(
          {
            message: 'Your current password is incorrect.',
            code: 'PASSWORD_WRONG',
            fields: { current_password: 'Your current password is incorrect.' },
          },
          { status: 400 },
        ),
      ),
    );
    renderRoutes(routes, '/settings/security');
    await fillIn('not my password', 'a much better passphrase');
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription('Your current password is incorrect.');
    expect(current).toHaveFocus();
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
    // The field says it; no second copy above the form.
    expect(screen.queryAllByRole('alert').filter((el) => el.textContent?.includes('incorrect'))).toHaveLength(0);
  });

  it('checks the confirmation before sending', async () => {
    const store = sessionsStore([here]);
    server.use(...store.handlers);
    renderRoutes(routes, '/settings/security');
    await fillIn('old password', 'a much better passphrase', 'a much better passphrasf');
    const confirm = screen.getByLabelText('Repeat the new password');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('The two passwords do not match.'));
  });

  it('changes it, says other devices were signed out, and refreshes the list', async () => {
    const store = sessionsStore([here, phone]);
    let sent: unknown;
    server.use(
      ...store.handlers,
      http.post(apiUrl('/auth/password/change'), async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    let listed = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.endsWith('/auth/sessions')) listed++;
    });
    renderRoutes(routes, '/settings/security');
    await screen.findAllByRole('listitem');
    await fillIn('old password', 'a much better passphrase');
    await waitFor(() =>
      expect(screen.getByText('Your password was changed. Every other device signed in to your account was signed out.')).toBeInTheDocument(),
    );
    expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
    expect(sent).toEqual({ current_password: 'old password', new_password: 'a much better passphrase' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    await waitFor(() => expect(listed).toBe(2));
    server.events.removeAllListeners();
  });
});
