import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { emailChangeConfirmMachine, type SessionUser } from '@/machines/email-change-confirm.machine';
import { ada } from '../../doubles/fixtures/accounts';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const token = 'Zq3_x-9aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789';
const moved: SessionUser = { user: { ...ada, email: 'ada@engines.example' } };
const spent: ApiProblem = { message: 'This link has expired or was already used.', code: 'TOKEN_INVALID' };
const taken: ApiProblem = { message: 'An account with this e-mail address already exists.', code: 'EMAIL_TAKEN', fields: { token: 'An account with this e-mail address already exists.' } };
const unavailable: ApiProblem = { message: 'The service is unavailable right now.', code: 'UNAVAILABLE' };
const offline = new TypeError('Failed to fetch');

const calls: Array<{ token: string }> = [];
let seen = 0;

export default definePathModel({
  name: 'emailChangeConfirm',
  machine: emailChangeConfirmMachine.provide({
    actors: {
      confirmChange: fromPromise<SessionUser, { token: string }>(({ input }) => {
        calls.push(input);
        return new Promise(() => {});
      }),
    },
  }),
  input: { token },
  events: [
    doneEvent('confirmChange', moved),
    errorEvent('confirmChange', spent),
    errorEvent('confirmChange', taken),
    errorEvent('confirmChange', unavailable),
    errorEvent('confirmChange', offline),
    { type: 'RETRY' },
  ],
  everyStep({ snapshot, event }) {
    // One call on arrival, one more per RETRY: never a call the person did not cause.
    const made = calls.length - seen;
    seen = calls.length;
    expect(made).toBe(event.type === 'xstate.init' || event.type === 'RETRY' ? 1 : 0);
    if (made) expect(calls.at(-1)).toEqual({ token });
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('confirming'));
  },
  states: {
    confirming: ({ snapshot }) => expect(snapshot.context.email).toBeNull(),
    confirmed: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.email).toBe('ada@engines.example');
    },
    // Only a new request helps: no RETRY from here.
    invalid: ({ snapshot }) => {
      expect(['TOKEN_INVALID', 'EMAIL_TAKEN']).toContain(snapshot.context.problem?.code);
      expect(snapshot.can({ type: 'RETRY' })).toBe(false);
    },
    failed: ({ snapshot }) => {
      expect(['UNAVAILABLE', 'NETWORK']).toContain(snapshot.context.problem?.code);
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
    },
  },
});
