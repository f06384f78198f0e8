import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import { loginMachine, type Credentials, type LoginAnswer, type SecondStepAnswer, type User } from '@/machines/login.machine';
import { ada } from '../../doubles/fixtures/accounts';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const wrongPassword: ApiProblem = { message: 'The e-mail address or password is incorrect.', code: 'INVALID_CREDENTIALS' };
const unverified: ApiProblem = { message: 'Your e-mail address is not confirmed yet.', code: 'EMAIL_NOT_VERIFIED' };
const rateLimited: ApiProblem = { message: 'Too many attempts. Please wait 15 min and try again.', code: 'RATE_LIMITED' };
const offline = new TypeError('Failed to fetch');
const challenge: LoginAnswer = { challenge: { second_step: 'totp', expires_at: '2026-03-01T08:10:00.000Z' } };
const wrongCode: ApiProblem = { message: 'That code is not right.', code: 'INVALID_TWO_FACTOR_CODE' };
const expired: ApiProblem = { message: 'This sign-in has expired. Enter your e-mail and password again.', code: 'TWO_FACTOR_CHALLENGE_EXPIRED' };
const tooMany: ApiProblem = { message: 'Too many attempts. Please wait 15 min and try again.', code: 'TOO_MANY_REQUESTS' };

// The calls never settle (the path says how they end) but show what they were sent.
let sent: Credentials[] = [];
let codes: SecondStepAnswer[] = [];

const machine = loginMachine.provide({
  actors: {
    login: fromPromise<LoginAnswer, Credentials>(({ input }) => {
      sent.push(input);
      return new Promise(() => {});
    }),
    completeSecondStep: fromPromise<User, SecondStepAnswer>(({ input }) => {
      codes.push(input);
      return new Promise(() => {});
    }),
  },
});

const SUBMIT = { type: 'SUBMIT', email: ' ada@example.com ', password: 'correct horse' } as const;
const VERIFY = { type: 'VERIFY', code: ' 917 364 ', rememberDevice: true } as const;

export default definePathModel({
  name: 'login',
  machine,
  events: [
    SUBMIT,
    VERIFY,
    { type: 'USE_RECOVERY_CODE' },
    { type: 'USE_APP_CODE' },
    { type: 'BACK' },
    doneEvent('login', { user: ada }),
    doneEvent('login', challenge),
    errorEvent('login', wrongPassword),
    errorEvent('login', unverified),
    errorEvent('login', rateLimited),
    errorEvent('login', offline),
    doneEvent('completeSecondStep', ada),
    errorEvent('completeSecondStep', wrongCode),
    errorEvent('completeSecondStep', expired),
    errorEvent('completeSecondStep', tooMany),
    errorEvent('completeSecondStep', offline),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') {
      sent = [];
      codes = [];
    }
    // Neither the password nor the code enters the context: they go to their call and nowhere else.
    expect(JSON.stringify(snapshot.context)).not.toContain('correct horse');
    expect(JSON.stringify(snapshot.context)).not.toContain('917');
    // A SUBMIT starts exactly one call, and only when none is under way.
    const started = event.type === 'SUBMIT' && !previous?.matches('submitting');
    if (event.type === 'SUBMIT') {
      expect(sent.at(-1)).toEqual({ email: 'ada@example.com', password: 'correct horse' });
      if (!started) expect(snapshot.value).toEqual(previous?.value);
    }
    // A VERIFY sends the kind of code chosen, once, and only from the second step.
    if (event.type === 'VERIFY') {
      if (previous?.matches('secondStep')) {
        const code = previous.context.method === 'app' ? { code: '917 364' } : { recovery_code: '917 364' };
        expect(codes.at(-1)).toEqual({ ...code, remember_device: true });
        expect(snapshot.matches('verifying')).toBe(true);
      } else {
        expect(snapshot.value).toEqual(previous?.value);
      }
    }
    // Nothing leaves the step while the code is being checked.
    if (previous?.matches('verifying') && !event.type.startsWith('xstate.')) expect(snapshot.value).toEqual(previous.value);
    // The app is told exactly once, with the user the server returned, after either step.
    const told = actions.filter((action) => action.type === 'signedIn');
    const signedInNow = (event.type === 'xstate.done.actor.login' && 'user' in (event.output as LoginAnswer)) || event.type === 'xstate.done.actor.completeSecondStep';
    expect(told).toEqual(signedInNow ? [{ type: 'signedIn', params: { user: ada } }] : []);
  },
  states: {
    editing: ({ snapshot, event }) => {
      if (event.type === 'BACK') expect(snapshot.context.problem).toBeNull();
      else expect(snapshot.context).toEqual({ email: '', problem: null, user: null, method: 'app' });
    },
    submitting: ({ snapshot }) => {
      expect(snapshot.context.email).toBe('ada@example.com');
      expect(snapshot.context.problem).toBeNull();
      expect(snapshot.hasTag('busy')).toBe(true);
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
    // Back to the password, saying why; the address stays for the form.
    expired: ({ snapshot }) => {
      expect(snapshot.context.problem).toEqual(expired);
      expect(snapshot.context.email).toBe('ada@example.com');
      expect(snapshot.hasTag('secondStep')).toBe(false);
    },
    'secondStep.entering': ({ snapshot, event }) => {
      expect(snapshot.context.problem).toBeNull();
      expect(snapshot.hasTag('secondStep')).toBe(true);
      // The app's code first; the other kind only when asked for.
      expect(snapshot.context.method).toBe(event.type === 'USE_RECOVERY_CODE' ? 'recovery' : 'app');
    },
    'secondStep.wrongCode': ({ snapshot }) => {
      expect(snapshot.context.problem).toEqual(wrongCode);
      expect(snapshot.hasTag('codeRejected')).toBe(true);
    },
    'secondStep.waiting': ({ snapshot }) => {
      expect(snapshot.context.problem).toEqual(tooMany);
      expect(snapshot.hasTag('codeRejected')).toBe(false);
    },
    'secondStep.failed': ({ snapshot }) => {
      expect(snapshot.context.problem).toEqual({ message: m.error_network(), code: 'NETWORK' });
      expect(snapshot.hasTag('codeRejected')).toBe(false);
    },
    verifying: ({ snapshot }) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.hasTag('secondStep')).toBe(true);
    },
    signedIn: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.user).toEqual(ada);
    },
  },
});
