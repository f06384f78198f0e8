import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { toProblem, type ApiProblem } from '@/lib/api-problem';
import { DOCUMENT, fileIssue, type FileIssue } from '@/shared/uploads';

type S = components['schemas'];
export type Message = S['Message'];
export type MessageAttachment = S['MessageAttachment'];
export type MessageInput = S['MessageInput'];

export const MESSAGE_MAX = limits.MessageInput.text.maxLength;
export const MESSAGE_FILES_MAX = limits.MessageInput.attachment_ids.maxItems;
/** What a message's files may be: the documents' rule (src/shared/uploads.ts). */
export const MESSAGE_FILE_RULE = DOCUMENT;

export interface ComposerFile {
  /** The composer's own number for it, for the views' keys and events. */
  localId: number;
  file: File;
  status: 'queued' | 'uploading' | 'ready' | 'failed';
  /** The server's record once uploaded: its id goes with the message. */
  attachment: MessageAttachment | null;
  problem: ApiProblem | null;
}

/** A chosen file the composer did not take, and why. */
export interface RejectedFile {
  name: string;
  issue: FileIssue | 'tooMany';
}

export interface MessageComposerInput {
  conversationId: string;
  /** The text kept from an earlier visit. */
  draft: string;
  /** The `n`th message's idempotency key: the flow gives crypto.randomUUID(), a test one from `n`. */
  makeKey: (n: number) => string;
}

export interface MessageComposerContext {
  conversationId: string;
  text: string;
  files: ComposerFile[];
  rejected: RejectedFile[];
  nextFileId: number;
  makeKey: (n: number) => string;
  /** How many keys were made: the next message's number. */
  keysMade: number;
  /** The message's idempotency key: the same for every try of one message, a new one once it is sent. */
  key: string;
  problem: ApiProblem | null;
}

export type MessageComposerEvent =
  | { type: 'TYPE'; text: string }
  | { type: 'ADD_FILES'; files: File[] }
  | { type: 'REMOVE_FILE'; localId: number }
  | { type: 'RETRY_FILE'; localId: number }
  | { type: 'SEND' }
  | { type: 'RETRY' };

export type MessageComposerTag = 'busy' | 'canRetry' | 'uploading';

export type SendIssue = 'empty' | 'tooLong' | 'uploading' | 'fileFailed';

/** What keeps the message from being sent, or null: the view disables Send and says why. */
export function sendIssue(context: Pick<MessageComposerContext, 'text' | 'files'>): SendIssue | null {
  const text = context.text.trim();
  if (context.files.some((file) => file.status === 'queued' || file.status === 'uploading')) return 'uploading';
  if (context.files.some((file) => file.status === 'failed')) return 'fileFailed';
  if (text.length === 0) return 'empty';
  if (text.length > MESSAGE_MAX) return 'tooLong';
  return null;
}

/** The body sendMessage takes for the composer's message. */
export function toMessageInput(context: Pick<MessageComposerContext, 'text' | 'files' | 'key'>): MessageInput {
  const ids = context.files.flatMap((file) => (file.attachment ? [file.attachment.id] : []));
  return { text: context.text.trim(), idempotency_key: context.key, ...(ids.length > 0 ? { attachment_ids: ids } : {}) };
}

function notProvided(name: string): never {
  throw new Error(`messageComposerMachine: provide the '${name}' actor`);
}

/**
 * Writing in one conversation (docs/product.md, "Messages"): the text, kept as a draft by the flow
 * (`draftChanged`); files checked by the upload rules and uploaded one after another as soon as they
 * are chosen, each uploading, ready or failed (retried or removed); the message sent once its files
 * are ready, with one idempotency key for all its tries, so a double click or a retry after a lost
 * answer never sends it twice; a failure keeps the text and files and offers the retry. Changing the
 * text after the server refused it starts a new message (a new key): the refused one was never kept.
 * Editing or deleting a message once sent is src/machines/own-message.machine.ts.
 */
