import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';
import { IDENTITY_PHOTO } from '@/shared/identity';
import { fileIssue, type FileIssue } from '@/shared/uploads';

type S = components['schemas'];
export type IdentityOverview = S['IdentityOverview'];
export type IdentityCheck = S['IdentityCheck'];
export type SandboxOutcome = S['SandboxIdentitySubmission']['outcome'];
export type PhotoSide = S['SandboxIdentityImage']['side'];
export const PHOTO_SIDES: readonly PhotoSide[] = ['document_front', 'selfie'];

export interface PhotoUpload {
  sessionId: string;
  side: PhotoSide;
  file: File;
}

export type PhotoIssue = FileIssue | 'missing';

export interface IdentityCheckInput {
  /** Where the check stands, as the server last said. */
  overview: IdentityOverview;
}

export interface IdentityCheckContext {
  overview: IdentityOverview;
  /** The sandbox's session whose photos the capture screen takes. */
  sessionId: string | null;
  /** The provider's page to go to (Stripe Identity). */
  redirectUrl: string | null;
  /** The photos the sandbox has received, by side. */
  taken: Record<PhotoSide, boolean>;
  /** Why a photo was not sent, or is still missing, by side. */
  issues: Partial<Record<PhotoSide, PhotoIssue>>;
  /** The photo on its way. */
  sending: PhotoUpload | null;
  problem: ApiProblem | null;
}

export type IdentityCheckEvent =
  | { type: 'START' }
  | { type: 'CHOOSE'; side: PhotoSide; file: File }
  | { type: 'SUBMIT'; outcome: SandboxOutcome }
  | { type: 'RETRY' };

export type IdentityCheckTag = 'busy';

function notProvided(name: string): never {
  throw new Error(`identityCheckMachine: provide the '${name}' actor`);
}

const latest = (overview: IdentityOverview): IdentityCheck | undefined => overview.attempts[0];

/** What the check's open attempt asks for next, read from the server's answer. */
function nextOf(check: IdentityCheck | undefined) {
  const action = check?.status === 'started' ? check.next_action : undefined;
  return {
    sessionId: action?.type === 'sandbox_capture' ? (action.session_id ?? null) : null,
    redirectUrl: action?.type === 'redirect' ? (action.url ?? null) : null,
  };
}

const NOTHING_TAKEN: Record<PhotoSide, boolean> = { document_front: false, selfie: false };

/**
 * The candidate's identity check (docs/product.md, "Onboarding"; decision 021). Starting asks the
 * server for a verification session ('start'; an open one is answered again). With the embedded
 * sandbox, the capture screen takes the document's front and a selfie ('uploadPhoto', each
 * checked as the server would first) and sends them with the test result to report ('submit');
 * with Stripe Identity the candidate goes to Stripe's page ('redirect') and comes back to this
 * page. While the result is on its way the check is read again every few seconds ('readStatus')
 * until it is verified or failed; a failure says why and can be tried again, a new attempt.
 */
