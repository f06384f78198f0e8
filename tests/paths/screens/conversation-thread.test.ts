// Generated paths through the thread as /Messages/:id shows it: paths come from the conversation
// thread machine, from its newest page read (or failed and retried) to older pages loaded or failed,
// live updates read again (a new message appended once, an edit shown), a deletion, the other
// person's read receipt ("Seen"), one's own message sent from the composer, and a reset of the live
// updates that reads the thread again. Each tour clicks and publishes through the real route; the
// thread's reads are held until the path says how each ends and answered with the path's page, the
// rest (the conversation, the list, marking read) is the messages store's.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import MessagesPage from '@/features/messages/MessagesPage';
import { m } from '@/generated/paraglide/messages.js';
import {
  conversationThreadMachine,
  type ConversationThreadContext,
  type Message,
  type MessagePage,
} from '@/machines/conversation-thread.machine';
import { api, networkError } from '../../doubles/api';
import { ada, grace } from '../../doubles/fixtures/accounts';
import { makeConversation, makeMessage, makeMessagePage } from '../../doubles/fixtures/messages';
import { HeldCalls } from '../../doubles/held-calls';
import { liveUpdates } from '../../doubles/live';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import { messagesStore } from '../../doubles/stores/messages';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport, type Path } from '../harness';
import { coverage, screenTours } from '../screen-tours';

// Ada asked Grace for the invoice (3), Grace answered (4, not read yet); two older messages wait
// before them. Live, Grace corrects her answer and adds one more (5), then reads Ada's question.
const conversation = makeConversation({ read_up_to: 3, other_read_up_to: 0 });
const at = (id: number, fields: Partial<Message> = {}) => makeMessage({ id, conversation_id: conversation.id, ...fields });
const first = [at(1, { text: 'Hello Ada, I applied for the bookkeeper role' }), at(2, { mine: true, text: 'Thanks Grace, we will talk soon' })];
const question = at(3, { mine: true, text: 'Could you send the invoice?' });
const answer = at(4, { text: 'Here is the invoice for November' });
const corrected = { ...answer, text: 'Here is the invoice for October', edited_at: '2026-12-01T09:40:00.000Z' };
const oneMore = at(5, { text: 'One more thing about the hours' });
const own = at(6, { mine: true, text: 'Sent from here', created_at: new Date().toISOString() });
const newest: MessagePage = makeMessagePage([question, answer], { has_more: true, read_up_to: 3 });
const newer: MessagePage = makeMessagePage([corrected, oneMore], { has_more: true, read_up_to: 3 });
const older: MessagePage = makeMessagePage(first, { has_more: false, read_up_to: 3 });
const offline = new TypeError('Failed to fetch');

/** The caller's latest message the other person has read: "Seen" under it. */
const seenId = (c: ConversationThreadContext) => c.messages.filter((message) => message.mine && !message.deleted && message.id <= c.otherReadUpTo).at(-1)?.id;

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const model = definePathModel({
  name: 'conversation thread',
  machine: conversationThreadMachine.provide({
    actors: { loadNewest: never<MessagePage, { conversationId: string }>(), loadOlder: never<MessagePage, { conversationId: string; before: number }>() },
  }),
  input: { conversationId: conversation.id },
  events: [
    doneEvent('loadNewest', newest),
    doneEvent('loadNewest', newer),
    errorEvent('loadNewest', offline),
    { type: 'RETRY' },
    { type: 'LOAD_OLDER' },
    doneEvent('loadOlder', older),
    errorEvent('loadOlder', offline),
    { type: 'LIVE_CHANGED' },
    { type: 'LIVE_DELETED', messageId: answer.id },
    { type: 'OTHER_READ', upTo: question.id },
    { type: 'OWN_MESSAGE', message: own },
    { type: 'RESET' },
  ],
  // Keyed on what the guards and the page's controls read: the state (a failure is one) and whether
  // older messages wait, and, once the thread is settled, whether a live message was appended to it;
  // while it is read again or failed, only whether it still shows what it had. Which messages show,
  // deleted or edited, the receipt and the failures are checked at every step all the same, on the
  // snapshot a live actor reaches.
  serializeState: (snapshot) => {
    const c = snapshot.context as ConversationThreadContext;
    if (!snapshot.matches('ready')) return JSON.stringify([snapshot.value, c.messages.length > 0]);
    const has = (id: number) => c.messages.some((message) => message.id === id);
    const settled = snapshot.matches({ ready: { older: 'idle', latest: 'current' } });
    return JSON.stringify([snapshot.value, c.hasOlder, settled && has(question.id) && has(oneMore.id)]);
  },
});
const generated = screenPaths(model);
const tours = screenTours(model, generated);

