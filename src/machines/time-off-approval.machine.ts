import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type TimeOffRequest = components['schemas']['TimeOffRequest'];

/** The contract's limit on the reason the staff member reads. */
export const DECLINE_REASON_MAX = limits.DeclineWithReason.reason.maxLength;

export interface TimeOffApprovalInput {
  requestId: string;
}

export interface TimeOffApprovalContext {
  requestId: string;
  /** The answer on its way, kept so that a retry sends the same one. */
  decision: 'approve' | 'decline' | null;
  /** The reason sent with a decline, trimmed. */
  reason: string;
  /** Why the reason typed cannot be sent: none given, or longer than the contract takes. */
  reasonProblem: 'missing' | 'too_long' | null;
  problem: ApiProblem | null;
}

export type TimeOffApprovalEvent =
  | { type: 'APPROVE' }
  | { type: 'DECLINE' }
  | { type: 'SUBMIT'; reason: string }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

function notProvided(name: string): never {
  throw new Error(`timeOffApprovalMachine: provide the '${name}' actor`);
}

const reasonProblemOf = (reason: string): TimeOffApprovalContext['reasonProblem'] => {
  const trimmed = reason.trim();
  if (trimmed === '') return 'missing';
  return trimmed.length > DECLINE_REASON_MAX ? 'too_long' : null;
};

/**
 * The employer's answer to one time-off request, in place on the staff member's page:
 * approve at once, or decline with a reason the staff member reads. A call that fails
 * keeps the answer for a retry. When the server says the request is no longer waiting
 * (409 TIME_OFF_NOT_PENDING: the staff member cancelled it, or another tab answered),
 * the machine ends in `changed` and the view reads the list again and says so.
 */
export const timeOffApprovalMachine = setup({
  types: {
    context: {} as TimeOffApprovalContext,
    events: {} as TimeOffApprovalEvent,
    input: {} as TimeOffApprovalInput,
  },
  actors: {
    approve: fromPromise<TimeOffRequest, { requestId: string }>(async () => notProvided('approve')),
    decline: fromPromise<TimeOffRequest, { requestId: string; reason: string }>(async () => notProvided('decline')),
  },
  guards: {
    reasonGiven: (_, params: { reason: string }) => reasonProblemOf(params.reason) === null,
    isNotPending: (_, params: { error: unknown }) => toProblem(params.error).code === 'TIME_OFF_NOT_PENDING',
    wasApproving: ({ context }) => context.decision === 'approve',
  },
  actions: {
    storeApproval: assign({ decision: 'approve' as const, problem: null }),
    storeDecline: assign((_, params: { reason: string }) => ({
      decision: 'decline' as const,
      reason: params.reason.trim(),
      reasonProblem: null,
      problem: null,
    })),
    flagReason: assign((_, params: { reason: string }) => ({ reasonProblem: reasonProblemOf(params.reason) })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clearProblem: assign({ problem: null }),
    clear: assign({ decision: null, reason: '', reasonProblem: null, problem: null }),
    /** For the view: say so and read the lists again; a no-op here. */
    answered: (_, _params: { request: TimeOffRequest }) => {},
    /** For the view: read the list again and say the request changed meanwhile; a no-op here. */
    requestChanged: () => {},
  },
}).createMachine({
  id: 'timeOffApproval',
  context: ({ input }) => ({ requestId: input.requestId, decision: null, reason: '', reasonProblem: null, problem: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        APPROVE: { target: 'approving', actions: 'storeApproval' },
        DECLINE: 'writingReason',
      },
    },
    writingReason: {
      on: {
        SUBMIT: [
          {
            guard: { type: 'reasonGiven', params: ({ event }) => ({ reason: event.reason }) },
            target: 'declining',
            actions: { type: 'storeDecline', params: ({ event }) => ({ reason: event.reason }) },
          },
          { actions: { type: 'flagReason', params: ({ event }) => ({ reason: event.reason }) } },
        ],
        CANCEL: { target: 'idle', actions: 'clear' },
      },
    },
    approving: {
      tags: ['busy'],
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }) => ({ requestId: context.requestId }),
        onDone: { target: 'answered', actions: { type: 'answered', params: ({ event }) => ({ request: event.output }) } },
        onError: [
          { guard: { type: 'isNotPending', params: ({ event }) => ({ error: event.error }) }, target: 'changed' },
          { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    declining: {
      tags: ['busy'],
      invoke: {
        id: 'decline',
        src: 'decline',
        input: ({ context }) => ({ requestId: context.requestId, reason: context.reason }),
        onDone: { target: 'answered', actions: { type: 'answered', params: ({ event }) => ({ request: event.output }) } },
        onError: [
          { guard: { type: 'isNotPending', params: ({ event }) => ({ error: event.error }) }, target: 'changed' },
          { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      tags: ['canRetry'],
      on: {
        RETRY: [
          { guard: 'wasApproving', target: 'approving', actions: 'clearProblem' },
          { target: 'declining', actions: 'clearProblem' },
        ],
        CANCEL: { target: 'idle', actions: 'clear' },
      },
    },
    answered: { type: 'final' },
    changed: { type: 'final', entry: 'requestChanged' },
  },
});
