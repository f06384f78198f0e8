import { expect } from 'vitest';
import type { ApiProblem } from '@/lib/api-problem';
import { demoBookingMachine, type DemoBooking, type DemoDetails, type DemoSlot } from '@/machines/demo-booking.machine';
import { definePathModel, doneEvent, errorEvent, pendingActor } from '../harness';

const nine: DemoSlot = { starts_at: '2027-03-02T09:00:00.000Z', minutes: 30 };
const ten: DemoSlot = { starts_at: '2027-03-02T10:00:00.000Z', minutes: 30 };
const details: DemoDetails = { name: 'Lucía Romero', email: 'lucia@example.com', company: 'Romero Legal', team_size: '11-50', locale: 'es' };
const booked: DemoBooking = { reference: 'DM-7K3QX9', starts_at: nine.starts_at, minutes: 30 };
const taken: ApiProblem = { message: 'Someone has just booked this time.', code: 'SLOT_TAKEN' };
const offline = new TypeError('Failed to fetch');

export default definePathModel({
  name: 'demoBooking',
  // The calls never settle by themselves: each path says how they end.
  machine: demoBookingMachine.provide({ actors: { loadSlots: pendingActor<DemoSlot[]>(), book: pendingActor<DemoBooking>() as never } }),
  events: [
    { type: 'SELECT_SLOT', startsAt: nine.starts_at },
    { type: 'SELECT_SLOT', startsAt: '2027-03-06T10:00:00.000Z' },
    { type: 'SUBMIT', details },
    { type: 'RETRY' },
    { type: 'BOOK_ANOTHER' },
    doneEvent('loadSlots', [nine, ten]),
    // After someone took nine o'clock.
    doneEvent('loadSlots', [ten]),
    errorEvent('loadSlots', offline),
    doneEvent('book', booked),
    errorEvent('book', taken),
    errorEvent('book', offline),
  ],
  everyStep({ snapshot, previous, event }) {
    const { context } = snapshot;
    // Only an offered slot can be chosen, and a chosen slot is always one on offer.
    if (context.chosen) expect(context.slots.map((s) => s.starts_at)).toContain(context.chosen);
    // What the visitor typed survives everything but a fresh start.
    if (previous?.context.details && event.type !== 'SUBMIT') expect(context.details).toEqual(previous.context.details);
    if (event.type === 'SUBMIT' && previous) {
      const open = (previous.matches('choosing') || previous.matches('failed')) && previous.context.chosen !== null;
      expect(snapshot.matches('submitting')).toBe(open);
      if (open) expect(context.details).toEqual(details);
    }
    if (event.type === 'xstate.error.actor.book' && event.error === taken) {
      expect(snapshot.matches('reloading')).toBe(true);
      expect(context.slotTaken).toBe(true);
      expect(context.chosen).toBeNull();
    }
  },
  states: {
    loading: ({ snapshot }) => expect(snapshot.context.booking).toBeNull(),
    loadFailed: ({ snapshot }) => expect(snapshot.context.problem?.code).toBe('NETWORK'),
    choosing: ({ snapshot }) => expect(snapshot.context.problem).toBeNull(),
    submitting: ({ snapshot }) => {
      expect(snapshot.context.chosen).not.toBeNull();
      expect(snapshot.context.details).toEqual(details);
    },
    reloading: ({ snapshot }) => expect(snapshot.context.slotTaken).toBe(true),
    failed: ({ snapshot }) => expect(snapshot.context.problem?.message).toBeTruthy(),
    booked: ({ snapshot }) => expect(snapshot.context.booking).toEqual(booked),
  },
});
