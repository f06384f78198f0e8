import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type SessionUser = components['schemas']['SessionUser'];

export interface EmailChangeConfirmContext {
  token: string;
  /** The account's address once moved, as the server says it. */
  email: string | null;
  problem: ApiProblem | null;
}

export interface EmailChangeConfirmInput {
  token: string;
}

/**
 * Codes that mean this link cannot move the account, whatever is tried again: expired, spent,
 * another account's, malformed, or an address another account took meanwhile. A new request
 * from the settings page is the way on.
 */
const LINK_PROBLEMS = new Set(['TOKEN_INVALID', 'VALIDATION_FAILED', 'EMAIL_TAKEN']);

function notProvided(): never {
  throw new Error("emailChangeConfirmMachine: provide the 'confirmChange' actor");
}

/**
 * Opening the link mailed to the new address, signed in (the route asks for it first): confirming
 * on arrival, then confirmed, or invalid (a new request helps), or failed (network, server: try
 * again, the link is still good).
 */
export const emailChangeConfirmMachine = setup({
  types: {
    context: {} as EmailChangeConfirmContext,
    events: {} as { type: 'RETRY' },
    input: {} as EmailChangeConfirmInput,
  },
  actors: {
    confirmChange: fromPromise<SessionUser, { token: string }>(async () => notProvided()),
  },
  guards: {
    isLinkProblem: (_, params: { error: unknown }) => LINK_PROBLEMS.has(toProblem(params.error).code),
  },
  actions: {
    storeEmail: assign((_, params: { email: string }) => ({ email: params.email, problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    /** For the app to take the account as it is now (the session's user); a no-op here. */
    changed: (_, _params: SessionUser) => {},
  },
}).createMachine({
  id: 'emailChangeConfirm',
  context: ({ input }) => ({ token: input.token, email: null, problem: null }),
  initial: 'confirming',
  states: {
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmChange',
        src: 'confirmChange',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'confirmed',
          actions: [
            { type: 'storeEmail', params: ({ event }) => ({ email: event.output.user.email }) },
            { type: 'changed', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            guard: { type: 'isLinkProblem', params: ({ event }) => ({ error: event.error }) },
            target: 'invalid',
            actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    confirmed: { type: 'final' },
    invalid: {},
    failed: {
      on: { RETRY: 'confirming' },
    },
  },
});
