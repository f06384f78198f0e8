import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESEND_COOLDOWN_MS } from '@/machines/form-submission.machine';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe } from '../../../tests/doubles/session';
import CheckInboxPage from './CheckInboxPage';

const server = mockApi();
afterEach(() => vi.useRealTimers());

const mailboxOn = http.get(apiUrl('/dev/mailbox'), ({ request }) =>
  HttpResponse.json({ page: 1, has_more: false, mails: [], to: new URL(request.url).searchParams.get('to') }),
);
const mailboxOff = http.get(apiUrl('/dev/mailbox'), () => problem(404, 'NOT_FOUND', 'Not found.'));
const routes = [{ path: '/verify-email', element: <CheckInboxPage /> }];

describe('CheckInboxPage', () => {
  it('says where the link went and what to do with it', async () => {
    server.use(anonymousMe, mailboxOff);
    renderRoutes(routes, '/verify-email?email=ada%40example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText('We sent a link to ada@example.com.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(document.title).toBe('Check your inbox · RemoteHire');
  });

  it('sends it again, then keeps the button disabled for a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const resent: unknown[] = [];
    server.use(
      anonymousMe,
      mailboxOff,
      http.post(apiUrl('/auth/verify-email/resend'), async ({ request }) => {
        resent.push(await request.json());
        return new HttpResponse(null, { status: 202 });
      }),
    );
    renderRoutes(routes, '/verify-email?email=ada%40example.com');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Send it again' }));
    expect(await screen.findByText(/We sent a new link to ada@example.com/)).toBeInTheDocument();
    expect(screen.getByText(/We sent a new link/).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Send it again' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(RESEND_COOLDOWN_MS);
    });
    expect(screen.getByRole('button', { name: 'Send it again' })).toBeEnabled();
    expect(resent).toEqual([{ email: 'ada@example.com', locale: 'en' }]);
  });

  it('says when sending failed', async () => {
    server.use(
      anonymousMe,
      mailboxOff,
      http.post(apiUrl('/auth/verify-email/resend'), () =>
        problem(429, 'RATE_LIMITED', 'Too many attempts. Please wait 15 min and try again.'),
      ),
    );
    renderRoutes(routes, '/verify-email?email=ada%40example.com');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send it again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 15 min and try again.');
    expect(screen.getByRole('button', { name: 'Send it again' })).toBeEnabled();
  });

  it('links to the dev mailbox only when the server keeps mail locally', async () => {
    server.use(anonymousMe, mailboxOn);
    renderRoutes(routes, '/verify-email?email=ada%40example.com');
    expect(await screen.findByRole('link', { name: 'Open the dev mailbox' })).toHaveAttribute('href', '/dev/mailbox?to=ada%40example.com');
  });

  it('hides the dev mailbox when mail goes out by SMTP', async () => {
    let asked = false;
    server.use(
      anonymousMe,
      http.get(apiUrl('/dev/mailbox'), () => {
        asked = true;
        return problem(404, 'NOT_FOUND', 'Not found.');
      }),
    );
    renderRoutes(routes, '/verify-email?email=ada%40example.com');
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('link', { name: 'Open the dev mailbox' })).not.toBeInTheDocument();
  });

  it('asks for the address when the page was opened without one', async () => {
    server.use(anonymousMe, mailboxOff);
    renderRoutes(routes, '/verify-email');
    expect(await screen.findByText('We sent a link to your e-mail address.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });
});
