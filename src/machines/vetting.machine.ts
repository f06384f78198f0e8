import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

type S = components['schemas'];
export type VettingCase = S['VettingCase'];
export type VettingQuestionKey = S['VettingQuestionKey'];

/** One answer as the form sends it. */
export interface AnswerDraft {
  question: VettingQuestionKey;
  answer: string | number;
}

export interface VettingContext {
  vetting: VettingCase;
  /** The question being saved, or whose save was refused last. */
  question: VettingQuestionKey | null;
  problem: ApiProblem | null;
}

export type VettingEvent = { type: 'SAVE'; draft: AnswerDraft } | { type: 'SUBMIT' } | { type: 'EDIT' };

function notProvided(name: string): never {
  throw new Error(`vettingMachine: provide the '${name}' actor`);
}

/**
 * The candidate's vetting (docs/product.md, "Onboarding"): answers saved one question at a time
 * ('save') as drafts, so a reload resumes where the server's case stands; once the profile is
 * complete and every question answered, submitted for review ('submit'). An administrator decides
 * elsewhere: the next visit finds the case vetted or sent back with reasons, and editing after
 * that is answering again. The server's refusal keeps the page as it was, with its words.
 */
export const vettingMachine = setup({
  types: {
    context: {} as VettingContext,
    events: {} as VettingEvent,
    input: {} as { vetting: VettingCase },
    tags: {} as 'busy',
  },
  actors: {
    save: fromPromise<VettingCase, AnswerDraft>(async () => notProvided('save')),
    submit: fromPromise<VettingCase, void>(async () => notProvided('submit')),
  },
  guards: {
    inReview: ({ context }) => context.vetting.status === 'in_review',
    vetted: ({ context }) => context.vetting.status === 'vetted',
    sentBack: ({ context }) => context.vetting.status === 'needs_changes',
    canSubmit: ({ context }) => context.vetting.can_submit,
  },
  actions: {
    storeCase: assign((_, params: { vetting: VettingCase }) => ({ vetting: params.vetting, problem: null })),
    storeQuestion: assign((_, params: { question: VettingQuestionKey | null }) => ({ question: params.question, problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    /** For the flow: say so. */
    saved: () => {},
    submitted: () => {},
  },
}).createMachine({
  id: 'vetting',
  context: ({ input }) => ({ vetting: input.vetting, question: null, problem: null }),
  initial: 'resuming',
  states: {
    resuming: {
      always: [
        { guard: 'inReview', target: 'in_review' },
        { guard: 'vetted', target: 'vetted' },
        { guard: 'sentBack', target: 'needs_changes' },
        { target: 'answering' },
      ],
    },
    answering: {
      initial: 'idle',
      on: {
        SAVE: { target: '.saving', actions: { type: 'storeQuestion', params: ({ event }) => ({ question: event.draft.question }) } },
        SUBMIT: { guard: 'canSubmit', target: 'submitting', actions: { type: 'storeQuestion', params: { question: null } } },
      },
      states: {
        idle: {},
        saving: {
          tags: 'busy',
          // A second save while one is on its way waits: the form's buttons say so.
          on: { SAVE: {}, SUBMIT: {} },
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ event }) => (event as Extract<VettingEvent, { type: 'SAVE' }>).draft,
            onDone: { target: 'idle', actions: [{ type: 'storeCase', params: ({ event }) => ({ vetting: event.output }) }, 'saved'] },
            onError: { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: {},
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submit',
        src: 'submit',
        onDone: { target: 'in_review', actions: [{ type: 'storeCase', params: ({ event }) => ({ vetting: event.output }) }, 'submitted'] },
        onError: { target: 'answering.failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    in_review: {},
    vetted: { type: 'final' },
    needs_changes: {
      on: { EDIT: 'answering' },
    },
  },
});
