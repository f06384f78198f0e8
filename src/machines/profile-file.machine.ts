import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';
import { fileIssue, type FileIssue, type UploadRule } from '@/shared/uploads';

export type CandidateProfile = components['schemas']['CandidateProfile'];

export interface ProfileFileInput {
  /** What may be uploaded (src/shared/uploads.ts): the browser says a wrong file at once. */
  rule: UploadRule;
  /** Whether the profile has one already (it can then be replaced or removed). */
  present: boolean;
}

export interface ProfileFileContext extends ProfileFileInput {
  /** The file chosen and not uploaded yet. */
  file: File | null;
  /** Why the file chosen cannot be sent, as far as the browser can tell. */
  issue: FileIssue | null;
  problem: ApiProblem | null;
}

export type ProfileFileEvent =
  | { type: 'CHOOSE'; file: File | null }
  | { type: 'UPLOAD' }
  /** Put the chosen file down: the saved one (or none) stays. */
  | { type: 'CANCEL' }
  | { type: 'REMOVE' }
  | { type: 'KEEP' }
  | { type: 'CONFIRM' };

export type ProfileFileTag = 'busy' | 'canRetry' | 'confirming';

function notProvided(name: string): never {
  throw new Error(`profileFileMachine: provide the '${name}' actor`);
}

/**
 * The candidate's photo or CV on their profile (docs/product.md, "Candidate profile"): a file
 * chosen is checked as the server would (type, size) and shown before it is sent; uploading it
 * ('upload') replaces the one there, which the server re-encodes (a photo) or reads (a CV).
 * The one there can be removed after a confirmation ('remove'). Both answer the whole profile.
 * A failed upload keeps the file chosen, to send again.
 */
export const profileFileMachine = setup({
  types: {
    context: {} as ProfileFileContext,
    events: {} as ProfileFileEvent,
    input: {} as ProfileFileInput,
    tags: {} as ProfileFileTag,
  },
  actors: {
    upload: fromPromise<CandidateProfile, File>(async () => notProvided('upload')),
    remove: fromPromise<CandidateProfile, void>(async () => notProvided('remove')),
  },
  guards: {
    sendable: ({ context }, params: { file: File | null }) => params.file !== null && fileIssue(params.file, context.rule) === null,
    nothing: (_, params: { file: File | null }) => params.file === null,
    present: ({ context }) => context.present,
  },
  actions: {
    storeFile: assign((_, params: { file: File | null }) => ({ file: params.file, issue: null, problem: null })),
    storeIssue: assign(({ context }, params: { file: File }) => ({ file: null, issue: fileIssue(params.file, context.rule), problem: null })),
    drop: assign({ file: null, issue: null, problem: null }),
    uploaded: assign({ file: null, issue: null, problem: null, present: true }),
    removed: assign({ present: false, problem: null }),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clearProblem: assign({ problem: null }),
    /** For the flow: the profile as the server now holds it. */
    changed: (_, _params: { profile: CandidateProfile; change: 'uploaded' | 'removed' }) => {},
  },
}).createMachine({
  id: 'profileFile',
  context: ({ input }) => ({ ...input, file: null, issue: null, problem: null }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        CHOOSE: [
          { guard: { type: 'nothing', params: ({ event }) => ({ file: event.file }) }, target: '.idle', actions: 'drop' },
          { guard: { type: 'sendable', params: ({ event }) => ({ file: event.file }) }, target: '.chosen', actions: { type: 'storeFile', params: ({ event }) => ({ file: event.file }) } },
          { target: '.refused', actions: { type: 'storeIssue', params: ({ event }) => ({ file: event.file! }) } },
        ],
        // What a wrong file said gives way to the question.
        REMOVE: { guard: 'present', target: 'confirmingRemoval', actions: 'drop' },
      },
      states: {
        idle: {},
        /** The file chosen is of a type or size the server refuses: said at once, nothing sent. */
        refused: {},
        /** A file to send, previewed. */
        chosen: {
          on: { UPLOAD: '#profileFile.uploading', CANCEL: { target: 'idle', actions: 'drop' } },
        },
        /** The server refused the upload or could not be reached: its words, and the same file to send again. */
        failed: {
          tags: ['canRetry'],
          on: { UPLOAD: '#profileFile.uploading', CANCEL: { target: 'idle', actions: 'drop' } },
        },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => context.file!,
        onDone: { target: 'editing', actions: ['uploaded', { type: 'changed', params: ({ event }) => ({ profile: event.output, change: 'uploaded' as const }) }] },
        onError: { target: 'editing.failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirmingRemoval: {
      tags: ['confirming'],
      on: {
        KEEP: { target: 'editing', actions: 'clearProblem' },
        CONFIRM: { target: 'removing', actions: 'clearProblem' },
      },
    },
    removing: {
      tags: ['busy', 'confirming'],
      invoke: {
        id: 'remove',
        src: 'remove',
        onDone: { target: 'editing', actions: ['removed', { type: 'changed', params: ({ event }) => ({ profile: event.output, change: 'removed' as const }) }] },
        onError: { target: 'confirmingRemoval', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
