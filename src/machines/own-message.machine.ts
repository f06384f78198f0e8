import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type Message = components['schemas']['Message'];

export const MESSAGE_EDIT_MAX = limits.MessageEdit.text.maxLength;
/** One's own message may be edited or deleted for this long after it was sent (docs/product.md, "Messages"). */
export const EDIT_WINDOW_MS = 15 * 60 * 1000;

export const withinEditWindow = (message: Pick<Message, 'created_at'>, now: number) => now - Date.parse(message.created_at) < EDIT_WINDOW_MS;

export interface OwnMessageContext {
  /** The message being edited or deleted. */
  message: Message | null;
  text: string;
  /** Why the server refused the edit or the deletion (MESSAGE_EDIT_WINDOW_CLOSED by its clock, a block…). */
  problem: ApiProblem | null;
}

export type OwnMessageEvent =
  | { type: 'EDIT'; message: Message; now: number }
  | { type: 'TYPE'; text: string }
  | { type: 'SAVE' }
  | { type: 'DELETE'; message: Message; now: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export type OwnMessageTag = 'editing' | 'saving' | 'confirmingDelete' | 'windowPassed';

const textValid = (text: string) => text.trim().length > 0 && text.trim().length <= MESSAGE_EDIT_MAX;

function notProvided(name: string): never {
  throw new Error(`ownMessageMachine: provide the '${name}' actor`);
}

/**
 * Changing one's own message once sent, one at a time in a thread: edited inline (saved or refused
 * with the server's reason, the text kept) or deleted after a confirmation. Within 15 minutes of
 * sending only: past them the machine says so without asking the server (`windowPassed`), and the
 * server's own clock refuses what the page still offered (MESSAGE_EDIT_WINDOW_CLOSED).
 */
export const ownMessageMachine = setup({
  types: {
    context: {} as OwnMessageContext,
    events: {} as OwnMessageEvent,
    tags: {} as OwnMessageTag,
  },
  actors: {
    editMessage: fromPromise<Message, { messageId: number; text: string }>(async () => notProvided('editMessage')),
    deleteMessage: fromPromise<Message, { messageId: number }>(async () => notProvided('deleteMessage')),
  },
  guards: {
    inWindow: (_, params: { message: Message; now: number }) => withinEditWindow(params.message, params.now),
    textValid: ({ context }) => textValid(context.text),
  },
  actions: {
    start: assign((_, params: { message: Message }) => ({ message: params.message, text: params.message.text ?? '', problem: null })),
    storeText: assign((_, params: { text: string }) => ({ text: params.text })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clear: assign({ message: null, text: '', problem: null }),
    /** For the flow: the message as the server now has it (the thread shows it, the list moves). */
    changed: (_, _params: { message: Message }) => {},
  },
}).createMachine({
  id: 'ownMessage',
  context: { message: null, text: '', problem: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        EDIT: [
          {
            guard: { type: 'inWindow', params: ({ event }) => ({ message: event.message, now: event.now }) },
            target: 'editing',
            actions: { type: 'start', params: ({ event }) => ({ message: event.message }) },
          },
          { target: 'windowPassed', actions: { type: 'start', params: ({ event }) => ({ message: event.message }) } },
        ],
        DELETE: [
          {
            guard: { type: 'inWindow', params: ({ event }) => ({ message: event.message, now: event.now }) },
            target: 'confirmingDelete',
            actions: { type: 'start', params: ({ event }) => ({ message: event.message }) },
          },
          { target: 'windowPassed', actions: { type: 'start', params: ({ event }) => ({ message: event.message }) } },
        ],
      },
    },
    windowPassed: {
      tags: ['windowPassed'],
      on: { CANCEL: { target: 'idle', actions: 'clear' } },
    },
    editing: {
      tags: ['editing'],
      on: {
        TYPE: { actions: { type: 'storeText', params: ({ event }) => ({ text: event.text }) } },
        SAVE: { guard: 'textValid', target: 'saving' },
        CANCEL: { target: 'idle', actions: 'clear' },
      },
    },
    saving: {
      tags: ['editing', 'saving'],
      invoke: {
        id: 'editMessage',
        src: 'editMessage',
        input: ({ context }) => ({ messageId: context.message!.id, text: context.text.trim() }),
        onDone: { target: 'idle', actions: [{ type: 'changed', params: ({ event }) => ({ message: event.output }) }, 'clear'] },
        // Refused: the text stays for another try, or a Cancel.
        onError: { target: 'editing', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirmingDelete: {
      tags: ['confirmingDelete'],
      on: {
        CONFIRM: { target: 'deleting' },
        CANCEL: { target: 'idle', actions: 'clear' },
      },
    },
    // Not to be abandoned: the deletion is on its way.
    deleting: {
      tags: ['confirmingDelete', 'saving'],
      invoke: {
        id: 'deleteMessage',
        src: 'deleteMessage',
        input: ({ context }) => ({ messageId: context.message!.id }),
        onDone: { target: 'idle', actions: [{ type: 'changed', params: ({ event }) => ({ message: event.output }) }, 'clear'] },
        onError: { target: 'confirmingDelete', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