type Answer = MessagePage | 'offline';
const newestReads = new HeldCalls<Answer>();
const olderReads = new HeldCalls<Answer>();
const server = mockApi(signedInAs(ada));
let store: ReturnType<typeof messagesStore>;

function serve() {
  store = messagesStore({ conversations: [conversation], messages: { [conversation.id]: [...first, question, answer] } });
  server.use(
    api.get('/conversations/{id}/messages', async ({ query, response }) => {
      const outcome = await (query.get('before') ? olderReads : newestReads).take();
      return outcome === 'offline' ? networkError() : response(200).json(outcome);
    }),
    // The composer's send, answered with the path's own message (a second send of it is the same message).
    api.post('/conversations/{id}/messages', ({ response }) => {
      if (!store.state.messages[conversation.id]!.some((message) => message.id === own.id)) store.state.messages[conversation.id]!.push(own);
      return response(201).json(own);
    }),
    ...store.handlers,
  );
}

const thread = () => screen.getByRole('region', { name: 'Grace Hopper' });

async function expectThread(snapshot: AnyMachineSnapshot, previous: AnyMachineSnapshot | undefined, event: { type: string }) {
  const c = snapshot.context as ConversationThreadContext;
  const section = thread();
  if (snapshot.matches('failed')) {
    const alert = (await within(section).findByText(m.conv_thread_failed())).closest('[role=alert]') as HTMLElement;
    expect(alert).toHaveTextContent(m.error_network());
    expect(within(alert).getByRole('button', { name: m.conv_retry() })).toBeEnabled();
    expect(within(section).queryByRole('log')).toBeNull();
    return;
  }
  if (snapshot.hasTag('loading') && c.messages.length === 0) {
    await within(section).findByText(m.ui_loading());
    expect(within(section).queryByRole('log')).toBeNull();
    return;
  }
  const log = await within(section).findByRole('log', { name: m.conv_thread_label({ name: 'Grace Hopper' }) });
  expect(within(section).queryByText(m.conv_thread_failed())).toBeNull();
  // Each message once, oldest first, as the machine holds it: its words or that it was deleted, "edited", and "Seen" under one.
  const seen = seenId(c);
  await waitFor(() => {
    const articles = within(log).queryAllByRole('article');
    expect(articles).toHaveLength(c.messages.length);
    for (const [index, message] of c.messages.entries()) {
      const article = articles[index]!;
      expect(article).toHaveTextContent(message.deleted ? m.conv_message_deleted() : message.text!);
      expect(within(article).queryByText(m.conv_edited()) !== null).toBe(Boolean(message.edited_at) && !message.deleted);
      expect(within(article).queryByText(m.conv_seen()) !== null).toBe(message.id === seen);
    }
  });
  expect(within(log).queryAllByText(m.conv_seen())).toHaveLength(seen === undefined ? 0 : 1);
  // "Load older messages" while older ones wait: busy while they load, with their failure above it, closed while the thread is read again.
  const loadOlder = within(log).queryByRole('button', { name: m.conv_load_older() });
  if (!c.hasOlder) expect(loadOlder).toBeNull();
  else {
    const loading = snapshot.hasTag('loadingOlder');
    expect(loadOlder).not.toBeNull();
    await waitFor(() => (loading || !snapshot.hasTag('canLoadOlder') ? expect(loadOlder).toBeDisabled() : expect(loadOlder).toBeEnabled()));
    expect(loadOlder!.getAttribute('aria-busy')).toBe(loading ? 'true' : null);
    expect(log.getAttribute('aria-busy')).toBe(loading ? 'true' : null);
  }
  const olderFailure = within(log).queryByText(`${m.conv_older_failed()} ${m.error_network()}`);
  expect(olderFailure !== null).toBe(snapshot.hasTag('olderFailed'));
  // A read that brought messages not read yet marks them read on the server.
  if (event.type === 'xstate.done.actor.loadNewest' && previous && c.readUpTo > (previous.context as ConversationThreadContext).readUpTo) {
    await waitFor(() => expect(store.state.calls).toContain(`read:${conversation.id}:${c.readUpTo}`));
  }
}

