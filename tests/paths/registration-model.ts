// The path model every registration machine shares: the same events and checks,
// each machine with its own steps. Used by tests/paths/models/*-registration.model.ts.
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import {
  restoreContext,
  toDraft,
  toRegisterRequest,
  type RegisterRequest,
  type RegisterResponse,
  type RegistrationConfig,
  type RegistrationContext,
  type RegistrationFields,
  type RegistrationMachine,
} from '@/machines/registration.machine';
import { definePathModel, doneEvent, errorEvent, type PathModel, type StepCheck } from './harness';

export const emailTaken: ApiProblem = {
  message: 'An account with this e-mail address already exists.',
  code: 'EMAIL_TAKEN',
  fields: { email: 'An account with this e-mail address already exists.' },
};
// `locale` belongs to no step: its message must not become a field error.
const passwordCommon: ApiProblem = {
  message: 'Some fields need your attention.',
  code: 'PASSWORD_COMMON',
  fields: { password: 'This password is too common.', locale: 'Choose one of the options.' },
};
const offline = new TypeError('Failed to fetch');

const UPDATE_FIELDS = { email: 'grace@example.com' };
const NEXT_FIELDS = { firstname: 'Ada', email: 'ada@example.com' };
const SUBMIT_FIELDS = { password: 'correct horse battery', agree_to_terms: true };
const PERSISTING = new Set(['persistDraft', 'clearDraft']);

type Context = RegistrationContext<RegistrationFields>;

