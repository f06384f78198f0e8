import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import {
  DECLINE_COMMENT_MAX,
  offerResponseMachine,
  type CandidateOffer,
} from '@/machines/offer-response.machine';
import { makeCandidateOffer } from '../../doubles/fixtures/offers';
import { afterEvent, definePathModel, doneEvent, errorEvent } from '../harness';

const offerId = '77777777-7777-4777-8777-777777777777';
// Far enough ahead that the timer is always the clamped maximum, whatever today is.
const expiresAt = '2099-01-01T00:00:00.000Z';
const MAX_TIMER_MS = 2 ** 31 - 1;

const offer = makeCandidateOffer({ id: offerId, status: 'awaiting_payment', expires_at: expiresAt });
const expired: ApiProblem = { message: 'This offer has expired.', code: 'OFFER_EXPIRED' };
const withdrawn: ApiProblem = { message: 'This offer is no longer open.', code: 'OFFER_STATE_CONFLICT' };
const offline = new TypeError('Failed to fetch');

let calls: Array<{ kind: string; input: unknown }> = [];
const recording = <I,>(kind: string) =>
  fromPromise<CandidateOffer, I>(({ input }) => {
    calls.push({ kind, input });
    return new Promise(() => {});
  });

export default definePathModel({
  name: 'offerResponse',
  machine: offerResponseMachine.provide({ actors: { accept: recording('accept'), decline: recording('decline') } }),
  input: { offerId, expiresAt },
  events: [
    { type: 'ACCEPT' },
    { type: 'DECLINE' },
    { type: 'CANCEL' },
    { type: 'CONFIRM' },
    { type: 'SUBMIT', reason: 'other_offer', comment: '  I took another role.  ' },
    { type: 'SUBMIT', reason: null, comment: '' },
    { type: 'SUBMIT', reason: 'pay', comment: 'x'.repeat(DECLINE_COMMENT_MAX + 1) },
    doneEvent('accept', offer),
    errorEvent('accept', expired),
    errorEvent('accept', withdrawn),
    errorEvent('accept', offline),
    doneEvent('decline', { ...offer, status: 'declined', decline_reason: 'other_offer' }),
    errorEvent('decline', expired),
    errorEvent('decline', withdrawn),
    afterEvent('untilExpiry', 'offerResponse.open'),
  ],
  everyStep({ snapshot, previous, event, actions, timers }) {
    if (event.type === 'xstate.init') calls = [];
    // The expiry timer runs exactly while the offer is open to an answer.
    expect(timers).toEqual(snapshot.matches('open') ? [MAX_TIMER_MS] : []);
    if (!previous) return;
    const busy = (s: typeof snapshot) => s.matches('accepting') || s.matches('declining');
    if (busy(previous) && !event.type.startsWith('xstate.')) {
      expect(snapshot.value).toEqual(previous.value);
      expect(snapshot.context).toEqual(previous.context);
    }
    if (snapshot.matches('accepting') && !busy(previous)) expect(calls.at(-1)).toEqual({ kind: 'accept', input: { offerId } });
    if (snapshot.matches('declining') && !busy(previous)) {
      expect(calls.at(-1)).toEqual({ kind: 'decline', input: { offerId, reason: 'other_offer', comment: 'I took another role.' } });
    }
    const told = actions.filter((action) => action.type === 'answered' || action.type === 'expired');
    if (event.type === 'xstate.done.actor.accept') expect(told).toEqual([{ type: 'answered', params: { offer, answer: 'accepted' } }]);
    else if (event.type === 'xstate.done.actor.decline') expect(told.map((a) => a.type)).toEqual(['answered']);
    else if (snapshot.matches('expired')) expect(told).toEqual([{ type: 'expired', params: undefined }]);
    else expect(told).toEqual([]);
  },
  states: {
    'open.pending': ({ snapshot }) => expect(snapshot.context.problem).toBeNull(),
    'open.confirmingAccept': ({ snapshot, previous }) => {
      if (previous?.matches('accepting')) expect(snapshot.context.problem?.code).toMatch(/^(OFFER_STATE_CONFLICT|NETWORK)$/);
      else expect(snapshot.context.problem).toBeNull();
    },
    'open.choosingReason': ({ snapshot, event, previous }) => {
      if (event.type === 'SUBMIT') expect(snapshot.context.reasonMissing).toBe(true);
      if (previous?.matches('declining')) expect(snapshot.context.problem).toEqual(withdrawn);
    },
    expired: ({ snapshot, event }) => {
      expect(snapshot.status).toBe('done');
      // The server's words when it said so; the page's own when the clock did.
      expect(snapshot.context.problem).toEqual(event.type.startsWith('xstate.error') ? expired : null);
    },
    accepted: ({ snapshot }) => expect(snapshot.status).toBe('done'),
    declined: ({ snapshot }) => expect(snapshot.context.reason).toBe('other_offer'),
  },
});