/**
 * After `publish`, the thread's new read has arrived; the reads it replaced (the newest page's, and
 * on a reset the older page's) are answered unread, their actors gone, so the new one is next.
 */
async function readsAgain(publish: () => Promise<void>, { olderToo }: { olderToo: boolean }) {
  const stale = { newest: newestReads.held, older: olderToo ? olderReads.held : 0 };
  await publish();
  await waitFor(() => expect(newestReads.held).toBe(stale.newest + 1));
  for (let i = 0; i < stale.newest; i++) await newestReads.release('offline');
  for (let i = 0; i < stale.older; i++) await olderReads.release('offline');
}

async function perform(user: UserEvent, event: { type: string; output?: MessagePage }) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'xstate.done.actor.loadNewest':
      return newestReads.release(event.output!);
    case 'xstate.error.actor.loadNewest':
      return newestReads.release('offline');
    case 'RETRY':
      await user.click(within(thread()).getByRole('button', { name: m.conv_retry() }));
      return newestReads.arrival();
    case 'LOAD_OLDER':
      await user.click(within(thread()).getByRole('button', { name: m.conv_load_older() }));
      return olderReads.arrival();
    case 'xstate.done.actor.loadOlder':
      return olderReads.release(event.output!);
    case 'xstate.error.actor.loadOlder':
      return olderReads.release('offline');
    case 'LIVE_CHANGED':
      // A read already on its way is read again: it may predate this change.
      return readsAgain(() => liveUpdates.push('message.created', { conversation_id: conversation.id, message: { id: oneMore.id, sender_id: grace.id } }), { olderToo: false });
    case 'LIVE_DELETED':
      return liveUpdates.push('message.deleted', { conversation_id: conversation.id, message: { id: answer.id } });
    case 'OTHER_READ':
      return liveUpdates.push('conversation.read', { conversation_id: conversation.id, user_id: grace.id, read_up_to: question.id });
    case 'OWN_MESSAGE': {
      const box = within(thread()).getByRole('textbox', { name: m.conv_composer_label() });
      await user.click(box);
      await user.paste(own.text!);
      await user.click(within(thread()).getByRole('button', { name: m.conv_send() }));
      return waitFor(() => expect(box).toHaveValue(''));
    }
    case 'RESET':
      // Events were lost: the stream comes back (the browser is online again) saying so, and the thread is read again.
      return readsAgain(async () => {
        await liveUpdates.reset();
        await act(async () => void window.dispatchEvent(new Event('online')));
      }, { olderToo: true });
    default:
      throw new Error(`no reader's action for ${event.type}`);
  }
}

describe('the conversation thread, generated paths through /Messages/:id', () => {
  // The live connection is loaded once someone is signed in (src/app-state/live-updates.tsx): loaded
  // here first, it is open before a tour publishes, so no event is published before the page listens.
  beforeAll(() => import('@/app-state/live-connection'));

  it('walks every state of the thread', () => {
    expect(generated.states.reached).toBe(generated.states.total);
    expect(coverage(model, generated, tours)).toEqual({ statesMissed: [], transitionsMissed: generated.transitions.uncovered, alwaysMissed: [] });
    expect(generated.transitions.uncovered).toEqual([]);
    if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
  });

  it.each(tours.map((tour, i) => [`tour ${i + 1} of ${tours.length}, ${tour.steps.length - 1} steps`, tour] as const))('%s', async (_, path: Path) => {
    newestReads.reset();
    olderReads.reset();
    serve();
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/Messages/:conversationId', element: createElement(MessagesPage) }], `/Messages/${conversation.id}`);
    await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' });
    let previous: AnyMachineSnapshot | undefined;
    for (const [index, { event, state }] of path.steps.entries()) {
      try {
        await perform(user, event as { type: string; output?: MessagePage });
        await expectThread(state, previous, event);
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
      previous = state;
    }
  });
});
