import { assign, setup } from 'xstate';

export type MessageType = 'success' | 'error' | 'info';

export interface MessageContext {
  message: string;
  type: MessageType;
  /** How long the banner stays up, in ms. */
  timeout: number;
}

// An event's `type` is its name in XState, so the banner kind travels as `kind`.
export type MessageEvent =
  | { type: 'SHOW'; message: string; kind: MessageType; timeout?: number }
  | { type: 'DISMISS' };

export const DEFAULT_MESSAGE_TIMEOUT_MS = 5000;

// Zero, negative or NaN would hide the banner before it is read; setTimeout
// fires at once for anything beyond 2^31-1 ms (Infinity included).
function isUsableTimeout(ms: number | undefined): ms is number {
  return ms !== undefined && Number.isFinite(ms) && ms > 0 && ms <= 2 ** 31 - 1;
}

export const messageMachine = setup({
  types: {
    context: {} as MessageContext,
    events: {} as MessageEvent,
  },
  actions: {
    setMessage: assign((_, params: { message: string; kind: MessageType; timeout?: number }) => ({
      message: params.message,
      type: params.kind,
      timeout: isUsableTimeout(params.timeout) ? params.timeout : DEFAULT_MESSAGE_TIMEOUT_MS,
    })),
  },
  delays: {
    messageTimeout: ({ context }) => context.timeout,
  },
}).createMachine({
  id: 'message',
  context: { message: '', type: 'info', timeout: DEFAULT_MESSAGE_TIMEOUT_MS },
  initial: 'hidden',
  states: {
    // The last message stays in context while hidden so the banner can fade out with its text.
    hidden: {
      on: {
        SHOW: {
          target: 'shown',
          actions: { type: 'setMessage', params: ({ event }) => ({ message: event.message, kind: event.kind, timeout: event.timeout }) },
        },
      },
    },
    shown: {
      after: { messageTimeout: 'hidden' },
      on: {
        // Re-entering restarts the timer, so a new message gets its full time.
        SHOW: {
          target: 'shown',
          reenter: true,
          actions: { type: 'setMessage', params: ({ event }) => ({ message: event.message, kind: event.kind, timeout: event.timeout }) },
        },
        DISMISS: 'hidden',
      },
    },
  },
});
