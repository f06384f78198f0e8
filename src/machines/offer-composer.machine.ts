import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type OfferInput = components['schemas']['OfferInput'];
export type EmployerOffer = components['schemas']['EmployerOffer'];
export type EmployerJob = components['schemas']['EmployerJob'];

/** The application the offer answers, and its job (whose pay, hire type and level set the defaults). */
export interface OfferTarget {
  applicationId: string;
  jobId: string;
  candidateName: string;
  /** The zone the candidate's browser reported, when known: the hours are shown in it too. */
  candidateTimeZone?: string | undefined;
  jobTitle: string;
}

export interface OfferComposerContext {
  target: OfferTarget | null;
  job: EmployerJob | null;
  /** The offer as written, in the contract's shape (pay in cents). */
  draft: OfferInput | null;
  problem: ApiProblem | null;
  offer: EmployerOffer | null;
}

export type OfferComposerEvent =
  | { type: 'OPEN'; target: OfferTarget }
  | { type: 'RETRY' }
  | { type: 'REVIEW'; draft: OfferInput }
  | { type: 'EDIT' }
  | { type: 'SEND' }
  | { type: 'CLOSE' };

export interface SendOfferInput {
  applicationId: string;
  body: OfferInput;
}

function notProvided(name: string): never {
  throw new Error(`offerComposerMachine: provide the '${name}' actor`);
}

const EMPTY: OfferComposerContext = { target: null, job: null, draft: null, problem: null, offer: null };

/**
 * Writing an offer to an applicant: the job is loaded first (its hire type, pay and
 * experience level are the defaults and price the review), then compose → review →
 * sending → sent. A refused offer goes back to composing with the server's problem and
 * the offer as written. Sending takes no second SEND and cannot be closed mid-way.
 */
export const offerComposerMachine = setup({
  types: {
    context: {} as OfferComposerContext,
    events: {} as OfferComposerEvent,
  },
  actors: {
    loadJob: fromPromise<EmployerJob, { jobId: string }>(async () => notProvided('loadJob')),
    sendOffer: fromPromise<EmployerOffer, SendOfferInput>(async () => notProvided('sendOffer')),
  },
  actions: {
    open: assign((_, params: { target: OfferTarget }) => ({ ...EMPTY, target: params.target })),
    storeJob: assign((_, params: { job: EmployerJob }) => ({ job: params.job, problem: null })),
    storeDraft: assign((_, params: { draft: OfferInput }) => ({ draft: params.draft, problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    storeOffer: assign((_, params: { offer: EmployerOffer }) => ({ offer: params.offer })),
    clear: assign(() => EMPTY),
    /** The view says so and refreshes its lists; a no-op here. */
    offerSent: (_, _params: { target: OfferTarget; offer: EmployerOffer }) => {},
  },
}).createMachine({
  id: 'offerComposer',
  context: EMPTY,
  initial: 'idle',
  states: {
    idle: {
      on: { OPEN: { target: 'loadingJob', actions: { type: 'open', params: ({ event }) => ({ target: event.target }) } } },
    },
    loadingJob: {
      invoke: {
        id: 'loadJob',
        src: 'loadJob',
        input: ({ context }) => ({ jobId: context.target!.jobId }),
        onDone: { target: 'composing', actions: { type: 'storeJob', params: ({ event }) => ({ job: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { CLOSE: { target: 'idle', actions: 'clear' } },
    },
    loadFailed: {
      on: {
        RETRY: 'loadingJob',
        CLOSE: { target: 'idle', actions: 'clear' },
      },
    },
    composing: {
      on: {
        REVIEW: { target: 'reviewing', actions: { type: 'storeDraft', params: ({ event }) => ({ draft: event.draft }) } },
        CLOSE: { target: 'idle', actions: 'clear' },
      },
    },
    reviewing: {
      on: {
        EDIT: 'composing',
        SEND: 'sending',
        CLOSE: { target: 'idle', actions: 'clear' },
      },
    },
    sending: {
      invoke: {
        id: 'sendOffer',
        src: 'sendOffer',
        // Non-null: reviewing, the only way in, is entered with a draft.
        input: ({ context }) => ({ applicationId: context.target!.applicationId, body: context.draft! }),
        onDone: {
          target: 'sent',
          actions: [
            { type: 'storeOffer', params: ({ event }) => ({ offer: event.output }) },
            { type: 'offerSent', params: ({ context, event }) => ({ target: context.target!, offer: event.output }) },
          ],
        },
        onError: { target: 'composing', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sent: {
      on: { OPEN: { target: 'loadingJob', actions: { type: 'open', params: ({ event }) => ({ target: event.target }) } } },
    },
  },
});
