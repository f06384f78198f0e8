import { assign, fromPromise, setup } from 'xstate';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

/** What the employer sends: the job, and a message of their own if they wrote one. */
export interface JobInvitationValues {
  candidateId: string;
  job_id: string;
  message?: string;
}

export interface JobInvitationContext {
  /** The job chosen; '' until one is, and again when the server says the choice no longer stands. */
  jobId: string;
  values: JobInvitationValues | null;
  problem: ApiProblem | null;
}

export type JobInvitationEvent = { type: 'CHOOSE'; jobId: string } | { type: 'SUBMIT'; values: JobInvitationValues };

/** Refusals that say this page's copy is out of date, not that the employer did something wrong. */
type StaleChoice = 'ALREADY_APPLIED' | 'JOB_NOT_OPEN';

function notProvided(): never {
  throw new Error("jobInvitationMachine: provide the 'invite' actor");
}

/**
 * Inviting a candidate to apply to one of the employer's open jobs: choose a job, send,
 * then done, or refused. A refusal that says the page's copy is out of date (the candidate
 * has applied meanwhile, the job has closed) clears the choice and names what changed, for
 * the app to read it again; the server's message stays on screen either way.
 */
export const jobInvitationMachine = setup({
  types: {
    context: {} as JobInvitationContext,
    events: {} as JobInvitationEvent,
  },
  actors: {
    invite: fromPromise<unknown, JobInvitationValues>(async () => notProvided()),
  },
  guards: {
    refusedAs: (_, params: { error: unknown; code: StaleChoice }) => toProblem(params.error).code === params.code,
  },
  actions: {
    choose: assign((_, params: { jobId: string }) => ({ jobId: params.jobId })),
    storeValues: assign((_, params: { values: JobInvitationValues }) => ({ values: params.values, problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clearChoice: assign({ jobId: '' }),
    /** For the app to provide (a toast, a refresh); no-ops here. */
    invitationSent: (_, _params: { values: JobInvitationValues }) => {},
    candidateChanged: (_, _params: { candidateId: string }) => {},
    jobClosed: () => {},
  },
}).createMachine({
  id: 'jobInvitation',
  context: { jobId: '', values: null, problem: null },
  initial: 'choosing',
  // Choosing again is possible in every state but the last, even while a send is on its way:
  // the next send takes it. (Not on the root: a root handler would still answer once sent.)
  states: {
    choosing: {
      on: {
        CHOOSE: { actions: { type: 'choose', params: ({ event }) => ({ jobId: event.jobId }) } },
        SUBMIT: { target: 'sending', actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) } },
      },
    },
    sending: {
      on: {
        CHOOSE: { actions: { type: 'choose', params: ({ event }) => ({ jobId: event.jobId }) } },
      },
      invoke: {
        id: 'invite',
        src: 'invite',
        // Non-null: the only way in stores the values first.
        input: ({ context }) => context.values!,
        onDone: {
          target: 'sent',
          actions: { type: 'invitationSent', params: ({ context }) => ({ values: context.values! }) },
        },
        onError: [
          {
            guard: { type: 'refusedAs', params: ({ event }) => ({ error: event.error, code: 'ALREADY_APPLIED' }) },
            target: 'failed',
            actions: [
              { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
              'clearChoice',
              { type: 'candidateChanged', params: ({ context }) => ({ candidateId: context.values!.candidateId }) },
            ],
          },
          {
            guard: { type: 'refusedAs', params: ({ event }) => ({ error: event.error, code: 'JOB_NOT_OPEN' }) },
            target: 'failed',
            actions: [{ type: 'storeProblem', params: ({ event }) => ({ error: event.error }) }, 'clearChoice', 'jobClosed'],
          },
          { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      on: {
        CHOOSE: { actions: { type: 'choose', params: ({ event }) => ({ jobId: event.jobId }) } },
        SUBMIT: { target: 'sending', actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) } },
      },
    },
    sent: { type: 'final' },
  },
});
