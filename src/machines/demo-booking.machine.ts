import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type DemoSlot = components['schemas']['DemoSlot'];
export type DemoBooking = components['schemas']['DemoBooking'];
export type DemoDetails = Omit<components['schemas']['DemoBookingRequest'], 'starts_at'>;

export interface DemoBookingContext {
  slots: DemoSlot[];
  /** The chosen slot's start, as the server wrote it. */
  chosen: string | null;
  /** The visitor's details, kept through every failure so nothing is typed twice. */
  details: DemoDetails | null;
  booking: DemoBooking | null;
  problem: ApiProblem | null;
  /** The slot the visitor wanted was booked by someone else meanwhile. */
  slotTaken: boolean;
}

export type DemoBookingEvent =
  | { type: 'SELECT_SLOT'; startsAt: string }
  | { type: 'SUBMIT'; details: DemoDetails }
  | { type: 'RETRY' }
  | { type: 'BOOK_ANOTHER' };

const unprovided = () => Promise.reject(new Error('demoBookingMachine: provide its actors'));

/**
 * Booking a demo: the free slots load; the visitor picks one and sends their details; a
 * slot someone else took meanwhile brings the fresh list back with the details kept.
 * Only `choosing` and `failed` take SUBMIT, so a double click books once.
 */
export const demoBookingMachine = setup({
  types: { context: {} as DemoBookingContext, events: {} as DemoBookingEvent },
  actors: {
    loadSlots: fromPromise<DemoSlot[]>(unprovided),
    book: fromPromise<DemoBooking, { startsAt: string; details: DemoDetails }>(unprovided),
  },
  guards: {
    canSend: ({ context, event }) => context.chosen !== null && event.type === 'SUBMIT' && typeof event.details === 'object' && event.details !== null,
    isOffered: ({ context, event }) => event.type === 'SELECT_SLOT' && context.slots.some((s) => s.starts_at === event.startsAt),
    slotWasTaken: (_, params: { error: unknown }) => toProblem(params.error).code === 'SLOT_TAKEN',
  },
  actions: {
    storeSlots: assign(({ context }, params: { slots: DemoSlot[] | undefined }) => {
      // An answer without a list offers nothing, rather than breaking the page.
      const slots = Array.isArray(params.slots) ? params.slots : [];
      // A chosen slot no longer offered is no longer chosen.
      return { slots, chosen: slots.some((s) => s.starts_at === context.chosen) ? context.chosen : null, problem: null };
    }),
    choose: assign((_, params: { startsAt: string }) => ({ chosen: params.startsAt, slotTaken: false })),
    storeDetails: assign((_, params: { details: DemoDetails }) => ({ details: params.details, problem: null })),
    storeBooking: assign((_, params: { booking: DemoBooking }) => ({ booking: params.booking })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    markTaken: assign({ slotTaken: true, chosen: null, problem: null }),
    startOver: assign({ chosen: null, booking: null, problem: null, slotTaken: false }),
  },
}).createMachine({
  id: 'demoBooking',
  context: { slots: [], chosen: null, details: null, booking: null, problem: null, slotTaken: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSlots',
        src: 'loadSlots',
        onDone: { target: 'choosing', actions: { type: 'storeSlots', params: ({ event }) => ({ slots: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    choosing: {
      on: {
        SELECT_SLOT: { guard: 'isOffered', actions: { type: 'choose', params: ({ event }) => ({ startsAt: event.startsAt }) } },
        SUBMIT: { guard: 'canSend', target: 'submitting', actions: { type: 'storeDetails', params: ({ event }) => ({ details: event.details }) } },
      },
    },
    submitting: {
      invoke: {
        id: 'book',
        src: 'book',
        input: ({ context }) => ({ startsAt: context.chosen!, details: context.details! }),
        onDone: { target: 'booked', actions: { type: 'storeBooking', params: ({ event }) => ({ booking: event.output }) } },
        onError: [
          { guard: { type: 'slotWasTaken', params: ({ event }) => ({ error: event.error }) }, target: 'reloading', actions: 'markTaken' },
          { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // The slot went to someone else: the fresh list comes back, the details stay.
    reloading: {
      invoke: {
        id: 'loadSlots',
        src: 'loadSlots',
        onDone: { target: 'choosing', actions: { type: 'storeSlots', params: ({ event }) => ({ slots: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: {
        SELECT_SLOT: { guard: 'isOffered', actions: { type: 'choose', params: ({ event }) => ({ startsAt: event.startsAt }) } },
        SUBMIT: { guard: 'canSend', target: 'submitting', actions: { type: 'storeDetails', params: ({ event }) => ({ details: event.details }) } },
      },
    },
    booked: {
      on: { BOOK_ANOTHER: { target: 'loading', actions: 'startOver' } },
    },
  },
});
