import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import {
  APPLY_NOTE_MAX,
  jobApplicationMachine,
  type CandidateApplication,
} from '@/machines/job-application.machine';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const jobId = '33333333-3333-4333-8333-333333333333';
const applicationId = '44444444-4444-4444-8444-444444444444';

const base: CandidateApplication = {
  id: applicationId,
  status: 'applied',
  source: 'invited',
  invitation_message: 'Your profile fits our bookkeeping team.',
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-02T08:00:00.000Z',
  job: { id: jobId, title: 'Bookkeeper', hire_type: 'full_time', status: 'open' },
  employer: { company_name: 'Analytical Engines Ltd', contact_name: 'Ada Lovelace' },
};
const applied: CandidateApplication = { ...base, note: 'Happy to start in April.' };
const withdrawn: CandidateApplication = { ...base, status: 'withdrawn' };
const closed: ApiProblem = { message: 'This job is no longer taking applications.', code: 'JOB_NOT_OPEN' };
const offline = new TypeError('Failed to fetch');
const notNow: ApiProblem = { message: 'An application with an open offer cannot be withdrawn.', code: 'APPLICATION_HAS_OFFER' };

let applies: Array<{ jobId: string; note: string }> = [];
let withdrawals: string[] = [];

// Where the candidate stands decides where the flow starts: with an invitation (applying accepts it,
// withdrawing declines it; every state is reachable from here) or with an application already sent.
const invited = { id: applicationId, status: 'invited' } as const;
const alreadyApplied = { id: applicationId, status: 'applied' } as const;

export default definePathModel({
  name: 'jobApplication',
  machine: jobApplicationMachine.provide({
    actors: {
      apply: fromPromise<CandidateApplication, { jobId: string; note: string }>(({ input }) => {
        applies.push(input);
        return new Promise(() => {});
      }),
      withdraw: fromPromise<CandidateApplication, { applicationId: string }>(({ input }) => {
        withdrawals.push(input.applicationId);
        return new Promise(() => {});
      }),
    },
  }),
  inputs: [
    { name: 'invited', input: { jobId, application: invited } },
    { name: 'applied already', input: { jobId, application: alreadyApplied } },
  ],
  events: [
    { type: 'SUBMIT', note: '  Happy to start in April.  ' },
    { type: 'SUBMIT', note: 'x'.repeat(APPLY_NOTE_MAX + 1) },
    { type: 'WITHDRAW' },
    { type: 'CANCEL' },
    { type: 'CONFIRM' },
    doneEvent('apply', applied),
    errorEvent('apply', closed),
    errorEvent('apply', offline),
    doneEvent('withdraw', withdrawn),
    errorEvent('withdraw', notNow),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') {
      applies = [];
      withdrawals = [];
    }
    if (event.type === 'SUBMIT' && previous) {
      const open = previous.matches('composing') || previous.matches('failed');
      if (open && event.note.length <= APPLY_NOTE_MAX) {
        expect(snapshot.matches('submitting')).toBe(true);
        // Sent once, trimmed.
        expect(applies.at(-1)).toEqual({ jobId, note: 'Happy to start in April.' });
      } else {
        // Too long, or already sent: nothing happens.
        expect(snapshot.value).toEqual(previous.value);
        expect(snapshot.context).toEqual(previous.context);
      }
    }
    if (event.type === 'CONFIRM' && previous?.matches('confirmingWithdraw')) {
      expect(withdrawals.at(-1)).toBe(applicationId);
    }
    const told = actions.filter((action) => ['applied', 'withdrawn', 'applyFailed'].includes(action.type));
    if (event.type === 'xstate.done.actor.apply') expect(told).toEqual([{ type: 'applied', params: { application: applied } }]);
    else if (event.type === 'xstate.done.actor.withdraw') expect(told).toEqual([{ type: 'withdrawn', params: { application: withdrawn } }]);
    else if (event.type === 'xstate.error.actor.apply') expect(told.map((action) => action.type)).toEqual(['applyFailed']);
    else expect(told).toEqual([]);
  },
  states: {
    composing: ({ snapshot }) => {
      expect(snapshot.context.application).toEqual(invited);
      expect(snapshot.context.problem).toBeNull();
    },
    submitting: ({ snapshot }) => {
      expect(snapshot.context.problem).toBeNull();
      expect(snapshot.can({ type: 'WITHDRAW' })).toBe(false);
    },
    failed: ({ snapshot }) => expect(snapshot.context.problem?.code).toMatch(/^(JOB_NOT_OPEN|NETWORK)$/),
    applied: ({ snapshot }) => {
      expect(snapshot.context.application).toEqual({ id: applicationId, status: 'applied' });
      expect(snapshot.can({ type: 'SUBMIT', note: '' })).toBe(false);
    },
    confirmingWithdraw: ({ snapshot, previous }) => {
      if (previous?.matches('withdrawing')) expect(snapshot.context.problem).toEqual(notNow);
      else expect(snapshot.context.problem).toBeNull();
    },
    withdrawing: ({ snapshot }) => expect(snapshot.can({ type: 'CANCEL' })).toBe(false),
    withdrawn: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.application?.status).toBe('withdrawn');
    },
  },
});
