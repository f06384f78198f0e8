import { expect } from 'vitest';
import { fractionalHireMachine, fractionalHireStage, nextActionOf, type FractionalHireStage, type HoursRange } from '@/machines/fractional-hire.machine';
import { definePathModel } from '../harness';

const agreed: HoursRange = { min_hours: 20, max_hours: 40 };
const raised: HoursRange = { min_hours: 20, max_hours: 60 };
// Refused by the range's rules: the minimum above the maximum, and beyond the contract's 125 hours.
const inverted: HoursRange = { min_hours: 40, max_hours: 20 };
const tooMany: HoursRange = { min_hours: 20, max_hours: 126 };

const FINAL: FractionalHireStage[] = ['declined', 'expired', 'withdrawn', 'ended'];

export default definePathModel({
  name: 'fractionalHire',
  machine: fractionalHireMachine,
  inputs: [
    { name: 'a new hire', input: {} },
    { name: 'an offer sent', input: { offerStatus: 'pending', hoursRange: agreed } },
    { name: 'an offer accepted', input: { offerStatus: 'awaiting_payment', hoursRange: agreed } },
    { name: 'a hire', input: { offerStatus: 'hired', hoursRange: agreed } },
    { name: 'an ended hire', input: { offerStatus: 'ended', hoursRange: agreed } },
    { name: 'an offer declined', input: { offerStatus: 'declined' } },
    { name: 'an offer expired', input: { offerStatus: 'expired' } },
    { name: 'an offer withdrawn', input: { offerStatus: 'withdrawn' } },
    { name: 'an open request', input: { requestStatus: 'open', hoursRange: agreed } },
    { name: 'an answered request', input: { requestStatus: 'answered', hoursRange: agreed } },
    { name: 'a closed request', input: { requestStatus: 'closed' } },
  ],
  events: [
    { type: 'CHOOSE_CANDIDATE' },
    { type: 'REQUEST_STAFF' },
    { type: 'BACK' },
    { type: 'SEND', hoursRange: agreed },
    { type: 'SEND', hoursRange: inverted },
    { type: 'SEND', hoursRange: tooMany },
    { type: 'CLOSE' },
    { type: 'ACCEPT' },
    { type: 'DECLINE' },
    { type: 'EXPIRE' },
    { type: 'WITHDRAW' },
    { type: 'CHECKOUT' },
    { type: 'CANCEL' },
    { type: 'PAID' },
    { type: 'CHANGE_HOURS', hoursRange: raised },
    { type: 'CHANGE_HOURS', hoursRange: inverted },
    { type: 'END' },
  ],
  everyStep({ snapshot, previous, event, input }) {
    const stage = snapshot.value as FractionalHireStage;
    // The machine never rests where it starts: the server's status places it at once.
    expect(snapshot.value).not.toBe('resuming');
    if (event.type === 'xstate.init') {
      // The pages read a hire's stage and next step this way, from the same statuses.
      expect(fractionalHireStage(input ?? {})).toEqual({ stage, next: nextActionOf(stage) });
    }
    // A range the rules refuse moves nothing and keeps the range agreed.
    if ((event.type === 'SEND' || event.type === 'CHANGE_HOURS') && (event.hoursRange === inverted || event.hoursRange === tooMany)) {
      expect(snapshot.value).toEqual(previous?.value);
      expect(snapshot.context.hoursRange).toEqual(previous?.context.hoursRange);
    }
    expect(snapshot.status === 'done').toBe(FINAL.includes(stage));
    expect(nextActionOf(stage) === 'none').toBe(FINAL.includes(stage));
  },
  states: {
    choosing: ({ snapshot }) => {
      expect(nextActionOf('choosing')).toBe('choose');
      expect(snapshot.can({ type: 'SEND', hoursRange: agreed })).toBe(false);
    },
    terms: ({ snapshot }) => expect(snapshot.context.origin).not.toBeNull(),
    requested: ({ snapshot }) => {
      // A request posts a job; an offer follows only once a candidate is chosen.
      expect(snapshot.context.origin).toBe('request');
      expect(snapshot.can({ type: 'ACCEPT' })).toBe(false);
    },
    offered: ({ snapshot }) => {
      expect(snapshot.context.origin).toBe('candidate');
      expect(snapshot.context.hoursRange).toEqual(agreed);
      expect(snapshot.can({ type: 'CHECKOUT' })).toBe(false);
    },
    // Accepted, the offer no longer expires nor can be declined: it is paid for, or withdrawn.
    accepted: ({ snapshot }) => {
      expect(snapshot.can({ type: 'EXPIRE' })).toBe(false);
      expect(snapshot.can({ type: 'DECLINE' })).toBe(false);
      expect(nextActionOf('accepted')).toBe('pay');
    },
    checkout: ({ snapshot }) => expect(snapshot.can({ type: 'WITHDRAW' })).toBe(false),
    hired: ({ snapshot, event }) => {
      if (event.type === 'CHANGE_HOURS' && event.hoursRange === raised) expect(snapshot.context.hoursRange).toEqual(raised);
      // A hire is ended, never withdrawn.
      expect(snapshot.can({ type: 'WITHDRAW' })).toBe(false);
    },
    declined: ({ snapshot }) => expect(snapshot.status).toBe('done'),
    expired: ({ snapshot }) => expect(snapshot.status).toBe('done'),
    withdrawn: ({ snapshot }) => expect(snapshot.status).toBe('done'),
    ended: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
});
