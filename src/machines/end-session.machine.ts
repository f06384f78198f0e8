import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type SessionInfo = components['schemas']['SessionInfo'];

export interface EndSessionContext {
  /** The session the user picked; kept after it ended so the dialog can fade out with its text. */
  session: SessionInfo | null;
  problem: ApiProblem | null;
}

export type EndSessionEvent =
  | { type: 'REQUEST'; session: SessionInfo }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' };

function notProvided(): never {
  throw new Error("endSessionMachine: provide the 'endSession' actor");
}

/**
 * "Sign out" of one session from the security page: pick it, confirm, end it.
 * Ending the session of this very browser is signing out, which the app's
 * session machine does (it calls logout and clears what is stored), so that
 * branch asks no endSession call of its own.
 */
export const endSessionMachine = setup({
  types: {
    context: {} as EndSessionContext,
    events: {} as EndSessionEvent,
  },
  actors: {
    endSession: fromPromise<void, { id: string }>(async () => notProvided()),
  },
  guards: {
    isCurrent: ({ context }) => context.session?.current === true,
    // Already ended elsewhere (expired, signed out): what the user wanted is done.
    isGone: (_, params: { error: unknown }) => toProblem(params.error).code === 'NOT_FOUND',
  },
  actions: {
    pick: assign((_, params: { session: SessionInfo }) => ({ session: params.session, problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    /** The app provides these: refresh the list and say so; sign out here. */
    sessionEnded: (_, _params: { session: SessionInfo }) => {},
    signOutHere: () => {},
  },
}).createMachine({
  id: 'endSession',
  context: { session: null, problem: null },
  initial: 'idle',
  states: {
    idle: {
      on: { REQUEST: { target: 'confirming', actions: { type: 'pick', params: ({ event }) => ({ session: event.session }) } } },
    },
    confirming: {
      on: {
        CANCEL: 'idle',
        CONFIRM: [{ guard: 'isCurrent', target: 'signingOut' }, { target: 'ending' }],
      },
    },
    // Not cancellable: the request is already on its way.
    ending: {
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ id: context.session!.id }),
        onDone: {
          target: 'idle',
          actions: { type: 'sessionEnded', params: ({ context }) => ({ session: context.session! }) },
        },
        onError: [
          {
            guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: { type: 'sessionEnded', params: ({ context }) => ({ session: context.session! }) },
          },
          { target: 'confirming', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    signingOut: {
      type: 'final',
      entry: 'signOutHere',
    },
  },
});
