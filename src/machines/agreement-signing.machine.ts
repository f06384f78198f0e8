import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';
import { namesMatch } from '@/shared/agreements';

export type AgreementDocument = components['schemas']['AgreementDocument'];
export type AgreementSignature = components['schemas']['AgreementSignature'];
export type AgreementSigning = components['schemas']['AgreementSigning'];

export type SigningIssue = 'nameMissing' | 'nameMismatch' | 'notAgreed';

/** What keeps the signature from being sent, as the server would refuse it; the view says each in words. */
export function signingIssues(fullName: string, agreed: boolean, nameOnAccount: string): SigningIssue[] {
  const issues: SigningIssue[] = [];
  if (!fullName.trim()) issues.push('nameMissing');
  else if (!namesMatch(fullName, nameOnAccount)) issues.push('nameMismatch');
  if (!agreed) issues.push('notAgreed');
  return issues;
}

export interface AgreementSigningInput {
  /** The text shown, not signed yet: its version, language and fingerprint are what the signature names. */
  document: AgreementDocument;
}

export interface AgreementSigningContext extends AgreementSigningInput {
  fullName: string;
  agreed: boolean;
  /** The form's issues, shown once it has been sent. */
  issues: SigningIssue[];
  problem: ApiProblem | null;
  signature: AgreementSignature | null;
}

export type AgreementSigningEvent = { type: 'TYPE_NAME'; fullName: string } | { type: 'SET_AGREED'; agreed: boolean } | { type: 'SIGN' } | { type: 'RETRY' };

export type AgreementSigningTag = 'busy' | 'canRetry' | 'textChanged';

function notProvided(): never {
  throw new Error("agreementSigningMachine: provide the 'sign' actor");
}

/**
 * Signing an agreement in the app (docs/product.md, "Onboarding"): the candidate reads the text,
 * types their full legal name (the name on their account, case and spaces aside) and ticks "I have
 * read and agree"; the form is checked as the server checks it, then the signature is sent naming
 * the text read ('sign'). The server's refusal keeps the form with its words: a field it names is
 * corrected in the form, anything else (not reached, refused) is retried as it is. A text that
 * changed since it was opened cannot be signed as it is: the flow reads the new one.
 */
export const agreementSigningMachine = setup({
  types: {
    context: {} as AgreementSigningContext,
    events: {} as AgreementSigningEvent,
    input: {} as AgreementSigningInput,
    tags: {} as AgreementSigningTag,
  },
  actors: {
    sign: fromPromise<AgreementSignature, AgreementSigning>(async () => notProvided()),
  },
  guards: {
    formValid: ({ context }) => signingIssues(context.fullName, context.agreed, context.document.name_on_account).length === 0,
    textChanged: ({ context }) => context.problem?.code === 'AGREEMENT_TEXT_CHANGED',
  },
  actions: {
    storeName: assign((_, params: { fullName: string }) => ({ fullName: params.fullName, issues: [], problem: null })),
    storeAgreed: assign((_, params: { agreed: boolean }) => ({ agreed: params.agreed, issues: [], problem: null })),
    showIssues: assign(({ context }) => ({ issues: signingIssues(context.fullName, context.agreed, context.document.name_on_account) })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clearProblem: assign({ problem: null }),
    storeSignature: assign((_, params: { signature: AgreementSignature }) => ({ signature: params.signature, problem: null })),
    /** For the flow: say so, and read the agreements again. */
    signed: (_, _params: { signature: AgreementSignature }) => {},
  },
}).createMachine({
  id: 'agreementSigning',
  context: ({ input }) => ({ ...input, fullName: '', agreed: false, issues: [], problem: null, signature: null }),
  initial: 'reading',
  states: {
    reading: {
      initial: 'idle',
      on: {
        TYPE_NAME: { target: '.idle', actions: { type: 'storeName', params: ({ event }) => ({ fullName: event.fullName }) } },
        SET_AGREED: { target: '.idle', actions: { type: 'storeAgreed', params: ({ event }) => ({ agreed: event.agreed }) } },
        SIGN: [{ guard: 'formValid', target: 'signing' }, { target: '.invalid', actions: 'showIssues' }],
      },
      states: {
        idle: {},
        invalid: {},
      },
    },
    signing: {
      tags: ['busy'],
      invoke: {
        id: 'sign',
        src: 'sign',
        input: ({ context }) => ({
          version: context.document.version,
          language: context.document.language,
          sha256: context.document.sha256,
          full_name: context.fullName,
          agreed: context.agreed,
        }),
        onDone: {
          target: 'signed',
          actions: [
            { type: 'storeSignature', params: ({ event }) => ({ signature: event.output }) },
            { type: 'signed', params: ({ event }) => ({ signature: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      initial: 'retryable',
      on: {
        TYPE_NAME: { target: 'reading', actions: { type: 'storeName', params: ({ event }) => ({ fullName: event.fullName }) } },
        SET_AGREED: { target: 'reading', actions: { type: 'storeAgreed', params: ({ event }) => ({ agreed: event.agreed }) } },
      },
      states: {
        // Not reached, or refused for a reason a second try may not meet: sent again as it is.
        retryable: {
          tags: ['canRetry'],
          always: { guard: 'textChanged', target: 'textChanged' },
          on: { RETRY: { target: '#agreementSigning.signing', actions: 'clearProblem' } },
        },
        // The text is no longer the one to sign: the flow reads the new one, and the page starts over from it.
        textChanged: { tags: ['textChanged'] },
      },
    },
    signed: { type: 'final' },
  },
});
