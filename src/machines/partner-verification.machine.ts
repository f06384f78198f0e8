import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';
import { missingFields, type PartnerDetails, type PartnerKind } from '@/shared/partner-verification';

// The partner kinds' verifications share one shape (business details, registration, address,
// documents, review & submit) and differ in one answer (a business association names the countries
// it answers for), so one file defines the family: one machine for the kinds with the same steps,
// one for associations, as the registrations are (src/machines/partner-registration.machine.ts).

type S = components['schemas'];
export type PartnerVerification = S['PartnerVerification'];
export type PartnerDocument = S['PartnerDocument'];
export type PartnerDocumentKind = S['PartnerDocumentKind'];
export type VerificationFields = PartnerDetails & { regions: string[] };
export type FieldName = keyof VerificationFields;

export type VerificationStepId = 'business' | 'registration' | 'address' | 'documents' | 'review';

export interface VerificationStep {
  id: VerificationStepId;
  fields: readonly FieldName[];
}

export interface VerificationConfig {
  /** The machine's id, e.g. 'businessVerification'. */
  id: string;
  /** The partner roles that fill this form in. */
  kinds: readonly PartnerKind[];
  steps: readonly VerificationStep[];
}

const ADDRESS: VerificationStep = { id: 'address', fields: ['address_line1', 'address_line2', 'city', 'postal_code', 'country'] };
const REGISTRATION: VerificationStep = { id: 'registration', fields: ['registration_number'] };
const DOCUMENTS: VerificationStep = { id: 'documents', fields: [] };
const REVIEW: VerificationStep = { id: 'review', fields: [] };

/** Agents, business agents, BPOs and site auditors: the same steps (/verify-Agent, /verify-bpo, /verify-saa). */
export const businessVerification = {
  id: 'businessVerification',
  kinds: ['agent', 'business_agent', 'bpo', 'saa'],
  steps: [{ id: 'business', fields: ['business_name'] }, REGISTRATION, ADDRESS, DOCUMENTS, REVIEW],
} as const satisfies VerificationConfig;

/** A business association also names the countries it answers for: a hub partner's region (/verify-ba). */
export const associationVerification = {
  id: 'associationVerification',
  kinds: ['ba'],
  steps: [{ id: 'business', fields: ['business_name', 'regions'] }, REGISTRATION, ADDRESS, DOCUMENTS, REVIEW],
} as const satisfies VerificationConfig;

export interface VerificationInput {
  verification: PartnerVerification;
  /** Opened to change a verified partner's details (/verify-bpo/edit): straight to the form. */
  edit?: boolean;
}

/** The calls the machine makes, naming the one a refusal is about. */
export type VerificationCall = 'save' | 'upload' | 'remove' | 'submit';

export interface VerificationContext {
  verification: PartnerVerification;
  fields: VerificationFields;
  /** 0-based index into the config's steps. */
  step: number;
  /** The furthest step reached; SET_STEP goes back to any of these. */
  reached: number;
  problem: ApiProblem | null;
  /** The call `problem` refused (read only while there is a problem). */
  refusedCall: VerificationCall | null;
  /** The server's message per field of the form (and `documents`). */
  fieldErrors: Record<string, string>;
  /** The page was opened to edit (VerificationInput.edit). */
  editAsked: boolean;
}

export interface DocumentUpload {
  kind: PartnerDocumentKind;
  file: File;
}

export type VerificationEvent =
  | { type: 'UPDATE'; fields: Partial<VerificationFields> }
  | { type: 'NEXT'; fields?: Partial<VerificationFields> }
  | { type: 'BACK' }
  | { type: 'SET_STEP'; step: number }
  | { type: 'UPLOAD'; upload: DocumentUpload }
  | { type: 'REMOVE'; id: string }
  | { type: 'SUBMIT' }
  | { type: 'EDIT' };

/** The form's values from what the server holds. */
export const fieldsOf = (v: PartnerVerification): VerificationFields => ({
  business_name: v.business_name,
  registration_number: v.registration_number,
  address_line1: v.address_line1,
  address_line2: v.address_line2,
  city: v.city,
  postal_code: v.postal_code,
  country: v.country,
  regions: [...v.regions],
});

/** Where a draft resumes: the first step with something missing, the review once all is there. */
export function resumeStep(config: VerificationConfig, v: PartnerVerification): number {
  const missing = new Set<string>(missingFields(v.kind, fieldsOf(v)));
  if (v.documents.length === 0) missing.add('documents');
  return firstStepWith(config, [...missing], config.steps.length - 1);
}

/** Which step holds a field the server named: `documents` and an upload's parts are the documents step's. */
const formFieldOf = (field: string) => {
  const name = field.split('.')[0]!;
  return name === 'file' || name === 'kind' ? 'documents' : name;
};

