import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';
import { readSession, removeSession, REGISTRATION_KEY_PREFIX, writeSession } from '@/lib/storage';

export type UserType = components['schemas']['UserType'];
export type RegisterRequest = components['schemas']['RegisterRequest'];
export type RegisterResponse = components['schemas']['RegisterResponse'];

/** What a form field holds: text (numbers too, as typed), a tick, or a list of choices. */
export type FieldValue = string | boolean | string[];

/** The answers every kind of account gives; each form adds its own. */
// Type aliases, not interfaces: only those meet the index signature of RegistrationFields.
export type AccountFields = {
  firstname: string;
  lastname: string;
  email: string;
  country: string;
  phone_number: string;
  password: string;
  agree_to_terms: boolean;
  send_mails: boolean;
};

export type RegistrationFields = AccountFields & { [field: string]: FieldValue };

/** The first client's starting values: mails opt-in ticked, terms not accepted, the rest empty. */
export const ACCOUNT_DEFAULTS: AccountFields = {
  firstname: '',
  lastname: '',
  email: '',
  country: '',
  phone_number: '',
  password: '',
  agree_to_terms: false,
  send_mails: true,
};

export const ABOUT_YOU_FIELDS = ['firstname', 'lastname', 'email', 'country', 'phone_number'] as const;
/** Last on purpose: the draft never holds the password, so a reload loses at most this step's password. */
export const ACCOUNT_STEP = { id: 'account', fields: ['password', 'agree_to_terms', 'send_mails'] } as const;

export type StepId =
  | 'about_you'
  | 'company'
  | 'education'
  | 'work'
  | 'experience'
  | 'network'
  | 'organisation'
  | 'account';

export interface RegistrationStep<F> {
  id: StepId;
  fields: ReadonlyArray<keyof F & string>;
}

export interface RegistrationConfig<F extends RegistrationFields> {
  /** The machine's id, e.g. 'employerRegistration'. */
  id: string;
  userType: UserType;
  steps: ReadonlyArray<RegistrationStep<F>>;
  /** Starting values of every field of the form. */
  defaults: F;
  /** Fields typed as text that the contract wants as integers. */
  integerFields?: ReadonlyArray<keyof F & string>;
}

/** What survives a reload: where the visitor was, and everything but the password. */
export interface RegistrationDraft<F> {
  step: number;
  reached: number;
  fields: Omit<F, 'password'>;
}

export interface RegistrationContext<F> {
  /** 1-based, as the first client's forms counted. */
  step: number;
  /** The furthest step the visitor got to; SET_STEP may only go back to one of these. */
  reached: number;
  fields: F;
  /** The general message of the last failed submission, in the visitor's language. */
  error: string | null;
  /** The server's message per field (top-level field names). */
  fieldErrors: Record<string, string>;
  /** Set once the server created the account. */
  registeredEmail: string | null;
}

export type RegistrationEvent<F> =
  | { type: 'UPDATE'; fields: Partial<F> }
  | { type: 'NEXT'; fields: Partial<F> }
  | { type: 'BACK' }
  | { type: 'SET_STEP'; step: number }
  | { type: 'SUBMIT'; fields?: Partial<F> }
  | { type: 'RESET' };

/** The restored draft; anything malformed is ignored field by field. */
export interface RegistrationInput {
  draft?: unknown;
}

export const draftKey = (userType: UserType) => `${REGISTRATION_KEY_PREFIX}${userType}`;

/** The app's input for a form: whatever this tab saved for it. */
export function readRegistrationInput(userType: UserType): RegistrationInput {
  return { draft: readSession(draftKey(userType)) };
}

function sameKind(value: unknown, like: FieldValue): value is FieldValue {
  if (Array.isArray(like)) return Array.isArray(value) && value.every((item) => typeof item === 'string');
  return typeof value === typeof like;
}

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** Session storage can hold anything: only known fields of the right kind come back, never a password. */
export function restoreContext<F extends RegistrationFields>(
  config: RegistrationConfig<F>,
  input: RegistrationInput | undefined,
): RegistrationContext<F> {
  const fresh: RegistrationContext<F> = {
    step: 1,
    reached: 1,
    fields: { ...config.defaults },
    error: null,
    fieldErrors: {},
    registeredEmail: null,
  };
  const draft = input?.draft;
  if (typeof draft !== 'object' || draft === null) return fresh;
  const { step, reached, fields } = draft as Partial<Record<keyof RegistrationDraft<F>, unknown>>;
  const last = config.steps.length;
  const restoredStep = isWholeNumber(step) && step >= 1 && step <= last ? step : 1;
  const restoredReached = isWholeNumber(reached) && reached >= restoredStep && reached <= last ? reached : restoredStep;
  const saved = typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {};
  const restored: Record<string, FieldValue> = { ...config.defaults };
  for (const [name, like] of Object.entries(config.defaults)) {
    if (name === 'password') continue;
    const value = saved[name];
    if (sameKind(value, like)) restored[name] = Array.isArray(value) ? [...value] : value;
  }
  return { ...fresh, step: restoredStep, reached: restoredReached, fields: restored as F };
}

