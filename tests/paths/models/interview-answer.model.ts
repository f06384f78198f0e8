import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import {
  INTERVIEW_NOTE_MAX,
  interviewAnswerMachine,
  type CandidateInterview,
} from '@/machines/interview-answer.machine';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const interviewId = '66666666-6666-4666-8666-666666666666';
const monday = '2026-04-06T14:00:00.000Z';
const tuesday = '2026-04-07T09:30:00.000Z';

const interview: CandidateInterview = {
  id: interviewId,
  application_id: '44444444-4444-4444-8444-444444444444',
  status: 'accepted',
  proposed_times: [monday, tuesday],
  scheduled_at: monday,
  duration_minutes: 30,
  created_at: '2026-04-01T08:00:00.000Z',
  updated_at: '2026-04-02T08:00:00.000Z',
  job: { id: '33333333-3333-4333-8333-333333333333', title: 'Bookkeeper', hire_type: 'full_time', status: 'open' },
  employer: { company_name: 'Analytical Engines Ltd', contact_name: 'Ada Lovelace' },
};
const notOffered: ApiProblem = { message: 'That time is no longer offered.', code: 'INTERVIEW_TIME_NOT_OFFERED' };
const answered: ApiProblem = { message: 'This invite was already answered.', code: 'INTERVIEW_STATE_CONFLICT' };
const offline = new TypeError('Failed to fetch');

let calls: Array<{ kind: string; input: unknown }> = [];
const recording = <I,>(kind: string) =>
  fromPromise<CandidateInterview, I>(({ input }) => {
    calls.push({ kind, input });
    return new Promise(() => {});
  });

const busy = ['accepting', 'declining', 'rescheduling'] as const;

export default definePathModel({
  name: 'interviewAnswer',
  machine: interviewAnswerMachine.provide({
    actors: { accept: recording('accept'), decline: recording('decline'), reschedule: recording('reschedule') },
  }),
  input: { interviewId, proposedTimes: [monday, tuesday] },
  events: [
    { type: 'PICK', time: monday },
    { type: 'PICK', time: tuesday },
    // A time the employer did not offer (a stale page) is never picked.
    { type: 'PICK', time: '2026-04-08T10:00:00.000Z' },
    { type: 'ACCEPT' },
    { type: 'DECLINE' },
    { type: 'RESCHEDULE' },
    { type: 'CANCEL' },
    { type: 'SUBMIT', note: '  Thursday afternoon works for me.  ' },
    { type: 'SUBMIT', note: '   ' },
    { type: 'SUBMIT', note: 'x'.repeat(INTERVIEW_NOTE_MAX + 1) },
    doneEvent('accept', interview),
    errorEvent('accept', notOffered),
    errorEvent('accept', offline),
    doneEvent('decline', { ...interview, status: 'declined' }),
    errorEvent('decline', answered),
    doneEvent('reschedule', { ...interview, status: 'reschedule_requested' }),
    errorEvent('reschedule', answered),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') calls = [];
    if (!previous) return;
    // While an answer is on its way, nothing the candidate does changes anything.
    if (busy.some((state) => previous.matches(state)) && !event.type.startsWith('xstate.')) {
      expect(snapshot.value).toEqual(previous.value);
      expect(snapshot.context).toEqual(previous.context);
    }
    if (busy.some((state) => snapshot.matches(state)) && !busy.some((state) => previous.matches(state))) {
      const call = calls.at(-1);
      if (snapshot.matches('accepting')) expect(call).toEqual({ kind: 'accept', input: { interviewId, time: previous.context.time } });
      else expect(call).toEqual({ kind: snapshot.matches('declining') ? 'decline' : 'reschedule', input: { interviewId, note: snapshot.context.note } });
    }
    const told = actions.filter((action) => action.type === 'answered');
    if (event.type.startsWith('xstate.done.actor.')) {
      const answer = { accept: 'accepted', decline: 'declined', reschedule: 'reschedule_requested' }[event.type.slice(18)];
      expect(told).toEqual([{ type: 'answered', params: { interview: (event as { output?: unknown }).output, answer } }]);
    } else {
      expect(told).toEqual([]);
    }
  },
  states: {
    choosing: ({ snapshot, event }) => {
      expect(snapshot.context.problem).toBeNull();
      // Accepting before picking a time says so instead of sending.
      expect(snapshot.context.timeMissing).toBe(event.type === 'ACCEPT');
    },
    failed: ({ snapshot }) => expect(snapshot.context.problem?.code).toMatch(/^(INTERVIEW_TIME_NOT_OFFERED|NETWORK)$/),
    accepting: ({ snapshot }) => expect([monday, tuesday]).toContain(snapshot.context.time),
    declining: ({ snapshot }) => expect(snapshot.context.note.length).toBeLessThanOrEqual(INTERVIEW_NOTE_MAX),
    rescheduling: ({ snapshot }) => expect(snapshot.context.note).toBe('Thursday afternoon works for me.'),
    composingReschedule: ({ snapshot, event, previous }) => {
      // An empty or too long note is refused where it is written, and said so.
      if (event.type === 'SUBMIT' && previous?.matches('composingReschedule')) expect(snapshot.context.noteInvalid).toBe(true);
      if (event.type === 'RESCHEDULE') expect(snapshot.context.noteInvalid).toBe(false);
    },
    accepted: ({ snapshot }) => expect(snapshot.status).toBe('done'),
    declined: ({ snapshot }) => expect(snapshot.status).toBe('done'),
    rescheduleRequested: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
});
