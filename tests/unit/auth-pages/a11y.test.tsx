// axe over the sign-in, account and dev mailbox pages in their busiest states.
// jsdom cannot paint, so colour contrast is measured in src/ui/system.test.ts instead.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import CheckInboxPage from '@/features/auth/CheckInboxPage';
import ForgotPasswordPage from '@/features/auth/ForgotPasswordPage';
import LoginPage from '@/features/auth/LoginPage';
import ResetPasswordPage from '@/features/auth/ResetPasswordPage';
import VerifyEmailPage from '@/features/auth/VerifyEmailPage';
import SecuritySettingsPage from '@/features/account/SecuritySettingsPage';
import SettingsPage from '@/features/account/SettingsPage';
import MailboxPage from '@/features/dev-mailbox/MailboxPage';
import { axeViolations } from '../../doubles/a11y';
import { apiUrl, problem } from '../../doubles/api';
import { mockApi, renderRoutes } from '../../doubles/render';
import { anonymousMe, signedInAs } from '../../doubles/session';
import { ada } from '../../doubles/fixtures/accounts';
import { twoFactorOff } from '../../doubles/fixtures/two-factor';
import { notScheduled } from '../../doubles/fixtures/account-deletion';
import { adaDetails, allMails } from '../../doubles/fixtures/account-settings';

const server = mockApi();

const token = 'A11y_x-9aBcDeFgHiJkLmNoPqRsTuVwXyZ012345678';
const signedIn = signedInAs(ada);
const mail = {
  id: '00000000-0000-4000-8000-000000000001',
  to: 'ada@example.com',
  subject: 'Confirm your e-mail address',
  text: `Hello Ada,\n\nConfirm my e-mail address: ${globalThis.location.origin}/verify-email/${token}`,
  html: '',
  created_at: '2026-03-01T12:00:00.000Z',
  sent_at: null,
};
const mailbox = http.get(apiUrl('/dev/mailbox'), () => HttpResponse.json({ page: 1, has_more: true, mails: [mail] }));

describe('accessibility (axe, WCAG 2.2 A/AA)', () => {
  it('sign in, with an unconfirmed address and its resend offer', async () => {
    server.use(
      anonymousMe,
      http.post(apiUrl('/auth/login'), () => problem(403, 'EMAIL_NOT_VERIFIED', 'Not confirmed yet.')),
    );
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('button', { name: 'Send a new link' });
    expect(await axeViolations()).toEqual([]);
  });

  it('sign in, with field errors', async () => {
    server.use(anonymousMe);
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in' }));
    await screen.findAllByText('This field is required.');
    expect(await axeViolations()).toEqual([]);
  });

  it('check your inbox, with the dev mailbox', async () => {
    server.use(anonymousMe, mailbox);
    renderRoutes([{ path: '/verify-email', element: <CheckInboxPage /> }], '/verify-email?email=ada%40example.com');
    await screen.findByRole('link', { name: 'Open the dev mailbox' });
    expect(await axeViolations()).toEqual([]);
  });

  it('a spent confirmation link', async () => {
    server.use(
      anonymousMe,
      http.post(apiUrl('/auth/verify-email'), () => problem(410, 'TOKEN_INVALID', 'Spent.')),
    );
    renderRoutes([{ path: '/verify-email/:id', element: <VerifyEmailPage /> }], `/verify-email/${token}`);
    await screen.findByRole('heading', { name: 'This link no longer works' });
    expect(await axeViolations()).toEqual([]);
  });

  it('forgot password and reset password with errors', async () => {
    server.use(anonymousMe);
    const { unmount } = renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], '/forgot-password');
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(await axeViolations()).toEqual([]);
    unmount();
    renderRoutes([{ path: '/reset-password', element: <ResetPasswordPage /> }], `/reset-password?token=${token}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save the new password' }));
    await screen.findAllByText('This field is required.');
    expect(await axeViolations()).toEqual([]);
  });

  it('account settings', async () => {
    server.use(
      signedIn,
      http.get(apiUrl('/account/deletion'), () => HttpResponse.json(notScheduled)),
      http.get(apiUrl('/account/details'), () => HttpResponse.json(adaDetails)),
      http.get(apiUrl('/account/mail-preferences'), () => HttpResponse.json(allMails)),
    );
    renderRoutes([{ path: '/settings', element: <SettingsPage /> }], '/settings');
    await screen.findByRole('heading', { name: 'Account settings' });
    // The details form and the mail preferences, loaded: their fields are checked too.
    await screen.findByRole('checkbox', { name: 'News and tips' });
    await screen.findByLabelText('First name');
    expect(await axeViolations()).toEqual([]);
  });

  it('security settings, with the sign-out dialog open', async () => {
    server.use(
      signedIn,
      http.get(apiUrl('/account/two-factor'), () => HttpResponse.json(twoFactorOff)),
      http.get(apiUrl('/auth/sessions'), () =>
        HttpResponse.json({
          sessions: [
            { id: '11111111-1111-4111-8111-111111111111', created_at: '2026-03-01T08:00:00.000Z', last_seen_at: '2026-03-02T09:00:00.000Z', expires_at: '2026-03-31T08:00:00.000Z', current: true, user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', ip_address: '203.0.113.7' },
            { id: '22222222-2222-4222-8222-222222222222', created_at: '2026-02-01T08:00:00.000Z', last_seen_at: '2026-02-02T09:00:00.000Z', expires_at: '2026-03-03T08:00:00.000Z', current: false },
          ],
        }),
      ),
    );
    renderRoutes([{ path: '/settings/security', element: <SecuritySettingsPage /> }], '/settings/security');
    await screen.findAllByRole('listitem');
    expect(await axeViolations()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out Unknown device' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Unknown device will be signed out/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('dev mailbox with a mail open', async () => {
    server.use(anonymousMe, mailbox);
    renderRoutes([{ path: '/dev/mailbox', element: <MailboxPage /> }], '/dev/mailbox');
    await userEvent.setup().click(await screen.findByRole('button', { name: mail.subject }));
    await screen.findByRole('dialog', { name: mail.subject });
    expect(await axeViolations()).toEqual([]);
  });
});
