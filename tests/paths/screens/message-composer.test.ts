// Generated paths through the composer as /Messages/:id shows it: paths come from the message
// composer machine, from the text and its files (uploaded one after another, ready, failed and
// retried, removed, refused by the rules) to the message sent once with its key, or refused and
// retried. Each tour types and clicks through the real route; calls are held until the path says
// how they end. The network's losses and blank text are the model's (tests/paths/models/message-composer.model.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import MessagesPage from '@/features/messages/MessagesPage';
import { m } from '@/generated/paraglide/messages.js';
import {
  messageComposerMachine,
  type Message,
  type MessageAttachment,
  type MessageComposerContext,
  type MessageInput,
} from '@/machines/message-composer.machine';
import { api, problem } from '../../doubles/api';
import { ada } from '../../doubles/fixtures/accounts';
import { makeAttachment, makeConversation, makeMessage } from '../../doubles/fixtures/messages';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import { messagesStore } from '../../doubles/stores/messages';
import { chosenFile, withNodeForms } from '../../doubles/uploads';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport, type Path } from '../harness';
import { coverage, screenTours } from '../screen-tours';

const conversation = makeConversation();
const TEXT = 'Hello there';
/** Files the traversal tells apart by name (a File writes itself as `{}`). */
const named = (file: File) => Object.defineProperty(file, 'toJSON', { value: () => `File ${file.name}` });
const pdf = named(chosenFile('%PDF-1.7 invoice', 'invoice.pdf', 'application/pdf'));
const program = named(chosenFile('MZ', 'setup.exe', 'application/x-msdownload'));
const uploaded = makeAttachment({ name: 'invoice.pdf' });
const tooLarge = { message: 'The file is larger than 10 MB.', code: 'PAYLOAD_TOO_LARGE' };
const blocked = { message: 'This person is not accepting your messages.', code: 'MESSAGING_BLOCKED' };

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const model = definePathModel({
  name: 'message composer',
  machine: messageComposerMachine.provide({
    actors: { uploadFile: never<MessageAttachment, { conversationId: string; file: File }>(), sendMessage: never<Message, { conversationId: string; body: MessageInput }>() },
  }),
  input: { conversationId: conversation.id, draft: '', makeKey: (n: number) => `key-${n}` },
  events: [
    { type: 'TYPE', text: TEXT },
    { type: 'ADD_FILES', files: [pdf, program] },
    { type: 'REMOVE_FILE', localId: 1 },
    { type: 'RETRY_FILE', localId: 1 },
    doneEvent('uploadFile', uploaded),
    errorEvent('uploadFile', tooLarge),
    { type: 'SEND' },
    { type: 'RETRY' },
    doneEvent('sendMessage', makeMessage({ conversation_id: conversation.id, mine: true, text: TEXT })),
    errorEvent('sendMessage', blocked),
  ],
  // The paths choose files only while none is shown (the tours may add a second); five and more are the model's (tests/paths/models/message-composer.model.ts).
  // A file's buttons show only beside it.
  offers: (snapshot, event) => {
    const files = (snapshot.context as MessageComposerContext).files;
    if (event.type === 'ADD_FILES') return files.length === 0;
    if (event.type === 'REMOVE_FILE' || event.type === 'RETRY_FILE') return files.some((file) => file.localId === 1);
    return true;
  },
  // What the composer shows: the state, whether there is text, file 1's state and the refusal.
  serializeState: (snapshot) => {
    const c = snapshot.context as MessageComposerContext;
    return JSON.stringify([snapshot.value, c.text !== '', c.files.map((file) => `${file.localId}:${file.status}`).join(), c.rejected.length > 0, c.problem?.code ?? null]);
  },
});
const generated = screenPaths(model);
const tours = screenTours(model, generated);

type Outcome = 'ok' | 'refused';
const uploads = new HeldCalls<Outcome>();
const sends = new HeldCalls<Outcome>();
const server = mockApi(signedInAs(ada));
withNodeForms();

function serve() {
  const store = messagesStore({ conversations: [conversation] });
  server.use(
    api.post('/conversations/{id}/attachments', async ({ response }) => {
      if ((await uploads.take()) === 'refused') return problem(413, tooLarge.code, tooLarge.message);
      return response(201).json(uploaded);
    }),
    api.post('/conversations/{id}/messages', async ({ request, response }) => {
      const body = await request.json();
      if ((await sends.take()) === 'refused') return problem(403, blocked.code, blocked.message);
      const message = makeMessage({ conversation_id: conversation.id, mine: true, text: body.text, attachments: body.attachment_ids ? [uploaded] : [], created_at: new Date().toISOString() });
      store.state.messages[conversation.id]!.push(message);
      return response(201).json(message);
    }),
    ...store.handlers,
  );
}

