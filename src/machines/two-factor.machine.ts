import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';
import type { CodeKind } from '@/lib/two-factor-codes';

export type TwoFactorStatus = components['schemas']['TwoFactorStatus'];
export type TwoFactorSetup = components['schemas']['TwoFactorSetup'];
export type TwoFactorDisable = components['schemas']['TwoFactorDisable'];

/** Where the page says why the server refused: on the password field, on the code field, or above the form. */
export type ProblemField = 'password' | 'code' | null;

/** Below this many recovery codes left, the page asks for new ones. */
export const FEW_RECOVERY_CODES = 3;

export interface TwoFactorContext {
  status: TwoFactorStatus | null;
  /** The new secret, waiting for the app's first code; dropped once on or given up. */
  setup: TwoFactorSetup | null;
  /** The ten codes, shown once: kept until the person says they saved them. */
  recoveryCodes: string[] | null;
  /** Which code turning off is given: the app's, or a recovery code (the phone may be lost). */
  method: CodeKind;
  problem: ApiProblem | null;
  problemField: ProblemField;
}

// The password and the codes travel in events straight to their call and never enter the context.
export type TwoFactorEvent =
  | { type: 'RETRY' }
  | { type: 'START' }
  | { type: 'CANCEL' }
  | { type: 'SUBMIT_PASSWORD'; password: string }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'SAVED' }
  | { type: 'RENEW' }
  | { type: 'TURN_OFF' }
  | { type: 'SUBMIT_TURN_OFF'; password: string; code: string }
  | { type: 'USE_RECOVERY_CODE' }
  | { type: 'USE_APP_CODE' }
  | { type: 'FORGET_DEVICES' }
  | { type: 'CONFIRM' };

function notProvided(name: string): never {
  throw new Error(`twoFactorMachine: provide the '${name}' actor`);
}

/** The field a refusal is about: the server's `fields`, else what its code says (a wrong password, a wrong code). */
export function problemFieldOf(problem: ApiProblem): ProblemField {
  if (problem.fields?.password || problem.code === 'INVALID_CREDENTIALS' || problem.code === 'PASSWORD_WRONG') return 'password';
  if (problem.fields?.code || problem.fields?.recovery_code || problem.code === 'INVALID_TWO_FACTOR_CODE') return 'code';
  return null;
}

const OFF = { enabled: false, recovery_codes_left: 0, remembered_devices: 0 } satisfies TwoFactorStatus;

/**
 * Two-factor sign-in on the security page (/settings/security).
 *
 * loading → off or on, as the server says. Turning on: the password again (setUp gives a new
 * secret) → the app scans it or the key is typed → the app's first code (enable answers the ten
 * recovery codes) → the codes, shown once until "I have saved them" → the status read again.
 * When on: new recovery codes (the password again, then shown once), turning off (the password
 * and a code or a recovery code), and forgetting the browsers that skip the second step.
 *
 * A refusal stays where it was asked, with `problemField` saying which field it is about. When
 * the server says the state changed elsewhere (409: already on, not set up, off), the status is
 * read again and the app is told (`changedElsewhere`); a setup the server no longer has asks
 * for the password again, since only that starts a new one.
 */
