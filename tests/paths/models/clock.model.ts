import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { clockMachine, type ClockAction, type ClockContext, type ClockStatus } from '@/machines/clock.machine';
import { makeClockStatus } from '../../doubles/fixtures/my-work';
import { definePathModel, doneEvent, errorEvent, pendingActor } from '../harness';

const off = makeClockStatus('off');
const working = makeClockStatus('working');
const onBreak = makeClockStatus('on_break');
const done = makeClockStatus('done');
const waiting = makeClockStatus('waiting_for_onboarding');
const offline = new TypeError('Failed to fetch');
const overtaken: ApiProblem = { message: 'You are already clocked in.', code: 'ALREADY_CLOCKED_IN' };
const ended: ApiProblem = { message: 'This contract has ended.', code: 'CONTRACT_ENDED' };

let punches: ClockAction[] = [];

// Each move's answer is the clock after it (clocking in from `done` starts a new session, which
// the server reports as working); refusals are the other tab's (overtaken), the contract's (ended)
// and the network's. The state key is what the guards and the view read.
export default definePathModel({
  name: 'clock',
  machine: clockMachine.provide({
    actors: {
      loadClock: pendingActor<ClockStatus>(),
      punch: fromPromise<ClockStatus, { action: ClockAction }>(({ input }) => {
        punches.push(input.action);
        return new Promise(() => {});
      }),
    },
  }),
  events: [
    { type: 'CLOCK_IN' },
    { type: 'START_BREAK' },
    { type: 'END_BREAK' },
    { type: 'CLOCK_OUT' },
    { type: 'RETRY' },
    { type: 'DISMISS' },
    { type: 'REFRESH' },
    doneEvent('loadClock', off),
    doneEvent('loadClock', working),
    doneEvent('loadClock', onBreak),
    doneEvent('loadClock', done),
    doneEvent('loadClock', waiting),
    errorEvent('loadClock', offline),
    errorEvent('loadClock', { message: 'You have no active job.', code: 'NO_ACTIVE_JOB' }),
    doneEvent('punch', working),
    doneEvent('punch', onBreak),
    doneEvent('punch', done),
    errorEvent('punch', overtaken),
    errorEvent('punch', ended),
    errorEvent('punch', offline),
    doneEvent('reread', working),
    errorEvent('reread', offline),
    doneEvent('refresh', off),
    errorEvent('refresh', offline),
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as ClockContext;
    return JSON.stringify([snapshot.value, context.status?.state ?? null, context.action, context.problem?.code ?? null, context.changedElsewhere]);
  },
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') punches = [];
    const context = snapshot.context as ClockContext;
    // A move is sent once, as the one asked for; nothing else is taken while a call is on its way.
    if (snapshot.matches('sending') && !previous?.matches('sending')) expect(punches.at(-1)).toBe(context.action);
    if (previous?.hasTag('busy') && !event.type.startsWith('xstate.')) expect(snapshot.value).toEqual(previous.value);
    const told = actions.filter((action) => action.type === 'clockChanged' || action.type === 'contractClosed').map((action) => action.type);
    if (event.type === 'xstate.done.actor.punch' || event.type === 'xstate.done.actor.reread') expect(told).toEqual(['clockChanged']);
    else if (snapshot.matches('closed')) expect(told).toEqual(['contractClosed']);
    else expect(told).toEqual([]);
  },
  states: {
    loading: ({ snapshot }) => expect(snapshot.hasTag('loading')).toBe(true),
    loadFailed: ({ snapshot }) => {
      expect(snapshot.context.problem?.code).toBe('NETWORK');
      expect(snapshot.hasTag('canRetry')).toBe(true);
    },
    'ready.off': ({ snapshot }) => {
      expect(snapshot.context.status?.state).toBe('off');
      expect(snapshot.hasTag('canClockIn') && !snapshot.hasTag('canClockOut')).toBe(true);
    },
    'ready.working': ({ snapshot }) => {
      expect(snapshot.context.status?.state).toBe('working');
      expect(snapshot.hasTag('canStartBreak') && snapshot.hasTag('canClockOut') && !snapshot.hasTag('canClockIn')).toBe(true);
      expect(snapshot.context.problem).toBeNull();
    },
    'ready.onBreak': ({ snapshot }) => {
      expect(snapshot.context.status?.state).toBe('on_break');
      expect(snapshot.hasTag('canEndBreak') && snapshot.hasTag('canClockOut') && !snapshot.hasTag('canStartBreak')).toBe(true);
    },
    'ready.done': ({ snapshot }) => {
      expect(snapshot.context.status?.state).toBe('done');
      // A new session may start the same day.
      expect(snapshot.hasTag('canClockIn')).toBe(true);
    },
    'ready.waitingForOnboarding': ({ snapshot }) => {
      expect(snapshot.context.status?.state).toBe('waiting_for_onboarding');
      expect((['canClockIn', 'canClockOut', 'canStartBreak', 'canEndBreak'] as const).some((tag) => snapshot.hasTag(tag))).toBe(false);
      expect(snapshot.hasTag('awaitsOnboarding')).toBe(true);
    },
    sending: ({ snapshot }) => expect(snapshot.hasTag('busy') && snapshot.context.action !== null).toBe(true),
    rereading: ({ snapshot }) => {
      // The other tab's move is never sent again: a retry reads the clock.
      expect(snapshot.context.changedElsewhere).toBe(true);
      expect(snapshot.context.action).toBeNull();
    },
    refreshing: ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(true),
    failed: ({ snapshot }) => {
      expect(snapshot.context.problem?.code).toBe('NETWORK');
      expect(snapshot.context.status).not.toBeNull();
    },
    closed: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(['CONTRACT_ENDED', 'NO_ACTIVE_JOB']).toContain(snapshot.context.problem?.code);
    },
  },
});
