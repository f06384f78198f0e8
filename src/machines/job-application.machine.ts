import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { toProblem, type ApiProblem } from '@/lib/api-problem';
import { applicationMachine } from '@/shared/lifecycle/application.machine';
import { allows } from '@/shared/lifecycle/lifecycle';

export type CandidateApplication = components['schemas']['CandidateApplication'];
type ApplicationStatus = components['schemas']['ApplicationStatus'];

/** What the candidate knows of their application before this flow starts (none, an invitation, an application). */
export interface ApplicationRef {
  id: string;
  status: ApplicationStatus;
}

/** The contract's limit on the note to the employer. */
export const APPLY_NOTE_MAX = limits.ApplyRequest.note.maxLength;

export interface JobApplicationInput {
  jobId: string;
  application: ApplicationRef | null;
}

export interface JobApplicationContext {
  jobId: string;
  application: ApplicationRef | null;
  /** The note as it was sent, trimmed. */
  note: string;
  problem: ApiProblem | null;
}

export type JobApplicationEvent =
  | { type: 'SUBMIT'; note: string }
  | { type: 'WITHDRAW' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' };

function notProvided(name: string): never {
  throw new Error(`jobApplicationMachine: provide the '${name}' actor`);
}

/**
 * A candidate and one job: apply with a note (or accept the employer's invitation by
 * applying), and withdraw the application (or decline the invitation) after a
 * confirmation. It starts where the candidate stands: `composing` without an
 * application or with an invitation, `applied` once there is an application. SUBMIT
 * and CONFIRM are taken only where nothing is on its way, so a double click sends once.
 * Whether a withdrawal is allowed is the shared application lifecycle's answer.
 */
export const jobApplicationMachine = setup({
  types: {
    context: {} as JobApplicationContext,
    events: {} as JobApplicationEvent,
    input: {} as JobApplicationInput,
  },
  actors: {
    apply: fromPromise<CandidateApplication, { jobId: string; note: string }>(async () => notProvided('apply')),
    withdraw: fromPromise<CandidateApplication, { applicationId: string }>(async () => notProvided('withdraw')),
  },
  guards: {
    hasApplied: ({ context }) => context.application !== null && context.application.status !== 'invited',
    noteFits: (_, params: { note: string }) => params.note.trim().length <= APPLY_NOTE_MAX,
    canWithdraw: ({ context }) =>
      context.application !== null && allows(applicationMachine, context.application.status, { type: 'WITHDRAW' }),
  },
  actions: {
    storeApplication: assign((_, params: { application: CandidateApplication }) => ({
      application: { id: params.application.id, status: params.application.status },
      problem: null,
    })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    storeNote: assign((_, params: { note: string }) => ({ note: params.note.trim(), problem: null })),
    clearProblem: assign({ problem: null }),
    /** For the view: refresh what shows the application, say it was sent or withdrawn. */
    applied: (_, _params: { application: CandidateApplication }) => {},
    withdrawn: (_, _params: { application: CandidateApplication }) => {},
    /** For the view: the server may know more than the page (job closed, already applied). */
    applyFailed: (_, _params: { problem: ApiProblem }) => {},
  },
}).createMachine({
  id: 'jobApplication',
  context: ({ input }) => ({ jobId: input.jobId, application: input.application, note: '', problem: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasApplied', target: 'applied' }, { target: 'composing' }],
    },
    composing: {
      on: {
        SUBMIT: {
          guard: { type: 'noteFits', params: ({ event }) => ({ note: event.note }) },
          target: 'submitting',
          actions: { type: 'storeNote', params: ({ event }) => ({ note: event.note }) },
        },
        // With an invitation, withdrawing is declining it.
        WITHDRAW: { guard: 'canWithdraw', target: 'confirmingWithdraw', actions: 'clearProblem' },
      },
    },
    submitting: {
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({ jobId: context.jobId, note: context.note }),
        onDone: {
          target: 'applied',
          actions: [
            { type: 'storeApplication', params: ({ event }) => ({ application: event.output }) },
            { type: 'applied', params: ({ event }) => ({ application: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
            { type: 'applyFailed', params: ({ event }) => ({ problem: toProblem(event.error) }) },
          ],
        },
      },
    },
    failed: {
      on: {
        SUBMIT: {
          guard: { type: 'noteFits', params: ({ event }) => ({ note: event.note }) },
          target: 'submitting',
          actions: { type: 'storeNote', params: ({ event }) => ({ note: event.note }) },
        },
        WITHDRAW: { guard: 'canWithdraw', target: 'confirmingWithdraw', actions: 'clearProblem' },
      },
    },
    applied: {
      on: {
        WITHDRAW: { guard: 'canWithdraw', target: 'confirmingWithdraw', actions: 'clearProblem' },
      },
    },
    confirmingWithdraw: {
      on: {
        CANCEL: [
          { guard: 'hasApplied', target: 'applied', actions: 'clearProblem' },
          { target: 'composing', actions: 'clearProblem' },
        ],
        CONFIRM: 'withdrawing',
      },
    },
    // Not cancellable: the request is already on its way.
    withdrawing: {
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) => ({ applicationId: context.application!.id }),
        onDone: {
          target: 'withdrawn',
          actions: [
            { type: 'storeApplication', params: ({ event }) => ({ application: event.output }) },
            { type: 'withdrawn', params: ({ event }) => ({ application: event.output }) },
          ],
        },
        onError: {
          target: 'confirmingWithdraw',
          actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    withdrawn: { type: 'final' },
  },
});