export const identityCheckMachine = setup({
  types: {
    context: {} as IdentityCheckContext,
    events: {} as IdentityCheckEvent,
    input: {} as IdentityCheckInput,
    tags: {} as IdentityCheckTag,
  },
  actors: {
    start: fromPromise<IdentityCheck>(async () => notProvided('start')),
    uploadPhoto: fromPromise<void, PhotoUpload>(async () => notProvided('uploadPhoto')),
    submit: fromPromise<IdentityCheck, { sessionId: string; outcome: SandboxOutcome }>(async () => notProvided('submit')),
    readStatus: fromPromise<IdentityOverview>(async () => notProvided('readStatus')),
  },
  delays: {
    // The sandbox answers within seconds; Stripe usually too.
    poll: 2000,
  },
  guards: {
    isVerified: ({ context }) => context.overview.status === 'verified',
    isFailed: ({ context }) => context.overview.status === 'failed',
    isProcessing: ({ context }) => context.overview.status === 'processing',
    awaitsCapture: ({ context }) => context.sessionId !== null,
    redirects: (_, params: { check: IdentityCheck }) => nextOf(params.check).redirectUrl !== null,
    captures: (_, params: { check: IdentityCheck }) => nextOf(params.check).sessionId !== null,
    photoFits: (_, params: { file: File }) => fileIssue(params.file, IDENTITY_PHOTO) === null,
    bothTaken: ({ context }) => context.taken.document_front && context.taken.selfie,
    settledVerified: (_, params: { overview: IdentityOverview }) => params.overview.status === 'verified',
    settledFailed: (_, params: { overview: IdentityOverview }) => params.overview.status === 'failed',
  },
  actions: {
    storeCheck: assign(({ context }, params: { check: IdentityCheck }) => ({
      ...nextOf(params.check),
      overview: { ...context.overview, status: params.check.status, attempts: [params.check, ...context.overview.attempts.filter((a) => a.id !== params.check.id)] },
      taken: NOTHING_TAKEN,
      issues: {},
      problem: null,
    })),
    storeOverview: assign((_, params: { overview: IdentityOverview }) => ({ overview: params.overview, problem: null })),
    startSending: assign(({ context }, params: { side: PhotoSide; file: File }) => ({
      sending: { sessionId: context.sessionId!, side: params.side, file: params.file },
      issues: { ...context.issues, [params.side]: undefined },
      problem: null,
    })),
    refusePhoto: assign(({ context }, params: { side: PhotoSide; file: File }) => ({
      issues: { ...context.issues, [params.side]: fileIssue(params.file, IDENTITY_PHOTO) ?? undefined },
    })),
    photoTaken: assign(({ context }) => ({ taken: { ...context.taken, [context.sending!.side]: true }, sending: null })),
    showMissing: assign(({ context }) => ({
      issues: Object.fromEntries(PHOTO_SIDES.filter((side) => !context.taken[side]).map((side) => [side, 'missing' as const])),
    })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error), sending: null })),
    /** For the flow: send the browser to the provider's page. */
    redirect: (_, _params: { url: string }) => {},
    /** For the flow: the result is in (the onboarding's readings move). */
    settled: () => {},
  },
}).createMachine({
  id: 'identityCheck',
  context: ({ input }) => ({
    overview: input.overview,
    ...nextOf(latest(input.overview)),
    taken: NOTHING_TAKEN,
    issues: {},
    sending: null,
    problem: null,
  }),
  initial: 'boot',
  states: {
    boot: {
      always: [
        { guard: 'isVerified', target: 'verified' },
        { guard: 'isFailed', target: 'failed' },
        { guard: 'isProcessing', target: 'processing' },
        { guard: 'awaitsCapture', target: 'capturing' },
        { target: 'idle' },
      ],
    },
    idle: {
      initial: 'ready',
      states: { ready: {}, failed: {} },
      on: { START: 'starting' },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'start',
        src: 'start',
        onDone: [
          {
            guard: { type: 'redirects', params: ({ event }) => ({ check: event.output }) },
            target: 'redirecting',
            actions: { type: 'storeCheck', params: ({ event }) => ({ check: event.output }) },
          },
          {
            guard: { type: 'captures', params: ({ event }) => ({ check: event.output }) },
            target: 'capturing',
            actions: { type: 'storeCheck', params: ({ event }) => ({ check: event.output }) },
          },
          // An open check already sent: its result is on the way.
          { target: 'processing', actions: { type: 'storeCheck', params: ({ event }) => ({ check: event.output }) } },
        ],
        onError: { target: 'idle.failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The provider's page takes over; this page is left.
    redirecting: {
      tags: ['busy'],
      entry: { type: 'redirect', params: ({ context }) => ({ url: context.redirectUrl! }) },
    },
    capturing: {
      initial: 'ready',
      // Photos are chosen and sent one at a time; nothing is taken while one is on its way.
      states: {
        ready: {
          on: {
            CHOOSE: [
              {
                guard: { type: 'photoFits', params: ({ event }) => ({ file: event.file }) },
                target: 'sendingPhoto',
                actions: { type: 'startSending', params: ({ event }) => ({ side: event.side, file: event.file }) },
              },
              { target: 'ready', actions: { type: 'refusePhoto', params: ({ event }) => ({ side: event.side, file: event.file }) } },
            ],
            SUBMIT: [{ guard: 'bothTaken', target: 'submitting' }, { target: 'ready', actions: 'showMissing' }],
          },
        },
        // The server refused a photo or the submission: its words stay until the next try.
        failed: {
          on: {
            CHOOSE: [
              {
                guard: { type: 'photoFits', params: ({ event }) => ({ file: event.file }) },
                target: 'sendingPhoto',
                actions: { type: 'startSending', params: ({ event }) => ({ side: event.side, file: event.file }) },
              },
              { target: 'ready', actions: { type: 'refusePhoto', params: ({ event }) => ({ side: event.side, file: event.file }) } },
            ],
            SUBMIT: [{ guard: 'bothTaken', target: 'submitting' }, { target: 'ready', actions: 'showMissing' }],
          },
        },
        sendingPhoto: {
          tags: ['busy'],
          invoke: {
            id: 'uploadPhoto',
            src: 'uploadPhoto',
            input: ({ context }) => context.sending!,
            onDone: { target: 'ready', actions: 'photoTaken' },
            onError: { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submit',
            src: 'submit',
            input: ({ context, event }) => ({ sessionId: context.sessionId!, outcome: (event as { outcome: SandboxOutcome }).outcome }),
            onDone: { target: '#identityCheck.processing', actions: { type: 'storeCheck', params: ({ event }) => ({ check: event.output }) } },
            onError: { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    processing: {
      initial: 'waiting',
      states: {
        waiting: { after: { poll: 'reading' } },
        reading: {
          invoke: {
            id: 'readStatus',
            src: 'readStatus',
            onDone: [
              {
                guard: { type: 'settledVerified', params: ({ event }) => ({ overview: event.output }) },
                target: '#identityCheck.verified',
                actions: [{ type: 'storeOverview', params: ({ event }) => ({ overview: event.output }) }, 'settled'],
              },
              {
                guard: { type: 'settledFailed', params: ({ event }) => ({ overview: event.output }) },
                target: '#identityCheck.failed',
                actions: [{ type: 'storeOverview', params: ({ event }) => ({ overview: event.output }) }, 'settled'],
              },
              { target: 'waiting', actions: { type: 'storeOverview', params: ({ event }) => ({ overview: event.output }) } },
            ],
            // A read that failed is tried again at the next tick.
            onError: 'waiting',
          },
        },
      },
    },
    verified: {},
    failed: {
      on: { RETRY: 'starting' },
    },
  },
});
