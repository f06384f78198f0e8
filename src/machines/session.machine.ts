import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { clearSavedState, readLocal, removeLocal, TERMS_KEY, USER_KEY, writeLocal } from '@/lib/storage';
import { withTimeout } from '@/lib/with-timeout';

export type User = components['schemas']['User'];

export interface SessionContext {
  user: User | null;
  isAuthenticated: boolean;
  termsAccepted: boolean;
  /** The server ended the session (a 401 while signed in), so the UI can say why. */
  expired: boolean;
}

export type SessionEvent =
  | { type: 'SIGNED_IN'; user: User }
  | { type: 'USER_UPDATED'; user: User }
  | { type: 'SIGN_OUT' }
  | { type: 'SESSION_EXPIRED' }
  | { type: 'ACCEPT_TERMS' };

/** Read from storage by the app, so the machine itself never touches it. */
export interface SessionInput {
  termsAccepted?: boolean;
}

/** The first client's restore limit. */
export const RESTORE_TIMEOUT_MS = 5000;

/** Resolves the user on 200, null on 401 (no session); rejects on anything else. */
export type FetchMe = (signal: AbortSignal) => Promise<User | null>;

// A corrupt or tampered stored profile must not become a signed-in user.
export function isStoredUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['id', 'email', 'firstname', 'lastname', 'role'].every((key) => typeof v[key] === 'string');
}

export function readSessionInput(): SessionInput {
  return { termsAccepted: readLocal(TERMS_KEY) === true };
}

/**
 * The real 'restoreSession': asks the server, at most RESTORE_TIMEOUT_MS.
 * A slow or unreachable server keeps the visitor signed in on the stored profile
 * (the next API 401 expires it); a 401 means the stored profile is stale.
 */
export async function restoreSessionFromServer(
  fetchMe: FetchMe,
  {
    timeoutMs = RESTORE_TIMEOUT_MS,
    storedUser = () => readLocal(USER_KEY, isStoredUser),
    forgetStoredUser = () => removeLocal(USER_KEY),
  }: { timeoutMs?: number; storedUser?: () => User | null; forgetStoredUser?: () => void } = {},
): Promise<User | null> {
  const controller = new AbortController();
  let user: User | null;
  try {
    user = await withTimeout(fetchMe(controller.signal), timeoutMs, (error) => {
      console.warn(`Session restore: ${error.message}, using the stored profile`);
      controller.abort(error);
    });
  } catch {
    return storedUser();
  }
  if (user === null) forgetStoredUser();
  return user;
}

/** The actors the app provides: `sessionMachine.provide({ actors: sessionActors(api) })`. */
export function sessionActors(api: { fetchMe: FetchMe; logout: () => Promise<unknown> }) {
  return {
    restoreSession: fromPromise<User | null>(() => restoreSessionFromServer(api.fetchMe)),
    signOut: fromPromise<void>(async () => {
      await api.logout();
    }),
  };
}

function notProvided(name: string): never {
  throw new Error(`sessionMachine: provide the '${name}' actor (see sessionActors)`);
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput | undefined,
  },
  actors: {
    // Defaults fail loudly in the restore/sign-out error paths; the app provides the API-backed ones.
    restoreSession: fromPromise<User | null>(async () => notProvided('restoreSession')),
    signOut: fromPromise<void>(async () => notProvided('signOut')),
  },
  guards: {
    // Loose on purpose: an output of undefined is no user either.
    hasUser: (_, params: { user: User | null | undefined }) => params.user != null,
  },
  actions: {
    setUser: assign((_, params: { user: User }) => ({ user: params.user, isAuthenticated: true, expired: false })),
    forgetUser: assign((_, params: { expired: boolean }) => ({ user: null, isAuthenticated: false, expired: params.expired })),
    acceptTerms: assign({ termsAccepted: true }),
    storeUser: (_, params: { user: User }) => {
      writeLocal(USER_KEY, params.user);
    },
    clearSavedState: () => clearSavedState(),
    storeTermsAccepted: () => {
      writeLocal(TERMS_KEY, true);
    },
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: null,
    isAuthenticated: false,
    termsAccepted: input?.termsAccepted ?? false,
    expired: false,
  }),
  initial: 'restoring',
  on: {
    // Terms can be accepted signed in or not, even while restoring.
    ACCEPT_TERMS: { actions: ['acceptTerms', 'storeTermsAccepted'] },
  },
  states: {
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasUser', params: ({ event }) => ({ user: event.output }) },
            target: 'authenticated',
            actions: [
              // Non-null: the hasUser guard above passed.
              { type: 'setUser', params: ({ event }) => ({ user: event.output as User }) },
              // Refresh the stored copy with what the server says now.
              { type: 'storeUser', params: ({ event }) => ({ user: event.output as User }) },
            ],
          },
          { target: 'anonymous' },
        ],
        onError: { target: 'anonymous' },
      },
    },
    anonymous: {
      on: {
        SIGNED_IN: {
          target: 'authenticated',
          actions: [
            { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
            { type: 'storeUser', params: ({ event }) => ({ user: event.user }) },
          ],
        },
      },
    },
    authenticated: {
      on: {
        USER_UPDATED: {
          actions: [
            { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
            { type: 'storeUser', params: ({ event }) => ({ user: event.user }) },
          ],
        },
        SIGN_OUT: { target: 'signingOut' },
        SESSION_EXPIRED: {
          target: 'anonymous',
          actions: [{ type: 'forgetUser', params: { expired: true } }, 'clearSavedState'],
        },
      },
    },
    signingOut: {
      // Cleared before the call: the visitor asked to leave, whatever the server answers.
      entry: 'clearSavedState',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'anonymous', actions: { type: 'forgetUser', params: { expired: false } } },
        onError: { target: 'anonymous', actions: { type: 'forgetUser', params: { expired: false } } },
      },
    },
  },
});
