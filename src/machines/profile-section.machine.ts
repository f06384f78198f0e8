import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';
import { removeLocal, writeLocal } from '@/lib/storage';

export type CandidateProfile = components['schemas']['CandidateProfile'];

export interface ProfileSectionInput {
  /** Where this section's unsaved draft is kept (one key per user and section); null keeps none. */
  draftKey: string | null;
  /** What a reload found under `draftKey`, already checked to fit the section's form; null when nothing. */
  draft: unknown;
}

export interface ProfileSectionContext {
  draftKey: string | null;
  /** The form as last typed and not saved yet, or null. */
  draft: unknown;
  /** The draft was found on opening the page: the view says it is not saved yet. */
  restored: boolean;
  /** What the last save sent, for a retry. */
  answers: unknown;
  problem: ApiProblem | null;
}

export type ProfileSectionEvent =
  /** The form changed: its values as typed. */
  | { type: 'EDIT'; values: unknown }
  /** The form checked and sent: the section as the contract takes it. */
  | { type: 'SAVE'; answers: unknown }
  | { type: 'RETRY' }
  /** Back to what is saved: the draft is forgotten. */
  | { type: 'DISCARD' };

export type ProfileSectionTag = 'busy' | 'canRetry' | 'unsaved';

function notProvided(name: string): never {
  throw new Error(`profileSectionMachine: provide the '${name}' actor`);
}

/**
 * One section of the candidate's profile editor (docs/product.md, "Candidate profile"): about,
 * work history, education, languages, skills, hours or links, each saved on its own ('save',
 * which answers the whole profile). Every change is kept in the browser's storage under the
 * section's key until the section is saved or the change discarded, so that a reload (or another
 * day) finds the unsaved draft again. A save refused on its fields keeps the draft and their words
 * until the form changes; a save that could not reach the server can be sent again as it was.
 */
export const profileSectionMachine = setup({
  types: {
    context: {} as ProfileSectionContext,
    events: {} as ProfileSectionEvent,
    input: {} as ProfileSectionInput,
    tags: {} as ProfileSectionTag,
  },
  actors: {
    save: fromPromise<CandidateProfile, unknown>(async () => notProvided('save')),
  },
  guards: {
    hasDraft: ({ context }) => context.draft !== null,
    /** Refused on its fields: sending the same again would be refused again. */
    refusedOnFields: (_, params: { error: unknown }) => toProblem(params.error).fields !== undefined,
  },
  actions: {
    storeDraft: assign((_, params: { values: unknown }) => ({ draft: params.values })),
    persistDraft: ({ context }) => {
      if (context.draftKey && context.draft !== null) writeLocal(context.draftKey, context.draft);
    },
    forgetDraft: assign(({ context }) => {
      if (context.draftKey) removeLocal(context.draftKey);
      return { draft: null, restored: false, problem: null };
    }),
    storeAnswers: assign((_, params: { answers: unknown }) => ({ answers: params.answers, problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clearProblem: assign({ problem: null }),
    /** For the flow: the profile as the server now holds it (the cache, a toast, focus). */
    saved: (_, _params: { profile: CandidateProfile }) => {},
  },
}).createMachine({
  id: 'profileSection',
  context: ({ input }) => ({
    draftKey: input.draftKey,
    draft: input.draft ?? null,
    restored: input.draft !== null && input.draft !== undefined,
    answers: null,
    problem: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'opening',
      on: {
        EDIT: { target: '.changed', actions: [{ type: 'storeDraft', params: ({ event }) => ({ values: event.values }) }, 'persistDraft', 'clearProblem'] },
        SAVE: { target: 'saving', actions: { type: 'storeAnswers', params: ({ event }) => ({ answers: event.answers }) } },
      },
      states: {
        opening: {
          always: [{ guard: 'hasDraft', target: 'changed' }, { target: 'saved' }],
        },
        /** Nothing typed since the last save (or since opening). */
        saved: {},
        changed: {
          tags: ['unsaved'],
          on: { DISCARD: { target: 'saved', actions: 'forgetDraft' } },
        },
        /** The server refused fields: their words stay on them until the form changes. */
        refused: {
          tags: ['unsaved'],
          on: { DISCARD: { target: 'saved', actions: 'forgetDraft' } },
        },
        /** The server could not be reached or failed: the same can be sent again. */
        failed: {
          tags: ['unsaved', 'canRetry'],
          on: {
            RETRY: { target: '#profileSection.saving', actions: 'clearProblem' },
            DISCARD: { target: 'saved', actions: 'forgetDraft' },
          },
        },
      },
    },
    saving: {
      tags: ['busy', 'unsaved'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }: { context: ProfileSectionContext }) => context.answers,
        onDone: {
          target: 'editing.saved',
          actions: ['forgetDraft', { type: 'saved', params: ({ event }) => ({ profile: event.output }) }],
        },
        onError: [
          {
            guard: { type: 'refusedOnFields', params: ({ event }) => ({ error: event.error }) },
            target: 'editing.refused',
            actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'editing.failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
  },
});