export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
  },
  actors: {
    loadStatus: fromPromise<TwoFactorStatus>(async () => notProvided('loadStatus')),
    setUp: fromPromise<TwoFactorSetup, { password: string }>(async () => notProvided('setUp')),
    enable: fromPromise<string[], { code: string }>(async () => notProvided('enable')),
    renewCodes: fromPromise<string[], { password: string }>(async () => notProvided('renewCodes')),
    disable: fromPromise<void, TwoFactorDisable>(async () => notProvided('disable')),
    forgetDevices: fromPromise<void>(async () => notProvided('forgetDevices')),
  },
  guards: {
    isOn: (_, params: { status: TwoFactorStatus }) => params.status.enabled,
    isCode: (_, params: { error: unknown; code: string }) => toProblem(params.error).code === params.code,
  },
  actions: {
    storeStatus: assign((_, params: { status: TwoFactorStatus }) => ({ status: params.status, problem: null, problemField: null })),
    storeSetup: assign((_, params: { setup: TwoFactorSetup }) => ({ setup: params.setup, problem: null, problemField: null })),
    storeCodes: assign((_, params: { codes: string[] }) => ({ recoveryCodes: params.codes, setup: null, problem: null, problemField: null })),
    storeProblem: assign((_, params: { error: unknown }) => {
      const problem = toProblem(params.error);
      return { problem, problemField: problemFieldOf(problem) };
    }),
    clearProblem: assign({ problem: null, problemField: null }),
    forgetSetup: assign({ setup: null, problem: null, problemField: null }),
    forgetCodes: assign({ recoveryCodes: null }),
    askTurnOff: assign({ method: 'app' as const, problem: null, problemField: null }),
    useMethod: assign((_, params: { method: CodeKind }) => ({ method: params.method, problem: null, problemField: null })),
    markOff: assign({ status: OFF, problem: null, problemField: null }),
    markDevicesForgotten: assign(({ context }) => ({
      status: context.status ? { ...context.status, remembered_devices: 0 } : null,
      problem: null,
      problemField: null,
    })),
    /** The app provides these: say so (a toast, the page's banner). */
    turnedOff: () => {},
    devicesForgotten: () => {},
    changedElsewhere: (_, _params: { problem: ApiProblem }) => {},
  },
}).createMachine({
  id: 'twoFactor',
  context: { status: null, setup: null, recoveryCodes: null, method: 'app', problem: null, problemField: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          {
            guard: { type: 'isOn', params: ({ event }) => ({ status: event.output }) },
            target: 'on',
            actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) },
          },
          { target: 'off', actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    off: {
      initial: 'idle',
      states: {
        idle: {
          on: { START: { target: 'askingPassword', actions: 'clearProblem' } },
        },
        askingPassword: {
          on: {
            SUBMIT_PASSWORD: 'settingUp',
            CANCEL: { target: 'idle', actions: 'clearProblem' },
          },
        },
        settingUp: {
          tags: ['busy'],
          invoke: {
            id: 'setUp',
            src: 'setUp',
            input: ({ event }) => ({ password: (event as Extract<TwoFactorEvent, { type: 'SUBMIT_PASSWORD' }>).password }),
            onDone: { target: 'scanning', actions: { type: 'storeSetup', params: ({ event }) => ({ setup: event.output }) } },
            onError: [
              {
                guard: { type: 'isCode', params: ({ event }) => ({ error: event.error, code: 'TWO_FACTOR_ALREADY_ON' }) },
                target: '#twoFactor.loading',
                actions: { type: 'changedElsewhere', params: ({ event }) => ({ problem: toProblem(event.error) }) },
              },
              { target: 'askingPassword', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        /** The secret on screen (QR code and key), waiting for the app's first code. */
        scanning: {
          on: {
            SUBMIT_CODE: 'enabling',
            CANCEL: { target: 'idle', actions: 'forgetSetup' },
          },
        },
        enabling: {
          tags: ['busy'],
          invoke: {
            id: 'enable',
            src: 'enable',
            input: ({ event }) => ({ code: (event as Extract<TwoFactorEvent, { type: 'SUBMIT_CODE' }>).code.trim() }),
            onDone: { target: '#twoFactor.on.showingCodes', actions: { type: 'storeCodes', params: ({ event }) => ({ codes: event.output }) } },
            onError: [
              {
                guard: { type: 'isCode', params: ({ event }) => ({ error: event.error, code: 'TWO_FACTOR_ALREADY_ON' }) },
                target: '#twoFactor.loading',
                actions: [
                  'forgetSetup',
                  { type: 'changedElsewhere', params: ({ event }) => ({ problem: toProblem(event.error) }) },
                ],
              },
              // The server no longer has the secret (it expired, or another tab started again): only the password starts anew.
              {
                guard: { type: 'isCode', params: ({ event }) => ({ error: event.error, code: 'TWO_FACTOR_NOT_SET_UP' }) },
                target: 'askingPassword',
                actions: ['forgetSetup', { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) }],
              },
              { target: 'scanning', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    on: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            RENEW: { target: 'renewAsking', actions: 'clearProblem' },
            TURN_OFF: { target: 'turnOffAsking', actions: 'askTurnOff' },
            FORGET_DEVICES: { target: 'forgetConfirming', actions: 'clearProblem' },
          },
        },
        /** The ten codes, shown once; the status is read again once they are saved. */
        showingCodes: {
          on: { SAVED: { target: '#twoFactor.loading', actions: 'forgetCodes' } },
        },
        renewAsking: {
          on: {
            SUBMIT_PASSWORD: 'renewing',
            CANCEL: { target: 'idle', actions: 'clearProblem' },
          },
        },
        renewing: {
          tags: ['busy'],
          invoke: {
            id: 'renewCodes',
            src: 'renewCodes',
            input: ({ event }) => ({ password: (event as Extract<TwoFactorEvent, { type: 'SUBMIT_PASSWORD' }>).password }),
            onDone: { target: 'showingCodes', actions: { type: 'storeCodes', params: ({ event }) => ({ codes: event.output }) } },
            onError: [
              {
                guard: { type: 'isCode', params: ({ event }) => ({ error: event.error, code: 'TWO_FACTOR_OFF' }) },
                target: '#twoFactor.loading',
                actions: { type: 'changedElsewhere', params: ({ event }) => ({ problem: toProblem(event.error) }) },
              },
              { target: 'renewAsking', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        turnOffAsking: {
          on: {
            SUBMIT_TURN_OFF: 'turningOff',
            USE_RECOVERY_CODE: { actions: { type: 'useMethod', params: { method: 'recovery' } } },
            USE_APP_CODE: { actions: { type: 'useMethod', params: { method: 'app' } } },
            CANCEL: { target: 'idle', actions: 'clearProblem' },
          },
        },
        turningOff: {
          tags: ['busy'],
          invoke: {
            id: 'disable',
            src: 'disable',
            input: ({ context, event }) => {
              const { password, code } = event as Extract<TwoFactorEvent, { type: 'SUBMIT_TURN_OFF' }>;
              return context.method === 'app' ? { password, code: code.trim() } : { password, recovery_code: code.trim() };
            },
            onDone: { target: '#twoFactor.off', actions: ['markOff', 'turnedOff'] },
            onError: [
              {
                guard: { type: 'isCode', params: ({ event }) => ({ error: event.error, code: 'TWO_FACTOR_OFF' }) },
                target: '#twoFactor.loading',
                actions: { type: 'changedElsewhere', params: ({ event }) => ({ problem: toProblem(event.error) }) },
              },
              { target: 'turnOffAsking', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        forgetConfirming: {
          on: {
            CONFIRM: 'forgetting',
            CANCEL: { target: 'idle', actions: 'clearProblem' },
          },
        },
        forgetting: {
          tags: ['busy'],
          invoke: {
            id: 'forgetDevices',
            src: 'forgetDevices',
            onDone: { target: 'idle', actions: ['markDevicesForgotten', 'devicesForgotten'] },
            onError: { target: 'forgetConfirming', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
