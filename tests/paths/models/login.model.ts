import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import { loginMachine, type Credentials, type User } from '@/machines/login.machine';
import { ada } from '../../doubles/fixtures/accounts';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const wrongPassword: ApiProblem = { message: 'The e-mail address or password is incorrect.', code: 'INVALID_CREDENTIALS' };
const unverified: ApiProblem = { message: 'Your e-mail address is not confirmed yet.', code: 'EMAIL_NOT_VERIFIED' };
const rateLimited: ApiProblem = { message: 'Too many attempts. Please wait 15 min and try again.', code: 'RATE_LIMITED' };
const offline = new TypeError('Failed to fetch');

// The call never settles (the path says how it ends) but shows what it was sent.
let sent: Credentials[] = [];

const machine = loginMachine.provide({
  actors: {
    login: fromPromise<User, Credentials>(({ input }) => {
      sent.push(input);
      return new Promise(() => {});
    }),
  },
});

const SUBMIT = { type: 'SUBMIT', email: ' ada@example.com ', password: 'correct horse' } as const;

export default definePathModel({
  name: 'login',
  machine,
  events: [
    SUBMIT,
    doneEvent('login', ada),
    errorEvent('login', wrongPassword),
    errorEvent('login', unverified),
    errorEvent('login', rateLimited),
    errorEvent('login', offline),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') sent = [];
    // The password goes to the call and nowhere else.
    expect(JSON.stringify(snapshot.context)).not.toContain('correct horse');
    // A SUBMIT starts exactly one call, and only when none is under way.
    const started = event.type === 'SUBMIT' && !previous?.matches('submitting');
    if (event.type === 'SUBMIT') {
      expect(sent.at(-1)).toEqual({ email: 'ada@example.com', password: 'correct horse' });
      if (!started) expect(snapshot.value).toEqual(previous?.value);
    }
    // The app is told exactly once, with the user the server returned.
    const told = actions.filter((action) => action.type === 'signedIn');
    expect(told).toEqual(event.type === 'xstate.done.actor.login' ? [{ type: 'signedIn', params: { user: ada } }] : []);
  },
  states: {
    editing: ({ snapshot }) => expect(snapshot.context).toEqual({ email: '', problem: null, user: null }),
    submitting: ({ snapshot }) => {
      expect(snapshot.context.email).toBe('ada@example.com');
      expect(snapshot.context.problem).toBeNull();
    },
    // Only an error leads here; a thrown network error becomes a problem the page can show.
    failed: ({ snapshot, event }) => {
      const error = (event as { error?: unknown }).error;
      expect(snapshot.context.problem).toEqual(error instanceof Error ? { message: m.error_network(), code: 'NETWORK' } : error);
      expect(snapshot.context.problem?.code).not.toBe('EMAIL_NOT_VERIFIED');
    },
    unverified: ({ snapshot }) => {
      expect(snapshot.context.problem).toEqual(unverified);
      // Kept for "Send a new link".
      expect(snapshot.context.email).toBe('ada@example.com');
    },
    signedIn: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.user).toEqual(ada);
    },
  },
});