/** A path model for one registration form: every event, with checks of context, draft and request. */
export function registrationModel<F extends RegistrationFields>(
  name: string,
  config: RegistrationConfig<F>,
  machine: RegistrationMachine<F>,
): PathModel {
  const steps = config.steps.length;
  // The invoked actor never settles (the path says how it ends) but shows what it was given.
  let sentBody: RegisterRequest | undefined;
  const provided = machine.provide({
    actors: {
      register: fromPromise<RegisterResponse, RegisterRequest>(({ input }) => {
        sentBody = input;
        return new Promise(() => {});
      }),
    },
    actions: { persistDraft: () => {}, clearDraft: () => {} },
  });
  const loose = config as unknown as RegistrationConfig<RegistrationFields>;
  const fresh = restoreContext(loose, undefined);

  /** Whether the event's transition was taken from `before` (each one guarded like the machine). */
  function taken(event: { type: string; step?: unknown }, before: Context): boolean {
    switch (event.type) {
      case 'UPDATE':
        return true;
      case 'NEXT':
        return before.step < steps;
      case 'BACK':
        return before.step > 1;
      case 'SET_STEP':
        return typeof event.step === 'number' && event.step >= 1 && event.step <= before.reached;
      case 'SUBMIT':
        return before.step === steps;
      default:
        return false;
    }
  }

  function expectedStorage({ snapshot, previous, event }: StepCheck<typeof provided>) {
    const context = snapshot.context as unknown as Context;
    const saved = [{ type: 'persistDraft', params: toDraft(context) }];
    const editing = previous?.matches('editing') ?? false;
    switch (event.type) {
      case 'UPDATE':
      case 'NEXT':
      case 'BACK':
      case 'SET_STEP':
      case 'SUBMIT':
        return editing && taken(event, previous!.context as unknown as Context) ? saved : [];
      case 'RESET':
        return editing ? [{ type: 'clearDraft', params: undefined }] : [];
      case 'xstate.error.actor.register':
        return saved;
      case 'xstate.done.actor.register':
        return [{ type: 'clearDraft', params: undefined }];
      default:
        return [];
    }
  }

  return definePathModel({
    name,
    machine: provided,
    input: { draft: null },
    events: [
      { type: 'UPDATE', fields: UPDATE_FIELDS as Partial<F> },
      { type: 'NEXT', fields: NEXT_FIELDS as Partial<F> },
      { type: 'BACK' },
      ...Array.from({ length: steps + 1 }, (_, i) => ({ type: 'SET_STEP' as const, step: i + 1 })),
      { type: 'SUBMIT', fields: SUBMIT_FIELDS as Partial<F> },
      { type: 'RESET' },
      doneEvent('register', { email: 'ada@example.com', verification_required: true } satisfies RegisterResponse),
      errorEvent('register', emailTaken),
      errorEvent('register', passwordCommon),
      errorEvent('register', offline),
    ],
    everyStep(check) {
      const { snapshot, previous, event, actions } = check;
      const context = snapshot.context as unknown as Context;
      const before = previous?.context as unknown as Context | undefined;
      expect(context.step).toBeGreaterThanOrEqual(1);
      expect(context.step).toBeLessThanOrEqual(context.reached);
      expect(context.reached).toBeLessThanOrEqual(steps);
      expect(actions.filter((action) => PERSISTING.has(action.type))).toEqual(expectedStorage(check));
      // The draft never carries the password.
      for (const action of actions) {
        if (action.type === 'persistDraft') expect(action.params).not.toHaveProperty('fields.password');
      }
      if (!before || !previous?.matches('editing')) return;
      switch (event.type) {
        case 'UPDATE':
          expect(context.fields).toEqual({ ...before.fields, ...UPDATE_FIELDS });
          if (before.fields.email !== UPDATE_FIELDS.email) expect(context.fieldErrors).not.toHaveProperty('email');
          else expect(context.fieldErrors).toEqual(before.fieldErrors);
          expect(context.step).toBe(before.step);
          break;
        case 'NEXT':
          if (before.step === steps) {
            expect(context).toEqual(before);
            break;
          }
          expect(context.step).toBe(before.step + 1);
          expect(context.reached).toBe(Math.max(before.reached, before.step + 1));
          expect(context.fields).toEqual({ ...before.fields, ...NEXT_FIELDS });
          expect(context.error).toBeNull();
          for (const field of Object.keys(NEXT_FIELDS)) expect(context.fieldErrors).not.toHaveProperty(field);
          break;
        case 'BACK':
          expect(context.step).toBe(Math.max(1, before.step - 1));
          expect(context.fields).toEqual(before.fields);
          break;
        case 'SET_STEP':
          expect(context.step).toBe(event.step <= before.reached ? event.step : before.step);
          expect(context.reached).toBe(before.reached);
          break;
        case 'SUBMIT':
          if (before.step !== steps) {
            expect(snapshot.matches('editing')).toBe(true);
            expect(context).toEqual(before);
          }
          break;
        case 'RESET':
          expect(context).toEqual(fresh);
          break;
      }
    },
    states: {
      submitting: ({ snapshot, event }) => {
        const context = snapshot.context as unknown as Context;
        expect(context.step).toBe(steps);
        expect(context.error).toBeNull();
        expect(context.fieldErrors).toEqual({});
        if (event.type === 'SUBMIT') {
          expect(context.fields).toMatchObject(SUBMIT_FIELDS);
          // The whole request body, built from every step's answers.
          expect(sentBody).toEqual(toRegisterRequest(loose, context.fields));
          expect(sentBody).toMatchObject({ user_type: config.userType, password: SUBMIT_FIELDS.password, agree_to_terms: true });
        }
      },
      registered: ({ snapshot }) => {
        expect(snapshot.status).toBe('done');
        expect(snapshot.output).toEqual({ email: 'ada@example.com' });
      },
      editing: ({ snapshot, event, previous }) => {
        const context = snapshot.context as unknown as Context;
        if (!previous?.matches('submitting')) return;
        expect(event.type).toBe('xstate.error.actor.register');
        const error = (event as { error?: unknown }).error;
        if (error === emailTaken) {
          // Back to the step holding the e-mail address, with the message on that field.
          expect(context.step).toBe(1);
          expect(context.error).toBe(emailTaken.message);
          expect(context.fieldErrors).toEqual({ email: emailTaken.fields!.email });
        } else if (error === passwordCommon) {
          expect(context.step).toBe(steps);
          expect(context.error).toBe(passwordCommon.message);
          expect(context.fieldErrors).toEqual({ password: passwordCommon.fields!.password });
        } else {
          expect(context.step).toBe(steps);
          expect(context.error).toBe(m.error_network());
          expect(context.fieldErrors).toEqual({});
        }
      },
    },
  }) as unknown as PathModel;
}