const textbox = () => screen.getByRole('textbox', { name: m.conv_composer_label() });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const filesList = () => screen.queryByRole('list', { name: m.conv_files_label() });

async function expectComposer(snapshot: AnyMachineSnapshot, previous: AnyMachineSnapshot | undefined) {
  const c = snapshot.context as MessageComposerContext;
  const send = await screen.findByRole('button', { name: snapshot.hasTag('canRetry') ? m.conv_send_retry() : m.conv_send() });
  if (snapshot.hasTag('busy')) {
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    return;
  }
  await waitFor(() => expect(textbox()).toHaveValue(c.text));
  if (previous?.hasTag('busy') && !snapshot.hasTag('canRetry')) {
    // Sent: in the thread, and the composer empty for the next one.
    expect(await within(screen.getByRole('log')).findByText(TEXT)).toBeInTheDocument();
    expect(filesList()).toBeNull();
  }
  if (c.files.length > 0) await waitFor(() => expect(within(filesList()!).getAllByRole('listitem')).toHaveLength(c.files.length));
  for (const [index, file] of c.files.entries()) {
    const row = within(filesList()!).getAllByRole('listitem')[index]!;
    if (file.status === 'ready') await within(row as HTMLElement).findByText(m.conv_file_ready());
    else if (file.status === 'failed') expect(await within(row as HTMLElement).findByRole('alert')).toHaveTextContent(tooLarge.message);
    else await within(row as HTMLElement).findByText(m.conv_file_uploading());
  }
  if (c.files.length === 0) await waitFor(() => expect(filesList()).toBeNull());
  if (c.rejected.length > 0) expect(screen.getByText(m.conv_file_issue_type({ name: 'setup.exe' }))).toBeInTheDocument();
  if (snapshot.hasTag('canRetry')) expect(screen.getByText(m.conv_send_failed()).closest('[role=alert]')).toHaveTextContent(blocked.message);
  else expect(screen.queryByText(m.conv_send_failed())).toBeNull();
  const ready = c.text.trim() !== '' && c.files.every((file) => file.status === 'ready');
  await waitFor(() => (ready ? expect(send).toBeEnabled() : expect(send).toBeDisabled()));
}

async function act(user: UserEvent, event: { type: string; files?: File[] }) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'TYPE':
      await user.clear(textbox());
      return user.type(textbox(), TEXT);
    case 'ADD_FILES':
      await user.upload(fileInput(), event.files!);
      return uploads.arrival();
    case 'REMOVE_FILE':
      // File 1, when there, is the list's first.
      await user.click(screen.getAllByRole('button', { name: m.conv_file_remove({ name: 'invoice.pdf' }) })[0]!);
      // An upload stopped on its way: its call is answered, unread, so the next upload's is the one held.
      if (uploads.held > 0) await uploads.release('ok');
      return;
    case 'RETRY_FILE':
      await user.click(screen.getAllByRole('button', { name: m.conv_file_retry({ name: 'invoice.pdf' }) })[0]!);
      return uploads.arrival();
    case 'xstate.done.actor.uploadFile':
      return uploads.release('ok');
    case 'xstate.error.actor.uploadFile':
      return uploads.release('refused');
    case 'SEND':
      await user.click(screen.getByRole('button', { name: m.conv_send() }));
      return sends.arrival();
    case 'RETRY':
      await user.click(screen.getByRole('button', { name: m.conv_send_retry() }));
      return sends.arrival();
    case 'xstate.done.actor.sendMessage':
      return sends.release('ok');
    case 'xstate.error.actor.sendMessage':
      return sends.release('refused');
    default:
      throw new Error(`no writer's action for ${event.type}`);
  }
}

describe('the message composer, generated paths through /Messages/:id', () => {
  it('walks every state of the composer', () => {
    expect(generated.states.reached).toBe(generated.states.total);
    // What the paths leave untaken (a lost answer's retry) is the model's.
    expect(coverage(model, generated, tours)).toEqual({ statesMissed: [], transitionsMissed: generated.transitions.uncovered, alwaysMissed: [] });
    if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
  });

  it.each(tours.map((tour, i) => [`tour ${i + 1} of ${tours.length}, ${tour.steps.length - 1} steps`, tour] as const))('%s', async (_, path: Path) => {
    uploads.reset();
    sends.reset();
    serve();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderRoutes([{ path: '/Messages/:conversationId', element: createElement(MessagesPage) }], `/Messages/${conversation.id}`);
    await screen.findByRole('textbox', { name: m.conv_composer_label() });
    let previous: AnyMachineSnapshot | undefined;
    for (const [index, { event, state }] of path.steps.entries()) {
      try {
        await act(user, event as { type: string });
        await expectComposer(state, previous);
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
      previous = state;
    }
  });
});
