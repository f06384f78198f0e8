import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { isApiProblem } from '@/lib/api-problem';

export type CouponCheck = components['schemas']['CouponCheck'];

export interface CheckCouponInput {
  code: string;
  offerId: string;
}

/** The first client's discount state; never saved across reloads. */
export interface CouponContext {
  loading: boolean;
  error: string | null;
  code: string;
  type: CouponCheck['type'] | null;
  /** Percent (1–100) or cents, by `type`. */
  amount: number;
  /** What the coupon takes off the offer it was checked against, in cents. */
  discount: number;
}

export type CouponEvent = { type: 'APPLY'; code: string; offerId: string } | { type: 'CLEAR' };

/** What a view reads off the coupon's state: `busy` while the server checks it, `applied` once it takes off the fees. */
export type CouponTag = 'busy' | 'applied';

const EMPTY: CouponContext = { loading: false, error: null, code: '', type: null, amount: 0, discount: 0 };

function notProvided(name: string): never {
  throw new Error(`couponMachine: provide the '${name}' actor`);
}

/**
 * Applying a coupon at checkout (docs/product.md section 8, "Discount state"): APPLY asks the server, which
 * knows the coupon and prices the discount; its refusal is shown in its own words, or
 * 'Invalid coupon' when it gave none. A new APPLY replaces the coupon; CLEAR empties all.
 */
export const couponMachine = setup({
  types: {
    context: {} as CouponContext,
    events: {} as CouponEvent,
    tags: {} as CouponTag,
  },
  actors: {
    checkCoupon: fromPromise<CouponCheck, CheckCouponInput>(async () => notProvided('checkCoupon')),
  },
  actions: {
    startApplying: assign({ loading: true, error: null }),
    storeCoupon: assign((_, params: { coupon: CouponCheck }) => ({
      loading: false,
      error: null,
      code: params.coupon.code,
      type: params.coupon.type,
      amount: params.coupon.amount,
      discount: params.coupon.discount,
    })),
    storeError: assign((_, params: { error: unknown }) => ({
      ...EMPTY,
      error: isApiProblem(params.error) ? params.error.message : m.checkout_coupon_invalid(),
    })),
    clear: assign(() => EMPTY),
  },
  guards: {
    hasCode: (_, params: { code: string }) => params.code.trim() !== '',
  },
}).createMachine({
  id: 'coupon',
  context: EMPTY,
  initial: 'idle',
  states: {
    idle: {
      on: { APPLY: { guard: { type: 'hasCode', params: ({ event }) => ({ code: event.code }) }, target: 'applying' } },
    },
    applying: {
      tags: ['busy'],
      entry: 'startApplying',
      invoke: {
        id: 'checkCoupon',
        src: 'checkCoupon',
        input: ({ event }) => {
          assertEvent(event, 'APPLY');
          return { code: event.code.trim(), offerId: event.offerId };
        },
        onDone: { target: 'applied', actions: { type: 'storeCoupon', params: ({ event }) => ({ coupon: event.output }) } },
        onError: { target: 'rejected', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { CLEAR: { target: 'idle', actions: 'clear' } },
    },
    applied: {
      tags: ['applied'],
      on: {
        APPLY: { guard: { type: 'hasCode', params: ({ event }) => ({ code: event.code }) }, target: 'applying' },
        CLEAR: { target: 'idle', actions: 'clear' },
      },
    },
    rejected: {
      on: {
        APPLY: { guard: { type: 'hasCode', params: ({ event }) => ({ code: event.code }) }, target: 'applying' },
        CLEAR: { target: 'idle', actions: 'clear' },
      },
    },
  },
});
