import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type ClockStatus = components['schemas']['ClockStatus'];
type ClockState = components['schemas']['ClockState'];

/** The four calls that move the clock, each answered with the clock as it is now. */
export type ClockAction = 'clockIn' | 'clockOut' | 'startBreak' | 'endBreak';

/** What the view asks of a snapshot: which buttons to offer, whether a call is on its way. */
export type ClockTag =
  | 'loading'
  | 'awaitsOnboarding'
  | 'loadFailed'
  | 'busy'
  | 'canClockIn'
  | 'canClockOut'
  | 'canStartBreak'
  | 'canEndBreak'
  | 'canRetry'
  | 'closed';

export interface ClockContext {
  status: ClockStatus | null;
  /** The last call sent, which RETRY sends again; null for a read. */
  action: ClockAction | null;
  problem: ApiProblem | null;
  /** The server's clock was moved elsewhere (another tab, another device): what is shown was read again. */
  changedElsewhere: boolean;
}

export type ClockEvent =
  | { type: 'CLOCK_IN' }
  | { type: 'CLOCK_OUT' }
  | { type: 'START_BREAK' }
  | { type: 'END_BREAK' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' }
  | { type: 'REFRESH' };

/**
 * The refusals that mean the clock already moved elsewhere (another tab clocked in first):
 * the page reads the clock again rather than reporting a failure.
 */
export const OVERTAKEN_CODES: readonly string[] = ['ALREADY_CLOCKED_IN', 'NOT_CLOCKED_IN', 'ALREADY_ON_BREAK', 'NOT_ON_BREAK'];
/** The refusals that mean there is no contract to record time against any more. */
export const CLOSED_CODES: readonly string[] = ['NO_ACTIVE_JOB', 'CONTRACT_ENDED'];

function notProvided(name: string): never {
  throw new Error(`clockMachine: provide the '${name}' actor`);
}

const send = (action: ClockAction) => ({
  target: '#clock.sending' as const,
  actions: { type: 'startCall' as const, params: { action } },
});

/**
 * The staff member's clock for the day: off → working ⇄ on break → done, and clocking in again
 * from done starts a new session. The clock is read first ('loadClock'); every move is one
 * call ('punch', the action in its input) answered with the clock as it is now, so the states
 * follow the server's `state`, never a guess. A move refused because the clock already moved
 * (another tab got there first) reads the clock again and says so; a refusal because the
 * contract is gone ends the flow; any other failure keeps the clock as it was with RETRY.
 * Only the states that show the clock take a move, so a double click sends once.
 */
export const clockMachine = setup({
  types: {
    context: {} as ClockContext,
    events: {} as ClockEvent,
    tags: {} as ClockTag,
  },
  actors: {
    loadClock: fromPromise<ClockStatus>(async () => notProvided('loadClock')),
    punch: fromPromise<ClockStatus, { action: ClockAction }>(async () => notProvided('punch')),
  },
  guards: {
    clockReads: ({ context }, params: { state: ClockState }) => context.status?.state === params.state,
    overtaken: (_, params: { error: unknown }) => OVERTAKEN_CODES.includes(toProblem(params.error).code),
    closes: (_, params: { error: unknown }) => CLOSED_CODES.includes(toProblem(params.error).code),
    retriesCall: ({ context }) => context.action !== null,
  },
  actions: {
    startCall: assign((_, params: { action: ClockAction }) => ({ action: params.action, problem: null, changedElsewhere: false })),
    storeStatus: assign((_, params: { status: ClockStatus }) => ({ status: params.status, problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    // Sending the same move again would repeat what the other tab did: a retry reads the clock instead.
    markChangedElsewhere: assign({ changedElsewhere: true, action: null }),
    startRead: assign({ action: null, problem: null }),
    clearProblem: assign({ problem: null, action: null }),
    /** For the flow: the clock moved (here or elsewhere), so today's hours and the attendance are read again. */
    clockChanged: (_, _params: { status: ClockStatus }) => {},
    /** For the flow: the contract is gone, so the page reads the active job again. */
    contractClosed: () => {},
  },
}).createMachine({
  id: 'clock',
  context: { status: null, action: null, problem: null, changedElsewhere: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadClock',
        src: 'loadClock',
        onDone: { target: 'ready', actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) } },
        onError: [
          {
            guard: { type: 'closes', params: ({ event }) => ({ error: event.error }) },
            target: 'closed',
            actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'loadFailed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    loadFailed: {
      tags: ['loadFailed', 'canRetry'],
      on: { RETRY: 'loading' },
    },
    ready: {
      initial: 'sorting',
      on: { REFRESH: { target: 'refreshing', actions: 'startRead' } },
      states: {
        sorting: {
          always: [
            { guard: { type: 'clockReads', params: { state: 'working' } }, target: 'working' },
            { guard: { type: 'clockReads', params: { state: 'on_break' } }, target: 'onBreak' },
            { guard: { type: 'clockReads', params: { state: 'done' } }, target: 'done' },
            { guard: { type: 'clockReads', params: { state: 'waiting_for_onboarding' } }, target: 'waitingForOnboarding' },
            { target: 'off' },
          ],
        },
        off: { tags: ['canClockIn'], on: { CLOCK_IN: send('clockIn') } },
        working: { tags: ['canClockOut', 'canStartBreak'], on: { START_BREAK: send('startBreak'), CLOCK_OUT: send('clockOut') } },
        onBreak: { tags: ['canEndBreak', 'canClockOut'], on: { END_BREAK: send('endBreak'), CLOCK_OUT: send('clockOut') } },
        done: { tags: ['canClockIn'], on: { CLOCK_IN: send('clockIn') } },
        // Hired, but the clock opens once onboarding is complete; the page sends REFRESH to look again.
        waitingForOnboarding: { tags: ['awaitsOnboarding'] },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'punch',
        src: 'punch',
        input: ({ context }) => ({ action: context.action! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) },
            { type: 'clockChanged', params: ({ event }) => ({ status: event.output }) },
          ],
        },
        onError: [
          { guard: { type: 'overtaken', params: ({ event }) => ({ error: event.error }) }, target: 'rereading', actions: 'markChangedElsewhere' },
          {
            guard: { type: 'closes', params: ({ event }) => ({ error: event.error }) },
            target: 'closed',
            actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // The clock moved elsewhere: what it is now replaces what the page showed.
    rereading: {
      tags: ['busy'],
      invoke: {
        id: 'reread',
        src: 'loadClock',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) },
            { type: 'clockChanged', params: ({ event }) => ({ status: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Asked for by the page when something else changed the clock's record (a correction asked for).
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'refresh',
        src: 'loadClock',
        onDone: { target: 'ready', actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['canRetry'],
      on: {
        RETRY: [
          { guard: 'retriesCall', target: 'sending', actions: { type: 'startCall', params: ({ context }) => ({ action: context.action! }) } },
          { target: 'refreshing', actions: 'startRead' },
        ],
        DISMISS: { target: 'ready', actions: 'clearProblem' },
      },
    },
    closed: { type: 'final', tags: ['closed'], entry: 'contractClosed' },
  },
});
