import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { jobInvitationMachine, type JobInvitationValues } from '@/machines/job-invitation.machine';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const CANDIDATE = '00000000-0000-4000-8000-0000000000c1';
const values = (jobId: string): JobInvitationValues => ({ candidateId: CANDIDATE, job_id: jobId, message: 'We would like you on the team.' });

const alreadyApplied: ApiProblem = { message: 'This candidate has already applied to this job.', code: 'ALREADY_APPLIED' };
const jobClosed: ApiProblem = { message: 'This job is no longer open.', code: 'JOB_NOT_OPEN' };
const refused: ApiProblem = { message: 'You have sent too many invitations today.', code: 'RATE_LIMITED' };

// The call never settles (the path says how it ends) but shows what it was sent.
let sent: JobInvitationValues[] = [];

const machine = jobInvitationMachine.provide({
  actors: {
    invite: fromPromise<unknown, JobInvitationValues>(({ input }) => {
      sent.push(input);
      return new Promise(() => {});
    }),
  },
});

export default definePathModel({
  name: 'jobInvitation',
  machine,
  events: [
    { type: 'CHOOSE', jobId: 'job-1' },
    { type: 'CHOOSE', jobId: 'job-2' },
    { type: 'SUBMIT', values: values('job-1') },
    doneEvent('invite', { ok: true }),
    errorEvent('invite', alreadyApplied),
    errorEvent('invite', jobClosed),
    errorEvent('invite', refused),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') sent = [];
    const names = actions.map((action) => action.type);
    // A SUBMIT sends exactly what it carries, once, and only when nothing is on its way.
    if (event.type === 'SUBMIT') {
      if (previous?.matches('sending')) expect(snapshot.value).toEqual(previous.value);
      else expect(sent.at(-1)).toEqual(values('job-1'));
    }
    // Choosing is always possible, even while sending; once sent, the page has moved on.
    if (event.type === 'CHOOSE' && previous?.status === 'active') expect(snapshot.context.jobId).toBe(event.jobId);
    // The app hears of a stale page once, and only from the refusal that says so.
    expect(names.filter((name) => name === 'candidateChanged')).toHaveLength(event.type === 'xstate.error.actor.invite' && (event as unknown as { error: unknown }).error === alreadyApplied ? 1 : 0);
    expect(names.filter((name) => name === 'jobClosed')).toHaveLength(event.type === 'xstate.error.actor.invite' && (event as unknown as { error: unknown }).error === jobClosed ? 1 : 0);
    // Any other refusal keeps the choice as it was.
    if (event.type === 'xstate.error.actor.invite' && (event as unknown as { error: unknown }).error === refused) {
      expect(snapshot.context.jobId).toBe(previous?.context.jobId);
    }
    expect(names.filter((name) => name === 'invitationSent')).toHaveLength(event.type === 'xstate.done.actor.invite' ? 1 : 0);
  },
  states: {
    choosing: ({ snapshot }) => expect(snapshot.context.problem).toBeNull(),
    sending: ({ snapshot }) => {
      expect(snapshot.context.values).toEqual(values('job-1'));
      expect(snapshot.context.problem).toBeNull();
    },
    failed: ({ snapshot, event }) => {
      if (event.type !== 'xstate.error.actor.invite') return;
      const error = (event as unknown as { error: unknown }).error;
      // The server's words stay on screen; a stale choice is cleared for the employer to choose again.
      expect(snapshot.context.problem).toEqual(error);
      if (error !== refused) expect(snapshot.context.jobId).toBe('');
    },
    sent: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
});
