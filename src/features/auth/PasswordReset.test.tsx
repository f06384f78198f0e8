import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';

const server = mockApi();

const token = 'Rst_x-9aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789';
const mailboxOff = http.get(apiUrl('/dev/mailbox'), () => problem(404, 'NOT_FOUND', 'Not found.'));
const routes = [
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/login', element: <h1>Sign in page</h1> },
];

describe('ForgotPasswordPage', () => {
  it('always answers that a link was sent if the account exists', async () => {
    const asked: unknown[] = [];
    server.use(
      anonymousMe,
      mailboxOff,
      http.post(apiUrl('/auth/password/forgot'), async ({ request }) => {
        asked.push(await request.json());
        return new HttpResponse(null, { status: 202 });
      }),
    );
    renderRoutes(routes, '/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    const heading = await screen.findByRole('heading', { name: 'Check your inbox' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/If an account exists for nobody@example.com, we sent it a link/)).toBeInTheDocument();
    expect(asked).toEqual([{ email: 'nobody@example.com', locale: 'en' }]);

    await user.click(screen.getByRole('button', { name: 'Use another e-mail address' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('checks the address before asking', async () => {
    server.use(anonymousMe);
    renderRoutes(routes, '/forgot-password');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send the reset link' }));
    const email = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required.'));
    expect(email).toHaveFocus();
  });
});

describe('ResetPasswordPage', () => {
  async function choose(password: string, confirm = password) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Repeat the new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    return user;
  }

  it('explains a link without a token', async () => {
    server.use(anonymousMe);
    renderRoutes(routes, '/reset-password');
    expect(await screen.findByRole('heading', { name: 'This reset link is incomplete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('sets the new password and says every session was signed out', async () => {
    let body: unknown;
    server.use(
      anonymousMe,
      http.post(apiUrl('/auth/password/reset'), async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoutes(routes, `/reset-password?token=${token}`);
    await choose('a much better passphrase');
    expect(await screen.findByRole('heading', { name: 'Your password was changed' })).toBeInTheDocument();
    expect(screen.getByText(/every session of your account was signed out/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(body).toEqual({ token, password: 'a much better passphrase' });
  });

  it('signs this browser out too when it was signed in', async () => {
    let loggedOut = 0;
    server.use(
      signedInAs(ada),
      http.post(apiUrl('/auth/password/reset'), () => new HttpResponse(null, { status: 204 })),
      http.post(apiUrl('/auth/logout'), () => {
        loggedOut++;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoutes(routes, `/reset-password?token=${token}`);
    await choose('a much better passphrase');
    await screen.findByRole('heading', { name: 'Your password was changed' });
    await waitFor(() => expect(loggedOut).toBe(1));
  });

  it('explains an expired link and links to a new one', async () => {
    server.use(
      anonymousMe,
      http.post(apiUrl('/auth/password/reset'), () =>
        problem(410, 'TOKEN_INVALID', 'This link has expired or was already used. Ask for a new one.'),
      ),
    );
    renderRoutes(routes, `/reset-password?token=${token}`);
    await choose('a much better passphrase');
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('puts a refused password on its field', async () => {
    server.use(
      anonymousMe,
      http.post(apiUrl('/auth/password/reset'), () =>
        HttpResponse.json(
          {
            message: 'This password is too common. Choose one that is harder to guess.',
            code: 'PASSWORD_COMMON',
            fields: { password: 'This password is too common. Choose one that is harder to guess.' },
          },
          { status: 400 },
        ),
      ),
    );
    renderRoutes(routes, `/reset-password?token=${token}`);
    await choose('password123');
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('This password is too common.'));
    expect(field).toHaveFocus();
  });

  it('checks length and confirmation before sending', async () => {
    server.use(anonymousMe);
    renderRoutes(routes, `/reset-password?token=${token}`);
    await choose('short', 'shorter');
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('Use at least 8 characters.')));
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('The two passwords do not match.');
  });
});