/** The fields of the form a refusal names, each with the server's words; a name the form lacks is left out. */
export function fieldErrorsOf(config: VerificationConfig, problem: ApiProblem): Record<string, string> {
  const known = new Set<string>([...config.steps.flatMap((s) => s.fields), 'documents']);
  return Object.fromEntries(
    Object.entries(problem.fields ?? {})
      .filter(([field]) => known.has(formFieldOf(field)))
      .map(([field, text]) => [formFieldOf(field), text]),
  );
}

/** Whether `step` shows `field` (`documents` is the documents step's). */
const holds = (step: VerificationStep, field: string) => (step.id === 'documents' && field === 'documents') || step.fields.includes(field as FieldName);

/** The first step (0-based) holding one of `fields`, else `fallback`. */
export function firstStepWith(config: VerificationConfig, fields: string[], fallback: number): number {
  const index = config.steps.findIndex((step) => fields.some((field) => holds(step, field)));
  return index === -1 ? fallback : index;
}

function notProvided(name: string): never {
  throw new Error(`partner verification machine: provide the '${name}' actor`);
}

/**
 * One partner kind's verification (issue 18). It starts where the server's verification stands:
 * a draft resumes at its first incomplete step (each step is saved when left forward, 'save', so a
 * reload resumes from the server's draft); documents are added ('upload') and removed ('remove')
 * at once; the review step submits ('submit'). Then in review until an administrator decides
 * elsewhere: the next visit finds it verified (EDIT changes it, which goes back to review), sent
 * back with a reason (EDIT), or rejected (final). A refusal keeps the form, with the server's
 * words on the fields it names: on the step on screen when it holds one of them, else on the
 * step holding the first of them (a save sends the whole form, so the server may refuse a field
 * of another step; a submission is refused from the review, which holds none).
 */
