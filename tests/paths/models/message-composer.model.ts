import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import {
  messageComposerMachine,
  sendIssue,
  toMessageInput,
  type Message,
  type MessageAttachment,
  type MessageComposerContext,
  type MessageInput,
} from '@/machines/message-composer.machine';
import { makeAttachment, makeMessage } from '../../doubles/fixtures/messages';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const conversationId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const pdf = new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' });
// Refused by the upload rules before any upload: not a type a message may carry.
const program = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
const uploaded: MessageAttachment = makeAttachment({ id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f' });
const sent: Message = makeMessage({ id: 42, conversation_id: conversationId, mine: true, text: 'Hello there', attachments: [uploaded] });
const tooLarge: ApiProblem = { message: 'The file is larger than 10 MB.', code: 'PAYLOAD_TOO_LARGE' };
const blocked: ApiProblem = { message: 'This person is not accepting your messages.', code: 'MESSAGING_BLOCKED' };
const offline = new TypeError('Failed to fetch');

let sends: MessageInput[] = [];
let uploads: string[] = [];

// Writing a message: text, files uploaded one after another (ready, failed and retried, removed,
// refused by the rules), sent once with its key, failed and retried with the same key, or changed
// after a refusal as a new message.
export default definePathModel({
  name: 'messageComposer',
  machine: messageComposerMachine.provide({
    actors: {
      uploadFile: fromPromise<MessageAttachment, { conversationId: string; file: File }>(({ input }) => {
        uploads.push(input.file.name);
        return new Promise(() => {});
      }),
      sendMessage: fromPromise<Message, { conversationId: string; body: MessageInput }>(({ input }) => {
        sends.push(input.body);
        return new Promise(() => {});
      }),
    },
  }),
  input: { conversationId, draft: '', makeKey: (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` },
  events: [
    { type: 'TYPE', text: 'Hello there' },
    { type: 'TYPE', text: '   ' },
    { type: 'ADD_FILES', files: [pdf, program] },
    { type: 'REMOVE_FILE', localId: 1 },
    { type: 'RETRY_FILE', localId: 1 },
    doneEvent('uploadFile', uploaded),
    errorEvent('uploadFile', tooLarge),
    { type: 'SEND' },
    { type: 'RETRY' },
    doneEvent('sendMessage', sent),
    errorEvent('sendMessage', offline),
    errorEvent('sendMessage', blocked),
  ],
  // What the guards read: whether there is text, the files' states (file 1, the one events name, apart), and the last refusal.
  serializeState: (snapshot) => {
    const context = snapshot.context as MessageComposerContext;
    const statuses = [...new Set(context.files.map((file) => file.status))].sort().join();
    return JSON.stringify([snapshot.value, context.text.trim() !== '', statuses, context.files.some((file) => file.localId === 1), context.rejected.length > 0, context.problem?.code ?? null]);
  },
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') {
      sends = [];
      uploads = [];
    }
    const context = snapshot.context as MessageComposerContext;
    const before = previous?.context as MessageComposerContext | undefined;
    const drafts = actions.filter((action) => action.type === 'draftChanged').map((action) => action.params);
    const told = actions.filter((action) => action.type === 'sent').map((action) => action.params);
    if (event.type === 'TYPE' && previous?.matches({ message: 'sending' }) === false) expect(drafts).toEqual([{ text: event.text }]);
    if (event.type === 'xstate.done.actor.sendMessage') {
      expect(told).toEqual([{ message: sent }]);
      expect(drafts).toEqual([{ text: '' }]);
      // A new message: nothing left, and a key of its own.
      expect(context.text).toBe('');
      expect(context.files).toEqual([]);
      expect(context.key).not.toBe(before!.key);
    } else expect(told).toEqual([]);
    if (snapshot.matches({ message: 'sending' }) && !previous?.matches({ message: 'sending' })) {
      expect(sendIssue(before!)).toBeNull();
      expect(sends.at(-1)).toEqual(toMessageInput(context));
      expect(sends.at(-1)!.attachment_ids ?? []).toEqual(context.files.map((file) => file.attachment!.id));
      // A retry is the same message: the same key, so the server answers the first if it got there.
      if (event.type === 'RETRY') expect(sends.at(-1)!.idempotency_key).toBe(sends.at(-2)?.idempotency_key ?? before!.key);
    }
    // After the server refused (not a lost answer), changing the text starts a new message.
    if (event.type === 'TYPE' && previous?.matches({ message: 'failed' })) {
      if (before!.problem?.code === 'NETWORK') expect(context.key).toBe(before!.key);
      else expect(context.key).not.toBe(before!.key);
    }
    if (snapshot.matches({ uploads: 'uploading' }) && !previous?.matches({ uploads: 'uploading' })) expect(uploads.at(-1)).toBe('invoice.pdf');
    // Only the files the rules allow are kept; the others are named with why.
    if (event.type === 'ADD_FILES') expect(context.rejected).toEqual([{ name: 'setup.exe', issue: 'type' }]);
    expect(context.files.filter((file) => file.status === 'uploading').length).toBe(snapshot.matches({ uploads: 'uploading' }) ? 1 : 0);
  },
  states: {
    'uploads.uploading': ({ snapshot }) => {
      expect(snapshot.hasTag('uploading')).toBe(true);
      expect(sendIssue(snapshot.context)).toBe('uploading');
    },
    'uploads.idle': ({ snapshot }) => expect(snapshot.context.files.some((file) => file.status === 'queued')).toBe(false),
    'message.editing': ({ snapshot }) => expect(snapshot.context.problem).toBeNull(),
    'message.sending': ({ snapshot }) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.can({ type: 'SEND' })).toBe(false);
    },
    'message.failed': ({ snapshot }) => {
      expect(snapshot.hasTag('canRetry')).toBe(true);
      expect(['NETWORK', 'MESSAGING_BLOCKED']).toContain(snapshot.context.problem?.code);
      // The message stays as it was written.
      expect(snapshot.context.text.trim()).not.toBe('');
    },
  },
});
