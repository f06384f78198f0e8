import { expect } from 'vitest';
import type { ApiProblem } from '@/lib/api-problem';
import { fromPromise } from 'xstate';
import { formSubmissionMachine, RESEND_COOLDOWN_MS, type FormValues } from '@/machines/form-submission.machine';
import { afterEvent, definePathModel, doneEvent, errorEvent } from '../harness';

const rateLimited: ApiProblem = { message: 'Too many attempts.', code: 'RATE_LIMITED' };
const offline = new TypeError('Failed to fetch');
const first = { email: 'ada@example.com' };
const second = { email: 'grace@example.com' };

// As "Send it again" uses it: a cooldown after each success.
export default definePathModel({
  name: 'formSubmission',
  // The call never settles: the path says how it ends.
  machine: formSubmissionMachine.provide({ actors: { submit: fromPromise<unknown, FormValues>(() => new Promise(() => {})) } }),
  input: { cooldownMs: RESEND_COOLDOWN_MS },
  events: [
    { type: 'SUBMIT', values: first },
    { type: 'SUBMIT', values: second },
    { type: 'RESET' },
    doneEvent('submit', 'accepted'),
    errorEvent('submit', rateLimited),
    errorEvent('submit', offline),
    afterEvent('cooldown', 'formSubmission.succeeded.coolingDown'),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    // A SUBMIT is taken only where the form is open: never while sending or cooling down.
    if (event.type === 'SUBMIT' && previous) {
      const open = previous.matches('idle') || previous.matches('failed') || previous.matches({ succeeded: 'ready' });
      if (open) {
        expect(snapshot.matches('submitting')).toBe(true);
        expect(snapshot.context.values).toEqual(event.values);
      } else {
        expect(snapshot.value).toEqual(previous.value);
        expect(snapshot.context).toEqual(previous.context);
      }
    }
    const told = actions.filter((action) => action.type === 'submitted');
    if (event.type === 'xstate.done.actor.submit') {
      expect(told).toEqual([{ type: 'submitted', params: { values: previous?.context.values, output: 'accepted' } }]);
    } else {
      expect(told).toEqual([]);
    }
  },
  states: {
    idle: ({ snapshot, timers }) => {
      expect(snapshot.context).toMatchObject({ values: null, output: null, problem: null });
      expect(timers).toEqual([]);
    },
    submitting: ({ snapshot }) => expect(snapshot.context.problem).toBeNull(),
    failed: ({ snapshot }) => {
      expect(snapshot.context.problem?.code).toMatch(/^(RATE_LIMITED|NETWORK)$/);
      expect(snapshot.context.problem?.message).toBeTruthy();
    },
    'succeeded.coolingDown': ({ timers }) => expect(timers).toEqual([RESEND_COOLDOWN_MS]),
    'succeeded.ready': ({ snapshot, timers }) => {
      expect(timers).toEqual([]);
      expect(snapshot.context.output).toBe('accepted');
    },
  },
});
