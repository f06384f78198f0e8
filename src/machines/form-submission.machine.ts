import { assign, fromPromise, setup } from 'xstate';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

/** What a form sends: its field values by name. */
export type FormValues = Record<string, unknown>;

export interface FormSubmissionContext {
  values: FormValues | null;
  output: unknown;
  problem: ApiProblem | null;
  cooldownMs: number;
}

export type FormSubmissionEvent = { type: 'SUBMIT'; values: FormValues } | { type: 'RESET' };

export interface FormSubmissionInput {
  /** How long a success keeps the form locked before it can be sent again; 0 by default. */
  cooldownMs?: number;
}

/** How long "Send it again" stays disabled after a link was sent. */
export const RESEND_COOLDOWN_MS = 30_000;

function notProvided(): never {
  throw new Error("formSubmissionMachine: provide the 'submit' actor (see submitActor)");
}

/**
 * The 'submit' actor for one API call, typed on the form's side:
 * `formSubmissionMachine.provide({ actors: { submit: submitActor((v: { email: string }) => ...) } })`.
 */
export function submitActor<TValues extends FormValues, TOutput = void>(call: (values: TValues) => Promise<TOutput>) {
  return fromPromise<unknown, FormValues>(({ input }) => call(input as TValues));
}

/**
 * One form sent to the API: idle → submitting → succeeded | failed.
 *
 * The call is the injected actor 'submit' (values in, output out), so the same
 * machine drives "forgot password", "reset password", "change password" and
 * "send a new link". Only idle, failed and succeeded.ready take SUBMIT, so a
 * double click never sends twice. After a success the form stays locked for
 * `cooldownMs` (a resend button that must not be hammered), then is ready again.
 */
export const formSubmissionMachine = setup({
  types: {
    context: {} as FormSubmissionContext,
    events: {} as FormSubmissionEvent,
    input: {} as FormSubmissionInput | undefined,
  },
  actors: {
    submit: fromPromise<unknown, FormValues>(async () => notProvided()),
  },
  actions: {
    storeValues: assign((_, params: { values: FormValues }) => ({ values: params.values, problem: null })),
    storeOutput: assign((_, params: { output: unknown }) => ({ output: params.output })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clear: assign({ values: null, output: null, problem: null }),
    /** For the view to react to a success (a toast, emptying the fields); a no-op here. */
    submitted: (_, _params: { values: FormValues; output: unknown }) => {},
  },
  delays: {
    cooldown: ({ context }) => context.cooldownMs,
  },
}).createMachine({
  id: 'formSubmission',
  context: ({ input }) => ({
    values: null,
    output: null,
    problem: null,
    cooldownMs: Math.max(0, input?.cooldownMs ?? 0),
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SUBMIT: { target: 'submitting', actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) } },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        // Non-null: every way in stores the values first.
        input: ({ context }) => context.values!,
        onDone: {
          target: 'succeeded',
          actions: [
            { type: 'storeOutput', params: ({ event }) => ({ output: event.output }) },
            { type: 'submitted', params: ({ context, event }) => ({ values: context.values!, output: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: {
        SUBMIT: { target: 'submitting', actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) } },
        RESET: { target: 'idle', actions: 'clear' },
      },
    },
    succeeded: {
      initial: 'coolingDown',
      on: {
        RESET: { target: 'idle', actions: 'clear' },
      },
      states: {
        coolingDown: {
          after: { cooldown: 'ready' },
        },
        ready: {
          on: {
            SUBMIT: {
              target: '#formSubmission.submitting',
              actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) },
            },
          },
        },
      },
    },
  },
});
