import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { couponMachine, type CheckCouponInput, type CouponCheck } from '@/machines/coupon.machine';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const offerId = '9a6273d4-b183-42e4-9f76-8192a3b4c5d6';
const welcome: CouponCheck = { code: 'WELCOME10', type: 'percent', amount: 10, discount: 3_210 };
const fifty: CouponCheck = { code: 'FIFTY', type: 'fixed', amount: 5_000, discount: 5_000 };
const expired: ApiProblem = { message: 'This coupon expired on 31 March 2026.', code: 'COUPON_EXPIRED' };
/** A failure that is not the server's answer: the first client's fallback message shows. */
const unreadable = new SyntaxError('Unexpected token < in JSON');

const EMPTY = { loading: false, error: null, code: '', type: null, amount: 0, discount: 0 };

let checks: CheckCouponInput[] = [];

export default definePathModel({
  name: 'coupon',
  machine: couponMachine.provide({
    actors: {
      checkCoupon: fromPromise<CouponCheck, CheckCouponInput>(({ input }) => {
        checks.push(input);
        return new Promise<CouponCheck>(() => {});
      }),
    },
  }),
  events: [
    { type: 'APPLY', code: ' welcome10 ', offerId },
    { type: 'APPLY', code: '   ', offerId },
    { type: 'CLEAR' },
    doneEvent('checkCoupon', welcome),
    doneEvent('checkCoupon', fifty),
    errorEvent('checkCoupon', expired),
    errorEvent('checkCoupon', unreadable),
  ],
  everyStep({ snapshot, previous, event }) {
    if (event.type === 'xstate.init') checks = [];
    if (event.type === 'APPLY') {
      if (event.code.trim() === '') {
        // A blank code asks nothing and changes nothing.
        expect(snapshot.context).toEqual(previous?.context);
        expect(snapshot.value).toEqual(previous?.value);
      } else {
        expect(checks.at(-1)).toEqual({ code: 'welcome10', offerId });
      }
    }
    if (event.type === 'CLEAR') expect(snapshot.context).toEqual(EMPTY);
    // The tags the views read: busy while the server checks, applied once it took off the fees.
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('applying'));
    expect(snapshot.hasTag('applied')).toBe(snapshot.matches('applied'));
  },
  states: {
    idle: ({ snapshot }) => expect(snapshot.context).toEqual(EMPTY),
    applying: ({ snapshot }) => {
      expect(snapshot.context.loading).toBe(true);
      expect(snapshot.context.error).toBeNull();
      expect(snapshot.can({ type: 'APPLY', code: 'OTHER', offerId })).toBe(false);
    },
    applied: ({ snapshot, event }) => {
      const coupon = event.type === 'xstate.done.actor.checkCoupon' ? event.output : undefined;
      if (coupon) expect(snapshot.context).toEqual({ loading: false, error: null, ...coupon });
      expect([welcome.code, fifty.code]).toContain(snapshot.context.code);
    },
    rejected: ({ snapshot }) => {
      // The server's words, else the first client's fallback; nothing of an earlier coupon stays.
      expect([expired.message, 'Invalid coupon']).toContain(snapshot.context.error);
      expect(snapshot.context).toEqual({ ...EMPTY, error: snapshot.context.error });
    },
  },
});
