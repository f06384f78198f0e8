import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';
import type { CodeKind } from '@/lib/two-factor-codes';

export type User = components['schemas']['User'];
export type Credentials = components['schemas']['LoginRequest'];
export type TwoFactorChallenge = components['schemas']['TwoFactorChallenge'];
export type SecondStepAnswer = components['schemas']['TwoFactorSignIn'];

/** What the password step answers: a session (200), or a second step to take first (202). */
export type LoginAnswer = { user: User } | { challenge: TwoFactorChallenge };

export interface LoginContext {
  /** Kept for "Send a new link" after EMAIL_NOT_VERIFIED; the password never enters the context. */
  email: string;
  problem: ApiProblem | null;
  user: User | null;
  /** Which code the second step asks for: the app's six digits, or one of the saved recovery codes. */
  method: CodeKind;
}

export type LoginEvent =
  | { type: 'SUBMIT'; email: string; password: string }
  /** The second step's code, as typed; it goes to the call and never enters the context. */
  | { type: 'VERIFY'; code: string; rememberDevice: boolean }
  | { type: 'USE_RECOVERY_CODE' }
  | { type: 'USE_APP_CODE' }
  /** "Sign in with another account": back to the password step. */
  | { type: 'BACK' };

function notProvided(name: string): never {
  throw new Error(`loginMachine: provide the '${name}' actor`);
}

// Both codes the server has used for a 429 (server/http/rate-limit.ts answers RATE_LIMITED).
const WAIT_CODES = new Set(['RATE_LIMITED', 'TOO_MANY_REQUESTS']);

/** The user of a password step that signed in; `asksSecondStep` has sent the other answer on. */
const userOf = (answer: LoginAnswer) => (answer as { user: User }).user;

/**
 * Sign in: editing → submitting → signedIn, or back to a state that says why not.
 * An unconfirmed address has its own state so the page can offer a new link.
 * SUBMIT is not handled while a call is under way, so a double click sends once.
 *
 * When two-factor sign-in is on (202 from /auth/login), the password step leads to
 * `secondStep`: a code from the authenticator app, or a recovery code, then signedIn exactly
 * as after the password. A wrong code stays on the step (`wrongCode`: the page puts it on the
 * field); an expired challenge (the server keeps it 10 minutes, openapi/paths/auth.yaml) goes
 * back to the password step (`expired`), since only the password starts a new one.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    login: fromPromise<LoginAnswer, Credentials>(async () => notProvided('login')),
    completeSecondStep: fromPromise<User, SecondStepAnswer>(async () => notProvided('completeSecondStep')),
  },
  guards: {
    isUnverified: (_, params: { error: unknown }) => toProblem(params.error).code === 'EMAIL_NOT_VERIFIED',
    asksSecondStep: (_, params: { answer: LoginAnswer }) => 'challenge' in params.answer,
    isExpired: (_, params: { error: unknown }) => toProblem(params.error).code === 'TWO_FACTOR_CHALLENGE_EXPIRED',
    isWrongCode: (_, params: { error: unknown }) => {
      const problem = toProblem(params.error);
      return problem.code === 'INVALID_TWO_FACTOR_CODE' || Boolean(problem.fields?.code ?? problem.fields?.recovery_code);
    },
    isRateLimited: (_, params: { error: unknown }) => WAIT_CODES.has(toProblem(params.error).code),
  },
  actions: {
    storeEmail: assign((_, params: { email: string }) => ({ email: params.email.trim(), problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    storeUser: assign((_, params: { user: User }) => ({ user: params.user, problem: null })),
    startSecondStep: assign({ method: 'app' as const, problem: null }),
    useMethod: assign((_, params: { method: CodeKind }) => ({ method: params.method, problem: null })),
    clearProblem: assign({ problem: null }),
    /** The app provides it: tell the session, then go where the visitor was headed. */
    signedIn: (_, _params: { user: User }) => {},
  },
}).createMachine({
  id: 'login',
  context: { email: '', problem: null, user: null, method: 'app' },
  initial: 'editing',
  states: {
    editing: {
      on: { SUBMIT: { target: 'submitting', actions: { type: 'storeEmail', params: ({ event }) => ({ email: event.email }) } } },
    },
    // No SUBMIT here: a second click while the call is under way is ignored.
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        // The SUBMIT that entered this state carries the password; it goes straight to the call.
        input: ({ event }) => {
          const { email, password } = event as Extract<LoginEvent, { type: 'SUBMIT' }>;
          return { email: email.trim(), password };
        },
        onDone: [
          {
            guard: { type: 'asksSecondStep', params: ({ event }) => ({ answer: event.output }) },
            target: 'secondStep',
            actions: 'startSecondStep',
          },
          {
            target: 'signedIn',
            actions: [
              { type: 'storeUser', params: ({ event }) => ({ user: userOf(event.output) }) },
              { type: 'signedIn', params: ({ event }) => ({ user: userOf(event.output) }) },
            ],
          },
        ],
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
    /** The second step took too long (or its cookie is gone): the password again, with the server's words. */
    expired: {
      on: { SUBMIT: { target: 'submitting', actions: { type: 'storeEmail', params: ({ event }) => ({ email: event.email }) } } },
    },
    secondStep: {
      tags: ['secondStep'],
      initial: 'entering',
      on: {
        VERIFY: 'verifying',
        USE_RECOVERY_CODE: { target: '.entering', actions: { type: 'useMethod', params: { method: 'recovery' } } },
        USE_APP_CODE: { target: '.entering', actions: { type: 'useMethod', params: { method: 'app' } } },
        BACK: { target: 'editing', actions: 'clearProblem' },
      },
      states: {
        entering: {},
        /** The code was not right: the page says so on the field. */
        wrongCode: { tags: ['codeRejected'] },
        /** Too many codes tried (429): the page says to wait. */
        waiting: {},
        /** Offline, or anything else: the problem says which. */
        failed: {},
      },
    },
    // Still the second step, but neither VERIFY, BACK nor a change of code while the call is under way.
    verifying: {
      tags: ['secondStep', 'busy'],
      invoke: {
        id: 'completeSecondStep',
        src: 'completeSecondStep',
        // The VERIFY that entered this state carries the code; it goes straight to the call.
        input: ({ context, event }) => {
          const { code, rememberDevice } = event as Extract<LoginEvent, { type: 'VERIFY' }>;
          return context.method === 'app'
            ? { code: code.trim(), remember_device: rememberDevice }
            : { recovery_code: code.trim(), remember_device: rememberDevice };
        },
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'signedIn', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'isWrongCode', params: ({ event }) => ({ error: event.error }) },
            target: 'secondStep.wrongCode',
            actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
            target: 'secondStep.waiting',
            actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'secondStep.failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    signedIn: { type: 'final' },
  },
});
