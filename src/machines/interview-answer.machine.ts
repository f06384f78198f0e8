import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type CandidateInterview = components['schemas']['CandidateInterview'];

/** The contract's limit on a note sent with a decline or a request for other times. */
export const INTERVIEW_NOTE_MAX = limits.InterviewAnswerRequest.note.maxLength;

export interface InterviewAnswerInput {
  interviewId: string;
  proposedTimes: string[];
}

export interface InterviewAnswerContext {
  interviewId: string;
  proposedTimes: string[];
  /** The proposed time the candidate picked. */
  time: string | null;
  /** ACCEPT came before any time was picked. */
  timeMissing: boolean;
  /** The note of a decline or of a request for other times, trimmed. */
  note: string;
  /** A request for other times was sent without saying when the candidate could meet, or said too much. */
  noteInvalid: boolean;
  problem: ApiProblem | null;
}

export type InterviewAnswerEvent =
  | { type: 'PICK'; time: string }
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' }
  | { type: 'RESCHEDULE' }
  | { type: 'CANCEL' }
  | { type: 'SUBMIT'; note: string };

type AnswerInput = { interviewId: string; note: string };

function notProvided(name: string): never {
  throw new Error(`interviewAnswerMachine: provide the '${name}' actor`);
}

/**
 * The candidate's answer to an interview invite: pick one of the proposed times and
 * accept it; or decline, with a note if they like; or ask for other times, saying when
 * they could meet (required). Nothing is taken while an answer is on its way, so it is
 * sent once. A failed decline or request keeps its dialog open with the server's reason.
 */
export const interviewAnswerMachine = setup({
  types: {
    context: {} as InterviewAnswerContext,
    events: {} as InterviewAnswerEvent,
    input: {} as InterviewAnswerInput,
  },
  actors: {
    accept: fromPromise<CandidateInterview, { interviewId: string; time: string }>(async () => notProvided('accept')),
    decline: fromPromise<CandidateInterview, AnswerInput>(async () => notProvided('decline')),
    reschedule: fromPromise<CandidateInterview, AnswerInput>(async () => notProvided('reschedule')),
  },
  guards: {
    isProposed: ({ context }, params: { time: string }) => context.proposedTimes.includes(params.time),
    hasTime: ({ context }) => context.time !== null,
    noteFits: (_, params: { note: string }) => params.note.trim().length <= INTERVIEW_NOTE_MAX,
    noteGiven: (_, params: { note: string }) => {
      const length = params.note.trim().length;
      return length > 0 && length <= INTERVIEW_NOTE_MAX;
    },
  },
  actions: {
    pick: assign((_, params: { time: string }) => ({ time: params.time, timeMissing: false })),
    flagTimeMissing: assign({ timeMissing: true }),
    storeNote: assign((_, params: { note: string }) => ({ note: params.note.trim(), noteInvalid: false, problem: null })),
    flagNoteInvalid: assign({ noteInvalid: true }),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clearProblem: assign({ problem: null, noteInvalid: false, timeMissing: false }),
    /** For the view: refresh the invites and say what was sent. */
    answered: (_, _params: { interview: CandidateInterview; answer: 'accepted' | 'declined' | 'reschedule_requested' }) => {},
  },
}).createMachine({
  id: 'interviewAnswer',
  context: ({ input }) => ({
    interviewId: input.interviewId,
    proposedTimes: input.proposedTimes,
    time: null,
    timeMissing: false,
    note: '',
    noteInvalid: false,
    problem: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        PICK: {
          guard: { type: 'isProposed', params: ({ event }) => ({ time: event.time }) },
          actions: { type: 'pick', params: ({ event }) => ({ time: event.time }) },
        },
        ACCEPT: [{ guard: 'hasTime', target: 'accepting', actions: 'clearProblem' }, { actions: 'flagTimeMissing' }],
        DECLINE: { target: 'composingDecline', actions: 'clearProblem' },
        RESCHEDULE: { target: 'composingReschedule', actions: 'clearProblem' },
      },
    },
    accepting: {
      invoke: {
        id: 'accept',
        src: 'accept',
        input: ({ context }) => ({ interviewId: context.interviewId, time: context.time! }),
        onDone: {
          target: 'accepted',
          actions: { type: 'answered', params: ({ event }) => ({ interview: event.output, answer: 'accepted' as const }) },
        },
        onError: { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // As choosing, with the reason the last answer was refused on screen.
    failed: {
      on: {
        PICK: {
          guard: { type: 'isProposed', params: ({ event }) => ({ time: event.time }) },
          actions: { type: 'pick', params: ({ event }) => ({ time: event.time }) },
        },
        // A failed acceptance always had a time picked.
        ACCEPT: { guard: 'hasTime', target: 'accepting', actions: 'clearProblem' },
        DECLINE: { target: 'composingDecline', actions: 'clearProblem' },
        RESCHEDULE: { target: 'composingReschedule', actions: 'clearProblem' },
      },
    },
    composingDecline: {
      on: {
        CANCEL: { target: 'choosing', actions: 'clearProblem' },
        SUBMIT: {
          guard: { type: 'noteFits', params: ({ event }) => ({ note: event.note }) },
          target: 'declining',
          actions: { type: 'storeNote', params: ({ event }) => ({ note: event.note }) },
        },
      },
    },
    declining: {
      invoke: {
        id: 'decline',
        src: 'decline',
        input: ({ context }) => ({ interviewId: context.interviewId, note: context.note }),
        onDone: {
          target: 'declined',
          actions: { type: 'answered', params: ({ event }) => ({ interview: event.output, answer: 'declined' as const }) },
        },
        onError: {
          target: 'composingDecline',
          actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    composingReschedule: {
      on: {
        CANCEL: { target: 'choosing', actions: 'clearProblem' },
        SUBMIT: [
          {
            guard: { type: 'noteGiven', params: ({ event }) => ({ note: event.note }) },
            target: 'rescheduling',
            actions: { type: 'storeNote', params: ({ event }) => ({ note: event.note }) },
          },
          { actions: 'flagNoteInvalid' },
        ],
      },
    },
    rescheduling: {
      invoke: {
        id: 'reschedule',
        src: 'reschedule',
        input: ({ context }) => ({ interviewId: context.interviewId, note: context.note }),
        onDone: {
          target: 'rescheduleRequested',
          actions: {
            type: 'answered',
            params: ({ event }) => ({ interview: event.output, answer: 'reschedule_requested' as const }),
          },
        },
        onError: {
          target: 'composingReschedule',
          actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    accepted: { type: 'final' },
    declined: { type: 'final' },
    rescheduleRequested: { type: 'final' },
  },
});
