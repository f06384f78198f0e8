import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type EmailChangeStarted = components['schemas']['EmailChangeStarted'];
export type EmailChangeRequest = components['schemas']['EmailChangeRequest'];

export interface EmailChangeContext {
  /** The link mailed last: the address it is for and when it stops working. */
  started: EmailChangeStarted | null;
  problem: ApiProblem | null;
}

export type EmailChangeEvent = { type: 'OPEN' } | { type: 'CANCEL' } | { type: 'SUBMIT'; values: EmailChangeRequest };

function notProvided(): never {
  throw new Error("emailChangeMachine: provide the 'requestChange' actor");
}

/**
 * Moving the account to another address, on the settings page: closed (the address as it is),
 * editing (the new address and the password), requesting, then sent (a link is on its way to the
 * new address; the account keeps its address until the link is opened, on the page of
 * src/machines/email-change-confirm.machine.ts). A refusal (a wrong password, the same address,
 * too many requests) goes back to the form with the server's words. From sent, another address
 * can be asked for: the server then spends the older link.
 */
export const emailChangeMachine = setup({
  types: {
    context: {} as EmailChangeContext,
    events: {} as EmailChangeEvent,
  },
  actors: {
    requestChange: fromPromise<EmailChangeStarted, EmailChangeRequest>(async () => notProvided()),
  },
  actions: {
    storeStarted: assign((_, params: { started: EmailChangeStarted }) => ({ started: params.started, problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clearProblem: assign({ problem: null }),
    /** For the view to say the link was sent (a toast); a no-op here. */
    linkSent: (_, _params: { started: EmailChangeStarted }) => {},
  },
}).createMachine({
  id: 'emailChange',
  context: { started: null, problem: null },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: 'editing' },
    },
    editing: {
      on: {
        SUBMIT: { target: 'requesting', actions: 'clearProblem' },
        CANCEL: { target: 'closed', actions: 'clearProblem' },
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestChange',
        src: 'requestChange',
        input: ({ event }) => (event as Extract<EmailChangeEvent, { type: 'SUBMIT' }>).values,
        onDone: {
          target: 'sent',
          actions: [
            { type: 'storeStarted', params: ({ event }) => ({ started: event.output }) },
            { type: 'linkSent', params: ({ event }) => ({ started: event.output }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sent: {
      on: { OPEN: { target: 'editing', actions: 'clearProblem' } },
    },
  },
});
