import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type InterviewInviteRequest = components['schemas']['InterviewInviteRequest'];
export type EmployerInterview = components['schemas']['EmployerInterview'];

/** What is known of an interview whose times the new ones replace. */
export interface PreviousInterview {
  id: string;
  proposedTimes?: string[];
  scheduledAt?: string;
  durationMinutes?: number;
  meetingUrl?: string;
  /** What the candidate wrote when asking for other times. */
  candidateNote?: string;
}

/** Whom the invitation is for, and the interview it replaces, if any. */
export interface InterviewInviteTarget {
  applicationId: string;
  candidateName: string;
  /** The zone the candidate's browser reported, when known: each proposed time is shown in it too. */
  candidateTimeZone?: string | undefined;
  jobTitle: string;
  previous?: PreviousInterview;
}

export interface InterviewInviteContext {
  target: InterviewInviteTarget | null;
  /** What the employer wrote, in the contract's shape (times as ISO instants). */
  draft: InterviewInviteRequest | null;
  problem: ApiProblem | null;
  interview: EmployerInterview | null;
}

export type InterviewInviteEvent =
  | { type: 'OPEN'; target: InterviewInviteTarget }
  | { type: 'REVIEW'; draft: InterviewInviteRequest }
  | { type: 'EDIT' }
  | { type: 'SEND' }
  | { type: 'CLOSE' };

export interface SendInterviewInviteInput {
  applicationId: string;
  body: InterviewInviteRequest;
}

function notProvided(): never {
  throw new Error("interviewInviteMachine: provide the 'sendInvite' actor");
}

const EMPTY: InterviewInviteContext = { target: null, draft: null, problem: null, interview: null };

/**
 * Inviting an applicant to an interview, or proposing new times for one:
 * propose times → review → sending → sent, or failed with the input kept so the
 * employer fixes what the server refused. Nothing is cancelled while sending, and
 * sending takes no second SEND, so one click is one invitation.
 */
export const interviewInviteMachine = setup({
  types: {
    context: {} as InterviewInviteContext,
    events: {} as InterviewInviteEvent,
  },
  actors: {
    sendInvite: fromPromise<EmployerInterview, SendInterviewInviteInput>(async () => notProvided()),
  },
  actions: {
    open: assign((_, params: { target: InterviewInviteTarget }) => ({ ...EMPTY, target: params.target })),
    storeDraft: assign((_, params: { draft: InterviewInviteRequest }) => ({ draft: params.draft, problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    storeInterview: assign((_, params: { interview: EmployerInterview }) => ({ interview: params.interview })),
    clear: assign(() => EMPTY),
    /** The view says so and refreshes its lists; a no-op here. */
    invitationSent: (_, _params: { target: InterviewInviteTarget; interview: EmployerInterview }) => {},
  },
}).createMachine({
  id: 'interviewInvite',
  context: EMPTY,
  initial: 'idle',
  states: {
    idle: {
      on: { OPEN: { target: 'editing', actions: { type: 'open', params: ({ event }) => ({ target: event.target }) } } },
    },
    editing: {
      on: {
        REVIEW: { target: 'reviewing', actions: { type: 'storeDraft', params: ({ event }) => ({ draft: event.draft }) } },
        CLOSE: { target: 'idle', actions: 'clear' },
      },
    },
    reviewing: {
      on: {
        EDIT: 'editing',
        SEND: 'sending',
        CLOSE: { target: 'idle', actions: 'clear' },
      },
    },
    sending: {
      invoke: {
        id: 'sendInvite',
        src: 'sendInvite',
        // Non-null: reviewing, the only way in, is entered with a draft.
        input: ({ context }) => ({ applicationId: context.target!.applicationId, body: context.draft! }),
        onDone: {
          target: 'sent',
          actions: [
            { type: 'storeInterview', params: ({ event }) => ({ interview: event.output }) },
            { type: 'invitationSent', params: ({ context, event }) => ({ target: context.target!, interview: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The form again, with what was written and what the server said about it.
    failed: {
      on: {
        REVIEW: { target: 'reviewing', actions: { type: 'storeDraft', params: ({ event }) => ({ draft: event.draft }) } },
        CLOSE: { target: 'idle', actions: 'clear' },
      },
    },
    sent: {
      on: { OPEN: { target: 'editing', actions: { type: 'open', params: ({ event }) => ({ target: event.target }) } } },
    },
  },
});
