import { expect } from 'vitest';
import type { ApiProblem } from '@/lib/api-problem';
import {
  interviewInviteMachine,
  type EmployerInterview,
  type InterviewInviteRequest,
  type InterviewInviteTarget,
  type SendInterviewInviteInput,
} from '@/machines/interviewInvite.machine';
import { fromPromise } from 'xstate';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const grace: InterviewInviteTarget = {
  applicationId: '3a0c1f7e-5b2d-4c8e-9f10-2b3c4d5e6f70',
  candidateName: 'Grace Hopper',
  jobTitle: 'Bookkeeper for a bakery',
};
const linus: InterviewInviteTarget = {
  applicationId: '4b1d2e8f-6c3e-4d9f-8a21-3c4d5e6f7081',
  candidateName: 'Linus Pauling',
  jobTitle: 'Payroll specialist',
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
const interview: EmployerInterview = {
  id: '6d3f40a1-8e50-4fb1-8c43-5e6f708192a3',
  application_id: grace.applicationId,
  status: 'proposed',
  proposed_times: draft.proposed_times,
  duration_minutes: 30,
  created_at: '2026-05-01T08:00:00.000Z',
  updated_at: '2026-05-01T08:00:00.000Z',
  job: { id: '7e4051b2-9f61-40c2-9d54-6f708192a3b4', title: grace.jobTitle, hire_type: 'full_time', status: 'open' },
  candidate: {
    id: '8f5162c3-a072-41d3-8e65-708192a3b4c5',
    firstname: 'Grace',
    lastname: 'Hopper',
    headline: 'Bookkeeper',
    country: 'US',
    availability: 'immediately',
    skills: [],
    years_experience: 4,
    engaged: false,
  },
};
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
