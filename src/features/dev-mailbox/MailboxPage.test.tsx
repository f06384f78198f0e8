import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { dismissWithEscape } from '../../../tests/doubles/dialogs';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe } from '../../../tests/doubles/session';
import MailboxPage from './MailboxPage';

type Mail = components['schemas']['Mail'];

const server = mockApi();

const token = 'Zq3_x-9aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789';
const origin = globalThis.location.origin;

function mail(n: number, to: string, overrides: Partial<Mail> = {}): Mail {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    to,
    subject: `Mail ${n}`,
    text: `Hello,\n\nMail number ${n}.`,
    html: '<p>Hello</p>',
    created_at: new Date(Date.UTC(2026, 2, 1, 12, 60 - n)).toISOString(),
    sent_at: null,
    ...overrides,
  };
}

const verifyMail = mail(1, 'ada@example.com', {
  subject: 'Confirm your e-mail address',
  text: `Hello Ada,\n\nPlease confirm.\n\nConfirm my e-mail address: ${origin}/verify-email/${token}\n\nThe RemoteHire team`,
});

/** The outbox behind the handler: newest first, filtered and paged like the server (page size 2 here). */
function outbox(mails: Mail[]) {
  const requests: Array<{ to: string | null; page: string | null }> = [];
  const handler = http.get(apiUrl('/dev/mailbox'), ({ request }) => {
    const url = new URL(request.url);
    const to = url.searchParams.get('to');
    const page = Number(url.searchParams.get('page') ?? 1);
    requests.push({ to, page: url.searchParams.get('page') });
    const matching = mails.filter((m) => !to || m.to === to);
    return HttpResponse.json({ page, has_more: matching.length > page * 2, mails: matching.slice((page - 1) * 2, page * 2) });
  });
  return { handler, requests };
}


const routes = [
  { path: '/dev/mailbox', element: <MailboxPage /> },
  { path: '/verify-email/:id', element: <h1>Verify page</h1> },
];

describe('MailboxPage', () => {
  it('says the mailbox is off when the server sends by SMTP', async () => {
    server.use(anonymousMe, http.get(apiUrl('/dev/mailbox'), () => problem(404, 'NOT_FOUND', 'Not found.')));
    renderRoutes(routes, '/dev/mailbox');
    expect(await screen.findByRole('heading', { name: 'The dev mailbox is off' })).toBeInTheDocument();
    expect(screen.getByText(/sends e-mail through SMTP/)).toBeInTheDocument();
  });

  it('lists mails, opens one in the drawer, and follows its link inside the app', async () => {
    const box = outbox([verifyMail, mail(2, 'bob@example.com')]);
    server.use(anonymousMe, box.handler);
    const { router } = renderRoutes(routes, '/dev/mailbox');
    expect(await screen.findByRole('heading', { name: 'Dev mailbox' })).toBeInTheDocument();
    expect(screen.getByText(/This is the local outbox/)).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3); // header + 2
    expect(within(rows[1]!).getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Select a subject to read the mail.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Confirm your e-mail address' }));
    const drawer = await screen.findByRole('dialog', { name: 'Confirm your e-mail address' });
    expect(drawer).toHaveAttribute('data-size', 'lg');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    expect(drawer).toHaveTextContent('To: ada@example.com');
    expect(within(drawer).getByText('Please confirm.', { exact: false })).toBeInTheDocument();
    expect(drawer.querySelector('time')).toHaveAttribute('dateTime', verifyMail.created_at);
    const link = within(drawer).getByRole('link', { name: `${origin}/verify-email/${token}` });
    expect(link).toHaveAttribute('href', `/verify-email/${token}`);

    // A router link: the app moves on without a reload, and the drawer does not stay over the next page.
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Verify page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/verify-email/${token}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the drawer with Escape and gives the focus back to the mail’s row', async () => {
    server.use(anonymousMe, outbox([verifyMail, mail(2, 'bob@example.com')]).handler);
    renderRoutes(routes, '/dev/mailbox');
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Mail 2' });
    await user.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Mail 2' });
    expect(drawer).toHaveTextContent('To: bob@example.com');
    expect(drawer).toHaveTextContent('Mail number 2.');
    await dismissWithEscape(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('filters by recipient through ?to=', async () => {
    const box = outbox([verifyMail, mail(2, 'bob@example.com'), mail(3, 'ada@example.com')]);
    server.use(anonymousMe, box.handler);
    const { router } = renderRoutes(routes, '/dev/mailbox');
    await screen.findAllByRole('row');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Recipient'), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('heading', { name: 'Mails to bob@example.com' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(router.state.location.search).toBe('?to=bob%40example.com');
    expect(box.requests.at(-1)).toEqual({ to: 'bob@example.com', page: '1' });

    await user.click(screen.getByRole('button', { name: 'Show all mails' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('pages through older mails', async () => {
    const box = outbox([mail(1, 'a@example.com'), mail(2, 'a@example.com'), mail(3, 'a@example.com')]);
    server.use(anonymousMe, box.handler);
    renderRoutes(routes, '/dev/mailbox?to=a@example.com');
    const pages = await screen.findByRole('navigation', { name: 'Mailbox pages' });
    expect(within(pages).getByText('Page 1')).toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: /Newer/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(pages).getByRole('link', { name: /Older mails/ }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mail 3' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /Older mails/ })).not.toBeInTheDocument();
    expect(box.requests.at(-1)).toEqual({ to: 'a@example.com', page: '2' });
  });

  it('says when there is nothing yet', async () => {
    server.use(anonymousMe, outbox([]).handler);
    renderRoutes(routes, '/dev/mailbox');
    expect(await screen.findByText(/No mails yet/)).toBeInTheDocument();
  });
});
