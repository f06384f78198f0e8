import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';
import { hasExpiry, type ComplianceDocumentKind } from '@/shared/compliance';
import { DOCUMENT, fileIssue, type FileIssue } from '@/shared/uploads';

export type ComplianceDocument = components['schemas']['ComplianceDocument'];

/** What the upload sends: the file and, for an identity document, its expiry date. */
export interface DocumentUpload {
  kind: ComplianceDocumentKind;
  file: File;
  expiresOn: string | null;
}

export type DocumentFormIssue = FileIssue | 'noFile' | 'expiryMissing' | 'expiryPast';

/** What keeps the form from being sent, as the server would refuse it; the view says each in words. */
export function documentIssues(kind: ComplianceDocumentKind, file: File | null, expiresOn: string, today: string): DocumentFormIssue[] {
  const issues: DocumentFormIssue[] = [];
  const issue = file ? fileIssue(file, DOCUMENT) : 'noFile';
  if (issue) issues.push(issue);
  if (hasExpiry(kind)) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(expiresOn)) issues.push('expiryMissing');
    else if (expiresOn < today) issues.push('expiryPast');
  }
  return issues;
}

export interface ComplianceDocumentInput {
  kind: ComplianceDocumentKind;
  /** The document handed in, as the server last said, or null. */
  document: ComplianceDocument | null;
  /** Today in the candidate's calendar: an identity document must not have expired. */
  today: string;
}

export interface ComplianceDocumentContext extends ComplianceDocumentInput {
  file: File | null;
  /** As the date input gives it: `YYYY-MM-DD`, or empty. */
  expiresOn: string;
  /** The form's issues, shown once it has been submitted. */
  issues: DocumentFormIssue[];
  problem: ApiProblem | null;
}

export type ComplianceDocumentEvent =
  | { type: 'CHOOSE'; file: File | null }
  | { type: 'SET_EXPIRY'; expiresOn: string }
  | { type: 'SUBMIT' }
  | { type: 'TAKE_BACK' }
  | { type: 'KEEP' }
  | { type: 'CONFIRM' };

export type ComplianceDocumentTag = 'busy' | 'confirming';

function notProvided(name: string): never {
  throw new Error(`complianceDocumentMachine: provide the '${name}' actor`);
}

/**
 * One compliance document of a candidate's onboarding (docs/product.md, "Onboarding"): a file
 * chosen (and, for an identity document, its expiry date), checked as the server would check it,
 * then uploaded ('upload'); a document of the same kind already there is replaced and goes back
 * to review. A document not approved yet can be taken back after a confirmation ('takeBack').
 * The server's refusal (a file its bytes show to be something else, too many uploads) keeps the
 * form with its words; sending again is the retry.
 */
export const complianceDocumentMachine = setup({
  types: {
    context: {} as ComplianceDocumentContext,
    events: {} as ComplianceDocumentEvent,
    input: {} as ComplianceDocumentInput,
    tags: {} as ComplianceDocumentTag,
  },
  actors: {
    upload: fromPromise<ComplianceDocument, DocumentUpload>(async () => notProvided('upload')),
    takeBack: fromPromise<void, { documentId: string }>(async () => notProvided('takeBack')),
  },
  guards: {
    formValid: ({ context }) => documentIssues(context.kind, context.file, context.expiresOn, context.today).length === 0,
    canTakeBack: ({ context }) => context.document !== null && context.document.status !== 'approved',
  },
  actions: {
    storeFile: assign((_, params: { file: File | null }) => ({ file: params.file, issues: [], problem: null })),
    storeExpiry: assign((_, params: { expiresOn: string }) => ({ expiresOn: params.expiresOn, issues: [], problem: null })),
    showIssues: assign(({ context }) => ({ issues: documentIssues(context.kind, context.file, context.expiresOn, context.today) })),
    stored: assign((_, params: { document: ComplianceDocument }) => ({
      document: params.document,
      file: null,
      expiresOn: params.document.expires_on ?? '',
      issues: [],
      problem: null,
    })),
    removed: assign({ document: null, expiresOn: '', problem: null }),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clearProblem: assign({ problem: null }),
    clearIssues: assign({ issues: [], problem: null }),
    /** For the flow: say so, and read the overview again. */
    uploaded: (_, _params: { document: ComplianceDocument }) => {},
    takenBack: () => {},
  },
}).createMachine({
  id: 'complianceDocument',
  context: ({ input }) => ({ ...input, file: null, expiresOn: input.document?.expires_on ?? '', issues: [], problem: null }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        CHOOSE: { target: '.idle', actions: { type: 'storeFile', params: ({ event }) => ({ file: event.file }) } },
        SET_EXPIRY: { target: '.idle', actions: { type: 'storeExpiry', params: ({ event }) => ({ expiresOn: event.expiresOn }) } },
        SUBMIT: [{ guard: 'formValid', target: 'uploading' }, { target: '.invalid', actions: 'showIssues' }],
        // The form's words give way to the question; the file chosen stays.
        TAKE_BACK: { guard: 'canTakeBack', target: 'confirmingTakeBack', actions: 'clearIssues' },
      },
      states: {
        idle: {},
        invalid: {},
        // The server refused the upload: its words stay until the form changes or is sent again.
        failed: {},
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ kind: context.kind, file: context.file!, expiresOn: context.expiresOn || null }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'stored', params: ({ event }) => ({ document: event.output }) },
            { type: 'uploaded', params: ({ event }) => ({ document: event.output }) },
          ],
        },
        onError: { target: 'editing.failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirmingTakeBack: {
      tags: ['confirming'],
      on: {
        KEEP: { target: 'editing', actions: 'clearProblem' },
        CONFIRM: { target: 'takingBack', actions: 'clearProblem' },
      },
    },
    // Not to be abandoned: the request is on its way.
    takingBack: {
      tags: ['busy', 'confirming'],
      invoke: {
        id: 'takeBack',
        src: 'takeBack',
        input: ({ context }) => ({ documentId: context.document!.id }),
        onDone: { target: 'editing', actions: ['removed', 'takenBack'] },
        onError: { target: 'confirmingTakeBack', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
