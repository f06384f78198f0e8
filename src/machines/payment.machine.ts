import { assign, fromPromise, setup, type ActorRefFrom, type DoneActorEvent } from 'xstate';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

type Schemas = components['schemas'];
export type Payment = Schemas['Payment'];
export type NextAction = Schemas['NextAction'];
export type PaymentFailure = Schemas['PaymentFailure'];
export type HireStaffRequest = Schemas['HireStaffRequest'];
export type HireFractionalStaffRequest = Schemas['HireFractionalStaffRequest'];
export type RetryPaymentRequest = Schemas['RetryPaymentRequest'];

/** What is paid: the ticked offers of a checkout, or one fractional offer, at the total shown; or a failed payment again. */
export type PaymentInput =
  | { mode: 'checkout'; offerIds: string[]; expectedTotalCents: number; couponCode?: string }
  | { mode: 'fractional'; offerId: string; expectedTotalCents: number; couponCode?: string }
  | { mode: 'retry'; paymentId: string };

/** One call to the server: a checkout (hireStaff, hireFractionalStaff) or another try of a payment (retryPayment). */
export type ChargeRequest =
  | { kind: 'checkout'; body: HireStaffRequest }
  | { kind: 'fractional'; body: HireFractionalStaffRequest }
  | { kind: 'retry'; body: RetryPaymentRequest };

export interface PaymentContext {
  request: PaymentInput;
  /** The payment being collected: the one retried, or the one the checkout created. */
  paymentId: string | null;
  paymentMethodId: string | null;
  /** This attempt's idempotency key: the server charges once per key. */
  idempotencyKey: string | null;
  payment: Payment | null;
  /** The card's refusal of the last attempt. */
  failure: PaymentFailure | null;
  /** A refusal by our server, or no answer at all. */
  problem: ApiProblem | null;
}

/** What a view reads off a payment's state (see createPaymentMachine). */
export type PaymentTag = 'busy' | 'choosingCard' | 'canRetry' | 'resumable' | 'final';

export type PaymentEvent = { type: 'PAY'; paymentMethodId: string } | { type: 'RETRY'; paymentMethodId: string };

/** 409s (and a replaced payment) after which paying again as is cannot succeed: the view reloads the checkout or moves on. */
const FINAL_PROBLEMS = new Set(['PRICE_CHANGED', 'ALREADY_HIRED', 'ALREADY_PAID', 'PAYMENT_VOID']);

/** A payment the server answered with but did not settle: still at the provider, or replaced by a newer checkout. */
export function unsettledProblem(payment: Payment): ApiProblem {
  return payment.status === 'void'
    ? { code: 'PAYMENT_VOID', message: m.checkout_payment_void() }
    : { code: 'PAYMENT_PROCESSING', message: m.checkout_payment_processing() };
}

const UNKNOWN_OUTCOMES = new Set(['NETWORK', 'UNAVAILABLE', 'PAYMENT_PROCESSING']);

/**
 * Whether the charge's outcome is unknown: no answer (network), a server failure, an
 * unavailable provider or a payment still processing. The same key must then go again,
 * and the server answers the first charge instead of making a second.
 */
export const chargeOutcomeUnknown = (problem: ApiProblem | null) =>
  problem !== null && (UNKNOWN_OUTCOMES.has(problem.code) || /^HTTP_5\d\d$/.test(problem.code));

/** The call the attempt makes, in the contract's shape. */
export function chargeRequest(context: PaymentContext): ChargeRequest {
  const { request, paymentId, paymentMethodId, idempotencyKey } = context;
  // Non-null: an attempt starts by choosing the card and the key.
  const card = paymentMethodId!;
  const key = idempotencyKey!;
  if (paymentId !== null) return { kind: 'retry', body: { payment_id: paymentId, payment_method_id: card, idempotency_key: key } };
  if (request.mode === 'retry') return { kind: 'retry', body: { payment_id: request.paymentId, payment_method_id: card, idempotency_key: key } };
  if (request.mode === 'fractional') {
    return {
      kind: 'fractional',
      body: {
        offer_id: request.offerId,
        payment_method_id: card,
        idempotency_key: key,
        expected_total_cents: request.expectedTotalCents,
        ...(request.couponCode ? { coupon_code: request.couponCode } : {}),
      },
    };
  }
  return {
    kind: 'checkout',
    body: {
      offer_ids: request.offerIds,
      payment_method_id: card,
      idempotency_key: key,
      expected_total_cents: request.expectedTotalCents,
      ...(request.couponCode ? { coupon_code: request.couponCode } : {}),
    },
  };
}

function notProvided(name: string): never {
  throw new Error(`paymentMachine: provide the '${name}' actor`);
}

/**
 * A card payment, for a checkout or a failed payment tried again, given how new
 * idempotency keys are made (`previous` is the last attempt's key, so that a test can
 * alternate two).
 *
 * idle → PAY → charging → paid, or → authenticating (the card asks its holder) →
 * confirming → paid; a declined card goes to `declined`, whose RETRY is a new attempt with
 * a new key; a problem with no settled answer keeps its key for the retry, so nothing is
 * charged twice. A PAY while charging is ignored.
 *
 * Tags say what a view shows: `busy` (a charge under way, or done), `choosingCard` (a card
 * can be chosen and paid with), `canRetry` (RETRY is accepted), `resumable` (only the same
 * attempt can go again), `final` (paying again cannot help).
 */
