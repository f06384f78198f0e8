import { assign, fromPromise, setup } from 'xstate';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export interface VerifyEmailContext {
  token: string;
  /** The confirmed address, as the server says it. */
  email: string | null;
  problem: ApiProblem | null;
}

export type VerifyEmailEvent = { type: 'RETRY' };

export interface VerifyEmailInput {
  token: string;
}

/** Codes that mean the link itself is bad: asking again will not help, a new link will. */
const LINK_PROBLEMS = new Set(['TOKEN_INVALID', 'VALIDATION_FAILED']);

function notProvided(): never {
  throw new Error("verifyEmailMachine: provide the 'verifyEmail' actor");
}

/**
 * Confirming an address from the mailed link: verifying on arrival, then
 * verified, or invalid (expired or unknown link: offer a new one), or failed
 * (network, server: offer to try again).
 *
 * The actor is invoked once per entry into 'verifying'; React StrictMode's
 * second mount restarts it, so the app's actor shares one request per token.
 */
export const verifyEmailMachine = setup({
  types: {
    context: {} as VerifyEmailContext,
    events: {} as VerifyEmailEvent,
    input: {} as VerifyEmailInput,
  },
  actors: {
    verifyEmail: fromPromise<{ email: string }, { token: string }>(async () => notProvided()),
  },
  guards: {
    isLinkProblem: (_, params: { error: unknown }) => LINK_PROBLEMS.has(toProblem(params.error).code),
  },
  actions: {
    storeEmail: assign((_, params: { email: string }) => ({ email: params.email, problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({ token: input.token, email: null, problem: null }),
  initial: 'verifying',
  states: {
    verifying: {
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'verified',
          actions: { type: 'storeEmail', params: ({ event }) => ({ email: event.output.email }) },
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
    verified: { type: 'final' },
    invalid: {},
    failed: {
      on: { RETRY: 'verifying' },
    },
  },
});
