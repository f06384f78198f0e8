import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { emailChangeMachine, type EmailChangeRequest, type EmailChangeStarted } from '@/machines/email-change.machine';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const values: EmailChangeRequest = { new_email: 'ada@engines.example', password: 'correct horse battery' };
const started: EmailChangeStarted = { new_email: 'ada@engines.example', expires_at: '2026-03-05T10:00:00.000Z' };
const wrongPassword: ApiProblem = { message: 'Your current password is incorrect.', code: 'PASSWORD_WRONG', fields: { password: 'Your current password is incorrect.' } };
const tooMany: ApiProblem = { message: 'Too many attempts. Try again in 60 minutes.', code: 'RATE_LIMITED' };

// The call never settles (the path says how it ends) but records what it was sent.
const calls: EmailChangeRequest[] = [];
let seen = 0;

export default definePathModel({
  name: 'emailChange',
  machine: emailChangeMachine.provide({
    actors: {
      requestChange: fromPromise<EmailChangeStarted, EmailChangeRequest>(({ input }) => {
        calls.push(input);
        return new Promise(() => {});
      }),
    },
  }),
  events: [
    { type: 'OPEN' },
    { type: 'CANCEL' },
    { type: 'SUBMIT', values },
    doneEvent('requestChange', started),
    errorEvent('requestChange', wrongPassword),
    errorEvent('requestChange', tooMany),
  ],
  everyStep({ snapshot, event }) {
    // One request per SUBMIT taken, with what was typed; none otherwise.
    const made = calls.length - seen;
    seen = calls.length;
    expect(made).toBe(event.type === 'SUBMIT' && snapshot.matches('requesting') ? 1 : 0);
    if (made) expect(calls.at(-1)).toEqual(values);
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('requesting'));
  },
  states: {
    closed: ({ snapshot }) => expect(snapshot.context.problem).toBeNull(),
    editing: ({ snapshot }) => {
      // The form takes another try whatever went wrong; CANCEL closes it.
      expect(snapshot.can({ type: 'SUBMIT', values })).toBe(true);
      expect(snapshot.can({ type: 'CANCEL' })).toBe(true);
    },
    requesting: ({ snapshot }) => expect(snapshot.can({ type: 'SUBMIT', values })).toBe(false),
    sent: ({ snapshot }) => {
      expect(snapshot.context.started).toEqual(started);
      expect(snapshot.context.problem).toBeNull();
    },
  },
});
