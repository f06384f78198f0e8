import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { m } from '@/generated/paraglide/messages.js';
import { axeViolations } from '../../../tests/doubles/a11y';
import { ada, grace } from '../../../tests/doubles/fixtures/accounts';
import { adaAsOther, makeConversation, makeMessage } from '../../../tests/doubles/fixtures/messages';
import { liveUpdates } from '../../../tests/doubles/live';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { messagesStore } from '../../../tests/doubles/stores/messages';
import '../../../tests/unit/employer-jobs/page-setup';
import MessagesPage from './MessagesPage';

const server = mockApi();
const routes = [
  { path: '/Messages', element: <MessagesPage /> },
  { path: '/Messages/:conversationId', element: <MessagesPage /> },
];

const recent = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

// Grace wrote twice and Ada has not read it; with the bakery, Ada wrote last and muted it.
const withGrace = makeConversation({ unread_count: 2, last_activity_at: recent(30), read_up_to: 1, other_read_up_to: 1 });
const withBakery = makeConversation({
  other: { id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9', name: 'Grace Kelly', role: 'candidate' },
  about: { kind: 'candidate', id: '2f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9' },
  muted: true,
  last_activity_at: recent(60 * 26),
  last_message: { id: 9, sender_id: ada.id, mine: true, excerpt: 'Thanks, talk soon', attachments: 0, created_at: recent(60 * 26), deleted: false },
});
const unsafe = 'Try <script>alert(1)</script> or javascript:alert(1), else https://example.com/pay?x=1.';
const graceMessages = [
  makeMessage({ id: 1, conversation_id: withGrace.id, mine: true, text: 'Could you send the invoice?', created_at: recent(40) }),
  makeMessage({ id: 2, conversation_id: withGrace.id, text: 'Here is the invoice for November', created_at: recent(35) }),
  makeMessage({ id: 3, conversation_id: withGrace.id, text: unsafe, created_at: recent(30) }),
];

function open(path: string, store = messagesStore({ conversations: [withGrace, withBakery], messages: { [withGrace.id]: graceMessages } }), user = ada) {
  server.use(signedInAs(user), ...store.handlers);
  return { ...renderRoutes(routes, path), store, user: userEvent.setup({ delay: null }) };
}

describe('MessagesPage', () => {
  it('lists unread conversations first, with who, what about, the last message and the muted mark, and searches every conversation', async () => {
    const { user } = open('/Messages');
    await screen.findByRole('heading', { level: 1, name: m.conv_title() });
    const rows = await within(await screen.findByRole('list', { name: m.conv_list_heading() })).findAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual(['Grace Hopper', 'Grace Kelly']);
    expect(rows[0]).toHaveTextContent(m.conv_unread_count({ count: 2 }));
    expect(within(rows[0]!).getByRole('link', { name: m.conv_about_application({ job: 'Bookkeeper' }) })).toHaveAttribute('href', `/dashboard/activity/jobs/${withGrace.about.job!.id}`);
    expect(rows[1]).toHaveTextContent(m.conv_you_wrote({ text: 'Thanks, talk soon' }));
    expect(rows[1]).toHaveTextContent(m.conv_muted());
    expect(screen.getByText(m.conv_choose_title())).toBeInTheDocument();

    await user.click(screen.getByRole('searchbox', { name: m.conv_search_label() }));
    await user.paste('invoice nov');
    await user.click(screen.getByRole('button', { name: m.conv_search_submit() }));
    const results = await screen.findByRole('region', { name: m.conv_search_results({ q: 'invoice nov' }) });
    const hits = await within(results).findAllByRole('listitem');
    expect(hits).toHaveLength(1);
    expect(within(hits[0]!).getByRole('link', { name: m.conv_open_conversation({ name: 'Grace Hopper' }) })).toHaveAttribute('href', `/Messages/${withGrace.id}`);
    expect(hits[0]).toHaveTextContent('Here is the invoice for November');
    expect(await axeViolations()).toEqual([]);
  });

  it('opens a thread read to its end, shows links safely and the receipt, and appends what arrives live', async () => {
    const { store } = open(`/messages/${withGrace.id}`);
    const log = await screen.findByRole('log', { name: m.conv_thread_label({ name: 'Grace Hopper' }) });
    await within(log).findByText('Here is the invoice for November');
    // Opening it marks it read up to its newest message.
    await waitFor(() => expect(store.state.calls).toContain(`read:${withGrace.id}:3`));
    // Text stays text: no element from the message, one link, and only the http(s) address.
    expect(log.querySelector('script')).toBeNull();
    expect(log).toHaveTextContent('Try <script>alert(1)</script> or javascript:alert(1), else');
    const links = within(log).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/pay?x=1');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(within(log).getAllByText(m.conv_seen())).toHaveLength(1);

    store.state.messages[withGrace.id]!.push(makeMessage({ id: 4, conversation_id: withGrace.id, text: 'One more thing', created_at: recent(1) }));
    await liveUpdates.push('message.created', { conversation_id: withGrace.id, message: { id: 4, sender_id: grace.id, excerpt: 'One more thing', attachments: 0, created_at: recent(1) } });
    await within(log).findByText('One more thing');
    expect(within(log).getAllByText('One more thing')).toHaveLength(1);
    await waitFor(() => expect(store.state.calls).toContain(`read:${withGrace.id}:4`));
    expect(await axeViolations()).toEqual([]);
  });

  it('sends once on a double click, and keeps the draft of another conversation across a reload', async () => {
    const { store, user, unmount } = open(`/Messages/${withGrace.id}`);
    const box = await screen.findByRole('textbox', { name: m.conv_composer_label() });
    await user.type(box, 'See you Monday{Shift>}{Enter}{/Shift}Ada');
    await user.dblClick(screen.getByRole('button', { name: m.conv_send() }));
    const log = screen.getByRole('log');
    await within(log).findByText(/See you Monday/);
    expect(store.state.calls.filter((call) => call.startsWith('send:'))).toHaveLength(1);
    expect(store.state.messages[withGrace.id]!.at(-1)!.text).toBe('See you Monday\nAda');
    expect(box).toHaveValue('');

    await user.click(box);
    await user.paste('Half-written');
    unmount();
    open(`/Messages/${withGrace.id}`, store);
    expect(await screen.findByRole('textbox', { name: m.conv_composer_label() })).toHaveValue('Half-written');
  });

  it('replaces the composer with why the caller cannot write, and unblocks after a confirmation', async () => {
    const blocked = makeConversation({ other: adaAsOther, can_send: false, read_only_reason: 'blocked_by_you' });
    const removed = makeConversation({ other: { id: ada.id, name: 'Analytical Engines Ltd', role: 'employer' }, about: { kind: 'agent', id: ada.id }, can_send: false, read_only_reason: 'agent_removed' });
    const store = messagesStore({ conversations: [blocked, removed] });
    const { user, router } = open(`/Messages/${blocked.id}`, store, grace);
    await screen.findByText(m.conv_read_only_blocked_by_you({ name: 'Analytical Engines Ltd' }));
    expect(screen.queryByRole('textbox', { name: m.conv_composer_label() })).toBeNull();
    const note = screen.getByRole('note');
    await user.click(within(note).getByRole('button', { name: m.conv_unblock() }));
    const dialog = await screen.findByRole('dialog', { name: m.conv_unblock_title({ name: 'Analytical Engines Ltd' }) });
    await user.click(within(dialog).getByRole('button', { name: m.conv_unblock() }));
    await screen.findByRole('textbox', { name: m.conv_composer_label() });
    expect(store.state.calls).toContain('block:false');

    await router.navigate(`/Messages/${removed.id}`);
    expect(await screen.findByText(m.conv_read_only_agent_removed())).toBeInTheDocument();
  });

  it('tells other roles the page is not theirs', async () => {
    open('/Messages', messagesStore({ conversations: [] }), { ...ada, role: 'bpo' });
    expect(await screen.findByText(m.conv_roles_only())).toBeInTheDocument();
  });
});
