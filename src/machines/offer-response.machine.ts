import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type CandidateOffer = components['schemas']['CandidateOffer'];
export type DeclineReason = components['schemas']['DeclineReason'];

/** Every reason the contract takes, in the order the candidate sees them. */
export const DECLINE_REASONS: readonly DeclineReason[] = ['pay', 'schedule', 'other_offer', 'role_fit', 'personal', 'other'];

/** The contract's limit on the comment beside a reason. */
export const DECLINE_COMMENT_MAX = limits.DeclineOfferRequest.comment.maxLength;

/** setTimeout's ceiling (about 24.8 days); offers stay open 7 days, far below it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface OfferResponseInput {
  offerId: string;
  /** ISO date-time after which the offer can no longer be accepted. */
  expiresAt: string;
}

export interface OfferResponseContext {
  offerId: string;
  expiresAt: string;
  reason: DeclineReason | null;
  comment: string;
  /** A decline was sent without a reason (or with a comment over the limit). */
  reasonMissing: boolean;
  problem: ApiProblem | null;
}

export type OfferResponseEvent =
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' }
  | { type: 'SUBMIT'; reason: DeclineReason | null; comment: string };

function notProvided(name: string): never {
  throw new Error(`offerResponseMachine: provide the '${name}' actor`);
}

/**
 * The candidate's answer to a pending offer: accept after a confirmation, or decline
 * with one of the contract's reasons and an optional comment. The offer expires while
 * the page is open when its `expires_at` passes (a timer started on entering `open`,
 * from the clock at that moment), or when the server answers 409 OFFER_EXPIRED. An
 * answer on its way is outside `open`, so expiry then is the server's word alone, and
 * nothing else is taken meanwhile: one answer, sent once.
 */
export const offerResponseMachine = setup({
  types: {
    context: {} as OfferResponseContext,
    events: {} as OfferResponseEvent,
    input: {} as OfferResponseInput,
  },
  actors: {
    accept: fromPromise<CandidateOffer, { offerId: string }>(async () => notProvided('accept')),
    decline: fromPromise<CandidateOffer, { offerId: string; reason: DeclineReason; comment: string }>(async () =>
      notProvided('decline'),
    ),
  },
  guards: {
    isExpiredProblem: (_, params: { error: unknown }) => toProblem(params.error).code === 'OFFER_EXPIRED',
    reasonGiven: (_, params: { reason: DeclineReason | null; comment: string }) =>
      params.reason !== null && DECLINE_REASONS.includes(params.reason) && params.comment.trim().length <= DECLINE_COMMENT_MAX,
  },
  actions: {
    storeDecline: assign((_, params: { reason: DeclineReason; comment: string }) => ({
      reason: params.reason,
      comment: params.comment.trim(),
      reasonMissing: false,
      problem: null,
    })),
    flagReasonMissing: assign({ reasonMissing: true }),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clearProblem: assign({ problem: null, reasonMissing: false }),
    /** For the view: refresh the offers and say what happened. */
    answered: (_, _params: { offer: CandidateOffer; answer: 'accepted' | 'declined' }) => {},
    expired: () => {},
  },
  delays: {
    untilExpiry: ({ context }) => Math.min(MAX_TIMER_MS, Math.max(0, Date.parse(context.expiresAt) - Date.now())),
  },
}).createMachine({
  id: 'offerResponse',
  context: ({ input }) => ({
    offerId: input.offerId,
    expiresAt: input.expiresAt,
    reason: null,
    comment: '',
    reasonMissing: false,
    problem: null,
  }),
  initial: 'open',
  states: {
    open: {
      initial: 'pending',
      after: { untilExpiry: { target: 'expired', actions: 'clearProblem' } },
      states: {
        pending: {
          on: {
            ACCEPT: { target: 'confirmingAccept', actions: 'clearProblem' },
            DECLINE: { target: 'choosingReason', actions: 'clearProblem' },
          },
        },
        confirmingAccept: {
          on: {
            CANCEL: { target: 'pending', actions: 'clearProblem' },
            CONFIRM: { target: '#offerResponse.accepting', actions: 'clearProblem' },
          },
        },
        choosingReason: {
          on: {
            CANCEL: { target: 'pending', actions: 'clearProblem' },
            SUBMIT: [
              {
                guard: { type: 'reasonGiven', params: ({ event }) => ({ reason: event.reason, comment: event.comment }) },
                target: '#offerResponse.declining',
                actions: { type: 'storeDecline', params: ({ event }) => ({ reason: event.reason!, comment: event.comment }) },
              },
              { actions: 'flagReasonMissing' },
            ],
          },
        },
      },
    },
    accepting: {
      invoke: {
        id: 'accept',
        src: 'accept',
        input: ({ context }) => ({ offerId: context.offerId }),
        onDone: {
          target: 'accepted',
          actions: { type: 'answered', params: ({ event }) => ({ offer: event.output, answer: 'accepted' as const }) },
        },
        onError: [
          {
            guard: { type: 'isExpiredProblem', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: '#offerResponse.open.confirmingAccept',
            actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    declining: {
      invoke: {
        id: 'decline',
        src: 'decline',
        input: ({ context }) => ({ offerId: context.offerId, reason: context.reason!, comment: context.comment }),
        onDone: {
          target: 'declined',
          actions: { type: 'answered', params: ({ event }) => ({ offer: event.output, answer: 'declined' as const }) },
        },
        onError: [
          {
            guard: { type: 'isExpiredProblem', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: '#offerResponse.open.choosingReason',
            actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    accepted: { type: 'final' },
    declined: { type: 'final' },
    expired: { type: 'final', entry: 'expired' },
  },
});
