import { assign, initialTransition, setup } from 'xstate';
import type { components } from '@/generated/api';
import { isValidRange, type HoursRange } from '@/lib/hours-range-form';

type S = components['schemas'];
export type { HoursRange };

/**
 * Where a fractional hire stands, as the server's records say (GET /employer/fractional-hire):
 * nothing yet (`{}`), a request for staff, or an offer with its status (a staff member is a hired
 * or ended offer), with the hours range it carries.
 */
export interface FractionalHireInput {
  requestStatus?: S['FractionalRequestStatus'];
  offerStatus?: S['OfferStatus'];
  hoursRange?: HoursRange;
}

/** The stages of the flow: the machine's states past its start. */
export type FractionalHireStage =
  | 'choosing'
  | 'requested'
  | 'terms'
  | 'offered'
  | 'accepted'
  | 'checkout'
  | 'hired'
  | 'declined'
  | 'expired'
  | 'withdrawn'
  | 'ended';

/** What the employer does next at a stage, as the page offers it (the stage's tag). */
export type NextAction =
  /** Choose a candidate from search, or ask us for staff. */
  | 'choose'
  /** Offer the hours range and schedule. */
  | 'set_terms'
  /** Our team is finding candidates; applicants may already be on the job the request posted. */
  | 'review_applicants'
  /** The candidate has the offer: nothing to do but wait for the answer. */
  | 'await_answer'
  /** Pay for the accepted offer at the fractional checkout. */
  | 'pay'
  /** The checkout is open: finish paying there. */
  | 'finish_payment'
  /** The hire works: hours against the range, a change of range, the month's statement. */
  | 'manage_hours'
  /** The flow is over. */
  | 'none';

export type FractionalHireEvent =
  | { type: 'CHOOSE_CANDIDATE' }
  | { type: 'REQUEST_STAFF' }
  | { type: 'CLOSE' }
  | { type: 'BACK' }
  | { type: 'SEND'; hoursRange: HoursRange }
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' }
  | { type: 'EXPIRE' }
  | { type: 'WITHDRAW' }
  | { type: 'CHECKOUT' }
  | { type: 'CANCEL' }
  | { type: 'PAID' }
  | { type: 'CHANGE_HOURS'; hoursRange: HoursRange }
  | { type: 'END' };

export interface FractionalHireContext {
  /** The stage the server's records put the hire at when the machine started. */
  start: FractionalHireStage;
  /** How the hire began: a candidate chosen (and offered), or a request for staff; null until then. */
  origin: 'candidate' | 'request' | null;
  /** The hours range offered, or agreed; null before an offer. */
  hoursRange: HoursRange | null;
}

/**
 * The stage the server's records put a hire at: an offer by its status (hired and ended are the
 * staff member's), a request open or answered is waiting for a candidate to be chosen, a closed
 * one (or nothing) leaves the employer to choose again.
 */
export function startStage(input: FractionalHireInput): FractionalHireStage {
  switch (input.offerStatus) {
    case 'pending':
      return 'offered';
    case 'awaiting_payment':
      return 'accepted';
    case undefined:
      return input.requestStatus === 'open' || input.requestStatus === 'answered' ? 'requested' : 'choosing';
    default:
      return input.offerStatus;
  }
}

const startsAt = (stage: FractionalHireStage) => ({ guard: { type: 'startsAt' as const, params: { stage } }, target: stage });

/**
 * The fractional hire flow (issue 16): the employer chooses a candidate, or asks us for staff
 * (which posts a fractional job that candidates apply to, and a request our team answers, until
 * the employer closes it), offers an hours range and schedule, and the candidate accepts,
 * declines or lets the offer expire; the employer may withdraw it until it is paid for. Accepted,
 * it is paid for at the fractional checkout (`/hire/fractional/:id`, leaving it goes back) and the
 * hire works, its range changed as the employer needs, until the employer ends it.
 *
 * Each step happens on the server: the machine starts where the server's records put a hire
 * (`startStage`, by the eventless transitions of `resuming`), so the employer's page shows each
 * hire's stage and, by the stage's tag, the next action (`fractionalHireStage`).
 */
