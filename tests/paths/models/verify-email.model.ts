import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { verifyEmailMachine } from '@/machines/verify-email.machine';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const token = 'Zq3_x-9aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789';
const spent: ApiProblem = { message: 'This link has expired or was already used.', code: 'TOKEN_INVALID' };
const malformed: ApiProblem = { message: 'Some fields need your attention.', code: 'VALIDATION_FAILED', fields: { token: 'This value is not valid.' } };
const unavailable: ApiProblem = { message: 'The service is unavailable right now.', code: 'UNAVAILABLE' };
const offline = new TypeError('Failed to fetch');

const calls: Array<{ token: string }> = [];
let seen = 0;

export default definePathModel({
  name: 'verifyEmail',
  machine: verifyEmailMachine.provide({
    actors: {
      verifyEmail: fromPromise<{ email: string }, { token: string }>(({ input }) => {
        calls.push(input);
        return new Promise(() => {});
      }),
    },
  }),
  input: { token },
  events: [
    doneEvent('verifyEmail', { email: 'ada@example.com' }),
    errorEvent('verifyEmail', spent),
    errorEvent('verifyEmail', malformed),
    errorEvent('verifyEmail', unavailable),
    errorEvent('verifyEmail', offline),
    { type: 'RETRY' },
  ],
  everyStep({ snapshot, event }) {
    expect(snapshot.context.token).toBe(token);
    // One call on arrival, one more per RETRY: never a call the visitor did not cause.
    const made = calls.length - seen;
    seen = calls.length;
    expect(made).toBe(event.type === 'xstate.init' || event.type === 'RETRY' ? 1 : 0);
    if (made) expect(calls.at(-1)).toEqual({ token });
  },
  states: {
    verifying: ({ snapshot }) => expect(snapshot.context.email).toBeNull(),
    verified: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.email).toBe('ada@example.com');
    },
    // A bad link: only a new link helps, so no RETRY from here.
    invalid: ({ snapshot }) => {
      expect(['TOKEN_INVALID', 'VALIDATION_FAILED']).toContain(snapshot.context.problem?.code);
      expect(snapshot.can({ type: 'RETRY' })).toBe(false);
    },
    failed: ({ snapshot }) => {
      expect(['UNAVAILABLE', 'NETWORK']).toContain(snapshot.context.problem?.code);
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
    },
  },
});