export function toDraft<F extends RegistrationFields>(context: RegistrationContext<F>): RegistrationDraft<F> {
  const { password: _secret, ...fields } = context.fields;
  return { step: context.step, reached: context.reached, fields };
}

/**
 * The contract's body from the form's answers: text trimmed (never the
 * password), integers parsed, empty optional answers left out.
 */
export function toRegisterRequest<F extends RegistrationFields>(config: RegistrationConfig<F>, fields: F): RegisterRequest {
  const integers = new Set<string>(config.integerFields ?? []);
  const body: Record<string, unknown> = { user_type: config.userType };
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'boolean') body[name] = value;
    else if (Array.isArray(value)) {
      if (value.length) body[name] = [...value];
    } else if (name === 'password') body[name] = value;
    else {
      const text = value.trim();
      if (text === '') continue;
      body[name] = integers.has(name) ? Number(text) : text;
    }
  }
  // Both are required by the contract even when false.
  body.agree_to_terms = fields.agree_to_terms;
  body.password = fields.password;
  return body as unknown as RegisterRequest;
}

/** A server field name ('industries.0') as the form's field ('industries'). */
const formFieldOf = (path: string) => path.split('.')[0] ?? path;

/** The server's field messages that belong to a step of this form, by form field. */
export function fieldErrorsOf<F>(steps: ReadonlyArray<RegistrationStep<F>>, problem: ApiProblem): Record<string, string> {
  const known = new Set<string>(steps.flatMap((step) => step.fields));
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(problem.fields ?? {})) {
    const field = formFieldOf(path);
    if (known.has(field) && !(field in errors)) errors[field] = message;
  }
  return errors;
}

/** The first step (1-based) holding one of `fields`, else `current`. */
export function firstStepWith<F>(steps: ReadonlyArray<RegistrationStep<F>>, fields: string[], current: number): number {
  const index = steps.findIndex((step) => step.fields.some((field) => fields.includes(field)));
  return index === -1 ? current : index + 1;
}

function withoutErrorsFor(fieldErrors: Record<string, string>, fields: Iterable<string>): Record<string, string> {
  const cleared = new Set(fields);
  const entries = Object.entries(fieldErrors).filter(([field]) => !cleared.has(field));
  return entries.length === Object.keys(fieldErrors).length ? fieldErrors : Object.fromEntries(entries);
}

function notProvided(): never {
  throw new Error("registration machine: provide the 'register' actor");
}

/** The address the account was made for: the server's answer, else what was typed. */
const registeredEmail = (context: { registeredEmail?: string | null; fields: { email: string } }) =>
  context.registeredEmail ?? context.fields.email.trim();

/**
 * One multi-step registration form: editing (step by step, every change kept in
 * the tab's draft), submitting (the 'register' actor gets the whole request
 * body), registered (final; output { email }).
 */
