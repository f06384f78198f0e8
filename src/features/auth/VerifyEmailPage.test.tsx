import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import VerifyEmailPage from './VerifyEmailPage';

const server = mockApi();

// Each test its own token: requests in flight are shared per token, and one test leaves its hanging.
let serial = 0;
const nextToken = () => `Zq3_x-9aBcDeFgHiJkLmNoPqRsTuVwXyZ01234567${String(++serial).padStart(2, '0')}`;
let token = '';
beforeEach(() => {
  token = nextToken();
});
const routes = [
  { path: '/verify-email/:id', element: <VerifyEmailPage /> },
  { path: '/login', element: <h1>Sign in page</h1> },
];

describe('VerifyEmailPage', () => {
  it('confirms on arrival with one request, even under StrictMode, then offers to sign in', async () => {
    const bodies: unknown[] = [];
    server.use(
      anonymousMe,
      http.post(apiUrl('/auth/verify-email'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ email: 'ada@example.com' });
      }),
    );
    renderRoutes(routes, `/verify-email/${token}`, { strict: true });
    const heading = await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Thank you. ada@example.com is confirmed, and you can now sign in.')).toBeInTheDocument();
    expect(document.title).toBe('Your e-mail address is confirmed · RemoteHire');
    expect(bodies).toEqual([{ token }]);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  });

  it('shows progress while confirming', async () => {
    server.use(anonymousMe, http.post(apiUrl('/auth/verify-email'), () => new Promise<never>(() => {})));
    renderRoutes(routes, `/verify-email/${token}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Confirming your e-mail address…');
  });

  it('offers a new link when the link is spent or expired', async () => {
    const resent: unknown[] = [];
    server.use(
      anonymousMe,
      http.post(apiUrl('/auth/verify-email'), () =>
        problem(410, 'TOKEN_INVALID', 'This link has expired or was already used. Ask for a new one.'),
      ),
      http.post(apiUrl('/auth/verify-email/resend'), async ({ request }) => {
        resent.push(await request.json());
        return new HttpResponse(null, { status: 202 });
      }),
    );
    renderRoutes(routes, `/verify-email/${token}`);
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(/If ada@example.com belongs to an account that still needs confirming/)).toBeInTheDocument();
    expect(resent).toEqual([{ email: 'ada@example.com', locale: 'en' }]);
  });

  it('does not ask the server about a token that cannot be one of ours', async () => {
    server.use(anonymousMe);
    renderRoutes(routes, '/verify-email/not-a-token');
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
  });

  it('lets the visitor try again after a network failure', async () => {
    let down = true;
    server.use(
      anonymousMe,
      http.post(apiUrl('/auth/verify-email'), () => (down ? HttpResponse.error() : HttpResponse.json({ email: 'ada@example.com' }))),
    );
    renderRoutes(routes, `/verify-email/${token}`);
    expect(await screen.findByRole('heading', { name: 'We couldn’t confirm your address' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server.');
    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor to the dashboard instead', async () => {
    server.use(
      signedInAs(ada),
      http.post(apiUrl('/auth/verify-email'), () => HttpResponse.json({ email: 'ada@example.com' })),
    );
    renderRoutes(routes, `/verify-email/${token}`);
    await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' });
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