export function createPartnerVerificationMachine(config: VerificationConfig) {
  const last = config.steps.length - 1;
  const savesFields = ({ context }: { context: VerificationContext }) => config.steps[context.step]!.fields.length > 0;
  return setup({
    types: {
      context: {} as VerificationContext,
      events: {} as VerificationEvent,
      input: {} as VerificationInput,
      tags: {} as 'busy',
    },
    actors: {
      save: fromPromise<PartnerVerification, VerificationFields>(async () => notProvided('save')),
      upload: fromPromise<PartnerDocument, DocumentUpload>(async () => notProvided('upload')),
      remove: fromPromise<PartnerVerification, string>(async () => notProvided('remove')),
      submit: fromPromise<PartnerVerification, void>(async () => notProvided('submit')),
    },
    guards: {
      inReview: ({ context }) => context.verification.status === 'submitted',
      verified: ({ context }) => context.verification.status === 'verified',
      sentBack: ({ context }) => context.verification.status === 'changes_requested',
      rejected: ({ context }) => context.verification.status === 'rejected',
      editAsked: ({ context }) => context.editAsked && context.verification.status === 'verified',
      savesFields,
      hasNextStep: ({ context }) => context.step < last,
      hasPreviousStep: ({ context }) => context.step > 0,
      onReview: ({ context }) => context.step === last,
      wasReached: ({ context }, params: { step: number }) => Number.isInteger(params.step) && params.step >= 0 && params.step <= context.reached,
      /** The refusal names fields of the form, none of them on the step on screen. */
      namesAnotherStep: ({ context }, params: { error: unknown }) => {
        const named = Object.keys(fieldErrorsOf(config, toProblem(params.error)));
        return named.length > 0 && !named.some((field) => holds(config.steps[context.step]!, field));
      },
    },
    actions: {
      update: assign(({ context }, params: { fields: Partial<VerificationFields> }) => {
        const changed = Object.keys(params.fields);
        return {
          fields: { ...context.fields, ...params.fields },
          // A change clears the server's complaint about that field: it no longer describes what is there.
          fieldErrors: Object.fromEntries(Object.entries(context.fieldErrors).filter(([field]) => !changed.includes(field))),
        };
      }),
      nextStep: assign(({ context }) => ({ step: context.step + 1, reached: Math.max(context.reached, context.step + 1), problem: null })),
      previousStep: assign(({ context }) => ({ step: context.step - 1, problem: null })),
      goToStep: assign((_, params: { step: number }) => ({ step: params.step, problem: null })),
      startEditing: assign(({ context }) => ({ fields: fieldsOf(context.verification), step: 0, reached: 0, problem: null, fieldErrors: {} })),
      storeVerification: assign((_, params: { verification: PartnerVerification }) => ({ verification: params.verification, problem: null })),
      addDocument: assign(({ context }, params: { document: PartnerDocument }) => ({
        verification: { ...context.verification, documents: [...context.verification.documents, params.document] },
        problem: null,
        fieldErrors: Object.fromEntries(Object.entries(context.fieldErrors).filter(([field]) => field !== 'documents')),
      })),
      // `move`: open the step holding the first field named (it may lie ahead, when a save is
      // refused over a field of a step not reached yet: that step counts as reached).
      storeProblem: assign(({ context }, params: { error: unknown; call: VerificationCall; move: boolean }) => {
        const problem = toProblem(params.error);
        const fieldErrors = fieldErrorsOf(config, problem);
        const step = params.move ? firstStepWith(config, Object.keys(fieldErrors), context.step) : context.step;
        return { problem, refusedCall: params.call, fieldErrors, step, reached: Math.max(context.reached, step) };
      }),
      /** For the flow: say so. */
      saved: () => {},
      submitted: () => {},
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => {
      const step = input.verification.status === 'draft' || input.verification.status === 'changes_requested' ? resumeStep(config, input.verification) : 0;
      return { verification: input.verification, fields: fieldsOf(input.verification), step, reached: step, problem: null, refusedCall: null, fieldErrors: {}, editAsked: input.edit ?? false };
    },
    initial: 'resuming',
    states: {
      resuming: {
        always: [
          { guard: 'inReview', target: 'inReview' },
          { guard: 'editAsked', target: 'editing', actions: 'startEditing' },
          { guard: 'verified', target: 'verified' },
          { guard: 'sentBack', target: 'changesRequested' },
          { guard: 'rejected', target: 'rejected' },
          { target: 'editing' },
        ],
      },
      editing: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              UPDATE: { actions: { type: 'update', params: ({ event }) => ({ fields: event.fields }) } },
              NEXT: [
                { guard: 'savesFields', target: 'saving', actions: { type: 'update', params: ({ event }) => ({ fields: event.fields ?? {} }) } },
                { guard: 'hasNextStep', actions: 'nextStep' },
              ],
              BACK: { guard: 'hasPreviousStep', actions: 'previousStep' },
              SET_STEP: { guard: { type: 'wasReached', params: ({ event }) => ({ step: event.step }) }, actions: { type: 'goToStep', params: ({ event }) => ({ step: event.step }) } },
              UPLOAD: 'uploading',
              REMOVE: 'removing',
              SUBMIT: { guard: 'onReview', target: '#submitting' },
            },
          },
          saving: {
            tags: 'busy',
            invoke: {
              id: 'save',
              src: 'save',
              input: ({ context }) => context.fields,
              onDone: { target: 'idle', actions: [{ type: 'storeVerification', params: ({ event }) => ({ verification: event.output }) }, 'nextStep', 'saved'] },
              onError: [
                // Refused over a field of another step: that step opens, with the server's words on it.
                {
                  guard: { type: 'namesAnotherStep', params: ({ event }) => ({ error: event.error }) },
                  target: 'idle',
                  actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error, call: 'save', move: true }) },
                },
                { target: 'idle', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error, call: 'save', move: false }) } },
              ],
            },
          },
          uploading: {
            tags: 'busy',
            invoke: {
              id: 'upload',
              src: 'upload',
              input: ({ event }) => (event as Extract<VerificationEvent, { type: 'UPLOAD' }>).upload,
              onDone: { target: 'idle', actions: { type: 'addDocument', params: ({ event }) => ({ document: event.output }) } },
              onError: { target: 'idle', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error, call: 'upload', move: false }) } },
            },
          },
          removing: {
            tags: 'busy',
            invoke: {
              id: 'remove',
              src: 'remove',
              input: ({ event }) => (event as Extract<VerificationEvent, { type: 'REMOVE' }>).id,
              onDone: { target: 'idle', actions: { type: 'storeVerification', params: ({ event }) => ({ verification: event.output }) } },
              onError: { target: 'idle', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error, call: 'remove', move: false }) } },
            },
          },
        },
      },
      submitting: {
        id: 'submitting',
        tags: 'busy',
        invoke: {
          id: 'submit',
          src: 'submit',
          onDone: { target: 'inReview', actions: [{ type: 'storeVerification', params: ({ event }) => ({ verification: event.output }) }, 'submitted'] },
          onError: { target: 'editing', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error, call: 'submit', move: true }) } },
        },
      },
      inReview: {},
      verified: { on: { EDIT: { target: 'editing', actions: 'startEditing' } } },
      changesRequested: { on: { EDIT: { target: 'editing', actions: 'startEditing' } } },
      rejected: { type: 'final' },
    },
  });
}

export type PartnerVerificationMachine = ReturnType<typeof createPartnerVerificationMachine>;

export const businessVerificationMachine = createPartnerVerificationMachine(businessVerification);
export const associationVerificationMachine = createPartnerVerificationMachine(associationVerification);