export function createRegistrationMachine<F extends RegistrationFields>(config: RegistrationConfig<F>) {
  const { steps, userType } = config;
  const lastStep = steps.length;
  type Context = RegistrationContext<F>;
  type Event = RegistrationEvent<F>;

  return setup({
    types: {
      context: {} as Context,
      events: {} as Event,
      input: {} as RegistrationInput | undefined,
      output: {} as { email: string },
    },
    actors: {
      register: fromPromise<RegisterResponse, RegisterRequest>(async () => notProvided()),
    },
    guards: {
      hasNextStep: ({ context }) => context.step < lastStep,
      hasPreviousStep: ({ context }) => context.step > 1,
      isLastStep: ({ context }) => context.step === lastStep,
      wasReached: ({ context }, params: { step: unknown }) =>
        isWholeNumber(params.step) && params.step >= 1 && params.step <= context.reached,
    },
    actions: {
      /** For the app to provide (on to "check your inbox"); a no-op here. */
      accountRegistered: (_, _params: { email: string }) => {},
      // A change clears the server's complaint about that field: it no longer describes what is there.
      updateFields: assign(({ context }, params: { fields: Partial<F> | undefined }) => {
        const update: Partial<F> = params.fields ?? {};
        const changed = Object.keys(update).filter(
          (name) => JSON.stringify(update[name as keyof F]) !== JSON.stringify(context.fields[name as keyof F]),
        );
        return {
          fields: { ...context.fields, ...update },
          fieldErrors: withoutErrorsFor(context.fieldErrors, changed),
        };
      }),
      // The step's answers passed validation, so they and the last general error are settled.
      completeStep: assign(({ context }, params: { fields: Partial<F> | undefined }) => {
        const update: Partial<F> = params.fields ?? {};
        const step = context.step + 1;
        return {
          fields: { ...context.fields, ...update },
          fieldErrors: withoutErrorsFor(context.fieldErrors, Object.keys(update)),
          error: null,
          step,
          reached: Math.max(context.reached, step),
        };
      }),
      previousStep: assign(({ context }) => ({ step: context.step - 1 })),
      goToStep: assign((_, params: { step: number }) => ({ step: params.step })),
      startSubmission: assign(({ context }, params: { fields: Partial<F> | undefined }) => ({
        fields: { ...context.fields, ...params.fields },
        error: null,
        fieldErrors: {},
      })),
      storeProblem: assign(({ context }, params: { error: unknown }) => {
        const problem = toProblem(params.error);
        const fieldErrors = fieldErrorsOf(steps, problem);
        return {
          error: problem.message,
          fieldErrors,
          step: firstStepWith(steps, Object.keys(fieldErrors), context.step),
        };
      }),
      storeRegistered: assign((_, params: { email: string }) => ({ registeredEmail: params.email })),
      reset: assign(() => restoreContext(config, undefined)),
      persistDraft: (_, params: RegistrationDraft<F>) => {
        writeSession(draftKey(userType), params);
      },
      clearDraft: () => removeSession(draftKey(userType)),
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => restoreContext(config, input),
    initial: 'editing',
    output: ({ context }) => ({ email: registeredEmail(context) }),
    states: {
      editing: {
        on: {
          UPDATE: {
            actions: [
              { type: 'updateFields', params: ({ event }) => ({ fields: event.fields }) },
              { type: 'persistDraft', params: ({ context }) => toDraft(context) },
            ],
          },
          NEXT: {
            guard: 'hasNextStep',
            actions: [
              { type: 'completeStep', params: ({ event }) => ({ fields: event.fields }) },
              { type: 'persistDraft', params: ({ context }) => toDraft(context) },
            ],
          },
          BACK: {
            guard: 'hasPreviousStep',
            actions: ['previousStep', { type: 'persistDraft', params: ({ context }) => toDraft(context) }],
          },
          SET_STEP: {
            guard: { type: 'wasReached', params: ({ event }) => ({ step: event.step }) },
            actions: [
              { type: 'goToStep', params: ({ event }) => ({ step: event.step }) },
              { type: 'persistDraft', params: ({ context }) => toDraft(context) },
            ],
          },
          SUBMIT: {
            guard: 'isLastStep',
            target: 'submitting',
            actions: [
              { type: 'startSubmission', params: ({ event }) => ({ fields: event.fields }) },
              { type: 'persistDraft', params: ({ context }) => toDraft(context) },
            ],
          },
          RESET: { actions: ['reset', 'clearDraft'] },
        },
      },
      // The view's `loading`: the Create account button spins, and a second SUBMIT is not handled here.
      submitting: {
        invoke: {
          id: 'register',
          src: 'register',
          input: ({ context }) => toRegisterRequest(config, context.fields),
          onDone: {
            target: 'registered',
            actions: [{ type: 'storeRegistered', params: ({ event }) => ({ email: event.output.email }) }, 'clearDraft'],
          },
          onError: {
            target: 'editing',
            actions: [
              { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
              { type: 'persistDraft', params: ({ context }) => toDraft(context) },
            ],
          },
        },
      },
      registered: { type: 'final', entry: { type: 'accountRegistered', params: ({ context }) => ({ email: registeredEmail(context) }) } },
    },
  });
}

export type RegistrationMachine<F extends RegistrationFields> = ReturnType<typeof createRegistrationMachine<F>>;