export const fractionalHireMachine = setup({
  types: {
    context: {} as FractionalHireContext,
    events: {} as FractionalHireEvent,
    input: {} as FractionalHireInput,
    tags: {} as NextAction,
  },
  guards: {
    startsAt: ({ context }, params: { stage: FractionalHireStage }) => context.start === params.stage,
    validRange: (_, params: { hoursRange: HoursRange }) => isValidRange(params.hoursRange),
  },
  actions: {
    chosen: assign({ origin: 'candidate' }),
    requested: assign({ origin: 'request' }),
    storeRange: assign((_, params: { hoursRange: HoursRange }) => ({ hoursRange: params.hoursRange })),
  },
}).createMachine({
  id: 'fractionalHire',
  context: ({ input }) => ({
    start: startStage(input),
    origin: input.offerStatus ? 'candidate' : input.requestStatus ? 'request' : null,
    hoursRange: input.hoursRange ?? null,
  }),
  initial: 'resuming',
  states: {
    resuming: {
      always: [
        startsAt('requested'),
        startsAt('offered'),
        startsAt('accepted'),
        startsAt('hired'),
        startsAt('ended'),
        startsAt('declined'),
        startsAt('expired'),
        startsAt('withdrawn'),
        { target: 'choosing' },
      ],
    },
    choosing: {
      tags: 'choose',
      on: {
        CHOOSE_CANDIDATE: { target: 'terms', actions: 'chosen' },
        REQUEST_STAFF: { target: 'requested', actions: 'requested' },
      },
    },
    requested: {
      tags: 'review_applicants',
      on: {
        // A candidate who applied to the job the request posted, or one our team suggested.
        CHOOSE_CANDIDATE: { target: 'terms', actions: 'chosen' },
        CLOSE: 'choosing',
      },
    },
    terms: {
      tags: 'set_terms',
      on: {
        SEND: {
          guard: { type: 'validRange', params: ({ event }) => ({ hoursRange: event.hoursRange }) },
          target: 'offered',
          actions: { type: 'storeRange', params: ({ event }) => ({ hoursRange: event.hoursRange }) },
        },
        BACK: 'choosing',
      },
    },
    offered: {
      tags: 'await_answer',
      on: { ACCEPT: 'accepted', DECLINE: 'declined', EXPIRE: 'expired', WITHDRAW: 'withdrawn' },
    },
    accepted: {
      tags: 'pay',
      on: { CHECKOUT: 'checkout', WITHDRAW: 'withdrawn' },
    },
    checkout: {
      tags: 'finish_payment',
      on: { PAID: 'hired', CANCEL: 'accepted' },
    },
    hired: {
      tags: 'manage_hours',
      on: {
        // A raise applies at once, a lowering from the next month (src/shared/fractional-pricing.ts, rangeChange).
        CHANGE_HOURS: {
          guard: { type: 'validRange', params: ({ event }) => ({ hoursRange: event.hoursRange }) },
          actions: { type: 'storeRange', params: ({ event }) => ({ hoursRange: event.hoursRange }) },
        },
        END: 'ended',
      },
    },
    declined: { type: 'final', tags: 'none' },
    expired: { type: 'final', tags: 'none' },
    withdrawn: { type: 'final', tags: 'none' },
    ended: { type: 'final', tags: 'none' },
  },
});

type StageNodes = Record<FractionalHireStage, { tags: readonly string[] }>;

/** The employer's next action at a stage: the stage's tag in the machine. */
export const nextActionOf = (stage: FractionalHireStage): NextAction =>
  ((fractionalHireMachine.root.states as unknown as StageNodes)[stage].tags[0] as NextAction | undefined) ?? 'none';

/** Where a hire stands, from the server's records: its stage and the employer's next action. Pure. */
export function fractionalHireStage(input: FractionalHireInput): { stage: FractionalHireStage; next: NextAction } {
  const [snapshot] = initialTransition(fractionalHireMachine, input);
  const stage = snapshot.value as FractionalHireStage;
  return { stage, next: nextActionOf(stage) };
}
