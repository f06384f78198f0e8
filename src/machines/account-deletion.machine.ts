import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type AccountDeletion = components['schemas']['AccountDeletion'];

export interface AccountDeletionContext {
  deletion: AccountDeletion | null;
  /** Why the last call was refused or failed; on the password field when `fields.password` names it. */
  problem: ApiProblem | null;
  /** What must end first, in the server's words (409 ACCOUNT_DELETION_BLOCKED's `fields`). */
  reasons: string[];
}

// The password travels in the event straight to its call and never enters the context.
export type AccountDeletionEvent =
  | { type: 'DELETE' }
  | { type: 'SUBMIT'; password: string }
  | { type: 'CANCEL' }
  | { type: 'KEEP' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

function notProvided(name: string): never {
  throw new Error(`accountDeletionMachine: provide the '${name}' actor`);
}

const NOT_SCHEDULED = { scheduled: false } satisfies AccountDeletion;

/**
 * Deleting one's account, at the end of the settings page (docs/product.md, "Deleting an account").
 *
 * loading → idle (not scheduled) or scheduled, as the server says. Deleting: the dialog asks the
 * password again (confirming) → requesting → scheduled, with the date and a way to keep the account
 * (KEEP → cancelling → idle). The server may refuse: a wrong password stays in the dialog on its
 * field; staff, bills or contracts still running (409 ACCOUNT_DELETION_BLOCKED) close the dialog
 * on `refused`, which lists what to end first; anything else (no answer) stays in the dialog with
 * the reason, to try again. A read or a cancellation that failed offers RETRY.
 */
export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
  },
  actors: {
    loadDeletion: fromPromise<AccountDeletion>(async () => notProvided('loadDeletion')),
    requestDeletion: fromPromise<AccountDeletion, { password: string }>(async () => notProvided('requestDeletion')),
    cancelDeletion: fromPromise<AccountDeletion>(async () => notProvided('cancelDeletion')),
  },
  guards: {
    isScheduled: (_, params: { deletion: AccountDeletion }) => params.deletion.scheduled,
    isBlocked: (_, params: { error: unknown }) => toProblem(params.error).code === 'ACCOUNT_DELETION_BLOCKED',
  },
  actions: {
    storeDeletion: assign((_, params: { deletion: AccountDeletion }) => ({ deletion: params.deletion, problem: null, reasons: [] })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    storeRefusal: assign((_, params: { error: unknown }) => {
      const problem = toProblem(params.error);
      return { problem, reasons: Object.values(problem.fields ?? {}) };
    }),
    clearProblem: assign({ problem: null, reasons: [] }),
    /** The app provides these: say so (a toast). */
    deletionScheduled: (_, _params: { deletion: AccountDeletion }) => {},
    accountKept: () => {},
  },
}).createMachine({
  id: 'accountDeletion',
  context: { deletion: null, problem: null, reasons: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadDeletion',
        src: 'loadDeletion',
        onDone: [
          {
            guard: { type: 'isScheduled', params: ({ event }) => ({ deletion: event.output }) },
            target: 'scheduled',
            actions: { type: 'storeDeletion', params: ({ event }) => ({ deletion: event.output }) },
          },
          { target: 'idle', actions: { type: 'storeDeletion', params: ({ event }) => ({ deletion: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      tags: ['canRetry'],
      on: { RETRY: { target: 'loading', actions: 'clearProblem' } },
    },
    idle: {
      on: { DELETE: { target: 'confirming', actions: 'clearProblem' } },
    },
    /** The dialog: what deleting means, and the password again. */
    confirming: {
      tags: ['dialog'],
      on: {
        SUBMIT: 'requesting',
        CANCEL: { target: 'idle', actions: 'clearProblem' },
      },
    },
    requesting: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'requestDeletion',
        src: 'requestDeletion',
        input: ({ event }) => ({ password: (event as Extract<AccountDeletionEvent, { type: 'SUBMIT' }>).password }),
        onDone: {
          target: 'scheduled',
          actions: [
            { type: 'storeDeletion', params: ({ event }) => ({ deletion: event.output }) },
            { type: 'deletionScheduled', params: ({ event }) => ({ deletion: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isBlocked', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'confirming', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** Something still runs: the list of what to end first, until the person closes it or tries again. */
    refused: {
      on: {
        CLOSE: { target: 'idle', actions: 'clearProblem' },
        DELETE: { target: 'confirming', actions: 'clearProblem' },
      },
    },
    /** The date, and the way back; the account works as before until then. */
    scheduled: {
      on: { KEEP: { target: 'cancelling', actions: 'clearProblem' } },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelDeletion',
        src: 'cancelDeletion',
        onDone: { target: 'idle', actions: [{ type: 'storeDeletion', params: { deletion: NOT_SCHEDULED } }, 'accountKept'] },
        onError: { target: 'cancelFailed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Still scheduled: the reason, and the way to try again. */
    cancelFailed: {
      tags: ['canRetry'],
      on: { RETRY: 'cancelling' },
    },
  },
});
