import { expect } from 'vitest';
import { sessionMachine, type SessionEvent, type User } from '@/machines/session.machine';
import { ada } from '../../doubles/fixtures/accounts';
import { definePathModel, doneEvent, errorEvent, pendingActor, type StepCheck } from '../harness';

const adaRenamed: User = { ...ada, firstname: 'Augusta' };

export const machine = sessionMachine.provide({
  actors: { restoreSession: pendingActor<User | null>(), signOut: pendingActor<void>() },
  // The harness sees every executed action (with params) through inspection; the fakes only keep storage untouched.
  actions: { storeUser: () => {}, clearSavedState: () => {}, storeTermsAccepted: () => {} },
});

const STORAGE_ACTIONS = new Set(['storeUser', 'clearSavedState', 'storeTermsAccepted']);

// The storage effects each step must have, exactly: nothing else may touch storage
// (an anonymous restore clearing 'main' would lose the visitor's language).
function expectedStorage({ event, previous }: StepCheck<typeof machine>): unknown[] {
  const e = event as SessionEvent | { type: string; output?: User | null };
  switch (e.type) {
    case 'SIGNED_IN':
    case 'USER_UPDATED':
      return [{ type: 'storeUser', params: { user: (e as { user: User }).user } }];
    case 'xstate.done.actor.restoreSession':
      return 'output' in e && e.output ? [{ type: 'storeUser', params: { user: e.output } }] : [];
    case 'ACCEPT_TERMS':
      return [{ type: 'storeTermsAccepted', params: undefined }];
    case 'SIGN_OUT':
    case 'SESSION_EXPIRED':
      return previous?.matches('authenticated') ? [{ type: 'clearSavedState', params: undefined }] : [];
    default:
      return [];
  }
}

export default definePathModel({
  name: 'session',
  machine,
  simplePaths: true, // about 130 paths, replayed in milliseconds
  input: { termsAccepted: false },
  events: [
    doneEvent('restoreSession', ada),
    doneEvent('restoreSession', null),
    errorEvent('restoreSession', new Error('offline')),
    { type: 'SIGNED_IN', user: ada },
    { type: 'USER_UPDATED', user: adaRenamed },
    { type: 'SIGN_OUT' },
    { type: 'SESSION_EXPIRED' },
    { type: 'ACCEPT_TERMS' },
    doneEvent('signOut'),
    errorEvent('signOut', new Error('offline')),
  ],
  everyStep(check) {
    const { context } = check.snapshot;
    const signedIn = check.snapshot.matches('authenticated') || check.snapshot.matches('signingOut');
    expect(context.isAuthenticated).toBe(signedIn);
    expect(context.user !== null).toBe(signedIn);
    expect(check.actions.filter((action) => STORAGE_ACTIONS.has(action.type))).toEqual(expectedStorage(check));
    if (check.event.type === 'ACCEPT_TERMS') expect(context.termsAccepted).toBe(true);
  },
  states: {
    authenticated: ({ snapshot, event }) => {
      expect(snapshot.context.expired).toBe(false);
      if ('user' in event) expect(snapshot.context.user).toEqual(event.user);
    },
    // Only a 401 while signed in marks the session expired; it lasts until the next sign-in.
    anonymous: ({ snapshot, previous, event }) => {
      const stays = previous?.matches('anonymous') ? previous.context.expired : false;
      expect(snapshot.context.expired).toBe(event.type === 'SESSION_EXPIRED' || stays);
    },
  },
});
