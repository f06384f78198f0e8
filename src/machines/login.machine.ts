import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type User = components['schemas']['User'];
export type Credentials = components['schemas']['LoginRequest'];

export interface LoginContext {
  /** Kept for "Send a new link" after EMAIL_NOT_VERIFIED; the password never enters the context. */
  email: string;
  problem: ApiProblem | null;
  user: User | null;
}

export type LoginEvent = { type: 'SUBMIT'; email: string; password: string };

function notProvided(): never {
  throw new Error("loginMachine: provide the 'login' actor");
}

/**
 * Sign in: editing → submitting → signedIn, or back to a state that says why not.
 * An unconfirmed address has its own state so the page can offer a new link.
 * SUBMIT is not handled while a call is under way, so a double click sends once.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    login: fromPromise<User, Credentials>(async () => notProvided()),
  },
  guards: {
    isUnverified: (_, params: { error: unknown }) => toProblem(params.error).code === 'EMAIL_NOT_VERIFIED',
  },
  actions: {
    storeEmail: assign((_, params: { email: string }) => ({ email: params.email.trim(), problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    storeUser: assign((_, params: { user: User }) => ({ user: params.user, problem: null })),
    /** The app provides it: tell the session, then go where the visitor was headed. */
    signedIn: (_, _params: { user: User }) => {},
  },
}).createMachine({
  id: 'login',
  context: { email: '', problem: null, user: null },
  initial: 'editing',
  states: {
    editing: {
      on: { SUBMIT: { target: 'submitting', actions: { type: 'storeEmail', params: ({ event }) => ({ email: event.email }) } } },
    },
    // No SUBMIT here: a second click while the call is under way is ignored.
    submitting: {
      invoke: {
        id: 'login',
        src: 'login',
        // The SUBMIT that entered this state carries the password; it goes straight to the call.
        input: ({ event }) => ({ email: event.email.trim(), password: event.password }),
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'signedIn', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isUnverified', params: ({ event }) => ({ error: event.error }) },
            target: 'unverified',
            actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** Wrong credentials, rate limited, offline: the problem says which. */
    failed: {
      on: { SUBMIT: { target: 'submitting', actions: { type: 'storeEmail', params: ({ event }) => ({ email: event.email }) } } },
    },
    /** The password was right but the address is not confirmed yet. */
    unverified: {
      on: { SUBMIT: { target: 'submitting', actions: { type: 'storeEmail', params: ({ event }) => ({ email: event.email }) } } },
    },
    signedIn: { type: 'final' },
  },
});