export const messageComposerMachine = setup({
  types: {
    context: {} as MessageComposerContext,
    events: {} as MessageComposerEvent,
    input: {} as MessageComposerInput,
    tags: {} as MessageComposerTag,
  },
  actors: {
    uploadFile: fromPromise<MessageAttachment, { conversationId: string; file: File }>(async () => notProvided('uploadFile')),
    sendMessage: fromPromise<Message, { conversationId: string; body: MessageInput }>(async () => notProvided('sendMessage')),
  },
  guards: {
    hasQueued: ({ context }) => context.files.some((file) => file.status === 'queued'),
    isUploading: ({ context }, params: { localId: number }) => context.files.some((file) => file.localId === params.localId && file.status === 'uploading'),
    hasFile: ({ context }, params: { localId: number }) => context.files.some((file) => file.localId === params.localId),
    isFailed: ({ context }, params: { localId: number }) => context.files.some((file) => file.localId === params.localId && file.status === 'failed'),
    canSend: ({ context }) => sendIssue(context) === null,
    mayHaveBeenSent: ({ context }) => context.problem?.code === 'NETWORK' || /^HTTP_5/.test(context.problem?.code ?? ''),
  },
  actions: {
    storeText: assign((_, params: { text: string }) => ({ text: params.text })),
    addFiles: assign(({ context }, params: { files: File[] }) => {
      const files = [...context.files];
      const rejected: RejectedFile[] = [];
      let nextFileId = context.nextFileId;
      for (const file of params.files) {
        const issue = fileIssue(file, MESSAGE_FILE_RULE);
        if (issue) rejected.push({ name: file.name, issue });
        else if (files.length >= MESSAGE_FILES_MAX) rejected.push({ name: file.name, issue: 'tooMany' });
        else files.push({ localId: nextFileId++, file, status: 'queued', attachment: null, problem: null });
      }
      return { files, rejected, nextFileId };
    }),
    removeFile: assign(({ context }, params: { localId: number }) => ({
      files: context.files.filter((file) => file.localId !== params.localId),
      rejected: [],
    })),
    requeueFile: assign(({ context }, params: { localId: number }) => ({
      files: context.files.map((file) => (file.localId === params.localId ? { ...file, status: 'queued' as const, problem: null } : file)),
    })),
    startUpload: assign(({ context }) => {
      const next = context.files.find((file) => file.status === 'queued');
      return { files: context.files.map((file) => (file === next ? { ...file, status: 'uploading' as const } : file)) };
    }),
    storeUploaded: assign(({ context }, params: { attachment: MessageAttachment }) => ({
      files: context.files.map((file) => (file.status === 'uploading' ? { ...file, status: 'ready' as const, attachment: params.attachment } : file)),
    })),
    storeUploadFailed: assign(({ context }, params: { error: unknown }) => ({
      files: context.files.map((file) => (file.status === 'uploading' ? { ...file, status: 'failed' as const, problem: toProblem(params.error) } : file)),
    })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clearProblem: assign({ problem: null }),
    /** A new message begins: nothing typed, no files, a new key. */
    clearMessage: assign(({ context }) => ({ text: '', files: [], rejected: [], key: context.makeKey(context.keysMade + 1), keysMade: context.keysMade + 1, problem: null })),
    newKey: assign(({ context }) => ({ key: context.makeKey(context.keysMade + 1), keysMade: context.keysMade + 1, problem: null })),
    /** For the flow: keep the text as the conversation's draft (an empty text removes it). */
    draftChanged: (_, _params: { text: string }) => {},
    /** For the flow: the message is sent (the thread shows it, the list moves). */
    sent: (_, _params: { message: Message }) => {},
  },
}).createMachine({
  id: 'messageComposer',
  context: ({ input }) => ({
    conversationId: input.conversationId,
    text: input.draft,
    files: [],
    rejected: [],
    nextFileId: 1,
    makeKey: input.makeKey,
    keysMade: 1,
    key: input.makeKey(1),
    problem: null,
  }),
  type: 'parallel',
  states: {
    uploads: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasQueued', target: 'uploading' },
        },
        uploading: {
          tags: ['uploading'],
          entry: 'startUpload',
          invoke: {
            id: 'uploadFile',
            src: 'uploadFile',
            input: ({ context }) => ({ conversationId: context.conversationId, file: context.files.find((file) => file.status === 'uploading')!.file }),
            onDone: { target: 'idle', actions: { type: 'storeUploaded', params: ({ event }) => ({ attachment: event.output }) } },
            onError: { target: 'idle', actions: { type: 'storeUploadFailed', params: ({ event }) => ({ error: event.error }) } },
          },
          on: {
            // Removing the file on its way stops its upload; the next one starts.
            REMOVE_FILE: {
              guard: { type: 'isUploading', params: ({ event }) => ({ localId: event.localId }) },
              target: 'idle',
              actions: { type: 'removeFile', params: ({ event }) => ({ localId: event.localId }) },
            },
          },
        },
      },
    },
    message: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            TYPE: {
              actions: [
                { type: 'storeText', params: ({ event }) => ({ text: event.text }) },
                { type: 'draftChanged', params: ({ event }) => ({ text: event.text }) },
              ],
            },
            ADD_FILES: { actions: { type: 'addFiles', params: ({ event }) => ({ files: event.files }) } },
            REMOVE_FILE: {
              guard: { type: 'hasFile', params: ({ event }) => ({ localId: event.localId }) },
              actions: { type: 'removeFile', params: ({ event }) => ({ localId: event.localId }) },
            },
            RETRY_FILE: {
              guard: { type: 'isFailed', params: ({ event }) => ({ localId: event.localId }) },
              actions: { type: 'requeueFile', params: ({ event }) => ({ localId: event.localId }) },
            },
            SEND: { guard: 'canSend', target: 'sending' },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({ conversationId: context.conversationId, body: toMessageInput(context) }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'sent', params: ({ event }) => ({ message: event.output }) },
                'clearMessage',
                { type: 'draftChanged', params: { text: '' } },
              ],
            },
            onError: { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: {
          tags: ['canRetry'],
          on: {
            RETRY: { guard: 'canSend', target: 'sending', actions: 'clearProblem' },
            TYPE: [
              {
                // The message may have reached the server: the same key, so that sending it finds it.
                guard: 'mayHaveBeenSent',
                target: 'editing',
                actions: [
                  'clearProblem',
                  { type: 'storeText', params: ({ event }) => ({ text: event.text }) },
                  { type: 'draftChanged', params: ({ event }) => ({ text: event.text }) },
                ],
              },
              {
                target: 'editing',
                actions: [
                  'newKey',
                  { type: 'storeText', params: ({ event }) => ({ text: event.text }) },
                  { type: 'draftChanged', params: ({ event }) => ({ text: event.text }) },
                ],
              },
            ],
            // Every file was ready to be sent: one may still be left out of the retry.
            REMOVE_FILE: {
              guard: { type: 'hasFile', params: ({ event }) => ({ localId: event.localId }) },
              actions: { type: 'removeFile', params: ({ event }) => ({ localId: event.localId }) },
            },
          },
        },
      },
    },
  },
});