export function createPaymentMachine(newKey: (previous: string | null) => string) {
  const machineSetup = setup({
    types: {
      context: {} as PaymentContext,
      events: {} as PaymentEvent,
      input: {} as PaymentInput,
      output: {} as Payment | null,
      tags: {} as PaymentTag,
    },
    actors: {
      charge: fromPromise<Payment, ChargeRequest>(async () => notProvided('charge')),
      authenticate: fromPromise<unknown, NextAction>(async () => notProvided('authenticate')),
      confirm: fromPromise<Payment, { paymentId: string }>(async () => notProvided('confirm')),
    },
    actions: {
      startAttempt: assign(({ context }, params: { paymentMethodId: string }) => ({
        paymentMethodId: params.paymentMethodId,
        idempotencyKey: newKey(context.idempotencyKey),
        failure: null,
        problem: null,
      })),
      // The same attempt again: same key, and so the same card.
      resumeAttempt: assign({ problem: null }),
      storePayment: assign((_, params: { payment: Payment }) => ({
        payment: params.payment,
        paymentId: params.payment.id,
        failure: params.payment.failure,
      })),
      storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
      storeUnsettled: assign((_, params: { payment: Payment }) => ({
        payment: params.payment,
        paymentId: params.payment.id,
        problem: unsettledProblem(params.payment),
      })),
    },
    guards: {
      hasStatus: (_, params: { payment: Payment; status: Payment['status'] }) => params.payment.status === params.status,
      outcomeUnknown: ({ context }) => chargeOutcomeUnknown(context.problem),
      canPayAgain: ({ context }) => context.problem !== null && !FINAL_PROBLEMS.has(context.problem.code),
    },
  });

  /** Where a charge or its confirmation leads, by the status of the payment the server answers with. */
  type Answer = { event: DoneActorEvent<Payment> };
  const store = { type: 'storePayment', params: ({ event }: Answer) => ({ payment: event.output }) } as const;
  const onStatus = (status: Payment['status'], target: 'paid' | 'authenticating' | 'declined') => ({
    guard: { type: 'hasStatus', params: ({ event }: Answer) => ({ payment: event.output, status }) } as const,
    target,
    actions: store,
  });
  const settle = [
    onStatus('succeeded', 'paid'),
    onStatus('requires_action', 'authenticating'),
    onStatus('failed', 'declined'),
    // Still processing, or replaced by a newer checkout: nothing settled to show.
    { target: 'problem', actions: { type: 'storeUnsettled', params: ({ event }: Answer) => ({ payment: event.output }) } as const },
  ];

  return machineSetup.createMachine({
    id: 'payment',
    // The payment that went through, for a parent that moves on when it is paid.
    output: ({ context }) => context.payment,
    context: ({ input }) => ({
      request: input,
      paymentId: input.mode === 'retry' ? input.paymentId : null,
      paymentMethodId: null,
      idempotencyKey: null,
      payment: null,
      failure: null,
      problem: null,
    }),
    initial: 'idle',
    states: {
      idle: {
        tags: ['choosingCard'],
        on: {
          PAY: { target: 'charging', actions: { type: 'startAttempt', params: ({ event }) => ({ paymentMethodId: event.paymentMethodId }) } },
        },
      },
      charging: {
        tags: ['busy'],
        invoke: {
          id: 'charge',
          src: 'charge',
          input: ({ context }) => chargeRequest(context),
          onDone: settle,
          onError: { target: 'problem', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      authenticating: {
        tags: ['busy'],
        invoke: {
          id: 'authenticate',
          src: 'authenticate',
          // Non-null: only a payment asking for it leads here.
          input: ({ context }) => context.payment!.next_action!,
          // Whatever the holder did, the server knows the outcome: ask it.
          onDone: 'confirming',
          onError: 'confirming',
        },
      },
      confirming: {
        tags: ['busy'],
        invoke: {
          id: 'confirm',
          src: 'confirm',
          input: ({ context }) => ({ paymentId: context.paymentId! }),
          onDone: settle,
          onError: { target: 'problem', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      declined: {
        tags: ['canRetry', 'choosingCard'],
        on: {
          RETRY: { target: 'charging', actions: { type: 'startAttempt', params: ({ event }) => ({ paymentMethodId: event.paymentMethodId }) } },
        },
      },
      problem: {
        initial: 'sorting',
        states: {
          // Where the problem leaves the payment: the same attempt again, a new one, or neither.
          sorting: {
            always: [{ guard: 'outcomeUnknown', target: 'resumable' }, { guard: 'canPayAgain', target: 'payAgain' }, { target: 'final' }],
          },
          // No settled answer: the same attempt goes again, on the same card and key.
          resumable: {
            tags: ['canRetry', 'resumable'],
            on: { RETRY: { target: '#payment.charging', actions: 'resumeAttempt' } },
          },
          payAgain: {
            tags: ['canRetry', 'choosingCard'],
            on: {
              RETRY: {
                target: '#payment.charging',
                actions: { type: 'startAttempt', params: ({ event }) => ({ paymentMethodId: event.paymentMethodId }) },
              },
            },
          },
          // Paying again as is cannot succeed: the view offers a way out instead.
          final: { tags: ['final'] },
        },
      },
      // Still busy for the page: what was paid for stays as it is while the view moves on.
      paid: { type: 'final', tags: ['busy'] },
    },
  });
}

/** Keys are random UUIDs: one per attempt. */
export const paymentMachine = createPaymentMachine(() => crypto.randomUUID());

export type PaymentMachine = typeof paymentMachine;
/** A running payment, as a view renders it and sends it PAY and RETRY. */
export type PaymentActorRef = ActorRefFrom<PaymentMachine>;
