import { expect } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import {
  liveConnectionMachine,
  liveStatusOf,
  STREAM_ATTEMPTS,
  type LiveEvent,
  type LiveEventPage,
  type LiveStreamEvent,
  type LiveStreamInput,
} from '@/machines/live-connection.machine';
import { afterEvent, definePathModel, doneEvent, errorEvent } from '../harness';

const at = '2026-12-02T09:00:00.000Z';
const event = (id: number): LiveEvent => ({ id, kind: 'message.created', data: { conversation_id: 'c1' } });
const page = (ids: number[], next: number, more = false, reset = false): LiveEventPage => ({
  events: ids.map((id) => ({ ...event(id), created_at: at })),
  next_after: next,
  has_more: more,
  reset,
});

/** Where each stream opened from: a reconnection resumes after the last event delivered. */
let opens: Array<number | null> = [];
let delivered: number[] = [];

// The stream's frames, sent as its actor would send them; the polls' answers: events new and
// already delivered, a full page, a reset. The key is what the guards read.
export default definePathModel({
  name: 'liveConnection',
  machine: liveConnectionMachine.provide({
    actors: {
      stream: fromCallback<LiveStreamEvent, LiveStreamInput>(({ input }) => {
        opens.push(input.after);
      }),
      poll: fromPromise<LiveEventPage, LiveStreamInput>(() => new Promise(() => {})),
    },
  }),
  events: [
    { type: 'START' },
    { type: 'STOP' },
    { type: 'ONLINE' },
    { type: 'STREAM_OPENED', position: 5, reset: false },
    { type: 'STREAM_OPENED', position: 9, reset: true },
    { type: 'STREAM_EVENT', event: event(6) },
    { type: 'STREAM_EVENT', event: event(4) },
    { type: 'STREAM_FAILED' },
    afterEvent('openTimeout', 'liveConnection.streaming.opening'),
    afterEvent('backoff', 'liveConnection.reconnecting'),
    afterEvent('pollInterval', 'liveConnection.polling.waiting'),
    doneEvent('poll', page([6, 7], 7)),
    doneEvent('poll', page([5, 8], 8, true)),
    doneEvent('poll', page([], 12, false, true)),
    errorEvent('poll', new TypeError('Failed to fetch')),
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.lastEventId, snapshot.context.failures, snapshot.context.polls]),
  everyStep({ snapshot, previous, event: step, actions }) {
    if (step.type === 'xstate.init') {
      opens = [];
      delivered = [];
    }
    for (const action of actions) if (action.type === 'deliver') delivered.push(...(action.params as { events: LiveEvent[] }).events.map((e) => e.id));
    // Each event is delivered once and in order, whichever way it came.
    expect(delivered).toEqual([...new Set(delivered)].sort((a, b) => a - b));
    if (previous && step.type.startsWith('STREAM_EVENT')) {
      const id = (step as { event: LiveEvent }).event.id;
      const fresh = previous.matches({ streaming: 'open' }) && (previous.context.lastEventId === null || id > previous.context.lastEventId);
      const handed = actions.filter((action) => action.type === 'deliver').flatMap((action) => (action.params as { events: LiveEvent[] }).events);
      expect(handed.map((e) => e.id)).toEqual(fresh ? [id] : []);
    }
    // A stream opens from the last position known: nothing between is missed.
    if (snapshot.matches('streaming') && !previous?.matches('streaming')) expect(opens.at(-1)).toBe(snapshot.context.lastEventId);
    expect(actions.filter((action) => action.type === 'announceReset').length).toBe(
      (step.type === 'STREAM_OPENED' && (step as { reset: boolean }).reset && previous?.matches({ streaming: 'opening' })) ||
        (step.type === 'xstate.done.actor.poll' && (step as unknown as { output: LiveEventPage }).output.reset)
        ? 1
        : 0,
    );
  },
  states: {
    off: ({ snapshot }) => {
      expect(liveStatusOf(snapshot)).toBe('off');
      expect(snapshot.context.lastEventId).toBeNull();
    },
    'streaming.opening': ({ snapshot }) =>
      expect(liveStatusOf(snapshot)).toBe(
        snapshot.context.failures === 0 ? 'connecting' : snapshot.context.failures >= STREAM_ATTEMPTS ? 'polling' : 'reconnecting',
      ),
    'streaming.open': ({ snapshot }) => {
      expect(liveStatusOf(snapshot)).toBe('live');
      expect(snapshot.context.failures).toBe(0);
      expect(snapshot.context.lastEventId).not.toBeNull();
    },
    reconnecting: ({ snapshot }) => {
      expect(liveStatusOf(snapshot)).toBe('reconnecting');
      expect(snapshot.context.failures).toBeGreaterThan(0);
      expect(snapshot.context.failures).toBeLessThan(STREAM_ATTEMPTS);
    },
    polling: ({ snapshot }) => {
      expect(liveStatusOf(snapshot)).toBe('polling');
      expect(snapshot.context.failures).toBeGreaterThanOrEqual(STREAM_ATTEMPTS);
    },
  },
});
