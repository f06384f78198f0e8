import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import {
  timeOffRequestMachine,
  toRequestInput,
  type TimeOffForm,
  type TimeOffRequest,
  type TimeOffRequestContext,
  type TimeOffRequestInput,
} from '@/machines/time-off-request.machine';
import { makeTimeOffRequest } from '../../doubles/fixtures/my-work';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const today = '2026-06-03';
const form: TimeOffForm = { kind: 'vacation', start_date: '2026-06-10', end_date: '2026-06-12', part_of_day: 'full', note: '  Family visit.  ' };
// A half day over three days: refused before anything is sent.
const halfDayRange: TimeOffForm = { ...form, part_of_day: 'morning' };
const pending = makeTimeOffRequest({ id: '22222222-3333-4444-8555-666666666666', start_date: '2026-06-10', end_date: '2026-06-12', days: 3, note: 'Family visit.' });
const cancelled: TimeOffRequest = { ...pending, status: 'cancelled' };
const overlap: ApiProblem = { message: 'These days overlap another request of yours.', code: 'TIME_OFF_OVERLAP' };
const balance: ApiProblem = { message: 'You have 2 days of vacation left.', code: 'TIME_OFF_BALANCE' };
const answered: ApiProblem = { message: 'Your employer has already answered this request.', code: 'TIME_OFF_NOT_PENDING' };
const offline = new TypeError('Failed to fetch');

let requested: TimeOffRequestInput[] = [];
let cancellations: string[] = [];

// A new request from the form, and requests as the list shows them: waiting (which can be
// cancelled), approved, declined and cancelled (which are only shown).
export default definePathModel({
  name: 'timeOffRequest',
  machine: timeOffRequestMachine.provide({
    actors: {
      requestTimeOff: fromPromise<TimeOffRequest, TimeOffRequestInput>(({ input }) => {
        requested.push(input);
        return new Promise(() => {});
      }),
      cancelTimeOff: fromPromise<TimeOffRequest, { requestId: string }>(({ input }) => {
        cancellations.push(input.requestId);
        return new Promise(() => {});
      }),
    },
  }),
  inputs: [
    { name: 'new', input: { request: null, today } },
    { name: 'waiting', input: { request: pending, today } },
    { name: 'approved', input: { request: { ...pending, status: 'approved', accepted_date: today }, today } },
    { name: 'declined', input: { request: { ...pending, status: 'declined', decline_reason: 'Month-end close.' }, today } },
    { name: 'cancelled', input: { request: cancelled, today } },
  ],
  events: [
    { type: 'SUBMIT', form },
    { type: 'SUBMIT', form: halfDayRange },
    { type: 'CANCEL_REQUEST' },
    { type: 'KEEP' },
    { type: 'CONFIRM' },
    doneEvent('requestTimeOff', pending),
    errorEvent('requestTimeOff', overlap),
    errorEvent('requestTimeOff', balance),
    errorEvent('requestTimeOff', offline),
    doneEvent('cancelTimeOff', cancelled),
    errorEvent('cancelTimeOff', answered),
    errorEvent('cancelTimeOff', offline),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') {
      requested = [];
      cancellations = [];
    }
    const context = snapshot.context as TimeOffRequestContext;
    if (snapshot.matches('sending') && !previous?.matches('sending')) expect(requested.at(-1)).toEqual(toRequestInput(context.form!));
    if (snapshot.matches('cancelling') && !previous?.matches('cancelling')) expect(cancellations.at(-1)).toBe(pending.id);
    const told = actions.filter((action) => ['requested', 'cancelled', 'answeredElsewhere'].includes(action.type)).map((action) => action.type);
    if (event.type === 'xstate.done.actor.requestTimeOff') expect(told).toEqual(['requested']);
    else if (event.type === 'xstate.done.actor.cancelTimeOff') expect(told).toEqual(['cancelled']);
    // The list is read again once the person has read why the request could not be cancelled.
    else if (event.type === 'KEEP' && previous?.matches('overtaken')) expect(told).toEqual(['answeredElsewhere']);
    else expect(told).toEqual([]);
  },
  states: {
    'composing.editing': ({ snapshot, event }) => {
      if (event.type === 'SUBMIT') expect(snapshot.context.form).toEqual(halfDayRange);
      expect(snapshot.context.problem).toBeNull();
    },
    'composing.failed': ({ snapshot }) => expect(['TIME_OFF_OVERLAP', 'TIME_OFF_BALANCE', 'NETWORK']).toContain(snapshot.context.problem?.code),
    sending: ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(true),
    pending: ({ snapshot }) => {
      expect(snapshot.context.request?.status).toBe('requested');
      expect(snapshot.hasTag('canCancel')).toBe(true);
      expect(snapshot.context.problem).toBeNull();
    },
    confirmingCancel: ({ snapshot, previous }) => {
      if (previous?.matches('cancelling')) expect(snapshot.context.problem?.code).toBe('NETWORK');
      else expect(snapshot.context.problem).toBeNull();
    },
    cancelling: ({ snapshot }) => expect(snapshot.hasTag('busy') && snapshot.hasTag('confirming')).toBe(true),
    overtaken: ({ snapshot }) => {
      expect(snapshot.context.problem).toEqual(answered);
      expect(snapshot.can({ type: 'CONFIRM' })).toBe(false);
    },
    approved: ({ snapshot }) => expect(snapshot.status).toBe('done'),
    declined: ({ snapshot }) => expect(snapshot.context.request?.decline_reason).toBe('Month-end close.'),
    cancelled: ({ snapshot }) => expect(snapshot.context.request?.status).toBe('cancelled'),
  },
});
