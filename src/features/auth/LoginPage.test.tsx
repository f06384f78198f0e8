import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AnonymousOnly, RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { api, apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import LoginPage from './LoginPage';

const server = mockApi();

const routes = [
  { path: '/login', element: <AnonymousOnly><LoginPage /></AnonymousOnly> },
  { path: '/dashboard', element: <RequireAuth><h1>Dashboard</h1></RequireAuth> },
  { path: '/settings/security', element: <RequireAuth><h1>Security page</h1></RequireAuth> },
  { path: '/', element: <h1>Home</h1> },
];

async function signIn(email = 'ada@example.com', password = 'correct horse battery') {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('LoginPage', () => {
  it('signs in and returns to the page the guard came from, search and hash included', async () => {
    let calls = 0;
    server.use(
      anonymousMe,
      http.post(apiUrl('/auth/login'), async ({ request }) => {
        calls++;
        expect(await request.json()).toEqual({ email: 'ada@example.com', password: 'correct horse battery' });
        return HttpResponse.json({ user: ada });
      }),
    );
    const { router } = renderRoutes(routes, '/settings/security?tab=devices#list');
    await screen.findByRole('heading', { name: 'Sign in' });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Security page' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/settings/security', search: '?tab=devices', hash: '#list' });
    expect(calls).toBe(1);
  });

  it('goes to the dashboard when it was opened directly', async () => {
    server.use(anonymousMe, http.post(apiUrl('/auth/login'), () => HttpResponse.json({ user: ada })));
    const { router } = renderRoutes(routes, '/login');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says what is wrong before asking the server', async () => {
    server.use(anonymousMe);
    renderRoutes(routes, '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@company.com.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');
  });

  it('shows the server message for a wrong password', async () => {
    server.use(
      anonymousMe,
      http.post(apiUrl('/auth/login'), () =>
        problem(401, 'INVALID_CREDENTIALS', 'The e-mail address or password is incorrect.'),
      ),
    );
    renderRoutes(routes, '/login');
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail address or password is incorrect.');
    expect(alert).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('offers a new link when the address is not confirmed, and sends it once', async () => {
    const resent: unknown[] = [];
    server.use(
      anonymousMe,
      http.post(apiUrl('/auth/login'), () =>
        problem(403, 'EMAIL_NOT_VERIFIED', 'Your e-mail address is not confirmed yet. Open the link we sent you, or ask for a new one.'),
      ),
      http.post(apiUrl('/auth/verify-email/resend'), async ({ request }) => {
        resent.push(await request.json());
        return new HttpResponse(null, { status: 202 });
      }),
    );
    renderRoutes(routes, '/login');
    const user = await signIn('  ada@example.com ');
    expect(await screen.findByText(/not confirmed yet/)).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Send a new link' });
    await user.dblClick(resend);
    expect(await screen.findByText(/We sent a new link to ada@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeDisabled();
    expect(resent).toEqual([{ email: 'ada@example.com', locale: 'en' }]);
  });

  it('shows the rate-limit message', async () => {
    server.use(
      anonymousMe,
      http.post(apiUrl('/auth/login'), () =>
        problem(429, 'RATE_LIMITED', 'Too many attempts. Please wait 15 min and try again.'),
      ),
    );
    renderRoutes(routes, '/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 15 min and try again.');
  });

  it('sends one request for a double click', async () => {
    let calls = 0;
    let release: () => void = () => {};
    server.use(
      anonymousMe,
      http.post(apiUrl('/auth/login'), async () => {
        calls++;
        await new Promise<void>((resolve) => { release = resolve; });
        return HttpResponse.json({ user: ada });
      }),
    );
    renderRoutes(routes, '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.dblClick(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled());
    release();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('says the session ended when it expired', async () => {
    server.use(
      signedInAs(ada),
      http.get(apiUrl('/auth/sessions'), () => problem(401, 'UNAUTHENTICATED', 'Please sign in to continue.')),
    );
    const { router } = renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    // Any 401 while signed in ends the session (the api client tells the session machine).
    const { api } = await import('@/lib/api-client');
    await api.GET('/auth/sessions');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Please sign in again to continue.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('toggles the password between hidden and shown', async () => {
    server.use(anonymousMe);
    renderRoutes(routes, '/login');
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  describe('the second step, when two-factor sign-in is on', () => {
    const challenge = api.post('/auth/login', ({ response }) =>
      response(202).json({ second_step: 'totp', expires_at: '2026-03-01T08:10:00.000Z' }),
    );

    it('asks for the app’s code, puts a wrong one on the field, takes a recovery code and returns where the guard came from', async () => {
      const sent: unknown[] = [];
      server.use(
        anonymousMe,
        challenge,
        api.post('/auth/login/two-factor', async ({ request, response }) => {
          const body = await request.json();
          sent.push(body);
          if (body.code) return response(401).json({ message: 'That code is not right. Enter the 6-digit code your authenticator app shows now.', code: 'INVALID_TWO_FACTOR_CODE' });
          return response(200).json({ user: ada });
        }),
      );
      const { router } = renderRoutes(routes, '/settings/security?tab=devices');
      const user = await signIn();

      expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeInTheDocument();
      expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
      const code = screen.getByLabelText('6-digit code');
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('inputmode', 'numeric');
      await waitFor(() => expect(code).toHaveFocus());
      expect(screen.getByRole('checkbox', { name: /Remember this browser for 30 days/ })).not.toBeChecked();

      // Checked before it is sent.
      await user.keyboard('12345{Enter}');
      await waitFor(() => expect(code).toHaveAccessibleDescription(/Enter the 6 digits your authenticator app shows/));
      expect(sent).toEqual([]);

      // A wrong code stays on the step, said on the field, with focus back in it.
      await user.type(code, '6');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
      expect(code).toHaveAccessibleDescription(/That code is not right/);
      expect(code).toHaveFocus();
      expect(sent).toEqual([{ code: '123456', remember_device: false }]);
      expect(await axeViolations()).toEqual([]);

      // The keyboard alone: to the switch, then the recovery code field takes focus.
      await user.tab();
      await user.tab();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Use a recovery code instead' })).toHaveFocus();
      await user.keyboard('{Enter}');
      const recovery = await screen.findByLabelText('Recovery code');
      await waitFor(() => expect(recovery).toHaveFocus());
      expect(recovery).toHaveValue('');
      expect(recovery).not.toHaveAttribute('aria-invalid');
      expect(screen.getByText(/Enter one of the recovery codes you saved/)).toBeInTheDocument();
      await user.keyboard('abcde-12345');
      await user.tab();
      expect(screen.getByRole('checkbox', { name: /Remember this browser/ })).toHaveFocus();
      await user.keyboard(' ');
      await user.tab();
      await user.keyboard('{Enter}');

      expect(await screen.findByRole('heading', { name: 'Security page' })).toBeInTheDocument();
      expect(router.state.location).toMatchObject({ pathname: '/settings/security', search: '?tab=devices' });
      expect(sent.at(-1)).toEqual({ recovery_code: 'abcde-12345', remember_device: true });
    });

    it('says to wait after too many codes, goes back for another account, and back to the password when the sign-in expired', async () => {
      const answers = [
        { status: 429, body: { message: 'Too many attempts. Please wait 15 min and try again.', code: 'TOO_MANY_REQUESTS' } },
        { status: 401, body: { message: 'This sign-in has expired. Enter your e-mail and password again.', code: 'TWO_FACTOR_CHALLENGE_EXPIRED' } },
      ] as const;
      let calls = 0;
      server.use(
        anonymousMe,
        challenge,
        api.post('/auth/login/two-factor', ({ response }) => {
          const answer = answers[calls++]!;
          return response(answer.status).json(answer.body);
        }),
      );
      renderRoutes(routes, '/login');
      let user = await signIn();
      await user.type(await screen.findByLabelText('6-digit code'), '123456{Enter}');
      let alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Too many codes tried');
      expect(alert).toHaveTextContent('Please wait 15 min');
      await waitFor(() => expect(alert).toHaveFocus());
      expect(screen.getByLabelText('6-digit code')).not.toHaveAttribute('aria-invalid');

      await user.click(screen.getByRole('button', { name: 'Sign in with another account' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
      expect(screen.getByLabelText('Password')).toHaveValue('');

      await user.clear(screen.getByLabelText('E-mail address'));
      user = await signIn();
      await user.type(await screen.findByLabelText('6-digit code'), '123 456{Enter}');
      alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Your sign-in timed out');
      expect(alert).toHaveTextContent('This sign-in has expired. Enter your e-mail and password again.');
      await waitFor(() => expect(alert).toHaveFocus());
      expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(calls).toBe(2);
    });
  });
});
