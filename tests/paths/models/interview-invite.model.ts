import { expect } from 'vitest';
import type { ApiProblem } from '@/lib/api-problem';
import {
  interviewInviteMachine,
  type EmployerInterview,
  type InterviewInviteRequest,
  type InterviewInviteTarget,
  type SendInterviewInviteInput,
} from '@/machines/interview-invite.machine';
import { fromPromise } from 'xstate';
import { makeApplicant, makeCandidate } from '../../doubles/fixtures/applications';
import { makeInterview } from '../../doubles/fixtures/interviews';
import { makeJob } from '../../doubles/fixtures/jobs';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const graceApplied = makeApplicant(makeJob());
const payroll = makeJob({ title: 'Payroll specialist', role: 'payroll-specialist' });
const linusApplied = makeApplicant(payroll, { status: 'interviewing', candidate: makeCandidate({ firstname: 'Linus', lastname: 'Pauling' }) });
const grace: InterviewInviteTarget = { applicationId: graceApplied.id, candidateName: 'Grace Hopper', jobTitle: graceApplied.job.title };
const linus: InterviewInviteTarget = {
  applicationId: linusApplied.id,
  candidateName: 'Linus Pauling',
  jobTitle: payroll.title,
  previous: {
    id: '5c2e3f90-7d4f-4ea0-9b32-4d5e6f708192',
    proposedTimes: ['2026-05-04T14:00:00.000Z'],
    durationMinutes: 30,
    candidateNote: 'Could we meet later in the week?',
  },
};
const draft: InterviewInviteRequest = {
  proposed_times: ['2026-05-04T14:00:00.000Z', '2026-05-05T09:30:00.000Z'],
  duration_minutes: 30,
  meeting_url: 'https://meet.example.com/abc',
  message: 'Looking forward to it.',
};
const fixed: InterviewInviteRequest = { proposed_times: ['2026-05-06T10:00:00.000Z'], duration_minutes: 45 };
const interview = makeInterview(graceApplied, { proposed_times: draft.proposed_times, duration_minutes: 30 });
const pastTime: ApiProblem = {
  message: 'Check the highlighted fields.',
  code: 'VALIDATION_FAILED',
  fields: { 'proposed_times.0': 'Choose a time in the future.' },
};
const rejected: ApiProblem = { message: 'This application was turned down.', code: 'APPLICATION_CLOSED' };

let sent: SendInterviewInviteInput[] = [];

export default definePathModel({
  name: 'interviewInvite',
  machine: interviewInviteMachine.provide({
    actors: {
      sendInvite: fromPromise<EmployerInterview, SendInterviewInviteInput>(({ input }) => {
        sent.push(input);
        return new Promise(() => {});
      }),
    },
  }),
  events: [
    { type: 'OPEN', target: grace },
    { type: 'OPEN', target: linus },
    { type: 'REVIEW', draft },
    { type: 'REVIEW', draft: fixed },
    { type: 'EDIT' },
    { type: 'SEND' },
    { type: 'CLOSE' },
    doneEvent('sendInvite', interview),
    errorEvent('sendInvite', pastTime),
    errorEvent('sendInvite', rejected),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') sent = [];
    // One SEND is one invitation, to the application under review, with what was reviewed.
    if (event.type === 'SEND') {
      expect(sent.at(-1)).toEqual({ applicationId: previous?.context.target?.applicationId, body: previous?.context.draft });
    }
    // Only OPEN picks whom the invitation is for; nothing on the way swaps the candidate.
    if (previous && event.type !== 'OPEN' && !snapshot.matches('idle')) {
      expect(snapshot.context.target).toEqual(previous.context.target);
    }
    const told = actions.filter((action) => action.type === 'invitationSent');
    if (event.type === 'xstate.done.actor.sendInvite') {
      expect(told).toEqual([{ type: 'invitationSent', params: { target: previous?.context.target, interview } }]);
    } else {
      expect(told).toEqual([]);
    }
  },
  states: {
    idle: ({ snapshot }) => expect(snapshot.context).toEqual({ target: null, draft: null, problem: null, interview: null }),
    editing: ({ snapshot, event }) => {
      expect(snapshot.context.target).not.toBeNull();
      // Going back to the form keeps what was written.
      if (event.type === 'EDIT') expect(snapshot.context.draft).not.toBeNull();
      if (event.type === 'OPEN') expect(snapshot.context).toMatchObject({ draft: null, problem: null, interview: null });
    },
    reviewing: ({ snapshot }) => {
      expect(snapshot.context.draft).not.toBeNull();
      expect(snapshot.context.problem).toBeNull();
    },
    sending: ({ snapshot }) => {
      expect(snapshot.context.problem).toBeNull();
      // A second click does not send twice, and the request on its way is not abandoned.
      expect(snapshot.can({ type: 'SEND' })).toBe(false);
      expect(snapshot.can({ type: 'CLOSE' })).toBe(false);
    },
    failed: ({ snapshot, previous }) => {
      expect(snapshot.context.problem?.code).toMatch(/^(VALIDATION_FAILED|APPLICATION_CLOSED)$/);
      // The input survives the refusal.
      expect(snapshot.context.draft).toEqual(previous?.context.draft);
    },
    sent: ({ snapshot }) => {
      expect(snapshot.context.interview).toEqual(interview);
      expect(snapshot.context.target).not.toBeNull();
    },
  },
});
