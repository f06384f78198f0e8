import { assign, fromPromise, setup } from 'xstate';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

/**
 * One form sent to the API: idle → submitting → succeeded | failed.
 *
 * The call is the injected actor 'submit' (values in, output out), so the same
 * machine drives "forgot password", "reset password", "change password" and
 * "send a new link". A SUBMIT while submitting is ignored, so a double click
 * never sends twice. After a success the form stays locked for `cooldownMs`
 * (a resend button that must not be hammered), then accepts SUBMIT again.
 */
export interface FormSubmissionContext<TValues, TOutput> {
  values: TValues | null;
  output: TOutput | null;
  problem: ApiProblem | null;
  cooldownMs: number;
  /** How many times the call succeeded, e.g. to say "sent again". */
  successes: number;
}

export type FormSubmissionEvent<TValues> = { type: 'SUBMIT'; values: TValues } | { type: 'RESET' };

export interface FormSubmissionInput {
  /** How long a success keeps the form locked before it can be sent again; 0 by default. */
  cooldownMs?: number;
}

function notProvided(): never {
  throw new Error("formSubmissionMachine: provide the 'submit' actor");
}

export function createFormSubmissionMachine<TValues, TOutput = void>(id = 'formSubmission') {
  return setup({
    types: {
      context: {} as FormSubmissionContext<TValues, TOutput>,
      events: {} as FormSubmissionEvent<TValues>,
      input: {} as FormSubmissionInput | undefined,
    },
    actors: {
      submit: fromPromise<TOutput, TValues>(async () => notProvided()),
    },
    actions: {
      storeValues: assign((_, params: { values: TValues }) => ({ values: params.values, problem: null })),
      storeOutput: assign(({ context }, params: { output: TOutput }) => ({
        output: params.output,
        successes: context.successes + 1,
      })),
      storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
      clear: assign({ values: null, output: null, problem: null }),
      /** For the view to react to a success (toast, reset the fields); a no-op here. */
      submitted: (_, _params: { values: TValues; output: TOutput }) => {},
    },
    delays: {
      cooldown: ({ context }) => context.cooldownMs,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      values: null,
      output: null,
      problem: null,
      cooldownMs: Math.max(0, input?.cooldownMs ?? 0),
      successes: 0,
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
          input: ({ context }) => context.values as TValues,
          onDone: {
            target: 'succeeded',
            actions: [
              { type: 'storeOutput', params: ({ event }) => ({ output: event.output }) },
              { type: 'submitted', params: ({ context, event }) => ({ values: context.values as TValues, output: event.output }) },
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
        states: {
          coolingDown: {
            after: { cooldown: 'ready' },
          },
          ready: {
            on: {
              SUBMIT: {
                target: '#' + id + '.submitting',
                actions: { type: 'storeValues', params: ({ event }) => ({ values: event.values }) },
              },
            },
          },
        },
        on: {
          RESET: { target: 'idle', actions: 'clear' },
        },
      },
    },
  });
}

export type FormSubmissionMachine<TValues, TOutput = void> = ReturnType<typeof createFormSubmissionMachine<TValues, TOutput>>;

/** How long "Send it again" stays disabled after a link was sent. */
export const RESEND_COOLDOWN_MS = 30_000;

/** "Send a new link" (resendVerification): the e-mail in, nothing out, then a cooldown. */
export const resendLinkMachine = createFormSubmissionMachine<{ email: string }>('resendLink');
